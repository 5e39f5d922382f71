// The public surface of BIG CHICKEN: Just Hatched.
export type * from './types.js';
export { SUITS } from './types.js';
export * from './cards.js';
