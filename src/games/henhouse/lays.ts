import type { Rng } from '../../engine/index.js';
import { withArticle } from '../words.js';
import {
  cardId,
  colourOf,
  formatPlayed,
  parsePlayed,
  CARDS_IN,
  DIGITS,
  packedOfCodes,
  SUIT_WEIGHTS,
  SUITS,
  traitOf,
  type PackedHand,
  type Colour,
  type PlayedCard,
  type Suit,
  type Trait,
  type Vermin,
} from './cards.js';

/** The kinds of combination. */
export type ComboType = 'single' | 'set' | 'run' | 'henhouse';

/**
 * A combination as it lies on the pile: plain JSON. `cards` are in played notation, sorted by
 * rank then suit; `rank` is a single's or set's rank and a run's or Henhouse's highest rank;
 * `suited` is true when two or more cards all share one suit.
 */
export interface Combination {
  readonly type: ComboType;
  readonly cards: readonly string[];
  readonly rank: number;
  readonly suited: boolean;
}

/** The answer of {@link classify}: a combination, or the reason the cards are not one. */
export type Classified = { readonly ok: true; readonly combo: Combination } | { readonly ok: false; readonly reason: string };

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four'];

/** Sorts played cards by rank, then suit, then dealt before wild. */
export function sortPlayed(cards: readonly PlayedCard[]): PlayedCard[] {
  return insertionSorted(cards, playedKey);
}

/**
 * A sorted copy by a numeric key, stable like Array.prototype.sort: an insertion sort, which
 * beats the built-in sort on the handful of cards a combination holds.
 */
function insertionSorted<T>(items: readonly T[], key: (item: T) => number): T[] {
  const out = items.slice();
  for (let i = 1; i < out.length; i++) {
    const item = out[i] as T;
    const k = key(item);
    let j = i - 1;
    while (j >= 0 && key(out[j] as T) > k) {
      out[j + 1] = out[j] as T;
      j--;
    }
    out[j + 1] = item;
  }
  return out;
}

function playedKey(c: PlayedCard): number {
  return c.rank * 100 + SUITS.indexOf(c.suit) * 10 + (c.wild ? 1 : 0);
}

/**
 * The Golden Rule's groups: the cards of a combination of two or more all keep to one colour
 * (`B` brown, `W` white) or one trait (`C` chicken, `E` egg). A suit lies in two groups, its
 * colour's and its trait's.
 */
export type GoldenGroup = Colour | Trait;
/** The groups of {@link GoldenGroup}: the colours, then the traits. */
export const GOLDEN_GROUPS: readonly GoldenGroup[] = ['B', 'W', 'C', 'E'];

/** Whether `suit` lies in Golden-Rule group `group`. */
export function inGoldenGroup(group: GoldenGroup, suit: Suit): boolean {
  return group === 'B' || group === 'W' ? colourOf(suit) === group : traitOf(suit) === group;
}

/**
 * Whether the cards obey the Golden Rule: all in one {@link GoldenGroup}, one colour or one trait
 * (a wild counts as the suit it stands for). Returns null when they do, else the reason. The
 * colours and traits seen are kept as two bit sets: one bit alone is one group.
 */
export function goldenRuleBreach(cards: readonly PlayedCard[]): string | null {
  let colours = 0;
  let traits = 0;
  for (const c of cards) {
    colours |= colourOf(c.suit) === 'B' ? 1 : 2;
    traits |= traitOf(c.suit) === 'C' ? 1 : 2;
  }
  // One colour, or one trait (an empty list has neither, as before).
  if (colours === 1 || colours === 2 || traits === 1 || traits === 2) return null;
  const mix =
    cards.some((c) => c.suit === 'BC') && cards.some((c) => c.suit === 'WE')
      ? 'brown chickens with white eggs'
      : 'white chickens with brown eggs';
  return `it breaks the Golden Rule: it mixes ${mix} (all cards must share a colour or a trait)`;
}

/**
 * Reads cards as a combination: a single, a set of 2–4 equal ranks, a run of 2–4 consecutive
 * ranks, or a Henhouse (two consecutive pairs, e.g. 5-5-6-6); every combination of two or more
 * cards must obey the Golden Rule.
 */
export function classify(played: readonly PlayedCard[]): Classified {
  if (played.length === 0) return { ok: false, reason: 'choose at least one card' };
  if (played.length > 4) return { ok: false, reason: `${played.length} cards make no combination: the largest have four` };
  if (played.length === 1) {
    const card = played[0] as PlayedCard;
    return { ok: true, combo: { type: 'single', cards: [formatPlayed(card)], rank: card.rank, suited: false } };
  }
  const cards = sortPlayed(played);
  const notation = cards.map(formatPlayed);
  const ranks = cards.map((c) => c.rank);
  const top = ranks[ranks.length - 1] as number;
  if (cards.length === 1) return { ok: true, combo: { type: 'single', cards: notation, rank: top, suited: false } };
  let type: ComboType | null = null;
  if (ranks.every((r) => r === ranks[0])) type = 'set';
  else if (ranks.every((r, i) => i === 0 || r === (ranks[i - 1] as number) + 1)) type = 'run';
  else if (cards.length === 4 && ranks[0] === ranks[1] && ranks[2] === ranks[3] && ranks[2] === (ranks[0] as number) + 1) type = 'henhouse';
  if (type === null) {
    const what =
      cards.length === 4
        ? 'a set (equal ranks), a run (consecutive ranks) or a Henhouse (two consecutive pairs)'
        : 'a set (equal ranks) or a run (consecutive ranks)';
    return { ok: false, reason: `ranks ${ranks.join('-')} are not ${what}` };
  }
  const breach = goldenRuleBreach(cards);
  if (breach) return { ok: false, reason: breach };
  const suited = cards.every((c) => c.suit === cards[0]?.suit);
  return { ok: true, combo: { type, cards: notation, rank: top, suited } };
}

/** Parses the combination's notation back into cards. */
export function cardsOf(combo: Combination): PlayedCard[] {
  return combo.cards.map(parsePlayed);
}

/**
 * A combination in words, e.g. "suited run 5-6-7", "set of two 2s" or "Henhouse 5-5-6-6". "Suited"
 * comes first, as an adjective, so the words read right anywhere in a sentence ("the suited set of
 * two 2s is lower than …"), not only at its end.
 */
export function describeCombo(combo: Combination): string {
  const n = combo.cards.length;
  const suited = combo.suited ? 'suited ' : '';
  switch (combo.type) {
    case 'single':
      return `single ${combo.rank}`;
    case 'set':
      return `${suited}set of ${NUMBER_WORDS[n]} ${combo.rank}s`;
    case 'run':
      return `${suited}run ${Array.from({ length: n }, (_, i) => combo.rank - n + 1 + i).join('-')}`;
    case 'henhouse':
      return `${suited}Henhouse ${combo.rank - 1}-${combo.rank - 1}-${combo.rank}-${combo.rank}`;
  }
}

/**
 * How a combination compares with another of the same type and size: rank first, then suited
 * over unsuited — except singles, which compare by rank alone. Positive when `a` is higher.
 */
export function compareSameKind(a: Combination, b: Combination): number {
  return compareByNumbers(a.type, a.rank, a.suited, b.rank, b.suited);
}

/** {@link compareSameKind} on plain numbers: a combination of `type` against one of its type and size. */
export function compareByNumbers(type: ComboType, rank: number, suited: boolean, otherRank: number, otherSuited: boolean): number {
  return compareNumbers(TYPE_INDEX[type], rank, suited, otherRank, otherSuited);
}

/** {@link compareSameKind} with the type as its number ({@link TYPE_INDEX}): the one place it is written. */
export function compareNumbers(type: number, rank: number, suited: boolean, otherRank: number, otherSuited: boolean): number {
  if (rank !== otherRank) return rank - otherRank;
  if (type === SINGLE) return 0;
  return (suited ? 1 : 0) - (otherSuited ? 1 : 0);
}

/** True when both combinations have the same type and the same number of cards. */
export function sameKind(a: Combination, b: Combination): boolean {
  return a.type === b.type && a.cards.length === b.cards.length;
}

/** Whether a combination of `type`, `size` cards, top `rank` and `suited` beats `current` without vermin ({@link outranksNumbers}). */
export function outranks(type: ComboType, size: number, rank: number, suited: boolean, current: Combination): boolean {
  return outranksNumbers(
    TYPE_INDEX[type],
    size,
    rank,
    suited,
    TYPE_INDEX[current.type],
    current.cards.length,
    current.rank,
    current.suited,
  );
}

/**
 * Rulings HH 3–4, the one place they are written: whether a combination of type number `type`
 * ({@link TYPE_INDEX}), `size` cards, top `rank` and `suited` beats one of `otherType`,
 * `otherSize`, `otherRank` and `otherSuited` without vermin. A Henhouse beats any other type;
 * otherwise it takes the same type and size and a higher rank, or the same rank suited over
 * unsuited (never for singles). On plain numbers, so that fast searches ask it before writing
 * any card out.
 */
