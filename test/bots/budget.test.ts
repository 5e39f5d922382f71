import { describe, expect, it } from 'vitest';
import { READ_EVERY_US, Spend, WALL_CAP, type SpendClocks } from '../../src/bots/budget.js';

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

/** Clocks a test moves by hand, counting how often each is read. */
function handClocks(): { clocks: SpendClocks; advance: (us: number) => void; reads: { wall: number; cpu: number } } {
  let us = 1_000_000;
  const reads = { wall: 0, cpu: 0 };
  return {
    clocks: {
      wallMs: () => (reads.wall++, us / 1000),
      cpuUs: () => (reads.cpu++, us),
    },
    advance: (by) => void (us += by),
    reads,
  };
}

describe('a time budget read at the pace of the search', () => {
  it('reads the clocks about every READ_EVERY_US of CPU time, not at every playout', () => {
    const { clocks, advance, reads } = handClocks();
    const spend = new Spend({ ms: 100 }, clocks);
    // Playouts of 5 µs each: 20,000 fit in the budget.
    let playouts = 0;
    while (spend.more(playouts)) {
      advance(5);
      playouts++;
    }
    // They stop within READ_EVERY_US of the end...
    expect(playouts * 5).toBeGreaterThanOrEqual(100_000);
    expect(playouts * 5).toBeLessThanOrEqual(100_000 + READ_EVERY_US);
    // ...with a reading about every READ_EVERY_US / 5 playouts (and closer together near the end).
    expect(reads.cpu).toBeLessThan(100_000 / READ_EVERY_US + 40);
    expect(reads.cpu).toBeGreaterThan(100_000 / READ_EVERY_US / 2);
  });

  it('reads them at every playout when a playout takes longer than READ_EVERY_US', () => {
    const { clocks, advance, reads } = handClocks();
    const spend = new Spend({ ms: 10 }, clocks);
    let playouts = 0;
    while (spend.more(playouts)) {
      advance(READ_EVERY_US * 2);
      playouts++;
    }
    expect(playouts).toBe(10_000 / (READ_EVERY_US * 2));
    // The construction's reading, one before each playout and the last.
    expect(reads.cpu).toBe(playouts + 2);
  });

  it('slows its readings again when the playouts slow down', () => {
    const { clocks, advance } = handClocks();
    const spend = new Spend({ ms: 100 }, clocks);
    let playouts = 0;
    // Quick playouts for half the budget, then playouts of 1 ms: the pace read so far lets a few
    // of them pass unread, never so many that the search runs past the end by more than the
    // window's share of what was left (half of it).
    while (spend.more(playouts)) {
      advance(playouts < 10_000 ? 5 : 1000);
      playouts++;
    }
    const spent = 10_000 * 5 + (playouts - 10_000) * 1000;
    expect(spent).toBeGreaterThanOrEqual(100_000);
    expect(spent).toBeLessThan(100_000 + 25_000);
  });

  it('paces its readings on the wall clock too, for a thread that gets little of the CPU', () => {
    let wallUs = 0;
    let cpuUs = 0;
    const clocks: SpendClocks = { wallMs: () => wallUs / 1000, cpuUs: () => cpuUs };
    const spend = new Spend({ ms: 100 }, clocks);
    let playouts = 0;
    // Each playout takes 5 µs of CPU and 100 µs on the wall clock: the wall-clock cap ends it.
    while (spend.more(playouts)) {
      cpuUs += 5;
      wallUs += 100;
      playouts++;
    }
    expect(wallUs).toBeGreaterThanOrEqual(WALL_CAP * 100_000);
    expect(wallUs).toBeLessThanOrEqual(WALL_CAP * 100_000 + READ_EVERY_US);
  });
});
