// Henhouse, for 3 to 5 (and 3 with big hands). Four rounds of tricks: the leader plays a
// single, a set, a run or a Henhouse (one colour or one trait: the Golden Rule), and each player
// after plays a higher one of the same type and size, a Henhouse, or passes; the trick goes to
// the last to play, who leads the next. Everyone holds a wild chicken and a wild egg; a vermin
// taken from the middle changes a play. Going out early scores few points, and points are bad:
// the lowest total after four rounds wins.
// The rules in words are rules-text.ts; the combinations and their order are lays.ts.

import { IllegalActionError, NotationError, Rng, type Game, type Outcome, type Seat } from '../../engine/index.js';
import { plural, withArticle } from '../words.js';
import {
  cardId,
  CODES,
  deckIdsFor,
  handCodes,
  idsOf,
  HOLDS,
  isWildCode,
  maxRank,
  NO_CARDS,
  packedOfCodes,
  packIds,
  parsePlayed,
  SUIT_WEIGHTS,
  SUITS,
  traitOf,
  VERMIN,
  formatPlayed,
  type PackedHand,
  type PlayedCard,
  type Vermin,
} from './cards.js';
import {
  classify,
  layOfCards,
  layOfCombination,
  factsCompare,
  factsKind,
  factsOutrank,
  compareNumbers,
  layFacts,
  layIdOfCombination,
  layIdOfPlay,
  layParts,
  LISTED,
  listIds,
  playOfId,
  playsOfHand,
  TYPE_INDEX,
  reductionsOf,
  removable,
  SHORTER_REACH,
  SKUNK_REACH,
  verminPlayOf,
  verminReach,
  wildBitsOf,
  type Lay,
  type Reduction,
  type ShapeFilter,
  type ShapeRange,
  compareSameKind,
  describeCombo,
  reduce,
  sameKind,
  whyNotBeats,
  type Combination,
  type WildsHeld,
} from './lays.js';
import { winnersOf } from './score.js';
import {
  BOTH_WILDS,
  deal,
  draftOf,
  FULL_TABLE,
  freshTrick,
  NO_EVENTS,
  NO_VERMIN,
  nobodyPassed,
  PLAYOUT,
  RECORDED,
  type Scratch,
  stepPass,
  stepPlay,
} from './step.js';
import { PASS, type HenhouseAction, type HenhouseEvent, type HenhouseOptions, type HenhouseState, type HenhouseView } from './state.js';
import { actionToString } from './text.js';

// Henhouse in brief: 3–5 players shed their hands over four rounds by playing singles, sets,
// runs and Henhouses that beat the combination on the pile; vermin bend the rules for a point
// each; the first out scores nothing, the others score by place; lowest total after four wins.

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

/** This round's events in order: the log so far and the trick in progress. */
export function roundLog(state: Pick<HenhouseState, 'log' | 'trick'>): HenhouseEvent[] {
  return state.log.concat(state.trick.events);
}

/** Calls `each` with the dealt cards' ids of every play since this round's deal, in order. */
function eachPlayedId(state: Pick<HenhouseState, 'log' | 'trick'>, each: (id: number) => void): void {
  const add = (events: readonly HenhouseEvent[], from: number): void => {
    for (let i = from; i < events.length; i++) {
      const e = events[i] as HenhouseEvent;
      if (e.type !== 'play') continue;
      const lay = layOfCards(e.combo.cards);
      if (lay !== undefined) for (let k = 0; k < lay.ids.length; k++) each(lay.ids[k] as number);
      else for (const card of e.combo.cards) if (!isWildCode(card)) each(cardId(card));
    }
  };
  // A deal opens the round and always lands in the log, never in a trick's events.
  let from = state.log.length;
  while (from > 0 && (state.log[from - 1] as HenhouseEvent).type !== 'deal') from--;
  add(state.log, from);
  add(state.trick.events, 0);
}

