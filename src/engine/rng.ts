import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The serialisable state of an {@link Rng}: a few 32-bit integers, safe to keep in JSON. */
export type RngState = readonly number[];

/**
 * A seeded random source (xoroshiro128+ from pure-rand). Engines keep its {@link RngState} in
 * their plain-JSON state, rebuild an Rng inside a pure function, draw from it, and store the new
 * state in the state they return — so `{seed, actions}` always replays the same game.
 */
export class Rng {
  private constructor(private readonly gen: ReturnType<typeof xoroshiro128plusFromState>) {}

  /**
   * A generator seeded with a 32-bit integer (other numbers are truncated to 32 bits). The seed
   * is spread over the whole 128-bit state with splitmix32 first: seeded directly, xoroshiro's
   * first outputs follow small seeds closely (seeds 0, 1, 2, 3 would deal alike).
   */
  static fromSeed(seed: number): Rng {
    let x = seed | 0;
    const word = () => {
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) | 0;
    };
    const state = [word(), word(), word(), word()];
    // An all-zero state would only ever draw zeros.
    const zero = state.every((w) => !w);
    return new Rng(xoroshiro128plusFromState(zero ? [1, 0, 0, 0] : state));
  }

  /** A generator that continues from a state captured with {@link Rng.state}. */
  static fromState(state: RngState): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }

  /** The current state; `Rng.fromState(r.state())` draws exactly what `r` would draw next. */
  state(): RngState {
    return [...this.gen.getState()];
  }

  /** An independent copy: drawing from it leaves this generator untouched. */
  clone(): Rng {
    return Rng.fromState(this.state());
  }

  /** A uniform integer in [0, n). `n` must be a positive integer. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`Rng.int needs a positive integer, got ${n}`);
    return n <= 0x100000000 ? draw(this.gen, n) : uniformInt(this.gen, 0, n - 1);
  }

  /** A uniform integer in [from, to], both included. */
  between(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return draw(this.gen, 0x40000000) / 0x40000000;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** One element, uniformly. Throws on an empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick on an empty list');
    return items[this.int(items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** A 32-bit seed for a derived generator (e.g. one per bot), drawn from this one. */
  deriveSeed(): number {
    return this.gen.next();
  }
}

/**
 * pure-rand's `uniformInt(gen, 0, range - 1)` for a range of 1 to 2^32: the same draws from `gen`
 * and the same answer (test/engine/rng.test.ts holds them in lockstep), but in arithmetic that
 * stays exact without a floating-point remainder, which V8 computes by a call and which was a
 * fifth of a bot's random lay. A draw below the largest multiple of `range` under 2^32 is taken,
 * as pure-rand takes it; the quotient of two integers below 2^33 is never rounded across an
 * integer, so the floor below is exact.
 */
function draw(gen: { next(): number }, range: number): number {
  // 2^32 written out: a module constant past 2^31 is a boxed number that the bundle keeps in a
  // variable, and arithmetic on it made every draw box its answer.
  const max = range > 2 ? Math.floor(0x100000000 / range) * range : 0x100000000;
  let d = gen.next() + 0x80000000;
  while (d >= max) d = gen.next() + 0x80000000;
  return d - Math.floor(d / range) * range;
}
