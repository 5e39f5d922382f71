import type { RedrawPace, Subscribe } from '../ui/hooks/use-paced.js';

/** A connection nobody types on is redrawn for its table's changes at most this often. */
export const PACE_MS = 80;

/**
 * While redraws wait for their turn, the interval of a connection nobody types on grows with the
 * wait: it is {@link PACE_MS} plus this many times the recent wait of a redraw for its turn...
 */
export const BACKLOG_FACTOR = 4;

/** ...and never longer than this: a watched table still moves on a busy machine. */
export const MAX_PACE_MS = 1000;

/**
 * For this long after a key, a connection's changes are drawn before any other connection's
 * (the move the key made, the bots' answers): at once while its key is being read, else on the
 * next turn of the event loop.
 */
export const TYPING_MS = 150;

/** A clock in milliseconds. */
export type Clock = () => number;

/**
 * Paces the redraws of every connection of a server. Each table change used to redraw, at once
 * and one after the other, the whole frame of every screen watching that table: with a dozen busy
 * tables the main thread did little else, and a key pressed on another screen waited its turn
 * behind them. Now a connection hears of changes at once only while its person is typing (see
 * {@link TYPING_MS}); otherwise its changes are gathered and drawn at most every {@link PACE_MS},
 * one connection per turn of the event loop, so that keys read in between are drawn first.
 *
 * When the machine cannot keep up (its cores are busy with other work, or there are more screens
 * than it draws in time), redraws wait longer for their turn: the Pacer measures that wait and
 * stretches the interval of the connections nobody types on with it (see {@link BACKLOG_FACTOR}),
 * so their frames gather more changes each and the keys' frames, which never wait for it, keep
 * what time there is.
 *
 * A change is drawn at once only on the screen whose key is being read (its move, in the key's
 * own frame). Other screens being typed on draw theirs first among the queued ones, the latest
 * key first, one per turn of the event loop: a bot's move at a table watched by several typing
 * people used to redraw all their screens in one go, and a key pressed meanwhile on any screen
 * waited for all of them (the longest stalls of `scripts/serve-bench.js`).
 */
export class Pacer {
  /** Connections due to redraw, each with the moment it was queued. */
  private readonly due = new Map<Pace, number>();
  /** Connections being typed on with changes to draw: they go before {@link due}. */
  private readonly hurried = new Set<Pace>();
  /** Connections whose key is being read in this turn of the event loop. */
  private readonly pressing = new Set<Pace>();
  private pumping = false;
  /** The recent wait of a queued redraw for its turn (ms, a moving average). */
  private backlog = 0;

  constructor(
    readonly intervalMs = PACE_MS,
    readonly typingMs = TYPING_MS,
    readonly now: Clock = () => performance.now(),
  ) {}

  /** The pace of a new connection. */
  connection(): Pace {
    return new Pace(this);
  }

  /** Connections waiting for their turn to redraw. */
  get waiting(): number {
    return this.due.size + this.hurried.size;
  }

  /** The least time between two redraws of a connection nobody types on, now. */
  get interval(): number {
    return Math.min(MAX_PACE_MS, Math.max(this.intervalMs, this.intervalMs + BACKLOG_FACTOR * this.backlog));
  }

  /** Takes `pace` out of the queue (it is drawing now, with its person's key). */
  unqueue(pace: Pace): void {
    this.due.delete(pace);
    this.hurried.delete(pace);
  }

  /** Queues `pace` to redraw on a coming turn of the event loop. */
  queue(pace: Pace): void {
    if (!this.due.has(pace) && !this.hurried.has(pace)) this.due.set(pace, this.now());
    this.start();
  }

  /** Queues `pace`, being typed on, to redraw before the connections nobody types on. */
  hurry(pace: Pace): void {
    this.due.delete(pace);
    this.hurried.add(pace);
    this.start();
  }

