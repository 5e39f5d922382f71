import type { Rng } from '../../engine/index.js';
import { withArticle } from '../words.js';
import {
  cardId,
  colourOf,
  formatPlayed,
  parsePlayed,
  SUIT_WEIGHTS,
  SUITS,
  traitOf,
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
  if (rank !== otherRank) return rank - otherRank;
  if (type === 'single') return 0;
  return (suited ? 1 : 0) - (otherSuited ? 1 : 0);
}

/** True when both combinations have the same type and the same number of cards. */
export function sameKind(a: Combination, b: Combination): boolean {
  return a.type === b.type && a.cards.length === b.cards.length;
}

/**
 * Rulings HH 3–4, the one place they are written: whether a combination of `type`, `size` cards,
 * top `rank` and `suited` beats `current` without vermin. A Henhouse beats any other type;
 * otherwise it takes the same type and size and a higher rank, or the same rank suited over
 * unsuited (never for singles). On plain numbers, so that fast searches ask it before writing
 * any card out.
 */
export function outranks(type: ComboType, size: number, rank: number, suited: boolean, current: Combination): boolean {
  if (type === 'henhouse' && current.type !== 'henhouse') return true;
  if (type !== current.type || size !== current.cards.length) return false;
  return compareByNumbers(type, rank, suited, current.rank, current.suited) > 0;
}

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
        ? `only a higher Henhouse of ${n} cards beats it`
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

/** The trait a fox (chickens) or snake (eggs) takes from the pile. */
export function preyOf(vermin: 'fox' | 'snake'): Trait {
  return vermin === 'fox' ? 'C' : 'E';
}

/**
 * The distinct cards (played notation) that a fox or snake may take from `current`: cards of
 * its prey's trait, only from a set or run of three or more, and from a run only at either end.
 */
