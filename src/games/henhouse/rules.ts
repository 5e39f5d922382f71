// Henhouse, for 3 to 5 (and 3 with big hands). Four rounds of tricks: the leader plays a
// single, a set, a run or a Henhouse (one colour or one trait: the Golden Rule), and each player
// after plays a higher one of the same type and size, a Henhouse, or passes; the trick goes to
// the last to play, who leads the next. Everyone holds a wild chicken and a wild egg; a vermin
// taken from the middle changes a play. Going out early scores few points, and points are bad:
// the lowest total after four rounds wins.
// The rules in words are rules-text.ts; the combinations and their order are lays.ts.

import { IllegalActionError, NotationError, Rng, type Draft, type Game, type Outcome, type Seat } from '../../engine/index.js';
import { plural } from '../words.js';
import {
  cardCode,
  deckFor,
  formatPlayed,
  handSize,
  isWildCode,
  maxRank,
  parsePlayed,
  sortCodes,
  SUITS,
  traitOf,
  type Suit,
  VERMIN,
  type PlayedCard,
  type Vermin,
} from './cards.js';
import {
  classify,
  layOfCards,
  laysFrom,
  outranks,
  playsFrom,
  type Lay,
  type ShapeFilter,
  type ShapeRange,
  compareByNumbers,
  compareSameKind,
  describeCombo,
  reduce,
  removable,
  sameKind,
  whyNotBeats,
  type Combination,
  type WildsHeld,
} from './lays.js';
import { nextLeader, ROUNDS, scoreRound, winnersOf } from './score.js';
import type { HenhouseAction, HenhouseEvent, HenhouseOptions, HenhouseState, HenhouseView, Trick } from './state.js';
import { actionToString } from './text.js';

// Henhouse in brief: 3–5 players shed their hands over four rounds by playing singles, sets,
// runs and Henhouses that beat the combination on the pile; vermin bend the rules for a point
// each; the first out scores nothing, the others score by place; lowest total after four wins.

const PASS: HenhouseAction = { type: 'pass' };
const FULL_TABLE: Record<Vermin, number> = { skunk: 2, fox: 2, snake: 2 };

/** Reads and checks table options; throws RangeError with a one-line reason on bad ones. */
export function normaliseOptions(options: HenhouseOptions): HenhouseState['options'] {
  const players = options.players;
  if (!Number.isInteger(players) || players < 3 || players > 5) {
    throw new RangeError(`Henhouse is for 3 to 5 players, not ${players}`);
  }
  const bigHands = options.bigHands === true;
  if (bigHands && players !== 3) throw new RangeError('the big-hands variant is for 3 players only');
  return { players, bigHands };
}

function nextSeat(players: number, out: readonly Seat[], from: Seat): Seat {
  for (let k = 1; k <= players; k++) {
    const seat = (from + k) % players;
    if (!out.includes(seat)) return seat;
  }
  return from;
}

/** `players` falses, in a packed array: made on every play. */
function nobodyPassed(players: number): boolean[] {
  const out: boolean[] = [];
  for (let s = 0; s < players; s++) out.push(false);
  return out;
}

function freshTrick(players: number, leader: Seat): Trick {
  return { leader, current: null, by: null, passed: nobodyPassed(players), events: [] };
}

/** This round's events in order: the log so far and the trick in progress. */
export function roundLog(state: Pick<HenhouseState, 'log' | 'trick'>): HenhouseEvent[] {
  return state.log.concat(state.trick.events);
}

/**
 * The dealt cards played so far this round, in order (public): the dealt cards of every play
 * since the round's deal. Wilds are not dealt cards, and a card a fox or snake took stays played.
 * Read from the log and the trick in place, without joining them: every hard-bot deal asks.
 */
export function playedThisRound(state: Pick<HenhouseState, 'log' | 'trick'>): string[] {
  const out: string[] = [];
  const add = (events: readonly HenhouseEvent[], from: number): void => {
    for (let i = from; i < events.length; i++) {
      const e = events[i] as HenhouseEvent;
      if (e.type === 'play') for (const card of e.combo.cards) if (!isWildCode(card)) out.push(card);
    }
  };
  // A deal opens the round and always lands in the log, never in a trick's events.
  let from = state.log.length;
  while (from > 0 && (state.log[from - 1] as HenhouseEvent).type !== 'deal') from--;
  add(state.log, from);
  add(state.trick.events, 0);
  return out;
}

