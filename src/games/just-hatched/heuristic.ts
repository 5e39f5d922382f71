// The normal heuristic of Just Hatched's bots, written once, on packed hands (cards.ts) and lay
// ids (lays.ts): which lay the normal bot makes, whether it Clucks instead, a Coop's flip or skip,
// and the card the Bad Egg gives back. The normal bot, the easy bot's careful turns, the hard bot's
// root moves, its playouts and its reading of the other seats' play all ask it (bot.ts); its
// weights are one object, so the hard bot's own heuristic is this code with other numbers.
//
// A lay's cost is the strength it gives up less a bonus per card shed, plus penalties for breaking
// up a number's Eggs or the Chickens, for spending a Coop on a lesser lay or leading one, less a
// little for keeping one card back; going out costs least of all. The part of it that is the lay's
// own is worked out once per lay id (and set of weights), the rest read from the hand.
//
// The bots choose among three lists of lays, which give the same choice nearly always:
// - every legal lay ({@link Heuristic.chooseAmong}), in the order the engine lists them: the
//   normal bot's own turns;
// - a short list built from the hand's groups ({@link EXACT}): one set of each size and kind a
//   number's Eggs make (the lowest that beats the centre), the whole group, Chicken sets, a lone
//   Duck as the first Egg of each number that beats the centre, and Big Red on a Coop; ranked as
//   the engine lists them, it holds the normal bot's pick on all but about one turn in a thousand.
//   The hard bot's playouts and its reading of past turns play it;
// - the same list with a lone Duck as one low Egg (just above a Single in the centre) and without
//   Big Red on a Coop, ranked in the order it is built ({@link EASY}): the easy bot's careful turns.
// A group of six or more Eggs of one number is on the short lists as a whole, though it is no lay:
// when it is the cheapest, the bot falls back on something else (the callers say what).

import { SHAPE_SIZES, SHAPE_DIGITS, POW3, DUCK_CODE, cardCount, chickenMask, duckCount, eggShapes, playValue } from './cards.js';
import { multiplier } from './score.js';
import { LAY_IDS, beatCase, beatSettled, beatsId, chickenLayId, eggLayId, layRec, laySizeOf, type LayRec } from './lays.js';

/** The numbers of the normal heuristic. A tuned heuristic is the same code with other values. */
export interface HeuristicWeights {
  /** What a Duck in a lay adds to the strength it gives up. */
  readonly duck: number;
  /** What Big Red adds: laid alone, and laid with other Chickens. */
  readonly bigRedAlone: number;
  readonly bigRedInSet: number;
  /** A Chicken's strength: the blue Chicken's, and the step from one Chicken to the next. */
  readonly chicken: number;
  readonly chickenStep: number;
  /** The bonus per card a lay sheds. */
  readonly shed: number;
  /** Leaving one Egg of the lay's number in hand, and leaving more. */
  readonly breakOne: number;
  readonly breakMore: number;
  /** Laying some of the Chickens held (two or more, not all). */
  readonly splitChickens: number;
  /** A Coop laid on a Single, Two- or Three-of-a-Kind, and a Coop leading a Run. */
  readonly coopOnSet: number;
  readonly coopLead: number;
  /** Taken off when the lay leaves one card. */
  readonly lastCard: number;
  /** The cost of going out. */
  readonly goOut: number;
  /** Added per point the lay takes off the hand's card score (rule JH 8: cards times their multiplier); 0 for the normal bot. */
  readonly scoreCut: number;
  /**
   * Following, a lay is made when it costs less than `follow`; `followNear` when a rival holds
   * `near` cards or fewer; `followDanger` when a rival holds `danger` or fewer, or the bot itself
   * `short` or fewer.
   */
  readonly follow: number;
  readonly followNear: number;
  readonly followDanger: number;
  readonly near: number;
  readonly danger: number;
  readonly short: number;
  /** What the hand misses when a card goes back: a Duck; a Chicken (plus its place); per other Egg of an Egg's number (plus the number). */
  readonly keepDuck: number;
  readonly keepChicken: number;
  readonly keepSet: number;
}

/** The normal bot's weights. */
export const NORMAL_WEIGHTS: HeuristicWeights = Object.freeze({
  duck: 6,
  bigRedAlone: 10,
  bigRedInSet: 4,
  chicken: 11,
  chickenStep: 1.5,
  shed: 1.5,
  breakOne: 4,
  breakMore: 6,
  splitChickens: 2,
  coopOnSet: 8,
  coopLead: 6,
  lastCard: 3,
  goOut: -1000,
  scoreCut: 0,
  follow: 9,
  followNear: 14,
  followDanger: 40,
  near: 5,
  danger: 3,
  short: 3,
  keepDuck: 60,
  keepChicken: 40,
  keepSet: 8,
});

