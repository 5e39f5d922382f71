import { budgetNow, cpuIsThread, cpuMicros } from './budget-clock.js';

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

/** The clocks a {@link Spend} reads: the budget's own (budget-clock.ts), or a test's. */
export interface SpendClocks {
  /** Milliseconds on a monotonic wall clock. */
  readonly wall: () => number;
  /** Microseconds of CPU time, or null when there is no CPU clock. */
  readonly cpu: (() => number) | null;
  /** Whether `cpu` is the searching thread's own, which never runs ahead of the wall clock. */
  readonly cpuIsThread: boolean;
  /**
   * How far behind the CPU time `cpu` may read, in milliseconds: a clock that moves in steps (a
   * thread's CPU time on Windows moves every 15.6 ms) catches up by a step at once.
   */
  readonly cpuGrainMs: number;
}

/**
 * The budget's own clocks. Linux counts a thread's CPU time to the nanosecond; Windows in steps of
 * 15.6 ms, allowed for everywhere: the last 16 ms of a budget read the CPU clock before every playout.
 */
const BUDGET_CLOCKS: SpendClocks = { wall: budgetNow, cpu: cpuMicros, cpuIsThread, cpuGrainMs: 16 };

/**
 * One search's spending against its {@link SearchBudget}: a count of playouts, or milliseconds
 * of this thread's CPU time — so a loaded machine, which gives the search fewer cycles per
 * millisecond of the wall clock, still buys it the same thinking — capped at {@link WALL_CAP}
 * times the budget on the wall clock, so a table never waits longer than that.
 *
 * Reading a thread's CPU time is a system call (a few microseconds on a virtual machine, several
 * per cent of a search that asked before every playout), and the wall clock is not. A thread's CPU
 * time grows no faster than the wall clock, so with `t` of the CPU budget left, it cannot run out
 * before `t` more of the wall clock pass: the CPU clock is read again only then, less the steps it
 * may lag by ({@link SpendClocks.cpuGrainMs}). It stops at the same playout as reading it every
 * time would.
 */
export class Spend {
  private readonly cap: number;
  private readonly cpuEnd: number;
  private readonly wallEnd: number;
  /** The wall-clock time before which the CPU budget cannot have run out. */
  private cpuCheck: number;

  constructor(
    budget: SearchBudget,
    private readonly clocks: SpendClocks = BUDGET_CLOCKS,
  ) {
    this.cap = budget.iterations ?? Infinity;
    const ms = budget.ms;
    const wall = clocks.wall();
    const cpu = clocks.cpu;
    this.cpuCheck = -Infinity;
    if (ms === undefined) {
      this.cpuEnd = Infinity;
      this.wallEnd = Infinity;
    } else if (cpu) {
      this.cpuEnd = cpu() + ms * 1000;
      this.wallEnd = wall + WALL_CAP * ms;
      if (clocks.cpuIsThread) this.cpuCheck = wall + ms - clocks.cpuGrainMs;
    } else {
      this.cpuEnd = Infinity;
      this.wallEnd = wall + ms;
    }
  }

  /** True while another playout fits, `done` playouts having been played. */
  more(done: number): boolean {
    if (done >= this.cap) return false;
    if (this.wallEnd === Infinity) return true;
    const now = this.clocks.wall();
    if (now >= this.wallEnd) return false;
    // A finite CPU end was set only with a CPU clock to read.
    if (this.cpuEnd === Infinity || now < this.cpuCheck) return true;
    const left = this.cpuEnd - (this.clocks.cpu as () => number)();
    if (left <= 0) return false;
    if (this.clocks.cpuIsThread) this.cpuCheck = now + left / 1000 - this.clocks.cpuGrainMs;
    return true;
  }
}
