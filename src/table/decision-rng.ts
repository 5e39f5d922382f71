import { Rng, type Seat } from '../engine/index.js';

/** What a bot decides with a decision's randomness: its turn action, or whether to act out of turn. */
export type DecisionKind = 'turn' | 'interject';

/** Mixes one 32-bit word into a running hash (murmur3's finaliser steps). */
function mix(h: number, word: number): number {
  let x = Math.imul(h ^ word, 0x9e3779b1);
  x ^= x >>> 15;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  return x | 0;
}

/**
 * The random source of one bot decision at a table: a pure function of the game seed, the number
 * of steps played so far, the seat and the kind of decision. A resumed game therefore goes on
 * exactly as the uninterrupted one would (nothing but `{seed, steps}` is saved), and a decision
 * asked again — after a pause, an aborted search, a seat handed between a person and a bot, or a
 * step taken back — draws the same numbers without shifting any later decision.
 */
export function decisionRng(seed: number, step: number, seat: Seat, kind: DecisionKind): Rng {
  let h = mix(0x2c1b3c6d, seed | 0);
  h = mix(h, step);
  h = mix(h, seat);
  h = mix(h, kind === 'turn' ? 1 : 2);
  return Rng.fromSeed(h);
}
