import type { Rng } from '../../engine/index.js';
import { DUCK, eggNumber, isChicken, isEgg, playValue } from './cards.js';
import { isCoop, judgeBeat, readLay, sortLaid } from './lays.js';
import { SUITS, type Card, type JhAction, type JhView, type LaidCard, type Lay } from './types.js';

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
  /** The Eggs the Duck may stand for (strongest last), or empty for no Duck. */
  readonly standIns: readonly Card[];
}

const ALL_EGGS: readonly Card[] = Array.from({ length: 40 }, (_, i) => `${SUITS[i % 4]}${Math.floor(i / 4) + 1}`);

function eggsOf(n: number): Card[] {
  return SUITS.map((s) => `${s}${n}`);
}

/** The cards of `option`: `size` of its pool picked by `rng`, or its strongest when `rng` is null. */
function build(option: Option, rng: Rng | null): LaidCard[] {
  const pool = option.pool;
  const cards = rng ? rng.shuffle(pool).slice(0, option.size) : pool.slice(pool.length - option.size);
  const ins = option.standIns;
  if (ins.length > 0) cards.push(`D=${rng ? rng.pick(ins) : (ins[ins.length - 1] as Card)}`);
  return sortLaid(cards);
}

function layOf(cards: readonly LaidCard[]): Lay | null {
  const r = readLay(cards);
  return r.ok ? r.lay : null;
}

function beats(cards: readonly LaidCard[], top: Lay | null): Lay | null {
  const lay = layOf(cards);
  if (!lay) return null;
  return top === null || judgeBeat(lay, top).beats ? lay : null;
}

/** Every shape of lay `hand` can make: each Egg number and size, with or without the Duck, and Chickens. */
function optionsOf(hand: readonly Card[]): Option[] {
  const byNumber = new Map<number, Card[]>();
  const chickens: Card[] = [];
  let duck = false;
  for (const c of hand) {
    if (c === DUCK) duck = true;
    else if (isChicken(c)) chickens.push(c);
    else if (isEgg(c)) {
      const n = eggNumber(c) as number;
      const group = byNumber.get(n);
      if (group) group.push(c);
      else byNumber.set(n, [c]);
    }
  }
  const out: Option[] = [];
  const sorted = (cards: Card[]): Card[] => cards.sort((a, b) => playValue(a) - playValue(b));
  for (const [n, group] of byNumber) {
    sorted(group);
    for (let k = 1; k <= Math.min(5, group.length); k++) out.push({ pool: group, size: k, standIns: [] });
    if (duck) for (let k = 1; k <= Math.min(2, group.length); k++) out.push({ pool: group, size: k, standIns: eggsOf(n) });
  }
  if (duck) out.push({ pool: [], size: 0, standIns: ALL_EGGS });
  sorted(chickens);
  for (let k = 1; k <= Math.min(5, chickens.length); k++) out.push({ pool: chickens, size: k, standIns: [] });
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
  if (view.phase === 'over' || view.turn !== view.seat) throw new Error('sampleAction: it is not this seat\'s turn');
  if (view.phase === 'exchange') {
    const cards = view.hand.filter((c) => c !== view.gift);
    return { type: 'give-back', card: rng.pick(cards) };
  }
  const top = view.centre ? layOf(view.centre.cards) : null;
  if (top && rng.chance(CLUCK_CHANCE)) return { type: 'cluck' };
  const open = optionsOf(view.hand).filter((o) => beats(build(o, null), top) !== null);
  if (open.length === 0) {
    if (!top) throw new Error('sampleAction: no lay to lead with');
    return { type: 'cluck' };
  }
  const option = rng.pick(open);
  let cards: LaidCard[] | null = null;
  let lay: Lay | null = null;
  for (let i = 0; i < TRIES && lay === null; i++) {
    cards = build(option, rng);
    lay = beats(cards, top);
  }
  if (lay === null || cards === null) {
    cards = build(option, null);
    lay = beats(cards, top) as Lay;
  }
  if (isCoop(lay) && view.options.players > 2) return { type: 'lay', cards, coop: rng.chance(0.5) ? 'flip' : 'skip' };
  return { type: 'lay', cards };
}
