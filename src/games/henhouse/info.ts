import type { GameInfo } from '../types.js';

/** What the menu, `rules`, `--help` and the player limits of every command say about Henhouse. */
export const HENHOUSE_INFO: GameInfo = {
  id: 'henhouse',
  title: 'Henhouse',
  shortTitle: 'Henhouse',
  aliases: ['hh', 'hen-house'],
  minPlayers: 3,
  maxPlayers: 5,
  defaultPlayers: 4,
  summary: 'Shed your hand with sets, runs and Henhouses',
};
