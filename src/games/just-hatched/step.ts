// The one mutable step of Just Hatched: what each move does to a state, written once. The Game
// contract's applyAction (rules.ts) checks a move, copies the state's few fields and runs the
// step on the copy, which then becomes the new state; a search's playouts run the very same step
// on a scratch copy of their own (thaw), in place, without events or action objects.
//
// A step writes through a Work (a state's fields made assignable) and a StepIo: the events it
// makes go to `io.events` (none are made when it is null), and it changes a list of the state in
// place only when `io.owned` says the work owns it; otherwise it replaces the list by a changed
// copy, so the state the work was copied from never changes.

import { Rng, type Draft, type Seat } from '../../engine/index.js';
import {
  BIG_RED,
  HAND_WORDS,
  addCard,
  cardCount,
  cardOfCode,
  chickenMask,
  deckFor,
  handCode,
  handCodes,
  handSize,
  takeCard,
  type CardCode,
} from './cards.js';
import { LAY_IDS, beatsId, holdsLayId, isLayId, layHasDuck, layRec, laySizeOf, legalLayIds, takeLayId, type LayRec } from './lays.js';
import { badEggBy, goldenDraw, lowestSeats, rottenEggs, roundScore, totalsOf } from './score.js';
import type { Direction, JhEvent, JhState, KnownCard, LastEggState, RoundScore } from './state.js';

/** Rounds in a game. */
export const ROUNDS = 5;

/** A state being changed by a step: its fields made assignable, its lists maybe shared (see {@link StepIo}). */
export type Work = Draft<JhState>;

/** How a step writes (see the top of this file). */
export interface StepIo {
  /**
   * Where the step's events go, from index `made` on (see {@link emit}); null when none are to be
   * made. The list is the caller's: a step never shortens it, so one list serves step after step.
   */
  events: JhEvent[] | null;
  /** How many events the steps since the caller last set it to 0 have put in `events`. */
  made: number;
  /** The lists of the work the step may change in place: {@link OWN_HELD} and the rest, or'ed. */
  owned: number;
  /**
   * True for a playout that ends with the round: the step that ends it writes the round's scores
   * and stops there, without the Good and Bad Eggs, the next deal or the game's end. The state is
   * then read for its scores alone.
   */
  roundOnly: boolean;
}

/** Bits of {@link StepIo.owned}, one per list a step may change. */
export const OWN_HELD = 1;
const OWN_RUN = 2;
const OWN_DISCARD = 4;
const OWN_LAST_EGG = 8;
const OWN_KNOWN = 16;
const OWN_SCORES = 32;
const OWN_STOCK = 64;
/** Every list: a scratch owns them all. */
export const OWN_ALL = 127;

/** A Coop's choice as a step takes it: none (any other lay, or 2 players), flip or skip. */
export const NO_COOP = 0;
export const FLIP = 1;
export const SKIP = 2;

/** Puts `event` in the step's events (which must not be null). */
function emit(io: StepIo, event: JhEvent): void {
  (io.events as JhEvent[])[io.made++] = event;
}

function heldOf(w: Work, io: StepIo): number[] {
  if ((io.owned & OWN_HELD) === 0) {
    w.held = w.held.slice();
    io.owned |= OWN_HELD;
  }
  return w.held as number[];
}

/** Adds `entry` to the work's Run (a copy of just the right length, as the log keeps it, when not owned). */
function pushRun(w: Work, io: StepIo, entry: number): void {
  if ((io.owned & OWN_RUN) !== 0) (w.run as number[]).push(entry);
  else {
    const n = w.run.length;
    const run = new Array<number>(n + 1);
    for (let i = 0; i < n; i++) run[i] = w.run[i] as number;
    run[n] = entry;
    w.run = run;
    io.owned |= OWN_RUN;
  }
}

function lastEggOf(w: Work, io: StepIo): LastEggState[] {
  if ((io.owned & OWN_LAST_EGG) === 0) {
    w.lastEgg = w.lastEgg.slice();
    io.owned |= OWN_LAST_EGG;
  }
  return w.lastEgg as LastEggState[];
}

