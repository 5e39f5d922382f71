// The normal heuristic of Just Hatched as it was written on card strings before the packed one
// (src/games/just-hatched/heuristic.ts): kept verbatim as the reference the lockstep test holds the
// packed heuristic to. Nothing in src/ uses it.
import type { Rng, Seat } from '../../src/engine/index.js';
import {
  BIG_RED,
  beatCase,
  beatSettled,
  laidCode,
  handCode,
  type BeatCase,
  compareValues,
  DUCK,
  multiplier,
  ducksOfNumber,
  eggNumber,
  eggOfValue,
  legalLayAction,
  isChicken,
  isEgg,
  handCard,
  isLaidDuck,
  laidDuck,
  playValue,
  sampleAction,
  sortCards,
  bestValue,
  logEvents,
  centreOf,
  handOf,
  handSizeOf,
  type Card,
  type CentreLay,
  type JhAction,
  type JhEvent,
  type JhState,
  type JhView,
  type LaidCard,
} from '../../src/games/just-hatched/index.js';

/** What the heuristics read from a seat's view or from a full state. */
export interface JhTable {
  readonly seat: Seat;
  readonly hand: readonly Card[];
  readonly centre: CentreLay | null;
  readonly handCounts: readonly number[];
  readonly direction: 1 | -1;
  readonly players: number;
}

/** The table as `seat`'s view shows it. */
export function tableOfView(view: JhView): JhTable {
  return {
    seat: view.seat,
    hand: view.hand,
    centre: view.centre,
    handCounts: view.handCounts,
    direction: view.direction,
    players: view.options.players,
  };
}

/** The table as the player to act in a full state sees it. */
export function tableOfState(state: JhState): JhTable {
  const players = state.options.players;
  const handCounts: number[] = [];
  for (let s = 0; s < players; s++) handCounts.push(handSizeOf(state, s));
  return {
    seat: state.turn,
    hand: handOf(state, state.turn),
    centre: centreOf(state),
    handCounts,
    direction: state.direction,
    players,
  };
}

type Lay = Extract<JhAction, { type: 'lay' }>;

/**
 * Whether `cards` beats `top`, for lays built from a hand's groups (so already well formed): the
 * engine's rule JH 4 ({@link beatCase}) and JH 3 ({@link compareValues}), on plain card lists
 * that need not be read as lays first.
 */
function beats(cards: readonly LaidCard[], top: readonly LaidCard[]): boolean {
  const n = cards.length;
  const c = caseOn(n, cards[0] as string, top);
  if (c !== 'compare') return beatSettled(c);
  descending(cards, MINE);
  return compareValues(MINE, THEIRS, n) > 0;
}

/**
 * Rule JH 4's case for a lay of `n` cards, the first `first`, on `top`; THEIRS then holds the top's
 * values high to low. A search asks about one top lay over and over, so it is read once.
 */
function caseOn(n: number, first: string, top: readonly LaidCard[]): BeatCase {
  if (top !== readTop) {
    descending(top, THEIRS);
    topChickens = isChicken(top[0] as string);
    topBigRed = top.length === 1 && top[0] === BIG_RED;
    readTop = top;
  }
  return beatCase(n, isChicken(first), n === 1 && first === BIG_RED, top.length, topChickens, topBigRed);
}

/** The top lay {@link caseOn} read last, and what it read of it. */
let readTop: readonly LaidCard[] | null = null;
let topChickens = false;
let topBigRed = false;

/** Scratch lists for {@link beats}: a lay holds at most a few cards, so these are reused. */
const MINE: number[] = [];
const THEIRS: number[] = [];

/** Writes the play values of `cards` into `into`, high to low (insertion sort). */
function descending(cards: readonly LaidCard[], into: number[]): void {
  const n = cards.length;
  for (let i = 0; i < n; i++) insert(into, i, playValue(cards[i] as string));
}

/** Puts `v` among the first `i` values of `into` (high to low), which then holds `i + 1`. */
function insert(into: number[], i: number, v: number): void {
  let j = i;
  while (j > 0 && (into[j - 1] as number) < v) {
    into[j] = into[j - 1] as number;
    j--;
  }
  into[j] = v;
}

