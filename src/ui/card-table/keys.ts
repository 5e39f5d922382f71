import type { Key } from 'ink';
import { readHandKey, type HandKey } from '../kit/hand-keys.js';
import type { NoticeKind } from '../types.js';

/** One key as Ink hands it to a screen. */
export interface KeyPress {
  readonly input: string;
  readonly key: Key;
}

/** The cursor and selection of the person's hand, for the hand whose cards, joined, are `key`. */
export interface HandState {
  readonly key: string;
  readonly cursor: number;
  /** Indexes into the hand of the selected cards. */
  readonly selected: ReadonlySet<number>;
}

/** A card table's screen state: the hand's cursor and selection, and the game's own (its half-made choices). */
export interface TableState<S> {
  readonly hand: HandState;
  readonly game: S;
}

/** What a key asks of the table besides a new screen state. */
export type Effect<S, A> =
  /** Show a line on the error line (null clears it). */
  | { readonly kind: 'notify'; readonly text: string | null; readonly as?: NoticeKind }
  /**
   * Take `actions` (several: as one move); once taken, the game's screen state becomes `taken`
   * when given, and with `unselect` no card stays selected (a pass plays none of them, and the
   * next turn starts from nothing picked). A refusal is the platform's to show.
   */
  | { readonly kind: 'act'; readonly actions: readonly A[]; readonly taken?: S; readonly unselect?: boolean }
  /** The round's panel was read: go on to the next round. */
  | { readonly kind: 'next-round' }
  /** A word to say with a later move was armed in `round` (null: disarmed), for the table to keep. */
  | { readonly kind: 'arm'; readonly round: number | null };

/** A key's whole answer: the next screen state and what to do, in order. */
export interface Step<S, A> {
  readonly state: TableState<S>;
  readonly effects: readonly Effect<S, A>[];
}

/** What a card table's keys read besides the screen state: the seat's view and its moves now. */
export interface KeyContext<V, A> {
  readonly view: V;
  /** The seat's legal actions on its turn (empty otherwise). */
  readonly legal: readonly A[];
  /** The seat's out-of-turn actions now (a declaration, a catch). */
  readonly interjections: readonly A[];
  readonly myTurn: boolean;
  /** A teaching table keeps `h` (the hint) and `u` (take back). */
  readonly teach: boolean;
  /** A finished round's panel is up: only Enter works. */
  readonly roundShowing: boolean;
  /** The round of the word armed as the table keeps it (null: none); absent when the screen keeps it itself. */
  readonly armed?: number | null;
}

/** A game's keys: everything but the round panel's Enter and a teaching table's `h` and `u`. */
export type GameKeys<V, A, S> = (state: TableState<S>, press: KeyPress, ctx: KeyContext<V, A>) => Step<S, A>;

/** No card selected. */
export const NONE: ReadonlySet<number> = new Set();

/** The hand state of a table opening on the hand `items`. */
export function startHand(items: readonly string[]): HandState {
  return { key: items.join(' '), cursor: 0, selected: NONE };
}

/**
 * `hand` for the hand `items` now: a new hand (a lay, a catch, a deal, a new sort) clears the
 * selection and keeps the cursor inside it.
 */
export function settleHand(hand: HandState, items: readonly string[]): HandState {
  const key = items.join(' ');
  const cursor = Math.min(hand.cursor, Math.max(0, items.length - 1));
  if (hand.key !== key) return { key, cursor, selected: NONE };
  return cursor === hand.cursor ? hand : { ...hand, cursor };
}

/** The selected cards of `items`, in hand order. */
export function chosenOf(hand: HandState, items: readonly string[]): string[] {
  return [...hand.selected]
    .filter((i) => i < items.length)
    .sort((a, b) => a - b)
    .map((i) => items[i] as string);
}

/** `hand` of `size` cards after the hand key `k`: the cursor stops at either end, never wrapping round. */
export function moveHand(hand: HandState, k: HandKey, size: number): HandState {
  if (size === 0) return hand;
  const to = (i: number) => ({ ...hand, cursor: Math.max(0, Math.min(size - 1, i)) });
  if (k.kind === 'move') return to(hand.cursor + k.by);
  if (k.kind === 'to') return to(k.end === 'first' ? 0 : size - 1);
  if (k.kind === 'clear') return { ...hand, selected: NONE };
  const at = Math.min(hand.cursor, size - 1);
  const next = new Set(hand.selected);
  if (next.has(at)) next.delete(at);
  else next.add(at);
  return { ...hand, selected: next };
}

/**
 * The hand's keys (arrows, Home End, Space, Esc; see `readHandKey`) on a hand of `size` cards:
 * the step and the key read, or null for a key that is not the hand's. Selecting or clearing
 * clears the error line.
 */
export function handKeyStep<S, A>(state: TableState<S>, press: KeyPress, size: number): { step: Step<S, A>; move: HandKey } | null {
  const move = readHandKey(press.input, press.key);
  if (!move) return null;
  const effects: Effect<S, A>[] = move.kind === 'toggle' || move.kind === 'clear' ? [{ kind: 'notify', text: null }] : [];
  return { step: { state: { ...state, hand: moveHand(state.hand, move, size) }, effects }, move };
}

/** The state unchanged and nothing to do. */
export const stay = <S, A>(state: TableState<S>): Step<S, A> => ({ state, effects: [] });

/** A step that only sets the game's screen state. */
export const toGame = <S, A>(state: TableState<S>, game: S, effects: readonly Effect<S, A>[] = []): Step<S, A> => ({
  state: { ...state, game },
  effects,
});

/** A line for the error line: a refusal (✗) unless `as` says it is a note. */
export const notice = <S, A>(text: string | null, as?: NoticeKind): Effect<S, A> =>
  as ? { kind: 'notify', text, as } : { kind: 'notify', text };

/**
 * A card table's answer to a key: while a round's panel is up only Enter (go on) works; at a
 * teaching table `h` and `u` are the platform's; every other key is the game's.
 */
export function tableKey<V, A, S>(state: TableState<S>, press: KeyPress, ctx: KeyContext<V, A>, game: GameKeys<V, A, S>): Step<S, A> {
  if (ctx.roundShowing) return { state, effects: press.key.return ? [{ kind: 'next-round' }] : [] };
  if (ctx.teach && (press.input === 'h' || press.input === 'u')) return stay(state);
  return game(state, press, ctx);
}
