import type { Rng } from '../../engine/index.js';
import { withArticle } from '../words.js';
import {
  cardId,
  colourOf,
  formatPlayed,
  parsePlayed,
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
function compareByNumbers(type: ComboType, rank: number, suited: boolean, otherRank: number, otherSuited: boolean): number {
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
    return `a ${describeCombo(next)} cannot follow a ${describeCombo(current)}: play the same type with ${current.cards.length} card${current.cards.length === 1 ? '' : 's'}, or a Henhouse`;
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

/** One choice for a slot of a combination: a dealt card of that rank, or a wild standing in for it. */
export interface SlotOption {
  readonly card: PlayedCard;
  /** Rank of the option among a slot's choices: to avoid listing the same set twice. */
  readonly order: number;
  /** For a dealt card, its index in {@link ShapeSource.count}; -1 for a wild. */
  readonly id: number;
  /** Bit of the card's colour (brown 1, white 2) and of its trait (chicken 1, egg 2). */
  readonly colourBit: number;
  readonly traitBit: number;
  /** The card in played notation, and its place in {@link sortPlayed}'s order. */
  readonly note: string;
  readonly sortKey: number;
}

function slotOption(card: PlayedCard, order: number, id: number): SlotOption {
  return {
    card,
    order,
    id,
    colourBit: colourOf(card.suit) === 'B' ? 1 : 2,
    traitBit: traitOf(card.suit) === 'C' ? 1 : 2,
    note: formatPlayed(card),
    sortKey: card.rank * 100 + SUITS.indexOf(card.suit) * 10 + (card.wild ? 1 : 0),
  };
}

/** Slot options of every dealt card and every wild stand-in, by suit then rank, made once. */
const DEALT_OPTIONS: readonly (readonly SlotOption[])[] = SUITS.map((suit, i) =>
  Array.from({ length: 10 }, (_, rank) => slotOption({ suit, rank, wild: false }, i, i * 10 + rank)),
);
const WILD_OPTIONS: readonly (readonly SlotOption[])[] = SUITS.map((suit, i) =>
  Array.from({ length: 10 }, (_, rank) => slotOption({ suit, rank, wild: true }, 4 + i, -1)),
);

/**
 * A hand ready for {@link combinationsOfShape}: how many of each dealt card it holds (indexed
 * suit × 10 + rank), how many at each rank, the wilds, and each rank's slot options.
 */
export interface ShapeSource {
  readonly count: ArrayLike<number>;
  readonly perRank: ArrayLike<number>;
  readonly wilds: WildsHeld;
  options(rank: number): readonly SlotOption[];
  /** Scratch counts of cards in use while a shape is listed: all zero between listings. */
  readonly used: number[];
}

/** `n` zeros, in a packed array (cheaper to make and read than `Array(n).fill(0)`). */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/**
 * The scratch counts every source shares: a listing gives back all it takes before it returns,
 * and listings never run inside one another, so it is all zero whenever a listing starts.
 */
const SCRATCH_USED: number[] = zeros(40);

/** A {@link ShapeSource} for one hand; a class, so that each hand costs one object and no closures. */
class HandSource implements ShapeSource {
  // Byte arrays: made zeroed, and cheaper to make than arrays of numbers (a hand holds at most
  // two copies of a card and twenty cards).
  readonly count = new Uint8Array(40);
  readonly perRank = new Uint8Array(10);
  readonly used: number[] = SCRATCH_USED;
  /** Each rank's options, listed the first time that rank is asked for. */
  private readonly listed: (SlotOption[] | undefined)[] = [];

  constructor(
    hand: readonly string[],
    readonly wilds: WildsHeld,
  ) {
    for (const code of hand) {
      const id = cardId(code);
      if (id < 0) continue;
      this.count[id] = (this.count[id] as number) + 1;
      this.perRank[id % 10] = (this.perRank[id % 10] as number) + 1;
    }
  }

  options(rank: number): readonly SlotOption[] {
    const known = this.listed[rank];
    if (known) return known;
    const list: SlotOption[] = [];
    if (rank >= 1 && rank <= 9) {
      for (let i = 0; i < 4; i++)
        if ((this.count[i * 10 + rank] as number) > 0) list.push((DEALT_OPTIONS[i] as SlotOption[])[rank] as SlotOption);
      for (let i = 0; i < 4; i++) if (this.wilds[i < 2 ? 'C' : 'E']) list.push((WILD_OPTIONS[i] as SlotOption[])[rank] as SlotOption);
    }
    this.listed[rank] = list;
    return list;
  }
}

/** Prepares a hand (dealt codes) and its wilds for {@link combinationsOfShape}. */
export function shapeSource(hand: readonly string[], wilds: WildsHeld): ShapeSource {
  return new HandSource(hand, wilds);
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
 * One walk over the combinations of a shape: the slots are filled left to right, equal-rank
 * neighbours taking options in non-decreasing order, and each distinct combination is met once,
 * always in the same order. A walk either lists every combination, or counts those `accepted`
 * allows and builds only the one at index `target` among them. Every card taken into the
 * source's `used` is given back on the way out, so it is all zero again after.
 */
class ShapeWalk {
  readonly out: Combination[] = [];
  /** Distinct combinations met so far that are accepted (all, when listing). */
  accepted = 0;
  /** The combination built at `target`, once met. */
  found: Combination | null = null;
  private readonly chosen: SlotOption[] = [];
  /** Wilds in use, as trait bits (chicken 1, egg 2). */
  private usedWild = 0;

  /**
   * `accept` says, for an unsuited (index 0) and a suited (1) combination of this shape,
   * whether it counts; null lists every combination. `target` is the index among the accepted
   * of the one to build (-1: none, only count).
   */
  constructor(
    private readonly source: ShapeSource,
    private readonly ranks: readonly number[],
    private readonly type: ComboType,
    private readonly accept: readonly [boolean, boolean] | null,
    private readonly target = -1,
  ) {}

  walk(i: number, colours: number, traits: number): void {
    const { ranks, chosen, source } = this;
    if (i === ranks.length) {
      this.meet();
      return;
    }
    const rank = ranks[i] as number;
    const prev = i > 0 && ranks[i - 1] === rank ? chosen[i - 1] : undefined;
    const { count, used } = source;
    for (const opt of source.options(rank)) {
      if (prev && opt.order < prev.order) continue;
      if (opt.id >= 0) {
        if ((used[opt.id] as number) >= (count[opt.id] as number)) continue;
      } else if ((this.usedWild & opt.traitBit) !== 0) continue;
      const c2 = colours | opt.colourBit;
      const t2 = traits | opt.traitBit;
      // Both colours and both traits: no suit filter of the Golden Rule allows it.
      if (c2 === 3 && t2 === 3) continue;
      chosen.push(opt);
      if (opt.id >= 0) used[opt.id] = (used[opt.id] as number) + 1;
      else this.usedWild |= opt.traitBit;
      this.walk(i + 1, c2, t2);
      chosen.pop();
      if (opt.id >= 0) used[opt.id] = (used[opt.id] as number) - 1;
      else this.usedWild &= ~opt.traitBit;
      if (this.found !== null) return;
    }
  }

  /**
   * The combination now chosen: counted, listed or built. The walk meets each distinct choice
   * of options once, and distinct options are distinct cards (a wild's colour included), so it
   * never meets a combination twice.
   */
  private meet(): void {
    const chosen = this.chosen;
    const suit = (chosen[0] as SlotOption).card.suit;
    let suited = chosen.length > 1;
    for (const o of chosen) if (o.card.suit !== suit) suited = false;
    if (this.accept === null) this.out.push(this.build(suited));
    else if (this.accept[suited ? 1 : 0]) {
      if (this.accepted === this.target) this.found = this.build(suited);
      this.accepted++;
    }
  }

  /** The chosen cards as a combination, in played order. */
  private build(suited: boolean): Combination {
    const notes: string[] = [];
    for (const o of insertionSorted(this.chosen, (c) => c.sortKey)) notes.push(o.note);
    return { type: this.type, cards: notes, rank: this.ranks[this.ranks.length - 1] as number, suited };
  }
}

/**
 * Every distinct combination `source` can make whose cards have exactly `ranks` (ascending), in
 * the order {@link combinationsFrom} lists them, a wild in each colour the Golden Rule allows.
 */
export function combinationsOfShape(source: ShapeSource, ranks: readonly number[]): Combination[] {
  const type = typeOfRanks(ranks);
  if (type === null) return [];
  const walk = new ShapeWalk(source, ranks, type, null);
  walk.walk(0, 0, 0);
  return walk.out;
}

/**
 * A random one of the combinations of `ranks` that `accept` allows — `accept[0]` for unsuited
 * combinations, `accept[1]` for suited ones, all else being fixed by the shape — or null when
 * there is none. The same as `rng.pick` on {@link combinationsOfShape} filtered that way, but
 * only the combination drawn is built: one walk counts, a second stops at the one drawn.
 */
export function drawFromShape(
  source: ShapeSource,
  ranks: readonly number[],
  accept: readonly [boolean, boolean],
  rng: Rng,
): Combination | null {
  const type = typeOfRanks(ranks);
  if (type === null || !(accept[0] || accept[1])) return null;
  const counting = new ShapeWalk(source, ranks, type, accept);
  counting.walk(0, 0, 0);
  if (counting.accepted === 0) return null;
  const drawing = new ShapeWalk(source, ranks, type, accept, rng.int(counting.accepted));
  drawing.walk(0, 0, 0);
  return drawing.found;
}

/**
 * Every distinct combination a hand can make with its dealt cards and the wilds it still holds,
 * in a stable order: singles, sets, runs, Henhouses, each by size and rank. A wild is listed in
 * each colour the Golden Rule allows there (a wild single in both): its colour decides what a
 * fox or snake leaves of the combination and whether that is suited. The same list as
 * {@link listCombinations}, partly read from remembered walks; the combinations are shared
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
  const out: Combination[] = [];
  listFrom(hand, wilds, top, out, plays ?? null, only);
  return out;
}

/**
 * The plays without vermin of {@link combinationsFrom}'s combinations, in its order, without
 * listing the combinations themselves: a leader's legal actions.
 */
export function playsFrom(hand: readonly string[], wilds: WildsHeld, top: number): PlainPlay[] {
  const plays: PlainPlay[] = [];
  listFrom(hand, wilds, top, null, plays, undefined);
  return plays;
}

/** {@link combinationsFrom}'s listing, pushed on `out` and (in step) `plays`, whichever are given. */
function listFrom(
  hand: readonly string[],
  wilds: WildsHeld,
  top: number,
  out: Combination[] | null,
  plays: PlainPlay[] | null,
  only: ShapeFilter | undefined,
): void {
  const source = new HandSource(hand, wilds);
  const states = SHAPE_STATES;
  for (let rank = 1; rank <= 9; rank++) {
    let state = 0;
    for (let suit = 3; suit >= 0; suit--) {
      const n = source.count[suit * 10 + rank] as number;
      if (n > 2) {
        for (const c of listCombinations(hand, wilds, top)) {
          if (only && !only(c.type, c.cards.length, c.rank)) continue;
          if (out) out.push(c);
          if (plays) plays.push({ type: 'play', cards: c.cards });
        }
        return;
      }
      state = state * 3 + n;
    }
    states[rank] = state;
  }
  const w = (wilds.C ? 1 : 0) + (wilds.E ? 2 : 0);
  for (const shape of shapesUpTo(top)) {
    if (only !== undefined && !only(shape.type, shape.ranks.length, shape.rank)) continue;
    // Ranks with no card need a wild each, and there are at most two.
    let missing = 0;
    for (const r of shape.distinct) if (states[r] === 0) missing++;
    if (missing > (w === 3 ? 2 : w === 0 ? 0 : 1)) continue;
    // Shapes of one or two ranks recur from hand to hand and are remembered; longer runs vary
    // too much to be worth it and are walked each time.
    if (shape.distinct.length <= 2) {
      let key = shape.index * 4 + w;
      for (const r of shape.distinct) key = key * 81 + (states[r] as number);
      let walk = WALKS.get(key);
      if (walk === undefined) {
        walk = walked(combinationsOfShape(source, shape.ranks));
        if (WALKS.size >= WALKS_BOUND) WALKS.clear();
        WALKS.set(key, walk);
      }
      if (out) for (let i = 0; i < walk.combos.length; i++) out.push(walk.combos[i] as Combination);
      if (plays) for (let i = 0; i < walk.plays.length; i++) plays.push(walk.plays[i] as PlainPlay);
    } else {
      const combos = combinationsOfShape(source, shape.ranks);
      for (let i = 0; i < combos.length; i++) {
        const c = combos[i] as Combination;
        if (out) out.push(c);
        if (plays) plays.push({ type: 'play', cards: c.cards });
      }
    }
  }
}

/*
 * What {@link combinationsFrom} remembers. The combinations of one shape (its ranks, ascending)
 * depend only on the hand's cards at those ranks and on its wilds: a rank's cards are packed in
 * base 3 (each suit's copies, 0–2, the deck's most), and the key is the shape's place in the
 * list, the wilds (chicken 1, egg 2) and each distinct rank's packing. The walk of
 * combinationsOfShape itself fills the table, so the rules stay there.
 */

interface ShapeEntry {
  readonly index: number;
  readonly ranks: readonly number[];
  readonly distinct: readonly number[];
  /** What every combination of the shape is: its type and its top rank (its size is `ranks.length`). */
  readonly type: ComboType;
  readonly rank: number;
}

/**
 * Which shapes {@link combinationsFrom} is to list, by what their combinations are: their type,
 * number of cards and top rank. The listing keeps its order; it only leaves shapes out.
 */
export type ShapeFilter = (type: ComboType, size: number, rank: number) => boolean;

const SHAPE_STATES = new Int32Array(10);
/** A combination's play without vermin, as the rules list it among the legal actions. */
export interface PlainPlay {
  readonly type: 'play';
  readonly cards: readonly string[];
}

/** A walk's combinations and their plays without vermin, in step. */
interface Walked {
  readonly combos: readonly Combination[];
  readonly plays: readonly PlainPlay[];
}

const NONE: Walked = { combos: [], plays: [] };

function walked(combos: readonly Combination[]): Walked {
  if (combos.length === 0) return NONE;
  return { combos, plays: combos.map((c) => ({ type: 'play', cards: c.cards })) };
}

const WALKS = new Map<number, Walked>();
const WALKS_BOUND = 50_000;
const SHAPES = new Map<number, readonly ShapeEntry[]>();

/** The shapes listed for ranks up to `top`, in {@link listCombinations} order; made once per top. */
function shapesUpTo(top: number): readonly ShapeEntry[] {
  let list = SHAPES.get(top);
  if (list === undefined) {
    const ranksList: number[][] = [];
    for (let rank = 1; rank <= top; rank++) ranksList.push([rank]);
    for (let size = 2; size <= 4; size++) for (let rank = 1; rank <= top; rank++) ranksList.push(Array(size).fill(rank) as number[]);
    for (let size = 2; size <= 4; size++) {
      for (let t = size; t <= top; t++) ranksList.push(Array.from({ length: size }, (_, i) => t - size + 1 + i));
    }
    for (let t = 2; t <= top; t++) ranksList.push([t - 1, t - 1, t, t]);
    // Shapes are numbered across every top alike, so that one table serves them all.
    list = ranksList.map((ranks) => ({
      index: shapeIndex(ranks),
      ranks,
      distinct: [...new Set(ranks)],
      type: typeOfRanks(ranks) as ComboType,
      rank: ranks[ranks.length - 1] as number,
    }));
    SHAPES.set(top, list);
  }
  return list;
}

const SHAPE_INDEX = new Map<string, number>();

function shapeIndex(ranks: readonly number[]): number {
  const k = ranks.join('-');
  let i = SHAPE_INDEX.get(k);
  if (i === undefined) {
    i = SHAPE_INDEX.size;
    SHAPE_INDEX.set(k, i);
  }
  return i;
}

/**
 * Every distinct combination a hand can make with its dealt cards and the wilds it still holds,
 * in a stable order: singles, sets, runs, Henhouses, each by size and rank. A wild is listed in
 * each colour the Golden Rule allows there (a wild single in both): its colour decides what a
 * fox or snake leaves of the combination and whether that is suited. Worked out from the cards:
 * the reference {@link combinationsFrom}'s tables are made from (and held to, in tests).
 */
export function listCombinations(hand: readonly string[], wilds: WildsHeld, top: number): Combination[] {
  const source = shapeSource(hand, wilds);
  const out: Combination[] = [];
  const fill = (ranks: readonly number[]): void => {
    for (const c of combinationsOfShape(source, ranks)) out.push(c);
  };
  for (let rank = 1; rank <= top; rank++) fill([rank]);
  for (let size = 2; size <= 4; size++) for (let rank = 1; rank <= top; rank++) fill(Array(size).fill(rank) as number[]);
  for (let size = 2; size <= 4; size++) {
    for (let t = size; t <= top; t++) fill(Array.from({ length: size }, (_, i) => t - size + 1 + i));
  }
  for (let t = 2; t <= top; t++) fill([t - 1, t - 1, t, t]);
  return out;
}

/** A vermin's name with a capital, for sentences. */
export function verminName(v: Vermin): string {
  return v[0]?.toUpperCase() + v.slice(1);
}