/**
 * The dealt cards played so far this round (public): the dealt cards of every play since the
 * round's deal, in order of play and, within a play, of rank. Wilds are not dealt cards, and a
 * card a fox or snake took stays played.
 */
export function playedThisRound(state: Pick<HenhouseState, 'log' | 'trick'>): string[] {
  const out: string[] = [];
  eachPlayedId(state, (id) => out.push(CODES[id] as string));
  return out;
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
    packedHands: dealt.packedHands,
    packedUndealt: dealt.packedUndealt,
    wilds: dealt.wilds,
    table: dealt.table,
    taken: dealt.taken,
    out: dealt.out,
    rng: rng.state(),
    trick: freshTrick(opts.players, leader),
    turn: leader,
    totals: Array<number>(opts.players).fill(0),
    results: [],
    over: false,
    log: [{ type: 'deal', round: 1, leader, why: 'drawn' }],
  };
}

/**
 * A position built from its public parts and the hands as codes, for `check`, teaching and
 * tests: the rest (round 1, no scores, an empty log, nothing undealt) as a fresh game of
 * `options` has it. Throws RangeError on a hand that holds a card three times.
 */
export function positionOf(spec: {
  readonly options: HenhouseOptions;
  readonly hands: readonly (readonly string[])[];
  readonly wilds?: readonly WildsHeld[];
  readonly table?: Readonly<Record<Vermin, number>>;
  readonly taken?: readonly (readonly Vermin[])[];
  readonly out?: readonly Seat[];
  readonly totals?: readonly number[];
  readonly round?: number;
  readonly turn?: Seat;
  readonly pile?: { readonly combo: Combination; readonly by: Seat } | null;
  readonly undealt?: readonly string[];
}): HenhouseState {
  const opts = normaliseOptions(spec.options);
  const n = opts.players;
  const turn = spec.turn ?? 0;
  const pile = spec.pile ?? null;
  return {
    options: opts,
    round: spec.round ?? 1,
    packedHands: spec.hands.map((h) => packIds(h.map(dealtId))),
    packedUndealt: packIds((spec.undealt ?? []).map(dealtId)),
    wilds: spec.wilds ?? Array<WildsHeld>(n).fill(BOTH_WILDS),
    table: spec.table ?? FULL_TABLE,
    taken: spec.taken ?? Array<readonly Vermin[]>(n).fill(NO_VERMIN),
    out: spec.out ?? [],
    rng: Rng.fromSeed(0).state(),
    trick: { leader: pile?.by ?? turn, current: pile?.combo ?? null, by: pile?.by ?? null, passed: nobodyPassed(n), events: NO_EVENTS },
    turn,
    totals: spec.totals ?? Array<number>(n).fill(0),
    results: [],
    over: false,
    log: [],
  };
}

/** The id of a dealt card's code (any case); RangeError for anything else. */
function dealtId(code: string): number {
  const card = parsePlayed(code);
  if (card.wild) throw new RangeError(`${code} is a wild as played, not a dealt card`);
  return SUITS.indexOf(card.suit) * 10 + card.rank;
}

/** A seat's hand as codes (`BC5`), sorted by rank then suit: what its view shows (shared; never to be changed). */
export function handOf(state: Pick<HenhouseState, 'packedHands'>, seat: Seat): readonly string[] {
  return handCodes(state.packedHands[seat] ?? NO_CARDS);
}

/** The cards left out of the round's deal, as codes sorted by rank then suit. */
export function undealtOf(state: Pick<HenhouseState, 'packedUndealt'>): readonly string[] {
  return handCodes(state.packedUndealt);
}

/**
 * A play read and found legal: the combination laid (a lay's id, whose numbers the step reads),
 * the vermin taken with it and the card a fox or snake takes (canonical).
 */
interface Move {
  readonly id: number;
  readonly vermin: Vermin | undefined;
  readonly removed: string | undefined;
}

