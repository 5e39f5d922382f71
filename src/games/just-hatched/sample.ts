import type { Rng } from '../../engine/index.js';
import { BIG_RED, DUCK, ducksOfNumber, eggNumber, isChicken, isLaidDuck, laidDuck } from './cards.js';
import { duckStandIns, layBeats, readLay } from './lays.js';
import { type Card, type JhAction, type JhView, type LaidCard, type Lay } from './state.js';

/** How often a player who may Cluck does so before looking at their lays. */
const CLUCK_CHANCE = 0.2;

/** Attempts at a random set of an option before settling for its strongest set. */
const TRIES = 6;

/**
 * One way to lay: `size` cards from `pool` (all of one Egg number, or all Chickens), plus a Duck
 * standing for one of `standIns` when `standIns` is not empty.
 */
interface Option {
  /** The cards to choose from, strongest last. */
  readonly pool: readonly Card[];
  /** Real cards taken from `pool`. */
  readonly size: number;
  /** The Duck as each Egg it may stand for (`D=O7`, strongest last), or empty for no Duck. */
  readonly standIns: readonly LaidCard[];
}

/** A laid Duck as each Egg it may stand for, lowest first. */
const ALL_DUCKS: readonly LaidCard[] = duckStandIns().map(laidDuck);

const NO_DUCK: readonly LaidCard[] = [];

/** `k` cards of `pool` drawn at random by `rng` (a partial Fisher–Yates shuffle). */
function drawSome(pool: readonly Card[], k: number, rng: Rng): LaidCard[] {
  const rest = pool.slice();
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(rest.length - i);
    const c = rest[j] as Card;
    rest[j] = rest[i] as Card;
    rest[i] = c;
  }
  rest.length = k;
  return rest;
}

/**
 * The lay of `option`: its cards and stand-in drawn by `rng`, or its strongest set when `rng` is
 * null. Always a lay, since an option only holds cards that go together.
 */
function build(option: Option, rng: Rng | null): Lay {
  const { pool, size, standIns } = option;
  const cards = rng ? drawSome(pool, size, rng) : pool.slice(pool.length - size);
  if (standIns.length > 0) cards.push(rng ? rng.pick(standIns) : (standIns[standIns.length - 1] as LaidCard));
  return (readLay(cards) as { readonly lay: Lay }).lay;
}

/**
 * Whether an option of `cards` cards in all, with or without a Duck, is of a shape that may go on
 * `top` at all (the same size, or a Coop, or Big Red on a Coop), before its cards are looked at.
 */
function shapeFits(cards: number, duck: boolean, top: Lay | null, bigRed: boolean): boolean {
  if (top === null) return true;
  if (top.bigRed) return false;
  const coop = cards >= 4 && !duck;
  if (top.kind === 'little-coop' || top.kind === 'big-coop') return coop || (cards === 1 && bigRed);
  return coop || cards === top.cards.length;
}

/** Adds to `out` the options of `pool` (with the Duck as one of `standIns`, if any) that suit `top`. */
function addOptions(out: Option[], pool: readonly Card[], standIns: readonly LaidCard[], top: Lay | null): void {
  const duck = standIns.length > 0;
  const most = Math.min(duck ? 2 : 5, pool.length);
  const bigRed = pool[pool.length - 1] === BIG_RED;
  for (let k = 1; k <= most; k++) {
    if (shapeFits(k + (duck ? 1 : 0), duck, top, bigRed)) out.push({ pool, size: k, standIns });
  }
}

/**
 * Every shape of lay `hand` (in pecking order, as a view gives it) can make whose size suits
 * `top`: each Egg number and size, with or without the Duck, and Chickens. Whether its cards are
 * high enough is left to the caller.
 */
function optionsOf(hand: readonly Card[], top: Lay | null): Option[] {
  const out: Option[] = [];
  const duck = hand.includes(DUCK);
  const chickens: Card[] = [];
  const addGroup = (group: readonly Card[], n: number): void => {
    addOptions(out, group, NO_DUCK, top);
    if (duck) addOptions(out, group, ducksOfNumber(n), top);
  };
  let group: Card[] = [];
  let number = 0;
  for (const c of hand) {
    const n = eggNumber(c);
    if (n !== null && !isLaidDuck(c)) {
      if (n !== number && group.length > 0) {
        addGroup(group, number);
        group = [];
      }
      number = n;
      group.push(c);
    } else if (isChicken(c)) {
      chickens.push(c);
    }
  }
  if (group.length > 0) addGroup(group, number);
  if (duck && shapeFits(1, true, top, false)) out.push({ pool: NO_DUCK, size: 0, standIns: ALL_DUCKS });
  addOptions(out, chickens, NO_DUCK, top);
  return out;
}

/**
 * A random legal action for the seat whose `view` this is, on that seat's turn, found from the
 * view alone without listing every legal action: in the exchange, any card but the gift given
 * back; in play, a Cluck now and then when Clucking is allowed, else a shape of lay (an Egg
 * number and size, with or without a Duck, or Chickens) picked among those that can beat the
 * centre, then its cards and any Duck stand-in at random, and a flip or skip for a Coop with 3–6
 * players. Every legal action can come out, though not with equal chances. Draws only from `rng`.
 * Throws when it is not this seat's turn (out-of-turn Last Egg moves are not sampled here).
 */
export function sampleAction(view: JhView, rng: Rng): JhAction {
  if (view.phase === 'over' || view.turn !== view.seat) throw new Error("sampleAction: it is not this seat's turn");
  if (view.phase === 'exchange') {
    const cards = view.hand.filter((c) => c !== view.gift);
    return { type: 'give-back', card: rng.pick(cards) };
  }
  const reading = view.centre ? readLay(view.centre.cards) : null;
  const top = reading?.ok ? reading.lay : null;
  if (top && rng.chance(CLUCK_CHANCE)) return { type: 'cluck' };
  // An option picked at random among the shapes, dropping those whose strongest set is too low,
  // is picked evenly among those that can beat the centre.
  const shapes = optionsOf(view.hand, top);
  let option: Option | null = null;
  while (option === null && shapes.length > 0) {
    const i = rng.int(shapes.length);
    const o = shapes[i] as Option;
    if (top === null || layBeats(build(o, null), top)) option = o;
    else {
      shapes[i] = shapes[shapes.length - 1] as Option;
      shapes.pop();
    }
  }
  if (option === null) {
    if (!top) throw new Error('sampleAction: no lay to lead with');
    return { type: 'cluck' };
  }
  // Random sets of the option until one is high enough; its strongest set always is.
  let lay = build(option, rng);
  for (let tries = 1; top !== null && !layBeats(lay, top); tries++) lay = build(option, tries < TRIES ? rng : null);
  const cards = lay.cards;
  const coop = option.size >= 4 && option.standIns.length === 0;
  if (coop && view.options.players > 2) return { type: 'lay', cards, coop: rng.chance(0.5) ? 'flip' : 'skip' };
  return { type: 'lay', cards };
}
