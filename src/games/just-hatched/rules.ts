// BIG CHICKEN: Just Hatched, for 2 to 6. Five Rounds; in each everybody tries to empty their
// hand first. A Round is made of Runs: whoever leads a Run picks the kind of Lay (a Single, a
// Two- or Three-of-a-Kind, a Coop), and each player after answers with the same kind, strictly
// higher, or Clucks; the Run goes to the last to lay. Ducks stand in for Eggs, a Coop flips the
// direction or skips a player (3 or more), and a player left with one card says "Last Egg!" or
// is caught. The cards left in a hand are points against; lowest total after five Rounds wins.
// The rules in words are rules-text.ts; the lays and their order are lays.ts.

import {
  IllegalActionError,
  Rng,
  appendEvents,
  lastEvent,
  logEvents,
  replaced,
  startLog,
  type Draft,
  type EventLog,
  type Game,
  type Seat,
} from '../../engine/index.js';
import {
  BIG_RED,
  DUCK,
  bestValue,
  deckFor,
  eggNumber,
  formatCards,
  handCard,
  handSize,
  isLaidDuck,
  laidDuck,
  removeCards,
  removeLaid,
  sortCards,
} from './cards.js';
import { actionToString, describeEvent } from './text.js';
import { caseOf, duckStandIns, isCoop, judgeBeat, layBeats, pushLegalLayActions, readLay } from './lays.js';
import { findBadEgg, goldenDraw, lowestSeats, rottenEggs, roundScore, totalsOf } from './score.js';
import type {
  Card,
  CentreLay,
  Direction,
  JhAction,
  JhEvent,
  JhOptions,
  JhState,
  JhView,
  KnownCard,
  LaidCard,
  Lay,
  LastEggState,
} from './state.js';

/** Rounds in a game. */
export const ROUNDS = 5;

/**
 * A state being changed by one action ({@link draft}): its lists are shared with the state it came
 * from, so an action replaces only the lists it changes. Its `log` holds only the events of this
 * action until {@link finish} makes them the newest link of the state's log.
 */
type JhDraft = Omit<Draft<JhState>, 'log'> & { log: JhEvent[] };

/** The draft `d` as the new state, its events after `before` (the draft becomes the state). */
function finish(d: JhDraft, before: EventLog<JhEvent> | null): JhState {
  const events = d.log;
  const state = d as unknown as Draft<JhState>;
  state.log = before === null ? startLog(events) : appendEvents(before, events);
  return state;
}

/** The state as a {@link JhDraft}, with an empty log of its own (engine `Draft`: spelled out). */
function draft(s: JhState): JhDraft {
  return {
    options: s.options,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    hands: s.hands,
    turn: s.turn,
    direction: s.direction,
    run: s.run,
    discard: s.discard,
    stock: s.stock,
    lastEgg: s.lastEgg,
    catchable: s.catchable,
    scores: s.scores,
    goodEgg: s.goodEgg,
    badEgg: s.badEgg,
    firstLeader: s.firstLeader,
    gift: s.gift,
    known: s.known,
    golden: s.golden,
    log: [],
  };
}

function players(s: { readonly options: JhState['options'] }): number {
  return s.options.players;
}

/** True when the 3–6 player rules apply (flip, skip, exchange). */
function crowd(s: { readonly options: JhState['options'] }): boolean {
  return players(s) > 2;
}

/** Seat `steps` places from `seat` in `direction`. */
function step(seat: Seat, direction: Direction, n: number, steps = 1): Seat {
  return (((seat + direction * steps) % n) + n) % n;
}

/** Hand values high to low, for "who holds the highest card" questions (rule JH 2). */
function profile(hand: readonly Card[]): number[] {
  return hand.map(bestValue).sort((a, b) => b - a);
}

/** 2 players, round 1: the seat holding the highest card (next cards if equal; seat 0 if all equal). */
function highestHolder(hands: readonly (readonly Card[])[]): Seat {
  const [a, b] = [profile(hands[0] ?? []), profile(hands[1] ?? [])];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d > 0 ? 0 : 1;
  }
  return 0;
}

function topCard(hand: readonly Card[]): Card {
  return sortCards(hand)[hand.length - 1] as Card;
}