/** What reading a move needs of the table: the public part, which a state and a seat's view both hold. */
type Seen = Pick<HenhouseState, 'options' | 'over' | 'turn' | 'trick' | 'wilds' | 'table'>;

/**
 * A listed play read on numbers: the move, when `action` carries the cards of a listed lay
 * ({@link layOfCards}) and every rule allows it; null when anything is otherwise, left to
 * {@link readAction}'s reading of the text, which then finds the reason (or, for a play written
 * out anew, the same move). The lockstep test holds the two readings together.
 */
function readListed(state: Seen, own: PackedHand, seat: Seat, action: HenhouseAction): Move | null {
  if (action.type !== 'play' || state.over || seat !== state.turn) return null;
  // A listing's own play carries its lay's id; a vermin play made from one, its cards.
  let id = layIdOfPlay(action);
  if (id < 0) {
    const lay = layOfCards(action.cards);
    if (lay === undefined) return null;
    id = lay.id;
  }
  const f = layFacts(id);
  const rank = (f >> 5) & 15;
  if (rank > maxRank(state.options.players, state.options.bigHands)) return null;
  if (((f >> 10) & 3 & ~wildBitsOf(state.wilds[seat] as WildsHeld)) !== 0) return null;
  const parts = layParts();
  for (let j = id * 4; j < id * 4 + 4; j++) {
    const part = parts[j] as number;
    if (part === 0) break;
    if ((HOLDS[((own[part >> 7] as number) | 0) * 81 + (part & 127)] as number) !== 1) return null;
  }
  const current = state.trick.current;
  const vermin = action.vermin;
  const type = f & 3;
  const size = (f >> 2) & 7;
  const suited = (f & (1 << 9)) !== 0;
  if (vermin === undefined) {
    if (action.remove !== undefined) return null;
    if (current === null) return { id, vermin, removed: undefined };
    // The pile's facts: its lay's, as every pile a play makes has one.
    const pileId = layIdOfCombination(current);
    return factsOutrank(f, pileId >= 0 ? layFacts(pileId) : factsOfCombination(current)) ? { id, vermin, removed: undefined } : null;
  }
  if (current === null || (current.type !== 'set' && current.type !== 'run')) return null;
  if (vermin === 'skunk') {
    if (!(state.table.skunk > 0) || action.remove !== undefined) return null;
    if (type !== TYPE_INDEX[current.type] || size !== current.cards.length) return null;
    return compareNumbers(type, rank, suited, current.rank, current.suited) < 0 ? { id, vermin, removed: undefined } : null;
  }
  if ((vermin !== 'fox' && vermin !== 'snake') || !(state.table[vermin] > 0) || action.remove === undefined) return null;
  const pile = layOfCombination(current);
  if (pile === undefined) return null;
  const cuts = reductionsOf(pile, vermin);
  for (let i = 0; i < cuts.length; i++) {
    const cut = cuts[i] as Reduction;
    if (cut.remove !== action.remove) continue;
    const t = layFacts(cut.target.id);
    if (factsKind(f) !== factsKind(t)) return null;
    return factsCompare(f, t) > 0 ? { id, vermin, removed: cut.remove } : null;
  }
  return null;
}

/**
 * The combination of `cardsPlayed`, or the reason they cannot be played from `own` and the
 * wilds held (whatever the pile), read from their text.
 */
function readCards(state: Seen, own: PackedHand, seat: Seat, cardsPlayed: readonly string[]): Lay | string {
  const held = state.wilds[seat] as WildsHeld;
  const top = maxRank(state.options.players, state.options.bigHands);
  let cards: PlayedCard[];
  try {
    cards = cardsPlayed.map(parsePlayed);
  } catch (error) {
    if (error instanceof NotationError) return error.message;
    throw error;
  }
  // Own cards: every dealt card in hand, each wild held and used once, ranks within the deck.
  const left = own.slice();
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
      const weight = SUIT_WEIGHTS[SUITS.indexOf(card.suit)] as number;
      const code = (left[card.rank] as number | undefined) ?? 0;
      if ((HOLDS[code * 81 + weight] as number) !== 1) return `${CODES[SUITS.indexOf(card.suit) * 10 + card.rank]} is not in your hand`;
      left[card.rank] = code - weight;
    }
  }
  const read = classify(cards);
  if (!read.ok) return read.reason;
  return layOfCombination(read.combo) ?? 'unknown action';
}

