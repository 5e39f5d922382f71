/**
 * A game's log as a persistent list: each action adds one link holding its own events, and every
 * later state shares the links before it, so applying an action never copies the log. It is plain
 * JSON (a JSON copy is an equal log that grows the same way) and it can be sent to a thread.
 * {@link logEvents} gives the events as one list, oldest first, for screens, reviews and checks;
 * `length` counts them without that, so `logEvents(after).slice(before.length)` is what happened
 * between two states of one game.
 */
export interface EventLog<E> {
  /** The events of this link, oldest first. */
  readonly events: readonly E[];
  /** The log before these events, or null at its start. */
  readonly before: EventLog<E> | null;
  /** Events in the whole log. */
  readonly length: number;
}

/** A log holding `events` and nothing before them. */
export function startLog<E>(events: readonly E[]): EventLog<E> {
  return { events, before: null, length: events.length };
}

/** `log` followed by `events` (the same log when there are none); `log` is not changed. */
export function appendEvents<E>(log: EventLog<E>, events: readonly E[]): EventLog<E> {
  if (events.length === 0) return log;
  return { events, before: log, length: log.length + events.length };
}

/** Each log's events as one list, made when first asked (logs are never changed). */
const LISTS = new WeakMap<EventLog<unknown>, readonly unknown[]>();

/** Every event of `log`, oldest first: one shared list per log, which must not be changed. */
export function logEvents<E>(log: EventLog<E>): readonly E[] {
  const known = LISTS.get(log) as readonly E[] | undefined;
  if (known !== undefined) return known;
  // The links back to the start (or to a log already listed), newest first.
  const links: EventLog<E>[] = [];
  let base: readonly E[] = [];
  for (let link: EventLog<E> | null = log; link !== null; link = link.before) {
    const listed = LISTS.get(link) as readonly E[] | undefined;
    if (listed !== undefined) {
      base = listed;
      break;
    }
    links.push(link);
  }
  const out = base.slice();
  for (let i = links.length - 1; i >= 0; i--) for (const e of (links[i] as EventLog<E>).events) out.push(e);
  LISTS.set(log, out);
  return out;
}

/**
 * Every event of `log`, oldest first, in a new list that nothing remembers: for a log read once
 * and then dropped, such as a finished game's counts in `sim`. Remembering one list per finished
 * game (as {@link logEvents} does, in a WeakMap) made V8 allocate the games' events straight in
 * the old generation, and a 10,000-game sim peaked at about 1.5 times the memory it needs.
 */
export function copyEvents<E>(log: EventLog<E>): E[] {
  const links: EventLog<E>[] = [];
  for (let link: EventLog<E> | null = log; link !== null; link = link.before) links.push(link);
  const out: E[] = [];
  for (let i = links.length - 1; i >= 0; i--) for (const e of (links[i] as EventLog<E>).events) out.push(e);
  return out;
}

/** The newest event of `log` that `test` accepts, found from the end without listing the log; or null. */
export function lastEvent<E, F extends E>(log: EventLog<E>, test: (e: E) => e is F): F | null {
  for (let link: EventLog<E> | null = log; link !== null; link = link.before) {
    for (let i = link.events.length - 1; i >= 0; i--) {
      const e = link.events[i] as E;
      if (test(e)) return e;
    }
  }
  return null;
}