/** Who leads round `round` with 2 players: the first leader in odd rounds, the other in even. */
function twoPlayerLeader(firstLeader: Seat, round: number): Seat {
  return round % 2 === 1 ? firstLeader : 1 - firstLeader;
}

/** Every card of the game, wherever it is now (hands, centre, discard, face-down pile). */
function allCards(d: JhDraft): Card[] {
  return [...d.hands.flat(), ...d.run.flatMap((l) => l.cards.map(handCard)), ...d.discard, ...d.stock];
}

/** Shuffles and deals round `round` (rulings JH 1, JH 12) and sets its leader and exchange. */
function startRound(d: JhDraft, round: number, rng: Rng): void {
  const n = players(d);
  const size = handSize(n);
  const fromStock = n === 2 && d.options.twoPlayer === 'both-hands' && round % 2 === 0;
  let pile: readonly Card[];
  let setAside: Card[] = [];
  if (fromStock) {
    setAside = allCards({ ...d, stock: [] });
    pile = d.stock;
  } else {
    pile = rng.shuffle(deckFor(n));
  }
  const hands = Array.from({ length: n }, (_, seat) => sortCards(pile.slice(seat * size, (seat + 1) * size)));
  d.hands = hands;
  d.stock = fromStock ? setAside : pile.slice(n * size);
  d.run = [];
  d.discard = [];
  d.round = round;
  d.lastEgg = new Array<LastEggState>(n).fill('none');
  d.catchable = null;
  const known: KnownCard[] = [];
  d.known = known;
  d.gift = null;
  let leader: Seat;
  if (round === 1) {
    leader = n === 2 ? highestHolder(d.hands) : d.hands.findIndex((h) => h.includes(BIG_RED));
    d.firstLeader = leader;
  } else if (n === 2) {
    leader = twoPlayerLeader(d.firstLeader, round);
  } else {
    leader = d.goodEgg as Seat;
  }
  d.turn = leader;
  d.phase = 'play';
  d.log.push({ type: 'deal', round, leader, cardsEach: size, stock: d.stock.length });
  if (round === 1) {
    const card = n === 2 ? topCard(d.hands[leader] as Card[]) : BIG_RED;
    known.push({ seat: leader, card });
    d.log.push(n === 2 ? { type: 'highest-card', seat: leader, card } : { type: 'big-red', seat: leader });
  }
  if (round > 1 && n > 2) {
    const good = d.goodEgg as Seat;
    const bad = d.badEgg as Seat;
    const goodHand = (hands[good] as Card[]).slice();
    const gift = sortCards(goodHand.filter((c) => c !== BIG_RED)).pop() as Card;
    goodHand.splice(goodHand.indexOf(gift), 1);
    hands[good] = goodHand;
    hands[bad] = sortCards([...(hands[bad] as Card[]), gift]);
    d.gift = gift;
    known.push({ seat: bad, card: gift });
    d.log.push({ type: 'gift', from: good, to: bad, card: gift });
    d.phase = 'exchange';
    d.turn = bad;
  }
}

function newState(options: JhState['options'], rng: Rng): JhState {
  const n = options.players;
  const d: JhDraft = {
    options,
    rng: [],
    round: 1,
    phase: 'play',
    hands: [],
    turn: 0,
    direction: 1,
    run: [],
    discard: [],
    stock: [],
    lastEgg: new Array<LastEggState>(n).fill('none'),
    catchable: null,
    scores: [],
    goodEgg: null,
    badEgg: null,
    firstLeader: 0,
    gift: null,
    known: [],
    golden: null,
    log: [],
  };
  startRound(d, 1, rng);
  d.rng = rng.state();
  return finish(d, null);
}

/** Normalises and validates options; throws RangeError with a one-line reason. */
export function normaliseOptions(options: JhOptions): JhState['options'] {
  const n = options.players;
  if (!Number.isInteger(n) || n < 2 || n > 6) throw new RangeError(`Just Hatched is for 2 to 6 players, not ${n}`);
  const v = options.twoPlayer;
  if (v !== undefined && v !== null && v !== 'both-hands' && v !== 'one-and-dump') {
    throw new RangeError(`the 2-player version is both-hands or one-and-dump, not ${String(v)}`);
  }
  if (n !== 2 && v !== undefined && v !== null) throw new RangeError('the 2-player version only applies with 2 players');
  return { players: n, twoPlayer: n === 2 ? (v ?? 'both-hands') : null };
}