/** The move of `action` read from its text, or the reason it is refused. */
function readPlay(state: Seen, own: PackedHand, seat: Seat, action: HenhouseAction & { type: 'play' }): Move | string {
  const lay = readCards(state, own, seat, action.cards);
  if (typeof lay === 'string') return lay;
  const combo = lay.combo;
  const id = lay.id;
  const current = state.trick.current;
  const vermin = action.vermin;
  if (vermin === undefined) {
    if (action.remove !== undefined) return 'only a fox or a snake takes a card from the pile';
    if (current === null) return { id, vermin, removed: undefined };
    const why = whyNotBeats(combo, current);
    return why ? why : { id, vermin, removed: undefined };
  }
  // Vermin (ruling HH 5).
  const offside = verminOn(state, vermin);
  if (offside !== null || current === null) return offside ?? 'vermin cannot be used when leading a trick';
  if (vermin === 'skunk') {
    if (action.remove !== undefined) return 'the skunk takes no card from the pile';
    if (!sameKind(combo, current)) return `with the skunk, play a ${current.type} of ${current.cards.length} cards`;
    if (compareSameKind(combo, current) >= 0)
      return `with the skunk, the ${describeCombo(combo)} must be lower than the ${describeCombo(current)}`;
    return { id, vermin, removed: undefined };
  }
  if (action.remove === undefined) return `say which ${vermin === 'fox' ? 'chicken' : 'egg'} the ${vermin} takes from the pile`;
  const reduced = reduce(current, vermin, action.remove);
  if (!reduced.ok) return reduced.reason;
  const target = reduced.combo;
  const removed = formatPlayed(parsePlayed(action.remove));
  if (!sameKind(combo, target)) return `after the ${vermin}, play a ${target.type} of ${target.cards.length} cards`;
  const why = whyNotBeats(combo, target);
  if (why !== null) return `the ${vermin} leaves a ${describeCombo(target)}, and ${why}`;
  return { id, vermin, removed };
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
 * {@link refusal}, or, for a fox or snake, that the pile holds no card it may take; null when
 * some play with it may be allowed.
 */
export function verminRefusal(view: HenhouseView, vermin: Vermin): string | null {
  const why = seatRefusal(view, view.seat) ?? verminOn(view, vermin);
  if (why !== null || vermin === 'skunk') return why;
  if (removable(view.trick.current as Combination, vermin).length > 0) return null;
  const prey = withArticle(vermin === 'fox' ? 'chicken' : 'egg');
  return `the ${vermin} has nothing to take: it needs a set or run of three or more with ${prey} it can reach`;
}

/**
 * The one-line reason `seat` (default: whose turn it is) cannot take `action` now, or null when
 * the rules allow it. The engine refuses exactly the actions this explains.
 */
export function explainPlay(state: HenhouseState, action: HenhouseAction, seat: Seat = state.turn): string | null {
  const read = readAction(state, state.packedHands[seat] ?? NO_CARDS, action, seat);
  return typeof read === 'string' ? read : null;
}

/**
 * Why the seat of `view` cannot take `action` now, in the words {@link applyAction} throws for
 * it; null when it can (the Game contract's `refusal`, from the view alone).
 */
export function refusal(view: HenhouseView, action: HenhouseAction): string | null {
  const read = readAction(view, ownOfView(view), action, view.seat);
  return typeof read === 'string' ? read : null;
}

/** The packed hand of a view's own cards. */
function ownOfView(view: HenhouseView): PackedHand {
  return packedOfCodes(view.hand) ?? packIds(view.hand.map(cardId).filter((id) => id >= 0));
}

/** The move of a legal action (null for a pass) by `seat` holding `own`, or the reason it is refused. */
function readAction(state: Seen, own: PackedHand, action: HenhouseAction, seat: Seat): Move | null | string {
  const listed = typeof action === 'object' && action !== null ? readListed(state, own, seat, action) : null;
  if (listed !== null) return listed;
  const away = seatRefusal(state, seat);
  if (away !== null) return away;
  if (typeof action !== 'object' || action === null) return 'unknown action';
  if (action.type === 'pass') return state.trick.current === null ? 'you lead this trick, so you must play something' : null;
  if (action.type !== 'play' || !Array.isArray(action.cards)) return 'unknown action';
  for (const c of action.cards) if (typeof c !== 'string') return 'unknown action';
  return readPlay(state, own, seat, action);
}

/** The state after `seat` (default: whose turn it is) takes `action`; throws IllegalActionError with the reason otherwise. */
export function applyAction(state: HenhouseState, action: HenhouseAction, seat: Seat = state.turn): HenhouseState {
  const read = readAction(state, state.packedHands[seat] ?? NO_CARDS, action, seat);
  if (typeof read === 'string') throw new IllegalActionError(read);
  const d = draftOf(state);
  if (read === null) stepPass(d, seat, RECORDED);
  else stepPlay(d, seat, read.id, read.vermin, read.removed, RECORDED);
  return d;
}

/**
 * `seat` (default: whose turn it is) takes `action` in the scratch `d`, changed in place under
 * PLAYOUT (step.ts: no events, no deal after the round): the mutable applyAction, for playouts.
 * Throws IllegalActionError with the reason when the rules refuse it.
 */
export function stepAction(d: Scratch, action: HenhouseAction, seat: Seat = d.turn): void {
  const refused = tryStepAction(d, action, seat);
  if (refused !== null) throw new IllegalActionError(refused);
}

/**
 * {@link stepAction} that does not throw: takes the step and returns null when the rules allow
 * `action`, else returns why they do not ({@link explainPlay}'s words) and leaves `d` as it was.
 * A playout that would check a play and then take it reads it once this way.
 */
export function tryStepAction(d: Scratch, action: HenhouseAction, seat: Seat = d.turn): string | null {
  const read = readAction(d, d.packedHands[seat] ?? NO_CARDS, action, seat);
  if (typeof read === 'string') return read;
  if (read === null) stepPass(d, seat, PLAYOUT);
  else stepPlay(d, seat, read.id, read.vermin, read.removed, PLAYOUT);
  return null;
}

/**
 * Takes, in the scratch `d` under PLAYOUT, the lay of id `id` without vermin for the seat to move,
 * without reading it again: for a lay the rules allow by the way it was made (the hard bot's
 * quick pick, of the seat's own dealt cards and wilds, outranking the pile by {@link outranks};
 * a test holds every such pick legal by {@link explainPlay}).
 */
export function stepKnownLay(d: Scratch, id: number): void {
  stepPlay(d, d.turn, id, undefined, undefined, PLAYOUT);
}

/**
 * Takes, in the scratch `d` under PLAYOUT, a pass for the seat to move without reading it again:
 * for a pass the rules allow, on a pile someone else has played. Throws when no pile is down.
 */
export function stepKnownPass(d: Scratch): void {
  if (d.trick.current === null) throw new RangeError('stepKnownPass: no pile is down, so the seat to move may not pass');
  stepPass(d, d.turn, PLAYOUT);
}

/**
 * Takes, in the scratch `d` under PLAYOUT, the k-th play {@link listFollowPlays} listed for it,
 * without writing it out or reading it again: the same step as applying {@link followPlay}'s
 * action.
 */
export function stepListedFollow(d: Scratch, k: number): void {
  if (d !== followsOf || !(k >= 0 && k < followCount)) throw new RangeError(`stepListedFollow: no play ${k} listed for this state`);
  const code = FOLLOWS[k] as number;
  stepPlay(d, d.turn, code >> 6, followVermin(code), followRemoved(layOfCombination(d.trick.current as Combination), code), PLAYOUT);
}

/**
 * Every legal action of the player to move, without duplicates, in a stable order: plays
 * without vermin (singles, sets, runs, Henhouses by size and rank), then skunk, fox and snake
 * plays, then pass. A wild appears in every colour and rank it may take (see lays.ts, `laysOfHand`).
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
  const reach = verminReach(current, table);
  const skunk = (reach & SKUNK_REACH) !== 0;
  const shorter = (reach & SHORTER_REACH) !== 0;
  // The reach's two bits (0–3) are the last place of the key.
  const at = ((TYPE_NUMBER[current.type] * 5 + size) * 10 + current.rank) * 4 + reach;
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
  const current = state.trick.current;
  // A leader may lay any combination, so only the plays are listed.
  if (current === null && only === undefined) {
    const seat = state.turn;
    return playsOfHand(state.packedHands[seat] ?? NO_CARDS, wildBitsOf(state.wilds[seat] as WildsHeld), topOf(state));
  }
  const n = listMoverLays(state, only);
  const out: HenhouseAction[] = [];
  if (current === null) {
    for (let k = 0; k < n; k++) out.push(playOfId(LISTED[k] as number));
    return out;
  }
  const pile = layOfCombination(current);
  const count = listFollows(state, current, pile, n);
  for (let k = 0; k < count; k++) out.push(followAction(pile, FOLLOWS[k] as number));
  out.push(PASS);
  return out;
}

/** The highest rank dealt at `state`'s table. */
function topOf(state: HenhouseState): number {
  return maxRank(state.options.players, state.options.bigHands);
}

/** Lists the lays of the hand of the player to move among the shapes `only` keeps (all, when absent) into LISTED; returns how many. */
function listMoverLays(state: HenhouseState, only: ShapeFilter | undefined): number {
  const seat = state.turn;
  return listIds(state.packedHands[seat] ?? NO_CARDS, wildBitsOf(state.wilds[seat] as WildsHeld), topOf(state), only);
}

/*
 * A follow's plays as numbers, before any action is written out: lay id × 64 + the card a fox or
 * snake takes (its place among reductionsOf's, 0–15) × 4 + the vermin (0 none, 1 skunk, 2 fox,
 * 3 snake). The hard bot's playouts price them on these numbers and write out only the play they
 * pick ({@link followAction}).
 */
let FOLLOWS = new Int32Array(1024);
const NO_VERMIN_CODE = 0;
const SKUNK_CODE = 1;
const TAKERS = ['fox', 'snake'] as const;

/** Room for `more` codes after the first `at` of {@link FOLLOWS}. */
function followRoom(at: number, more: number): void {
  if (at + more <= FOLLOWS.length) return;
  const bigger = new Int32Array(Math.max(FOLLOWS.length * 2, at + more));
  bigger.set(FOLLOWS.subarray(0, at));
  FOLLOWS = bigger;
}

/** The state whose plays {@link FOLLOWS} holds, and how many: what {@link followPlay} checks it is asked of. */
let followsOf: HenhouseState | null = null;
let followCount = 0;

/**
 * Writes the legal plays on the pile `current` (its lay `pile`) of the `n` lays {@link LISTED}
 * holds (the hand of the player to move in `state`) into {@link FOLLOWS}, in legalActions'
 * order: those that beat it without vermin, then skunk, fox and snake plays; returns how many.
 * No play comes twice: the plays without vermin are of distinct combinations, a skunk play is
 * one per combination, and a fox's or snake's one per distinct card it takes and combination.
 */
function listFollows(state: HenhouseState, current: Combination, pile: Lay | undefined, n: number): number {
  // The pile and every lay listed are compared on their facts (lays.ts): outranks,
  // sameKind and compareSameKind on numbers, which the lockstep test holds to their combinations.
  const p = pile === undefined ? factsOfCombination(current) : layFacts(pile.id);
  let at = 0;
  followRoom(0, n);
  for (let k = 0; k < n; k++) {
    const id = LISTED[k] as number;
    if (factsOutrank(layFacts(id), p)) FOLLOWS[at++] = id * 64 + NO_VERMIN_CODE;
  }
  if (current.type === 'set' || current.type === 'run') {
    if (state.table.skunk > 0) {
      followRoom(at, n);
      for (let k = 0; k < n; k++) {
        const id = LISTED[k] as number;
        const f = layFacts(id);
        if (factsKind(f) === factsKind(p) && factsCompare(f, p) < 0) FOLLOWS[at++] = id * 64 + SKUNK_CODE;
      }
    }
    for (let v = 0; v < TAKERS.length; v++) {
      const taker = TAKERS[v] as 'fox' | 'snake';
      if (state.table[taker] <= 0 || pile === undefined) continue;
      const cuts = reductionsOf(pile, taker);
      for (let c = 0; c < cuts.length; c++) {
        const t = layFacts((cuts[c] as Reduction).target.id);
        followRoom(at, n);
        for (let k = 0; k < n; k++) {
          const id = LISTED[k] as number;
          const f = layFacts(id);
          if (factsKind(f) === factsKind(t) && factsCompare(f, t) > 0) FOLLOWS[at++] = id * 64 + c * 4 + 2 + v;
        }
      }
    }
  }
  followsOf = state;
  followCount = at;
  return at;
}

/** The vermin a {@link FOLLOWS} code takes, if any. */
function followVermin(code: number): Vermin | undefined {
  const vermin = code & 3;
  return vermin === NO_VERMIN_CODE ? undefined : vermin === SKUNK_CODE ? 'skunk' : TAKERS[vermin - 2];
}

/** The card a fox or snake of a {@link FOLLOWS} code takes from the pile of lay `pile`, if it takes one. */
function followRemoved(pile: Lay | undefined, code: number): string | undefined {
  const vermin = code & 3;
  if (vermin === NO_VERMIN_CODE || vermin === SKUNK_CODE) return undefined;
  // A fox or snake is listed only on a pile that has a lay.
  const cut = reductionsOf(pile as Lay, TAKERS[vermin - 2] as 'fox' | 'snake')[(code >> 2) & 15] as Reduction;
  return cut.remove;
}

/** The action of a {@link FOLLOWS} code on the pile of lay `pile` (shared for a play without vermin). */
function followAction(pile: Lay | undefined, code: number): HenhouseAction {
  const id = code >> 6;
  const vermin = followVermin(code);
  return vermin === undefined ? playOfId(id) : verminPlayOf(id, vermin, followRemoved(pile, code));
}

/**
 * The legal plays of the player to move when a pile is down, as {@link legalActions} lists them
 * (less the pass) but kept as numbers until one is picked: returns how many there are (none when
 * no pile is down). {@link followLay} and {@link followTakesVermin} read the k-th, and
 * {@link followPlay} writes it out, until the next listing. For a pick among the plays that
 * writes out only the one it picks.
 */
export function listFollowPlays(state: HenhouseState): number {
  const current = state.trick.current;
  if (state.over || current === null) return 0;
  return listFollows(state, current, layOfCombination(current), listMoverLays(state, mayFollow(current, state.table)));
}

/** The lay id of the k-th play {@link listFollowPlays} listed. */
export function followLay(k: number): number {
  return (FOLLOWS[k] as number) >> 6;
}

/** Whether the k-th play {@link listFollowPlays} listed takes a vermin. */
export function followTakesVermin(k: number): boolean {
  return ((FOLLOWS[k] as number) & 3) !== NO_VERMIN_CODE;
}

/** The k-th play {@link listFollowPlays} listed for `state`, written out as legalActions has it. */
export function followPlay(state: HenhouseState, k: number): HenhouseAction {
  if (state !== followsOf || !(k >= 0 && k < followCount)) throw new RangeError(`followPlay: no play ${k} listed for this state`);
  return followAction(layOfCombination(state.trick.current as Combination), FOLLOWS[k] as number);
}

/** The facts (lays.ts) of a pile that no lay is known for: never, for a valid combination. */
function factsOfCombination(c: Combination): number {
  return TYPE_INDEX[c.type] | (c.cards.length << 2) | (c.rank << 5) | (c.suited ? 1 << 9 : 0);
}

/** What `seat` may know: its own hand; other hands only as counts; no undealt cards, no random source. */
export function playerView(state: HenhouseState, seat: Seat): HenhouseView {
  const hands = state.packedHands;
  // The same list for the views of states that share their hands (no one has played since).
  if (hands !== countedHands) {
    const counts: number[] = [];
    for (let s = 0; s < hands.length; s++) counts.push((hands[s] as PackedHand)[0] as number);
    countedHands = hands;
    handCounts = counts;
  }
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
    // Shared, not copied: no state's arrays are ever changed once made, and a hand's codes are
    // read once while it stays the same.
    hand: handOf(state, seat),
    handCounts,
    undealtCount: state.packedUndealt[0] as number,
  };
}

