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
  startLog,
  type EventLog,
  type Game,
  type Seat,
} from '../../engine/index.js';
import {
  DUCK,
  HAND_WORDS,
  cardCount,
  cardOfCode,
  deckFor,
  eggNumber,
  formatCards,
  handCard,
  handCards,
  handCode,
  handCodes,
  isLaidDuck,
  laidDuck,
  packHand,
  packedHandOf,
  removeCards,
  removeLaid,
  type CardCode,
} from './cards.js';
import { actionToString, describeEvent } from './text.js';
import {
  CLUCK,
  LAY_IDS,
  actionCode,
  caseOf,
  centreLay,
  duckStandIns,
  entryOfCentre,
  beatsId,
  holdsLayId,
  isLayId,
  laySizeOf,
  isCoop,
  judgeBeat,
  layAction,
  layBeats,
  layIdOf,
  layRec,
  pushLegalLayActions,
  readLay,
  type LayRec,
} from './lays.js';
import { totalsOf } from './score.js';
import {
  FLIP,
  NO_COOP,
  ROUNDS,
  SKIP,
  catchFor,
  catchStep,
  cluckStep,
  declareStep,
  giveBackStep,
  layStep,
  mayDeclare,
  startRound,
  topId,
  topRec,
  twoPlayerLeader,
  type StepIo,
  type Work,
} from './step.js';
import type { Card, CentreLay, CoopEffect, JhAction, JhEvent, JhOptions, JhState, JhView, LaidCard, Lay, LastEggState } from './state.js';

export { ROUNDS } from './step.js';

/**
 * How {@link applyAction} runs a step: its events gathered in one list, reused, and nothing of the
 * state's owned at first (see step.ts). One object, as a step never starts another.
 */
const IO: StepIo = { events: [], made: 0, owned: 0, roundOnly: false };

/** The state as a {@link Work} to step (engine `Draft`: spelled out, as a literal copy is the cheapest), its log unchanged until {@link finish}. */
function draft(s: JhState): Work {
  IO.made = 0;
  IO.owned = 0;
  return {
    options: s.options,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    held: s.held,
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
    log: s.log,
  };
}

/** The stepped draft `d` as the new state: the step's events become the newest link of the log before it. */
function finish(d: Work, before: EventLog<JhEvent>): JhState {
  d.log = appendEvents(before, madeEvents());
  return d;
}

/** The events of the step just run, in a list of their own (of their very length: the log keeps it). */
function madeEvents(): readonly JhEvent[] {
  const events = IO.events as JhEvent[];
  const made = IO.made;
  return made === 1 ? [events[0] as JhEvent] : events.slice(0, made);
}

function players(s: { readonly options: JhState['options'] }): number {
  return s.options.players;
}

/** True when the 3–6 player rules apply (flip, skip, exchange). */
function crowd(s: { readonly options: JhState['options'] }): boolean {
  return players(s) > 2;
}

