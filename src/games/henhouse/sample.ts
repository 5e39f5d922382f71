import type { Rng } from '../../engine/index.js';
import { maxRank, type Vermin } from './cards.js';
import {
  beats,
  drawFromShape,
  compareSameKind,
  reduce,
  removable,
  sharedShapeSource,
  type Combination,
  type ComboType,
  type ShapeSource,
  type WildsHeld,
} from './lays.js';
import type { HenhouseAction, HenhouseView } from './state.js';

/** How often a sampled follow passes straight away, when passing is allowed. */
const PASS_CHANCE = 0.15;
/** How often a sampled follow tries a plain beat before any vermin play. */
const PLAIN_FIRST_CHANCE = 0.7;

/**
 * The ranks of one combination shape: its type and its highest rank fix them all. Its
 * combinations differ only in their cards and in being suited or not, so `probes` stand for
 * all of them when they are compared with a pile: unsuited (index 0) and suited (1). A probe's
 * cards are placeholders, right only in number, which is all a comparison reads.
 */
interface Shape {
  readonly type: ComboType;
  readonly ranks: readonly number[];
  readonly probes: readonly [Combination, Combination];
}

function shape(type: ComboType, ranks: readonly number[]): Shape {
  const probe = (suited: boolean): Combination => ({ type, cards: ranks.map(String), rank: ranks[ranks.length - 1] as number, suited });
  return { type, ranks, probes: [probe(false), probe(true)] };
}

function shapeOf(type: ComboType, size: number, rank: number): Shape | null {
  switch (type) {
    case 'single':
      return shape(type, [rank]);
    case 'set':
      return shape(type, Array<number>(size).fill(rank));
    case 'run':
      return rank - size + 1 >= 1
        ? shape(
            type,
            Array.from({ length: size }, (_, i) => rank - size + 1 + i),
          )
        : null;
    case 'henhouse':
      return rank >= 2 ? shape(type, [rank - 1, rank - 1, rank, rank]) : null;
  }
}

const TYPES: readonly ComboType[] = ['single', 'set', 'run', 'henhouse'];

/** Every shape, built once, at index (type × 5 + size) × 10 + rank; null where there is none. */
const SHAPES: readonly (Shape | null)[] = TYPES.flatMap((type) =>
  Array.from({ length: 50 }, (_, k) => {
    const size = Math.floor(k / 10);
    const rank = k % 10;
    const fits = rank >= 1 && (type === 'single' ? size === 1 : type === 'henhouse' ? size === 4 : size >= 2);
    return fits ? shapeOf(type, size, rank) : null;
  }),
);

/** Whether the hand has enough cards at each rank, counting wilds, to fill the shape at all. */
function mightFill(perRank: ArrayLike<number>, wildCount: number, shape: Shape): boolean {
  let short = 0;
  let i = 0;
  const ranks = shape.ranks;
  while (i < ranks.length) {
    const rank = ranks[i] as number;
    let need = 0;
    while (i < ranks.length && ranks[i] === rank) {
      need++;
      i++;
    }
    short += Math.max(0, need - (perRank[rank] ?? 0));
  }
  return short <= wildCount;
}

/** The kinds of combination a lead draws from, in the order the draw takes them from. */
const LEAD_KINDS: readonly (readonly [ComboType, number])[] = [
  ['single', 1],
  ['set', 2],
  ['set', 3],
  ['set', 4],
  ['run', 2],
  ['run', 3],
  ['run', 4],
  ['henhouse', 4],
];

/** Removes and returns a random element; the list must be non-empty. */
function takeRandom<T>(list: T[], rng: Rng): T {
  const i = rng.int(list.length);
  const item = list[i] as T;
  list[i] = list[list.length - 1] as T;
  list.pop();
  return item;
}

/**
 * Which combinations of a shape a draw may take: any (a lead), those that beat the pile, or
 * those of the pile's kind that are lower (the skunk) or higher (after a fox or snake).
 */
type Accept = 'any' | 'beats' | 'lower' | 'higher';

function accepts(accept: Accept, c: Combination, against: Combination | null): boolean {
  switch (accept) {
    case 'any':
      return true;
    case 'beats':
      return beats(c, against as Combination);
    case 'lower':
      return compareSameKind(c, against as Combination) < 0;
    case 'higher':
      return compareSameKind(c, against as Combination) > 0;
  }
}

/**
 * Tries the shapes in random order and returns a random combination that `accept` allows (with
 * `against` the combination it is measured against) from the first shape that has one, or null
 * when none has.
 */
function pickFromShapes(source: ShapeSource, shapes: Shape[], accept: Accept, against: Combination | null, rng: Rng): Combination | null {
  while (shapes.length > 0) {
    const { ranks, probes } = takeRandom(shapes, rng);
    const allowed = [accepts(accept, probes[0], against), accepts(accept, probes[1], against)] as const;
    const combo = drawFromShape(source, ranks, allowed, rng);
    if (combo) return combo;
  }
  return null;
}

/** What a draw knows of the hand: its shape source, and the ranks and wilds that bound it. */
interface Drawer {
  readonly source: ShapeSource;
  readonly wildCount: number;
  readonly top: number;
}