/** What the heuristic reads of the table: one object, filled by its caller before each question. */
export interface PackedTable {
  /** The hand of the seat to act: HAND_WORDS numbers of `held` from `at` (cards.ts). */
  held: ArrayLike<number>;
  at: number;
  /** The lay id to beat, or -1 when the seat leads a new Run. */
  top: number;
  seat: number;
  direction: number;
  players: number;
  /** Cards each seat holds. */
  counts: ArrayLike<number>;
  /**
   * Cards the seat holds besides its hand (HAND_WORDS numbers, packed), or null: a past turn's
   * reading adds the cards the seat laid since. Together they may hold more copies of a card
   * than a hand can (a deal may give a seat back a card it laid, once a catch has put cleared
   * cards back in play); they are then read card by card.
   */
  plus: ArrayLike<number> | null;
}

/** A table to fill: the reusable object a caller hands the heuristic. */
export function packedTable(): PackedTable {
  return { held: [0, 0, 0], at: 0, top: -1, seat: 0, direction: 1, players: 4, counts: [], plus: null };
}

/** Lists to choose from (see the top of this file). */
export const EXACT = 0;
export const EASY = 1;

/** A choice: a lay id × 4 + its Coop choice (step.ts: none, flip, skip), or one of these. */
export const CLUCK_CHOICE = -1;
/** The cheapest on the short list is no lay (six or more Eggs of one number), or the list is empty. */
export const NO_CHOICE = -2;

/*
 * What the heuristic reads of a lay, by id, made once (from the lay's record) and shared by every
 * set of weights: its Egg number (0 for Chickens), its Eggs (a Duck apart), and how it ranks in
 * the engine's list. Past LAY_IDS, the same for the few sets a hand holding more copies of a card
 * than the deck makes, read afresh for each question (see PackedTable.plus).
 */
const SPACE = LAY_IDS + 256;
const KNOWN = new Uint8Array(LAY_IDS);
const SIZE = new Uint8Array(SPACE);
const NUMBER = new Uint8Array(SPACE);
const EGGS = new Uint8Array(SPACE);
/** Its cards' play values as one number, highest first (lays.ts strengthOf): with the size, its place in the engine's list. */
const ORDER = new Float64Array(SPACE);
/** The play value of its highest card. */
const HIGH = new Uint8Array(LAY_IDS);
/** Its hand cards, whatever Egg a Duck stands for: the lay id with the Duck as blue (a lone Duck as the blue 1). */
const SIGNATURE = new Int32Array(LAY_IDS);

function know(id: number): LayRec {
  const rec = layRec(id);
  if (rec === null) throw new RangeError(`${id} is no lay id`);
  if (KNOWN[id] === 1) return rec;
  const n = rec.lay.number ?? 0;
  let eggs = 0;
  let shape = 0;
  for (const code of rec.codes) {
    if (code <= 43) {
      eggs++;
      shape += POW3[code & 3] as number;
    }
  }
  SIZE[id] = rec.size;
  NUMBER[id] = n;
  EGGS[id] = eggs;
  ORDER[id] = rec.strength;
  HIGH[id] = playValue(rec.cards[0] as string);
  SIGNATURE[id] = n === 0 ? id : eggs === 0 ? eggLayId(1, 0, 0) : eggLayId(n, shape, rec.duck ? 0 : -1);
  KNOWN[id] = 1;
  return rec;
}

/** The hand cards of lay id `id` as one number: equal for two lays of the same cards from the hand, a Duck whatever it stands for. */
export function laySignature(id: number): number {
  if (KNOWN[id] !== 1) know(id);
  return SIGNATURE[id] as number;
}

/** Lay ids of Big Red alone and of the first Chicken lay. */
const BIG_RED_ID = chickenLayId(16);
const CHICKEN_LAYS = chickenLayId(0);

/*
 * The short lists' sets of one number's Eggs, by the number, its shape in hand and what is asked:
 * a set of `k` Eggs (slot k - 1, k = 1–5), or of `k` Eggs and a Duck (slot 4 + k, k = 1–2). Each is
 * the lay ids in the order a search through the hand's cards meets them: the cards' places in
 * lexicographic order (the lowest cards first), each with the Duck as each Egg of the number in
 * suit order; the first that beats the centre is the one listed. A set met again later is left out.
 */
const SLOTS = 7;
/**
 * Each list, by (number × 81 + shape) × SLOTS + slot, as three numbers side by side in SET_INFO
 * (one memory line for what a question reads of it): where it starts in SET_IDS (-1 until made),
 * how many sets it holds, and the strongest of them. The lists lie end to end in one array, as
 * the heuristic reads one at nearly every question: no object of their own to fetch first. A
 * list's sets are all Eggs of one size, so one rule of rule JH 4 judges them all against a centre,
 * and then their strength: none beats a centre its strongest does not beat.
 */