export function outranksNumbers(
  type: number,
  size: number,
  rank: number,
  suited: boolean,
  otherType: number,
  otherSize: number,
  otherRank: number,
  otherSuited: boolean,
): boolean {
  if (type === HENHOUSE && otherType !== HENHOUSE) return true;
  if (type !== otherType || size !== otherSize) return false;
  return compareNumbers(type, rank, suited, otherRank, otherSuited) > 0;
}

/** The numbers of the types the rules above name ({@link TYPE_INDEX}). */
const SINGLE = 0;
const HENHOUSE = 3;

/** Whether `next` beats `current` without vermin ({@link outranks}). */
export function beats(next: Combination, current: Combination): boolean {
  return outranks(next.type, next.cards.length, next.rank, next.suited, current);
}

/** Why `next` does not beat `current` without vermin ({@link outranks}), or null when it does. */
export function whyNotBeats(next: Combination, current: Combination): string | null {
  if (beats(next, current)) return null;
  if (!sameKind(next, current)) {
    const n = current.cards.length;
    const answer =
      current.type === 'henhouse'
        ? current.suited
          ? 'only a higher Henhouse beats it'
          : `only a higher Henhouse, or a suited one of the same ranks, beats it`
        : `play the same type with ${n} card${n === 1 ? '' : 's'}, or a Henhouse`;
    return `a ${describeCombo(next)} cannot follow a ${describeCombo(current)}: ${answer}`;
  }
  if (next.type === 'single') return `a single ${next.rank} does not beat a single ${current.rank}: it needs a higher rank`;
  if (next.rank === current.rank && next.suited && current.suited) {
    return `both are suited ${current.rank}s: equal combinations do not beat each other`;
  }
  if (next.rank === current.rank)
    return `the ${describeCombo(next)} only ties the ${describeCombo(current)}: at equal rank it must be suited`;
  return `the ${describeCombo(next)} is lower than the ${describeCombo(current)}`;
}

/** Whether a fox or snake may take a card from `current` at all (Rulings HH 5): a set or run of three or more. */
function preyPile(current: Combination): boolean {
  return (current.type === 'set' || current.type === 'run') && current.cards.length >= 3;
}

/** {@link verminReach}: the skunk may go with a play on the pile. */
export const SKUNK_REACH = 2;
/** {@link verminReach}: a fox or snake may take a card from the pile (which cards: `removable`). */
export const SHORTER_REACH = 1;

/**
 * Which vermin could go with a play on `current` with the vermin on `table` (Rulings HH 5), as
 * bits: {@link SKUNK_REACH} when the skunk is on the table and the pile is a set or a run;
 * {@link SHORTER_REACH} when a fox or snake is and the pile is a set or run of three or more. 0:
 * no play on this pile may take a vermin. Which card a fox or snake takes is `removable`'s.
 */
export function verminReach(current: Combination, table: Readonly<Record<Vermin, number>>): number {
  if (current.type !== 'set' && current.type !== 'run') return 0;
  const skunk = table.skunk > 0 ? SKUNK_REACH : 0;
  return preyPile(current) && (table.fox > 0 || table.snake > 0) ? skunk | SHORTER_REACH : skunk;
}

/** The trait a fox (chickens) or snake (eggs) takes from the pile. */
export function preyOf(vermin: 'fox' | 'snake'): Trait {
  return vermin === 'fox' ? 'C' : 'E';
}

/**
 * The distinct cards (played notation) that a fox or snake may take from `current`: cards of
 * its prey's trait, only from a set or run of three or more, and from a run only at either end.
 */
export function removable(current: Combination, vermin: 'fox' | 'snake'): string[] {
  if (!preyPile(current)) return [];
  const cards = cardsOf(current);
  const trait = preyOf(vermin);
  const out: string[] = [];
  cards.forEach((c, i) => {
    if (traitOf(c.suit) !== trait) return;
    if (current.type === 'run' && i !== 0 && i !== cards.length - 1) return;
    const note = formatPlayed(c);
    if (!out.includes(note)) out.push(note);
  });
  return out;
}

/**
 * The combination left when a fox or snake takes `remove` (played notation, any case) from
 * `current`, or the reason it cannot.
 */