function knownOf(w: Work, io: StepIo): KnownCard[] {
  if ((io.owned & OWN_KNOWN) === 0) {
    w.known = w.known.slice();
    io.owned |= OWN_KNOWN;
  }
  return w.known as KnownCard[];
}

/** Seat `steps` places from `seat` in `direction`, at a table of `n`. */
export function seatAfter(seat: Seat, direction: Direction, n: number, steps = 1): Seat {
  // Seats and steps are small, so one wrap either way is enough (steps is 1 or 2, and n at least 2).
  const next = seat + direction * steps;
  return next >= n ? next - n : next < 0 ? next + n : next;
}

/** Who leads round `round` with 2 players: the first leader in odd rounds, the other in even. */
export function twoPlayerLeader(firstLeader: Seat, round: number): Seat {
  return round % 2 === 1 ? firstLeader : 1 - firstLeader;
}

/** The lay to beat (the centre's), or null when the player to act leads a new Run. */
export function topRec(s: Pick<JhState, 'run'>): LayRec | null {
  const run = s.run;
  return run.length === 0 ? null : layRec((run[run.length - 1] as number) % LAY_IDS);
}

/** The lay id of the lay to beat (the centre's), or -1 when the player to act leads a new Run. */
export function topId(s: Pick<JhState, 'run'>): number {
  const run = s.run;
  if (run.length === 0) return -1;
  const id = (run[run.length - 1] as number) % LAY_IDS;
  // A state read from JSON in a fresh process may name a lay whose record is not made yet.
  return isLayId(id) ? id : -1;
}

/** Each player count's deck as card codes, in {@link deckFor} order (the order a deal shuffles). */
const DECK_CODES = new Map<number, readonly CardCode[]>();

function deckCodes(n: number): readonly CardCode[] {
  let deck = DECK_CODES.get(n);
  if (deck === undefined) {
    deck = deckFor(n).map(handCode);
    DECK_CODES.set(n, deck);
  }
  return deck;
}

const CODES = new Int32Array(128);

/** The best card (rule JH 2) of the hand at `at`, Big Red left out when `butBigRed`; -1 for none. */
function bestCode(held: readonly number[], at: number, butBigRed: boolean): CardCode {
  const k = handCodes(held, at, CODES);
  for (let i = k - 1; i >= 0; i--) {
    const c = CODES[i] as number;
    if (!butBigRed || c !== 104) return c;
  }
  return -1;
}

/** 2 players, round 1: the seat holding the highest card (next cards if equal; seat 0 if all equal). */
function highestHolder(held: readonly number[]): Seat {
  const a = handCodes(held, 0, CODES);
  const b = handCodes(held, HAND_WORDS, OTHER_CODES);
  for (let i = 0; i < Math.max(a, b); i++) {
    const x = i < a ? (CODES[a - 1 - i] as number) : -1;
    const y = i < b ? (OTHER_CODES[b - 1 - i] as number) : -1;
    if (x !== y) return x > y ? 0 : 1;
  }
  return 0;
}

const OTHER_CODES = new Int32Array(128);

/** Every card of the game still in play (hands in pecking order, the centre, the discard pile): what both-hands sets aside. */
function cardsInPlay(w: Work): CardCode[] {
  const out: CardCode[] = [];
  const n = w.options.players;
  for (let s = 0; s < n; s++) {
    const k = handCodes(w.held, s * HAND_WORDS, CODES);
    for (let i = 0; i < k; i++) out.push(CODES[i] as number);
  }
  for (const entry of w.run) for (const c of (layRec(entry % LAY_IDS) as LayRec).codes) out.push(c);
  for (const c of w.discard) out.push(c);
  return out;
}

/** Puts `code` into the hand of `seat`, which must be able to hold it. */
function give(held: number[], seat: Seat, code: CardCode): void {
  if (!addCard(held, seat * HAND_WORDS, code)) throw new Error(`seat ${seat} cannot hold another ${cardOfCode(code)}`);
}

