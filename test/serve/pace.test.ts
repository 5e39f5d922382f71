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

  it('draws the changes of a screen being typed on at once', () => {
    const pacer = new Pacer(80, 150, () => now);
    const pace = pacer.connection();
    const table = source();
    const heard = vi.fn();
    pace.paced(table.subscribe)(heard);
    pace.typed();
    now += 100;
    table.emit();
    expect(heard).toHaveBeenCalledTimes(1);
    now += 100;
    table.emit();
    expect(heard).toHaveBeenCalledTimes(1);
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
