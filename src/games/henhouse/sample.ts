import type { Rng } from '../../engine/index.js';
import { maxRank, type Vermin } from './cards.js';
import {
  beats,
  combinationsOfShape,
  compareSameKind,
  reduce,
  removable,
  shapeSource,
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

/** The ranks of one combination shape: its type and its highest rank fix them all. */
interface Shape {
  readonly type: ComboType;
  readonly ranks: readonly number[];
}

function shapeOf(type: ComboType, size: number, rank: number): Shape | null {
  switch (type) {
    case 'single':
      return { type, ranks: [rank] };
    case 'set':
      return { type, ranks: Array<number>(size).fill(rank) };
    case 'run':
      return rank - size + 1 >= 1 ? { type, ranks: Array.from({ length: size }, (_, i) => rank - size + 1 + i) } : null;
    case 'henhouse':
      return rank >= 2 ? { type, ranks: [rank - 1, rank - 1, rank, rank] } : null;
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
function mightFill(perRank: readonly number[], wildCount: number, shape: Shape): boolean {
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

/** Accepts every combination (a lead may play any). */
const ANY = (): boolean => true;

/** Removes and returns a random element; the list must be non-empty. */
function takeRandom<T>(list: T[], rng: Rng): T {
  const i = rng.int(list.length);
  const item = list[i] as T;
  list[i] = list[list.length - 1] as T;
  list.pop();
  return item;
}

/**
 * Tries the shapes in random order and returns a random combination that `accept` allows from
 * the first shape that has one, or null when none has.
 */
function pickFromShapes(
  source: ShapeSource,
  shapes: Shape[],
  accept: (c: Combination) => boolean,
  rng: Rng,
): Combination | null {
  while (shapes.length > 0) {
    const shape = takeRandom(shapes, rng);
    const listed = combinationsOfShape(source, shape.ranks);
    const combos = accept === ANY ? listed : listed.filter(accept);
    if (combos.length > 0) return rng.pick(combos);
  }
  return null;
}

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
  const top = maxRank(view.options.players, view.options.bigHands);
  const wilds = view.wilds[view.seat] as WildsHeld;
  const wildCount = (wilds.C ? 1 : 0) + (wilds.E ? 1 : 0);
  const shapes = (type: ComboType, size: number, from: number, to: number): Shape[] => {
    const list: Shape[] = [];
    const base = (TYPES.indexOf(type) * 5 + size) * 10;
    for (let rank = Math.max(1, from); rank <= Math.min(top, to); rank++) {
      const shape = SHAPES[base + rank] ?? null;
      if (shape && mightFill(perRank, wildCount, shape)) list.push(shape);
    }
    return list;
  };
  // Made once the draw is known to need the hand: an immediate pass never reads it.
  let source: ShapeSource | null = null;
  let perRank: readonly number[] = [];
  const ready = (): ShapeSource => {
    if (source === null) {
      source = shapeSource(view.hand, wilds);
      perRank = source.perRank;
    }
    return source;
  };
  const play = (combo: Combination, vermin?: Vermin, remove?: string): HenhouseAction =>
    vermin === undefined
      ? { type: 'play', cards: combo.cards }
      : remove === undefined
        ? { type: 'play', cards: combo.cards, vermin }
        : { type: 'play', cards: combo.cards, vermin, remove };

  const current = view.trick.current;
  if (current === null) {
    ready();
    // Leading: a kind of combination first, so sets, runs and Henhouses are not drowned by singles.
    const kinds = LEAD_KINDS.slice();
    while (kinds.length > 0) {
      const [type, size] = takeRandom(kinds, rng);
      const combo = pickFromShapes(ready(), shapes(type, size, 1, top), ANY, rng);
      if (combo) return play(combo);
    }
    throw new Error('sampleAction: a seat on turn holds no card');
  }

  if (rng.chance(PASS_CHANCE)) return { type: 'pass' };
  ready();
  const size = current.cards.length;
  const plain = (): HenhouseAction | null => {
    const same = current.type === 'henhouse' ? [] : shapes(current.type, size, current.rank, top);
    const henhouses = shapes('henhouse', 4, current.type === 'henhouse' ? current.rank : 2, top);
    const combo = pickFromShapes(ready(), [...same, ...henhouses], (c) => beats(c, current), rng);
    return combo ? play(combo) : null;
  };
  const vermin: (() => HenhouseAction | null)[] = [];
  if (current.type === 'set' || current.type === 'run') {
    if (view.table.skunk > 0) {
      vermin.push(() => {
        const combo = pickFromShapes(ready(), shapes(current.type, size, 1, current.rank), (c) => compareSameKind(c, current) < 0, rng);
        return combo ? play(combo, 'skunk') : null;
      });
    }
    for (const v of ['fox', 'snake'] as const) {
      if (view.table[v] <= 0) continue;
      const removes = removable(current, v);
      if (removes.length === 0) continue;
      vermin.push(() => {
        while (removes.length > 0) {
          const remove = takeRandom(removes, rng);
          const reduced = reduce(current, v, remove);
          if (!reduced.ok) continue;
          const target = reduced.combo;
          const list = shapes(target.type, target.cards.length, target.rank, top);
          const combo = pickFromShapes(ready(), list, (c) => compareSameKind(c, target) > 0, rng);
          if (combo) return play(combo, v, remove);
        }
        return null;
      });
    }
  }
  const tries: (() => HenhouseAction | null)[] = [];
  if (rng.chance(PLAIN_FIRST_CHANCE)) tries.push(plain);
  while (vermin.length > 0) tries.push(takeRandom(vermin, rng));
  if (tries[0] !== plain) tries.push(plain);
  for (const attempt of tries) {
    const action = attempt();
    if (action) return action;
  }
  return { type: 'pass' };
}