function deal(opts: HenhouseState['options'], rng: Rng): Pick<HenhouseState, 'hands' | 'undealt' | 'wilds' | 'table' | 'taken' | 'out'> {
  const deck = rng.shuffle(deckFor(opts.players, opts.bigHands));
  const size = handSize(opts.players, opts.bigHands);
  const hands = Array.from({ length: opts.players }, (_, s) => sortCodes(deck.slice(s * size, (s + 1) * size)));
  return {
    hands,
    undealt: sortCodes(deck.slice(opts.players * size)),
    wilds: Array.from({ length: opts.players }, () => ({ C: true, E: true })),
    table: { ...FULL_TABLE },
    taken: Array.from({ length: opts.players }, () => []),
    out: [],
  };
}

/** A new game: round 1 dealt, its leader drawn with the game's random source (ruling HH 8). */
export function setup(options: HenhouseOptions, seed: number): HenhouseState {
  const opts = normaliseOptions(options);
  const rng = Rng.fromSeed(seed);
  const dealt = deal(opts, rng);
  const leader = rng.int(opts.players);
  return {
    options: opts,
    round: 1,
    ...dealt,
    rng: rng.state(),
    trick: freshTrick(opts.players, leader),
    turn: leader,
    totals: Array<number>(opts.players).fill(0),
    results: [],
    over: false,
    log: [{ type: 'deal', round: 1, leader, why: 'drawn' }],
  };
}

/** Cards and wilds still held by `seat`. */
export function cardsHeld(state: Pick<HenhouseState, 'wilds'>, seat: Seat, handLength: number): number {
  const w = state.wilds[seat] as WildsHeld;
  return handLength + (w.C ? 1 : 0) + (w.E ? 1 : 0);
}

/** The read form of a play: its combination, the card a vermin takes, and what the player keeps. */
interface ReadPlay {
  readonly combo: Combination;
  readonly removed?: string;
  /** The player's hand and wilds once these cards are played (fresh copies). */
  readonly hand: string[];
  readonly wilds: WildsHeld;
}

/** What reading a move needs of the table: the public part, which a state and a seat's view both hold. */
type Seen = Pick<HenhouseState, 'options' | 'over' | 'turn' | 'trick' | 'wilds' | 'table'>;

/**
 * The combination of `cards` and what the seat keeps after playing them, or the reason they
 * cannot be played from `own` and the wilds held (whatever the pile).
 */
function readCards(state: Seen, own: readonly string[], seat: Seat, cardsPlayed: readonly string[]): Omit<ReadPlay, 'removed'> | string {
  const held = state.wilds[seat] as WildsHeld;
  // Cards a listing gave out are known already: when the seat holds them all, they read as
  // their combination, as the cards themselves would (the lockstep test holds them to it).
  const lay = layOfCards(cardsPlayed);
  if (lay !== undefined) {
    const kept = keptAfter(lay, own, held, maxRank(state.options.players, state.options.bigHands));
    if (kept !== null) return kept;
  }
  const top = maxRank(state.options.players, state.options.bigHands);
  let cards: PlayedCard[];
  try {
    cards = cardsPlayed.map(parsePlayed);
  } catch (error) {
    if (error instanceof NotationError) return error.message;
    throw error;
  }
  // Own cards: every dealt card in hand, each wild held and used once, ranks within the deck.
  const hand = [...own];
  const wilds = { C: held.C, E: held.E };
  for (const card of cards) {
    if (card.rank > top) return `ranks go up to ${top} in this game, so ${formatPlayed(card)} cannot be played`;
    if (card.wild) {
      const trait = traitOf(card.suit);
      const name = trait === 'C' ? 'wild chicken' : 'wild egg';
      if (!wilds[trait]) {
        return held[trait] ? `you have only one ${name}` : `you have already played your ${name} this round`;
      }
      wilds[trait] = false;
    } else {
      const code = cardCode(card.suit, card.rank);
      const i = hand.indexOf(code);
      if (i < 0) return `${code} is not in your hand`;
      hand.splice(i, 1);
    }
  }
  const read = classify(cards);
  if (!read.ok) return read.reason;
  return { combo: read.combo, hand, wilds };
}

