import { IllegalActionError, Rng, type Draft } from '../../engine/index.js';
import { plural } from '../words.js';
import { cardLabel, compareCards, isCourtCard, isNumberCard, rankOf, sortCards, suitOf, type Card, type Suit } from './cards.js';
import type { ClutchAction, ClutchEvent, ClutchPhase, ClutchState, ClutchTask, LossCause } from './state.js';

import { START_CHICKENS, TARGET } from './flock.js';

export { START_CHICKENS, TARGET };
/** Cards in the first deck; the rest of the 52 go aside. */
export const FIRST_DECK = 12;
/** Cards taken from the aside pile at every RESHUFFLE. */
export const ASIDE_TAKE = 10;
/** Cards in a spread. */
export const SPREAD_SIZE = 3;

/**
 * A working copy of the state that the resolution steps below change in place: each of its
 * lists is its own copy, made by {@link draft}.
 */
type ClutchDraft = Draft<ClutchState> & {
  deck: Card[];
  aside: Card[];
  spread: Card[];
  discard: Card[];
  court: Card[];
  crypt: Card[];
  pending: ClutchTask[];
  log: ClutchEvent[];
  rng: number[];
};

/** The state as a {@link ClutchDraft} (engine `Draft`: spelled out, lists copied). */
function draft(state: ClutchState): ClutchDraft {
  return {
    chickens: state.chickens,
    deck: state.deck.slice(),
    aside: state.aside.slice(),
    spread: state.spread.slice(),
    discard: state.discard.slice(),
    court: state.court.slice(),
    crypt: state.crypt.slice(),
    previous: state.previous,
    phase: state.phase,
    pending: state.pending.slice(),
    turn: state.turn,
    log: state.log.slice(),
    rng: state.rng.slice(),
  };
}

function emit(d: ClutchDraft, event: ClutchEvent): void {
  d.log.push(event);
}

function end(d: ClutchDraft, outcome: 'won' | 'lost', cause: LossCause | 'spades-win', reason: string): void {
  d.phase = { kind: 'over', outcome, cause, reason };
  d.pending = [];
  emit(d, { type: 'end', outcome, reason });
}

/** How many cards of `rank` are in `cards` (e.g. the Kings of a court: rank 13). */
export function countRank(cards: readonly Card[], rank: number): number {
  let n = 0;
  for (const c of cards) if (rankOf(c) === rank) n++;
  return n;
}

/** Whether taking number card `card` after `previous` makes a pair, which fires its suit's event. */
export function makesPair(previous: Card | null, card: Card): boolean {
  return previous !== null && suitOf(previous) === suitOf(card);
}

/**
 * The chickens a suit event adds to a flock of `chickens` with `court`: CLUBS +250 per King
 * (+100 with none), DIAMONDS and SPADES +100 per Queen, HEARTS as many as there are (it doubles).
 */
export function eventGain(suit: Suit, chickens: number, court: readonly Card[]): number {
  switch (suit) {
    case 'C': {
      const kings = countRank(court, 13);
      return kings > 0 ? 250 * kings : 100;
    }
    case 'D':
    case 'S':
      return 100 * countRank(court, 12);
    case 'H':
      return chickens;
  }
}

/** The flock after a RESHUFFLE with consequences halves it (rounded up). */
export function halved(chickens: number): number {
  return Math.ceil(chickens / 2);
}

/**
 * What is at stake when the court is lost: the Jacks, each of which saves one Queen or King, and
 * the Queens and Kings they may save. With no Jack all are lost; with at least as many Jacks as
 * Queens and Kings all of those are kept; otherwise the player chooses which.
 */
export function courtAtRisk(court: readonly Card[]): { readonly jacks: number; readonly candidates: Card[] } {
  return { jacks: countRank(court, 11), candidates: court.filter((c) => rankOf(c) >= 12) };
}

/** Removes `card` from `pile` (it must be there). */
function remove(pile: Card[], card: Card): void {
  const i = pile.indexOf(card);
  if (i < 0) throw new Error(`internal: ${card} not in pile`);
  pile.splice(i, 1);
}

/**
 * The chicken cost of taking `card` from `spread`: the face value for a smallest number card
 * (ties all count as smallest), ten times it for any other number card, 1 for a court card.
 */
export function costOf(card: Card, spread: readonly Card[]): number {
  const rank = rankOf(card);
  if (rank > 10) return 1;
  let smallest = Infinity;
  for (const c of spread) {
    const r = rankOf(c);
    if (r <= 10 && r < smallest) smallest = r;
  }
  return rank === smallest ? rank : 10 * rank;
}

