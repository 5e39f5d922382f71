import { budgetNow, cpuMicros } from './budget-clock.js';

/** How a searching bot spends its thinking: wall-clock milliseconds and/or a count of iterations. */
export interface SearchBudget {
  /**
   * Stop after this many milliseconds of the searching thread's CPU time, or twice as many on
   * the wall clock, whichever comes first (see {@link Spend}).
   */
  readonly ms?: number;
  /** Stop after this many iterations; the only budget that gives reproducible choices. */
  readonly iterations?: number;
}

/** How many times its budget a time-budgeted search may take on the wall clock, at most. */
export const WALL_CAP = 2;

/**
 * The CPU time, in microseconds, that a time-budgeted search lets pass between two readings of
 * its clocks, at most, as far as its pace so far tells: a search may overrun its budget by
 * about this much.
 */
export const READ_EVERY_US = 200;

/** The clocks a {@link Spend} reads: the wall clock in milliseconds, this thread's CPU time in microseconds. */
export interface SpendClocks {
  readonly wallMs: () => number;
  readonly cpuUs: (() => number) | null;
}

const THE_CLOCKS: SpendClocks = { wallMs: budgetNow, cpuUs: cpuMicros };

/**
 * One search's spending against its {@link SearchBudget}: a count of playouts, or milliseconds
 * of this thread's CPU time — so a loaded machine, which gives the search fewer cycles per
 * millisecond of the wall clock, still buys it the same thinking — capped at {@link WALL_CAP}
 * times the budget on the wall clock, so a table never waits longer than that.
 *
 * Reading the thread's CPU time is a system call, several times dearer than reading the wall
 * clock, and a search asks before every playout; so the clocks are read only about every
 * {@link READ_EVERY_US} of CPU time, counted in calls to {@link more} at the pace of the calls so far.
 */
export class Spend {
  private readonly cap: number;
  private readonly cpuStart: number;
  private readonly cpuEnd: number;
  private readonly wallStart: number;
  private readonly wallEnd: number;
  /** Calls to {@link more} on a time budget, and how many of them may still pass without a reading. */
  private calls = 0;
  private skip = 0;

  constructor(
    budget: SearchBudget,
    private readonly clocks: SpendClocks = THE_CLOCKS,
  ) {
    this.cap = budget.iterations ?? Infinity;
    const ms = budget.ms;
    const wall = clocks.wallMs();
    this.wallStart = wall;
    this.cpuStart = 0;
    if (ms === undefined) {
      this.cpuEnd = Infinity;
      this.wallEnd = Infinity;
    } else if (clocks.cpuUs) {
      this.cpuStart = clocks.cpuUs();
      this.cpuEnd = this.cpuStart + ms * 1000;
      this.wallEnd = wall + WALL_CAP * ms;
    } else {
      this.cpuEnd = Infinity;
      this.wallEnd = wall + ms;
    }
  }

  /** True while another playout fits, `done` playouts having been played. */
  more(done: number): boolean {
    if (done >= this.cap) return false;
    if (this.wallEnd === Infinity) return true;
    this.calls++;
    if (this.skip > 0) {
      this.skip--;
      return true;
    }
    const wall = this.clocks.wallMs();
    if (wall >= this.wallEnd) return false;
    // A finite CPU end was set only with a CPU clock to read; without one the wall clock, which
    // is cheap to read, is read at every call.
    const cpuUs = this.clocks.cpuUs;
    if (this.cpuEnd === Infinity || cpuUs === null) return true;
    const cpu = cpuUs();
    if (cpu >= this.cpuEnd) return false;
    // The calls that fit, at the pace so far on either clock, in the next READ_EVERY_US and in
    // half of what is left of its budget: on the wall clock too, for a thread that gets little
    // of the CPU.
    const cpuSpent = cpu - this.cpuStart;
    const wallSpent = (wall - this.wallStart) * 1000;
    if (cpuSpent > 0 && wallSpent > 0) {
      const byCpu = (Math.min(READ_EVERY_US, (this.cpuEnd - cpu) / 2) * this.calls) / cpuSpent;
      const byWall = (Math.min(READ_EVERY_US, ((this.wallEnd - wall) * 1000) / 2) * this.calls) / wallSpent;
      this.skip = Math.max(0, Math.floor(Math.min(byCpu, byWall)) - 1);
    }
    return true;
  }
}
