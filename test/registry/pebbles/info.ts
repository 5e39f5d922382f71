import type { GameInfo } from '../../../src/games/index.js';

/** What the menu, `rules` and `--help` say about Pebbles. */
export const PEBBLES_INFO: GameInfo = {
  id: 'pebbles',
  title: 'Pebbles',
  shortTitle: 'Pebbles',
  aliases: ['stones'],
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  summary: 'Take 1 to 3; the last pebble wins',
};