/** True when `card` is a smallest number card of `spread`. */
export function isSmallest(card: Card, spread: readonly Card[]): boolean {
  return isNumberCard(card) && costOf(card, spread) === rankOf(card);
}

function lossReason(cause: 'spades' | 'aside', d: ClutchDraft): string {
  switch (cause) {
    case 'spades':
      return `The SPADES event finds only ${plural(d.chickens, 'chicken')}, short of ${TARGET}.`;
    case 'aside':
      return `The deck needs a RESHUFFLE, which takes ${ASIDE_TAKE} cards from the aside pile, but ${d.aside.length === 0 ? 'no card is' : d.aside.length === 1 ? 'only 1 card is' : `only ${d.aside.length} cards are`} left there.`;
  }
}

/** A loss that a Jack may prevent: ask the player if one is in the court, else lose now. */
function threaten(d: ClutchDraft, cause: 'spades' | 'aside'): void {
  if (d.court.some((c) => rankOf(c) === 11)) {
    d.phase = { kind: 'escape', cause };
    return;
  }
  end(d, 'lost', cause, lossReason(cause, d));
}

/** The suit event of a matching pair of number cards. */
function suitEvent(d: ClutchDraft, suit: Suit, pair: readonly [Card, Card]): void {
  switch (suit) {
    case 'C': {
      const gain = eventGain(suit, d.chickens, d.court);
      d.chickens += gain;
      emit(d, { type: 'event', suit, pair, count: countRank(d.court, 13), gain, chickens: d.chickens });
      return;
    }
    case 'D': {
      const gain = eventGain(suit, d.chickens, d.court);
      d.chickens += gain;
      emit(d, { type: 'event', suit, pair, count: countRank(d.court, 12), gain, chickens: d.chickens });
      d.pending.unshift({ do: 'aside', consequences: false }, { do: 'shuffle', consequences: false });
      return;
    }
    case 'H': {
      const gain = eventGain(suit, d.chickens, d.court);
      d.chickens += gain;
      emit(d, { type: 'event', suit, pair, count: 0, gain, chickens: d.chickens });
      if (d.chickens >= TARGET && d.court.length > 0) {
        emit(d, { type: 'rise', chickens: d.chickens });
        d.pending.unshift({ do: 'court-loss', cause: 'hearts' });
      }
      return;
    }
    case 'S': {
      const gain = eventGain(suit, d.chickens, d.court);
      d.chickens += gain;
      emit(d, { type: 'event', suit, pair, count: countRank(d.court, 12), gain, chickens: d.chickens });
      if (d.chickens >= TARGET) {
        end(d, 'won', 'spades-win', `The SPADES event came with ${d.chickens} chickens: the clutch is one thousand strong.`);
      } else {
        threaten(d, 'spades');
      }
      return;
    }
  }
}

/** The effect of a card that has just been taken (paid for or free). */
function takeEffect(d: ClutchDraft, card: Card): void {
  if (isCourtCard(card)) {
    d.court.push(card);
    emit(d, { type: 'court-add', card });
    return;
  }
  const previous = d.previous;
  if (previous !== null && makesPair(previous, card)) {
    d.previous = null;
    d.discard.push(previous, card);
    suitEvent(d, suitOf(card), [previous, card]);
    return;
  }
  if (previous !== null) d.discard.push(previous);
  d.previous = card;
  emit(d, { type: 'previous', card, replaced: previous });
}

/**
 * Loses the court: each Jack saves one Queen or King. When the Jacks cannot save every Queen
 * and King, the player chooses (phase `save`); otherwise it happens at once.
 */
function courtLoss(d: ClutchDraft, cause: 'hearts' | 'reshuffle'): void {
  const { jacks, candidates } = courtAtRisk(d.court);
  if (jacks > 0 && jacks < candidates.length) {
    d.phase = { kind: 'save', cause, jacks, candidates: sortCards(candidates) };
    return;
  }
  loseCourt(d, cause, jacks > 0 ? candidates : []);
}

function loseCourt(d: ClutchDraft, cause: 'hearts' | 'reshuffle', saved: readonly Card[]): void {
  const lost = d.court.filter((c) => !saved.includes(c));
  d.crypt.push(...lost);
  d.court = d.court.filter((c) => saved.includes(c));
  emit(d, { type: 'court-lost', cause, lost, saved: [...saved] });
}

/** Moves `n` aside cards face down onto the deck (hidden until the shuffle that follows). */
function takeAside(d: ClutchDraft, consequences: boolean, n: number): void {
  const taken = d.aside.splice(Math.max(0, d.aside.length - n), n);
  d.deck.push(...taken);
  emit(d, { type: 'reshuffle', consequences, taken: taken.length, asideLeft: d.aside.length });
}

