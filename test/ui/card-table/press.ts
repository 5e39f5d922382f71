// Keys as Ink hands them to a screen, and a card table's key function run over several of them.
import type { Key } from 'ink';
import { typedKey } from '../../../src/ui/hooks/use-keys.js';
import { tableKey, type Effect, type GameKeys, type KeyContext, type KeyPress, type TableState } from '../../../src/ui/card-table/keys.js';

const NO_KEY: Key = typedKey('a').key;

/** A typed character (`' '` Space, `'\r'` Enter). */
export const ch = (c: string): KeyPress => typedKey(c);

/** A key without a character: an arrow, Home, End, Esc, Backspace. */
export const named = (name: 'leftArrow' | 'rightArrow' | 'upArrow' | 'downArrow' | 'home' | 'end' | 'escape' | 'backspace'): KeyPress => ({
  input: '',
  key: { ...NO_KEY, [name]: true },
});

export const ENTER = ch('\r');
export const SPACE = ch(' ');
export const ESC = named('escape');
export const LEFT = named('leftArrow');
export const RIGHT = named('rightArrow');
export const UP = named('upArrow');

/**
 * The screen state and every effect after `presses`, each through `tableKey` with `keys` (an
 * act's `taken` state applied as if the table took it, which the screen does only then).
 */
export function run<V, A, S>(
  state: TableState<S>,
  ctx: KeyContext<V, A>,
  keys: GameKeys<V, A, S>,
  ...presses: KeyPress[]
): { state: TableState<S>; effects: Effect<S, A>[] } {
  const effects: Effect<S, A>[] = [];
  let now = state;
  for (const p of presses) {
    const step = tableKey(now, p, ctx, keys);
    now = step.state;
    for (const e of step.effects) {
      effects.push(e);
      if (e.kind === 'act' && e.taken !== undefined) now = { ...now, game: e.taken };
    }
  }
  return { state: now, effects };
}

/** The acts among `effects`: each the list of actions it takes. */
export const acts = <S, A>(effects: readonly Effect<S, A>[]): (readonly A[])[] =>
  effects.flatMap((e) => (e.kind === 'act' ? [e.actions] : []));

/** The lines the effects put on the error line, in order (null: cleared). */
export const notices = <S, A>(effects: readonly Effect<S, A>[]): (string | null)[] =>
  effects.flatMap((e) => (e.kind === 'notify' ? [e.text] : []));