/** What the seat keeps after playing `lay` from `own` and `held`, or null when it cannot (or the ranks exceed `top`). */
function keptAfter(lay: Lay, own: readonly string[], held: WildsHeld, top: number): Omit<ReadPlay, 'removed'> | null {
  if (lay.rank > top) return null;
  const heldBits = (held.C ? 1 : 0) + (held.E ? 2 : 0);
  if ((lay.wilds & ~heldBits) !== 0) return null;
  const hand = own.slice();
  for (let k = 0; k < lay.ids.length; k++) {
    const i = hand.indexOf(CODES[lay.ids[k] as number] as string);
    if (i < 0) return null;
    hand.splice(i, 1);
  }
  const wilds = lay.wilds === 0 ? { C: held.C, E: held.E } : { C: held.C && (lay.wilds & 1) === 0, E: held.E && (lay.wilds & 2) === 0 };
  return { combo: lay.combo, hand, wilds };
}

/** Each dealt card's code, by id. */
const CODES: readonly string[] = Array.from({ length: 40 }, (_, id) =>
  id % 10 === 0 ? '' : cardCode(SUITS[Math.floor(id / 10)] as Suit, id % 10),
);

function readPlay(state: Seen, own: readonly string[], seat: Seat, action: HenhouseAction & { type: 'play' }): ReadPlay | string {
  const cardsRead = readCards(state, own, seat, action.cards);
  if (typeof cardsRead === 'string') return cardsRead;
  const { combo, hand, wilds } = cardsRead;
  const current = state.trick.current;
  const vermin = action.vermin;
  if (vermin === undefined) {
    if (action.remove !== undefined) return 'only a fox or a snake takes a card from the pile';
    if (current === null) return { combo, hand, wilds };
    const why = whyNotBeats(combo, current);
    return why ? why : { combo, hand, wilds };
  }
  // Vermin (ruling HH 5).
  const offside = verminOn(state, vermin);
  if (offside !== null || current === null) return offside ?? 'vermin cannot be used when leading a trick';
  if (vermin === 'skunk') {
    if (action.remove !== undefined) return 'the skunk takes no card from the pile';
    if (!sameKind(combo, current)) return `with the skunk, play a ${current.type} of ${current.cards.length} cards`;
    if (compareSameKind(combo, current) >= 0)
      return `with the skunk, the ${describeCombo(combo)} must be lower than the ${describeCombo(current)}`;
    return { combo, hand, wilds };
  }
  if (action.remove === undefined) return `say which ${vermin === 'fox' ? 'chicken' : 'egg'} the ${vermin} takes from the pile`;
  const reduced = reduce(current, vermin, action.remove);
  if (!reduced.ok) return reduced.reason;
  const target = reduced.combo;
  const removed = formatPlayed(parsePlayed(action.remove));
  if (!sameKind(combo, target)) return `after the ${vermin}, play a ${target.type} of ${target.cards.length} cards`;
  const why = whyNotBeats(combo, target);
  if (why !== null) return `the ${vermin} leaves a ${describeCombo(target)}, and ${why}`;
  return { combo, removed, hand, wilds };
}

/** Why `vermin` cannot be used on the pile now, whatever the cards played with it (ruling HH 5); null when it can. */
function verminOn(state: Pick<Seen, 'trick' | 'table'>, vermin: Vermin): string | null {
  const current = state.trick.current;
  if (!VERMIN.includes(vermin)) return `"${String(vermin)}" is not a vermin (skunk, fox or snake)`;
  if (current === null) return 'vermin cannot be used when leading a trick';
  if ((state.table[vermin] ?? 0) <= 0) return `no ${vermin} is left on the table this round`;
  if (current.type === 'single' || current.type === 'henhouse') {
    return `vermin cannot be used on a ${current.type === 'single' ? 'single card' : 'Henhouse'}`;
  }
  return null;
}

/** Why the seat cannot move at all now (the game is over, or it is another's turn); null when it may. */
function seatRefusal(state: Pick<Seen, 'over' | 'turn'>, seat: Seat): string | null {
  if (state.over) return 'the game is over';
  return seat !== state.turn ? 'it is not your turn' : null;
}