export function reduce(current: Combination, vermin: 'fox' | 'snake', remove: string): Classified {
  // A phrase without a capital, as every reason is: it is quoted mid-sentence ("...: the fox ...").
  const name = vermin === 'fox' ? 'the fox' : 'the snake';
  const prey = withArticle(vermin === 'fox' ? 'chicken' : 'egg');
  if (current.type === 'single' || current.type === 'henhouse') {
    return { ok: false, reason: `vermin cannot be used on a ${current.type === 'single' ? 'single card' : 'Henhouse'}` };
  }
  if (current.cards.length < 3) return { ok: false, reason: `${name} needs a combination of three or more cards to take from` };
  let target: PlayedCard;
  try {
    target = parsePlayed(remove);
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  const note = formatPlayed(target);
  const cards = cardsOf(current);
  const index = current.cards.indexOf(note);
  if (index < 0) return { ok: false, reason: `${note} is not in the ${describeCombo(current)}` };
  if (traitOf(target.suit) !== preyOf(vermin)) return { ok: false, reason: `${name} takes only ${prey}, and ${note} is not one` };
  const last = cards.length - 1;
  if (current.type === 'run' && index !== 0 && index !== last) {
    return { ok: false, reason: `${name} may take only an end of a run (${current.cards[0]} or ${current.cards[last]})` };
  }
  const rest = cards.filter((_, i) => i !== index);
  return classify(rest);
}

/** Wilds a player still holds. */
export interface WildsHeld {
  readonly C: boolean;
  readonly E: boolean;
}

/*
 * The combinations a hand can make, on numbers. A combination's shape is its ranks, ascending
 * (5-5-6-6 for a Henhouse); each of its slots is filled by one of eight options, in this order:
 * a dealt card of suit 0–3 ({@link SUITS}) at the slot's rank, or a wild standing in for suit
 * 0–3 (4–7). The walk below is the one place that says which choices of options make a
 * combination; every combination it meets is made once, as a {@link Lay}, and shared by every
 * hand that can make it, so listing a hand's plays builds no card text at all.
 */

/** Bit of an option's colour (brown 1, white 2) and of its trait (chicken 1, egg 2), by option 0–7. */
const COLOUR_BIT: readonly number[] = [1, 2, 1, 2, 1, 2, 1, 2];
const TRAIT_BIT: readonly number[] = [1, 1, 2, 2, 1, 1, 2, 2];

/**
 * A combination as the walk meets it, made once and shared: the combination, its play without
 * vermin (the same `cards` array), and what it is and uses in numbers. Never to be changed.
 */
export interface Lay {
  readonly combo: Combination;
  readonly play: PlainPlay;
  readonly type: ComboType;
  readonly size: number;
  readonly rank: number;
  readonly suited: boolean;
  /** The dealt cards it uses, as ids ({@link cardId}), in slot order. */
  readonly ids: readonly number[];
  /** The wilds it uses: chicken 1, egg 2. */
  readonly wilds: number;
  /** Its options, slot by slot, in base 8 (first slot lowest): its place among its shape's lays. */
  readonly key: number;
  /** The colours (brown 1, white 2) and traits (chicken 1, egg 2) of its cards, as bit sets. */
  readonly colours: number;
  readonly traits: number;
  /** Its place in {@link LAY_LIST}. */
  readonly id: number;
  /**
   * Its dealt cards as packed ranks (cards.ts): each rank it uses, then that rank's number of
   * its cards, in rising rank; a hand holds them when it holds each number's cards.
   */
  readonly parts: readonly number[];
}

/** A shape: its place in {@link SHAPE_LIST}, its ranks, and what its combinations are. */
interface ShapeEntry {
  readonly index: number;
  readonly ranks: readonly number[];
  readonly distinct: readonly number[];
  /** How many cards each of `distinct` takes. */
  readonly need: readonly number[];
  /** What every combination of the shape is: its type and its top rank (its size is `ranks.length`). */
  readonly type: ComboType;
  readonly rank: number;
}

/** The type `classify` finds for cards of these ranks (ascending), or null for none. */
function typeOfRanks(ranks: readonly number[]): ComboType | null {
  const n = ranks.length;
  if (n === 1) return 'single';
  if (n > 4) return null;
  let set = true;
  let run = true;
  for (let i = 1; i < n; i++) {
    if (ranks[i] !== ranks[0]) set = false;
    if (ranks[i] !== (ranks[i - 1] as number) + 1) run = false;
  }
  if (set) return 'set';
  if (run) return 'run';
  return n === 4 && ranks[0] === ranks[1] && ranks[2] === ranks[3] && ranks[2] === (ranks[0] as number) + 1 ? 'henhouse' : null;
}

/**
 * Every shape up to rank 9, in the order hands list their combinations: singles, sets, runs,
 * Henhouses, each by size and rank. A lower top rank keeps the same order, leaving shapes out.
 */
const SHAPE_LIST: readonly ShapeEntry[] = (() => {
  const ranksList: number[][] = [];
  for (let rank = 1; rank <= 9; rank++) ranksList.push([rank]);
  for (let size = 2; size <= 4; size++) for (let rank = 1; rank <= 9; rank++) ranksList.push(Array(size).fill(rank) as number[]);
  for (let size = 2; size <= 4; size++) {
    for (let t = size; t <= 9; t++) ranksList.push(Array.from({ length: size }, (_, i) => t - size + 1 + i));
  }
  for (let t = 2; t <= 9; t++) ranksList.push([t - 1, t - 1, t, t]);
  return ranksList.map((ranks, index) => ({
    index,
    ranks,
    distinct: [...new Set(ranks)],
    need: [...new Set(ranks)].map((r) => ranks.filter((x) => x === r).length),
    type: typeOfRanks(ranks) as ComboType,
    rank: ranks[ranks.length - 1] as number,
  }));
})();

const SHAPES_UP_TO: readonly (readonly ShapeEntry[])[] = Array.from({ length: 10 }, (_, top) => SHAPE_LIST.filter((s) => s.rank <= top));

/** The shapes listed for ranks up to `top` (1–9), in listing order. */
function shapesUpTo(top: number): readonly ShapeEntry[] {
  return SHAPES_UP_TO[Math.max(0, Math.min(9, top))] as readonly ShapeEntry[];
}

/** The shape of these ranks (ascending, one to four of 1–9), or undefined. */
function shapeOfRanks(ranks: readonly number[]): ShapeEntry | undefined {
  if (ranks.length < 1 || ranks.length > 4) return undefined;
  let key = 0;
  for (const r of ranks) key = key * 10 + r;
  return SHAPE_BY_RANKS.get(key);
}

const SHAPE_BY_RANKS = new Map<number, ShapeEntry>(SHAPE_LIST.map((s) => [s.ranks.reduce((k, r) => k * 10 + r, 0), s]));

/** The kinds of combination by number, as lays' facts hold them. */
export const TYPE_INDEX: Readonly<Record<ComboType, number>> = { single: 0, set: 1, run: 2, henhouse: 3 };

/** The shapes of each type and size, by rising top rank, at type × 5 + size ({@link TYPE_INDEX}). */
const SHAPES_OF_KIND: readonly (readonly ShapeEntry[] | undefined)[] = (() => {
  const out: ShapeEntry[][] = [];
  for (const shape of SHAPE_LIST) (out[TYPE_INDEX[shape.type] * 5 + shape.ranks.length] ??= []).push(shape);
  return out;
})();

/**
 * Every lay made so far, by shape and by the options of its slots (base 8, first slot lowest):
 * its id + 1 (0 for none yet), in a table a shape, made when the shape's first lay is.
 */
const LAY_IDS: (Int32Array | undefined)[] = [];

/*
 * A lay's facts, packed in one number by its id, so that listing and comparing read one typed
 * array rather than each lay: its type's number (TYPE_INDEX) in bits 0–1, size 2–4, top rank
 * 5–8, suited 9, the wilds it uses (chicken 1, egg 2) 10–11, its colours (brown 1, white 2)
 * 12–13 and traits (chicken 1, egg 2) 14–15, and its key (its options, base 8) from bit 16.
 */
let FACTS = new Int32Array(1 << 13);
const SUITED_BIT = 1 << 9;

/**
 * A lay's dealt cards as packed ranks (its `parts`), by id, four places a lay (a lay's cards
 * span four ranks at most): rank × 128 + that rank's number of its cards, 0 after the last.
 */
let PARTS = new Int16Array(4 << 13);

/** The place of lay `id`'s parts in {@link layParts}' list: four places from id × 4. */
export function layParts(): Int16Array {
  return PARTS;
}

/** How many dealt cards (not wilds) the lay of facts `f` plays. */
export function factsDealt(f: number): number {
  const wilds = (f >> 10) & 3;
  return ((f >> 2) & 7) - (wilds & 1) - (wilds >> 1);
}

/**
 * The play without vermin of a listed lay: made once for its lay, and shared by every listing,
 * draw and pick that gives it. It carries its lay's id in a private field, which no copy, JSON
 * or comparison sees, so that the engine reads it back at once ({@link layIdOfPlay}); it is
 * `{ type: 'play', cards }` to everything else.
 */
class ListedPlay implements PlainPlay {
  readonly type = 'play' as const;
  readonly cards: readonly string[];
  readonly #lay: number;

  constructor(cards: readonly string[], lay: number) {
    this.cards = cards;
    this.#lay = lay;
  }

  static idOf(action: object): number {
    return #lay in action ? (action as ListedPlay).#lay : -1;
  }
}

/**
 * A lay's combination, as the pile, the events and the views hold it: `{ type, cards, rank,
 * suited }` to everything but the engine, which reads its lay's id from a private field that no
 * copy, JSON or comparison sees (as {@link ListedPlay} does).
 */
class LaidCombination implements Combination {
  readonly type: ComboType;
  readonly cards: readonly string[];
  readonly rank: number;
  readonly suited: boolean;
  readonly #lay: number;

  constructor(type: ComboType, cards: readonly string[], rank: number, suited: boolean, lay: number) {
    this.type = type;
    this.cards = cards;
    this.rank = rank;
    this.suited = suited;
    this.#lay = lay;
  }

  static idOf(combo: object): number {
    return #lay in combo ? (combo as LaidCombination).#lay : -1;
  }
}

/** The id of the lay whose combination `combo` is (as listings and plays give them), or -1 for any other object. */
export function layIdOfCombination(combo: Combination): number {
  return LaidCombination.idOf(combo);
}

/** The id of the lay whose shared play `action` is (as listings give them out), or -1 for any other object. */
export function layIdOfPlay(action: object): number {
  return ListedPlay.idOf(action);
}

/** The facts of lay `id` (see above). */
export function layFacts(id: number): number {
  return FACTS[id] as number;
}

/** The facts' kind: type and size together (two lays of one kind compare by rank and suit). */
export function factsKind(f: number): number {
  return f & 31;
}

/** Whether the lay of facts `f` beats the lay of facts `p` without vermin ({@link outranksNumbers}). */
export function factsOutrank(f: number, p: number): boolean {
  return outranksNumbers(
    f & 3,
    (f >> 2) & 7,
    (f >> 5) & 15,
    (f & SUITED_BIT) !== 0,
    p & 3,
    (p >> 2) & 7,
    (p >> 5) & 15,
    (p & SUITED_BIT) !== 0,
  );
}

/** How the lay of facts `f` compares with the lay of facts `p`, of its kind ({@link compareNumbers}). */
export function factsCompare(f: number, p: number): number {
  return compareNumbers(f & 3, (f >> 5) & 15, (f & SUITED_BIT) !== 0, (p >> 5) & 15, (p & SUITED_BIT) !== 0);
}
/**
 * The key of the hidden property (not enumerable, so no copy, JSON or comparison sees it) by
 * which a lay's `cards` array (of its combination and play) leads back to the lay. A WeakMap
 * from every lay's cards had cost the garbage collector more than the lookups saved.
 */
const LAY_OF_CARDS: unique symbol = Symbol('lay');
/** Every lay made so far, by id. */
const LAY_LIST: Lay[] = [];
/** Every lay's play, by id: a leader's listing reads them without reading each lay. */
const PLAY_LIST: PlainPlay[] = [];
/** Every lay's cards (its combination's and play's), by id. */
const CARDS_LIST: (readonly string[])[] = [];
/** Every lay's combination, by id. */
const COMBO_LIST: Combination[] = [];

/**
 * The lay of these exact cards, when they are the `cards` of a combination or play that a
 * listing gave out (the same array, not an equal one); undefined otherwise.
 */
export function layOfCards(cards: readonly string[]): Lay | undefined {
  return (cards as { readonly [LAY_OF_CARDS]?: Lay })[LAY_OF_CARDS];
}

/**
 * The lay of a combination: the one its cards came from when a listing gave them out, else the
 * one of the same cards (made now if no walk has met it yet); undefined for cards that make no
 * shape. The combination must be a valid one ({@link classify}'s).
 */
export function layOfCombination(combo: Combination): Lay | undefined {
  const id = LaidCombination.idOf(combo);
  if (id >= 0) return LAY_LIST[id];
  const known = layOfCards(combo.cards);
  if (known !== undefined) return known;
  const cards = combo.cards.map(parsePlayed);
  const shape = shapeOfRanks(cards.map((c) => c.rank));
  if (shape === undefined) return undefined;
  // Slots of one rank take their options in rising order in the walk, so the key sorts them so.
  const options = cards.map((c) => SUITS.indexOf(c.suit) + (c.wild ? 4 : 0));
  let key = 0;
  let weight = 1;
  for (let i = 0; i < cards.length;) {
    let j = i;
    while (j < cards.length && (cards[j] as PlayedCard).rank === (cards[i] as PlayedCard).rank) j++;
    for (const o of options.slice(i, j).sort((a, b) => a - b)) {
      key += o * weight;
      weight *= 8;
    }
    i = j;
  }
  return layAt(shape, key);
}

/** A card a fox or snake may take from a pile, and the combination it leaves. */
export interface Reduction {
  readonly remove: string;
  readonly target: Lay;
}

/** {@link reductionsOf}'s answers, by lay id × 2 + (snake ? 1 : 0). */
const REDUCTIONS: (readonly Reduction[] | undefined)[] = [];

/**
 * What a fox or snake may take from the pile `current` and what each leaves ({@link removable},
 * {@link reduce}), in {@link removable}'s order; remembered by the pile's lay, as a pile is
 * followed many times.
 */
export function reductionsOf(current: Lay, v: 'fox' | 'snake'): readonly Reduction[] {
  const at = current.id * 2 + (v === 'snake' ? 1 : 0);
  let known = REDUCTIONS[at];
  if (known === undefined) {
    const made: Reduction[] = [];
    for (const remove of removable(current.combo, v)) {
      const reduced = reduce(current.combo, v, remove);
      if (!reduced.ok) continue;
      const target = layOfCombination(reduced.combo);
      if (target !== undefined) made.push({ remove, target });
    }
    known = made;
    while (REDUCTIONS.length < at) REDUCTIONS.push(undefined);
    REDUCTIONS[at] = known;
  }
  return known;
}

/** The options chosen for each slot while walking, and the cards and wilds they use. */
const CHOSEN = new Int8Array(4);
const USED = new Uint8Array(40);
let usedWilds = 0;

/** The lay of the options now in {@link CHOSEN} for `shape`, whose slots' options make `key`. */
function layAt(shape: ShapeEntry, key: number): Lay {
  return LAY_LIST[layIdAt(shape, key)] as Lay;
}

/** The id of {@link layAt}'s lay, made the first time. */
function layIdAt(shape: ShapeEntry, key: number): number {
  const table = LAY_IDS[shape.index] ?? (LAY_IDS[shape.index] = new Int32Array(8 ** shape.ranks.length));
  const known = table[key] as number;
  if (known !== 0) return known - 1;
  const lay = makeLay(shape, key);
  table[key] = lay.id + 1;
  return lay.id;
}

function makeLay(shape: ShapeEntry, key: number): Lay {
  const n = shape.ranks.length;
  const cards: PlayedCard[] = [];
  const ids: number[] = [];
  let wilds = 0;
  let colours = 0;
  let traits = 0;
  let suited = n > 1;
  for (let i = 0; i < n; i++) {
    const o = (key >> (3 * i)) & 7;
    const suit = o & 3;
    const rank = shape.ranks[i] as number;
    if (suit !== (key & 3)) suited = false;
    colours |= COLOUR_BIT[o] as number;
    traits |= TRAIT_BIT[o] as number;
    cards.push({ suit: SUITS[suit] as Suit, rank, wild: o >= 4 });
    if (o < 4) ids.push(suit * 10 + rank);
    else wilds |= TRAIT_BIT[o] as number;
  }
  const notes = sortPlayed(cards).map(formatPlayed);
  const parts: number[] = [];
  for (const id of [...ids].sort((a, b) => (a % 10) - (b % 10))) {
    const rank = id % 10;
    if (parts[parts.length - 2] !== rank) parts.push(rank, 0);
    parts[parts.length - 1] = (parts[parts.length - 1] as number) + (SUIT_WEIGHTS[(id - rank) / 10] as number);
  }
  const combo: Combination = new LaidCombination(shape.type, notes, shape.rank, suited, LAY_LIST.length);
  const play: PlainPlay = new ListedPlay(notes, LAY_LIST.length);
  const lay: Lay = {
    combo,
    play,
    type: shape.type,
    size: n,
    rank: shape.rank,
    suited,
    ids: ids.slice(),
    wilds,
    key,
    colours,
    traits,
    id: LAY_LIST.length,
    parts,
  };
  LAY_LIST.push(lay);
  PLAY_LIST.push(play);
  CARDS_LIST.push(notes);
  COMBO_LIST.push(combo);
  if (lay.id >= FACTS.length) {
    const bigger = new Int32Array(FACTS.length * 2);
    bigger.set(FACTS);
    FACTS = bigger;
    const biggerParts = new Int16Array(PARTS.length * 2);
    biggerParts.set(PARTS);
    PARTS = biggerParts;
  }
  for (let k = 0; k < parts.length; k += 2) PARTS[lay.id * 4 + k / 2] = (parts[k] as number) * 128 + (parts[k + 1] as number);
  FACTS[lay.id] =
    TYPE_INDEX[shape.type] |
    (n << 2) |
    (shape.rank << 5) |
    (suited ? SUITED_BIT : 0) |
    (wilds << 10) |
    (colours << 12) |
    (traits << 14) |
    (key << 16);
  Object.defineProperty(notes, LAY_OF_CARDS, { value: lay });
  return lay;
}

/**
 * The walk: every distinct combination of `shape` that `count` (dealt cards by id) and the
 * wilds held (`wildBits`: chicken 1, egg 2) can make, pushed on `out` in a fixed order. Slots
 * are filled left to right, a slot taking options in order and never a lower one than an
 * equal-rank slot before it (so a set is met once, not once per order of its cards); a card is
 * used no more often than the hand holds it, each wild once; and no choice mixes both colours
 * and both traits (the Golden Rule). Distinct choices of options are distinct cards (a wild's
 * colour included), so no combination is met twice. Everything taken into {@link USED} is given
 * back on the way out.
 */
function walkShape(source: HandSource, shape: ShapeEntry, out: Lay[], remembered: boolean): void {
  usedWilds = 0;
  step(source, shape, out, remembered, 0, 0, 0, 0, 1);
}

/** The Golden Rule on the colours and traits met (bit sets): both colours and both traits break it. */
function breaksGoldenRule(colours: number, traits: number): boolean {
  return colours === 3 && traits === 3;
}

function step(
  source: HandSource,
  shape: ShapeEntry,
  out: Lay[],
  remembered: boolean,
  i: number,
  colours: number,
  traits: number,
  key: number,
  weight: number,
): void {
  const ranks = shape.ranks;
  if (i === ranks.length) {
    out.push(layAt(shape, key));
    return;
  }
  const tail = remembered ? (TAILS[shape.index] as readonly (ShapeEntry | null)[])[i] : null;
  if (tail) {
    // The rest of the shape is a shape of its own, at higher ranks than every slot before: its
    // own walk, from nothing, met every way to fill the rest in this order, and those that go
    // with the slots before are the ones that share no wild with them and keep the Golden Rule
    // over all the cards (its cards are others than theirs, and no order ties them).
    const rest = laysOfShape(source, tail);
    for (let k = 0; k < rest.length; k++) {
      const t = rest[k] as Lay;
      if ((t.wilds & usedWilds) !== 0 || breaksGoldenRule(colours | t.colours, traits | t.traits)) continue;
      out.push(layAt(shape, key + t.key * weight));
    }
    return;
  }
  const rank = ranks[i] as number;
  const { count, wildBits } = source;
  const from = i > 0 && ranks[i - 1] === rank ? (CHOSEN[i - 1] as number) : 0;
  for (let o = from; o < 8; o++) {
    const trait = TRAIT_BIT[o] as number;
    const id = o < 4 ? o * 10 + rank : -1;
    if (id >= 0) {
      if ((USED[id] as number) >= (count[id] as number)) continue;
    } else if ((wildBits & trait) === 0 || (usedWilds & trait) !== 0) continue;
    const c2 = colours | (COLOUR_BIT[o] as number);
    const t2 = traits | trait;
    if (breaksGoldenRule(c2, t2)) continue;
    CHOSEN[i] = o;
    if (id >= 0) USED[id] = (USED[id] as number) + 1;
    else usedWilds |= trait;
    step(source, shape, out, remembered, i + 1, c2, t2, key + o * weight, weight * 8);
    if (id >= 0) USED[id] = (USED[id] as number) - 1;
    else usedWilds &= ~trait;
  }
}

/**
 * For each shape and slot, the shape the rest of it makes when it starts a new rank (the last
 * two slots of a Henhouse make a pair; every slot after the first of a run makes a shorter
 * run), else null: the walk takes the rest's own list there.
 */
const TAILS: readonly (readonly (ShapeEntry | null)[])[] = SHAPE_LIST.map((shape) =>
  shape.ranks.map((rank, i) => (i > 0 && rank !== shape.ranks[i - 1] ? (shapeOfRanks(shape.ranks.slice(i)) ?? null) : null)),
);

/**
 * A hand as the walk reads it: how many of each dealt card it holds (indexed suit × 10 + rank),
 * how many at each rank, each rank's packed number (cards.ts) and the wilds held (chicken 1,
 * egg 2). It holds any hand, one with a card three times too (`heavy`), which no deal gives and
 * no list is remembered for; the listing's fast path reads packed hands instead.
 */
class HandSource {
  // Byte arrays: made zeroed, and cheap to make.
  readonly count = new Uint8Array(40);
  readonly perRank = new Uint8Array(10);
  /** Each rank's packed number (its cards in base 3, suit 0 lowest); unused when `heavy`. */
  readonly packed = new Uint8Array(10);
  /** Whether some card is held three times or more: nothing is remembered then. */
  heavy = false;
  /** The wilds held: chicken 1, egg 2. */
  wildBits = 0;
  /** The lists of shapes of several ranks made for this hand, by shape. */
  memo: (readonly Lay[] | undefined)[] | undefined = undefined;

  /** Makes this the source of dealt ids `ids` and the wilds `wildBits`, forgetting the hand it held. */
  loadIds(ids: readonly number[], wildBits: number): void {
    this.clear(wildBits);
    const { count, perRank, packed } = this;
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k] as number;
      const n = (count[id] as number) + 1;
      count[id] = n;
      if (n > 2) this.heavy = true;
      const rank = id % 10;
      perRank[rank] = (perRank[rank] as number) + 1;
      packed[rank] = (packed[rank] as number) + (SUIT_WEIGHTS[(id - rank) / 10] as number);
    }
  }

  /** Makes this the source of the ranks' packed numbers `codes` (a packed hand) and the wilds `wildBits`. */
  loadPacked(codes: ArrayLike<number>, wildBits: number): void {
    this.clear(wildBits);
    const { count, perRank, packed } = this;
    for (let rank = 1; rank <= 9; rank++) {
      const code = codes[rank] as number;
      if (code === 0) continue;
      packed[rank] = code;
      perRank[rank] = CARDS_IN[code] as number;
      for (let s = 0; s < 4; s++) count[s * 10 + rank] = DIGITS[code * 4 + s] as number;
    }
  }

  private clear(wildBits: number): void {
    this.count.fill(0);
    this.perRank.fill(0);
    this.packed.fill(0);
    // Emptied in place, so the list keeps its room.
    if (this.memo !== undefined) this.memo.length = 0;
    this.heavy = false;
    this.wildBits = wildBits;
  }
}

