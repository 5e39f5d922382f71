// A move as one step on a state being changed in place: the one place that says what a pass or
// a play does to the table (cards and wilds leave the hand, vermin are taken, the trick passes
// on or is won, seats go out, a round is scored and the next dealt). `applyAction` (rules.ts)
// copies the state's top level (draftOf) and takes one step on the copy, replacing whatever it
// changes; a search's playout copies the state once and takes every move of the round on that
// one copy.
//
// The mutable API, for code that plays many moves and keeps none of the states between them:
//
//   const d = scratchOf(state);        // a copy that owns its hands (step.ts)
//   stepAction(d, action);             // rules.ts: reads the action as applyAction does, then
//                                      // steps d in place; throws on an illegal one
//   tryStepAction(d, action);          // rules.ts: the same, but returns why an illegal one
//                                      // is refused (null when taken), d left as it was
//   stepPlay(d, seat, id, vermin, removed, PLAYOUT);   // a play already known legal, of lay
//   stepPass(d, seat, PLAYOUT);                        // `id` (lays.ts), or a pass
//
// Under PLAYOUT no event is made and the log stays as it was, and a round's end is scored
// (results, totals, the round's number or `over`) but the next round is not dealt: the state is
// then fit only to be scored, never stepped again. Under RECORDED (what applyAction uses) the
// events, the log and the next deal are made exactly as the Game contract's states have them.
// stepPlay and stepPass do not check what they are given: the move must be legal in `d`. A
// scratch's hands change in place, so a scratch is never given to what remembers hands by the
// list that holds them (playerView, handOf); the rules' reading, listing and stepping, and the
// bots' reading of a state (bot.ts: normalPlayout) take it like any state.

import { Rng, type Draft, type Seat } from '../../engine/index.js';
import { deckIdsFor, handSize, packIds, type PackedHand, type Vermin } from './cards.js';
import { comboOfId, factsDealt, layFacts, layParts, wildBitsOf, type WildsHeld } from './lays.js';
import { nextLeader, ROUNDS, scoreRound, winnersOf } from './score.js';
import type { HenhouseEvent, HenhouseState, Trick } from './state.js';

/*
 * The public parts of a state that take only a few values are made once and shared by every
 * state that holds them (never changed: each is frozen): the wilds a seat holds, the vermin on
 * the table, who has passed, an empty list. A move then makes no object for them.
 */

/** The wilds a seat holds, by bits (chicken 1, egg 2). */
export const WILDS_HELD: readonly WildsHeld[] = [0, 1, 2, 3].map((bits) => Object.freeze({ C: (bits & 1) !== 0, E: (bits & 2) !== 0 }));
/** Both wilds: every seat at a deal. */
export const BOTH_WILDS = WILDS_HELD[3] as WildsHeld;

/** The vermin on the table, by skunks × 9 + foxes × 3 + snakes (each 0–2). */
const TABLES: readonly Readonly<Record<Vermin, number>>[] = Array.from({ length: 27 }, (_, k) =>
  Object.freeze({ skunk: Math.floor(k / 9), fox: Math.floor(k / 3) % 3, snake: k % 3 }),
);
/** Two of each vermin: the table at a deal. */
export const FULL_TABLE = TABLES[26] as Readonly<Record<Vermin, number>>;

/** The table left when one `vermin` is taken from `table`. */
function takenFrom(table: Readonly<Record<Vermin, number>>, vermin: Vermin): Readonly<Record<Vermin, number>> {
  const left = { skunk: table.skunk, fox: table.fox, snake: table.snake, [vermin]: table[vermin] - 1 };
  const small = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 2;
  return small(left.skunk) && small(left.fox) && small(left.snake)
    ? (TABLES[left.skunk * 9 + left.fox * 3 + left.snake] as Readonly<Record<Vermin, number>>)
    : left;
}

/** Who has passed, by table size and seats (bit s for seat s). */
const PASSED: readonly (readonly (readonly boolean[])[])[] = Array.from({ length: 6 }, (_, n) =>
  Array.from({ length: 1 << n }, (_, bits) => Object.freeze(Array.from({ length: n }, (_, s) => (bits & (1 << s)) !== 0))),
);