/**
 * Why the seat of `view` cannot play with `vermin` now, whatever the cards, in the words of
 * {@link refusal}; null when some play with it may be allowed.
 */
export function verminRefusal(view: HenhouseView, vermin: Vermin): string | null {
  return seatRefusal(view, view.seat) ?? verminOn(view, vermin);
}

/**
 * The one-line reason `seat` (default: whose turn it is) cannot take `action` now, or null when
 * the rules allow it. The engine refuses exactly the actions this explains.
 */
export function explainPlay(state: HenhouseState, action: HenhouseAction, seat: Seat = state.turn): string | null {
  const read = readAction(state, state.hands[seat] ?? [], action, seat);
  return typeof read === 'string' ? read : null;
}

/**
 * Why the seat of `view` cannot take `action` now, in the words {@link applyAction} throws for
 * it; null when it can (the Game contract's `refusal`, from the view alone).
 */
export function refusal(view: HenhouseView, action: HenhouseAction): string | null {
  const read = readAction(view, view.hand, action, view.seat);
  return typeof read === 'string' ? read : null;
}

/** The read form of a legal action (null for a pass) by `seat` holding `own`, or the reason it is refused. */
function readAction(state: Seen, own: readonly string[], action: HenhouseAction, seat: Seat): ReadPlay | null | string {
  const away = seatRefusal(state, seat);
  if (away !== null) return away;
  if (typeof action !== 'object' || action === null) return 'unknown action';
  if (action.type === 'pass') return state.trick.current === null ? 'you lead this trick, so you must play something' : null;
  if (action.type !== 'play' || !Array.isArray(action.cards)) return 'unknown action';
  for (const c of action.cards) if (typeof c !== 'string') return 'unknown action';
  return readPlay(state, own, seat, action);
}

/** `state` as a draft whose fields the action reassigns (engine `Draft`: spelled out, in setup's order). */
function draft(s: HenhouseState): Draft<HenhouseState> {
  return {
    options: s.options,
    round: s.round,
    hands: s.hands,
    undealt: s.undealt,
    wilds: s.wilds,
    table: s.table,
    taken: s.taken,
    out: s.out,
    rng: s.rng,
    trick: s.trick,
    turn: s.turn,
    totals: s.totals,
    results: s.results,
    over: s.over,
    log: s.log,
  };
}

/**
 * Ends the round whose last play `d` holds (its hands, wilds, vermin and seats out already set):
 * scores it, then deals the next round or ends the game, in `d`. `events` are the play's own.
 */
function endRound(d: Draft<HenhouseState>, events: HenhouseEvent[]): HenhouseState {
  const n = d.options.players;
  const out = d.out;
  const last = nextSeat(n, out, out[out.length - 1] as Seat);
  const places = [...out, last];
  const result = scoreRound(
    d.round,
    places,
    d.taken.map((t) => t.length),
    cardsHeld(d, last, (d.hands[last] as string[]).length),
  );
  const totals = d.totals.map((t, s) => t + (result.points[s] as number));
  events.push({ type: 'round', result, totals });
  d.results = [...d.results, result];
  d.totals = totals;
  if (d.round >= ROUNDS) {
    events.push({ type: 'end', winners: winnersOf(totals), totals });
    d.log = joined(d.log, d.trick.events, events);
    d.over = true;
    d.trick = freshTrick(n, d.turn);
    return d;
  }
  const rng = Rng.fromState(d.rng);
  const dealt = deal(d.options, rng);
  const leader = nextLeader(totals, places);
  d.round += 1;
  events.push({ type: 'deal', round: d.round, leader, why: 'most-points' });
  // A new round starts a new log, opened by the move that ended the last one and its score.
  d.hands = dealt.hands;
  d.undealt = dealt.undealt;
  d.wilds = dealt.wilds;
  d.table = dealt.table;
  d.taken = dealt.taken;
  d.out = dealt.out;
  d.rng = rng.state();
  d.trick = freshTrick(n, leader);
  d.turn = leader;
  d.log = events;
  return d;
}

/**
 * `list` followed by the events of `more`, as a new array (the old ones are shared by earlier
 * states). A plain loop: `concat` costs more on the few events a move adds.
 */
