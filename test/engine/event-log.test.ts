import { describe, expect, it } from 'vitest';
import { appendEvents, copyEvents, lastEvent, logEvents, startLog, type EventLog } from '../../src/engine/index.js';

const isEven = (n: number): n is number => n % 2 === 0;

describe('the persistent event log', () => {
  it('grows without changing the logs it grew from, and lists every event oldest first', () => {
    const a = startLog([1, 2]);
    const b = appendEvents(a, [3]);
    const c = appendEvents(b, [4, 5]);
    const d = appendEvents(b, [6]);
    expect(logEvents(a)).toEqual([1, 2]);
    expect(logEvents(c)).toEqual([1, 2, 3, 4, 5]);
    expect(logEvents(d)).toEqual([1, 2, 3, 6]);
    expect(logEvents(b)).toEqual([1, 2, 3]);
    expect([a.length, b.length, c.length, d.length]).toEqual([2, 3, 5, 4]);
    // What happened between two logs of one game is the later one's list past the earlier one's length.
    expect(logEvents(c).slice(b.length)).toEqual([4, 5]);
    expect(logEvents(c)).toBe(logEvents(c));
  });

  it('shares the log when nothing is added, and a JSON copy is an equal log that grows the same', () => {
    const a = appendEvents(startLog(['deal']), ['lay']);
    expect(appendEvents(a, [])).toBe(a);
    const copy = JSON.parse(JSON.stringify(a)) as EventLog<string>;
    expect(copy).toEqual(a);
    expect(logEvents(appendEvents(copy, ['cluck']))).toEqual(logEvents(appendEvents(a, ['cluck'])));
    expect(structuredClone(a)).toEqual(a);
  });

  it('copies the events into a new list each time, the same as the remembered list', () => {
    const a = appendEvents(startLog([1, 2]), [3]);
    const b = appendEvents(appendEvents(a, [4, 5]), [6]);
    expect(copyEvents(b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(copyEvents(b)).not.toBe(copyEvents(b));
    expect(copyEvents(b)).toEqual(logEvents(b));
    expect(copyEvents(startLog([]))).toEqual([]);
    // A list already remembered is not handed out to be changed.
    expect(copyEvents(b)).not.toBe(logEvents(b));
  });

  it('finds the newest event that passes a test, across links, or null', () => {
    const log = appendEvents(appendEvents(startLog([1, 2, 3]), [5, 7]), [9]);
    expect(lastEvent(log, isEven)).toBe(2);
    expect(lastEvent(startLog([1, 3]), isEven)).toBeNull();
    expect(lastEvent(appendEvents(log, [4, 11]), isEven)).toBe(4);
  });
});