/** Nobody has passed yet at a table of `players`. */
export function nobodyPassed(players: number): readonly boolean[] {
  return (PASSED[players] as readonly (readonly boolean[])[])[0] as readonly boolean[];
}

/** `passed` with `seat` added. */
function passedWith(passed: readonly boolean[], seat: Seat): readonly boolean[] {
  const n = passed.length;
  const shared = PASSED[n];
  if (shared === undefined || seat >= n) {
    const out: boolean[] = [];
    for (let s = 0; s < n; s++) out.push(passed[s] === true || s === seat);
    return out;
  }
  let bits = 1 << seat;
  for (let s = 0; s < n; s++) if (passed[s] === true) bits |= 1 << s;
  return shared[bits] as readonly boolean[];
}

/** No events: a trick's list before anyone plays. */
export const NO_EVENTS: readonly HenhouseEvent[] = Object.freeze([]);
/** No vermin: what a seat has taken at a deal. */
export const NO_VERMIN: readonly Vermin[] = Object.freeze([]);

/** The next seat after `from` that is not out (`from` itself when everyone else is). */
export function nextSeat(players: number, out: readonly Seat[], from: Seat): Seat {
  let seat = from;
  for (let k = 1; k <= players; k++) {
    seat = seat + 1 === players ? 0 : seat + 1;
    if (out.length === 0 || !out.includes(seat)) return seat;
  }
  return from;
}

/** A trick about to be led by `leader`. */
export function freshTrick(players: number, leader: Seat): Trick {
  return { leader, current: null, by: null, passed: nobodyPassed(players), events: NO_EVENTS };
}

/** Cards and wilds still held by `seat`. */
export function cardsHeld(state: Pick<HenhouseState, 'wilds'>, seat: Seat, handLength: number): number {
  const w = state.wilds[seat] as WildsHeld;
  return handLength + (w.C ? 1 : 0) + (w.E ? 1 : 0);
}

/** A round's deal from `rng`: the shuffled deck's ids, a hand a seat, the rest left out. */
export function deal(
  opts: HenhouseState['options'],
  rng: Rng,
): Pick<HenhouseState, 'packedHands' | 'packedUndealt' | 'wilds' | 'table' | 'taken' | 'out'> {
  const deck = rng.shuffle(deckIdsFor(opts.players, opts.bigHands));
  const size = handSize(opts.players, opts.bigHands);
  // Lists pushed rather than filled, so that they have no holes (see cards.ts's emptyPacked).
  const hands: PackedHand[] = [];
  const wilds: WildsHeld[] = [];
  const taken: (readonly Vermin[])[] = [];
  for (let s = 0; s < opts.players; s++) {
    hands.push(packIds(deck.slice(s * size, (s + 1) * size)));
    wilds.push(BOTH_WILDS);
    taken.push(NO_VERMIN);
  }
  return { packedHands: hands, packedUndealt: packIds(deck.slice(opts.players * size)), wilds, table: FULL_TABLE, taken, out: [] };
}

/**
 * `state` as a draft whose fields a step reassigns (engine `Draft`: spelled out, in setup's
 * order). It shares every list with the state, so a step under {@link RECORDED} replaces them
 * and never writes into one.
 */
