import type { Rng } from '../../engine/index.js';
import { POW3, SHAPE_DIGITS, SHAPE_SIZES, chickenMask, duckCount, eggShapes, packedHandOf } from './cards.js';
import { CLUCK, LAY_IDS, beatsId, chickenLayId, eggLayId, entryOfCentre, isLayId, layAction, laySizeOf } from './lays.js';

/** The lay id of Big Red alone. */
const BIG_RED = chickenLayId(16);
import { type JhAction, type JhView } from './state.js';

/** How often a player who may Cluck does so before looking at their lays. */
const CLUCK_CHANCE = 0.2;

/** Attempts at a random set of an option before settling for its strongest set. */
const TRIES = 6;

/*
 * One way to lay, an option: `size` cards of one pool, all the hand's Eggs of one number or all
 * its Chickens, plus a Duck standing for one of its stand-ins when it has some: each Egg of that
 * number (4), or for the Duck alone every Egg (40). An option is one number: number (1–10;
 * CHICKENS for the Chickens, LONE_DUCK for the Duck alone) × 16 + Duck × 8 + size.
 */
const CHICKENS = 11;
const LONE_DUCK = 12;

/** The options of the hand being sampled (see readOptions). */
const OPTIONS = new Int32Array(64);

/** The hand being sampled: each Egg number's shape. */
const SHAPES = new Int32Array(11);

/** Scratch for drawing cards of a pool: its codes (suits of an Egg number, or Chicken places). */
const DRAW = new Int32Array(8);

/** Each Egg shape's cards as suits, lowest first, a copy each: `SHAPE_POOLS[shape * 8 + i]`. */
const SHAPE_POOLS = new Uint8Array(81 * 8);
/** The shape of the strongest `size` cards of each shape: `STRONGEST[shape * 9 + size]`. */
const STRONGEST = new Uint8Array(81 * 9);
for (let shape = 0; shape < 81; shape++) {
  let k = 0;
  for (let suit = 0; suit < 4; suit++)
    for (let c = SHAPE_DIGITS[shape * 4 + suit] as number; c > 0; c--) SHAPE_POOLS[shape * 8 + k++] = suit;
  for (let size = 0; size <= k; size++) {
    let strongest = 0;
    for (let i = k - size; i < k; i++) strongest += POW3[SHAPE_POOLS[shape * 8 + i] as number] as number;
    STRONGEST[shape * 9 + size] = strongest;
  }
}
/** Chickens in each mask. */
const CHICKEN_COUNTS = Uint8Array.from({ length: 32 }, (_, mask) => {
  let count = 0;
  for (let i = 0; i < 5; i++) if ((mask & (1 << i)) !== 0) count++;
  return count;
});

/**
 * Whether an option of `cards` cards in all, with or without a Duck, is of a shape that may go on
 * a lay to beat of `topSize` cards (0 when leading; `topBigRed`: Big Red alone) at all: the same
 * size, or a Coop, or Big Red on a Coop, before its cards are looked at.
 */
function shapeFits(cards: number, duck: boolean, bigRed: boolean, topSize: number, topBigRed: boolean): boolean {
  if (topSize === 0) return true;
  if (topBigRed) return false;
  const coop = cards >= 4 && !duck;
  if (topSize >= 4) return coop || (cards === 1 && bigRed);
  return coop || cards === topSize;
}

/**
 * The sizes of option {@link shapeFits} lets on for each kind of lay to beat, as bit masks (bit
 * k for k real cards): index class × 5 + 0 for a pool of Eggs, + 1 for Eggs with the Duck, + 2 for
 * Chickens without Big Red and + 3 with it, and + 4 (bit 0) for the Duck alone. The class is the
 * lay to beat's size (0 when leading), or 6 for Big Red alone. Read once per class from shapeFits.
 */
const FITS = new Int32Array(7 * 5).fill(-1);

