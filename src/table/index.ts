/**
 * The table as a plain object, with no React: one game, its seats (people or bots), the bots'
 * timing, saving and recording. Screens watch it; see {@link GameTable} and src/README.md.
 * {@link PlayRecord} is its record of play alone: no timers, no I/O, no bots.
 */
export {
  GameTable,
  openTable,
  type SeatPlayer,
  type SeatSnapshot,
  type TableAbout,
  type TableOptions,
  type TableSnapshot,
} from './table.js';
export { PlayRecord } from './record.js';
export { decisionRng, type DecisionKind } from './decision-rng.js';
export * from './timing.js';
export * from './types.js';
export { publicView, spectatorSnapshot } from './public-view.js';
