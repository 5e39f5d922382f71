import type { RedrawPace, Subscribe } from '../ui/hooks/use-paced.js';

/** A connection nobody types on is redrawn for its table's changes at most this often. */
export const PACE_MS = 80;

/** For this long after a key, a connection's changes are drawn at once (the move the key made, the bots' answers). */
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
 */
export class Pacer {
  private readonly due = new Set<Pace>();
  private pumping = false;

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
    return this.due.size;
  }

  /** Queues `pace` to redraw on a coming turn of the event loop. */
  queue(pace: Pace): void {
    this.due.add(pace);
    if (this.pumping) return;
    this.pumping = true;
    setImmediate(this.pump);
  }

  /** One connection redraws, then input gets its turn (setImmediate runs after the loop's I/O). */
  private readonly pump = (): void => {
    const next = this.due.values().next();
    if (next.done) {
      this.pumping = false;
      return;
    }
    this.due.delete(next.value);
    next.value.flush();
    if (this.due.size > 0) setImmediate(this.pump);
    else this.pumping = false;
  };
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

  /** The person pressed a key: for a while, changes are drawn at once. */
  typed(): void {
    this.lastKey = this.pacer.now();
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
    if (now - this.lastKey < this.pacer.typingMs) return listener();
    this.pending.add(listener);
    if (this.queued || this.timer !== null) return;
    const wait = this.lastDraw + this.pacer.intervalMs - now;
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