export function removable(current: Combination, vermin: 'fox' | 'snake'): string[] {
  if ((current.type !== 'set' && current.type !== 'run') || current.cards.length < 3) return [];
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
  const name = vermin === 'fox' ? 'The fox' : 'The snake';
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

/** Shapes of one rank (singles and sets) come first: their lists are remembered by the hand's cards at that rank. */
const ONE_RANK_SHAPES = SHAPE_LIST.filter((s) => s.distinct.length === 1).length;

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

/** Every lay made so far, by shape and by the options of its slots (base 8, first slot lowest). */
const LAYS: (Lay | null)[][] = SHAPE_LIST.map(() => []);
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
  const table = LAYS[shape.index] as (Lay | null)[];
  const known = table[key];
  // Compared with null and undefined, not tested for truth: that reads only the slot, not the lay.
  if (known !== undefined && known !== null) return known;
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
  const combo: Combination = { type: shape.type, cards: notes, rank: shape.rank, suited };
  const play: PlainPlay = { type: 'play', cards: notes };
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
  while (table.length < key) table.push(null);
  table[key] = lay;
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
 * A hand ready for listing: how many of each dealt card it holds (indexed suit × 10 + rank), how
 * many at each rank, and the wilds.
 */
export interface ShapeSource {
  readonly count: ArrayLike<number>;
  readonly perRank: ArrayLike<number>;
  readonly wilds: WildsHeld;
}

/** A {@link ShapeSource} for one hand, with its cards at each rank packed for the remembered lists. */
class HandSource implements ShapeSource {
  // Byte arrays: made zeroed, and cheap to make (a hand holds at most two copies of a card and
  // twenty cards).
  readonly count = new Uint8Array(40);
  readonly perRank = new Uint8Array(10);
  /**
   * Each rank's cards in base 3 (each suit's copies, 0–2, the deck's most; suit 0 lowest), for
   * {@link ONE_RANK_LISTS}; unused when `heavy`.
   */
  readonly packed = new Uint8Array(10);
  /** Whether some card is held three times or more (no deal does that): nothing is remembered then. */
  heavy = false;
  /** The wilds held: chicken 1, egg 2. */
  wildBits = 0;
  wilds: WildsHeld;
  /** The lists of shapes of several ranks made for this hand, by shape. */
  memo: (readonly Lay[] | undefined)[] | undefined = undefined;
  /** The hand's codes as loaded, to know the same cards again ({@link sharedShapeSource}). */
  private readonly codes: string[] = [];

  constructor(hand: readonly string[], wilds: WildsHeld) {
    this.wilds = wilds;
    this.load(hand, wilds);
  }

  /** Makes this the source of `hand` and `wilds`, forgetting the hand it held (and its lists). */
  load(hand: readonly string[], wilds: WildsHeld): void {
    const { count, perRank, packed, codes } = this;
    // Byte tables, cleared whole rather than card by card: cheaper than reading the old codes.
    count.fill(0);
    perRank.fill(0);
    packed.fill(0);
    // Written over in place and cut to length only at the end, so the list keeps its room
    // (emptied to nothing, it would be made anew on every load).
    if (this.memo !== undefined) this.memo.length = 0;
    let heavy = false;
    for (let k = 0; k < hand.length; k++) {
      const code = hand[k] as string;
      codes[k] = code;
      const id = cardId(code);
      if (id < 0) continue;
      const n = (count[id] as number) + 1;
      count[id] = n;
      if (n > 2) heavy = true;
      const rank = id % 10;
      perRank[rank] = (perRank[rank] as number) + 1;
      packed[rank] = (packed[rank] as number) + (POWERS_OF_3[(id - rank) / 10] as number);
    }
    if (codes.length > hand.length) codes.length = hand.length;
    this.heavy = heavy;
    this.wilds = wilds;
    this.wildBits = (wilds.C ? 1 : 0) + (wilds.E ? 2 : 0);
  }

  /** Whether this is the source of exactly these cards, in this order, and these wilds. */
  holds(hand: readonly string[], wildBits: number): boolean {
    const codes = this.codes;
    if (wildBits !== this.wildBits || hand.length !== codes.length) return false;
    for (let k = 0; k < hand.length; k++) if (hand[k] !== codes[k]) return false;
    return true;
  }
}

/**
 * The sources of the hands listed or drawn from last, most kept {@link RECENT_SOURCES}: a seat
 * that passes holds the same cards at its next turn, and so do the other seats of a playout,
 * so their lists are found again instead of walked again. Bounded, and keyed by the cards
 * themselves (not by an array that could change).
 */
const RECENT: HandSource[] = [];
const RECENT_SOURCES = 8;
let recentNext = 0;

/**
 * A source for `hand` and `wilds` like {@link shapeSource}'s, shared with the listings: the one
 * made for the same cards among the last few, else the oldest of them loaded anew. Valid until
 * the next listing or call of this for other cards: to be used at once, never kept.
 */
export function sharedShapeSource(hand: readonly string[], wilds: WildsHeld): ShapeSource {
  return recentSource(hand, wilds);
}

function recentSource(hand: readonly string[], wilds: WildsHeld): HandSource {
  const bits = (wilds.C ? 1 : 0) + (wilds.E ? 2 : 0);
  for (let i = 0; i < RECENT.length; i++) {
    const s = RECENT[i] as HandSource;
    if (s.holds(hand, bits)) return s;
  }
  if (RECENT.length < RECENT_SOURCES) {
    const made = new HandSource(hand, wilds);
    RECENT.push(made);
    return made;
  }
  const s = RECENT[recentNext] as HandSource;
  recentNext = (recentNext + 1) % RECENT_SOURCES;
  s.load(hand, wilds);
  return s;
}

const POWERS_OF_3 = [1, 3, 9, 27];

/** Prepares a hand (dealt codes) and its wilds for {@link combinationsOfShape} and {@link drawFromShape}. */
export function shapeSource(hand: readonly string[], wilds: WildsHeld): ShapeSource {
  return new HandSource(hand, wilds);
}

function handSourceOf(source: ShapeSource): HandSource {
  return source instanceof HandSource ? source : new HandSource(codesOf(source.count), source.wilds);
}

/** The dealt codes a count table holds. */
function codesOf(count: ArrayLike<number>): string[] {
  const out: string[] = [];
  for (let id = 0; id < 40; id++) for (let k = 0; k < (count[id] as number); k++) out.push(formatPlayed(cardOfId(id)));
  return out;
}

function cardOfId(id: number): PlayedCard {
  return { suit: SUITS[Math.floor(id / 10)] as Suit, rank: id % 10, wild: false };
}

/**
 * The lists of the shapes of one rank, remembered: they depend only on the hand's cards at that
 * rank (packed) and its wilds, at (shape × 81 + packed) × 4 + wilds. There are a few thousand at
 * most, so the table is bounded by the deck, not by how many hands were seen.
 */
const ONE_RANK_LISTS: (readonly Lay[] | undefined)[] = [];

/**
 * The same for the shapes of two ranks (runs of two, Henhouses), by shape, at (packed lower
 * rank × 81 + packed higher rank) × 4 + wilds: at most 26,244 lists a shape, again bounded by
 * the deck, kept as lay ids in typed arrays (as arrays of lays they had cost 16 MB of heap).
 */
const TWO_RANK = {
  /**
   * By shape: where each list is in `pool` (-1: not made yet; -2: made, and empty). A list is
   * its length, then its lays' ids.
   */
  starts: [] as (Int32Array | undefined)[],
  /**
   * The lists, one after another; `used` of it is filled. Two bytes an entry: a hand holding
   * every card at least twice and both wilds makes every lay there is, 5,624 of them (a test holds the
   * count under 65,536), and no list is that long.
   */
  pool: new Uint16Array(1 << 14),
  used: 0,
};

/** A made list with no lay, in {@link TWO_RANK}'s starts. */
const EMPTY_LIST = -2;

/** The combinations of `shape` the hand can make, in walk order (shared; never to be changed). */
function laysOfShape(source: HandSource, shape: ShapeEntry): readonly Lay[] {
  if (shape.index < ONE_RANK_SHAPES && !source.heavy) {
    const at = (shape.index * 81 + (source.packed[shape.rank] as number)) * 4 + source.wildBits;
    let list = ONE_RANK_LISTS[at];
    if (list === undefined) {
      const made: Lay[] = [];
      walkShape(source, shape, made, true);
      // A copy of its own length: a list grown by pushes keeps room to spare, and these are kept.
      list = made.length === 0 ? NO_LAYS : made.slice();
      while (ONE_RANK_LISTS.length < at) ONE_RANK_LISTS.push(undefined);
      ONE_RANK_LISTS[at] = list;
    }
    return list;
  }
  // Other shapes are remembered for this hand, and those of two ranks for every hand too. Their
  // rests' lists are made first, so that one walk never runs inside another (they share their
  // scratch).
  const memo = source.memo ?? (source.memo = []);
  const known = memo[shape.index];
  if (known !== undefined) return known;
  const list = !source.heavy && pooledStart(source, shape) >= 0 ? pooledList() : walked(source, shape);
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

/** The list {@link pooledStart} last found, as lays. */
function pooledList(): readonly Lay[] {
  const start = pooledAt;
  const n = twoRankLength;
  if (n === 0) return NO_LAYS;
  const out: Lay[] = [];
  const pool = TWO_RANK.pool;
  for (let k = start; k < start + n; k++) out.push(LAY_LIST[pool[k] as number] as Lay);
  return out;
}

/** Where the list {@link pooledStart} last found starts in the pool. */
let pooledAt = 0;

/**
 * Where the list of a shape of two ranks (of a hand not `heavy`) starts in {@link TWO_RANK}'s
 * pool, its length left in {@link twoRankLength}, or -1 for a shape of more ranks, whose list is
 * made for the hand. Not to be called inside a walk.
 */
function pooledStart(source: HandSource, shape: ShapeEntry): number {
  pooledAt = shape.distinct.length === 2 ? twoRankStart(source, shape) : -1;
  return pooledAt;
}

/** Writes `made` (not empty) at the end of {@link TWO_RANK}'s pool, its length first; returns where. */
function pooled(made: readonly Lay[]): number {
  let pool = TWO_RANK.pool;
  if (TWO_RANK.used + 1 + made.length > pool.length) {
    const bigger = new Uint16Array(Math.max(pool.length * 2, TWO_RANK.used + 1 + made.length));
    bigger.set(pool);
    pool = TWO_RANK.pool = bigger;
  }
  const at0 = TWO_RANK.used;
  pool[TWO_RANK.used++] = made.length;
  for (const lay of made) pool[TWO_RANK.used++] = lay.id;
  return at0;
}

/** The length of the list {@link twoRankStart} last found. */
let twoRankLength = 0;

/**
 * Where the lays of the list of a shape of two ranks start in {@link TWO_RANK}'s pool (its length
 * left in {@link twoRankLength}), walked and written there the first time. Not to be called
 * inside a walk.
 */
function twoRankStart(source: HandSource, shape: ShapeEntry): number {
  const packed = source.packed;
  const at = ((packed[shape.distinct[0] as number] as number) * 81 + (packed[shape.rank] as number)) * 4 + source.wildBits;
  let starts = TWO_RANK.starts[shape.index];
  if (starts === undefined) starts = TWO_RANK.starts[shape.index] = new Int32Array(81 * 81 * 4).fill(-1);
  const start = starts[at] as number;
  if (start >= 0) {
    twoRankLength = TWO_RANK.pool[start] as number;
    return start + 1;
  }
  if (start === EMPTY_LIST) {
    twoRankLength = 0;
    return 0;
  }
  const made = walked(source, shape);
  twoRankLength = made.length;
  if (made.length === 0) {
    starts[at] = EMPTY_LIST;
    return 0;
  }
  const at0 = pooled(made);
  starts[at] = at0;
  return at0 + 1;
}

const NO_LAYS: readonly Lay[] = [];

/**
 * Every distinct combination `source` can make whose cards have exactly `ranks` (ascending), in
 * the order {@link combinationsFrom} lists them, a wild in each colour the Golden Rule allows.
 */
export function combinationsOfShape(source: ShapeSource, ranks: readonly number[]): Combination[] {
  const shape = shapeOfRanks(ranks);
  if (shape === undefined) return [];
  return laysOfShape(handSourceOf(source), shape).map((l) => l.combo);
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
  if (shape === undefined || !(accept[0] || accept[1])) return null;
  const hand = handSourceOf(source);
  if (hand.heavy) return drawFromList(laysOfShape(hand, shape), accept, rng);
  if (shape.index < ONE_RANK_SHAPES) return drawFromList(laysOfShape(hand, shape), accept, rng);
  if (shape.distinct.length === 2) {
    // The remembered list, read in place in the pool rather than copied out for this hand.
    const start = twoRankStart(hand, shape);
    const end = start + twoRankLength;
    const pool = TWO_RANK.pool;
    let allowed = 0;
    for (let k = start; k < end; k++) if (accept[(LAY_LIST[pool[k] as number] as Lay).suited ? 1 : 0]) allowed++;
    if (allowed === 0) return null;
    let target = rng.int(allowed);
    for (let k = start; k < end; k++) {
      const lay = LAY_LIST[pool[k] as number] as Lay;
      if (accept[lay.suited ? 1 : 0] && target-- === 0) return lay.combo;
    }
    return null;
  }
  return drawFromRun(hand, shape, accept, rng);
}

/** {@link drawFromShape} on a list made already. */
function drawFromList(lays: readonly Lay[], accept: readonly [boolean, boolean], rng: Rng): Combination | null {
  let allowed = 0;
  for (let i = 0; i < lays.length; i++) if (accept[(lays[i] as Lay).suited ? 1 : 0]) allowed++;
  if (allowed === 0) return null;
  let target = rng.int(allowed);
  for (let i = 0; i < lays.length; i++) {
    const lay = lays[i] as Lay;
    if (accept[lay.suited ? 1 : 0] && target-- === 0) return lay.combo;
  }
  return null;
}

/** The keys of the combinations a draw from a run may take, as {@link drawFromRun} meets them. */
let DRAWN_KEYS = new Int32Array(1024);

/**
 * {@link drawFromShape} on a run of three or four (a hand that holds no card three times): its
 * first slots are walked here, each of a rank of its own, and the run of two that ends it is
 * read in place from the pool, so that no list is made for the hand. The combinations are met
 * in the order of {@link laysOfShape}'s list: by the first slot's option, then the second's,
 * then the end's place in its list (the same choices, filtered by the same wilds and Golden
 * Rule, only sooner). The keys of those `accept` allows are gathered; one is drawn.
 */
function drawFromRun(source: HandSource, shape: ShapeEntry, accept: readonly [boolean, boolean], rng: Rng): Combination | null {
  const n = shape.ranks.length;
  const head = n - 2;
  const end = (TAILS[shape.index] as readonly (ShapeEntry | null)[])[head] as ShapeEntry;
  const start = twoRankStart(source, end);
  const stop = start + twoRankLength;
  if (stop === start) return null;
  const pool = TWO_RANK.pool;
  const { count, wildBits } = source;
  const first = shape.ranks[0] as number;
  const weight = head === 1 ? 8 : 64;
  let found = 0;
  for (let o0 = 0; o0 < 8; o0++) {
    const trait0 = TRAIT_BIT[o0] as number;
    if (o0 < 4 ? (count[o0 * 10 + first] as number) === 0 : (wildBits & trait0) === 0) continue;
    const wilds0 = o0 < 4 ? 0 : trait0;
    const colours0 = COLOUR_BIT[o0] as number;
    for (let o1 = head === 1 ? -1 : 0; o1 < (head === 1 ? 0 : 8); o1++) {
      let wilds = wilds0;
      let colours = colours0;
      let traits = trait0;
      let key = o0;
      // The suit all of the head's cards share, or -1 when they differ.
      let suit = o0 & 3;
      if (o1 >= 0) {
        const trait1 = TRAIT_BIT[o1] as number;
        if (o1 < 4) {
          if ((count[o1 * 10 + first + 1] as number) === 0) continue;
        } else {
          if ((wildBits & trait1) === 0 || (wilds & trait1) !== 0) continue;
          wilds |= trait1;
        }
        colours |= COLOUR_BIT[o1] as number;
        traits |= trait1;
        if (breaksGoldenRule(colours, traits)) continue;
        key += o1 * 8;
        if ((o1 & 3) !== suit) suit = -1;
      }
      for (let k = start; k < stop; k++) {
        const t = LAY_LIST[pool[k] as number] as Lay;
        if ((t.wilds & wilds) !== 0 || breaksGoldenRule(colours | t.colours, traits | t.traits)) continue;
        const suited = t.suited && (t.key & 3) === suit;
        if (!accept[suited ? 1 : 0]) continue;
        if (found === DRAWN_KEYS.length) {
          const bigger = new Int32Array(found * 2);
          bigger.set(DRAWN_KEYS);
          DRAWN_KEYS = bigger;
        }
        DRAWN_KEYS[found++] = key + t.key * weight;
      }
    }
  }
  if (found === 0) return null;
  return layAt(shape, DRAWN_KEYS[rng.int(found)] as number).combo;
}

/**
 * Every distinct combination a hand can make with its dealt cards and the wilds it still holds,
 * in a stable order: singles, sets, runs, Henhouses, each by size and rank. A wild is listed in
 * each colour the Golden Rule allows there (a wild single in both): its colour decides what a
 * fox or snake leaves of the combination and whether that is suited. The same list as
 * {@link listCombinations}, partly read from remembered lists; the combinations are shared
 * between calls and must not be changed. When `plays` is given, each combination's play without
 * vermin is pushed on it, in step (shared too).
 */
export function combinationsFrom(
  hand: readonly string[],
  wilds: WildsHeld,
  top: number,
  plays?: PlainPlay[],
  only?: ShapeFilter,
): Combination[] {
  const lays = laysFrom(hand, wilds, top, only);
  const out: Combination[] = [];
  for (let i = 0; i < lays.length; i++) {
    const lay = lays[i] as Lay;
    out.push(lay.combo);
    if (plays) plays.push(lay.play);
  }
  return out;
}

/**
 * The plays without vermin of {@link combinationsFrom}'s combinations, in its order, without
 * listing the combinations themselves: a leader's legal actions.
 */
export function playsFrom(hand: readonly string[], wilds: WildsHeld, top: number): PlainPlay[] {
  const plays: PlainPlay[] = [];
  listFrom(recentSource(hand, wilds), top, undefined, null, plays);
  return plays;
}

/** {@link combinationsFrom} as lays, the shapes `only` keeps (all, when absent). */
export function laysFrom(hand: readonly string[], wilds: WildsHeld, top: number, only?: ShapeFilter): Lay[] {
  const out: Lay[] = [];
  listFrom(recentSource(hand, wilds), top, only, out, null);
  return out;
}

/** The listing of {@link laysFrom}, pushed on `lays` or (their plays) on `plays`, whichever is given. */
function listFrom(source: HandSource, top: number, only: ShapeFilter | undefined, lays: Lay[] | null, plays: PlainPlay[] | null): void {
  const wildCount = (source.wildBits & 1) + (source.wildBits >> 1);
  if (only === undefined) {
    const shapes = shapesUpTo(top);
    for (let k = 0; k < shapes.length; k++) listShape(source, shapes[k] as ShapeEntry, wildCount, lays, plays);
    return;
  }
  for (let b = 0; b < only.length; b++) {
    const range = only[b] as ShapeRange;
    const kind = SHAPES_OF_KIND[TYPE_INDEX[range.type] * 5 + range.size];
    if (kind === undefined) continue;
    for (let k = 0; k < kind.length; k++) {
      const shape = kind[k] as ShapeEntry;
      if (shape.rank > top) break;
      if (shape.rank >= range.from) listShape(source, shape, wildCount, lays, plays);
    }
  }
}

/** The lays of one shape pushed on `lays`, or their plays on `plays`, unless the hand lacks the cards for it. */
function listShape(source: HandSource, shape: ShapeEntry, wildCount: number, lays: Lay[] | null, plays: PlainPlay[] | null): void {
  // Each card a rank lacks needs a wild (a shortcut only: the walk would find nothing either).
  const perRank = source.perRank;
  let missing = 0;
  const { distinct, need } = shape;
  for (let j = 0; j < distinct.length; j++) {
    const short = (need[j] as number) - (perRank[distinct[j] as number] as number);
    if (short > 0) missing += short;
  }
  if (missing > wildCount) return;
  if (shape.index >= ONE_RANK_SHAPES && !source.heavy && pooledStart(source, shape) >= 0) {
    // Read in place in the pool, not copied into a list for the hand first.
    const pool = TWO_RANK.pool;
    const end = pooledAt + twoRankLength;
    if (lays) for (let k = pooledAt; k < end; k++) lays.push(LAY_LIST[pool[k] as number] as Lay);
    else if (plays) for (let k = pooledAt; k < end; k++) plays.push(PLAY_LIST[pool[k] as number] as PlainPlay);
    return;
  }
  const list = laysOfShape(source, shape);
  if (lays) for (let i = 0; i < list.length; i++) lays.push(list[i] as Lay);
  else if (plays) for (let i = 0; i < list.length; i++) plays.push((list[i] as Lay).play);
}

/** A block of shapes: those of `type` with `size` cards whose top rank is `from` or more. */
export interface ShapeRange {
  readonly type: ComboType;
  readonly size: number;
  readonly from: number;
}

/**
 * Which shapes {@link combinationsFrom} is to list: blocks of them ({@link ShapeRange}), in
 * listing order (singles, sets, runs, Henhouses, each by size) and none twice. The listing keeps
 * its order; it only leaves shapes out.
 */
export type ShapeFilter = readonly ShapeRange[];

const TYPE_INDEX: Readonly<Record<ComboType, number>> = { single: 0, set: 1, run: 2, henhouse: 3 };

/** The shapes of each type and size, by rising top rank, at type × 5 + size ({@link TYPE_INDEX}). */
const SHAPES_OF_KIND: readonly (readonly ShapeEntry[] | undefined)[] = (() => {
  const out: ShapeEntry[][] = [];
  for (const shape of SHAPE_LIST) (out[TYPE_INDEX[shape.type] * 5 + shape.ranks.length] ??= []).push(shape);
  return out;
})();

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
 * by the walk alone, shape by shape, with nothing remembered: the reference that
 * {@link combinationsFrom}'s remembered lists are held to in tests.
 */
export function listCombinations(hand: readonly string[], wilds: WildsHeld, top: number): Combination[] {
  const source = new HandSource(hand, wilds);
  const out: Lay[] = [];
  for (const shape of shapesUpTo(top)) walkShape(source, shape, out, false);
  return out.map((l) => l.combo);
}

/** A vermin's name with a capital, for sentences. */
export function verminName(v: Vermin): string {
  return v[0]?.toUpperCase() + v.slice(1);
}
