import {
  BIG_RED,
  CHICKENS,
  DUCK,
  POW3,
  SHAPE_DIGITS,
  cardName,
  chickenMask,
  countsAs,
  duckCount,
  ducksOfNumber,
  eggNumber,
  eggShape,
  eggShapes,
  formatCards,
  handCard,
  handCode,
  laidCode,
  isChicken,
  isDuck,
  isEgg,
  laidDuck,
  packedHandOf,
  playValue,
  shapeHolds,
  thirdWordOf,
  type CardCode,
} from './cards.js';
import { SUITS, type Card, type CentreLay, type JhAction, type LaidCard, type Lay, type LayKind } from './state.js';

/** A lay that was read, or the reason the cards do not form one. */
export type LayReading = { readonly ok: true; readonly lay: Lay } | { readonly ok: false; readonly reason: string };

const KIND_BY_SIZE: Record<number, LayKind> = { 1: 'single', 2: 'pair', 3: 'trips', 4: 'little-coop', 5: 'big-coop' };
const KIND_NAMES: Record<LayKind, string> = {
  single: 'Single',
  pair: 'Two-of-a-Kind',
  trips: 'Three-of-a-Kind',
  'little-coop': 'Little Coop',
  'big-coop': 'Big Coop',
};

/** The kind in words: "Single", "Two-of-a-Kind", "Little Coop"… */
export function kindName(kind: LayKind): string {
  return KIND_NAMES[kind];
}

/** True for a Little or Big Coop. */
export function isCoop(lay: Lay): boolean {
  return lay.kind === 'little-coop' || lay.kind === 'big-coop';
}

/** Laid cards sorted high to low by what they count as (rule JH 3's reading order). */
export function sortLaid(cards: readonly LaidCard[]): LaidCard[] {
  if (cards.length < 2) return cards.slice();
  return cards.slice().sort((a, b) => playValue(b) - playValue(a) || (isDuck(a) ? 1 : 0) - (isDuck(b) ? 1 : 0));
}

/**
 * The cards joined with spaces, or null when that would not tell lists apart: joining is
 * one-to-one only for a non-empty list of strings holding no space.
 */
function keyOf(cards: readonly string[]): string | null {
  if (cards.length === 0) return null;
  let key = '';
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as string;
    if (typeof c !== 'string' || c.includes(' ')) return null;
    key = i === 0 ? c : `${key} ${c}`;
  }
  return key;
}

/** Readings by the very list of cards of the lay they read, so the centre is read at once. */
const BY_LIST = new WeakMap<readonly LaidCard[], LayReading>();

/**
 * One to five cards of the game (see {@link laidCode}) as one number, each card a digit 1–111 in
 * base 128, so that equal lists and only they have equal codes; -1 for any other list.
 */
function codeOf(cards: readonly LaidCard[]): number {
  const n = cards.length;
  if (n === 0 || n > 5) return -1;
  let code = 0;
  for (let i = 0; i < n; i++) {
    const c = cards[i];
    if (typeof c !== 'string') return -1;
    const digit = laidCode(c);
    if (digit < 0) return -1;
    code = code * 128 + digit + 1;
  }
  return code;
}

/** Readings of lists of the game's cards, by {@link codeOf}; cleared when it grows past its bound. */
const BY_CODE = new Map<number, LayReading>();

/** Readings of other lists, by {@link keyOf} their cards; cleared when it grows past its bound. */
const READINGS = new Map<string, LayReading>();
const READINGS_BOUND = 50_000;

/**
 * Reads `cards` as one lay under rulings JH 2–5: a Single, Two- or Three-of-a-Kind of one Egg
 * number or of Chickens, or a Coop (4–5 of one number, or 4–5 Chickens). At most one Duck, which
 * must say the Egg it stands for and never joins a Chicken or a Coop. Equal selections (in the
 * same order) get the same reading object back; it must not be changed.
 */
export function readLay(cards: readonly LaidCard[]): LayReading {
  // The centre is read turn after turn: its list is remembered apart from the map.
  if (cards === lastList && lastReading !== null) return lastReading;
  const same = BY_LIST.get(cards);
  if (same !== undefined) {
    lastList = cards;
    lastReading = same;
    return same;
  }
  const code = codeOf(cards);
  if (code >= 0) {
    let reading = BY_CODE.get(code);
    if (reading === undefined) {
      reading = read(cards);
      if (reading.ok) BY_LIST.set(reading.lay.cards, reading);
      if (BY_CODE.size >= READINGS_BOUND) BY_CODE.clear();
      BY_CODE.set(code, reading);
    }
    return reading;
  }
  const key = keyOf(cards);
  if (key === null) return read(cards);
  let reading = READINGS.get(key);
  if (reading === undefined) {
    reading = read(cards);
    // A lay's own sorted cards (what the centre holds) read as the lay itself.
    if (reading.ok) BY_LIST.set(reading.lay.cards, reading);
    if (READINGS.size >= READINGS_BOUND) READINGS.clear();
    READINGS.set(key, reading);
  }
  return reading;
}

/** The list {@link readLay} last found in BY_LIST, and its reading. */
let lastList: readonly LaidCard[] | null = null;
let lastReading: LayReading | null = null;

