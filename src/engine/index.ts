export * from './types.js';
export * from './rng.js';
export * from './bot.js';
export * from './play.js';
export { randomBot } from './random-bot.js';
export * from './draft.js';
export * from './event-log.js';