function runTask(d: ClutchDraft, task: ClutchTask): void {
  switch (task.do) {
    case 'aside':
      if (d.aside.length < ASIDE_TAKE) {
        // The rest of this RESHUFFLE waits on the escape; the escape takes what is left.
        d.pending.unshift({ ...task });
        threaten(d, 'aside');
        return;
      }
      takeAside(d, task.consequences, ASIDE_TAKE);
      return;
    case 'halve': {
      const from = d.chickens;
      d.chickens = halved(from);
      emit(d, { type: 'halve', from, to: d.chickens });
      return;
    }
    case 'court-loss':
      if (d.court.length > 0) courtLoss(d, task.cause);
      return;
    case 'shuffle': {
      const rng = Rng.fromState(d.rng);
      d.deck = rng.shuffle([...d.deck, ...d.discard]);
      d.discard = [];
      d.rng = [...rng.state()];
      emit(d, { type: 'shuffle', deck: d.deck.length });
      return;
    }
    case 'deal': {
      while (d.spread.length < SPREAD_SIZE) {
        const card = d.deck.pop();
        if (card === undefined) {
          d.pending.unshift(
            { do: 'aside', consequences: true },
            { do: 'halve' },
            { do: 'court-loss', cause: 'reshuffle' },
            { do: 'shuffle', consequences: true },
            { do: 'deal' },
          );
          return;
        }
        d.spread.push(card);
      }
      // The draft owns its spread, so it is sorted in place.
      d.spread.sort(compareCards);
      emit(d, { type: 'deal', spread: [...d.spread] });
      d.phase = { kind: 'choose' };
      return;
    }
  }
}

/** Runs pending steps until the player must decide or the game is over. */
function run(d: ClutchDraft): void {
  while (d.phase.kind === 'choose') {
    const task = d.pending.shift();
    if (task === undefined) return;
    runTask(d, task);
  }
}

/** A new game from a shuffled 52-card deck: 12 in the deck, 40 aside, the first spread dealt. */
export function startState(shuffled: readonly Card[], rng: Rng): ClutchState {
  const d: ClutchDraft = {
    chickens: START_CHICKENS,
    deck: shuffled.slice(0, FIRST_DECK),
    aside: shuffled.slice(FIRST_DECK),
    spread: [],
    discard: [],
    court: [],
    crypt: [],
    previous: null,
    phase: { kind: 'choose' },
    pending: [{ do: 'deal' }],
    turn: 0,
    log: [],
    rng: [...rng.state()],
  };
  run(d);
  return d;
}

/** Every combination of `k` of `items`, in order. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

/**
 * The legal choices, in a stable order: take each spread card (low to high), then each court
 * sacrifice with each card of its suit it could take (or the discard of the spread); in `save`,
 * each set of Queens/Kings the Jacks can keep; in `escape`, each Jack, then declining.
 */
export function legalChoices(state: ClutchState): ClutchAction[] {
  const phase: ClutchPhase = state.phase;
  switch (phase.kind) {
    case 'over':
      return [];
    case 'choose': {
      const out: ClutchAction[] = state.spread.map((card) => ({ type: 'take', card }));
      for (const court of sortCards(state.court)) {
        const matches = state.spread.filter((c) => suitOf(c) === suitOf(court));
        if (matches.length === 0) out.push({ type: 'sacrifice', court, take: null });
        for (const take of matches) out.push({ type: 'sacrifice', court, take });
      }
      return out;
    }
    case 'save':
      return combinations(phase.candidates, phase.jacks).map((cards) => ({ type: 'save', cards }));
    case 'escape': {
      const jacks = sortCards(state.court.filter((c) => rankOf(c) === 11));
      return [...jacks.map((jack): ClutchAction => ({ type: 'escape', jack })), { type: 'decline' }];
    }
  }
}

function refuse(reason: string): never {
  throw new IllegalActionError(reason);
}

/**
 * The state after `action`, with every effect resolved up to the next decision. Pure. Throws
 * {@link IllegalActionError} with a reason a player can read when the rules refuse the action.
 */