/**
 * A scratch source for a packed hand whose remembered list is not made yet: its walk needs the
 * counts of its cards. No walk runs inside another, so one serves every miss.
 */
const MISS = new HandSource();

function missSource(codes: ArrayLike<number>, wildBits: number): HandSource {
  MISS.loadPacked(codes, wildBits);
  return MISS;
}

/** The wilds `held` as bits: chicken 1, egg 2. */
export function wildBitsOf(held: WildsHeld): number {
  return (held.C ? 1 : 0) + (held.E ? 2 : 0);
}

/*
 * The lists of the shapes of one and two ranks, remembered, as lay ids one after another in one
 * pool: a list is its length, how many of them are suited, then its ids (the count lets a draw
 * know how many it may take without reading them). The lists that read the same cards are kept side by
 * side, as a block, and found together: at a rank, the single and the sets of two, three and
 * four, for each number of the hand's cards there (packed, cards.ts) and its wilds, at
 * rank × 324 + packed × 4 + wilds; at two ranks a and a + 1, the run of two and the Henhouse,
 * for each pair of numbers, at (packed a × 81 + packed a + 1) × 4 + wilds in a table for a. So
 * there are at most 324 or 26,244 blocks a rank, bounded by the deck, not by how many hands were
 * seen, and a listing reads one block where it would read four lists or two. Runs of three and
 * four are walked at each listing, their last two ranks read from here ({@link runKeys}).
 */