function top(s: JhState): CentreLay | null {
  return s.run[s.run.length - 1] ?? null;
}

function readCentre(c: CentreLay): Lay {
  const r = readLay(c.cards);
  if (!r.ok) throw new Error(`corrupt centre lay ${formatCards(c.cards)}`);
  return r.lay;
}

/** What judging a selection needs; both a state and a view provide it. */
interface Table {
  readonly phase: JhState['phase'];
  readonly turn: Seat | 'terminal';
  readonly run: readonly CentreLay[];
  readonly seat: Seat;
  readonly hand: readonly Card[];
}

function tableOf(source: JhState | JhView, seat?: Seat): Table {
  if ('hands' in source) {
    const who = seat ?? source.turn;
    return { phase: source.phase, turn: source.turn, run: source.run, seat: who, hand: source.hands[who] ?? [] };
  }
  const who = seat ?? source.seat;
  return { phase: source.phase, turn: source.turn, run: source.run, seat: who, hand: who === source.seat ? source.hand : [] };
}

/** The hand left once `cards` are laid, or why this seat cannot lay them now whatever they are. */
function handAfter(t: Table, cards: readonly LaidCard[]): Card[] | string {
  if (t.phase === 'over') return 'The game is over.';
  if (t.phase === 'exchange') return 'The Bad Egg must first choose a card to give back.';
  if (t.seat !== t.turn) return 'It is not your turn.';
  return removeLaid(t.hand, cards) ?? 'You do not hold those cards.';
}

/** The lay `cards` (no bare Duck) make, when it may go on the centre; otherwise why not. */
function layOn(t: Table, cards: readonly LaidCard[]): Lay | string {
  const r = readLay(cards);
  if (!r.ok) return r.reason;
  const last = t.run[t.run.length - 1];
  if (!last) return r.lay;
  const centre = readCentre(last);
  return layBeats(r.lay, centre) ? r.lay : judgeBeat(r.lay, centre).reason;
}

function explain(t: Table, cards: readonly LaidCard[]): string | null {
  const rest = handAfter(t, cards);
  if (typeof rest === 'string') return rest;
  const bare = cards.filter((c) => c === DUCK).length;
  if (bare === 1 && !cards.some(isLaidDuck)) {
    if (choices(t, cards).length > 0) return null;
    const n = cards.map(eggNumber).find((x) => x !== null) ?? 10;
    const r = readLay(cards.map((c) => (c === DUCK ? laidDuck(`O${n}`) : c)));
    if (!r.ok) return r.reason;
    // A lay of the wrong kind or size for the centre is refused for that, whatever Egg the Duck is.
    const last = t.run[t.run.length - 1];
    const top = last ? readCentre(last) : null;
    if (top && caseOf(r.lay, top) !== 'compare' && !layBeats(r.lay, top)) return judgeBeat(r.lay, top).reason;
    return 'No Egg the Duck could stand for makes this lay high enough.';
  }
  const lay = layOn(t, cards);
  return typeof lay === 'string' ? lay : null;
}

function choices(t: Table, cards: readonly LaidCard[]): Card[] {
  if (cards.filter((c) => c === DUCK).length !== 1) return [];
  return duckStandIns().filter(
    (egg) =>
      explain(
        t,
        cards.map((c) => (c === DUCK ? laidDuck(egg) : c)),
      ) === null,
  );
}

/**
 * Why `cards` cannot be laid by `seat` right now, in one line; null when they can. Works on the
 * full state (seat defaults to the player to act) or on a seat's view (seat defaults to the
 * view's own). A bare Duck (`D`) in the selection is fine when some Egg it could stand for makes
 * the lay legal (see {@link duckChoices}). Flip or skip is not part of the question.
 */
export function explainLay(source: JhState | JhView, cards: readonly LaidCard[], seat?: Seat): string | null {
  return explain(tableOf(source, seat), cards);
}

