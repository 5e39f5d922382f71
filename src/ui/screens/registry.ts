import type { GameId } from '../../engine/index.js';
import type { TableScreenModule } from '../types.js';

/**
 * Each game's table screen, imported only when a table of that game opens. A game whose own
 * screen has not landed yet is played on the generic screen (a list of its legal actions).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SCREENS: Readonly<Record<GameId, () => Promise<TableScreenModule<any, any>>>> = {
  'just-hatched': () => import('./JustHatchedScreen.js'),
  henhouse: () => import('./HenhouseScreen.js'),
  clutch: () => import('./ClutchScreen.js'),
};