const POOL = {
  /**
   * Two bytes an entry: a hand holding every card at least twice and both wilds makes every
   * lay there is, 5,624 of them (a test holds the count under 65,536), and no list is that long.
   */
  ids: new Uint16Array(1 << 15),
  used: 0,
};

/** Where each block of one rank starts in the pool (its first list's length), -1 before it is made. */
const ONE_RANK_BLOCKS = new Int32Array(10 * 81 * 4).fill(-1);
/** The same for the blocks of two ranks, a table for each lower rank, made when first asked for. */
const TWO_RANK_BLOCKS: (Int32Array | undefined)[] = [];

/** Shapes of one rank (singles and sets) come first in {@link SHAPE_LIST}. */
const ONE_RANK_SHAPES = SHAPE_LIST.filter((s) => s.distinct.length === 1).length;

/** The shapes of a block, in its order: by a block's rank (the lower one, for two ranks). */
const ONE_RANK_BLOCK: readonly (readonly ShapeEntry[])[] = Array.from({ length: 10 }, (_, rank) =>
  SHAPE_LIST.filter((s) => s.distinct.length === 1 && s.rank === rank),
);
const TWO_RANK_BLOCK: readonly (readonly ShapeEntry[])[] = Array.from({ length: 10 }, (_, rank) =>
  SHAPE_LIST.filter((s) => s.distinct.length === 2 && s.distinct[0] === rank),
);
/** Each shape's place in its block (shapes of one or two ranks). */
const IN_BLOCK: readonly number[] = SHAPE_LIST.map((s) =>
  s.distinct.length === 1
    ? (ONE_RANK_BLOCK[s.rank] as readonly ShapeEntry[]).indexOf(s)
    : (TWO_RANK_BLOCK[s.distinct[0] as number] as readonly ShapeEntry[]).indexOf(s),
);

/**
 * Where the remembered list of `shape` (of one or two ranks) starts in the pool (its first id's
 * place; its length is two entries before, its suited count the entry before), for a hand whose ranks' packed numbers are `codes`
 * and whose wilds are `wildBits`: its block walked (on `source`, or on the hand loaded for the
 * walk) and written the first time. Not to be called inside a walk on another source.
 */
function remembered(shape: ShapeEntry, codes: ArrayLike<number>, wildBits: number, source: HandSource | null): number {
  const one = shape.index < ONE_RANK_SHAPES;
  const low = shape.distinct[0] as number;
  let table: Int32Array;
  let at: number;
  if (one) {
    table = ONE_RANK_BLOCKS;
    at = low * 324 + (codes[low] as number) * 4 + wildBits;
  } else {
    table = TWO_RANK_BLOCKS[low] ?? (TWO_RANK_BLOCKS[low] = new Int32Array(81 * 81 * 4).fill(-1));
    at = ((codes[low] as number) * 81 + (codes[low + 1] as number)) * 4 + wildBits;
  }
  let start = table[at] as number;
  if (start < 0)
    start = table[at] = block(
      one ? (ONE_RANK_BLOCK[low] as readonly ShapeEntry[]) : (TWO_RANK_BLOCK[low] as readonly ShapeEntry[]),
      source ?? missSource(codes, wildBits),
    );
  const ids = POOL.ids;
  for (let j = IN_BLOCK[shape.index] as number; j > 0; j--) start += 2 + (ids[start] as number);
  return start + 2;
}

/**
 * Makes a block for `walker`'s cards and writes its lists at the end of the pool, side by side;
 * returns where it starts. The shapes of one rank are walked. A run of two and a Henhouse are each
 * the list of their lower rank's single or pair, each before every single or pair of the higher
 * rank that goes with it (sharing no wild, keeping the Golden Rule), in that list's order: what
 * the walk meets there, read from the blocks of one rank (which may be made first) instead.
 */
function block(shapes: readonly ShapeEntry[], walker: HandSource): number {
  if ((shapes[0] as ShapeEntry).distinct.length === 2) return twoRankBlock(shapes, walker);
  const lists: Lay[][] = [];
  for (const shape of shapes) {
    const made: Lay[] = [];
    walkShape(walker, shape, made, true);
    lists.push(made);
  }
  let size = 0;
  for (const list of lists) size += 2 + list.length;
  const ids = roomInPool(size);
  const at0 = POOL.used;
  for (const list of lists) {
    ids[POOL.used++] = list.length;
    ids[POOL.used++] = list.filter((lay) => lay.suited).length;
    for (const lay of list) ids[POOL.used++] = lay.id;
  }
  return at0;
}

/** The pool, with room for `size` more entries after what is used (made larger first if it must be). */
function roomInPool(size: number): typeof POOL.ids {
  let ids = POOL.ids;
  if (POOL.used + size > ids.length) {
    const bigger = new Uint16Array(Math.max(ids.length * 2, POOL.used + size));
    bigger.set(ids);
    ids = POOL.ids = bigger;
  }
  return ids;
}

/**
 * {@link block} for two ranks: each shape's list is its lower rank's list (a single's, or a
 * pair's for a Henhouse), each before the higher rank's that go with it, written into the pool as
 * it is met. The blocks of one rank it reads are made first, so that nothing else is written
 * into the pool while this one is.
 */