function newState(options: JhState['options'], rng: Rng): JhState {
  const n = options.players;
  const d = draft({
    options,
    rng: [],
    round: 1,
    phase: 'play',
    held: [],
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
    log: startLog([]),
  });
  startRound(d, IO, 1, rng);
  d.rng = rng.state();
  d.log = startLog(madeEvents());
  return d;
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

/** The lay of a centre shown in a view (read at once for one the engine made). */
function readCentre(c: CentreLay): Lay {
  const entry = entryOfCentre(c);
  if (entry < 0) throw new Error(`corrupt centre lay ${formatCards(c.cards)}`);
  return (layRec(entry % LAY_IDS) as LayRec).lay;
}

/** The lay to beat in a state, as read. */
function topLay(s: JhState): Lay | null {
  return topRec(s)?.lay ?? null;
}

/** What judging a selection needs; both a state and a view provide it. */
interface Table {
  readonly phase: JhState['phase'];
  readonly turn: Seat | 'terminal';
  /** The lay to beat, or null when the player to act leads. */
  readonly top: Lay | null;
  readonly seat: Seat;
  readonly hand: readonly Card[];
}

/** A seat's hand in a state, in notation; empty for a number that is no seat. */
function handAt(s: JhState, seat: Seat): readonly Card[] {
  return Number.isInteger(seat) && seat >= 0 && seat < players(s) ? handCards(s.held, seat * HAND_WORDS) : [];
}

function tableOf(source: JhState | JhView, seat?: Seat): Table {
  if ('held' in source) {
    const who = seat ?? source.turn;
    return { phase: source.phase, turn: source.turn, top: topLay(source), seat: who, hand: handAt(source, who) };
  }
  const who = seat ?? source.seat;
  const top = source.centre ? readCentre(source.centre) : null;
  return { phase: source.phase, turn: source.turn, top, seat: who, hand: who === source.seat ? source.hand : [] };
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
  const centre = t.top;
  if (centre === null) return r.lay;
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
    const top = t.top;
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

/**
 * The legal action that lays `cards` for the seat to act in `source` (a state, or that seat's
 * view), with `coop` for a Coop with 3–6 players (flip when not given): the very object the list
 * of legal actions holds. Null when {@link explainLay} would refuse the cards, and for a bare Duck
 * (`D`), which must say its Egg here. Read from the tables, without a sentence, for bots that
 * choose their cards first.
 */
export function legalLayAction(source: JhState | JhView, cards: readonly LaidCard[], coop?: CoopEffect): JhAction | null {
  if (source.phase !== 'play') return null;
  const state = 'held' in source;
  const seat = state ? source.turn : source.seat;
  if (seat !== source.turn) return null;
  const r = readLay(cards);
  if (!r.ok) return null;
  const id = layIdOf(r.lay);
  const held = state ? source.held : packedHandOf(source.hand);
  if (!isLayId(id) || held === null || !holdsLayId(held, state ? seat * HAND_WORDS : 0, id)) return null;
  const entry = state || source.centre === null ? -1 : entryOfCentre(source.centre);
  if (!state && source.centre !== null && entry < 0) return null;
  const top = state ? topId(source) : entry < 0 ? -1 : entry % LAY_IDS;
  if (top >= 0 && !beatsId(id, top)) return null;
  if (laySizeOf(id) < 4 || source.options.players <= 2) return layAction(id, NO_COOP);
  return layAction(id, coop === 'skip' ? SKIP : FLIP);
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
      return t.top === null ? 'You lead this Run, so you must lay something.' : null;
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

/** The Bad Egg's give-back of each card code, made once and shared. */
const GIVE_BACKS: (JhAction | undefined)[] = new Array<JhAction | undefined>(105).fill(undefined);

function giveBackAction(code: CardCode): JhAction {
  return (GIVE_BACKS[code] ??= { type: 'give-back', card: cardOfCode(code) });
}

const CODES = new Int32Array(128);

function legalActions(s: JhState): JhAction[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'exchange') {
    // Each card of the hand once, in pecking order, but the gift.
    const k = handCodes(s.held, s.turn * HAND_WORDS, CODES);
    const gift = s.gift === null ? -1 : handCode(s.gift);
    const out: JhAction[] = [];
    for (let i = 0; i < k; i++) {
      const c = CODES[i] as number;
      if (c !== gift && (i === 0 || c !== CODES[i - 1])) out.push(giveBackAction(c));
    }
    return out;
  }
  const out: JhAction[] = [];
  pushLegalLayActions(out, s.held, s.turn * HAND_WORDS, topId(s), crowd(s));
  if (s.run.length > 0) out.push(CLUCK);
  return out;
}

/** The answer when nobody may act out of turn, which is nearly always: shared, never changed. */
const NO_INTERJECTIONS: readonly JhAction[] = Object.freeze([]);

/** "Last Egg", and a catch of each seat: made once and shared. */
const DECLARE: JhAction = Object.freeze({ type: 'declare' });
const CATCHES: readonly JhAction[] = Array.from({ length: 6 }, (_, target): JhAction => Object.freeze({ type: 'catch', target }));

function interjections(s: JhState, seat: Seat): readonly JhAction[] {
  // Nearly always nobody may: said at once, before the rules are asked.
  if (!mayInterjectAs(s, s.lastEgg[seat] as LastEggState)) return NO_INTERJECTIONS;
  const declare = mayDeclare(s, seat);
  const target = catchFor(s, seat);
  if (declare && target >= 0) return [DECLARE, CATCHES[target] as JhAction];
  if (declare) return [DECLARE];
  return target >= 0 ? [CATCHES[target] as JhAction] : NO_INTERJECTIONS;
}

/**
 * Whether a seat whose Last Egg stands at `own` might act out of turn: only while a Run is played,
 * to declare its own undeclared Last Egg or to catch another's (ruling JH 7).
 */
function mayInterjectAs(s: JhState, own: LastEggState): boolean {
  return s.phase === 'play' && (s.catchable !== null || own === 'undeclared');
}

/** Whether any seat might act out of turn ({@link mayInterjectAs} for some seat). */
function mayInterject(s: JhState): boolean {
  for (let seat = 0; seat < s.lastEgg.length; seat++) if (mayInterjectAs(s, s.lastEgg[seat] as LastEggState)) return true;
  return false;
}

/**
 * The player just left with one undeclared card speaks first (ruling JH 7): their declaration
 * is offered before anyone's catch.
 */
function speaksFirst(s: JhState): Seat | null {
  return s.phase === 'play' && s.catchable !== null && s.lastEgg[s.catchable] === 'undeclared' ? s.catchable : null;
}

/** A lay action's Coop choice as a step takes it. */
function coopOf(action: Extract<JhAction, { type: 'lay' }>): number {
  return action.coop === 'flip' ? FLIP : action.coop === 'skip' ? SKIP : NO_COOP;
}

/**
 * Whether the lay of id `id`, with the Coop choice `coop`, is legal for `seat` in `s` as it
 * stands: the lay rules' verdict read from the tables ({@link legalActions} lists exactly these).
 * Anything else goes the long way, through the cards, for the reason it is refused.
 */
function layAllowed(s: JhState, seat: Seat, id: number, coop: number): boolean {
  if (s.phase !== 'play' || seat !== s.turn || !holdsLayId(s.held, seat * HAND_WORDS, id)) return false;
  if (laySizeOf(id) >= 4 && crowd(s) ? coop === NO_COOP : coop !== NO_COOP) return false;
  const top = topId(s);
  return top < 0 || beatsId(id, top);
}

/** The lay of a lay action read through its cards, or the reason `seat` may not make it in `s` (the words of {@link refusal}). */
function readLayAction(s: JhState, seat: Seat, action: Extract<JhAction, { type: 'lay' }>): LayRec | string {
  if (!Array.isArray(action.cards)) return 'A lay needs a list of cards.';
  const table: Table = { phase: s.phase, turn: s.turn, top: topLay(s), seat, hand: handAt(s, seat) };
  if (action.cards.includes(DUCK)) return explain(table, action.cards) ?? 'Say which Egg the Duck stands for, e.g. D=O7.';
  const rest = handAfter(table, action.cards);
  if (typeof rest === 'string') return rest;
  const lay = layOn(table, action.cards);
  if (typeof lay === 'string') return lay;
  return coopRefusal(lay, action, crowd(s)) ?? (layRec(layIdOf(lay)) as LayRec);
}

function applyAction(state: JhState, action: JhAction, seatArg?: Seat): JhState {
  const seat = seatArg ?? state.turn;
  if (state.phase === 'over') throw new IllegalActionError('The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= players(state)) throw new IllegalActionError(`There is no seat ${seat}.`);
  if (typeof action !== 'object' || action === null) throw new IllegalActionError('Unknown action.');
  // A lay or a Cluck from a list of legal actions is known by the object itself, before any of
  // its fields is read.
  const code = actionCode(action);
  if (action === CLUCK && state.phase === 'play' && seat === state.turn && state.run.length > 0) {
    const d = draft(state);
    cluckStep(d, IO, seat);
    return finish(d, state.log);
  }
  if (code >= 0 || action.type === 'lay') {
    // Any other lay is read through its cards.
    const lay = action as Extract<JhAction, { type: 'lay' }>;
    let id = code >> 2;
    const coop = code >= 0 ? code & 3 : coopOf(lay);
    if (code < 0 && Array.isArray(lay.cards)) {
      // Read through its cards once (readLay remembers them); a lay that is no lay stays -1.
      const r = readLay(lay.cards);
      id = r.ok && isLayId(layIdOf(r.lay)) ? layIdOf(r.lay) : -1;
    }
    if (id < 0 || !layAllowed(state, seat, id, coop)) {
      const read = readLayAction(state, seat, lay);
      if (typeof read === 'string') throw new IllegalActionError(read);
      id = read.id;
    }
    const d = draft(state);
    layStep(d, IO, seat, id, coop);
    return finish(d, state.log);
  }
  if (action.type === 'cluck' && state.phase === 'play' && seat === state.turn && state.run.length > 0) {
    const d = draft(state);
    cluckStep(d, IO, seat);
    return finish(d, state.log);
  }
  const seen: Seen = {
    phase: state.phase,
    turn: state.turn,
    top: topLay(state),
    seat,
    hand: handAt(state, seat),
    players: players(state),
    lastEgg: state.lastEgg,
    catchable: state.catchable,
    gift: state.gift,
  };
  const why = turnRefusal(seen, action);
  if (why !== null) throw new IllegalActionError(why);
  const d = draft(state);
  switch (action.type) {
    case 'declare':
      declareStep(d, IO, seat);
      break;
    case 'catch':
      catchStep(d, IO, seat, action.target);
      break;
    case 'give-back':
      giveBackStep(d, IO, seat, handCode(action.card));
      break;
    case 'cluck':
      cluckStep(d, IO, seat);
      break;
  }
  return finish(d, state.log);
}

/**
 * Who led this round's first Run: while the game goes on, the seat the deal chose (round 1's
 * first leader, the 2-player alternation, else the last Good Egg), found without reading the log
 * back to the deal; once it is over, the last deal's leader.
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
 * Running totals of the score list summed last: the list is only ever replaced, never changed, so
 * a game's views until the next round's end share one (read-only) totals list.
 */
let summed: JhState['scores'] | null = null;
let summedTotals: readonly number[] = [];

function viewTotals(s: JhState, n: number): readonly number[] {
  if (s.scores !== summed || summedTotals.length !== n) {
    summedTotals = totalsOf(s.scores, n);
    summed = s.scores;
  }
  return summedTotals;
}

/** The counts given last: a state's views, and the states a Cluck or a declaration makes, share them. */
let counted: readonly number[] = [];

/** How many cards each of the `n` hands of `held` holds: the list given last while they are the same, never changed. */
function countsOf(held: readonly number[], n: number): readonly number[] {
  // Compared by value, not by the list: a scratch copy (step.ts) changes its hands in place.
  let same = counted.length === n;
  for (let k = 0; same && k < n; k++) same = counted[k] === cardCount(held, k * HAND_WORDS);
  if (same) return counted;
  const counts = new Array<number>(n);
  for (let k = 0; k < n; k++) counts[k] = cardCount(held, k * HAND_WORDS);
  counted = counts;
  return counts;
}

/** An empty Run as views show it: shared, never changed. */
const NO_LAYS: readonly CentreLay[] = [];

/** The Run of the state last shown, and how it was shown: the seats' views of one state share it. */
let shownRun: readonly number[] | null = null;
let shownLays: readonly CentreLay[] = NO_LAYS;

/** The lays of a state's Run as views show them. */
function runLays(run: readonly number[]): readonly CentreLay[] {
  const n = run.length;
  if (n === 0) return NO_LAYS;
  // A scratch copy (step.ts) pushes onto its Run in place, so the length is checked too.
  if (run === shownRun && n === shownLays.length) return shownLays;
  // Most often the Run shown last with one more lay: its lays are kept, and only the new one read.
  const last = shownRun;
  let same = last !== null && last.length === n - 1 ? n - 1 : 0;
  for (let i = 0; i < same; i++) {
    if (run[i] !== (last as readonly number[])[i]) {
      same = 0;
      break;
    }
  }
  const lays = new Array<CentreLay>(n);
  for (let i = 0; i < same; i++) lays[i] = shownLays[i] as CentreLay;
  for (let i = same; i < n; i++) lays[i] = centreLay(run[i] as number);
  shownLays = lays;
  shownRun = run;
  return lays;
}

function playerView(s: JhState, seat: Seat): JhView {
  const n = players(s);
  const totals = viewTotals(s, n);
  const handCounts = countsOf(s.held, n);
  const run = s.run;
  return {
    seat,
    options: s.options,
    round: s.round,
    phase: s.phase,
    turn: s.phase === 'over' ? 'terminal' : s.turn,
    hand: handAt(s, seat),
    handCounts,
    centre: run.length === 0 ? null : centreLay(run[run.length - 1] as number),
    run: runLays(run),
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
  }
  const stock = pool.splice(0, view.stockCount);
  const first = log.find((e) => e.type === 'deal');
  return {
    options: view.options,
    rng: Rng.fromSeed(rng.deriveSeed()).state(),
    round: view.round,
    phase: view.phase,
    held: packHands(hands),
    turn: view.turn === 'terminal' ? 0 : view.turn,
    direction: view.direction,
    run: view.run.map(entryOf),
    discard: discard.map(codeOf),
    stock: stock.map(codeOf),
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

/*
 * The state's cards in notation, for the edges (reviews, checks, tests) and back: a state holds
 * them packed (cards.ts, lays.ts).
 */

/** Every seat's hand in `s`, in notation and pecking order: shared lists, which must not be changed. */
export function handsOf(s: JhState): (readonly Card[])[] {
  const hands: (readonly Card[])[] = [];
  for (let seat = 0; seat < players(s); seat++) hands.push(handCards(s.held, seat * HAND_WORDS));
  return hands;
}

/** The hand of `seat` in `s`, in notation and pecking order: a shared list, which must not be changed. */
export function handOf(s: JhState, seat: Seat): readonly Card[] {
  return handAt(s, seat);
}

/** How many cards `seat` holds in `s`. */
export function handSizeOf(s: JhState, seat: Seat): number {
  return cardCount(s.held, seat * HAND_WORDS);
}

/** The lay to beat in `s` and who laid it, as views show it; null when the player to act leads. */
export function centreOf(s: JhState): CentreLay | null {
  return s.run.length === 0 ? null : centreLay(s.run[s.run.length - 1] as number);
}

/** The lays of the current Run in `s`, oldest first, as views show them. */
export function runOf(s: JhState): readonly CentreLay[] {
  return runLays(s.run);
}

/** The face-down discard pile of `s`, in notation, in pile order. */
export function discardOf(s: JhState): Card[] {
  return s.discard.map(cardOfCode);
}

/** The 2-player face-down pile of `s`, in notation, in pile order. */
export function stockOf(s: JhState): Card[] {
  return s.stock.map(cardOfCode);
}

/** The hands of `hands` (one list a seat, in any order), packed. Throws RangeError for a hand no deck could deal. */
function packHands(hands: readonly (readonly Card[])[]): number[] {
  const held = new Array<number>(hands.length * HAND_WORDS).fill(0);
  hands.forEach((h, seat) => packHand(h, held, seat * HAND_WORDS));
  return held;
}

function codeOf(card: Card): CardCode {
  const code = handCode(card);
  if (code < 0) throw new RangeError(`${card} is not a card of the game`);
  return code;
}

function entryOf(c: CentreLay): number {
  const entry = entryOfCentre(c);
  if (entry < 0) throw new RangeError(`${formatCards(c.cards)} is no lay`);
  return entry;
}

/**
 * `s` with the cards given in notation in place of its own: any of the hands (one list a seat,
 * in any order), the Run, the discard pile and the 2-player face-down pile. For positions set up
 * by hand (checks, tests) and resampled hands. Throws RangeError for cards that cannot be there
 * together (a hand holding a third copy of an Egg, a Run lay that is no lay).
 */
export function withCards(
  s: JhState,
  cards: {
    readonly hands?: readonly (readonly Card[])[];
    readonly run?: readonly CentreLay[];
    readonly discard?: readonly Card[];
    readonly stock?: readonly Card[];
  },
): JhState {
  // Spelled out, not spread: the hard bot's deals come through here, and a literal copy is cheaper.
  return {
    options: s.options,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    held: cards.hands ? packHands(cards.hands) : s.held,
    turn: s.turn,
    direction: s.direction,
    run: cards.run ? cards.run.map(entryOf) : s.run,
    discard: cards.discard ? cards.discard.map(codeOf) : s.discard,
    stock: cards.stock ? cards.stock.map(codeOf) : s.stock,
    lastEgg: s.lastEgg,
    catchable: s.catchable,
    scores: s.scores,
    goodEgg: s.goodEgg,
    badEgg: s.badEgg,
    firstLeader: s.firstLeader,
    gift: s.gift,
    known: s.known,
    golden: s.golden,
    log: s.log,
  };
}

/** The Just Hatched engine: the Game contract of src/engine over {@link JhState}. */
export const justHatchedGame: Game<JhState, JhAction, JhView, JhOptions> = {
  id: 'just-hatched',
  setup: (options, seed) => newState(normaliseOptions(options), Rng.fromSeed(seed)),
  currentPlayer: (s) => (s.phase === 'over' ? 'terminal' : s.turn),
  legalActions,
  interjections,
  mayInterject,
  speaksFirst,
  applyAction,
  refusal,
  playerView,
  resample,
  actionToString,
  outcome,
};