/** The shapes of `type` and `size` with highest rank from `from` to `to` that the hand might fill, added to `into`. */
function addShapes(d: Drawer, into: Shape[], type: ComboType, size: number, from: number, to: number): Shape[] {
  const base = (TYPES.indexOf(type) * 5 + size) * 10;
  for (let rank = Math.max(1, from); rank <= Math.min(d.top, to); rank++) {
    const shape = SHAPES[base + rank] ?? null;
    if (shape && mightFill(d.source.perRank, d.wildCount, shape)) into.push(shape);
  }
  return into;
}

function play(combo: Combination, vermin?: Vermin, remove?: string): HenhouseAction {
  return vermin === undefined
    ? { type: 'play', cards: combo.cards }
    : remove === undefined
      ? { type: 'play', cards: combo.cards, vermin }
      : { type: 'play', cards: combo.cards, vermin, remove };
}

/** A plain beat of `current`: the same type and size, or a Henhouse. */
function drawPlain(d: Drawer, current: Combination, rng: Rng): HenhouseAction | null {
  const shapes: Shape[] = [];
  if (current.type !== 'henhouse') addShapes(d, shapes, current.type, current.cards.length, current.rank, d.top);
  addShapes(d, shapes, 'henhouse', 4, current.type === 'henhouse' ? current.rank : 2, d.top);
  const combo = pickFromShapes(d.source, shapes, 'beats', current, rng);
  return combo ? play(combo) : null;
}

/** A lower combination of the pile's kind, played with the skunk. */
function drawSkunk(d: Drawer, current: Combination, rng: Rng): HenhouseAction | null {
  const shapes = addShapes(d, [], current.type, current.cards.length, 1, current.rank);
  const combo = pickFromShapes(d.source, shapes, 'lower', current, rng);
  return combo ? play(combo, 'skunk') : null;
}

/** A fox or snake play: a card to take from the pile (among `removes`), then a beat of what is left. */
function drawTaker(d: Drawer, current: Combination, v: 'fox' | 'snake', removes: string[], rng: Rng): HenhouseAction | null {
  while (removes.length > 0) {
    const remove = takeRandom(removes, rng);
    const reduced = reduce(current, v, remove);
    if (!reduced.ok) continue;
    const target = reduced.combo;
    const shapes = addShapes(d, [], target.type, target.cards.length, target.rank, d.top);
    const combo = pickFromShapes(d.source, shapes, 'higher', target, rng);
    if (combo) return play(combo, v, remove);
  }
  return null;
}

/** A way of following that a draw may try: a plain beat, or one of the vermin. */
type Follow = { readonly kind: 'plain' } | { readonly kind: 'skunk' } | { readonly kind: 'fox' | 'snake'; readonly removes: string[] };

const PLAIN: Follow = { kind: 'plain' };
const SKUNK: Follow = { kind: 'skunk' };

/**
 * A random legal action for the seat whose view this is, when it is that seat's turn, found
 * without listing every legal action: it picks a kind of play (a plain combination, or one with
 * the skunk, fox or snake), then a shape (type, size, rank) the hand can fill, then the cards
 * and wild stand-ins of that shape, exactly as `legalActions` writes them. When following it
 * passes with a modest probability, and whenever nothing else is possible. Every action the
 * rules allow has a chance of being drawn, though not an equal one. Throws when the game is over
 * or the turn is another seat's.
 */
export function sampleAction(view: HenhouseView, rng: Rng): HenhouseAction {
  if (view.over) throw new Error('sampleAction: the game is over');
  if (view.turn !== view.seat) throw new Error(`sampleAction: it is seat ${view.turn}'s turn, not seat ${view.seat}'s`);
  const current = view.trick.current;
  // An immediate pass never reads the hand.
  if (current !== null && rng.chance(PASS_CHANCE)) return { type: 'pass' };
  const wilds = view.wilds[view.seat] as WildsHeld;
  const d: Drawer = {
    source: sharedShapeSource(view.hand, wilds),
    wildCount: (wilds.C ? 1 : 0) + (wilds.E ? 1 : 0),
    top: maxRank(view.options.players, view.options.bigHands),
  };

  if (current === null) {
    // Leading: a kind of combination first, so sets, runs and Henhouses are not drowned by singles.
    const kinds = LEAD_KINDS.slice();
    while (kinds.length > 0) {
      const [type, size] = takeRandom(kinds, rng);
      const combo = pickFromShapes(d.source, addShapes(d, [], type, size, 1, d.top), 'any', null, rng);
      if (combo) return play(combo);
    }
    throw new Error('sampleAction: a seat on turn holds no card');
  }

  const vermin: Follow[] = [];
  if (current.type === 'set' || current.type === 'run') {
    if (view.table.skunk > 0) vermin.push(SKUNK);
    for (const v of ['fox', 'snake'] as const) {
      if (view.table[v] <= 0) continue;
      const removes = removable(current, v);
      if (removes.length > 0) vermin.push({ kind: v, removes });
    }
  }
  const tries: Follow[] = [];
  if (rng.chance(PLAIN_FIRST_CHANCE)) tries.push(PLAIN);
  while (vermin.length > 0) tries.push(takeRandom(vermin, rng));
  if (tries[0] !== PLAIN) tries.push(PLAIN);
  for (const t of tries) {
    const action =
      t.kind === 'plain'
        ? drawPlain(d, current, rng)
        : t.kind === 'skunk'
          ? drawSkunk(d, current, rng)
          : drawTaker(d, current, t.kind, t.removes, rng);
    if (action) return action;
  }
  return { type: 'pass' };
}