/** Shuffles and deals round `round` (rulings JH 1, JH 12) and sets its leader and exchange. */
export function startRound(w: Work, io: StepIo, round: number, rng: Rng): void {
  const n = w.options.players;
  const size = handSize(n);
  const fromStock = n === 2 && w.options.twoPlayer === 'both-hands' && round % 2 === 0;
  let pile: readonly CardCode[];
  let setAside: CardCode[] = [];
  if (fromStock) {
    setAside = cardsInPlay(w);
    pile = w.stock;
  } else {
    pile = rng.shuffle(deckCodes(n));
  }
  const held = new Array<number>(n * HAND_WORDS).fill(0);
  for (let seat = 0; seat < n; seat++) for (let i = seat * size; i < (seat + 1) * size; i++) give(held, seat, pile[i] as number);
  w.held = held;
  w.stock = fromStock ? setAside : pile.slice(n * size);
  w.run = [];
  w.discard = [];
  w.round = round;
  w.lastEgg = new Array<LastEggState>(n).fill('none');
  w.catchable = null;
  const known: KnownCard[] = [];
  w.known = known;
  w.gift = null;
  io.owned |= OWN_HELD | OWN_RUN | OWN_DISCARD | OWN_LAST_EGG | OWN_KNOWN | OWN_STOCK;
  let leader: Seat;
  if (round === 1) {
    leader = 0;
    if (n === 2) leader = highestHolder(held);
    else while (((chickenMask(held, leader * HAND_WORDS) >> 4) & 1) === 0) leader++;
    w.firstLeader = leader;
  } else if (n === 2) {
    leader = twoPlayerLeader(w.firstLeader, round);
  } else {
    leader = w.goodEgg as Seat;
  }
  w.turn = leader;
  w.phase = 'play';
  const events = io.events;
  if (events !== null) emit(io, { type: 'deal', round, leader, cardsEach: size, stock: w.stock.length });
  if (round === 1) {
    const card = n === 2 ? cardOfCode(bestCode(held, leader * HAND_WORDS, false)) : BIG_RED;
    known.push({ seat: leader, card });
    if (events !== null) emit(io, n === 2 ? { type: 'highest-card', seat: leader, card } : { type: 'big-red', seat: leader });
  }
  if (round > 1 && n > 2) {
    const good = w.goodEgg as Seat;
    const bad = w.badEgg as Seat;
    const gift = bestCode(held, good * HAND_WORDS, true);
    takeCard(held, good * HAND_WORDS, gift);
    give(held, bad, gift);
    const card = cardOfCode(gift);
    w.gift = card;
    known.push({ seat: bad, card });
    if (events !== null) emit(io, { type: 'gift', from: good, to: bad, card });
    w.phase = 'exchange';
    w.turn = bad;
  }
}

/**
 * How to read a seat's hand of `held` as the Bad Egg's tie-break does: its codes, which are its
 * best-card values (cards.ts), high to low. Made apart, so that the step that asks makes no closure.
 */
function profileReader(held: readonly number[]): (seat: Seat) => readonly number[] {
  return (seat) => {
    const k = handCodes(held, seat * HAND_WORDS, CODES);
    const profile: number[] = [];
    for (let i = k - 1; i >= 0; i--) profile.push(CODES[i] as number);
    return profile;
  };
}

/**
 * Ends the round `out` went out of (scores, Good/Bad Egg) and starts the next, or ends the game;
 * the next deal or the Golden Egg draw comes from the work's random source, which it advances.
 */