function twoRankBlock(shapes: readonly ShapeEntry[], walker: HandSource): number {
  const halves: number[] = [];
  let size = 0;
  for (const shape of shapes) {
    const half = shape.ranks.length / 2;
    const kind = (TYPE_INDEX[half === 1 ? 'single' : 'set'] * 5 + half) * 10;
    const heads = remembered(
      SHAPE_LIST[SHAPE_INDEX[kind + (shape.distinct[0] as number)] as number] as ShapeEntry,
      walker.packed,
      walker.wildBits,
      walker,
    );
    const tails = remembered(SHAPE_LIST[SHAPE_INDEX[kind + shape.rank] as number] as ShapeEntry, walker.packed, walker.wildBits, walker);
    halves.push(heads, tails);
  }
  // Where the lists read start stays put when the pool grows (it is copied as it is).
  let ids = POOL.ids;
  for (let i = 0; i < halves.length; i += 2)
    size += 2 + (ids[(halves[i] as number) - 2] as number) * (ids[(halves[i + 1] as number) - 2] as number);
  ids = roomInPool(size);
  const at0 = POOL.used;
  shapes.forEach((shape, s) => {
    const heads = halves[s * 2] as number;
    const tails = halves[s * 2 + 1] as number;
    const weight = shape.ranks.length === 2 ? 8 : 64;
    const at = POOL.used;
    let n = 0;
    let suited = 0;
    for (let i = heads; i < heads + (ids[heads - 2] as number); i++) {
      const f = FACTS[ids[i] as number] as number;
      for (let j = tails; j < tails + (ids[tails - 2] as number); j++) {
        const g = FACTS[ids[j] as number] as number;
        if (((f >> 10) & (g >> 10) & 3) !== 0 || breaksGoldenRule(((f | g) >> 12) & 3, ((f | g) >> 14) & 3)) continue;
        const id = layIdAt(shape, (f >>> 16) + (g >>> 16) * weight);
        if (((FACTS[id] as number) & SUITED_BIT) !== 0) suited++;
        ids[at + 2 + n++] = id;
      }
    }
    ids[at] = n;
    ids[at + 1] = suited;
    POOL.used = at + 2 + n;
  });
  return at0;
}

/** The list starting at `start` in the pool, as lays. */
function pooledLays(start: number): readonly Lay[] {
  const ids = POOL.ids;
  const n = ids[start - 2] as number;
  if (n === 0) return NO_LAYS;
  const out: Lay[] = [];
  for (let k = start; k < start + n; k++) out.push(LAY_LIST[ids[k] as number] as Lay);
  return out;
}

const NO_LAYS: readonly Lay[] = [];

/** The combinations of `shape` `source` can make, in walk order (shared; never to be changed). */
function laysOfShape(source: HandSource, shape: ShapeEntry): readonly Lay[] {
  if (!source.heavy && shape.distinct.length <= 2) return pooledLays(remembered(shape, source.packed, source.wildBits, source));
  // Other shapes are remembered for this hand. Their rests' lists are made first, so that one
  // walk never runs inside another (they share their scratch).
  const memo = source.memo ?? (source.memo = []);
  const known = memo[shape.index];
  if (known !== undefined) return known;
  const list = walked(source, shape);
  while (memo.length < shape.index) memo.push(undefined);
  memo[shape.index] = list;
  return list;
}

function walked(source: HandSource, shape: ShapeEntry): Lay[] {
  for (const tail of TAILS[shape.index] as readonly (ShapeEntry | null)[]) if (tail) laysOfShape(source, tail);
  const out: Lay[] = [];
  walkShape(source, shape, out, true);
  return out;
}

/** The keys of the combinations of a run of three or four {@link runKeys} met. */
let RUN_KEYS = new Int32Array(1024);

/*
 * The runs of three of the hand being listed or drawn from, by first rank: their keys, in walk
 * order, and what a run of four made on them needs to know of each: the wilds it uses (bits 0–1),
 * its colours (2–3) and traits (4–5), and the suit all its cards share, + 1 (0 when they differ;
 * bits 6–8). Made for a rank when first asked for while the same hand is read (`runsOf` says
 * which hand: it changes whenever a listing or a draw starts), so that a run of four reads the
 * run of three it ends with instead of walking it again for each of its first card's options.
 */
const RUN3_KEYS = new Int32Array(10 * 512);
const RUN3_SIGNS = new Int32Array(10 * 512);
const RUN3_COUNT = new Int32Array(10);
const RUN3_READ = new Int32Array(10).fill(-1);
let runsOf = 0;

/**
 * Marks the start of reading packed `hand`: its cards at each rank are counted (for
 * {@link mightMake}), and the runs of three remembered are another hand's. A listing marks it
 * itself; draws ({@link drawLay}) from one hand are marked once, before the first.
 */
export function newHand(hand: PackedHand): void {
  runsOf++;
  let lacks = 0;
  for (let rank = 1; rank <= 9; rank++) {
    const n = CARDS_IN[hand[rank] as number] as number;
    CARDS_AT[rank] = n;
    if (n === 0) lacks++;
    LACKS_UP_TO[rank] = lacks;
    SHORT_OF_TWO[rank] = n >= 2 ? 0 : 2 - n;
  }
}

/**
 * The hand being read ({@link newHand}): its cards at each rank, how many ranks up to each it has
 * no card at, and how many cards each rank lacks of two.
 */
const CARDS_AT = new Int8Array(10);
const LACKS_UP_TO = new Int8Array(10);
const SHORT_OF_TWO = new Int8Array(10);

/**
 * {@link mightMake} for the shape of type number `type` ({@link TYPE_INDEX}), `size` cards and top
 * `rank`, in a few operations on the sums {@link newHand} makes: a single or set takes `size`
 * cards of its rank, a run one card at each of its ranks, a Henhouse two at each of two. The
 * same answer as mightMake's count, which a test holds it to for every shape.
 */
export function mightMakeKind(type: number, size: number, rank: number, wildCount: number): boolean {
  if (type <= 1) return (CARDS_AT[rank] as number) + wildCount >= size;
  if (type === 2) return (LACKS_UP_TO[rank] as number) - (LACKS_UP_TO[rank - size] as number) <= wildCount;
  return (SHORT_OF_TWO[rank - 1] as number) + (SHORT_OF_TWO[rank] as number) <= wildCount;
}

/**
 * The runs of three from rank `first` that a packed hand with wilds `wildBits` can make, in walk
 * order, in {@link RUN3_KEYS} and {@link RUN3_SIGNS} from `first` × 512; returns how many. The
 * first slot is walked here; the run of two that ends it is read from the pool.
 */
function runsOfThree(first: number, hand: ArrayLike<number>, wildBits: number): number {
  if (RUN3_READ[first] === runsOf) return RUN3_COUNT[first] as number;
  const end = SHAPE_LIST[SHAPE_INDEX[(TYPE_INDEX.run * 5 + 2) * 10 + first + 2] as number] as ShapeEntry;
  const start = remembered(end, hand, wildBits, null);
  const ids = POOL.ids;
  const stop = start + (ids[start - 2] as number);
  const code0 = (hand[first] as number) * 4;
  const base = first * 512;
  let found = 0;
  for (let o0 = 0; o0 < 8 && start < stop; o0++) {
    const trait0 = TRAIT_BIT[o0] as number;
    if (o0 < 4 ? (DIGITS[code0 + o0] as number) === 0 : (wildBits & trait0) === 0) continue;
    const wilds0 = o0 < 4 ? 0 : trait0;
    const colours0 = COLOUR_BIT[o0] as number;
    const suit0 = o0 & 3;
    for (let k = start; k < stop; k++) {
      // The end's facts: its wilds, colours, traits, suited and key (its two options).
      const t = FACTS[ids[k] as number] as number;
      const wilds = (t >> 10) & 3;
      const colours = colours0 | ((t >> 12) & 3);
      const traits = trait0 | ((t >> 14) & 3);
      if ((wilds & wilds0) !== 0 || breaksGoldenRule(colours, traits)) continue;
      const tKey = t >>> 16;
      const suit = (t & SUITED_BIT) !== 0 && (tKey & 3) === suit0 ? suit0 + 1 : 0;
      RUN3_KEYS[base + found] = o0 + tKey * 8;
      RUN3_SIGNS[base + found] = wilds | wilds0 | (colours << 2) | (traits << 4) | (suit << 6);
      found++;
    }
  }
  RUN3_COUNT[first] = found;
  RUN3_READ[first] = runsOf;
  return found;
}

/**
 * The keys of the combinations of `shape`, a run of three or four, that a packed hand with wilds
 * `wildBits` can make and `accept` allows (bit 1: unsuited, bit 2: suited), in the order of its
 * walk, left in {@link RUN_KEYS}; returns how many. A run of three is {@link runsOfThree}'s; a run
 * of four is its first slot, walked here, before each run of three from the next rank that goes
 * with it, in that list's order: the walk meets them so (its first slot's option, then the
 * rest's place in its own list, the same choices filtered by the same wilds and Golden Rule).
 */
