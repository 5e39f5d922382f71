import type { GameInfo } from '../types.js';

/** What the menu, `rules` and `--help` say about A Clutch of Chickens, the solo game. */
export const CLUTCH_INFO: GameInfo = {
  id: 'clutch',
  title: 'A Clutch of Chickens',
  shortTitle: 'Clutch',
  aliases: ['clutch-of-chickens', 'a-clutch-of-chickens', 'solo'],
  minPlayers: 1,
  maxPlayers: 1,
  defaultPlayers: 1,
  summary: 'Grow your flock from 100 to 1000 chickens',
};