function endRound(w: Work, io: StepIo, out: Seat): void {
  const n = w.options.players;
  const table: RoundScore[] = [];
  for (let s = 0; s < n; s++) table.push(roundScore(cardCount(w.held, s * HAND_WORDS)));
  const previous = w.scores;
  w.scores = [...previous, table];
  io.owned |= OWN_SCORES;
  if (io.roundOnly) return;
  const rng = Rng.fromState(w.rng);
  const totals = totalsOf(w.scores, n);
  const events = io.events;
  if (events !== null) {
    emit(io, { type: 'out', seat: out });
    emit(io, { type: 'round-end', round: w.round, scores: table, totals });
  }
  const bad = badEggBy(table, previous, profileReader(w.held), out);
  w.goodEgg = out;
  w.badEgg = bad.seat;
  if (events !== null) emit(io, { type: 'eggs', round: w.round, good: out, bad: bad.seat, tieBreak: bad.tieBreak });
  if (w.round < ROUNDS) {
    startRound(w, io, w.round + 1, rng);
    w.rng = rng.state();
    return;
  }
  const lowest = lowestSeats(totals);
  let golden = lowest[0] as Seat;
  if (lowest.length > 1) {
    const draw = goldenDraw(lowest, out, n, deckFor(n), rng);
    if (events !== null) for (const x of draw.draws) emit(io, { type: 'golden-draw', seat: x.seat, card: x.card });
    golden = draw.golden;
  }
  w.rng = rng.state();
  w.golden = golden;
  w.phase = 'over';
  w.catchable = null;
  if (events !== null) emit(io, { type: 'game-end', golden, rotten: rottenEggs(totals), totals });
}

/*
 * The commonest events, made once and shared by every log (events are never changed): a lay by
 * seat and lay id, a Cluck, a flip, a skip and a won Run by seat. A step only stores them, never
 * reads them. The tables are made at their full size, so that they stay plain lists rather than
 * sparse ones.
 */
const eventTable = (size: number): (JhEvent | undefined)[] => new Array<JhEvent | undefined>(size).fill(undefined);
const LAY_EVENTS = eventTable(6 * LAY_IDS);
const CLUCK_EVENTS = eventTable(6);
const FLIP_EVENTS = eventTable(12);
const SKIP_EVENTS = eventTable(96);
const RUN_WON_EVENTS = eventTable(6 * 128);

function layEvent(seat: Seat, id: number): JhEvent {
  const k = seat * LAY_IDS + id;
  let event = LAY_EVENTS[k];
  if (event === undefined) {
    const rec = layRec(id) as LayRec;
    event = { type: 'lay', seat, cards: rec.cards, name: rec.lay.name };
    LAY_EVENTS[k] = event;
  }
  return event;
}

function cluckEvent(seat: Seat): JhEvent {
  return (CLUCK_EVENTS[seat] ??= { type: 'cluck', seat });
}

function flipEvent(seat: Seat, direction: Direction): JhEvent {
  return (FLIP_EVENTS[seat * 2 + (direction === 1 ? 1 : 0)] ??= { type: 'flip', seat, direction });
}

function skipEvent(seat: Seat, skipped: Seat, roundOver: boolean): JhEvent {
  return (SKIP_EVENTS[(seat * 8 + skipped) * 2 + (roundOver ? 1 : 0)] ??= roundOver
    ? { type: 'skip', seat, skipped, roundOver: true }
    : { type: 'skip', seat, skipped });
}

function runWonEvent(seat: Seat, cards: number): JhEvent {
  return (RUN_WON_EVENTS[seat * 128 + cards] ??= { type: 'run-won', seat, cards });
}

/** Takes out of `known` the cards of `codes` it says `seat` holds (one entry for each). */
function forget(known: KnownCard[], seat: Seat, codes: readonly CardCode[]): void {
  for (const code of codes) {
    const card = cardOfCode(code);
    for (let i = 0; i < known.length; i++) {
      const k = known[i] as KnownCard;
      if (k.seat === seat && k.card === card) {
        known.splice(i, 1);
        break;
      }
    }
  }
}

/** Whether `known` holds a card of `seat`. */
function knows(known: readonly KnownCard[], seat: Seat): boolean {
  for (let i = 0; i < known.length; i++) if ((known[i] as KnownCard).seat === seat) return true;
  return false;
}