/** The hands {@link playerView} last counted, and their counts (shared by views; never changed). */
let countedHands: readonly PackedHand[] | null = null;
let handCounts: readonly number[] = [];

/**
 * The dealt cards `seat` cannot see in `view` (it holds `own`), in deck order: the same for every
 * deal a search draws from one view, so the list for the view asked last is kept (never changed;
 * `rng.shuffle` copies it).
 */
function unseenOf(view: HenhouseView, seat: Seat, own: PackedHand): readonly number[] {
  if (view === unseenView && seat === unseenSeat) return unseen;
  const pool = deckIdsFor(view.options.players, view.options.bigHands);
  const drop = (id: number): void => {
    const i = pool.indexOf(id);
    if (i >= 0) pool.splice(i, 1);
  };
  const ownIds = idsOf(own);
  for (let k = 0; k < ownIds.length; k++) drop(ownIds[k] as number);
  eachPlayedId(view, drop);
  unseenView = view;
  unseenSeat = seat;
  unseen = pool;
  return pool;
}

let unseenView: HenhouseView | null = null;
let unseenSeat = -1;
let unseen: readonly number[] = [];

/** A full state consistent with `view`: the cards `seat` cannot see dealt at random from `rng`. */
export function resample(view: HenhouseView, seat: Seat, rng: Rng): HenhouseState {
  const own = ownOfView(view);
  const shuffled = rng.shuffle(unseenOf(view, seat, own));
  let at = 0;
  const hands: PackedHand[] = [];
  for (let s = 0; s < view.handCounts.length; s++) {
    if (s === seat) {
      hands.push(own);
      continue;
    }
    const count = view.handCounts[s] as number;
    hands.push(packIds(shuffled.slice(at, at + count)));
    at += count;
  }
  // In the order of setup's state, so that searched states have the shape of played ones.
  return {
    options: view.options,
    round: view.round,
    packedHands: hands,
    packedUndealt: packIds(shuffled.slice(at, at + view.undealtCount)),
    wilds: view.wilds,
    table: view.table,
    taken: view.taken,
    out: view.out,
    rng: Rng.fromSeed(rng.deriveSeed()).state(),
    trick: view.trick,
    turn: view.turn,
    totals: view.totals,
    results: view.results,
    over: view.over,
    log: view.log,
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