  /** `pace`'s key is being read: until the loop's next turn, its changes are drawn at once. */
  press(pace: Pace): void {
    if (this.pressing.size === 0) setImmediate(() => this.pressing.clear());
    this.pressing.add(pace);
  }

  /** True while `pace`'s key is being read (see {@link press}). */
  isPressing(pace: Pace): boolean {
    return this.pressing.has(pace);
  }

  private start(): void {
    if (this.pumping) return;
    this.pumping = true;
    setImmediate(this.pump);
  }

  /** One connection redraws, then input gets its turn (setImmediate runs after the loop's I/O). */
  private readonly pump = (): void => {
    const pace = this.hurried.size > 0 ? this.latestTyped() : this.oldestDue();
    if (pace === null) {
      this.pumping = false;
      return;
    }
    pace.flush();
    if (this.waiting > 0) setImmediate(this.pump);
    else this.pumping = false;
  };

  /** The hurried connection with the latest key, taken out of the queue. */
  private latestTyped(): Pace {
    let latest: Pace | null = null;
    for (const pace of this.hurried) if (latest === null || pace.lastKeyAt > latest.lastKeyAt) latest = pace;
    this.hurried.delete(latest!);
    return latest!;
  }

  /** The connection queued longest, taken out of the queue (its wait feeds the backlog), or null. */
  private oldestDue(): Pace | null {
    const next = this.due.entries().next();
    if (next.done) return null;
    const [pace, queuedAt] = next.value;
    this.due.delete(pace);
    this.backlog = 0.75 * this.backlog + 0.25 * Math.max(0, this.now() - queuedAt);
    return pace;
  }
}

/** One connection's pace: see {@link Pacer}. */
export class Pace implements RedrawPace {
  private readonly pending = new Set<() => void>();
  private lastKey = Number.NEGATIVE_INFINITY;
  private lastDraw = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queued = false;
  private closed = false;

  constructor(private readonly pacer: Pacer) {}

  /**
   * The person pressed a key: while it is read, changes are drawn at once, and for a while after
   * it before other connections' (see {@link TYPING_MS}). Changes still waiting for this
   * connection's turn are handed to the screen now, before the key is read, so that they are
   * drawn in the key's own frame instead of in a frame of their own soon after it.
   */
  typed(): void {
    this.lastKey = this.pacer.now();
    this.pacer.press(this);
    if (this.pending.size === 0) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pacer.unqueue(this);
    this.flush();
  }

  /** When its person last pressed a key (the Pacer's clock). */
  get lastKeyAt(): number {
    return this.lastKey;
  }

  /** Changes heard but not drawn yet. */
  get held(): number {
    return this.pending.size;
  }

  paced(subscribe: Subscribe): Subscribe {
    return (listener) => {
      const unsubscribe = subscribe(() => this.changed(listener));
      return () => {
        this.pending.delete(listener);
        unsubscribe();
      };
    };
  }

  /** Calls the listeners gathered since the last redraw (the Pacer's turn for this connection). */
  flush(): void {
    this.queued = false;
    if (this.closed) return;
    this.lastDraw = this.pacer.now();
    const listeners = [...this.pending];
    this.pending.clear();
    for (const listener of listeners) listener();
  }

  /** The connection ended: nothing more is drawn. */
  close(): void {
    this.closed = true;
    this.pending.clear();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private changed(listener: () => void): void {
    if (this.closed) return;
    const now = this.pacer.now();
    if (now - this.lastKey < this.pacer.typingMs) {
      if (this.pacer.isPressing(this)) return listener();
      this.pending.add(listener);
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      this.queued = true;
      this.pacer.hurry(this);
      return;
    }
    this.pending.add(listener);
    if (this.queued || this.timer !== null) return;
    const wait = this.lastDraw + this.pacer.interval - now;
    if (wait <= 0) {
      this.queued = true;
      this.pacer.queue(this);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.closed) return;
      this.queued = true;
      this.pacer.queue(this);
    }, wait);
  }
}