const SET_INFO = new Int32Array(11 * 81 * SLOTS * 4).fill(-1);
const FROM = 0;
const COUNT = 1;
const STRONGEST = 2;
let SET_IDS = new Int32Array(1 << 14);
let setsMade = 0;

/** The Eggs asked for by `slot` (see SET_INFO), and whether with a Duck. */
const slotSize = (slot: number): number => (slot < 5 ? slot + 1 : slot - 4);

/**
 * Calls `each` with every `k`-card part of `items` (a hand's cards, lowest first, as numbers) in
 * lexicographic order of their places, as a count of each number 0–4 held in `counts`, until it
 * returns true.
 */
function eachPart(items: readonly number[], k: number, counts: Int32Array, each: () => boolean): void {
  const g = items.length;
  if (k > g) return;
  const idx = PART;
  for (let i = 0; i < k; i++) idx[i] = i;
  for (;;) {
    counts.fill(0);
    for (let i = 0; i < k; i++) counts[items[idx[i] as number] as number] = (counts[items[idx[i] as number] as number] as number) + 1;
    if (each()) return;
    let i = k - 1;
    while (i >= 0 && (idx[i] as number) === g - k + i) i--;
    if (i < 0) return;
    idx[i] = (idx[i] as number) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

const PART = new Int32Array(8);
const PART_COUNTS = new Int32Array(5);

/** The Egg shape (cards.ts) of suit counts, or -1 when a count is past the deck's two. */
function shapeOfCounts(counts: Int32Array): number {
  let shape = 0;
  for (let s = 0; s < 4; s++) {
    const c = counts[s] as number;
    if (c > 2) return -1;
    shape += c * (POW3[s] as number);
  }
  return shape;
}

/** The suits of Egg shape `shape`, lowest first, each as often as held. */
function suitsOf(shape: number): number[] {
  const suits: number[] = [];
  for (let s = 0; s < 4; s++) for (let c = SHAPE_DIGITS[shape * 4 + s] as number; c > 0; c--) suits.push(s);
  return suits;
}

/** Makes the list of sets for number `n`, shape `shape` and `slot` (see SET_INFO); returns where it starts in SET_IDS. */
function setsOf(n: number, shape: number, slot: number): number {
  const ids: number[] = [];
  eachPart(suitsOf(shape), slotSize(slot), PART_COUNTS, () => {
    const sub = shapeOfCounts(PART_COUNTS);
    for (let d = slot >= 5 ? 0 : -1; d < (slot >= 5 ? 4 : 0); d++) {
      const id = eggLayId(n, sub, d);
      if (!ids.includes(id)) {
        know(id);
        ids.push(id);
      }
    }
    return false;
  });
  if (setsMade + ids.length > SET_IDS.length) {
    const more = new Int32Array(Math.max(SET_IDS.length * 2, setsMade + ids.length));
    more.set(SET_IDS);
    SET_IDS = more;
  }
  const k = (n * 81 + shape) * SLOTS + slot;
  const from = setsMade;
  SET_IDS.set(ids, from);
  setsMade += ids.length;
  SET_INFO[k * 4 + FROM] = from;
  SET_INFO[k * 4 + COUNT] = ids.length;
  let strongest = ids[0] ?? 0;
  for (const id of ids) if ((ORDER[id] as number) > (ORDER[strongest] as number)) strongest = id;
  SET_INFO[k * 4 + STRONGEST] = strongest;
  return from;
}

/** The Chicken sets of the Chickens of `mask` of `k` cards, in the order the places of the Chickens (lowest first) give them. */
const CHICKEN_SETS: (Int32Array | undefined)[] = new Array<Int32Array | undefined>(32 * 6).fill(undefined);

function chickenSetsOf(mask: number, k: number): Int32Array {
  const bits: number[] = [];
  for (let i = 0; i < 5; i++) if ((mask & (1 << i)) !== 0) bits.push(i);
  const ids: number[] = [];
  eachPart(bits, k, PART_COUNTS, () => {
    let sub = 0;
    for (let i = 0; i < 5; i++) if ((PART_COUNTS[i] as number) > 0) sub |= 1 << i;
    const id = chickenLayId(sub);
    know(id);
    ids.push(id);
    return false;
  });
  const made = Int32Array.from(ids);
  CHICKEN_SETS[mask * 6 + k] = made;
  let strongest = ids[0] ?? 0;
  for (const id of ids) if ((ORDER[id] as number) > (ORDER[strongest] as number)) strongest = id;
  CHICKEN_STRONGEST[mask * 6 + k] = strongest;
  return made;
}

/**
 * The strongest of each list of Chicken sets of two or more: one rule of rule JH 4 judges Chicken
 * sets of one size against a centre (Big Red counts apart only laid alone), so none of them beats
 * a centre it does not beat.
 */
const CHICKEN_STRONGEST = new Int32Array(32 * 6);

// A lone Duck as each Egg, and Big Red alone, known at once.
for (let n = 1; n <= 10; n++) for (let d = 0; d < 4; d++) know(eggLayId(n, 0, d));
know(BIG_RED_ID);

/** The strongest lone Duck of each number: as with a list of sets (SET_INFO), none of them beats a centre it does not beat. */
const LONE_DUCK_STRONGEST = Int32Array.from({ length: 11 }, (_, n) => {
  let strongest = eggLayId(Math.max(n, 1), 0, 0);
  for (let d = 1; d < 4 && n > 0; d++)
    if ((ORDER[eggLayId(n, 0, d)] as number) > (ORDER[strongest] as number)) strongest = eggLayId(n, 0, d);
  return strongest;
});

/** Whether Egg shapes `a` and `b` together hold at most two of each Egg: `SUM_FITS[a * 81 + b]`. */
const SUM_FITS = Uint8Array.from({ length: 81 * 81 }, (_, i) => {
  const a = Math.floor(i / 81);
  const b = i % 81;
  for (let s = 0; s < 4; s++) if ((SHAPE_DIGITS[a * 4 + s] as number) + (SHAPE_DIGITS[b * 4 + s] as number) > 2) return 0;
  return 1;
});

const POPCOUNT = Uint8Array.from({ length: 32 }, (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1));

/*
 * The hand read last: its Egg shape and Eggs of each number (index 1–10), its Ducks, Chickens
 * (a mask), how many Chickens, and its size. With more copies of a card than a hand holds
 * (`loose`), each number's Eggs are read as suits (EGG_SUITS) and the Chickens as places
 * (CHICKEN_ITEMS) instead of shapes.
 */
const SHAPES = new Int32Array(11);
const PLUS_SHAPES = new Int32Array(11);
const GROUP = new Int32Array(11);
let ducks = 0;
let chickens = 0;
let chickenCount = 0;
let handSize = 0;
let loose = false;
const EGG_SUITS: number[][] = Array.from({ length: 11 }, () => []);
const CHICKEN_ITEMS: number[] = [];
/** The centre read last: the lay id to beat (-1 when leading) and its size. */
let top = -1;
let topSize = 0;
/** Sets read afresh for a loose hand, at LAY_IDS + 0, 1…, and the next free place. */
let looseNext = LAY_IDS;

function readHand(t: PackedTable): void {
  const held = t.held;
  const at = t.at;
  eggShapes(held, at, SHAPES);
  ducks = duckCount(held, at);
  chickens = chickenMask(held, at);
  handSize = cardCount(held, at);
  loose = false;
  const plus = t.plus;
  if (plus !== null) {
    eggShapes(plus, 0, PLUS_SHAPES);
    const plusDucks = duckCount(plus, 0);
    const plusChickens = chickenMask(plus, 0);
    loose = ducks + plusDucks > 3 || (chickens & plusChickens) !== 0;
    for (let n = 1; n <= 10 && !loose; n++) loose = SUM_FITS[(SHAPES[n] as number) * 81 + (PLUS_SHAPES[n] as number)] === 0;
    if (loose) readLoose(held, at, plus);
    else {
      for (let n = 1; n <= 10; n++) SHAPES[n] = (SHAPES[n] as number) + (PLUS_SHAPES[n] as number);
      ducks += plusDucks;
      chickens |= plusChickens;
      handSize += cardCount(plus, 0);
    }
  }
  if (!loose) {
    for (let n = 1; n <= 10; n++) GROUP[n] = SHAPE_SIZES[SHAPES[n] as number] as number;
    chickenCount = POPCOUNT[chickens] as number;
  }
  top = t.top;
  if (top >= 0 && KNOWN[top] !== 1) know(top);
  topSize = top < 0 ? 0 : laySizeOf(top);
  looseNext = LAY_IDS;
}

/** Reads the hand at `at` of `held` with the cards of `plus` as a loose hand (see EGG_SUITS). */
function readLoose(held: ArrayLike<number>, at: number, plus: ArrayLike<number>): void {
  eggShapes(held, at, SHAPES);
  handSize = 0;
  for (let n = 1; n <= 10; n++) {
    const suits = EGG_SUITS[n] as number[];
    suits.length = 0;
    for (let s = 0; s < 4; s++) {
      const c = (SHAPE_DIGITS[(SHAPES[n] as number) * 4 + s] as number) + (SHAPE_DIGITS[(PLUS_SHAPES[n] as number) * 4 + s] as number);
      for (let k = 0; k < c; k++) suits.push(s);
    }
    GROUP[n] = suits.length;
    // Any Eggs of the number mark it as held; the shape itself is not read for a loose hand.
    SHAPES[n] = suits.length;
    handSize += suits.length;
  }
  ducks = duckCount(held, at) + duckCount(plus, 0);
  const mine = chickenMask(held, at);
  const more = chickenMask(plus, 0);
  chickens = mine | more;
  CHICKEN_ITEMS.length = 0;
  for (let i = 0; i < 5; i++) {
    if ((mine & (1 << i)) !== 0) CHICKEN_ITEMS.push(i);
    if ((more & (1 << i)) !== 0) CHICKEN_ITEMS.push(i);
  }
  chickenCount = CHICKEN_ITEMS.length;
  handSize += ducks + chickenCount;
}

/**
 * A set of a loose hand no lay id names (three or more copies of an Egg, a Chicken twice): its
 * facts written at the next free place past LAY_IDS, as a lay's are at its id; returns the place.
 * `counts` holds how many of each suit (of number `n`; -1 `duck` for none) or of each Chicken
 * (`n` 0) it holds.
 */
function looseSet(counts: Int32Array, n: number, duck: number): number {
  const v = looseNext++;
  const values: number[] = [];
  for (let i = 0; i < 5; i++) for (let c = counts[i] as number; c > 0; c--) values.push(n > 0 ? n * 4 + i : 100 + i);
  if (duck >= 0) values.push(n * 4 + duck);
  values.sort((a, b) => b - a);
  let order = 0;
  for (const x of values) order = order * 128 + x;
  SIZE[v] = values.length;
  NUMBER[v] = n;
  EGGS[v] = n > 0 ? values.length - (duck >= 0 ? 1 : 0) : 0;
  ORDER[v] = order;
  LOOSE_DUCK[v - LAY_IDS] = duck >= 0 ? 1 : 0;
  LOOSE_RED[v - LAY_IDS] = n > 0 ? 0 : (counts[4] as number);
  return v;
}

const LOOSE_DUCK = new Uint8Array(SPACE - LAY_IDS);
/** How many Big Reds a loose Chicken set holds. */
const LOOSE_RED = new Uint8Array(SPACE - LAY_IDS);

/** Whether the set at `id` (a lay id, or a loose set's place) may go on the centre read last. */
function beatsTop(id: number): boolean {
  if (id < LAY_IDS) return beatsId(id, top);
  const size = SIZE[id] as number;
  const c = beatCase(size, NUMBER[id] === 0, false, topSize, top >= CHICKEN_LAYS, top === BIG_RED_ID);
  return c === 'compare' ? (ORDER[id] as number) > (ORDER[top] as number) : beatSettled(c);
}

/** The best lay met so far on a list: its id (or -2 for a group of six or more Eggs), cost and rank in the engine's list. */
let bestId = NO_CHOICE;
let bestCost = Infinity;
let bestSize = 0;
let bestOrder = 0;
/** Whether ties in cost go to the lay the engine lists first (the exact list) or to the one met first (the easy list). */
let ranked = true;

/** The card score of a hand of `n` cards (rule JH 8), by `n`: far past the whole deck. */
const CARD_SCORE = Float64Array.from({ length: 128 }, (_, n) => n * multiplier(n));

/** The normal heuristic with one set of weights. */
export class Heuristic {
  /** The weights' part of each lay's cost (see {@link Heuristic.cost}), by lay id; NaN until asked. */
  private readonly base = new Float64Array(SPACE).fill(Number.NaN);

  constructor(readonly weights: HeuristicWeights) {}

  /** The strength lay `id` gives up, less the bonus for its cards. */
  private baseOf(id: number): number {
    const w = this.weights;
    let strength: number;
    let size: number;
    if (id >= LAY_IDS) {
      size = SIZE[id] as number;
      const n = NUMBER[id] as number;
      if (n > 0) strength = n + (LOOSE_DUCK[id - LAY_IDS] === 1 ? w.duck : 0);
      else {
        // The values are listed highest first: the first is the highest Chicken.
        const high = Math.floor((ORDER[id] as number) / 128 ** (size - 1)) - 100;
        strength = w.chicken + high * w.chickenStep + (LOOSE_RED[id - LAY_IDS] as number) * (size === 1 ? w.bigRedAlone : w.bigRedInSet);
      }
    } else {
      const rec = know(id);
      size = rec.size;
      if (rec.chickens) {
        const mask = id - CHICKEN_LAYS;
        let high = 0;
        for (let i = 0; i < 5; i++) if ((mask & (1 << i)) !== 0) high = i;
        strength = w.chicken + high * w.chickenStep + ((mask & 16) !== 0 ? (size === 1 ? w.bigRedAlone : w.bigRedInSet) : 0);
      } else strength = (NUMBER[id] as number) + (rec.duck ? w.duck : 0);
    }
    const b = strength - w.shed * size;
    // A loose set's place is used again by the next question, so only a lay's is kept.
    if (id < LAY_IDS) this.base[id] = b;
    return b;
  }

  /** The cost of lay `id` for the hand and centre read last. */
  private cost(id: number): number {
    const w = this.weights;
    const size = SIZE[id] as number;
    const left = handSize - size;
    if (left === 0) return w.goOut;
    let b = this.base[id] as number;
    if (b !== b) b = this.baseOf(id);
    let cost = b;
    const n = NUMBER[id] as number;
    if (n > 0) {
      const leftover = (GROUP[n] as number) - (EGGS[id] as number);
      if (leftover > 0) cost += leftover === 1 ? w.breakOne : w.breakMore;
    } else if (size > 1 && size < chickenCount) cost += w.splitChickens;
    return this.settled(cost, size, left);
  }

  /**
   * `cost` with what every lay of `size` cards adds, for the centre and for the `left` cards it
   * leaves: a Coop's place, the last card kept back, the hand's card score cut.
   */
  private settled(cost: number, size: number, left: number): number {
    const w = this.weights;
    if (size >= 4) {
      if (top < 0) cost += w.coopLead;
      else if (topSize < 4) cost += w.coopOnSet;
    }
    if (left === 1) cost -= w.lastCard;
    return cost + w.scoreCut * ((CARD_SCORE[handSize] as number) - (CARD_SCORE[left] as number));
  }

  /** The cost of a group of `g` (six or more) Eggs of number `n` laid whole, as if it were a lay. */
  private groupCost(n: number, g: number): number {
    const w = this.weights;
    const left = handSize - g;
    if (left === 0) return w.goOut;
    return this.settled(n - w.shed * g, g, left);
  }

  /** Keeps lay `id` when it is cheaper than the best so far (ties as {@link ranked} says). */
  private consider(id: number): void {
    const cost = this.cost(id);
    if (cost > bestCost) return;
    if (cost === bestCost) {
      if (!ranked) return;
      const size = SIZE[id] as number;
      if (size > bestSize || (size === bestSize && (ORDER[id] as number) >= bestOrder)) return;
    }
    bestId = id;
    bestCost = cost;
    bestSize = SIZE[id] as number;
    bestOrder = ORDER[id] as number;
  }

  /** {@link consider} for the whole group of `g` (six or more) Eggs of number `n`, which ranks after every lay. */
  private considerGroup(n: number, g: number): void {
    const cost = this.groupCost(n, g);
    if (cost > bestCost) return;
    if (cost === bestCost && (!ranked || g > bestSize || (g === bestSize && n >= bestOrder))) return;
    bestId = NO_CHOICE;
    bestCost = cost;
    bestSize = g;
    bestOrder = n;
  }

  /** The first of the sets of number `n` (shape `shape`) of `slot` (see SET_INFO) that beats the centre, considered. */
  private first(n: number, shape: number, slot: number): void {
    if (loose) {
      this.firstLoose(n, slot);
      return;
    }
    const k = (n * 81 + shape) * SLOTS + slot;
    const info = k * 4;
    let from = SET_INFO[info + FROM] as number;
    if (from < 0) from = setsOf(n, shape, slot);
    const to = from + (SET_INFO[info + COUNT] as number);
    if (to === from) return;
    const ids = SET_IDS;
    if (top < 0) {
      this.consider(ids[from] as number);
      return;
    }
    if (!beatsId(SET_INFO[info + STRONGEST] as number, top)) return;
    for (let i = from; i < to; i++) {
      const id = ids[i] as number;
      if (beatsId(id, top)) {
        this.consider(id);
        return;
      }
    }
  }

  /** {@link first} for a loose hand, its sets read from its cards. */
  private firstLoose(n: number, slot: number): void {
    const counts = PART_COUNTS;
    eachPart(EGG_SUITS[n] as number[], slotSize(slot), counts, () => {
      const sub = shapeOfCounts(counts);
      for (let d = slot >= 5 ? 0 : -1; d < (slot >= 5 ? 4 : 0); d++) {
        let id: number;
        if (sub >= 0) {
          id = eggLayId(n, sub, d);
          if (KNOWN[id] !== 1) know(id);
        } else id = looseSet(counts, n, d);
        if (top < 0 || beatsTop(id)) {
          this.consider(id);
          return true;
        }
        if (id >= LAY_IDS) looseNext--;
      }
      return false;
    });
  }

  /** The whole group of number `n` (shape `shape`, `g` Eggs), considered when it beats the centre. */
  private whole(n: number, shape: number, g: number): void {
    if (g > 5) {
      if (top !== BIG_RED_ID) this.considerGroup(n, g);
      return;
    }
    let id: number;
    if (loose) {
      const counts = PART_COUNTS;
      counts.fill(0);
      for (const s of EGG_SUITS[n] as number[]) counts[s] = (counts[s] as number) + 1;
      const sub = shapeOfCounts(counts);
      id = sub >= 0 ? eggLayId(n, sub, -1) : looseSet(counts, n, -1);
    } else id = eggLayId(n, shape, -1);
    if (id < LAY_IDS && KNOWN[id] !== 1) know(id);
    if (top < 0 || beatsTop(id)) this.consider(id);
  }

  /** The Chicken sets of `k` cards that beat the centre, each considered. */
  private chickenSets(k: number): void {
    if (loose) {
      const counts = PART_COUNTS;
      eachPart(CHICKEN_ITEMS, k, counts, () => {
        let mask = 0;
        let twice = false;
        for (let i = 0; i < 5; i++) {
          if ((counts[i] as number) > 0) mask |= 1 << i;
          if ((counts[i] as number) > 1) twice = true;
        }
        const id = twice ? looseSet(counts, 0, -1) : chickenLayId(mask);
        if (id < LAY_IDS && KNOWN[id] !== 1) know(id);
        if (top < 0 || beatsTop(id)) this.consider(id);
        else if (id >= LAY_IDS) looseNext--;
        return false;
      });
      return;
    }
    const sets = CHICKEN_SETS[chickens * 6 + k] ?? chickenSetsOf(chickens, k);
    if (top >= 0 && k >= 2 && !beatsId(CHICKEN_STRONGEST[chickens * 6 + k] as number, top)) return;
    for (let i = 0; i < sets.length; i++) {
      const id = sets[i] as number;
      if (top < 0 || beatsId(id, top)) this.consider(id);
    }
  }

  /**
   * The cheapest lay of the short list `list` ({@link EXACT} or {@link EASY}) for the table `t`,
   * before the question whether to lay at all: leaves it in bestId (NO_CHOICE for a whole group of
   * six or more Eggs, or when there is none) and bestCost.
   */
  private cheapest(t: PackedTable, list: number): void {
    readHand(t);
    bestId = NO_CHOICE;
    bestCost = Infinity;
    bestSize = 0;
    bestOrder = 0;
    ranked = list === EXACT;
    const size = topSize;
    for (let n = 1; n <= 10; n++) {
      const g = GROUP[n] as number;
      if (g === 0) continue;
      const shape = SHAPES[n] as number;
      if (g >= 4) this.whole(n, shape, g);
      if (g === 5) this.first(n, shape, 3);
      if (top < 0) {
        for (let k = 1; k <= 3; k++) {
          this.first(n, shape, k - 1);
          if (ducks > 0 && k >= 2 && g >= k - 1) this.first(n, shape, 3 + k);
        }
      } else if (size <= 3) {
        this.first(n, shape, size - 1);
        if (ducks > 0 && size >= 2 && g >= size - 1) this.first(n, shape, 3 + size);
      } else if (g >= size) this.first(n, shape, size - 1);
    }
    if (chickens !== 0) {
      const most = chickenCount < 5 ? chickenCount : 5;
      for (let k = 1; k <= most; k++) if (top < 0 || k === size || k >= 4) this.chickenSets(k);
      if (list === EXACT && top >= 0 && size >= 4 && (chickens & 16) !== 0 && beatsId(BIG_RED_ID, top)) this.consider(BIG_RED_ID);
    }
    if (ducks > 0 && (top < 0 || size === 1)) {
      if (list === EXACT) {
        // A lone Duck as the first Egg of each number that beats the centre.
        for (let n = 1; n <= 10; n++) {
          if (top >= 0 && !beatsId(LONE_DUCK_STRONGEST[n] as number, top)) continue;
          for (let d = 0; d < 4; d++) {
            const id = eggLayId(n, 0, d);
            if (top < 0 || beatsId(id, top)) {
              this.consider(id);
              break;
            }
          }
        }
      } else {
        // A lone Duck as the blue Egg of the lowest number in hand when leading, else the Egg just above the centre.
        let low = 10;
        for (let n = 1; n <= 10; n++) {
          if ((GROUP[n] as number) !== 0) {
            low = n;
            break;
          }
        }
        const v = top >= 0 ? (HIGH[top] as number) + 1 : low * 4;
        if (v <= 43) {
          const id = eggLayId(v >> 2, 0, v & 3);
          if (top < 0 || beatsId(id, top)) this.consider(id);
        }
      }
    }
  }

  /**
   * The choice on the short list `list` ({@link EXACT}, {@link EASY}) for the table `t` (play
   * phase): a lay as id × 4 + its Coop choice, {@link CLUCK_CHOICE} when following and no lay is
   * worth it, or {@link NO_CHOICE} when the cheapest is no lay (six or more Eggs of one number,
   * or a set of more copies of a card than the deck holds) or there is none.
   */
  choose(t: PackedTable, list: number): number {
    this.cheapest(t, list);
    if (top >= 0 && (bestCost === Infinity || !this.worthLaying(t, bestCost))) return CLUCK_CHOICE;
    if (bestId < 0 || bestId >= LAY_IDS) return NO_CHOICE;
    return bestId * 4 + this.coopFor(t, bestId);
  }

  /**
   * The choice among the lay ids `ids[0]` to `ids[count - 1]` (legal for the table `t`, in the
   * engine's order): the first of the cheapest, or {@link CLUCK_CHOICE} when following and none is
   * worth it (or there is none). With `flip`, a Coop with 3–6 players flips; else it gets the
   * heuristic's flip or skip.
   */
  chooseAmong(t: PackedTable, ids: ArrayLike<number>, count: number, flip = false): number {
    readHand(t);
    let best = -1;
    let cost = Infinity;
    for (let i = 0; i < count; i++) {
      const id = ids[i] as number;
      if (KNOWN[id] !== 1) know(id);
      const c = this.cost(id);
      if (c < cost) {
        best = id;
        cost = c;
      }
    }
    if (best < 0 || (top >= 0 && !this.worthLaying(t, cost))) return CLUCK_CHOICE;
    if (flip) return best * 4 + ((SIZE[best] as number) >= 4 && t.players > 2 ? 1 : 0);
    return best * 4 + this.coopFor(t, best);
  }

  /** Reads the table `t`, for {@link Heuristic.layCost} and {@link Heuristic.keep}. */
  read(t: PackedTable): void {
    readHand(t);
  }

  /** The cost of lay `id` to the seat of the table read last ({@link Heuristic.read}): lower is better. */
  layCost(id: number): number {
    if (KNOWN[id] !== 1) know(id);
    return this.cost(id);
  }

  /**
   * The card the seat to act at table `t` gives back as the Bad Egg: the one the hand misses least,
   * the first in pecking order of equal worth, never `gift` (a card code; -1 for none). -1 when the
   * hand holds nothing else.
   */
  giveBack(t: PackedTable, gift: number): number {
    readHand(t);
    let best = -1;
    let worth = Infinity;
    for (let n = 1; n <= 10; n++) {
      const shape = SHAPES[n] as number;
      if (shape === 0) continue;
      for (let s = 0; s < 4; s++) {
        const code = n * 4 + s;
        if ((SHAPE_DIGITS[shape * 4 + s] as number) === 0 || code === gift) continue;
        const v = this.keep(code);
        if (v < worth) {
          best = code;
          worth = v;
        }
      }
    }
    if (ducks > 0 && gift !== DUCK_CODE && this.keep(DUCK_CODE) < worth) {
      best = DUCK_CODE;
      worth = this.keep(DUCK_CODE);
    }
    for (let i = 0; i < 5; i++) {
      const code = 100 + i;
      if ((chickens & (1 << i)) === 0 || code === gift) continue;
      const v = this.keep(code);
      if (v < worth) {
        best = code;
        worth = v;
      }
    }
    return best;
  }

  /** How much the hand of the table read last misses the card of `code` if it goes: a low Egg alone least, a Duck most. */
  keep(code: number): number {
    const w = this.weights;
    if (code === DUCK_CODE) return w.keepDuck;
    if (code >= 100) return w.keepChicken + (code - 100);
    const n = code >> 2;
    return n + w.keepSet * ((GROUP[n] as number) - 1);
  }

  /** Whether a lay of `cost` is worth making when following: going out always; else by how near the rivals and the bot are to going out. */
  private worthLaying(t: PackedTable, cost: number): boolean {
    const w = this.weights;
    if (cost <= w.goOut) return true;
    let danger = Infinity;
    const counts = t.counts;
    for (let s = 0; s < t.players; s++) if (s !== t.seat && (counts[s] as number) < danger) danger = counts[s] as number;
    let threshold = w.follow;
    if (danger <= w.danger || handSize <= w.short) threshold = w.followDanger;
    else if (danger <= w.near) threshold = w.followNear;
    return cost < threshold;
  }

  /**
   * A Coop's flip or skip with 3–6 players (step.ts FLIP 1, SKIP 2; 0 for any other lay): keep the
   * turn away from the nearer rival with fewer cards. Skipping hands the turn to the seat two places
   * on; flipping hands it to the seat behind.
   */
  private coopFor(t: PackedTable, id: number): number {
    const n = t.players;
    if ((SIZE[id] as number) < 4 || n <= 2) return 0;
    const next = (((t.seat + t.direction) % n) + n) % n;
    const prev = (((t.seat - t.direction) % n) + n) % n;
    return (t.counts[next] as number) <= (t.counts[prev] as number) ? 2 : 1;
  }
}

/** The normal bot's heuristic. */
export const normalHeuristic = new Heuristic(NORMAL_WEIGHTS);