export function resolve(state: ClutchState, action: ClutchAction): ClutchState {
  const why = refusal(state, action);
  if (why !== null) refuse(why);
  const phase = state.phase;
  const d = draft(state);
  // 'choose' marks the resolution as running; a decision or the end replaces it.
  d.phase = { kind: 'choose' };
  switch (action.type) {
    case 'take': {
      const cost = costOf(action.card, d.spread);
      const smallest = isSmallest(action.card, d.spread);
      d.turn += 1;
      const before = d.chickens;
      // A flock cannot go below nothing: a wiped-out clutch ends with 0.
      d.chickens = Math.max(0, before - cost);
      emit(d, { type: 'take', card: action.card, cost, smallest, chickens: d.chickens });
      d.discard.push(...d.spread.filter((c) => c !== action.card));
      d.spread = [];
      if (d.chickens <= 0) {
        d.discard.push(action.card);
        end(d, 'lost', 'cost', `Paying ${cost} for ${cardLabel(action.card)} with only ${plural(before, 'chicken')} wipes out the clutch.`);
        return d;
      }
      d.pending = [{ do: 'deal' }];
      takeEffect(d, action.card);
      break;
    }
    case 'sacrifice': {
      d.turn += 1;
      remove(d.court, action.court);
      d.crypt.push(action.court);
      emit(d, { type: 'sacrifice', court: action.court, take: action.take });
      d.discard.push(...d.spread.filter((c) => c !== action.take));
      d.spread = [];
      d.pending = [{ do: 'deal' }];
      if (action.take !== null) takeEffect(d, action.take);
      break;
    }
    case 'save': {
      if (phase.kind !== 'save') return refuse(phaseHint(phase));
      loseCourt(d, phase.cause, sortCards([...new Set(action.cards)]));
      break;
    }
    case 'escape': {
      if (phase.kind !== 'escape') return refuse(phaseHint(phase));
      remove(d.court, action.jack);
      d.crypt.push(action.jack);
      emit(d, { type: 'escape', jack: action.jack, cause: phase.cause });
      if (phase.cause === 'aside') {
        const task = d.pending.shift();
        takeAside(d, task?.do === 'aside' ? task.consequences : true, d.aside.length);
      }
      break;
    }
    case 'decline': {
      if (phase.kind !== 'escape') return refuse(phaseHint(phase));
      end(d, 'lost', phase.cause, lossReason(phase.cause, d));
      return d;
    }
    default:
      refuse('unknown action');
  }
  run(d);
  return d;
}

/**
 * Why `action` cannot be taken now, in one line; null when the rules allow it. It reads only what
 * the player sees (the phase, the spread, the court), so a view answers as the state does: the
 * one wording of every refusal, for {@link resolve} and the Game contract's `refusal`.
 */
export function refusal(seen: Pick<ClutchState, 'phase' | 'spread' | 'court'>, action: ClutchAction): string | null {
  const phase = seen.phase;
  if (phase.kind === 'over') return 'the game is over';
  if (typeof action !== 'object' || action === null) return 'unknown action';
  switch (action.type) {
    case 'take':
      if (phase.kind !== 'choose') return phaseHint(phase);
      return seen.spread.includes(action.card) ? null : `${cardLabel(action.card)} is not in the spread`;
    case 'sacrifice': {
      if (phase.kind !== 'choose') return phaseHint(phase);
      if (seen.court.length === 0) return 'your court is empty: nothing to sacrifice';
      if (!seen.court.includes(action.court)) return `${cardLabel(action.court)} is not in your court`;
      const matches = seen.spread.filter((c) => suitOf(c) === suitOf(action.court));
      if (action.take === null && matches.length > 0) {
        return `sacrificing ${cardLabel(action.court)} means taking a spread card of its suit: ${matches.map(cardLabel).join(' or ')}`;
      }
      if (action.take !== null && !matches.includes(action.take)) {
        return `${cardLabel(action.take)} is not a spread card of the suit of ${cardLabel(action.court)}`;
      }
      return null;
    }
    case 'save': {
      if (phase.kind !== 'save') return phaseHint(phase);
      const cards = [...new Set(action.cards)];
      if (cards.length !== phase.jacks || cards.length !== action.cards.length || !cards.every((c) => phase.candidates.includes(c))) {
        return `choose exactly ${phase.jacks} of ${phase.candidates.map(cardLabel).join(' ')} to save`;
      }
      return null;
    }
    case 'escape':
      if (phase.kind !== 'escape') return phaseHint(phase);
      return rankOf(action.jack) === 11 && seen.court.includes(action.jack)
        ? null
        : `${cardLabel(action.jack)} is not a Jack in your court`;
    case 'decline':
      return phase.kind === 'escape' ? null : phaseHint(phase);
    default:
      return 'unknown action';
  }
}

/** What the current phase expects, for refusing an action of the wrong kind. */
function phaseHint(phase: ClutchPhase): string {
  switch (phase.kind) {
    case 'choose':
      return 'choose a card from the spread or sacrifice a court card first';
    case 'save':
      return `choose which ${phase.jacks === 1 ? 'Queen or King your Jack saves' : `${phase.jacks} Queens/Kings your Jacks save`} first`;
    case 'escape':
      return 'decide first whether to sacrifice a Jack to escape the loss';
    case 'over':
      return 'the game is over';
  }
}