function runKeys(shape: ShapeEntry, hand: ArrayLike<number>, wildBits: number, accept: number): number {
  const first = shape.ranks[0] as number;
  let found = 0;
  if (shape.ranks.length === 3) {
    const n = runsOfThree(first, hand, wildBits);
    const base = first * 512;
    for (let k = 0; k < n; k++) {
      if ((accept & ((RUN3_SIGNS[base + k] as number) >= 64 ? 2 : 1)) !== 0) RUN_KEYS[found++] = RUN3_KEYS[base + k] as number;
    }
    return found;
  }
  const n = runsOfThree(first + 1, hand, wildBits);
  if (n === 0) return 0;
  const base = (first + 1) * 512;
  const code0 = (hand[first] as number) * 4;
  for (let o0 = 0; o0 < 8; o0++) {
    const trait0 = TRAIT_BIT[o0] as number;
    if (o0 < 4 ? (DIGITS[code0 + o0] as number) === 0 : (wildBits & trait0) === 0) continue;
    const wilds0 = o0 < 4 ? 0 : trait0;
    const colours0 = COLOUR_BIT[o0] as number;
    for (let k = 0; k < n; k++) {
      const sign = RUN3_SIGNS[base + k] as number;
      if ((sign & 3 & wilds0) !== 0 || breaksGoldenRule(colours0 | ((sign >> 2) & 3), trait0 | ((sign >> 4) & 3))) continue;
      const suited = sign >> 6 === (o0 & 3) + 1;
      if ((accept & (suited ? 2 : 1)) === 0) continue;
      if (found === RUN_KEYS.length) {
        const bigger = new Int32Array(found * 2);
        bigger.set(RUN_KEYS);
        RUN_KEYS = bigger;
      }
      RUN_KEYS[found++] = o0 + (RUN3_KEYS[base + k] as number) * 8;
    }
  }
  return found;
}

/** Each shape's distinct ranks and how many cards each takes, four places a shape (rank 0: none). */
const SHAPE_RANKS = new Int8Array(SHAPE_LIST.length * 4);
const SHAPE_NEEDS = new Int8Array(SHAPE_LIST.length * 4);
for (const shape of SHAPE_LIST) {
  shape.distinct.forEach((rank, j) => {
    SHAPE_RANKS[shape.index * 4 + j] = rank;
    SHAPE_NEEDS[shape.index * 4 + j] = shape.need[j] as number;
  });
}

/**
 * Whether the hand being read ({@link newHand}), with `wildCount` wilds, has cards enough at each
 * rank of shape number `index`, a wild standing in for each it lacks: a shortcut only (the walk
 * would find nothing either), and the sampler's test of which shapes to try.
 */
export function mightMake(index: number, wildCount: number): boolean {
  let missing = 0;
  for (let j = index * 4; j < index * 4 + 4; j++) {
    const rank = SHAPE_RANKS[j] as number;
    if (rank === 0) break;
    const short = (SHAPE_NEEDS[j] as number) - (CARDS_AT[rank] as number);
    if (short > 0) missing += short;
  }
  return missing <= wildCount;
}

/**
 * The ids of the lays a listing found, from the start: {@link listIds} writes them, and they
 * stay until the next listing. A hand makes at most every lay there is.
 */
export const LISTED = new Int32Array(1 << 13);

/**
 * Writes the ids of the combinations of `shape` that a packed hand with wilds `wildBits` (of
 * which it has `wildCount`) can make, in walk order, into {@link LISTED} from `at`, or, when
 * `plays` is given, pushes their plays on it instead; returns where the ids end.
 */
function listShape(
  shape: ShapeEntry,
  hand: PackedHand,
  wildBits: number,
  wildCount: number,
  at: number,
  plays: PlainPlay[] | null,
): number {
  if (!mightMakeKind(TYPE_INDEX[shape.type], shape.ranks.length, shape.rank, wildCount)) return at;
  if (shape.distinct.length <= 2) {
    // Read in place in the pool, not copied into a list for the hand first.
    const start = remembered(shape, hand, wildBits, null);
    const ids = POOL.ids;
    const end = start + (ids[start - 2] as number);
    if (plays) for (let k = start; k < end; k++) plays.push(PLAY_LIST[ids[k] as number] as PlainPlay);
    else for (let k = start; k < end; k++) LISTED[at++] = ids[k] as number;
    return at;
  }
  const found = runKeys(shape, hand, wildBits, 3);
  for (let k = 0; k < found; k++) {
    const id = layIdAt(shape, RUN_KEYS[k] as number);
    if (plays) plays.push(PLAY_LIST[id] as PlainPlay);
    else LISTED[at++] = id;
  }
  return at;
}

/** {@link listIds}, or the plays of its lays pushed on `plays` when given. */
function listHand(hand: PackedHand, wildBits: number, top: number, only: ShapeFilter | undefined, plays: PlainPlay[] | null): number {
  newHand(hand);
  const wildCount = (wildBits & 1) + (wildBits >> 1);
  let at = 0;
  if (only === undefined) {
    const shapes = shapesUpTo(top);
    for (let k = 0; k < shapes.length; k++) at = listShape(shapes[k] as ShapeEntry, hand, wildBits, wildCount, at, plays);
    return at;
  }
  for (let b = 0; b < only.length; b++) {
    const range = only[b] as ShapeRange;
    const kind = SHAPES_OF_KIND[TYPE_INDEX[range.type] * 5 + range.size];
    if (kind === undefined) continue;
    for (let k = 0; k < kind.length; k++) {
      const shape = kind[k] as ShapeEntry;
      if (shape.rank > top) break;
      if (shape.rank >= range.from) at = listShape(shape, hand, wildBits, wildCount, at, plays);
    }
  }
  return at;
}

/**
 * Every distinct combination a packed hand (cards.ts) can make with its dealt cards and the
 * wilds it holds (`wildBits`: chicken 1, egg 2), in a stable order: singles, sets, runs,
 * Henhouses, each by size and rank, the shapes `only` keeps (all, when absent). A wild is
 * listed in each colour the Golden Rule allows there (a wild single in both): its colour decides
 * what a fox or snake leaves of the combination and whether that is suited. Their lay ids are
 * written into {@link LISTED}; returns how many. Read from lists remembered by the cards at each
 * rank, the same as {@link listCombinations} works out from the cards alone (the lockstep test
 * holds them together).
 */
export function listIds(hand: PackedHand, wildBits: number, top: number, only?: ShapeFilter): number {
  return listHand(hand, wildBits, top, only, null);
}

/** {@link listIds}' lays, as a list (shared lays). */
export function laysOfHand(hand: PackedHand, wildBits: number, top: number, only?: ShapeFilter): Lay[] {
  const n = listHand(hand, wildBits, top, only, null);
  const out: Lay[] = [];
  for (let k = 0; k < n; k++) out.push(LAY_LIST[LISTED[k] as number] as Lay);
  return out;
}

/** The plays without vermin of {@link listIds}' lays, in its order, all shapes: a leader's legal actions (shared). */
export function playsOfHand(hand: PackedHand, wildBits: number, top: number): PlainPlay[] {
  const out: PlainPlay[] = [];
  listHand(hand, wildBits, top, undefined, out);
  return out;
}

/**
 * The lay of shape number `index` ({@link shapeIndexOf}) whose slots take the options of `key`
 * (base 8, first slot lowest: a dealt card's suit 0–3, a wild's 4 + suit; rising within a rank,
 * as the walk takes them), made the first time. The cards must make a combination.
 */
export function layOfKey(index: number, key: number): Lay {
  return layAt(SHAPE_LIST[index] as ShapeEntry, key);
}

/** The id of the lay of shape number `index` whose slots' options are `key` (as {@link layOfKey}). */
export function layIdOfKey(index: number, key: number): number {
  return layIdAt(SHAPE_LIST[index] as ShapeEntry, key);
}

/** The lay of id `id` (every lay a listing writes into {@link LISTED} has one). */
export function layOfId(id: number): Lay {
  return LAY_LIST[id] as Lay;
}

/** The combination of lay `id`, shared. */
export function comboOfId(id: number): Combination {
  return COMBO_LIST[id] as Combination;
}

/** The play without vermin of lay `id`, shared. */
export function playOfId(id: number): PlainPlay {
  return PLAY_LIST[id] as PlainPlay;
}

/**
 * The place of the shape of `type`, `size` cards and top `rank` among every shape (the number
 * {@link drawLay} takes), or -1 when there is none (a run longer than its top rank, a Henhouse
 * at 1, a size the type has not).
 */
export function shapeIndexOf(type: ComboType, size: number, rank: number): number {
  return SHAPE_INDEX[(TYPE_INDEX[type] * 5 + size) * 10 + rank] ?? -1;
}

/** The shape numbers of `type` and `size` by top rank (-1 where there is none): {@link shapeIndexOf} for a whole kind. */
export function shapesOfKind(type: ComboType, size: number): readonly number[] {
  return KIND_SHAPES[TYPE_INDEX[type] * 5 + size] ?? NO_SHAPES;
}

const NO_SHAPES: readonly number[] = Array<number>(10).fill(-1);

const SHAPE_INDEX: readonly number[] = (() => {
  const out = Array<number>(200).fill(-1);
  for (const shape of SHAPE_LIST) out[(TYPE_INDEX[shape.type] * 5 + shape.ranks.length) * 10 + shape.rank] = shape.index;
  return out;
})();

const KIND_SHAPES: readonly (readonly number[])[] = Array.from({ length: 20 }, (_, kind) => SHAPE_INDEX.slice(kind * 10, kind * 10 + 10));