function read(cards: readonly LaidCard[]): LayReading {
  const no = (reason: string): LayReading => ({ ok: false, reason });
  if (cards.length === 0) return no('Choose at least one card to lay.');
  if (cards.length > 5) return no('A lay has at most 5 cards (a Big Coop).');
  const ducks = cards.filter(isDuck);
  // More than one Duck is wrong whatever each stands for, so it is said first (not `D D=O7`'s unsaid Egg).
  if (ducks.length > 1) return no(`Only one Duck may be in a lay, and this one holds ${ducks.length === 2 ? 'two' : ducks.length}.`);
  if (ducks.includes(DUCK)) return no('Say which Egg the Duck stands for, e.g. D=O7.');
  for (const c of cards) if (!isEgg(countsAs(c)) && !isChicken(c)) return no(`${c} is not a card.`);
  const chickens = cards.filter(isChicken);
  const duck = ducks.length === 1;
  if (chickens.length > 0 && duck) return no('Chickens will not share a lay with a Duck.');
  if (chickens.length > 0 && chickens.length < cards.length) return no('Chickens and Eggs cannot be laid together.');
  const sorted = sortLaid(cards);
  const kind = KIND_BY_SIZE[cards.length] as LayKind;
  const allChickens = chickens.length === cards.length;
  let number: number | null = null;
  if (!allChickens) {
    const numbers = new Set(cards.map(eggNumber));
    if (numbers.size > 1) return no('Every card of a lay must have the same number.');
    number = eggNumber(sorted[0] as LaidCard);
  } else if (new Set(cards).size < cards.length) {
    return no('There is only one of each Chicken.');
  }
  if (duck && cards.length >= 4) return no('A Duck cannot be part of a Coop.');
  const bigRed = cards.length === 1 && cards[0] === BIG_RED;
  let name: string;
  if (bigRed) name = 'Big Red';
  else if (kind === 'single') name = `Single ${cardName(sorted[0] as LaidCard)}`;
  else name = `${KIND_NAMES[kind]} of ${allChickens ? 'Chickens' : `${number}s`}`;
  return { ok: true, lay: { cards: sorted, kind, chickens: allChickens, number, duck, bigRed, name } };
}

/**
 * Rule JH 3 on play values sorted high to low: the first `n` values compared in turn, highest
 * first; >0 when `a` is higher, 0 when equal in value. Every comparison of lays ends here.
 */