function joined(list: readonly HenhouseEvent[], ...more: (readonly HenhouseEvent[])[]): HenhouseEvent[] {
  const out = list.slice();
  for (const events of more) for (let i = 0; i < events.length; i++) out.push(events[i] as HenhouseEvent);
  return out;
}

/** The state after `seat` (default: whose turn it is) takes `action`; throws IllegalActionError with the reason otherwise. */
export function applyAction(state: HenhouseState, action: HenhouseAction, seat: Seat = state.turn): HenhouseState {
  const read = readAction(state, state.hands[seat] ?? [], action, seat);
  if (typeof read === 'string') throw new IllegalActionError(read);
  const n = state.options.players;
  // A move adds its events to the trick's own short list; the round's log grows only when a
  // trick or the round ends. Either way each list is copied once per move.
  if (read === null || action.type === 'pass') {
    const trick = state.trick;
    const passed: boolean[] = [];
    for (let s = 0; s < trick.passed.length; s++) passed.push(trick.passed[s] === true || s === seat);
    const by = trick.by as Seat;
    let waiting = false;
    for (let s = 0; s < n && !waiting; s++) waiting = s !== by && !passed[s] && !state.out.includes(s);
    if (waiting) {
      const events = joined(trick.events, [{ type: 'pass', seat }]);
      const next: Trick = { leader: trick.leader, current: trick.current, by: trick.by, passed, events };
      const d = draft(state);
      d.trick = next;
      d.turn = nextSeat(n, state.out, seat);
      return d;
    }
    const leader = state.out.includes(by) ? nextSeat(n, state.out, by) : by;
    const log = joined(state.log, trick.events, [
      { type: 'pass', seat },
      { type: 'trick', winner: by, leader },
    ]);
    const d = draft(state);
    d.log = log;
    d.trick = freshTrick(n, leader);
    d.turn = leader;
    return d;
  }
  const events: HenhouseEvent[] = [];
  // Only the player's own hand and wilds change: the other seats' arrays are shared, unchanged.
  const hands = state.hands.slice();
  hands[seat] = read.hand;
  const wilds = state.wilds.slice();
  wilds[seat] = read.wilds;
  let table = state.table;
  let taken = state.taken;
  if (action.vermin) {
    table = { ...table, [action.vermin]: table[action.vermin] - 1 };
    taken = taken.map((t, s) => (s === seat ? [...t, action.vermin as Vermin] : t));
  }
  const vermin = action.vermin;
  const removed = read.removed;
  events.push(
    vermin
      ? removed
        ? { type: 'play', seat, combo: read.combo, vermin, removed }
        : { type: 'play', seat, combo: read.combo, vermin }
      : removed
        ? { type: 'play', seat, combo: read.combo, removed }
        : { type: 'play', seat, combo: read.combo },
  );
  let out = state.out as Seat[];
  if (cardsHeld({ wilds }, seat, (hands[seat] as string[]).length) === 0) {
    out = [...out, seat];
    events.push({ type: 'out', seat, place: out.length });
  }
  const d = draft(state);
  d.hands = hands;
  d.wilds = wilds;
  d.table = table;
  d.taken = taken;
  d.out = out;
  if (out.length >= n - 1) return endRound(d, events);
  const trick: Trick = {
    leader: state.trick.leader,
    current: read.combo,
    by: seat,
    passed: nobodyPassed(n),
    events: joined(state.trick.events, events),
  };
  d.trick = trick;
  d.turn = nextSeat(n, out, seat);
  return d;
}

/**
 * Every legal action of the player to move, without duplicates, in a stable order: plays
 * without vermin (singles, sets, runs, Henhouses by size and rank), then skunk, fox and snake
 * plays, then pass. A wild appears in every colour and rank it may take (see `combinationsFrom`).
 */
export function legalActions(state: HenhouseState): HenhouseAction[] {
  const current = state.trick.current;
  return legalActionsAmong(state, current === null ? undefined : mayFollow(current, state.table));
}

/**
 * The shapes that can give a legal play on `current` with the vermin on `table`: its own type
 * and size at its rank or above (any rank, with the skunk to go under it), a Henhouse over any
 * other type or over a lower-or-equal Henhouse, and, when a fox or snake can take a card, the
 * type one card shorter from one rank below. The rules that judge each play stay in
 * {@link legalActionsAmong}; this only spares it the combinations none of them could allow.
 * Remembered by the pile's kind and what the vermin allow: a follow asks at every turn.
 */