/** Passes the turn on from `from`; a Run is won when it comes back to the last layer. */
function passTurn(w: Work, io: StepIo, from: Seat, steps: number): void {
  const next = seatAfter(from, w.direction, w.options.players, steps);
  const run = w.run;
  if (run.length > 0 && Math.floor((run[run.length - 1] as number) / LAY_IDS) === next) {
    const before = w.discard.length;
    let added = 0;
    // Read through the records, which a state from another copy of the engine may not have made yet.
    for (let i = 0; i < run.length; i++) added += (layRec((run[i] as number) % LAY_IDS) as LayRec).codes.length;
    // In place when owned; else a new pile of just the right length.
    let discard: number[];
    if ((io.owned & OWN_DISCARD) !== 0) discard = w.discard as number[];
    else {
      discard = new Array<number>(before + added);
      for (let i = 0; i < before; i++) discard[i] = w.discard[i] as number;
      w.discard = discard;
      io.owned |= OWN_DISCARD;
    }
    let k = before;
    for (let i = 0; i < run.length; i++) {
      const codes = (layRec((run[i] as number) % LAY_IDS) as LayRec).codes;
      for (let j = 0; j < codes.length; j++) discard[k++] = codes[j] as number;
    }
    w.run = [];
    io.owned |= OWN_RUN;
    if (io.events !== null) emit(io, runWonEvent(next, added));
  }
  w.turn = next;
}

/**
 * `seat` lays the lay of id `id`, which its hand holds and which may go on the centre (the caller
 * has checked), with the Coop's choice `coop` ({@link NO_COOP} for any other lay and with 2
 * players, else {@link FLIP} or {@link SKIP}).
 */
export function layStep(w: Work, io: StepIo, seat: Seat, id: number, coop: number): void {
  const n = w.options.players;
  const crowded = n > 2;
  w.catchable = null;
  const held = heldOf(w, io);
  const at = seat * HAND_WORDS;
  takeLayId(held, at, id);
  pushRun(w, io, seat * LAY_IDS + id);
  const events = io.events;
  if (events !== null) emit(io, layEvent(seat, id));
  if (knows(w.known, seat)) forget(knownOf(w, io), seat, (layRec(id) as LayRec).codes);
  const left = cardCount(held, at);
  // A Duck's flip and a Coop's flip or skip happen also on the lay that goes out (ruling JH 6):
  // the flip carries into the next round with the direction; the skip then skips nobody.
  let steps = 1;
  const coopLay = crowded && laySizeOf(id) >= 4;
  if (crowded && (layHasDuck(id) || (coopLay && coop === FLIP))) {
    w.direction = w.direction === 1 ? -1 : 1;
    if (events !== null) emit(io, flipEvent(seat, w.direction));
  } else if (coopLay && coop === SKIP) {
    steps = 2;
    if (events !== null) emit(io, skipEvent(seat, seatAfter(seat, w.direction, n), left === 0));
  }
  if (left === 0) {
    endRound(w, io, seat);
    return;
  }
  const lastEgg = w.lastEgg[seat];
  if (left === 1 && lastEgg !== 'declared') {
    lastEggOf(w, io)[seat] = 'undeclared';
    w.catchable = seat;
  } else if (left > 1 && lastEgg !== 'none') {
    lastEggOf(w, io)[seat] = 'none';
  }
  passTurn(w, io, seat, steps);
}

/** `seat`, whose turn it is on someone else's lay, Clucks. */
export function cluckStep(w: Work, io: StepIo, seat: Seat): void {
  w.catchable = null;
  if (io.events !== null) emit(io, cluckEvent(seat));
  passTurn(w, io, seat, 1);
}

/** `seat`, holding one card, says "Last Egg". */
export function declareStep(w: Work, io: StepIo, seat: Seat): void {
  lastEggOf(w, io)[seat] = 'declared';
  if (w.catchable === seat) w.catchable = null;
  if (io.events !== null) emit(io, { type: 'declare', seat });
}