export function compareValues(a: ArrayLike<number>, b: ArrayLike<number>, n: number): number {
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** Rule JH 3: compares lays card by card, in any order; >0 when `a` is higher, 0 when identical in value. */
export function compareCards(a: readonly LaidCard[], b: readonly LaidCard[]): number {
  return compareValues(sortLaid(a).map(playValue), sortLaid(b).map(playValue), Math.min(a.length, b.length));
}

/**
 * How rule JH 4 settles a lay against the top lay from their kinds alone, or `compare` when
 * they are of one kind and size and the higher cards decide (rule JH 3):
 * - `big-red-top`: nothing beats Big Red laid alone;
 * - `big-red-on-coop`: Big Red laid alone beats any Coop; `only-coop`: nothing else but a
 *   higher Coop does;
 * - `coop-on-set`: a Coop beats any Single, Two- or Three-of-a-Kind;
 * - `big-on-little` / `little-on-big`: a Big Coop beats a Little Coop, not the other way;
 * - `chickens-on-eggs` / `eggs-on-chickens`: between Coops of one size, Chickens beat Eggs;
 * - `other-size`: a Single, Two- or Three-of-a-Kind is answered only with its own size.
 */
export type BeatCase =
  | 'big-red-top'
  | 'big-red-on-coop'
  | 'only-coop'
  | 'coop-on-set'
  | 'big-on-little'
  | 'little-on-big'
  | 'chickens-on-eggs'
  | 'eggs-on-chickens'
  | 'other-size'
  | 'compare';

/**
 * Rule JH 4, the one place it is written: the {@link BeatCase} of a lay of `size` cards
 * (`chickens`: all Chickens; `bigRed`: Big Red alone) laid on a top lay of `topSize` cards.
 * The lays must be well formed (see {@link readLay}).
 */
export function beatCase(
  size: number,
  chickens: boolean,
  bigRed: boolean,
  topSize: number,
  topChickens: boolean,
  topBigRed: boolean,
): BeatCase {
  if (topBigRed) return 'big-red-top';
  const coop = size >= 4;
  const topCoop = topSize >= 4;
  if (topCoop && !coop) return bigRed ? 'big-red-on-coop' : 'only-coop';
  if (coop && !topCoop) return 'coop-on-set';
  if (coop && topCoop) {
    if (size !== topSize) return size > topSize ? 'big-on-little' : 'little-on-big';
    if (chickens !== topChickens) return chickens ? 'chickens-on-eggs' : 'eggs-on-chickens';
  } else if (size !== topSize) {
    return 'other-size';
  }
  return 'compare';
}

/** Whether a {@link BeatCase} other than `compare` lets the lay on. */
export function beatSettled(c: Exclude<BeatCase, 'compare'>): boolean {
  return c === 'big-red-on-coop' || c === 'coop-on-set' || c === 'big-on-little' || c === 'chickens-on-eggs';
}

export function caseOf(lay: Lay, top: Lay): BeatCase {
  return beatCase(lay.cards.length, lay.chickens, lay.bigRed, top.cards.length, top.chickens, top.bigRed);
}

/**
 * Whether `lay` may be laid on `top`: the verdict of {@link judgeBeat} without its reason, for
 * lays as {@link readLay} gives them (cards sorted high to low).
 */
export function layBeats(lay: Lay, top: Lay): boolean {
  const c = caseOf(lay, top);
  if (c !== 'compare') return beatSettled(c);
  // Of one size, so the greater strength is the higher lay (see strengthOf).
  return strengthOf(lay) > strengthOf(top);
}

/** Whether `lay` may be laid on `top`, with the reason in one sentence either way. */
export function judgeBeat(lay: Lay, top: Lay): { readonly beats: boolean; readonly reason: string } {
  const c = caseOf(lay, top);
  if (c !== 'compare') return { beats: beatSettled(c), reason: settledReason(c, top) };
  const d = compareValues(valuesOf(lay), valuesOf(top), lay.cards.length);
  const mine = formatCards(lay.cards);
  const theirs = formatCards(top.cards);
  if (d > 0) return { beats: true, reason: `${mine} is higher than ${theirs}.` };
  if (d === 0) return { beats: false, reason: `${mine} only equals ${theirs}; it must be higher.` };
  return { beats: false, reason: `${mine} is lower than ${theirs}.` };
}

/** The sentence for a case rule JH 4 settles without comparing cards. */
function settledReason(c: Exclude<BeatCase, 'compare'>, top: Lay): string {
  switch (c) {
    case 'big-red-top':
      return 'Nothing beats Big Red laid alone.';
    case 'big-red-on-coop':
      return 'Big Red laid alone beats any Coop.';
    case 'only-coop':
      return `Only a higher Coop or Big Red alone beats a ${top.name}.`;
    case 'coop-on-set':
      return `A Coop beats any ${kindName(top.kind)}.`;
    case 'big-on-little':
      return 'A Big Coop beats any Little Coop.';
    case 'little-on-big':
      return 'A Little Coop cannot beat a Big Coop.';
    case 'chickens-on-eggs':
      return 'A Coop of Chickens beats a Coop of Eggs of the same size.';
    case 'eggs-on-chickens':
      return 'A Coop of Eggs cannot beat a Coop of Chickens of the same size.';
    case 'other-size':
      return `A ${kindName(top.kind)} can only be answered with a ${kindName(top.kind)} (or a Coop).`;
  }
}

/** Every Egg a Duck may stand for: numbers 1–10 in the four suits, lowest first. */
export function duckStandIns(): Card[] {
  const out: Card[] = [];
  for (let n = 1; n <= 10; n++) for (const s of SUITS) out.push(`${s}${n}`);
  return out;
}

/** Distinct sub-multisets of `cards` of size `k`, each in input order. */
function subMultisets(cards: readonly Card[], k: number): Card[][] {
  const distinct = [...new Set(cards)];
  const counts = distinct.map((c) => cards.filter((x) => x === c).length);
  const out: Card[][] = [];
  const pick: Card[] = [];
  const go = (i: number, left: number): void => {
    if (left === 0) {
      out.push([...pick]);
      return;
    }
    if (i >= distinct.length) return;
    const max = Math.min(counts[i] as number, left);
    for (let t = max; t >= 0; t--) {
      for (let j = 0; j < t; j++) pick.push(distinct[i] as Card);
      go(i + 1, left - t);
      for (let j = 0; j < t; j++) pick.pop();
    }
  };
  go(0, k);
  return out;
}

/**
 * Every lay that can be made from `hand`, each once (lays identical in effect are listed once;
 * each Duck stand-in that makes a distinct lay is listed). Cards are sorted high to low; the list
 * is sorted by size, then from weakest to strongest, then by notation, so its order is stable.
 * The list is the caller's own; the lays in it are shared between calls and must not be changed.
 */
export function possibleLays(hand: readonly Card[]): Lay[] {
  return legalLays(hand, null);
}

/**
 * {@link possibleLays} of `hand` that may go on `top` (all of them when `top` is null), in the
 * same order: the list of legal lays, read from the tables below without building a string.
 */
export function legalLays(hand: readonly Card[], top: Lay | null): Lay[] {
  const held = packedHandOf(hand);
  if (held === null) {
    // More copies than the deck has, or a card that is not one of the game's: the tables do not cover it.
    return top === null ? listLays(hand) : onTop(listLays(hand), top);
  }
  readHand(held, 0);
  const out: Lay[] = [];
  const runs = legalRuns(top === null ? -1 : layIdOf(top));
  for (let r = 0; r < runs; r++) for (let i = RUN_FROM[r] as number; i < (RUN_TO[r] as number); i++) out.push(POOL_LAYS[i] as Lay);
  return out;
}

/** The lays of `lays` that may go on `top`, in order. */
function onTop(lays: readonly Lay[], top: Lay): Lay[] {
  return lays.filter((lay) => layBeats(lay, top));
}

/**
 * The lay actions of the hand at `at` of `held` (see cards.ts) that may go on lay id `top` (-1: a
 * new Run), in {@link legalLays} order, pushed onto `out`: with 3–6 players (`crowded`) a Coop
 * is two actions (flip, skip), any other lay one. They are each lay's own actions
 * ({@link LayRec}), shared by every list; they must not be changed.
 */
export function pushLegalLayActions(out: JhAction[], held: ArrayLike<number>, at: number, top: number, crowded: boolean): void {
  readHand(held, at);
  const runs = legalRuns(top);
  for (let r = 0; r < runs; r++) {
    const to = RUN_TO[r] as number;
    if (crowded && (RUN_SIZE[r] as number) >= 4) {
      for (let i = RUN_FROM[r] as number; i < to; i++) out.push(POOL_FLIP[i] as JhAction, POOL_SKIP[i] as JhAction);
    } else {
      for (let i = RUN_FROM[r] as number; i < to; i++) out.push(POOL_PLAIN[i] as JhAction);
    }
  }
}

/**
 * The ids of the lays of the hand at `at` of `held` that may go on lay id `top` (-1: a new Run),
 * in {@link legalLays} order, written into `out` from index 0; returns how many. Nothing is made:
 * for playouts, which choose a Coop's flip or skip apart.
 */
export function legalLayIds(held: ArrayLike<number>, at: number, top: number, out: Int32Array | number[]): number {
  readHand(held, at);
  const runs = legalRuns(top);
  let k = 0;
  for (let r = 0; r < runs; r++) for (let i = RUN_FROM[r] as number; i < (RUN_TO[r] as number); i++) out[k++] = POOL_IDS[i] as number;
  return k;
}

/**
 * The lays of the hand {@link readHand} read last that may go on lay id `top` (-1: any), in
 * {@link possibleLays} order, as runs of the pool: run `r` is the pool's lays from RUN_FROM[r] up
 * to RUN_TO[r], all of size RUN_SIZE[r]. Returns the number of runs (the run lists are reused by
 * every call). Rule JH 4 ({@link beatCase}, read once per top lay into LAY_RULES) settles a whole
 * size of a group at once unless the cards must be compared; then the lays of a group stronger
 * than the top are the end of its list of that size, which is sorted by value. Among Chickens,
 * Big Red alone may go on a Coop where the other singles may not, and it is the last and
 * strongest single.
 */
function legalRuns(top: number): number {
  const strength = top < 0 ? 0 : (LAY_STRENGTH[top] as number);
  const rules = top < 0 ? LEAD_RULES : LAY_RULES;
  const base = top < 0 ? 0 : top * RULES;
  let runs = 0;
  for (let size = 1; size <= 5; size++) {
    const eggRule = rules[base + size * 2] as number;
    if (eggRule !== NEVER && (handSizes & (1 << size)) !== 0) {
      for (let g = 0; g < handGroups; g++) {
        const k = (HAND_GIDS[g] as number) * 6 + size;
        let from = G_FROM[k] as number;
        const to = G_TO[k] as number;
        if (eggRule === BY_STRENGTH) from = firstAbove(from, to, strength);
        if (from < to) runs = addRun(runs, from, to, size);
      }
    }
    const k = handChickens * 6 + size;
    let from = G_FROM[k] as number;
    const to = G_TO[k] as number;
    if (from === to) continue;
    const rule = rules[base + size * 2 + 1] as number;
    if (rule === BY_STRENGTH) from = firstAbove(from, to, strength);
    else if (rule === NEVER) {
      const bigRed = size === 1 && POOL_IDS[to - 1] === BIG_RED_ID ? (rules[base + BIG_RED_RULE] as number) : NEVER;
      from = bigRed === ALWAYS || (bigRed === BY_STRENGTH && (POOL_STRENGTHS[to - 1] as number) > strength) ? to - 1 : to;
    }
    if (from < to) runs = addRun(runs, from, to, size);
  }
  return runs;
}

const RUN_FROM = new Int32Array(64);
const RUN_TO = new Int32Array(64);
const RUN_SIZE = new Int32Array(64);

function addRun(runs: number, from: number, to: number, size: number): number {
  RUN_FROM[runs] = from;
  RUN_TO[runs] = to;
  RUN_SIZE[runs] = size;
  return runs + 1;
}

/** The first index of the pool from `lo` to `hi` (strengths ascending) whose strength is above `strength` (`hi` when none is). */
function firstAbove(lo: number, hi: number, strength: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((POOL_STRENGTHS[mid] as number) > strength) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/*
 * The tables of legal lays. A hand is read as its packed form (cards.ts): for each Egg number
 * 1–10, its shape (how many of each suit it holds, in base 3); whether it holds a Duck; and its
 * Chickens as a mask. Every lay of a hand is a lay of one number's Eggs (and maybe the Duck), or
 * of its Chickens; and sorted by size, then value, the lays of one size run number by number, the
 * Chickens' last (an Egg lay's highest card is its number × 4 plus a suit, a Chicken's 100 or
 * more). So each number's lays for each shape, by size, are listed once by {@link listLays}
 * itself on the hand of just those cards, and a hand's lays are those lists in order: the rules
 * of JH 2–5 stay in readLay and listLays, and the tables only remember their answers.
 *
 * Such a list is a group, made the first time a hand needs it and then kept in the pool: the
 * lays of every group one after another, each with its id, strength, actions and reading at one
 * index of the POOL_ lists, group g's lays of size s from G_FROM[g × 6 + s] up to G_TO[g × 6 + s].
 * Egg groups are found by number × 162 + shape × 2 + Duck, Chicken groups by mask.
 */

const POOL_IDS: number[] = [];
const POOL_STRENGTHS: number[] = [];
const POOL_LAYS: Lay[] = [];
/** Each lay's action without a Coop's choice, and a Coop's flip and skip (for any other lay, its only action and null). */
const POOL_PLAIN: JhAction[] = [];
const POOL_FLIP: JhAction[] = [];
const POOL_SKIP: (JhAction | null)[] = [];
const G_FROM: number[] = [];
const G_TO: number[] = [];
/** The sizes each group holds a lay of: bit `size`. */
const G_SIZES: number[] = [];

/** Group number + 1 by number × 162 + shape × 2 + Duck, and by Chicken mask; 0 until made. */
const EGG_GROUPS = new Int32Array(11 * 162);
const CHICKEN_GROUPS = new Int32Array(32);

/** The groups of the hand {@link readHand} read last: its Egg groups, one per number it can lay, in order, their count, the sizes they hold, and its Chickens' group. */
const HAND_GIDS = new Int32Array(11);
let handGroups = 0;
let handSizes = 0;
let handChickens = 0;

const HAND_SHAPES = new Int32Array(11);

/** Sets the groups {@link legalRuns} reads from the hand at `at` of `held`. */
function readHand(held: ArrayLike<number>, at: number): void {
  const duck = duckCount(held, at) > 0 ? 1 : 0;
  let count = 0;
  let sizes = 0;
  eggShapes(held, at, HAND_SHAPES);
  for (let n = 1; n <= 10; n++) {
    const shape = HAND_SHAPES[n] as number;
    if (shape !== 0 || duck !== 0) {
      const k = n * 162 + shape * 2 + duck;
      const g = (EGG_GROUPS[k] as number) - 1;
      const gid = g >= 0 ? g : eggGroup(n, shape, duck === 1, k);
      HAND_GIDS[count++] = gid;
      sizes |= G_SIZES[gid] as number;
    }
  }
  handGroups = count;
  handSizes = sizes;
  const mask = chickenMask(held, at);
  const c = (CHICKEN_GROUPS[mask] as number) - 1;
  handChickens = c >= 0 ? c : chickenGroup(mask);
}

/** Adds the lays of one group (as listLays lists them) to the pool, by size; returns the group's number. */
function addGroup(lays: readonly Lay[]): number {
  const gid = G_SIZES.length;
  let sizes = 0;
  for (let size = 0; size <= 5; size++) {
    G_FROM[gid * 6 + size] = POOL_IDS.length;
    for (const lay of lays) {
      if (lay.cards.length !== size) continue;
      const rec = layRec(layIdOf(lay));
      // The id is read from the cards, and the record from the id: they must give this very lay back.
      if (rec === null || formatCards(rec.cards) !== formatCards(lay.cards)) throw new Error(`no lay id for ${formatCards(lay.cards)}`);
      POOL_IDS.push(rec.id);
      POOL_STRENGTHS.push(rec.strength);
      POOL_LAYS.push(lay);
      POOL_PLAIN.push(rec.plain);
      POOL_FLIP.push(rec.flip ?? rec.plain);
      POOL_SKIP.push(rec.skip);
      sizes |= 1 << size;
    }
    G_TO[gid * 6 + size] = POOL_IDS.length;
  }
  G_SIZES[gid] = sizes;
  return gid;
}

function eggGroup(n: number, shape: number, duck: boolean, k: number): number {
  const hand: Card[] = [];
  for (let s = 0; s < 4; s++) {
    const copies = SHAPE_DIGITS[shape * 4 + s] as number;
    for (let j = 0; j < copies; j++) hand.push(`${SUITS[s] as string}${n}`);
  }
  if (duck) hand.push(DUCK);
  const gid = addGroup(listLays(hand).filter((lay) => lay.number === n));
  EGG_GROUPS[k] = gid + 1;
  return gid;
}

function chickenGroup(mask: number): number {
  const gid = addGroup(listLays(CHICKENS.filter((_, i) => (mask & (1 << i)) !== 0)));
  CHICKEN_GROUPS[mask] = gid + 1;
  return gid;
}

/*
 * Lay ids. Every lay of the game has a number below LAY_IDS, worked out from its cards alone:
 *
 *   an Egg lay of number n    (n - 1) × 405 + d × 81 + shape    (0–4049)
 *       shape: its Eggs' shape (cards.ts); d: 0 without a Duck, 1 + suit with a Duck standing
 *       for that suit's Egg of n
 *   a Chicken lay             4050 + its Chickens' mask          (4051–4081)
 *
 * Many numbers name no lay (six Eggs, a Duck in a Coop). {@link layRec} reads the cards of a
 * number with readLay the first time it is asked for, so what a lay is, and its name and order,
 * stay written in readLay alone; the record keeps what play needs of it. A lay in the centre is
 * held as seat × LAY_IDS + its id (a run entry).
 */

/** Lay ids are below this; a run entry is seat × LAY_IDS + lay id. */
export const LAY_IDS = 4096;

const EGG_LAYS_PER_NUMBER = 405;
const CHICKEN_LAYS = 4050;

/** A lay of the game, read once: what play needs of it, and its actions, made once. */
export interface LayRec {
  readonly id: number;
  /** The lay as {@link readLay} reads its cards. */
  readonly lay: Lay;
  /** The lay's cards, sorted as readLay sorts them (`lay.cards`). */
  readonly cards: readonly LaidCard[];
  readonly size: number;
  /** Rule JH 4's view of it: all Chickens, Big Red alone; and whether a Duck is in it. */
  readonly chickens: boolean;
  readonly bigRed: boolean;
  readonly duck: boolean;
  /** Its {@link strengthOf}: of two lays of one size, the greater is the higher (rule JH 3). */
  readonly strength: number;
  /** Its cards as hand cards ({@link CardCode}s, a Duck as the Duck), in `cards` order: what it adds to the discard pile. */
  readonly codes: readonly CardCode[];
  /** Its action without a Coop's choice (any lay with 2 players, any but a Coop with 3–6). */
  readonly plain: JhAction;
  /** A Coop's actions with 3–6 players; null for any other lay. */
  readonly flip: JhAction | null;
  readonly skip: JhAction | null;
}

/** Records by id: undefined until asked for, null for a number that names no lay. */
const LAY_RECS: (LayRec | null | undefined)[] = new Array<LayRec | null | undefined>(LAY_IDS).fill(undefined);

/** Each action a record made, as id × 4 + 0 (plain), 1 (flip) or 2 (skip). */
const ACTION_CODES = new Map<JhAction, number>();

/** The record of lay id `id`, or null when the number names no lay. */
export function layRec(id: number): LayRec | null {
  const known = LAY_RECS[id];
  if (known !== undefined) return known;
  const rec = id >= 0 && id < LAY_IDS ? makeRec(id) : null;
  if (id >= 0 && id < LAY_IDS) LAY_RECS[id] = rec;
  return rec;
}

/** The cards lay id `id` stands for, eggs in suit order and any Duck last (as listLays builds them); null for none. */
function cardsOfId(id: number): LaidCard[] | null {
  if (id < 0 || id >= LAY_IDS) return null;
  if (id >= CHICKEN_LAYS) {
    const mask = id - CHICKEN_LAYS;
    return mask > 0 && mask < 32 ? CHICKENS.filter((_, i) => (mask & (1 << i)) !== 0) : null;
  }
  const n = Math.floor(id / EGG_LAYS_PER_NUMBER) + 1;
  const d = Math.floor((id % EGG_LAYS_PER_NUMBER) / 81);
  const shape = id % 81;
  const cards: LaidCard[] = [];
  for (let s = 0; s < 4; s++) {
    const copies = SHAPE_DIGITS[shape * 4 + s] as number;
    for (let j = 0; j < copies; j++) cards.push(`${SUITS[s] as string}${n}`);
  }
  if (d > 0) cards.push(laidDuck(`${SUITS[d - 1] as string}${n}`));
  return cards.length > 0 ? cards : null;
}

function makeRec(id: number): LayRec | null {
  const cards = cardsOfId(id);
  const r = cards === null ? null : readLay(cards);
  if (r === null || !r.ok) {
    LAY_KNOWN[id] = NO_LAY;
    return null;
  }
  const lay = r.lay;
  const size = lay.cards.length;
  const chickens = id >= CHICKEN_LAYS ? id - CHICKEN_LAYS : 0;
  const number = id >= CHICKEN_LAYS ? 0 : Math.floor(id / EGG_LAYS_PER_NUMBER) + 1;
  const shape = id >= CHICKEN_LAYS ? 0 : id % 81;
  const ducks = lay.duck ? 1 : 0;
  const coop = size >= 4;
  const strength = strengthOf(lay);
  const plain: JhAction = { type: 'lay', cards: lay.cards };
  const flip: JhAction | null = coop ? { type: 'lay', cards: lay.cards, coop: 'flip' } : null;
  const skip: JhAction | null = coop ? { type: 'lay', cards: lay.cards, coop: 'skip' } : null;
  ACTION_CODES.set(plain, id * 4);
  if (flip !== null) ACTION_CODES.set(flip, id * 4 + 1);
  if (skip !== null) ACTION_CODES.set(skip, id * 4 + 2);
  LAY_SIZE[id] = size;
  LAY_RULE_AT[id] = lay.bigRed ? BIG_RED_RULE : size * 2 + (lay.chickens ? 1 : 0);
  LAY_STRENGTH[id] = strength;
  writeRules(id, size, lay.chickens, lay.bigRed);
  LAY_WORD[id] = number > 0 ? (number - 1) >> 2 : 0;
  LAY_SHIFT[id] = number > 0 ? ((number - 1) & 3) * 7 : 0;
  LAY_SHAPE[id] = shape;
  LAY_NUMBER[id] = number;
  LAY_THIRD[id] = thirdWordOf(size, ducks, chickens);
  LAY_DUCKS[id] = ducks;
  LAY_CHICKENS[id] = chickens;
  LAY_KNOWN[id] = A_LAY;
  return {
    id,
    lay,
    cards: lay.cards,
    size,
    chickens: lay.chickens,
    bigRed: lay.bigRed,
    duck: lay.duck,
    strength,
    codes: lay.cards.map((c) => handCode(handCard(c))),
    plain,
    flip,
    skip,
  };
}

/*
 * What play reads of a lay most often, by id, in typed arrays filled when its record is made (a
 * few kilobytes, read without following a pointer): whether the id names a lay, its size, its
 * strength, which rule of a top lay it goes by, the rules for lays laid on it, and what it takes
 * out of a hand (see LayRec).
 */
const A_LAY = 1;
const NO_LAY = 2;
const LAY_KNOWN = new Uint8Array(LAY_IDS);
const LAY_SIZE = new Uint8Array(LAY_IDS);
const LAY_STRENGTH = new Float64Array(LAY_IDS);
/** Rules a top lay keeps for the lays laid on it: at `size × 2` for Egg lays of a size, `size × 2 + 1` for Chicken lays of it, {@link BIG_RED_RULE} for Big Red alone. */
const RULES = 13;
const LAY_RULES = new Int8Array(LAY_IDS * RULES);
/** Which of a top lay's rules a lay goes by. */
const LAY_RULE_AT = new Uint8Array(LAY_IDS);
const LAY_WORD = new Uint8Array(LAY_IDS);
const LAY_SHIFT = new Uint8Array(LAY_IDS);
const LAY_SHAPE = new Uint8Array(LAY_IDS);
const LAY_NUMBER = new Uint8Array(LAY_IDS);
const LAY_THIRD = new Int32Array(LAY_IDS);
const LAY_DUCKS = new Uint8Array(LAY_IDS);
const LAY_CHICKENS = new Uint8Array(LAY_IDS);

/** Whether lay id `id` names a lay (its record is made the first time it is asked). */
export function isLayId(id: number): boolean {
  const known = LAY_KNOWN[id];
  if (known === A_LAY) return true;
  if (known === NO_LAY || known === undefined) return false;
  return layRec(id) !== null;
}

/** Whether the lay of id `id` may go on the lay of id `top` (rule JH 4, then rule JH 3 by strength); both must name lays ({@link isLayId}). */
export function beatsId(id: number, top: number): boolean {
  const rule = LAY_RULES[top * RULES + (LAY_RULE_AT[id] as number)];
  return rule === ALWAYS || (rule === BY_STRENGTH && (LAY_STRENGTH[id] as number) > (LAY_STRENGTH[top] as number));
}

/** Whether the hand at `at` of `held` holds every card of the lay of id `id` (which must name a lay). */
export function holdsLayId(held: ArrayLike<number>, at: number, id: number): boolean {
  const shape = LAY_SHAPE[id] as number;
  if (shape !== 0 && !shapeHolds(eggShape(held, at, LAY_NUMBER[id] as number), shape)) return false;
  if ((LAY_DUCKS[id] as number) > duckCount(held, at)) return false;
  const chickens = LAY_CHICKENS[id] as number;
  return (chickenMask(held, at) & chickens) === chickens;
}

/** Takes the cards of the lay of id `id` out of the hand at `at` of `held`, which must hold them ({@link holdsLayId}). */
export function takeLayId(held: number[], at: number, id: number): void {
  const shape = LAY_SHAPE[id] as number;
  if (shape !== 0)
    held[at + (LAY_WORD[id] as number)] = (held[at + (LAY_WORD[id] as number)] as number) - (shape << (LAY_SHIFT[id] as number));
  held[at + 2] = (held[at + 2] as number) - (LAY_THIRD[id] as number);
}

/** The size of the lay of id `id` (which must name a lay). */
export function laySizeOf(id: number): number {
  return LAY_SIZE[id] as number;
}

/** Whether the lay of id `id` (which must name a lay) holds a Duck. */
export function layHasDuck(id: number): boolean {
  return LAY_DUCKS[id] === 1;
}

/** How rule JH 4 lets a kind of lay onto another: never, always, or when its cards are higher (see LAY_RULES). */
const NEVER = 0;
const ALWAYS = 1;
const BY_STRENGTH = 2;
/** Where a lay's rules keep Big Red alone's. */
const BIG_RED_RULE = 12;

/** The rules when leading a Run: every lay may be made. */
const LEAD_RULES = new Int8Array(13).fill(ALWAYS);

/** The lay id of Big Red alone. */
const BIG_RED_ID = 4050 + 16;

/** Writes the rules (LAY_RULES) for lays laid on lay `id`, of `size` cards (`chickens`: all Chickens; `bigRed`: Big Red alone). */
function writeRules(id: number, size: number, chickens: boolean, bigRed: boolean): void {
  const rule = (c: BeatCase): number => (c === 'compare' ? BY_STRENGTH : beatSettled(c) ? ALWAYS : NEVER);
  const at = id * RULES;
  for (let s = 1; s <= 5; s++) {
    LAY_RULES[at + s * 2] = rule(beatCase(s, false, false, size, chickens, bigRed));
    LAY_RULES[at + s * 2 + 1] = rule(beatCase(s, true, false, size, chickens, bigRed));
  }
  LAY_RULES[at + BIG_RED_RULE] = rule(beatCase(1, true, true, size, chickens, bigRed));
}

/** The id of the lay of Eggs of number `n` (1–10) of `shape`, with a Duck as that number's Egg of suit `duckSuit` (0–3; -1 for none). */
export function eggLayId(n: number, shape: number, duckSuit: number): number {
  return (n - 1) * EGG_LAYS_PER_NUMBER + (duckSuit + 1) * 81 + shape;
}

/** The id of the lay of the Chickens of `mask` (bit i for CHICKENS[i]). */
export function chickenLayId(mask: number): number {
  return CHICKEN_LAYS + mask;
}

/** The id of a lay as {@link readLay} reads it (any list of cards that reads as a lay has one). */
export function layIdOf(lay: Lay): number {
  let n = 0;
  let d = 0;
  let shape = 0;
  let mask = 0;
  for (const c of lay.cards) {
    const slot = laidCode(c);
    if (slot >= 100) mask |= 1 << (slot - 100);
    else if (slot > 50) {
      n = (slot - 50) >> 2;
      d = ((slot - 50) & 3) + 1;
    } else {
      n = slot >> 2;
      shape += POW3[slot & 3] as number;
    }
  }
  return mask !== 0 ? chickenLayId(mask) : eggLayId(n, shape, d - 1);
}

/**
 * What a lay action made by a {@link LayRec} stands for, as lay id × 4 + 0 (no Coop choice), 1
 * (flip) or 2 (skip), found by the object itself; -1 for any other object (an action read from
 * notation or from a saved game, which must be read through its cards).
 */
export function actionCode(action: JhAction): number {
  if (action === handedOut) return handedOutCode;
  return ACTION_CODES.get(action) ?? -1;
}

/** A Cluck: the one object every list of legal actions and every sampled Cluck shares, never changed. */
export const CLUCK: JhAction = Object.freeze({ type: 'cluck' });

/** The action {@link layAction} gave last, and its code: a bot's choice is applied at once. */
let handedOut: JhAction | null = null;
let handedOutCode = -1;

/**
 * The action of lay id `id` (which must name a lay) with the Coop choice `coop` (0: none, 1: flip,
 * 2: skip): the lay's own action, as the list of legal actions holds it.
 */
export function layAction(id: number, coop: number): JhAction {
  const rec = LAY_RECS[id] as LayRec;
  const action = (coop === 1 ? rec.flip : coop === 2 ? rec.skip : rec.plain) as JhAction;
  handedOut = action;
  handedOutCode = id * 4 + coop;
  return action;
}

/** Whether the lay of `rec` may go on the lay of `top` (rule JH 4, then rule JH 3 by strength). */
export function recBeats(rec: LayRec, top: LayRec): boolean {
  return beatsId(rec.id, top.id);
}

/** The centre's view of each run entry (seat × LAY_IDS + lay id), made once. */
const CENTRES: (CentreLay | undefined)[] = new Array<CentreLay | undefined>(6 * LAY_IDS).fill(undefined);
const ENTRY_OF_CENTRE = new Map<CentreLay, number>();

/** The lay of run entry `entry` (seat × LAY_IDS + lay id) as a view shows it: one shared object per entry, never changed. */
export function centreLay(entry: number): CentreLay {
  if (entry === lastEntry && lastCentre !== null) return lastCentre;
  let c = CENTRES[entry];
  if (c === undefined) {
    const rec = layRec(entry % LAY_IDS);
    if (rec === null) throw new RangeError(`run entry ${entry} names no lay`);
    c = { seat: Math.floor(entry / LAY_IDS), cards: rec.cards, name: rec.lay.name };
    CENTRES[entry] = c;
    ENTRY_OF_CENTRE.set(c, entry);
  }
  lastCentre = c;
  lastEntry = entry;
  return c;
}

/** The centre lay {@link centreLay} gave last, and its entry: a view's centre is read back at once. */
let lastCentre: CentreLay | null = null;
let lastEntry = -1;

/** The run entry of a centre lay: found by the object for one {@link centreLay} made, else read from its cards; -1 when they are no lay. */
export function entryOfCentre(c: CentreLay): number {
  if (c === lastCentre) return lastEntry;
  const known = ENTRY_OF_CENTRE.get(c);
  if (known !== undefined) return known;
  const r = readLay(c.cards);
  // Its record is made now, so that the tables by lay id hold it (a view may come from another copy of the engine).
  return r.ok && isLayId(layIdOf(r.lay)) ? c.seat * LAY_IDS + layIdOf(r.lay) : -1;
}

/**
 * Every lay of `hand` worked out from the cards themselves, in {@link possibleLays} order: the
 * reference the tables are made from (and held to, in tests).
 */
export function listLays(hand: readonly Card[]): Lay[] {
  const out: Lay[] = [];
  const add = (cards: LaidCard[]): void => {
    const r = readLay(cards);
    if (r.ok) out.push(r.lay);
  };
  const hasDuck = hand.includes(DUCK);
  const byNumber = new Map<number, Card[]>();
  for (const c of hand) {
    const n = eggNumber(c);
    if (n !== null && isEgg(c)) byNumber.set(n, [...(byNumber.get(n) ?? []), c]);
  }
  for (const c of new Set(hand)) if (c !== DUCK) add([c]);
  if (hasDuck) out.push(...duckSingles());
  for (const group of byNumber.values()) {
    for (let k = 2; k <= 5; k++) for (const sub of subMultisets(group, k)) add(sub);
    if (hasDuck) {
      const n = eggNumber(group[0] as Card) as number;
      for (let k = 1; k <= 2; k++) {
        for (const sub of subMultisets(group, k)) for (const duck of ducksOfNumber(n)) add([...sub, duck]);
      }
    }
  }
  const chickens = hand.filter(isChicken);
  for (let k = 2; k <= 5; k++) for (const sub of subMultisets(chickens, k)) add(sub);
  const keyed = out.map((lay) => ({ lay, values: valuesOf(lay) }));
  keyed.sort((a, b) => {
    const d = a.values.length - b.values.length;
    if (d !== 0) return d;
    for (let i = 0; i < a.values.length; i++) {
      const v = (a.values[i] as number) - (b.values[i] as number);
      if (v !== 0) return v;
    }
    return compareNotation(formatCards(a.lay.cards), formatCards(b.lay.cards));
  });
  return keyed.map((k) => k.lay);
}

/**
 * The characters of the card notation in the order Unicode's default collation gives them (as
 * `localeCompare` did here in English): space, `=`, digits, then letters.
 */
const NOTATION_ORDER = ' =0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Compares two texts of card notation as Unicode's default collation does: by their first
 * differing character in {@link NOTATION_ORDER}, a text before every longer one it begins (any
 * other character after those, by its code). Written out rather than asked of an Intl collator:
 * the first Intl object a process makes loads ICU's data (some 6 ms, before a table's first
 * frame when a bot is first to move); and a collator follows the machine's language, while this
 * order is the same on every machine.
 */
export function compareNotation(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return notationRank(x) - notationRank(y);
  }
  return a.length - b.length;
}