function mayFollow(current: Combination, table: HenhouseState['table']): ShapeFilter {
  const size = current.cards.length;
  const vermin = current.type === 'set' || current.type === 'run';
  const skunk = vermin && table.skunk > 0;
  const shorter = vermin && size >= 3 && (table.fox > 0 || table.snake > 0);
  const at = ((TYPE_NUMBER[current.type] * 5 + size) * 10 + current.rank) * 4 + (skunk ? 2 : 0) + (shorter ? 1 : 0);
  let ranges = FOLLOW_RANGES[at];
  if (ranges === undefined) {
    // In listing order: the shorter type, the pile's own, then Henhouses.
    const henhouses: ShapeRange = { type: 'henhouse', size: 4, from: current.type === 'henhouse' ? current.rank : 1 };
    const own: ShapeRange = { type: current.type, size, from: skunk ? 1 : current.rank };
    ranges =
      current.type === 'henhouse'
        ? [henhouses]
        : shorter
          ? [{ type: current.type, size: size - 1, from: current.rank - 1 }, own, henhouses]
          : [own, henhouses];
    while (FOLLOW_RANGES.length < at) FOLLOW_RANGES.push(undefined);
    FOLLOW_RANGES[at] = ranges;
  }
  return ranges;
}

const TYPE_NUMBER: Readonly<Record<Combination['type'], number>> = { single: 0, set: 1, run: 2, henhouse: 3 };
/** {@link mayFollow}'s answers, by the pile's type, size and rank and the vermin it allows (a few hundred at most). */
const FOLLOW_RANGES: (ShapeFilter | undefined)[] = [];

/**
 * {@link legalActions} worked out from the combinations of the shapes `only` keeps (all, when
 * absent): the same list whenever `only` leaves out no combination that could be legal, which
 * the lockstep test holds `legalActions`' own filter to.
 */
export function legalActionsAmong(state: HenhouseState, only?: ShapeFilter): HenhouseAction[] {
  if (state.over) return [];
  const seat = state.turn;
  const top = maxRank(state.options.players, state.options.bigHands);
  const hand = state.hands[seat] as readonly string[];
  const wilds = state.wilds[seat] as WildsHeld;
  const current = state.trick.current;
  // A leader may lay any combination, so only the plays are listed.
  if (current === null && only === undefined) return playsFrom(hand, wilds, top);
  const lays = laysFrom(hand, wilds, top, only);
  const out: HenhouseAction[] = [];
  if (current === null) {
    for (let i = 0; i < lays.length; i++) out.push((lays[i] as Lay).play);
    return out;
  }
  for (let i = 0; i < lays.length; i++) {
    const l = lays[i] as Lay;
    if (outranks(l.type, l.size, l.rank, l.suited, current)) out.push(l.play);
  }
  if (current.type === 'set' || current.type === 'run') {
    // sameKind and compareSameKind read from the lays' own numbers (the lockstep test holds
    // them to their combinations), not from each lay's combination.
    const size = current.cards.length;
    if (state.table.skunk > 0) {
      for (let i = 0; i < lays.length; i++) {
        const l = lays[i] as Lay;
        if (l.type === current.type && l.size === size && compareByNumbers(l.type, l.rank, l.suited, current.rank, current.suited) < 0)
          out.push({ type: 'play', cards: l.play.cards, vermin: 'skunk' });
      }
    }
    for (const v of ['fox', 'snake'] as const) {
      if (state.table[v] <= 0) continue;
      for (const { remove, target } of reductionsOf(current, v)) {
        const targetSize = target.cards.length;
        for (let i = 0; i < lays.length; i++) {
          const l = lays[i] as Lay;
          if (
            l.type === target.type &&
            l.size === targetSize &&
            compareByNumbers(l.type, l.rank, l.suited, target.rank, target.suited) > 0
          ) {
            out.push({ type: 'play', cards: l.play.cards, vermin: v, remove });
          }
        }
      }
    }
  }
  out.push(PASS);
  // No action comes twice: the plays without vermin are of distinct combinations, a skunk play
  // is one per combination, and a fox's or snake's per distinct card it takes and combination.
  return out;
}

