import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Pacer } from '../../src/serve/pace.js';

/** A change source: `emit` calls every listener, as a table does after a change. */
function source() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    emit: () => {
      for (const l of [...listeners]) l();
    },
  };
}

describe('redraw pace', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 1000;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gathers the changes of a screen nobody types on into one redraw, at most every interval', async () => {
    const pacer = new Pacer(80, 150, () => now);
    const pace = pacer.connection();
    const table = source();
    const heard = vi.fn();
    pace.paced(table.subscribe)(heard);
    table.emit();
    table.emit();
    table.emit();
    expect(heard).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toHaveBeenCalledTimes(1);
    // Soon after a redraw the next changes wait for the interval, however many they are.
    now += 10;
    table.emit();
    table.emit();
    await vi.advanceTimersByTimeAsync(30);
    expect(heard).toHaveBeenCalledTimes(1);
    now += 70;
    await vi.advanceTimersByTimeAsync(60);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('draws the changes of a screen at once while its key is read, and on the next turn soon after it', async () => {
    const pacer = new Pacer(80, 150, () => now);
    const pace = pacer.connection();
    const table = source();
    const heard = vi.fn();
    pace.paced(table.subscribe)(heard);
    pace.typed();
    table.emit();
    expect(heard).toHaveBeenCalledTimes(1);
    // The key has been read (the loop turned): a change soon after waits one turn, not the interval.
    vi.advanceTimersToNextTimer();
    now += 100;
    table.emit();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(pacer.waiting).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(heard).toHaveBeenCalledTimes(2);
    // Past the typing time, changes wait for the interval again (80 ms after the last redraw).
    now += 60;
    table.emit();
    await vi.advanceTimersByTimeAsync(10);
    expect(heard).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it("draws a move on the pressing screen in its key's turn, and on other typing screens one per turn, the latest key first, before paced ones", async () => {
    const pacer = new Pacer(80, 150, () => now);
    const table = source();
    const order: string[] = [];
    const screen = (name: string) => {
      const pace = pacer.connection();
      pace.paced(table.subscribe)(() => order.push(name));
      return pace;
    };
    const watcher = screen('watcher');
    const early = screen('early typist');
    const late = screen('late typist');
    const presser = screen('presser');
    // Two people typed a moment ago; the presser's key is being read now, and makes a move.
    early.typed();
    now += 20;
    late.typed();
    vi.advanceTimersToNextTimer();
    now += 20;
    presser.typed();
    table.emit();
    expect(order).toEqual(['presser']);
    expect(pacer.waiting).toBe(3);
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['presser', 'late typist']);
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['presser', 'late typist', 'early typist']);
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['presser', 'late typist', 'early typist', 'watcher']);
    await vi.runAllTimersAsync();
    expect(order).toHaveLength(4);
    expect(watcher.held + early.held + late.held + presser.held).toBe(0);
  });

  it("hands a screen its waiting changes when its person presses a key, so they are drawn in the key's frame", async () => {
    const pacer = new Pacer(80, 150, () => now);
    const pace = pacer.connection();
    const table = source();
    const heard = vi.fn();
    pace.paced(table.subscribe)(heard);
    table.emit();
    expect(pacer.waiting).toBe(1);
    pace.typed();
    // At once, before the key is read, and no longer queued for a redraw of its own.
    expect(heard).toHaveBeenCalledTimes(1);
    expect(pacer.waiting).toBe(0);
    await vi.runAllTimersAsync();
    expect(heard).toHaveBeenCalledTimes(1);
    // Changes held for the interval (a timer rather than the queue) are handed over too.
    now += 1000;
    const other = pacer.connection();
    const seen = vi.fn();
    other.paced(table.subscribe)(seen);
    table.emit();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveBeenCalledTimes(1);
    now += 10;
    table.emit();
    expect(seen).toHaveBeenCalledTimes(1);
    other.typed();
    expect(seen).toHaveBeenCalledTimes(2);
    await vi.runAllTimersAsync();
    expect(seen).toHaveBeenCalledTimes(2);
    // A key with nothing waiting hands nothing over.
    other.typed();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('stretches the interval of screens nobody types on while redraws wait long for their turn', async () => {
    const pacer = new Pacer(80, 150, () => now);
    const pace = pacer.connection();
    const table = source();
    const heard = vi.fn();
    pace.paced(table.subscribe)(heard);
    expect(pacer.interval).toBe(80);
    // A busy loop: each queued redraw gets its turn 200 ms after it was queued.
    for (let i = 0; i < 6; i++) {
      now += 1000;
      table.emit();
      now += 200;
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(heard).toHaveBeenCalledTimes(6);
    expect(pacer.interval).toBeGreaterThan(500);
    expect(pacer.interval).toBeLessThanOrEqual(1000);
    // A change soon after the last redraw now waits past the usual 80 ms.
    const stretched = pacer.interval;
    now += 100;
    table.emit();
    await vi.advanceTimersByTimeAsync(stretched - 150);
    expect(heard).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(100);
    expect(heard).toHaveBeenCalledTimes(7);
    // Once turns come at once again, the interval comes back down.
    for (let i = 0; i < 20; i++) {
      now += 2000;
      table.emit();
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(pacer.interval).toBeLessThan(85);
    // A screen whose key is being read is drawn at once whatever the backlog.
    pace.typed();
    table.emit();
    expect(heard).toHaveBeenCalledTimes(28);
  });

  it('redraws one connection per turn of the event loop, and none once unsubscribed or closed', async () => {
    const pacer = new Pacer(80, 150, () => now);
    const table = source();
    const a = vi.fn();
    const b = vi.fn();
    const c = vi.fn();
    pacer.connection().paced(table.subscribe)(a);
    const pb = pacer.connection();
    pb.paced(table.subscribe)(b);
    const pc = pacer.connection();
    const stop = pc.paced(table.subscribe)(c);
    table.emit();
    expect(pacer.waiting).toBe(3);
    pb.close();
    stop();
    // One redraw per turn: after the first turn, the two others still wait.
    vi.advanceTimersToNextTimer();
    expect(a).toHaveBeenCalledTimes(1);
    expect(pacer.waiting).toBe(2);
    await vi.runAllTimersAsync();
    expect(pacer.waiting).toBe(0);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    expect(c).not.toHaveBeenCalled();
  });
});
