import { useInput, type Key } from 'ink';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/** The input and Key that Ink gives a single typed character (no escape sequences here). */
export function typedKey(ch: string): { readonly input: string; readonly key: Key } {
  if (ch === '\r' || ch === '\n') return { input: '', key: { ...NO_KEY, return: true } };
  if (ch === '\t') return { input: '', key: { ...NO_KEY, tab: true } };
  if (ch === '\x7f' || ch === '\b') return { input: '', key: { ...NO_KEY, backspace: true } };
  const code = ch.codePointAt(0) ?? 0;
  if (code > 0 && code <= 26) return { input: String.fromCharCode(code + 96), key: { ...NO_KEY, ctrl: true } };
  return { input: ch, key: { ...NO_KEY, shift: /^[A-Z]$/.test(ch) } };
}

/**
 * Splits what Ink hands over as one input into the keys a person typed. Ink splits escape
 * sequences (arrows) but passes a run of plain characters as one string — which is what arrives
 * when keys are typed quickly, over a slow SSH link, or sent by a script. Returns null when
 * `input` is already one key.
 */
export function splitTyped(input: string, key: Key): readonly string[] | null {
  if (key.ctrl || key.meta || input.includes('\u001B')) return null;
  const chars = [...input];
  return chars.length > 1 ? chars : null;
}

/**
 * Whether the screens inside are covered by an overlay of the screen around them (the table's
 * help, rules, score sheet): while `covered` is true their keys are not delivered. It is read when
 * a key arrives, so a covered screen is not drawn again to know it (see Table's `Covered`).
 */
export interface KeysCover {
  covered: boolean;
}

/** The cover of the screens inside; by default nothing covers them. */
export const KeysCoverContext = createContext<KeysCover>({ covered: false });

/** Options of {@link useKeys}. */
export interface KeysOptions {
  readonly isActive?: boolean;
  /**
   * Also receive Ctrl-combinations (Ctrl-C). Off by default, so that Ctrl-C, which Ink hands over
   * as input "c" with `key.ctrl`, never also reads as a game's "c" key (Cluck).
   */
  readonly ctrl?: boolean;
}

/**
 * `useInput` for screens, with three guarantees:
 * - the handler called is always the latest render's, so a key typed right after another acts
 *   on current state (Ink re-subscribes a changed handler only after drawing);
 * - several keys arriving together — a run of characters (`"l l "`) or separate keys in one
 *   tick, such as arrows sent at once — reach the handler one at a time, each after the
 *   previous one's state changes have been drawn;
 * - Ctrl-combinations reach it only when asked for with `ctrl: true`.
 * Call it only from screens.
 */
export function useKeys(handler: (input: string, key: Key) => void, options: KeysOptions = {}): void {
  const active = options.isActive !== false;
  const wantsCtrl = options.ctrl === true;
  // The latest render's handler and options, read when a key arrives.
  const latest = useRef({ handler, active, wantsCtrl });
  latest.current = { handler, active, wantsCtrl };
  const queue = useRef<{ readonly input: string; readonly key: Key }[]>([]);
  // True from a key's delivery until the render it caused has run its effects: keys arriving
  // meanwhile wait in the queue, so that none acts on the state from before the last one.
  const waiting = useRef(false);
  const [delivered, setDelivered] = useState(0);
  const cover = useContext(KeysCoverContext);

  const deliver = useCallback((input: string, key: Key) => {
    if (key.ctrl && !latest.current.wantsCtrl) return;
    latest.current.handler(input, key);
  }, []);

  const deliverNext = useCallback(() => {
    const next = latest.current.active && !cover.covered ? queue.current.shift() : undefined;
    if (next === undefined) {
      queue.current = [];
      waiting.current = false;
      return;
    }
    waiting.current = true;
    deliver(next.input, next.key);
    setDelivered((n) => n + 1);
  }, [deliver, cover]);

  // Each queued key goes out after the render that the previous one caused.
  useEffect(deliverNext, [delivered, deliverNext]);

  const stable = useCallback(
    (input: string, key: Key) => {
      if (cover.covered) return;
      const keys = splitTyped(input, key);
      if (keys) for (const ch of keys) queue.current.push(typedKey(ch));
      else queue.current.push({ input, key });
      if (!waiting.current) deliverNext();
    },
    [deliverNext, cover],
  );
  useInput(stable, { isActive: active });
}