/** `by` catches `target`'s undeclared Last Egg: the discard pile is shuffled and `target` takes two cards of it (ruling JH 7). */
export function catchStep(w: Work, io: StepIo, by: Seat, target: Seat): void {
  // Most steps draw nothing, so the random source is only rebuilt by those that do.
  const rng = Rng.fromState(w.rng);
  const pile = rng.shuffle(w.discard);
  w.rng = rng.state();
  const penalty = pile.splice(0, 2);
  w.discard = pile;
  io.owned |= OWN_DISCARD;
  const held = heldOf(w, io);
  for (const code of penalty) give(held, target, code);
  lastEggOf(w, io)[target] = cardCount(held, target * HAND_WORDS) === 1 ? 'undeclared' : 'none';
  w.catchable = null;
  if (io.events !== null) emit(io, { type: 'catch', by, seat: target, penalty: penalty.length });
}

/** The Bad Egg `seat` gives the card of `code` back to the Good Egg, who then leads. */
export function giveBackStep(w: Work, io: StepIo, seat: Seat, code: CardCode): void {
  const held = heldOf(w, io);
  const good = w.goodEgg as Seat;
  takeCard(held, seat * HAND_WORDS, code);
  give(held, good, code);
  const card = cardOfCode(code);
  knownOf(w, io).push({ seat: good, card });
  if (io.events !== null) emit(io, { type: 'give-back', from: seat, to: good, card });
  w.phase = 'play';
  w.turn = good;
  w.gift = null;
}

/*
 * Playouts: a scratch state and the steps on it. A search that plays many moves from one state
 * thaws it once and steps the copy in place: no state is copied, no event, action object or card
 * string is made, and the same steps as applyAction's change it, so it plays by the one rulebook.
 * Choosing legal moves is the caller's: legalIds lists the lays, a Cluck is legal whenever
 * topRec is not null, and interjections (declare, catch) are as the Game contract offers them.
 */

/**
 * A state's fields, owned and changed in place by the steps below (its `log` is the thawed
 * state's and is not added to). It is shaped as a state, and the Game contract's functions read
 * it as one; but a view made of it shares its lists, which the steps go on changing.
 */
export type Scratch = Work & StepIo;

/** A scratch copy of `state` to play on in place (its lists copied once). */
export function thaw(state: JhState): Scratch {
  return {
    options: state.options,
    rng: state.rng,
    round: state.round,
    phase: state.phase,
    held: state.held.slice(),
    turn: state.turn,
    direction: state.direction,
    run: state.run.slice(),
    discard: state.discard.slice(),
    stock: state.stock.slice(),
    lastEgg: state.lastEgg.slice(),
    catchable: state.catchable,
    scores: state.scores.slice(),
    goodEgg: state.goodEgg,
    badEgg: state.badEgg,
    firstLeader: state.firstLeader,
    gift: state.gift,
    known: state.known.slice(),
    golden: state.golden,
    log: state.log,
    events: null,
    made: 0,
    owned: OWN_ALL,
    roundOnly: false,
  };
}

/**
 * `sc` made a scratch copy of `state` once more, as {@link thaw} makes one, its own lists refilled
 * rather than made anew: for a search that plays walk after walk from its deals. It keeps its
 * {@link StepIo.roundOnly}.
 */
export function rethaw(sc: Scratch, state: JhState): void {
  sc.options = state.options;
  sc.rng = state.rng;
  sc.round = state.round;
  sc.phase = state.phase;
  sc.held = refill(sc.held, state.held);
  sc.turn = state.turn;
  sc.direction = state.direction;
  sc.run = refill(sc.run, state.run);
  sc.discard = refill(sc.discard, state.discard);
  sc.stock = refill(sc.stock, state.stock);
  sc.lastEgg = refill(sc.lastEgg, state.lastEgg);
  sc.catchable = state.catchable;
  sc.scores = refill(sc.scores, state.scores);
  sc.goodEgg = state.goodEgg;
  sc.badEgg = state.badEgg;
  sc.firstLeader = state.firstLeader;
  sc.gift = state.gift;
  sc.known = refill(sc.known, state.known);
  sc.golden = state.golden;
  sc.log = state.log;
  sc.events = null;
  sc.made = 0;
  sc.owned = OWN_ALL;
}