export function draftOf(s: HenhouseState): Draft<HenhouseState> {
  return {
    options: s.options,
    round: s.round,
    packedHands: s.packedHands,
    packedUndealt: s.packedUndealt,
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

/** A draft that owns its list of hands and every hand in it, for steps under {@link PLAYOUT}. */
export type Scratch = Draft<HenhouseState> & { packedHands: number[][] };

/** A copy of `state` to step in place under {@link PLAYOUT}: its hands are its own. */
export function scratchOf(state: HenhouseState): Scratch {
  const d = draftOf(state) as Scratch;
  const hands: number[][] = [];
  for (let s = 0; s < state.packedHands.length; s++) hands.push((state.packedHands[s] as PackedHand).slice());
  d.packedHands = hands;
  return d;
}

/** How a step changes its draft: see the head of this file. */
export interface StepMode {
  /** Events, the log and the next round's deal are made (the Game contract's states). */
  readonly record: boolean;
  /** The draft owns its hands ({@link Scratch}): a play writes into them rather than copying. */
  readonly inPlace: boolean;
}

/** What applyAction steps with: every record kept, nothing written into the shared lists. */
export const RECORDED: StepMode = Object.freeze({ record: true, inPlace: false });
/** What a playout steps with, on a {@link Scratch}: no record, hands written in place, no deal after the round. */
export const PLAYOUT: StepMode = Object.freeze({ record: false, inPlace: true });

/**
 * `list` followed by the events of `more` and then of `last`, as a new array (the old ones are
 * shared by earlier states), made at its full length at once: a copy grown by pushes (or
 * `concat`) had cost twice as much on the few events a move adds.
 */
function joined(
  list: readonly HenhouseEvent[],
  more: readonly HenhouseEvent[],
  last: readonly HenhouseEvent[] = NO_EVENTS,
): HenhouseEvent[] {
  const a = list.length;
  const b = more.length;
  const out = new Array<HenhouseEvent>(a + b + last.length);
  for (let i = 0; i < a; i++) out[i] = list[i] as HenhouseEvent;
  for (let i = 0; i < b; i++) out[a + i] = more[i] as HenhouseEvent;
  for (let i = 0; i < last.length; i++) out[a + b + i] = last[i] as HenhouseEvent;
  return out;
}

/*
 * A pass by each seat, and a pass that ends a trick (the pass, then the trick won and who leads
 * next), made once and shared: events are never changed, and a table has at most five seats.
 */
const PASSES: readonly (readonly HenhouseEvent[])[] = Array.from({ length: 5 }, (_, seat) =>
  Object.freeze([Object.freeze({ type: 'pass', seat } as const)]),
);
const TRICK_ENDS: (readonly HenhouseEvent[] | undefined)[] = [];

function trickEnd(seat: Seat, winner: Seat, leader: Seat): readonly HenhouseEvent[] {
  const at = (seat * 5 + winner) * 5 + leader;
  return (TRICK_ENDS[at] ??= Object.freeze([
    (PASSES[seat] as readonly HenhouseEvent[])[0] as HenhouseEvent,
    Object.freeze({ type: 'trick', winner, leader } as const),
  ]));
}

/** `seat` passes in `d`; the pass must be legal (someone has played to the trick). */
export function stepPass(d: Draft<HenhouseState>, seat: Seat, mode: StepMode): void {
  const n = d.options.players;
  const trick = d.trick;
  const passed = passedWith(trick.passed, seat);
  const by = trick.by as Seat;
  const out = d.out;
  let waiting = false;
  for (let s = 0; s < n && !waiting; s++) waiting = s !== by && !passed[s] && !out.includes(s);
  if (waiting) {
    // A move adds its events to the trick's own short list; the round's log grows only when a
    // trick or the round ends. Either way each list is copied once per move.
    const events = mode.record ? joined(trick.events, PASSES[seat] as readonly HenhouseEvent[]) : trick.events;
    d.trick = { leader: trick.leader, current: trick.current, by: trick.by, passed, events };
    d.turn = nextSeat(n, out, seat);
    return;
  }
  const leader = out.includes(by) ? nextSeat(n, out, by) : by;
  if (mode.record) {
    d.log = joined(d.log, trick.events, trickEnd(seat, by, leader));
  }
  d.trick = freshTrick(n, leader);
  d.turn = leader;
}

/**
 * `seat` plays lay `id` (lays.ts) in `d`, with `vermin` taken first and, for a fox or snake,
 * `removed` (the card it takes, canonical) named; the play must be legal. The lay's numbers are
 * read from lists by id (its facts and parts), not from the lay.
 */
export function stepPlay(
  d: Draft<HenhouseState>,
  seat: Seat,
  id: number,
  vermin: Vermin | undefined,
  removed: string | undefined,
  mode: StepMode,
): void {
  const n = d.options.players;
  // Only the player's own hand and wilds change: the other seats' arrays are shared, unchanged.
  let hand: number[];
  if (mode.inPlace) hand = (d as Scratch).packedHands[seat] as number[];
  else {
    const hands = d.packedHands.slice();
    hand = (hands[seat] as PackedHand).slice();
    hands[seat] = hand;
    d.packedHands = hands;
  }
  const parts = layParts();
  for (let j = id * 4; j < id * 4 + 4; j++) {
    const part = parts[j] as number;
    if (part === 0) break;
    const rank = part >> 7;
    hand[rank] = (hand[rank] as number) - (part & 127);
  }
  const f = layFacts(id);
  const left = (hand[0] as number) - factsDealt(f);
  hand[0] = left;
  const heldBits = wildBitsOf(d.wilds[seat] as WildsHeld);
  const wildBits = heldBits & ~((f >> 10) & 3);
  if (wildBits !== heldBits) {
    const wilds = d.wilds.slice();
    wilds[seat] = WILDS_HELD[wildBits] as WildsHeld;
    d.wilds = wilds;
  }
  if (vermin !== undefined) {
    d.table = takenFrom(d.table, vermin);
    d.taken = d.taken.map((t, s) => (s === seat ? [...t, vermin] : t));
  }
  const combo = comboOfId(id);
  let events: HenhouseEvent[] | null = null;
  if (mode.record) {
    events = [
      vermin
        ? removed
          ? { type: 'play', seat, combo, vermin, removed }
          : { type: 'play', seat, combo, vermin }
        : removed
          ? { type: 'play', seat, combo, removed }
          : { type: 'play', seat, combo },
    ];
  }
  if (left + (wildBits & 1) + (wildBits >> 1) === 0) {
    d.out = [...d.out, seat];
    events?.push({ type: 'out', seat, place: d.out.length });
  }
  if (d.out.length >= n - 1) {
    endRound(d, events);
    return;
  }
  d.trick = {
    leader: d.trick.leader,
    current: combo,
    by: seat,
    passed: nobodyPassed(n),
    events: events === null ? d.trick.events : joined(d.trick.events, events),
  };
  d.turn = nextSeat(n, d.out, seat);
}

/**
 * Ends the round whose last play `d` holds (its hands, wilds, vermin and seats out already set):
 * scores it, then (when `events` are kept) deals the next round or ends the game. `events` are
 * the play's own.
 */
function endRound(d: Draft<HenhouseState>, events: HenhouseEvent[] | null): void {
  const n = d.options.players;
  const out = d.out;
  const last = nextSeat(n, out, out[out.length - 1] as Seat);
  const places = [...out, last];
  const result = scoreRound(
    d.round,
    places,
    d.taken.map((t) => t.length),
    cardsHeld(d, last, (d.packedHands[last] as PackedHand)[0] as number),
  );
  const totals = d.totals.map((t, s) => t + (result.points[s] as number));
  d.results = [...d.results, result];
  d.totals = totals;
  if (events === null) {
    if (d.round >= ROUNDS) d.over = true;
    else d.round += 1;
    return;
  }
  events.push({ type: 'round', result, totals });
  if (d.round >= ROUNDS) {
    events.push({ type: 'end', winners: winnersOf(totals), totals });
    d.log = joined(d.log, d.trick.events, events);
    d.over = true;
    d.trick = freshTrick(n, d.turn);
    return;
  }
  const rng = Rng.fromState(d.rng);
  const dealt = deal(d.options, rng);
  const leader = nextLeader(totals, places);
  d.round += 1;
  events.push({ type: 'deal', round: d.round, leader, why: 'most-points' });
  // A new round starts a new log, opened by the move that ended the last one and its score.
  d.packedHands = dealt.packedHands;
  d.packedUndealt = dealt.packedUndealt;
  d.wilds = dealt.wilds;
  d.table = dealt.table;
  d.taken = dealt.taken;
  d.out = dealt.out;
  d.rng = rng.state();
  d.trick = freshTrick(n, leader);
  d.turn = leader;
  d.log = events;
}