/** Egg cards of the hand grouped by number, and the hand's Chickens and Ducks. */
export interface HandShape {
  /** The hand's Eggs of each number (index 1–10); undefined for a number it holds none of. */
  readonly groups: readonly (Card[] | undefined)[];
  /** The numbers it holds Eggs of, in the order the hand first shows them (lowest first, in pecking order). */
  readonly numbers: readonly number[];
  readonly chickens: Card[];
  readonly ducks: number;
}

function shapeOf(hand: readonly Card[]): HandShape {
  const groups: (Card[] | undefined)[] = [
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ];
  const numbers: number[] = [];
  const chickens: Card[] = [];
  let ducks = 0;
  // Each card read once (handCode: an Egg's play value, the Duck 50, a Chickens's 100 on), which
  // also says whether the hand is in pecking order: Eggs low to high, then Ducks, then Chickens.
  let last = -Infinity;
  let ordered = true;
  for (const c of hand) {
    const code = handCode(c);
    const v = code >= 0 ? code : c === DUCK ? 50 : playValue(c);
    if (v < last) ordered = false;
    last = v;
    if (c === DUCK) ducks++;
    else if (code >= 0 ? code >= 100 : isChicken(c)) chickens.push(c);
    else {
      const n = (code >= 0 ? code >> 2 : eggNumber(c)) as number;
      const g = groups[n];
      if (g) g.push(c);
      else {
        groups[n] = [c];
        numbers.push(n);
      }
    }
  }
  // A hand in pecking order (as views and states keep them) gives each group already in order.
  if (!ordered) {
    for (const n of numbers) (groups[n] as Card[]).sort((a, b) => playValue(a) - playValue(b));
    chickens.sort((a, b) => playValue(a) - playValue(b));
  }
  return { groups, numbers, chickens, ducks };
}

/**
 * Sub-lists of `items` of size `k` (items may repeat; repeats give equal sub-lists, which is
 * harmless), in lexicographic order of their places: those with the first item first.
 */