function fitsOf(topClass: number, kind: number): number {
  const at = topClass * 5 + kind;
  let mask = FITS[at] as number;
  if (mask < 0) {
    mask = 0;
    const topSize = topClass === 6 ? 1 : topClass;
    const topBigRed = topClass === 6;
    if (kind === 4) mask = shapeFits(1, true, false, topSize, topBigRed) ? 1 : 0;
    else for (let k = 1; k <= 5; k++) if (shapeFits(k + (kind === 1 ? 1 : 0), kind === 1, kind === 3, topSize, topBigRed)) mask |= 1 << k;
    FITS[at] = mask;
  }
  return mask;
}

/**
 * Writes into OPTIONS every shape of lay the hand read into SHAPES (its Chickens `chickens`, with
 * a Duck when `duck`) can make whose size suits a lay to beat of class `topClass` (see FITS): each
 * Egg number and size, with or without the Duck, the Duck alone, and Chickens, in that order.
 * Returns how many. Whether their cards are high enough is left to the caller.
 */
function readOptions(duck: boolean, chickens: number, topClass: number): number {
  const options = OPTIONS;
  const plain = fitsOf(topClass, 0);
  const withDuck = duck ? fitsOf(topClass, 1) : 0;
  let count = 0;
  for (let n = 1; n <= 10; n++) {
    const shape = SHAPES[n] as number;
    if (shape === 0) continue;
    const size = SHAPE_SIZES[shape] as number;
    const most = size < 5 ? size : 5;
    for (let k = 1; k <= most; k++) if ((plain & (1 << k)) !== 0) options[count++] = n * 16 + k;
    if (!duck) continue;
    const few = size < 2 ? size : 2;
    for (let k = 1; k <= few; k++) if ((withDuck & (1 << k)) !== 0) options[count++] = n * 16 + 8 + k;
  }
  if (duck && fitsOf(topClass, 4) !== 0) options[count++] = LONE_DUCK * 16 + 8;
  if (chickens !== 0) {
    const fits = fitsOf(topClass, (chickens & 16) !== 0 ? 3 : 2);
    const most = CHICKEN_COUNTS[chickens] as number;
    for (let k = 1; k <= most; k++) if ((fits & (1 << k)) !== 0) options[count++] = CHICKENS * 16 + k;
  }
  return count;
}

/**
 * The lay id of `option`: its cards and stand-in drawn by `rng` (a partial Fisher–Yates shuffle
 * of its pool, lowest card first, then one stand-in), or its strongest set when `rng` is null.
 * Always a lay, since an option only holds cards that go together.
 */
function build(option: number, rng: Rng | null, chickens: number): number {
  const kind = option >> 4;
  const duck = (option & 8) !== 0;
  const size = option & 7;
  let id: number;
  if (kind === LONE_DUCK) {
    // Every Egg in turn, numbers 1–10 and suits low to high within each: the strongest is O10.
    const egg = rng === null ? 39 : rng.int(40);
    id = eggLayId((egg >> 2) + 1, 0, egg & 3);
  } else if (kind === CHICKENS) {
    let mask = 0;
    if (rng === null) {
      // The strongest Chickens: the highest `size` places of the mask.
      for (let i = 4, left = size; left > 0; i--) {
        if ((chickens & (1 << i)) !== 0) {
          mask |= 1 << i;
          left--;
        }
      }
    } else {
      let count = 0;
      for (let i = 0; i < 5; i++) if ((chickens & (1 << i)) !== 0) DRAW[count++] = i;
      draw(count, size, rng);
      for (let i = 0; i < size; i++) mask |= 1 << (DRAW[i] as number);
    }
    id = chickenLayId(mask);
  } else {
    const shape = SHAPES[kind] as number;
    let drawn: number;
    if (rng === null) drawn = STRONGEST[shape * 9 + size] as number;
    else {
      const count = SHAPE_SIZES[shape] as number;
      for (let i = 0; i < count; i++) DRAW[i] = SHAPE_POOLS[shape * 8 + i] as number;
      draw(count, size, rng);
      drawn = 0;
      for (let i = 0; i < size; i++) drawn += POW3[DRAW[i] as number] as number;
    }
    id = eggLayId(kind, drawn, duck ? (rng === null ? 3 : rng.int(4)) : -1);
  }
  if (!isLayId(id)) throw new Error(`sampleAction: option ${option} made no lay`);
  return id;
}

