import { describe, expect, it } from 'vitest';
import { Spend, WALL_CAP, type SpendClocks } from '../../src/bots/budget.js';

/** Blocks this thread for `ms` without using the CPU. */
const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe('a search budget', () => {
  it('in playouts: stops at the count, whatever the clock', () => {
    const spend = new Spend({ iterations: 3 });
    expect([0, 1, 2].map((n) => spend.more(n))).toEqual([true, true, true]);
    expect(spend.more(3)).toBe(false);
    sleep(5);
    expect(spend.more(2)).toBe(true);
  });

  it('in milliseconds: time spent waiting for the CPU is not thinking, up to the wall-clock cap', () => {
    const budget = 400;
    const spend = new Spend({ ms: budget });
    // A thread that gets no CPU (a loaded machine) has not spent its budget, even past it on the wall clock...
    sleep(budget * 1.25);
    expect(spend.more(0)).toBe(true);
    // ...but a table never waits more than WALL_CAP times the budget.
    sleep((WALL_CAP - 1.25) * budget + 20);
    expect(spend.more(0)).toBe(false);
  });

  it('in milliseconds: a busy thread stops once it has used the budget', () => {
    const spend = new Spend({ ms: 30 });
    let spins = 0;
    while (spend.more(0)) spins++;
    expect(spins).toBeGreaterThan(0);
  });

  /**
   * A thread given `share` of a core: its wall clock moves `stepMs` a reading, its CPU time
   * `share` of that, read in steps of `grainMs` (0: exactly); counts the CPU readings.
   */
  function thread(
    share: number,
    stepMs: number,
    cpuIsThread = true,
    grainMs = 0,
  ): SpendClocks & { wallMs: () => number; cpuReads: () => number } {
    let wall = 0;
    let reads = 0;
    return {
      wall: () => (wall += stepMs),
      cpu: () => {
        reads++;
        const ms = wall * share;
        return (grainMs > 0 ? Math.floor(ms / grainMs) * grainMs : ms) * 1000;
      },
      cpuIsThread,
      cpuGrainMs: grainMs,
      wallMs: () => wall,
      cpuReads: () => reads,
    };
  }

  it.each([1, 0.6])(
    'in milliseconds, on a CPU clock that moves in 15.6 ms steps (a thread given %s of a core): stops at the same playout as reading it every time',
    (share) => {
      const playoutsOf = (clocks: SpendClocks): number => {
        const spend = new Spend({ ms: 100 }, clocks);
        let playouts = 0;
        while (spend.more(playouts)) playouts++;
        return playouts;
      };
      const skipping = thread(share, 0.01, true, 15.6);
      const everyTime = thread(share, 0.01, false, 15.6);
      expect(playoutsOf(skipping)).toBe(playoutsOf(everyTime));
      expect(skipping.cpuReads()).toBeLessThan(everyTime.cpuReads() / 3);
    },
  );

  it.each([1, 0.97, 0.5, 0.1])(
    'in milliseconds, on a thread given %s of a core: stops at the first playout past the CPU budget, reading that clock a few times',
    (share) => {
      const clocks = thread(share, 0.01);
      const spend = new Spend({ ms: 100 }, clocks);
      const start = clocks.wallMs();
      const cpuSpent = (): number => (clocks.wallMs() - start) * share;
      const wallSpent = (): number => clocks.wallMs() - start;
      let playouts = 0;
      while (spend.more(playouts)) {
        playouts++;
        // Where it says another fits, neither the CPU budget nor the wall cap is spent.
        expect(cpuSpent()).toBeLessThan(100);
        expect(wallSpent()).toBeLessThan(WALL_CAP * 100);
      }
      // It stopped at the first reading past one of them, not a step later.
      const past = Math.max(cpuSpent() - 100, wallSpent() - WALL_CAP * 100);
      expect(past).toBeGreaterThanOrEqual(-1e-9);
      expect(past).toBeLessThan(0.0101);
      // The CPU clock was read a handful of times, not once for each of thousands of playouts.
      expect(playouts).toBeGreaterThan(1000);
      expect(clocks.cpuReads()).toBeLessThan(30);
    },
  );

  it("in milliseconds, on the whole process's CPU time (which other threads push ahead of the wall clock): reads it every time", () => {
    const clocks = thread(1.5, 0.01, false);
    const spend = new Spend({ ms: 10 }, clocks);
    const start = clocks.wallMs();
    let playouts = 0;
    while (spend.more(playouts)) playouts++;
    const past = (clocks.wallMs() - start) * 1.5 - 10;
    expect(past).toBeGreaterThanOrEqual(-1e-9);
    expect(past).toBeLessThan(0.0151);
    // Once when it began, then at every question.
    expect(clocks.cpuReads()).toBe(playouts + 2);
  });
});
