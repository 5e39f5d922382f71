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

/** The first wait before a failed login past the free ones is answered; each further one doubles it. */
export const FAIL_STEP_MS = 1_000;
/** Failed logins of a name are forgotten this long after the last one. */
export const FAILURES_KEPT_MS = 15 * 60_000;

/**
 * Per-address bookkeeping, with an injectable clock for tests:
 * - connections not logged in yet (at most `pendingPerIp` at once, each bounded by the pre-login
 *   timeouts), apart from the logged-in ones (at most `connectionsPerIp`): a silent socket never
 *   takes a friend's slot;
 * - logins a minute ({@link pace}): past them each new connection is answered later;
 * - failed logins per address and login name ({@link failed}): past `failedLogins` of them each
 *   further failure is answered later, {@link FAIL_STEP_MS} doubling up to `loginPause` seconds.
 *   Nobody is shut out: a friend at the same address, or the same person once they type the right
 *   password, logs in at once.
 */
export class AddressGate {
  private readonly open: Counter;
  private readonly pending: Counter;
  private readonly failedLogins = new Map<string, { count: number; last: number }>();
  private readonly arrivals = new Map<string, number[]>();

  constructor(
    private readonly limits: Pick<Limits, 'connectionsPerIp' | 'failedLogins' | 'loginPause'> &
      Partial<Pick<Limits, 'loginsPerMinute' | 'pendingPerIp'>>,
    private readonly now: () => number = Date.now,
  ) {
    this.open = new Counter(limits.connectionsPerIp);
    this.pending = new Counter(limits.pendingPerIp ?? Infinity);
  }

  /** Counts a new connection of `ip` that has not logged in, or says why it is refused (then it is not counted). */
  arrive(ip: string): Refusal {
    if (!this.pending.add(ip)) return `too many connections from ${ip} not logged in yet (at most ${this.limits.pendingPerIp} at once)`;
    return null;
  }

  /** Forgets a connection of `ip` that was counted by {@link arrive} (it logged in or closed). */
  settled(ip: string): void {
    this.pending.remove(ip);
  }

  /** Counts a logged-in connection from `ip`, or says why it is refused (then it is not counted). */
  admit(ip: string): Refusal {
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

  /** Forgets one logged-in connection of `ip` (when it closes). */
  release(ip: string): void {
    this.open.remove(ip);
  }

  /** Failed logins of `login` from `ip` still remembered. */
  failures(ip: string, login: string): number {
    const key = `${ip}\u0000${login}`;
    const f = this.failedLogins.get(key);
    if (f === undefined) return 0;
    if (this.now() - f.last >= FAILURES_KEPT_MS) {
      this.failedLogins.delete(key);
      return 0;
    }
    return f.count;
  }

  /** How long the answer to a failed login of `login` from `ip` waits now, in ms (see {@link failed}). */
  failDelay(ip: string, login: string): number {
    const over = this.failures(ip, login) - this.limits.failedLogins;
    return over <= 0 ? 0 : Math.min(this.limits.loginPause * 1000, FAIL_STEP_MS * 2 ** (over - 1));
  }

  /**
   * Counts a failed login of `login` from `ip` and returns how long its answer waits, in ms: none
   * for the first `failedLogins`, then {@link FAIL_STEP_MS} doubling, up to `loginPause` seconds.
   */
  failed(ip: string, login: string): number {
    const key = `${ip}\u0000${login}`;
    const count = this.failures(ip, login) + 1;
    this.failedLogins.delete(key);
    this.failedLogins.set(key, { count, last: this.now() });
    // The map is bounded: the oldest entries go first once it is large.
    if (this.failedLogins.size > 10_000) {
      const oldest = this.failedLogins.keys().next().value;
      if (oldest !== undefined) this.failedLogins.delete(oldest);
    }
    return this.failDelay(ip, login);
  }

  /** A login of `login` from `ip` succeeded: its failures are forgotten. */
  loggedIn(ip: string, login: string): void {
    this.failedLogins.delete(`${ip}\u0000${login}`);
  }

  /** Open logged-in connections from `ip`. */
  connections(ip: string): number {
    return this.open.count(ip);
  }

  /** Connections from `ip` not logged in yet. */
  waiting(ip: string): number {
    return this.pending.count(ip);
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