/**
 * For a selection holding one bare Duck (`D`): every Egg the Duck may stand for so that the lay
 * is legal for `seat` now (defaults as in {@link explainLay}), lowest first. Empty when there is
 * none or no bare Duck.
 */
export function duckChoices(source: JhState | JhView, cards: readonly LaidCard[], seat?: Seat): Card[] {
  return choices(tableOf(source, seat), cards);
}

/** Why a Coop's flip or skip (or one asked of another lay) is refused; null when it fits. */
function coopRefusal(lay: Lay, coop: JhAction & { type: 'lay' }, crowded: boolean): string | null {
  const isCoopLay = isCoop(lay) && crowded;
  if (isCoopLay && coop.coop !== 'flip' && coop.coop !== 'skip') return 'Choose whether your Coop flips the play or skips the next player.';
  if (!isCoopLay && coop.coop !== undefined)
    return crowded ? 'Only a Coop flips or skips by choice.' : 'With 2 players a Coop neither flips nor skips.';
  return null;
}

/** What a refusal reads of the table: the seat's own side of it, which its view holds too. */
interface Seen extends Table {
  readonly players: number;
  readonly lastEgg: JhState['lastEgg'];
  readonly catchable: Seat | null;
  readonly gift: Card | null;
}

/** No undeclared Last Egg is open to a catch. */
const NOBODY_TO_CATCH = 'Nobody can be caught right now: only a player with one undeclared card, before the next player acts.';

/**
 * Why the seat cannot take `action` now, for every action but a lay (see {@link layRefusal}):
 * the one wording of these refusals, for {@link applyAction} and for {@link refusal}.
 */
function turnRefusal(t: Seen, action: JhAction): string | null {
  switch (action.type) {
    case 'declare':
      if (t.phase !== 'play' || t.hand.length !== 1) return 'You can only say "Last Egg" when you hold exactly one card.';
      return t.lastEgg[t.seat] === 'declared' ? 'You have already said "Last Egg".' : null;
    case 'catch': {
      if (action.target === t.seat) return 'You cannot catch yourself.';
      if (t.phase !== 'play' || t.catchable === null || t.lastEgg[t.catchable] !== 'undeclared') return NOBODY_TO_CATCH;
      return t.catchable === action.target ? null : 'There is no undeclared Last Egg to catch there right now.';
    }
    case 'give-back':
      if (t.phase !== 'exchange') return 'There is no card to give back now.';
      if (t.seat !== t.turn) return 'Only the Bad Egg gives a card back.';
      if (action.card === t.gift) return `You cannot give back the card you were just given (${action.card}).`;
      return t.hand.includes(action.card) ? null : `You do not hold ${action.card}.`;
    case 'cluck':
      if (t.phase !== 'play') return 'The Bad Egg must first choose a card to give back.';
      if (t.seat !== t.turn) return 'It is not your turn.';
      return t.run.length === 0 ? 'You lead this Run, so you must lay something.' : null;
    default:
      return 'Unknown action.';
  }
}

/** Why the lay `action` is refused (a bare Duck: until the Egg it stands for is said); null when it may go on. */
function layRefusal(t: Seen, action: JhAction & { type: 'lay' }): string | null {
  if (!Array.isArray(action.cards)) return 'A lay needs a list of cards.';
  if (action.cards.includes(DUCK)) return explain(t, action.cards) ?? 'Say which Egg the Duck stands for, e.g. D=O7.';
  const rest = handAfter(t, action.cards);
  if (typeof rest === 'string') return rest;
  const lay = layOn(t, action.cards);
  return typeof lay === 'string' ? lay : coopRefusal(lay, action, t.players > 2);
}

/**
 * Why the seat of `view` cannot take `action` now, in the words {@link applyAction} throws for
 * it; null when it can (the Game contract's `refusal`, from the view alone).
 */
export function refusal(view: JhView, action: JhAction): string | null {
  if (view.phase === 'over') return 'The game is over.';
  if (typeof action !== 'object' || action === null) return 'Unknown action.';
  const t: Seen = {
    ...tableOf(view),
    players: view.options.players,
    lastEgg: view.lastEgg,
    catchable: view.catchable,
    gift: view.gift,
  };
  return action.type === 'lay' ? layRefusal(t, action) : turnRefusal(t, action);
}