function choose<T>(items: readonly T[], k: number): T[][] {
  const n = items.length;
  if (k === 0) return [[]];
  if (n < k) return [];
  const out: T[][] = [];
  const idx: number[] = [];
  for (let i = 0; i < k; i++) idx.push(i);
  for (;;) {
    const sub: T[] = [];
    for (let i = 0; i < k; i++) sub.push(items[idx[i] as number] as T);
    out.push(sub);
    let i = k - 1;
    while (i >= 0 && (idx[i] as number) === n - k + i) i--;
    if (i < 0) return out;
    idx[i] = (idx[i] as number) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

/**
 * The first `k`-card sub-list of `items` in the order of {@link choose} (then, when `ducks` is
 * given, each followed by each of those Duck stand-ins in turn) that beats `top`, or the very
 * first when `top` is null; null when none does. Built without listing the others.
 */
function firstOf(
  items: readonly Card[],
  k: number,
  top: readonly LaidCard[] | null,
  ducks: readonly LaidCard[] | null = null,
): LaidCard[] | null {
  const n = items.length;
  if (k > n) return null;
  const idx = IDX;
  for (let i = 0; i < k; i++) idx[i] = i;
  for (;;) {
    // Judged from the picked cards' values, and built only once one beats the centre.
    if (ducks === null) {
      if (top === null || pickBeats(items, k, null, top)) return picked(items, k);
    } else {
      for (const d of ducks) {
        if (top === null || pickBeats(items, k, d, top)) {
          const withDuck = picked(items, k);
          withDuck.push(d);
          return withDuck;
        }
      }
    }
    // The next index combination in lexicographic order, which is the order of `choose`.
    let i = k - 1;
    while (i >= 0 && (idx[i] as number) === n - k + i) i--;
    if (i < 0) return null;
    idx[i] = (idx[i] as number) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

/** The index combination {@link firstOf} is at. */
const IDX: number[] = [];

/** The items of the first `k` indexes of IDX. */
function picked(items: readonly Card[], k: number): LaidCard[] {
  const cards: LaidCard[] = [];
  for (let i = 0; i < k; i++) cards.push(items[IDX[i] as number] as Card);
  return cards;
}

/** {@link beats} for the items of the first `k` indexes of IDX, then `duck` when not null, without building the list. */
function pickBeats(items: readonly Card[], k: number, duck: LaidCard | null, top: readonly LaidCard[]): boolean {
  const n = k + (duck === null ? 0 : 1);
  const first = k > 0 ? (items[IDX[0] as number] as Card) : (duck as LaidCard);
  const c = caseOn(n, first, top);
  if (c !== 'compare') return beatSettled(c);
  for (let i = 0; i < k; i++) insert(MINE, i, playValue(items[IDX[i] as number] as Card));
  if (duck !== null) insert(MINE, k, playValue(duck));
  return compareValues(MINE, THEIRS, n) > 0;
}

/** The sizes a leader's candidates take (a Coop only whole, from its group). */
const LEAD_SIZES: readonly number[] = [1, 2, 3];

/** Adds `cards` to `out` when there are some. */
function add(out: LaidCard[][], cards: LaidCard[] | null): void {
  if (cards !== null) out.push(cards);
}

/**
 * Lays worth considering from `hand`: every Egg group in part or whole, with or without a Duck,
 * Chicken sets, a lone Duck as a low or a just-high-enough Egg; when `top` is given, only those
 * that beat it by {@link beats}. Egg sets drawn the same way from one group (same size, Duck or
 * not) all cost the same by {@link layCost}, so only the first of each that qualifies is listed:
 * {@link pickLay} keeps the first of equal costs, so its choice is the one it would make from the
 * whole list. Unchecked otherwise: the caller keeps those the rules allow. With `exact` (the
 * hard bot's playouts and inference, which model the normal bot), the list also holds Big Red
 * alone on a Coop and a lone Duck as the lowest Egg of each number that qualifies, so that
 * {@link pickLay} over it, in {@link inLegalOrder}, picks what the normal bot picks among the
 * legal lays; without it (the easy bot's {@link viewChoice}) a lone Duck is one Egg of the
 * lowest number in hand, or just above the centre.
 */
function candidateCards(shape: HandShape, centre: CentreLay | null, top: readonly LaidCard[] | null = null, exact = false): LaidCard[][] {
  const out: LaidCard[][] = [];
  const size = centre ? centre.cards.length : 0;
  const sizes = centre ? [size] : LEAD_SIZES;
  for (const n of shape.numbers) {
    const g = shape.groups[n] as Card[];
    if (g.length >= 4 && (top === null || beats(g, top))) out.push([...g]);
    if (g.length === 5) add(out, firstOf(g, 4, top));
    for (const k of sizes) {
      if (k > 3) continue;
      add(out, firstOf(g, k, top));
      if (shape.ducks > 0 && k >= 2 && g.length >= k - 1) add(out, firstOf(g, k - 1, top, ducksOfNumber(n)));
    }
    if (centre && size >= 4 && g.length >= size) add(out, firstOf(g, size, top));
  }
  const ch = shape.chickens;
  for (let k = 1; k <= Math.min(5, ch.length); k++) {
    if (centre && k !== size && k < 4) continue;
    // Chicken sets differ in cost, so each one that qualifies is listed.
    for (const cards of choose(ch, k)) if (top === null || beats(cards, top)) out.push(cards);
  }
  if (exact && centre && size >= 4 && ch.includes(BIG_RED) && (top === null || beats([BIG_RED], top))) out.push([BIG_RED]);
  if (exact && shape.ducks > 0 && (!centre || size === 1)) {
    // A lone Duck as the first Egg of each number that beats the centre: every Egg of one number
    // costs the same by layCost, so these hold the normal bot's own pick among the Duck's lays.
    for (let n = 1; n <= 10; n++) {
      for (const d of ducksOfNumber(n)) {
        if (top === null || beats([d], top)) {
          out.push([d]);
          break;
        }
      }
    }
  } else if (shape.ducks > 0 && (!centre || size === 1)) {
    // A lone Duck: a blue Egg of the lowest number in hand when leading, else the Egg just above the centre.
    let low = 10;
    for (const n of shape.numbers) if (n < low) low = n;
    const v = centre ? playValue(centre.cards[0] as string) + 1 : low * 4;
    const cards = [laidDuck(eggOfValue(v))];
    if (v <= 43 && (top === null || beats(cards, top))) out.push(cards);
  }
  return out;
}

/**
 * `lays` in the order the engine lists legal lays (by size, then by their cards' play values from
 * the highest), so that {@link pickLay}, which keeps the first of equal costs, picks among them
 * what it picks among the legal lays. Sorted in place.
 */
function inLegalOrder(lays: LaidCard[][]): LaidCard[][] {
  if (lays.length < 2) return lays;
  const values = new Map<LaidCard[], number[]>();
  for (const cards of lays)
    values.set(
      cards,
      cards.map((c) => playValue(c)).sort((a, b) => b - a),
    );
  return lays.sort((a, b) => {
    if (a.length !== b.length) return a.length - b.length;
    const va = values.get(a) as number[];
    const vb = values.get(b) as number[];
    for (let i = 0; i < va.length; i++) if (va[i] !== vb[i]) return (va[i] as number) - (vb[i] as number);
    return 0;
  });
}

/** Cost of keeping a lay's cards out of the hand: low for low Eggs, high for Chickens, Ducks, Big Red. */
function strength(cards: readonly LaidCard[]): number {
  let top = 0;
  let extra = 0;
  for (const c of cards) {
    // One reading of the card's characters (laidCode): an Egg, a laid Duck at 50 more, a Chicken at 100 on.
    const code = laidCode(c);
    if (code < 0) {
      if (isLaidDuck(c)) extra += 6;
      const v = isChicken(c) ? 11 + (playValue(c) - 100) * 1.5 : (eggNumber(c) ?? 0);
      if (v > top) top = v;
      continue;
    }
    if (code > 50 && code < 100) extra += 6;
    if (code === 104) extra += cards.length === 1 ? 10 : 4;
    const v = code >= 100 ? 11 + (code - 100) * 1.5 : code === 50 ? 0 : (code > 50 ? code - 50 : code) >> 2;
    if (v > top) top = v;
  }
  return top + extra;
}

/**
 * How much the normal bot dislikes laying `cards` now (lower is better): the strength it gives
 * up, less a bonus per card shed, plus a penalty for breaking up a set it could lay whole, for
 * spending a Coop on a lesser lay, and a large bonus for going out.
 */
export function layCost(cards: readonly LaidCard[], table: JhTable, shape: HandShape = shapeOf(table.hand)): number {
  const left = table.hand.length - cards.length;
  if (left === 0) return -1000;
  let cost = strength(cards) - 1.5 * cards.length;
  const n = eggNumber(cards[0] as string);
  let eggs = 0;
  for (const c of cards) if (isEgg(c)) eggs++;
  if (n !== null) {
    const group = shape.groups[n]?.length ?? 0;
    const leftover = group - eggs;
    if (leftover > 0) cost += leftover === 1 ? 4 : 6;
  } else if (cards.length > 1 && cards.length < shape.chickens.length && cards.every((c) => isChicken(c))) {
    cost += 2;
  }
  const coop = cards.length >= 4;
  const centre = table.centre;
  if (coop && centre && centre.cards.length < 4) cost += 8;
  if (coop && !centre) cost += 6;
  if (left === 1) cost -= 3;
  return cost;
}

/** The fewest cards any other seat holds. */
function shortestOpponent(table: JhTable): number {
  let min = Infinity;
  table.handCounts.forEach((c, s) => {
    if (s !== table.seat && c < min) min = c;
  });
  return min;
}

/**
 * Flip or skip for a Coop: keep the turn away from the nearer rival with fewer cards. Skipping
 * hands the turn to the seat two places on; flipping hands it to the seat behind.
 */
function coopEffect(table: JhTable): 'flip' | 'skip' {
  const n = table.players;
  const next = (((table.seat + table.direction) % n) + n) % n;
  const prev = (((table.seat - table.direction) % n) + n) % n;
  return (table.handCounts[next] ?? 0) <= (table.handCounts[prev] ?? 0) ? 'skip' : 'flip';
}

/** Whether to lay at all when following, given the best lay's cost. */
function worthLaying(cost: number, table: JhTable): boolean {
  if (cost <= -1000) return true;
  const danger = shortestOpponent(table);
  let threshold = 9;
  if (danger <= 3 || table.hand.length <= 3) threshold = 40;
  else if (danger <= 5) threshold = 14;
  return cost < threshold;
}

/**
 * The normal bot's play for `table` among `lays` (each a legal lay): the cheapest lay by
 * {@link layCost}; when following, a Cluck unless that lay is worth it. Null means Cluck.
 */
export function pickLay(
  table: JhTable,
  lays: readonly (readonly LaidCard[])[],
  shape: HandShape = shapeOf(table.hand),
): readonly LaidCard[] | null {
  let best: readonly LaidCard[] | null = null;
  let bestCost = Infinity;
  for (const cards of lays) {
    const cost = layCost(cards, table, shape);
    if (cost < bestCost) {
      best = cards;
      bestCost = cost;
    }
  }
  if (best && table.centre && !worthLaying(bestCost, table)) return null;
  return best;
}

function layAction(cards: readonly LaidCard[], table: JhTable): Lay {
  const coop = coopFor(cards, table);
  return coop ? { type: 'lay', cards, coop } : { type: 'lay', cards };
}

/** A Coop's flip or skip when `cards` are one with 3–6 players; else undefined. */
function coopFor(cards: readonly LaidCard[], table: JhTable): 'flip' | 'skip' | undefined {
  return cards.length >= 4 && table.players > 2 ? coopEffect(table) : undefined;
}

/** How much the hand misses `c` if it goes: a low Egg alone least, a Duck most. */
function keepValue(c: Card, shape: HandShape): number {
  if (c === DUCK) return 60;
  if (isChicken(c)) return 40 + playValue(c) - 100;
  return (eggNumber(c) as number) + 8 * ((shape.groups[eggNumber(c) as number]?.length ?? 1) - 1);
}

/** The card the Bad Egg gives back: the one the hand misses least (a low Egg that is not part of a set). */
function giveBack(hand: readonly Card[], legal: readonly JhAction[]): JhAction {
  const shape = shapeOf(hand);
  let best = legal[0] as JhAction;
  let bestScore = Infinity;
  for (const a of legal) {
    if (a.type !== 'give-back') continue;
    const score = keepValue(a.card, shape);
    if (score < bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

const key = (cards: readonly string[]): string => [...cards].sort().join(' ');

/** The normal bot's choice among the legal actions of its view. */
export function normalChoice(view: JhView, legal: readonly JhAction[]): JhAction {
  if (legal.length === 1) return legal[0] as JhAction;
  if (view.phase === 'exchange') return giveBack(view.hand, legal);
  const table = tableOfView(view);
  const lays = legal.filter((a): a is Lay => a.type === 'lay');
  const cards = pickLay(
    table,
    lays.map((a) => a.cards),
  );
  if (cards === null) return legal.find((a) => a.type === 'cluck') ?? (legal[0] as JhAction);
  const wanted = layAction(cards, table);
  const k = key(cards);
  return lays.find((a) => key(a.cards) === k && a.coop === wanted.coop) ?? lays.find((a) => key(a.cards) === k) ?? (legal[0] as JhAction);
}

/**
 * The normal policy on a full state, for playouts: builds its candidate lays from the hand and
 * keeps those the engine allows (`legalLayAction`), so it never lists every legal action. It lays the
 * hand cards the normal bot lays on all but about one turn in a thousand (a Duck may stand for
 * another Egg of the same cost).
 */
export function playoutChoice(state: JhState, legal: () => readonly JhAction[]): JhAction {
  if (state.phase === 'exchange') return giveBack(handOf(state, state.turn), legal());
  const table = tableOfState(state);
  const shape = shapeOf(table.hand);
  const top = table.centre?.cards;
  const lays = candidateCards(shape, table.centre, top ?? null, true);
  inLegalOrder(lays);
  const cards = lays.length > 0 ? pickLay(table, lays, shape) : null;
  if (cards === null) return table.centre ? { type: 'cluck' } : pickFrom(legal(), table);
  // The numbers above should agree with the rules; the engine has the last word, and gives the
  // legal action itself.
  return legalLayAction(state, cards, coopFor(cards, table)) ?? pickFrom(legal(), table);
}

/**
 * The normal heuristic from a view alone, without the list of legal actions: the playouts'
 * candidate lays, checked by the engine on the view (`legalLayAction`); when none passes, a random
 * legal action drawn by the engine's `sampleAction`.
 */
export function viewChoice(view: JhView, rng: Rng): JhAction {
  if (view.phase === 'exchange') return viewGiveBack(view, rng);
  const table = tableOfView(view);
  const top = table.centre?.cards;
  const shape = shapeOf(table.hand);
  const lays = candidateCards(shape, table.centre, top ?? null);
  const cards = lays.length > 0 ? pickLay(table, lays, shape) : null;
  if (cards === null) return table.centre ? { type: 'cluck' } : sampleAction(view, rng);
  // The engine's own action (cards in the order it lists them), or a random one when it refuses these.
  return legalLayAction(view, cards, coopFor(cards, table)) ?? sampleAction(view, rng);
}

/** The normal give-back from a view (apart from viewChoice, whose every call would otherwise make a closure's context). */
function viewGiveBack(view: JhView, rng: Rng): JhAction {
  const offered = [...new Set(view.hand)].filter((c) => c !== view.gift).map((card): JhAction => ({ type: 'give-back', card }));
  return offered.length > 0 ? giveBack(view.hand, offered) : sampleAction(view, rng);
}

function pickFrom(legal: readonly JhAction[], table: JhTable): JhAction {
  const lays = legal.filter((a): a is Lay => a.type === 'lay');
  const cards = pickLay(
    table,
    lays.map((a) => a.cards),
  );
  if (cards === null) return legal.find((a) => a.type === 'cluck') ?? (legal[0] as JhAction);
  return lays.find((a) => a.cards === cards) ?? (legal[0] as JhAction);
}

/**
 * Last Egg skill per level (ruling JH 7), as designed: the chance to declare one's own Last Egg
 * while it can still be caught, and the chance, on each look, to catch another's undeclared one.
 * Easy forgets half its Last Eggs and catches one in five; normal forgets one in ten and
 * catches three in five; hard, a strong player, never forgets one and never misses a catch. The player
 * left with one card speaks first (the engine offers the declaration before any catch), so the
 * declaration rate measured over games is the designed one: `sim --json` counts it per seat.

/** One past decision of another seat in this round, as the inference replays it. */
export interface PastTurn {
  readonly seat: Seat;
  /** Index in the log of the lay or Cluck. */
  readonly at: number;
  readonly centre: CentreLay | null;
  readonly direction: 1 | -1;
  /** What the seat did: the hand cards of its lay, as a {@link key}, or null for a Cluck. */
  readonly laid: string | null;
  /** Cards every seat laid from this turn on (this turn's lay included), which were then still in hand. */
  readonly later: readonly (readonly Card[])[];
}

/**
 * The other seats' lays and Clucks of the round in progress, read from the public log of
 * `view`, each with the table as it stood: the centre, the direction and the cards each seat
 * laid from then on (so a seat's hand then is its hand now plus those). A seat caught since
 * took unseen cards from the discard pile, so its turns before the catch are left out.
 */
export function pastTurns(view: JhView): PastTurn[] {
  const log = logEvents(view.log);
  let since = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    if ((log[i] as JhEvent).type === 'deal') {
      since = i;
      break;
    }
  }
  const n = view.options.players;
  // The direction at the deal: undo every flip of the round.
  let direction = view.direction;
  for (let i = since; i < log.length; i++) if ((log[i] as JhEvent).type === 'flip') direction = direction === 1 ? -1 : 1;
  const raw: { seat: Seat; at: number; centre: CentreLay | null; direction: 1 | -1; laid: string | null }[] = [];
  const caughtAt: number[] = Array.from({ length: n }, () => -1);
  let centre: CentreLay | null = null;
  for (let i = since; i < log.length; i++) {
    const e = log[i] as JhEvent;
    if (e.type === 'lay') {
      if (e.seat !== view.seat) raw.push({ seat: e.seat, at: i, centre, direction, laid: key(e.cards.map(handCard)) });
      centre = { seat: e.seat, cards: e.cards, name: e.name };
    } else if (e.type === 'cluck') {
      if (e.seat !== view.seat && centre) raw.push({ seat: e.seat, at: i, centre, direction, laid: null });
    } else if (e.type === 'run-won') centre = null;
    else if (e.type === 'flip') direction = e.direction;
    else if (e.type === 'catch') caughtAt[e.seat] = i;
  }
  // Cards laid by each seat from each turn on, built from the end of the log back.
  const later: Card[][] = Array.from({ length: n }, () => []);
  const out: PastTurn[] = [];
  let r = raw.length - 1;
  for (let i = log.length - 1; i >= since && r >= 0; i--) {
    const e = log[i] as JhEvent;
    if (e.type === 'lay') later[e.seat]?.push(...e.cards.map(handCard));
    while (r >= 0 && (raw[r] as (typeof raw)[number]).at === i) {
      const t = raw[r] as (typeof raw)[number];
      if (t.at > (caughtAt[t.seat] ?? -1)) out.push({ ...t, later: later.map((l) => sortCards(l)) });
      r--;
    }
  }
  return out;
}

/**
 * How many of the other seats' `turns` the normal heuristic, holding the hands `state` deals
 * them, would have played otherwise: a deal where a seat Clucked on a lay its cards beat
 * cheaply, or led a lay it had a cheaper one than, fits the table less well.
 */
export function misfits(state: JhState, turns: readonly PastTurn[], players: number): number {
  let misses = 0;
  const counts: number[] = [];
  for (const t of turns) {
    for (let s = 0; s < players; s++) counts[s] = handSizeOf(state, s) + (t.later[s]?.length ?? 0);
    if (misfit(handOf(state, t.seat), t, counts, players) && ++misses >= MISFIT_CAP) break;
  }
  return misses;
}

/**
 * Whether the normal heuristic, holding `hand` now (so `hand` and the cards it laid since then),
 * with `counts` cards in each seat's hand, would have played otherwise at turn `t`.
 */
function misfit(hand: readonly Card[], t: PastTurn, counts: readonly number[], players: number): boolean {
  const full = merged(hand, t.later[t.seat] ?? []);
  const table: JhTable = { seat: t.seat, hand: full, centre: t.centre, handCounts: counts, direction: t.direction, players };
  const lays = candidateCards(shapeOf(full), t.centre, t.centre?.cards ?? null, true);
  inLegalOrder(lays);
  const cards = lays.length > 0 ? pickLay(table, lays) : null;
  return (cards === null ? null : key(cards.map(handCard))) !== t.laid;
}

/** Whether `cards` is in the order `sortCards` gives. */
function inBestOrder(cards: readonly Card[]): boolean {
  let last = -Infinity;
  for (const c of cards) {
    const v = bestValue(c);
    if (v < last) return false;
    last = v;
  }
  return true;
}

/**
 * `hand` and `more` in one list in pecking order, as `sortCards` would give it: a merge when both
 * are in order already (as deals and {@link pastTurns} keep them; equal values are equal cards).
 */
function merged(hand: readonly Card[], more: readonly Card[]): Card[] {
  if (more.length === 0) return hand.slice();
  if (!inBestOrder(hand) || !inBestOrder(more)) return sortCards([...hand, ...more]);
  const out: Card[] = [];
  let i = 0;
  let j = 0;
  while (i < hand.length && j < more.length) {
    const a = hand[i] as Card;
    const b = more[j] as Card;
    if (bestValue(b) < bestValue(a)) {
      out.push(b);
      j++;
    } else {
      out.push(a);
      i++;
    }
  }
  while (i < hand.length) out.push(hand[i++] as Card);
  while (j < more.length) out.push(more[j++] as Card);
  return out;
}

/** Misfits past which a deal fits so badly that the count stops there. */
const MISFIT_CAP = 6;

/**
 * The root moves the hard bot weighs: the normal choice first, then the next cheapest lays by
 * {@link layCost}, and Cluck when allowed.
 */
export function jhCandidates(view: JhView, legal: readonly JhAction[], width = 4): JhAction[] {
  const first = normalChoice(view, legal);
  if (view.phase === 'exchange') {
    // The Bad Egg's give-back: the cards the hand misses least, one of each.
    const shape = shapeOf(view.hand);
    const seen = new Set<string>([actionKey(first)]);
    const ranked = legal.filter((a) => a.type === 'give-back' && !seen.has(actionKey(a)));
    ranked.sort((a, b) => (a.type === 'give-back' && b.type === 'give-back' ? keepValue(a.card, shape) - keepValue(b.card, shape) : 0));
    const out: JhAction[] = [first];
    for (const a of ranked) {
      if (out.length >= width) break;
      if (seen.has(actionKey(a))) continue;
      seen.add(actionKey(a));
      out.push(a);
    }
    return out;
  }
  if (view.phase !== 'play') return [first];
  const table = tableOfView(view);
  const shape = shapeOf(table.hand);
  const seen = new Set<string>([actionKey(first)]);
  const out: JhAction[] = [first];
  const cluck = legal.find((a) => a.type === 'cluck');
  if (cluck && first.type !== 'cluck') {
    out.push(cluck);
    seen.add('cluck');
  }
  const ranked = legal
    .filter((a): a is Lay => a.type === 'lay')
    .map((a) => ({ a, cost: layCost(a.cards, table, shape) }))
    .sort((x, y) => x.cost - y.cost);
  for (const { a } of ranked) {
    if (out.length >= width) break;
    const k = actionKey(a);
    // One Duck stand-in per set of hand cards is enough to weigh.
    const family = `${key(a.cards.map(handCard))}${a.coop ?? ''}`;
    if (seen.has(k) || seen.has(family)) continue;
    seen.add(k);
    seen.add(family);
    out.push(a);
  }
  return out;
}

function actionKey(a: JhAction): string {
  switch (a.type) {
    case 'lay':
      return `${key(a.cards)}${a.coop ?? ''}`;
    case 'give-back':
      return `give ${a.card}`;
    case 'catch':
      return `catch ${a.target}`;
    default:
      return a.type;
  }
}

/**
 * The search set-up of the hard bot: every candidate played on the same deals, normal playouts to
 * the end of the round, each judged by the points the round cost the bot.
 */

/*
 * The hard bot's heuristic as it was written on card strings, before its weights became a set of
 * the packed heuristic's (HARD_WEIGHTS in src/games/just-hatched/bot.ts): the normal bot's cost
 * plus these terms, its own bar for laying on another's lay and its own give-back.
 */
const T = {
  chickens: -5.5,
  bigRedAlone: -5,
  perCard: -0.66,
  breakOne: 2.4,
  splitChickens: -0.5,
  coopLead: 4.3125,
  lastButOne: 2.25,
  scoreCut: 0.1,
  follow: 14.0625,
  followInDanger: 40,
  danger: 7.5,
  short: 3,
  giveGroup: 20,
};

const cardScore = (n: number): number => n * multiplier(n);

function tunedCost(cards: readonly LaidCard[], table: JhTable, shape: HandShape): number {
  const cost = layCost(cards, table, shape);
  if (cost <= -1000) return cost;
  const hand = table.hand.length;
  const left = hand - cards.length;
  let more = T.perCard * cards.length + T.scoreCut * (cardScore(hand) - cardScore(left));
  const first = cards[0] as LaidCard;
  if (isChicken(first)) {
    more += T.chickens;
    if (cards.length === 1 && first === BIG_RED) more += T.bigRedAlone;
    else if (cards.length > 1 && cards.length < shape.chickens.length) more += T.splitChickens;
  } else {
    const n = eggNumber(first);
    let eggs = 0;
    for (const c of cards) if (isEgg(c)) eggs++;
    if (n !== null && (shape.groups[n]?.length ?? 0) - eggs === 1) more += T.breakOne;
  }
  if (cards.length >= 4 && table.centre === null) more += T.coopLead;
  if (left === 1) more += T.lastButOne;
  return cost + more;
}

function tunedWorth(cost: number, table: JhTable): boolean {
  if (cost <= -1000) return true;
  let rival = Infinity;
  table.handCounts.forEach((c, s) => {
    if (s !== table.seat && c < rival) rival = c;
  });
  return cost < (rival <= T.danger || table.hand.length <= T.short ? T.followInDanger : T.follow);
}

function missed(c: Card, shape: HandShape): number {
  if (c === DUCK) return 60;
  if (isChicken(c)) return 40 + playValue(c) - 100;
  const n = eggNumber(c) as number;
  return n + T.giveGroup * ((shape.groups[n]?.length ?? 1) - 1);
}

/** The hard bot's choice among `legal` on `view`, as its heuristic was written on card strings. */
export function tunedChoice(view: JhView, legal: readonly JhAction[]): JhAction {
  if (legal.length === 1) return legal[0] as JhAction;
  const table = tableOfView(view);
  const shape = shapeOf(table.hand);
  let best: JhAction | null = null;
  let lowest = Infinity;
  if (view.phase === 'exchange') {
    for (const a of legal) {
      if (a.type !== 'give-back') continue;
      const v = missed(a.card, shape);
      if (v < lowest) {
        best = a;
        lowest = v;
      }
    }
    return best ?? (legal[0] as JhAction);
  }
  for (const a of legal) {
    if (a.type !== 'lay') continue;
    const v = tunedCost(a.cards, table, shape);
    if (v < lowest) {
      best = a;
      lowest = v;
    }
  }
  if (best === null || (table.centre !== null && !tunedWorth(lowest, table)))
    return legal.find((a) => a.type === 'cluck') ?? (legal[0] as JhAction);
  if (best.type === 'lay' && best.coop !== undefined) {
    const coop = coopEffect(table);
    const cards = actionKey({ type: 'lay', cards: best.cards });
    return legal.find((a) => a.type === 'lay' && a.coop === coop && actionKey({ type: 'lay', cards: a.cards }) === cards) ?? best;
  }
  return best;
}
