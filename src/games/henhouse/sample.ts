import type { Rng } from '../../engine/index.js';
import { cardId, maxRank, NO_CARDS, packedOfCodes, packIds, type PackedHand } from './cards.js';
import {
  factsCompare,
  factsOutrank,
  layFacts,
  layIdOfCombination,
  drawLay,
  layOfCombination,
  mightMakeKind,
  newHand,
  reductionsOf,
  shapeIndexOf,
  shapesOfKind,
  TYPE_INDEX,
  verminPlay,
  wildBitsOf,
  type Combination,
  type Lay,
  type Reduction,
  type WildsHeld,
} from './lays.js';
import { PASS, type HenhouseAction, type HenhouseView } from './state.js';

/** How often a sampled follow passes straight away, when passing is allowed. */
const PASS_CHANCE = 0.15;
/** How often a sampled follow tries a plain beat before any vermin play. */
const PLAIN_FIRST_CHANCE = 0.7;

/*
 * Shapes are numbered as lays.ts numbers them (shapeIndexOf), and a draw keeps the shapes it may
 * still try, the vermin plays it may still try and the cards a fox or snake may still take in
 * scratch lists of numbers: a draw runs to the end without calling itself, so one set serves
 * every draw, and a draw makes no object but the play it returns (and that is shared).
 */

/** The shapes a draw may still try. */
// At most one kind's nine shapes and eight Henhouses.
const SHAPES = new Int32Array(32);
let shapeCount = 0;

/** Takes a random one of the first `n` of `list` out (the last put in its place); returns it. */
function takeRandom(list: Int32Array, n: number, rng: Rng): number {
  const i = rng.int(n);
  const item = list[i] as number;
  list[i] = list[n - 1] as number;
  return item;
}

/** The hand a draw reads: its cards packed, its wilds (chicken 1, egg 2), how many, and the top rank. */
let hand: PackedHand = NO_CARDS;
let wildBits = 0;
let wildCount = 0;
let top = 9;

/**
 * The shape numbers of each kind (type number × 5 + size, as {@link TYPE_INDEX} and lays.ts number
 * them) by top rank, ten places a kind (-1 where there is none): lays.ts' own table, read by numbers.
 */
const KIND_SHAPES: Int16Array = (() => {
  const out = new Int16Array(20 * 10).fill(-1);
  for (const type of ['single', 'set', 'run', 'henhouse'] as const) {
    for (let size = 1; size <= 4; size++) {
      const byRank = shapesOfKind(type, size);
      for (let rank = 0; rank <= 9; rank++) out[(TYPE_INDEX[type] * 5 + size) * 10 + rank] = (byRank[rank] as number | undefined) ?? -1;
    }
  }
  return out;
})();

/** The kinds of type number `type` and `size`: where its shapes start in {@link KIND_SHAPES}. */
const kindAt = (type: number, size: number): number => (type * 5 + size) * 10;

/** The type numbers (lays.ts' {@link TYPE_INDEX}) a draw names. */
const SET = TYPE_INDEX.set;
const RUN = TYPE_INDEX.run;
const HENHOUSE = TYPE_INDEX.henhouse;

/**
 * Puts the shapes of type number `type` and `size` with top rank from `from` to `to` that the
 * hand might fill ({@link mightMakeKind}) into {@link SHAPES}, in rising rank.
 */
function addShapes(type: number, size: number, from: number, to: number): void {
  const at = kindAt(type, size);
  const last = Math.min(top, to);
  for (let rank = Math.max(1, from); rank <= last; rank++) {
    const index = KIND_SHAPES[at + rank] as number;
    if (index >= 0 && mightMakeKind(type, size, rank, wildCount)) SHAPES[shapeCount++] = index;
  }
}

/**
 * Which combinations of a shape a draw may take: any (a lead), those that beat the pile, or
 * those of the pile's kind that are lower (the skunk) or higher (after a fox or snake).
 */
const ANY = 0;
const BEATS = 1;
const LOWER = 2;
const HIGHER = 3;

/**
 * Whether a combination of shape `index` that is suited or not (`suited`) is one `accept` allows
 * against the lay of facts `against` (lays.ts: type, size, rank and suited): every combination of
 * a shape differs only in its cards and in being suited or not, so these two answers stand for
 * all of them.
 */
