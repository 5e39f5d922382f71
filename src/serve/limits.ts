import type { Limits } from './config.js';

/** Why a new connection from an address is refused, as one line for the client; null admits it. */
export type Refusal = string | null;

/** The first wait past the logins-per-minute limit; each further login doubles it. */
export const SLOW_STEP_MS = 250;
/** The longest wait before a connection is answered. */
export const SLOWEST_MS = 8_000;

/** True for the loopback addresses (127.0.0.0/8, ::1): friends through an SSH tunnel arrive there. */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^127\./.test(ip);
}

/**
 * Per-address bookkeeping: how many connections each IP address has open, and its failed logins.
 * After `failedLogins` failures within one pause length, the address is paused: its new
 * connections are refused until the pause is over. The clock is injectable for tests.
 */
export class AddressGate {
  private readonly open: Counter;
  private readonly failures = new Map<string, number[]>();
  private readonly pausedUntil = new Map<string, number>();
  private readonly arrivals = new Map<string, number[]>();

  constructor(
    private readonly limits: Pick<Limits, 'connectionsPerIp' | 'failedLogins' | 'loginPause'> & Partial<Pick<Limits, 'loginsPerMinute'>>,
    private readonly now: () => number = Date.now,
  ) {
    this.open = new Counter(limits.connectionsPerIp);
  }

  /** Counts a new connection from `ip`, or says why it is refused (then it is not counted). */
  admit(ip: string): Refusal {
    const until = this.pausedUntil.get(ip);
    if (until !== undefined) {
      const left = Math.ceil((until - this.now()) / 1000);
      if (left > 0) return `too many failed logins from ${ip}: try again in ${left} s`;
      this.pausedUntil.delete(ip);
      this.failures.delete(ip);
    }
    if (!this.open.add(ip)) return `too many connections from ${ip} (at most ${this.limits.connectionsPerIp} at once)`;
    return null;
  }

  /**
   * Counts a new connection of `ip` and says how long to wait before answering it, in ms: none
   * for the first `loginsPerMinute` in a minute, then {@link SLOW_STEP_MS} doubled for each one
   * more, up to {@link SLOWEST_MS}. A friend who reconnects a few times never notices; a client
   * that hammers the server is slowed down step by step, and nobody else from the address is shut out.
   */
  pace(ip: string): number {
    const now = this.now();
    const perMinute = this.limits.loginsPerMinute ?? Infinity;
    const recent = (this.arrivals.get(ip) ?? []).filter((t) => now - t < 60_000);
    recent.push(now);
    // Only as many as count toward the delay are kept.
    if (recent.length > perMinute + 16) recent.splice(0, recent.length - perMinute - 16);
    this.arrivals.set(ip, recent);
    const over = recent.length - perMinute;
    return over <= 0 ? 0 : Math.min(SLOWEST_MS, SLOW_STEP_MS * 2 ** (over - 1));
  }

  /** Forgets one connection of `ip` (when it closes). */
  release(ip: string): void {
    this.open.remove(ip);
  }

  /** Counts a failed login of `ip`; returns true when that failure pauses the address. */
  fail(ip: string): boolean {
    const now = this.now();
    const window = this.limits.loginPause * 1000;
    const recent = (this.failures.get(ip) ?? []).filter((t) => now - t < window);
    recent.push(now);
    this.failures.set(ip, recent);
    if (recent.length >= this.limits.failedLogins) {
      this.pausedUntil.set(ip, now + window);
      return true;
    }
    return false;
  }

  /** Open connections from `ip`. */
  connections(ip: string): number {
    return this.open.count(ip);
  }
}

/**
 * A token bucket for input bytes: `rate` bytes per second, bursts up to one second's worth.
 * `take(n)` is false when the bytes go over the rate (they are then not counted).
 */
export class RateBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = rate;
    this.last = now();
  }

  take(bytes: number): boolean {
    const t = this.now();
    this.tokens = Math.min(this.rate, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (bytes > this.tokens) return false;
    this.tokens -= bytes;
    return true;
  }
}

/** Counts what each identity has open (sessions, tables) against a limit. */
export class Counter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Counts one more for `key`; false (and not counted) when it is at the limit. */
  add(key: string): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n >= this.limit) return false;
    this.counts.set(key, n + 1);
    return true;
  }

  remove(key: string): void {
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n <= 0) this.counts.delete(key);
    else this.counts.set(key, n);
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}