/** A Cluck: shared by every list of legal actions, never changed. */
const CLUCK: JhAction = Object.freeze({ type: 'cluck' });

function legalActions(s: JhState): JhAction[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'exchange') {
    const hand = s.hands[s.turn] ?? [];
    return [...new Set(hand)].filter((c) => c !== s.gift).map((card) => ({ type: 'give-back', card }));
  }
  const t = top(s);
  const crowded = crowd(s);
  const out: JhAction[] = [];
  pushLegalLayActions(out, s.hands[s.turn] ?? [], t ? readCentre(t) : null, crowded);
  if (t) out.push(CLUCK);
  return out;
}

/** The answer when nobody may act out of turn, which is nearly always: shared, never changed. */
const NO_INTERJECTIONS: readonly JhAction[] = Object.freeze([]);

function interjections(s: JhState, seat: Seat): readonly JhAction[] {
  if (s.phase !== 'play') return NO_INTERJECTIONS;
  if (s.catchable === null && s.lastEgg[seat] !== 'undeclared') return NO_INTERJECTIONS;
  const out: JhAction[] = [];
  if (s.lastEgg[seat] === 'undeclared' && s.hands[seat]?.length === 1) out.push({ type: 'declare' });
  if (s.catchable !== null && s.catchable !== seat && s.lastEgg[s.catchable] === 'undeclared') {
    out.push({ type: 'catch', target: s.catchable });
  }
  return out;
}

/**
 * The player just left with one undeclared card speaks first (ruling JH 7): their declaration
 * is offered before anyone's catch.
 */
function speaksFirst(s: JhState): Seat | null {
  return s.phase === 'play' && s.catchable !== null && s.lastEgg[s.catchable] === 'undeclared' ? s.catchable : null;
}

/**
 * Ends the round `out` went out of (scores, Good/Bad Egg) and starts the next, or ends the game;
 * the next deal or the Golden Egg draw comes from the draft's random source, which it advances.
 */
function endRound(d: JhDraft, out: Seat): void {
  const rng = Rng.fromState(d.rng);
  const n = players(d);
  const table = d.hands.map((h) => roundScore(h.length));
  const previous = d.scores;
  d.scores = [...d.scores, table];
  const totals = totalsOf(d.scores, n);
  d.log.push({ type: 'out', seat: out }, { type: 'round-end', round: d.round, scores: table, totals });
  const bad = findBadEgg(table, previous, d.hands, out);
  d.goodEgg = out;
  d.badEgg = bad.seat;
  d.log.push({ type: 'eggs', round: d.round, good: out, bad: bad.seat, tieBreak: bad.tieBreak });
  if (d.round < ROUNDS) {
    startRound(d, d.round + 1, rng);
    d.rng = rng.state();
    return;
  }
  const lowest = lowestSeats(totals);
  let golden = lowest[0] as Seat;
  if (lowest.length > 1) {
    const draw = goldenDraw(lowest, out, n, deckFor(n), rng);
    for (const x of draw.draws) d.log.push({ type: 'golden-draw', seat: x.seat, card: x.card });
    golden = draw.golden;
  }
  d.rng = rng.state();
  d.golden = golden;
  d.phase = 'over';
  d.catchable = null;
  d.log.push({ type: 'game-end', golden, rotten: rottenEggs(totals), totals });
}

/** Passes the turn on from `from`; a Run is won when it comes back to the last layer. */
function passTurn(d: JhDraft, from: Seat, steps: number): void {
  const n = players(d);
  const next = step(from, d.direction, n, steps);
  const last = d.run[d.run.length - 1];
  if (last && last.seat === next) {
    const discard = d.discard.slice();
    for (const l of d.run) for (const c of l.cards) discard.push(handCard(c));
    const cards = discard.length - d.discard.length;
    d.discard = discard;
    d.run = [];
    d.log.push({ type: 'run-won', seat: next, cards });
  }
  d.turn = next;
}