/**
 * A random one of the combinations of shape number `index` ({@link shapeIndexOf}) that a packed
 * hand with wilds `wildBits` can make and `accept` allows (bit 1: unsuited ones, bit 2: suited),
 * or null when there is none: one draw of `rng.int` over the allowed ones, in listing order (as
 * `rng.pick` on {@link listIds}' lays of the shape so filtered would draw). Draws from one hand
 * follow one {@link newHand}: it reuses that hand's runs of three.
 */
export function drawLay(index: number, hand: PackedHand, wildBits: number, accept: number, rng: Rng): Lay | null {
  const shape = SHAPE_LIST[index] as ShapeEntry;
  if ((accept & 3) === 0) return null;
  if (shape.distinct.length <= 2) {
    // The remembered list, read in place in the pool rather than copied out for this hand.
    const start = remembered(shape, hand, wildBits, null);
    const ids = POOL.ids;
    const end = start + (ids[start - 2] as number);
    const suited = ids[start - 1] as number;
    const allowed = ((accept & 1) !== 0 ? end - start - suited : 0) + ((accept & 2) !== 0 ? suited : 0);
    if (allowed === 0) return null;
    let target = rng.int(allowed);
    // Every lay allowed (a lead, or a beat at a higher rank): the draw is the lay at its place.
    if ((accept & 3) === 3) return LAY_LIST[ids[start + target] as number] as Lay;
    for (let k = start; k < end; k++) {
      const id = ids[k] as number;
      if ((accept & (((FACTS[id] as number) & SUITED_BIT) !== 0 ? 2 : 1)) !== 0 && target-- === 0) return LAY_LIST[id] as Lay;
    }
    return null;
  }
  const found = runKeys(shape, hand, wildBits, accept);
  if (found === 0) return null;
  return layAt(shape, RUN_KEYS[rng.int(found)] as number);
}

/** {@link drawLay} on a list made already. */
function drawFromList(lays: readonly Lay[], accept: number, rng: Rng): Lay | null {
  let allowed = 0;
  for (let i = 0; i < lays.length; i++) if ((accept & ((lays[i] as Lay).suited ? 2 : 1)) !== 0) allowed++;
  if (allowed === 0) return null;
  let target = rng.int(allowed);
  for (let i = 0; i < lays.length; i++) {
    const lay = lays[i] as Lay;
    if ((accept & (lay.suited ? 2 : 1)) !== 0 && target-- === 0) return lay;
  }
  return null;
}

/**
 * A hand written as codes, ready for {@link combinationsOfShape} and {@link drawFromShape}: packed
 * when it can be (no card three times), else kept for the walk.
 */
export interface ShapeSource {
  readonly codes: readonly string[];
  readonly packed: PackedHand | null;
  readonly wilds: WildsHeld;
}

/** Prepares a hand (dealt codes) and its wilds for {@link combinationsOfShape} and {@link drawFromShape}. */
export function shapeSource(hand: readonly string[], wilds: WildsHeld): ShapeSource {
  return { codes: hand, packed: packedOfCodes(hand), wilds };
}

/** A walk's source for a hand of codes (any hand, a card held three times too). */
function referenceSource(codes: readonly string[], wilds: WildsHeld): HandSource {
  const source = new HandSource();
  source.loadIds(
    codes.map(cardId).filter((id) => id >= 0),
    wildBitsOf(wilds),
  );
  return source;
}

/**
 * Every distinct combination `source` can make whose cards have exactly `ranks` (ascending), in
 * the order {@link laysOfHand} lists them, a wild in each colour the Golden Rule allows.
 */
export function combinationsOfShape(source: ShapeSource, ranks: readonly number[]): Combination[] {
  const shape = shapeOfRanks(ranks);
  if (shape === undefined) return [];
  if (source.packed === null) {
    const out: Lay[] = [];
    walkShape(referenceSource(source.codes, source.wilds), shape, out, false);
    return out.map((l) => l.combo);
  }
  const bits = wildBitsOf(source.wilds);
  newHand(source.packed);
  const n = listShape(shape, source.packed, bits, (bits & 1) + (bits >> 1), 0, null);
  const out: Combination[] = [];
  for (let k = 0; k < n; k++) out.push((LAY_LIST[LISTED[k] as number] as Lay).combo);
  return out;
}

/**
 * A random one of the combinations of `ranks` that `accept` allows — `accept[0]` for unsuited
 * combinations, `accept[1]` for suited ones, all else being fixed by the shape — or null when
 * there is none. The same as `rng.pick` on {@link combinationsOfShape} filtered that way: one
 * draw of `rng.int` over the allowed ones.
 */
export function drawFromShape(
  source: ShapeSource,
  ranks: readonly number[],
  accept: readonly [boolean, boolean],
  rng: Rng,
): Combination | null {
  const shape = shapeOfRanks(ranks);
  const bits = (accept[0] ? 1 : 0) + (accept[1] ? 2 : 0);
  if (shape === undefined || bits === 0) return null;
  if (source.packed === null) {
    const out: Lay[] = [];
    walkShape(referenceSource(source.codes, source.wilds), shape, out, false);
    return drawFromList(out, bits, rng)?.combo ?? null;
  }
  newHand(source.packed);
  return drawLay(shape.index, source.packed, wildBitsOf(source.wilds), bits, rng)?.combo ?? null;
}

/**
 * Every distinct combination a hand (dealt codes) can make with its dealt cards and the wilds it
 * still holds, as {@link laysOfHand} lists them (a hand that cannot be packed, by the walk alone);
 * the combinations are shared between calls and must not be changed. When `plays` is given,
 * each combination's play without vermin is pushed on it, in step (shared too).
 */
export function combinationsFrom(
  hand: readonly string[],
  wilds: WildsHeld,
  top: number,
  plays?: PlainPlay[],
  only?: ShapeFilter,
): Combination[] {
  const packed = packedOfCodes(hand);
  let lays: Lay[] = [];
  if (packed !== null) lays = laysOfHand(packed, wildBitsOf(wilds), top, only);
  else {
    const source = referenceSource(hand, wilds);
    for (const shape of shapesUpTo(top)) {
      const kept = only === undefined || only.some((r) => r.type === shape.type && r.size === shape.ranks.length && shape.rank >= r.from);
      if (kept) walkShape(source, shape, lays, false);
    }
  }
  const out: Combination[] = [];
  for (let i = 0; i < lays.length; i++) {
    const lay = lays[i] as Lay;
    out.push(lay.combo);
    if (plays) plays.push(lay.play);
  }
  return out;
}

/** A block of shapes: those of `type` with `size` cards whose top rank is `from` or more. */
export interface ShapeRange {
  readonly type: ComboType;
  readonly size: number;
  readonly from: number;
}

/**
 * Which shapes {@link listIds} is to list: blocks of them ({@link ShapeRange}), in
 * listing order (singles, sets, runs, Henhouses, each by size) and none twice. The listing keeps
 * its order; it only leaves shapes out.
 */
export type ShapeFilter = readonly ShapeRange[];

/** A combination's play with a vermin, as the rules list it among the legal actions. */
export interface VerminPlay {
  readonly type: 'play';
  readonly cards: readonly string[];
  readonly vermin: Vermin;
  readonly remove?: string;
}

/**
 * The play of `lay` with `vermin` (and, for a fox or snake, the card `remove` it takes), as the
 * legal actions list it. Made anew each time: kept on the lay and looked up, these had cost more
 * than they saved (a listing offers many, and each lookup reads memory far from the last).
 */
export function verminPlay(lay: Lay, vermin: Vermin, remove: string | undefined): VerminPlay {
  return verminPlayOf(lay.id, vermin, remove);
}

/** {@link verminPlay} of lay `id`: its cards read from a list by id, not from the lay. */
export function verminPlayOf(id: number, vermin: Vermin, remove: string | undefined): VerminPlay {
  const cards = CARDS_LIST[id] as readonly string[];
  return remove === undefined ? { type: 'play', cards, vermin } : { type: 'play', cards, vermin, remove };
}

/** A combination's play without vermin, as the rules list it among the legal actions. */
export interface PlainPlay {
  readonly type: 'play';
  readonly cards: readonly string[];
}

/**
 * Every distinct combination a hand can make with its dealt cards and the wilds it still holds,
 * in a stable order: singles, sets, runs, Henhouses, each by size and rank. A wild is listed in
 * each colour the Golden Rule allows there (a wild single in both): its colour decides what a
 * fox or snake leaves of the combination and whether that is suited. Worked out from the cards
 * by the walk alone, shape by shape, with nothing remembered: the reference that the listing's
 * remembered lists ({@link listIds}, {@link laysOfHand}) are held to in the lockstep test.
 */
export function listCombinations(hand: readonly string[], wilds: WildsHeld, top: number): Combination[] {
  const source = referenceSource(hand, wilds);
  const out: Lay[] = [];
  for (const shape of shapesUpTo(top)) walkShape(source, shape, out, false);
  return out.map((l) => l.combo);
}
