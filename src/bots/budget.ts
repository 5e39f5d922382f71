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
 * One search's spending against its {@link SearchBudget}: a count of playouts, or milliseconds
 * of this thread's CPU time — so a loaded machine, which gives the search fewer cycles per
 * millisecond of the wall clock, still buys it the same thinking — capped at {@link WALL_CAP}
 * times the budget on the wall clock, so a table never waits longer than that.
 */
export class Spend {
  private readonly cap: number;
  private readonly cpuEnd: number;
  private readonly wallEnd: number;

  constructor(budget: SearchBudget) {
    this.cap = budget.iterations ?? Infinity;
    const ms = budget.ms;
    const wall = budgetNow();
    if (ms === undefined) {
      this.cpuEnd = Infinity;
      this.wallEnd = Infinity;
    } else if (cpuMicros) {
      this.cpuEnd = cpuMicros() + ms * 1000;
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
    if (budgetNow() >= this.wallEnd) return false;
    // A finite CPU end was set only with a CPU clock to read.
    return this.cpuEnd === Infinity || (cpuMicros !== null && cpuMicros() < this.cpuEnd);
  }
}