function accepts(accept: number, index: number, suited: boolean, against: number): boolean {
  if (accept === ANY) return true;
  const f = (SHAPE_FACTS[index] as number) | (suited ? SUITED : 0);
  if (accept === BEATS) return factsOutrank(f, against);
  const by = factsCompare(f, against);
  return accept === LOWER ? by < 0 : by > 0;
}

/** The suited bit of a lay's facts (lays.ts). */
const SUITED = 1 << 9;

/** What every combination of a shape is, as a lay's facts hold it (type, size, top rank), by shape number. */
const SHAPE_FACTS: readonly number[] = (() => {
  const out: number[] = [];
  for (const type of ['single', 'set', 'run', 'henhouse'] as const) {
    for (let size = 1; size <= 4; size++) {
      for (let rank = 1; rank <= 9; rank++) {
        const index = shapeIndexOf(type, size, rank);
        if (index >= 0) out[index] = TYPE_INDEX[type] | (size << 2) | (rank << 5);
      }
    }
  }
  return out;
})();

/*
 * What a draw reads of the pile, kept while the pile stays (every seat of a trick follows it):
 * its facts (its lay's, for every pile a play can make), whether vermin may be used on it (a set
 * or a run), and what a fox or a snake could take from it.
 */
let pileRead: Combination | null = null;
let pileFactsRead = 0;
let pileTakes = false;
let pileFox: readonly Reduction[] = [];
let pileSnake: readonly Reduction[] = [];

function readPile(current: Combination): void {
  if (current === pileRead) return;
  pileRead = current;
  const id = layIdOfCombination(current);
  pileFactsRead =
    id >= 0 ? layFacts(id) : TYPE_INDEX[current.type] | (current.cards.length << 2) | (current.rank << 5) | (current.suited ? SUITED : 0);
  pileTakes = current.type === 'set' || current.type === 'run';
  const pile = pileTakes ? layOfCombination(current) : undefined;
  pileFox = pile === undefined ? NO_CUTS : reductionsOf(pile, 'fox');
  pileSnake = pile === undefined ? NO_CUTS : reductionsOf(pile, 'snake');
}

/**
 * Tries the shapes in {@link SHAPES} in random order and returns a random combination that
 * `accept` allows (against the lay of facts `against`) from the first shape that has one, or
 * null when none has.
 */
function pickFromShapes(accept: number, against: number, rng: Rng): Lay | null {
  while (shapeCount > 0) {
    const index = takeRandom(SHAPES, shapeCount--, rng);
    const allowed = (accepts(accept, index, false, against) ? 1 : 0) + (accepts(accept, index, true, against) ? 2 : 0);
    const lay = drawLay(index, hand, wildBits, allowed, rng);
    if (lay !== null) return lay;
  }
  return null;
}

/** A plain beat of the pile (of facts {@link pileFactsRead}): the same type and size, or a Henhouse. */
function drawPlain(rng: Rng): HenhouseAction | null {
  const f = pileFactsRead;
  const type = f & 3;
  const rank = (f >> 5) & 15;
  shapeCount = 0;
  if (type !== HENHOUSE) addShapes(type, (f >> 2) & 7, rank, top);
  addShapes(HENHOUSE, 4, type === HENHOUSE ? rank : 2, top);
  return pickFromShapes(BEATS, f, rng)?.play ?? null;
}

/** A lower combination of the pile's kind, played with the skunk. */
function drawSkunk(rng: Rng): HenhouseAction | null {
  const f = pileFactsRead;
  shapeCount = 0;
  addShapes(f & 3, (f >> 2) & 7, 1, (f >> 5) & 15);
  const lay = pickFromShapes(LOWER, f, rng);
  return lay === null ? null : verminPlay(lay, 'skunk', undefined);
}

/** The cards a fox or snake may still take, as places in the pile's list of them. */
const CUTS = new Int32Array(8);

/** A fox or snake play: a card to take from the pile (among `cuts`), then a beat of what is left. */
function drawTaker(v: 'fox' | 'snake', cuts: readonly Reduction[], rng: Rng): HenhouseAction | null {
  let n = cuts.length;
  for (let i = 0; i < n; i++) CUTS[i] = i;
  while (n > 0) {
    const cut = cuts[takeRandom(CUTS, n--, rng)] as Reduction;
    const t = layFacts(cut.target.id);
    shapeCount = 0;
    addShapes(t & 3, (t >> 2) & 7, (t >> 5) & 15, top);
    const lay = pickFromShapes(HIGHER, t, rng);
    if (lay !== null) return verminPlay(lay, v, cut.remove);
  }
  return null;
}

