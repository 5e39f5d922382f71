import type { GameId } from '../../engine/index.js';
import type { TableScreenModule } from '../types.js';

/** Each game's table screen (see ../types.ts), imported only when a table of that game opens. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SCREENS: Readonly<Record<GameId, () => Promise<TableScreenModule<any, any>>>> = {
  'just-hatched': () => import('./JustHatchedScreen.js'),
  henhouse: () => import('./HenhouseScreen.js'),
  clutch: () => import('./ClutchScreen.js'),
};