/** Draws `size` of the `count` cards in DRAW into its first places, at random (a partial Fisher–Yates shuffle). */
function draw(count: number, size: number, rng: Rng): void {
  for (let i = 0; i < size; i++) {
    const j = i + rng.int(count - i);
    const c = DRAW[j] as number;
    DRAW[j] = DRAW[i] as number;
    DRAW[i] = c;
  }
}

/**
 * The Bad Egg's give-back: any card but the gift, at random (apart from sampleAction, whose every
 * call would otherwise make a closure's context for the filter below).
 */
function giveBackAtRandom(view: JhView, rng: Rng): JhAction {
  const cards = view.hand.filter((c) => c !== view.gift);
  return { type: 'give-back', card: rng.pick(cards) };
}

/**
 * A random legal action for the seat whose `view` this is, on that seat's turn, found from the
 * view alone without listing every legal action: in the exchange, any card but the gift given
 * back; in play, a Cluck now and then when Clucking is allowed, else a shape of lay (an Egg
 * number and size, with or without a Duck, or Chickens) picked among those that can beat the
 * centre, then its cards and any Duck stand-in at random, and a flip or skip for a Coop with 3–6
 * players. Every legal action can come out, though not with equal chances. Draws only from `rng`.
 * Throws when it is not this seat's turn (out-of-turn Last Egg moves are not sampled here), or
 * for a view whose hand no deck could deal. A lay comes back as the lay's own action (lays.ts),
 * the very object the legal list holds.
 */
export function sampleAction(view: JhView, rng: Rng): JhAction {
  if (view.phase === 'over' || view.turn !== view.seat) throw new Error("sampleAction: it is not this seat's turn");
  if (view.phase === 'exchange') return giveBackAtRandom(view, rng);
  const held = packedHandOf(view.hand);
  if (held === null) throw new RangeError(`sampleAction: no hand of the game holds ${view.hand.join(' ')}`);
  const entry = view.centre ? entryOfCentre(view.centre) : -1;
  const top = entry >= 0 && isLayId(entry % LAY_IDS) ? entry % LAY_IDS : -1;
  if (top >= 0 && rng.chance(CLUCK_CHANCE)) return CLUCK;
  const topClass = top < 0 ? 0 : top === BIG_RED ? 6 : laySizeOf(top);
  eggShapes(held, 0, SHAPES);
  const chickens = chickenMask(held, 0);
  let count = readOptions(duckCount(held, 0) > 0, chickens, topClass);
  // An option picked at random among the shapes, dropping those whose strongest set is too low,
  // is picked evenly among those that can beat the centre.
  let option = -1;
  while (option < 0 && count > 0) {
    const i = rng.int(count);
    const o = OPTIONS[i] as number;
    if (top < 0 || beatsId(build(o, null, chickens), top)) option = o;
    else OPTIONS[i] = OPTIONS[--count] as number;
  }
  if (option < 0) {
    if (top < 0) throw new Error('sampleAction: no lay to lead with');
    return CLUCK;
  }
  // Random sets of the option until one is high enough; its strongest set always is.
  let id = build(option, rng, chickens);
  for (let tries = 1; top >= 0 && !beatsId(id, top); tries++) id = build(option, tries < TRIES ? rng : null, chickens);
  const coop = (option & 7) >= 4 && (option & 8) === 0;
  if (coop && view.options.players > 2) return layAction(id, rng.chance(0.5) ? 1 : 2);
  return layAction(id, 0);
}