/** The ways of following that a draw may try: a plain beat, or one of the vermin. */
const PLAIN = 0;
const SKUNK = 1;
const FOX = 2;
const SNAKE = 3;
const TRIES = new Int32Array(4);
const VERMIN_LEFT = new Int32Array(3);

/**
 * The kinds of combination a lead draws from, in the order the draw takes them from: single,
 * sets of two to four, runs of two to four, Henhouse (type numbers and sizes).
 */
const LEAD_TYPES: readonly number[] = [TYPE_INDEX.single, SET, SET, SET, RUN, RUN, RUN, HENHOUSE];
const LEAD_SIZES: readonly number[] = [1, 2, 3, 4, 2, 3, 4, 4];
const KINDS = new Int32Array(LEAD_TYPES.length);

/**
 * A random legal action for the seat whose view this is, when it is that seat's turn, found
 * without listing every legal action: it picks a kind of play (a plain combination, or one with
 * the skunk, fox or snake), then a shape (type, size, rank) the hand can fill, then the cards
 * and wild stand-ins of that shape, exactly as `legalActions` writes them (the same shared
 * actions). When following it passes with a modest probability, and whenever nothing else is
 * possible. Every action the rules allow has a chance of being drawn, though not an equal one.
 * Throws when the game is over or the turn is another seat's.
 */
export function sampleAction(view: HenhouseView, rng: Rng): HenhouseAction {
  if (view.over) throw new Error('sampleAction: the game is over');
  if (view.turn !== view.seat) throw new Error(`sampleAction: it is seat ${view.turn}'s turn, not seat ${view.seat}'s`);
  const current = view.trick.current;
  // An immediate pass never reads the hand.
  if (current !== null && rng.chance(PASS_CHANCE)) return PASS;
  hand = packedOfCodes(view.hand) ?? packIds(view.hand.map(cardId).filter((id) => id >= 0));
  newHand(hand);
  wildBits = wildBitsOf(view.wilds[view.seat] as WildsHeld);
  wildCount = (wildBits & 1) + (wildBits >> 1);
  top = maxRank(view.options.players, view.options.bigHands);

  if (current === null) {
    // Leading: a kind of combination first, so sets, runs and Henhouses are not drowned by singles.
    let kinds = LEAD_TYPES.length;
    for (let i = 0; i < kinds; i++) KINDS[i] = i;
    while (kinds > 0) {
      const kind = takeRandom(KINDS, kinds--, rng);
      shapeCount = 0;
      addShapes(LEAD_TYPES[kind] as number, LEAD_SIZES[kind] as number, 1, top);
      const lay = pickFromShapes(ANY, 0, rng);
      if (lay !== null) return lay.play;
    }
    throw new Error('sampleAction: a seat on turn holds no card');
  }

  readPile(current);
  let vermin = 0;
  let fox: readonly Reduction[] = NO_CUTS;
  let snake: readonly Reduction[] = NO_CUTS;
  if (pileTakes) {
    if (view.table.skunk > 0) VERMIN_LEFT[vermin++] = SKUNK;
    if (view.table.fox > 0) fox = pileFox;
    if (fox.length > 0) VERMIN_LEFT[vermin++] = FOX;
    if (view.table.snake > 0) snake = pileSnake;
    if (snake.length > 0) VERMIN_LEFT[vermin++] = SNAKE;
  }
  let tries = 0;
  if (rng.chance(PLAIN_FIRST_CHANCE)) TRIES[tries++] = PLAIN;
  while (vermin > 0) TRIES[tries++] = takeRandom(VERMIN_LEFT, vermin--, rng);
  if (TRIES[0] !== PLAIN || tries === 0) TRIES[tries++] = PLAIN;
  for (let t = 0; t < tries; t++) {
    const kind = TRIES[t] as number;
    const action =
      kind === PLAIN
        ? drawPlain(rng)
        : kind === SKUNK
          ? drawSkunk(rng)
          : drawTaker(kind === FOX ? 'fox' : 'snake', kind === FOX ? fox : snake, rng);
    if (action) return action;
  }
  return PASS;
}

const NO_CUTS: readonly Reduction[] = [];