/** A card a fox or snake may take from a pile, and the combination it leaves. */
interface Reduction {
  readonly remove: string;
  readonly target: Combination;
}

/**
 * What a fox or snake may take from `current` and what each leaves ({@link removable},
 * {@link reduce}), remembered by the pile's combination: a pile is followed many times.
 */
function reductionsOf(current: Combination, v: 'fox' | 'snake'): readonly Reduction[] {
  let known = REDUCTIONS.get(current);
  if (known === undefined) {
    known = { fox: reductions(current, 'fox'), snake: reductions(current, 'snake') };
    REDUCTIONS.set(current, known);
  }
  return known[v];
}

function reductions(current: Combination, v: 'fox' | 'snake'): Reduction[] {
  const out: Reduction[] = [];
  for (const remove of removable(current, v)) {
    const reduced = reduce(current, v, remove);
    if (reduced.ok) out.push({ remove, target: reduced.combo });
  }
  return out;
}

const REDUCTIONS = new WeakMap<Combination, { readonly fox: readonly Reduction[]; readonly snake: readonly Reduction[] }>();

/** What `seat` may know: its own hand; other hands only as counts; no undealt cards, no random source. */
export function playerView(state: HenhouseState, seat: Seat): HenhouseView {
  // Spelled out rather than a rest spread: this runs before every move of a simulation.
  return {
    options: state.options,
    round: state.round,
    wilds: state.wilds,
    table: state.table,
    taken: state.taken,
    out: state.out,
    trick: state.trick,
    turn: state.turn,
    totals: state.totals,
    results: state.results,
    over: state.over,
    log: state.log,
    seat,
    // Shared, not copied: no state's arrays are ever changed once made.
    hand: state.hands[seat] as readonly string[],
    handCounts: state.hands.map((h) => h.length),
    undealtCount: state.undealt.length,
  };
}

/** A full state consistent with `view`: the cards `seat` cannot see dealt at random from `rng`. */
export function resample(view: HenhouseView, seat: Seat, rng: Rng): HenhouseState {
  const { seat: _seat, hand, handCounts, undealtCount, ...pub } = view;
  const pool = [...deckFor(view.options.players, view.options.bigHands)];
  for (const code of [...hand, ...playedThisRound(view)]) {
    const i = pool.indexOf(code);
    if (i >= 0) pool.splice(i, 1);
  }
  const shuffled = rng.shuffle(pool);
  let at = 0;
  const hands = handCounts.map((count, s) => {
    if (s === seat) return [...hand];
    const h = sortCodes(shuffled.slice(at, at + count));
    at += count;
    return h;
  });
  const undealt = sortCodes(shuffled.slice(at, at + undealtCount));
  // In the order of setup's state, so that searched states have the shape of played ones.
  return {
    options: pub.options,
    round: pub.round,
    hands,
    undealt,
    wilds: pub.wilds,
    table: pub.table,
    taken: pub.taken,
    out: pub.out,
    rng: Rng.fromSeed(rng.deriveSeed()).state(),
    trick: pub.trick,
    turn: pub.turn,
    totals: pub.totals,
    results: pub.results,
    over: pub.over,
    log: pub.log,
  };
}

/**
 * The final result once the game is over: lowest total wins; a tie shares the win. The summary
 * names seats as "Seat N" (N from 0) so a table can put its names in.
 */
export function outcome(state: HenhouseState): Outcome | null {
  if (!state.over) return null;
  const winners = winnersOf(state.totals);
  const least = state.totals[winners[0] as Seat] as number;
  const who = winners.map((s) => `Seat ${s}`).join(' and ');
  return {
    winners,
    scores: [...state.totals],
    rounds: state.results.length,
    summary: winners.length > 1 ? `${who} share the win with ${plural(least, 'point')}.` : `${who} wins with ${plural(least, 'point')}.`,
  };
}

/** The Henhouse engine. */
export const henhouseGame: Game<HenhouseState, HenhouseAction, HenhouseView, HenhouseOptions> = {
  id: 'henhouse',
  setup,
  currentPlayer: (state) => (state.over ? 'terminal' : state.turn),
  legalActions,
  applyAction,
  refusal,
  playerView,
  resample,
  actionToString,
  outcome,
};