function applyLay(d: JhDraft, seat: Seat, action: Extract<JhAction, { type: 'lay' }>): void {
  const table: Table = { phase: d.phase, turn: d.turn, run: d.run, seat, hand: d.hands[seat] ?? [] };
  if (action.cards.includes(DUCK))
    throw new IllegalActionError(explain(table, action.cards) ?? 'Say which Egg the Duck stands for, e.g. D=O7.');
  const rest = handAfter(table, action.cards);
  if (typeof rest === 'string') throw new IllegalActionError(rest);
  const lay = layOn(table, action.cards);
  if (typeof lay === 'string') throw new IllegalActionError(lay);
  const coop = isCoop(lay) && crowd(d);
  const coopWhy = coopRefusal(lay, action, crowd(d));
  if (coopWhy !== null) throw new IllegalActionError(coopWhy);
  const n = players(d);
  d.hands = replaced(d.hands, seat, rest);
  const run = d.run.slice();
  run.push({ seat, cards: lay.cards, name: lay.name });
  d.run = run;
  d.log.push({ type: 'lay', seat, cards: lay.cards, name: lay.name });
  if (d.known.some((k) => k.seat === seat)) {
    const known = d.known.slice();
    for (const c of lay.cards.map(handCard)) {
      const i = known.findIndex((k) => k.seat === seat && k.card === c);
      if (i >= 0) known.splice(i, 1);
    }
    d.known = known;
  }
  const out = rest.length === 0;
  // A Duck's flip and a Coop's flip or skip happen also on the lay that goes out (ruling JH 6):
  // the flip carries into the next round with the direction; the skip then skips nobody.
  let steps = 1;
  if (crowd(d) && (lay.duck || (coop && action.coop === 'flip'))) {
    d.direction = d.direction === 1 ? -1 : 1;
    d.log.push({ type: 'flip', seat, direction: d.direction });
  } else if (coop && action.coop === 'skip') {
    steps = 2;
    d.log.push(
      out
        ? { type: 'skip', seat, skipped: step(seat, d.direction, n), roundOver: true }
        : { type: 'skip', seat, skipped: step(seat, d.direction, n) },
    );
  }
  if (out) {
    endRound(d, seat);
    return;
  }
  if (rest.length === 1 && d.lastEgg[seat] !== 'declared') {
    d.lastEgg = replaced(d.lastEgg, seat, 'undeclared');
    d.catchable = seat;
  } else if (rest.length > 1 && d.lastEgg[seat] !== 'none') {
    d.lastEgg = replaced(d.lastEgg, seat, 'none');
  }
  passTurn(d, seat, steps);
}

