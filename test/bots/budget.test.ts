import { describe, expect, it } from 'vitest';
import { Spend, WALL_CAP } from '../../src/bots/budget.js';

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
});