/** Where character code `c` falls in {@link NOTATION_ORDER}; any other character after them, by its code. */
function notationRank(c: number): number {
  const at = NOTATION_ORDER.indexOf(String.fromCharCode(c));
  return at >= 0 ? at : NOTATION_ORDER.length + c;
}

let DUCK_SINGLES: readonly Lay[] | null = null;

/** A Duck laid alone as each Egg it may stand for, in {@link duckStandIns} order; read once. */
function duckSingles(): readonly Lay[] {
  DUCK_SINGLES ??= duckStandIns().map((e) => (readLay([laidDuck(e)]) as { lay: Lay }).lay);
  return DUCK_SINGLES;
}

const VALUES = new WeakMap<Lay, readonly number[]>();

/** The play values of a lay's cards, read once per lay. */
function valuesOf(lay: Lay): readonly number[] {
  let v = VALUES.get(lay);
  if (v === undefined) {
    v = lay.cards.map(playValue);
    VALUES.set(lay, v);
  }
  return v;
}

const STRENGTHS = new WeakMap<Lay, number>();

/**
 * A lay's play values as one number, highest card first in base 128 (values run to 104): of
 * two lays of one size, the one of greater strength is the higher by rule JH 3
 * ({@link compareValues}), and equal strengths are equal in value.
 */
function strengthOf(lay: Lay): number {
  // The centre and the lay on it are asked about turn after turn: the last two are remembered
  // apart from the map.
  if (lay === memoLays[0]) {
    memoRecent = 0;
    return memoStrengths[0] as number;
  }
  if (lay === memoLays[1]) {
    memoRecent = 1;
    return memoStrengths[1] as number;
  }
  let s = STRENGTHS.get(lay);
  if (s === undefined) {
    s = 0;
    for (const v of valuesOf(lay)) s = s * 128 + v;
    STRENGTHS.set(lay, s);
  }
  // The one asked about less recently makes way.
  memoRecent ^= 1;
  memoLays[memoRecent] = lay;
  memoStrengths[memoRecent] = s;
  return s;
}

const memoLays: (Lay | null)[] = [null, null];
const memoStrengths = new Float64Array(2);
let memoRecent = 0;