function applyAction(state: JhState, action: JhAction, seatArg?: Seat): JhState {
  const seat = seatArg ?? state.turn;
  if (state.phase === 'over') throw new IllegalActionError('The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= players(state)) throw new IllegalActionError(`There is no seat ${seat}.`);
  if (typeof action !== 'object' || action === null) throw new IllegalActionError('Unknown action.');
  const d = draft(state);
  if (action.type !== 'lay') {
    // Built whole, not spread from tableOf: a cluck is among the commonest actions of a playout.
    const seen: Seen = {
      phase: state.phase,
      turn: state.turn,
      run: state.run,
      seat,
      hand: state.hands[seat] ?? [],
      players: players(state),
      lastEgg: state.lastEgg,
      catchable: state.catchable,
      gift: state.gift,
    };
    const why = turnRefusal(seen, action);
    if (why !== null) throw new IllegalActionError(why);
  }
  switch (action.type) {
    case 'declare': {
      d.lastEgg = replaced(d.lastEgg, seat, 'declared');
      if (d.catchable === seat) d.catchable = null;
      d.log.push({ type: 'declare', seat });
      break;
    }
    case 'catch': {
      const target = action.target;
      // Most actions draw nothing, so the random source is only rebuilt by those that do.
      const rng = Rng.fromState(d.rng);
      const pile = rng.shuffle(d.discard);
      d.rng = rng.state();
      const penalty = pile.splice(0, 2);
      d.discard = pile;
      const caught = sortCards([...(d.hands[target] as Card[]), ...penalty]);
      d.hands = replaced(d.hands, target, caught);
      d.lastEgg = replaced(d.lastEgg, target, caught.length === 1 ? 'undeclared' : 'none');
      d.catchable = null;
      d.log.push({ type: 'catch', by: seat, seat: target, penalty: penalty.length });
      break;
    }
    case 'give-back': {
      const hand = (d.hands[seat] as Card[]).slice();
      hand.splice(hand.indexOf(action.card), 1);
      const good = state.goodEgg as Seat;
      const hands = replaced(d.hands, seat, hand);
      hands[good] = sortCards([...(hands[good] as Card[]), action.card]);
      d.hands = hands;
      d.known = [...d.known, { seat: good, card: action.card }];
      d.log.push({ type: 'give-back', from: seat, to: good, card: action.card });
      d.phase = 'play';
      d.turn = good;
      d.gift = null;
      break;
    }
    case 'cluck': {
      d.catchable = null;
      d.log.push({ type: 'cluck', seat });
      passTurn(d, seat, 1);
      break;
    }
    case 'lay': {
      if (!Array.isArray(action.cards)) throw new IllegalActionError('A lay needs a list of cards.');
      d.catchable = null;
      applyLay(d, seat, action);
      break;
    }
    default:
      throw new IllegalActionError('Unknown action.');
  }
  return finish(d, state.log);
}

/**
 * Who led this round's first Run: while the game goes on, the seat {@link startRound} chose
 * (round 1's first leader, the 2-player alternation, else the last Good Egg), found without
 * reading the log back to the deal; once it is over, the last deal's leader.
 */
function roundLeader(s: JhState): Seat {
  if (s.phase !== 'over') {
    if (s.round === 1) return s.firstLeader;
    if (players(s) === 2) return twoPlayerLeader(s.firstLeader, s.round);
    if (s.goodEgg !== null) return s.goodEgg;
  }
  return lastEvent(s.log, isDeal)?.leader ?? s.turn;
}

function isDeal(e: JhEvent): e is Extract<JhEvent, { type: 'deal' }> {
  return e.type === 'deal';
}

function isGoldenDraw(e: JhEvent): e is Extract<JhEvent, { type: 'golden-draw' }> {
  return e.type === 'golden-draw';
}

/**
 * Running totals by the score list they sum: the list is only ever replaced, never changed, so
 * every view until the next round's end shares one (read-only) totals list.
 */
const TOTALS = new WeakMap<JhState['scores'], readonly number[]>();

function viewTotals(s: JhState, n: number): readonly number[] {
  let totals = TOTALS.get(s.scores);
  if (totals === undefined || totals.length !== n) {
    totals = totalsOf(s.scores, n);
    TOTALS.set(s.scores, totals);
  }
  return totals;
}

/** Whether `hand` is already in pecking order (as the engine keeps every hand). */
function inOrder(hand: readonly Card[]): boolean {
  let last = -Infinity;
  for (let i = 0; i < hand.length; i++) {
    const v = bestValue(hand[i] as Card);
    if (v < last) return false;
    last = v;
  }
  return true;
}

function playerView(s: JhState, seat: Seat): JhView {
  const n = players(s);
  const totals = viewTotals(s, n);
  const own = s.hands[seat] ?? [];
  return {
    seat,
    options: s.options,
    round: s.round,
    phase: s.phase,
    turn: s.phase === 'over' ? 'terminal' : s.turn,
    // A hand in order is shared: the state never changes its hands in place.
    hand: inOrder(own) ? own : sortCards(own),
    handCounts: s.hands.map((h) => h.length),
    centre: top(s),
    run: s.run,
    direction: s.direction,
    lastEgg: s.lastEgg,
    catchable: s.catchable,
    scores: s.scores,
    totals,
    goodEgg: s.goodEgg,
    badEgg: s.badEgg,
    gift: s.gift,
    discardCount: s.discard.length,
    stockCount: s.stock.length,
    roundLeader: roundLeader(s),
    nextLeader: n === 2 && s.round < ROUNDS && s.phase !== 'over' ? twoPlayerLeader(s.firstLeader, s.round + 1) : null,
    known: s.known,
    golden: s.golden,
    log: s.log,
  };
}

/**
 * A full state consistent with `view`: this seat's hand, the centre, every public fact as shown,
 * and the unseen cards dealt at random. Cards laid in this round's cleared Runs are public, so
 * they make up the discard pile (after a catch, a random part of them of the shown size; the
 * rest may be in hands). The other cards go to the other hands and the face-down pile in their
 * shown sizes, with publicly known cards (Big Red's holder, exchanged cards) kept where they are
 * known to be.
 */
function resample(view: JhView, seat: Seat, rng: Rng): JhState {
  const n = view.options.players;
  const runCards = view.run.flatMap((l) => l.cards.map(handCard));
  const unseen = removeCards(deckFor(n), [...view.hand, ...runCards]) ?? [];
  const log = logEvents(view.log);
  let since = 0;
  log.forEach((e, i) => {
    if (e.type === 'deal') since = i;
  });
  const laid = log.slice(since).flatMap((e) => (e.type === 'lay' ? e.cards.map(handCard) : []));
  const cleared = removeCards(laid, runCards) ?? laid;
  const publicDiscard: Card[] = [];
  const rest = [...unseen];
  for (const c of cleared) {
    const i = rest.indexOf(c);
    if (i >= 0) {
      publicDiscard.push(c);
      rest.splice(i, 1);
    }
  }
  const discard = rng.shuffle(publicDiscard).slice(0, view.discardCount);
  const pool = rng.shuffle(removeCards(unseen, discard) ?? []);
  if (discard.length < view.discardCount) {
    discard.push(...pool.splice(0, view.discardCount - discard.length));
  }
  const hands: Card[][] = Array.from({ length: n }, () => []);
  hands[seat] = [...view.hand];
  for (const k of view.known) {
    if (k.seat === seat) continue;
    const hand = hands[k.seat] as Card[];
    const i = pool.indexOf(k.card);
    if (i >= 0 && hand.length < (view.handCounts[k.seat] ?? 0)) {
      hand.push(k.card);
      pool.splice(i, 1);
    }
  }
  for (let s = 0; s < n; s++) {
    if (s === seat) continue;
    const hand = hands[s] as Card[];
    hand.push(...pool.splice(0, (view.handCounts[s] ?? 0) - hand.length));
    hands[s] = sortCards(hand);
  }
  const stock = pool.splice(0, view.stockCount);
  const first = log.find((e) => e.type === 'deal');
  return {
    options: view.options,
    rng: Rng.fromSeed(rng.deriveSeed()).state(),
    round: view.round,
    phase: view.phase,
    hands,
    turn: view.turn === 'terminal' ? 0 : view.turn,
    direction: view.direction,
    run: view.run,
    discard,
    stock,
    lastEgg: view.lastEgg,
    catchable: view.catchable,
    scores: view.scores,
    goodEgg: view.goodEgg,
    badEgg: view.badEgg,
    firstLeader: first && first.type === 'deal' ? first.leader : 0,
    gift: view.gift,
    known: view.known,
    golden: view.golden,
    log: view.log,
  };
}

function outcome(s: JhState): ReturnType<Game<JhState, JhAction, JhView, JhOptions>['outcome']> {
  if (s.phase !== 'over' || s.golden === null) return null;
  const totals = totalsOf(s.scores, players(s));
  const names = totals.map((_, seat) => `Seat ${seat}`);
  // The tie-break draws and the game's end are the events of one action: the log's newest link.
  const end = s.log.events[s.log.events.length - 1];
  const drawn = s.log.events.some(isGoldenDraw);
  const summary = end && end.type === 'game-end' ? describeEvent(end, names) : '';
  return {
    winners: [s.golden],
    scores: totals,
    rounds: ROUNDS,
    summary: drawn ? summary.replace(' is the Golden Egg', ' is the Golden Egg (after a tie-break draw)') : summary,
  };
}

/** The Just Hatched engine: the Game contract of src/engine over {@link JhState}. */
export const justHatchedGame: Game<JhState, JhAction, JhView, JhOptions> = {
  id: 'just-hatched',
  setup: (options, seed) => newState(normaliseOptions(options), Rng.fromSeed(seed)),
  currentPlayer: (s) => (s.phase === 'over' ? 'terminal' : s.turn),
  legalActions,
  interjections,
  speaksFirst,
  applyAction,
  refusal,
  playerView,
  resample,
  actionToString,
  outcome,
};
