/**
 * A state being changed by one action: the state's fields made assignable. This is the one way
 * a game's rules make a new state. Each game writes its `draft(state)` once, beside its rules:
 * a copy of the state that names every field in the state's own order — spelled out, not
 * spread, since on Node 20 a spread copy of a state costs about ten times a literal one and
 * every move of a simulation makes one. The action reassigns the draft's fields and returns it.
 * The lists and objects the draft shares with the state are never changed in place but replaced
 * by a changed copy ({@link replaced}); a list the draft may change in place is one the game's
 * `draft` made for it, and the game's draft type says so (`Draft<S> & { log: Event[] }`).
 */
export type Draft<S> = { -readonly [K in keyof S]: S[K] };

/** A copy of `list` with item `i` set to `value`. */
export function replaced<T>(list: readonly T[], i: number, value: T): T[] {
  const copy = list.slice();
  copy[i] = value;
  return copy;
}