/** `list` (a scratch's own) holding the items of `from`. */
function refill<T>(list: readonly T[], from: readonly T[]): T[] {
  const to = list as T[];
  const n = from.length;
  to.length = n;
  for (let i = 0; i < n; i++) to[i] = from[i] as T;
  return to;
}

/**
 * The ids of the lays the player to act may make on the centre, in the order of the Game
 * contract's legal actions (a Coop once; its flip or skip is chosen apart), written into `out`
 * from index 0; returns how many. Empty unless the phase is play.
 */
export function legalIds(sc: Scratch, out: Int32Array | number[]): number {
  if (sc.phase !== 'play') return 0;
  return legalLayIds(sc.held, sc.turn * HAND_WORDS, topId(sc), out);
}

/**
 * The player to act lays lay `id` (one of {@link legalIds}), with `coop` ({@link NO_COOP},
 * {@link FLIP}, {@link SKIP}) for a Coop with 3–6 players. Throws when the lay may not be made.
 */
export function stepLay(sc: Scratch, id: number, coop: number): void {
  const top = topId(sc);
  if (sc.phase !== 'play' || !isLayId(id) || !holdsLayId(sc.held, sc.turn * HAND_WORDS, id) || (top >= 0 && !beatsId(id, top))) {
    throw new Error(`lay ${id} may not be made now`);
  }
  layStep(sc, sc, sc.turn, id, coop);
}

/** The player to act Clucks. Throws unless the centre holds a lay (the leader of a Run must lay). */
export function stepCluck(sc: Scratch): void {
  if (sc.phase !== 'play' || sc.run.length === 0) throw new Error('nobody may Cluck now');
  cluckStep(sc, sc, sc.turn);
}

/** `seat` declares its Last Egg. Throws unless it may ({@link mayDeclare}). */
export function stepDeclare(sc: Scratch, seat: Seat): void {
  if (!mayDeclare(sc, seat)) throw new Error(`seat ${seat} may not declare now`);
  declareStep(sc, sc, seat);
}

/** `by` catches the undeclared Last Egg of the seat {@link catchFor} names. Throws when there is none. */
export function stepCatch(sc: Scratch, by: Seat): void {
  const target = catchFor(sc, by);
  if (target < 0) throw new Error(`seat ${by} may not catch now`);
  catchStep(sc, sc, by, target);
}

/** The Bad Egg (the player to act in the exchange) gives back the card of `code`. Throws unless it holds it and it is not the gift. */
export function stepGiveBack(sc: Scratch, code: CardCode): void {
  if (
    sc.phase !== 'exchange' ||
    (sc.gift !== null && handCode(sc.gift) === code) ||
    !takeCard(sc.held.slice(), sc.turn * HAND_WORDS, code)
  ) {
    throw new Error(`the card ${code} may not go back now`);
  }
  giveBackStep(sc, sc, sc.turn, code);
}

/**
 * Whether `seat` may say "Last Egg" now (ruling JH 7): play goes on, it holds one card, and it
 * has not declared it. The Game contract's interjections offer it on these terms.
 */
export function mayDeclare(s: Pick<JhState, 'phase' | 'lastEgg' | 'held'>, seat: Seat): boolean {
  return s.phase === 'play' && s.lastEgg[seat] === 'undeclared' && cardCount(s.held, seat * HAND_WORDS) === 1;
}

/**
 * The seat `by` may catch now (ruling JH 7: another seat with one undeclared card, before the
 * next player acts), or -1. The Game contract's interjections offer it on these terms.
 */
export function catchFor(s: Pick<JhState, 'phase' | 'lastEgg' | 'catchable'>, by: Seat): Seat {
  const target = s.catchable;
  return s.phase === 'play' && target !== null && target !== by && s.lastEgg[target] === 'undeclared' ? target : -1;
}
