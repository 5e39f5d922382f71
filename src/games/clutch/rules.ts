// A Clutch of Chickens, solo. Start with 100 chickens, a 12-card deck and 40 cards aside. Each
// turn three cards are dealt in a sorted spread; take one (a smallest number card costs its
// value, other number cards ten times it, a court card 1) or sacrifice a court card to take a
// card of its suit free. Two number cards of one suit in a row fire that suit's event: CLUBS
// gains, DIAMONDS gains and reshuffles for free, HEARTS doubles (and at 1000 the court is
// lost), SPADES wins at 1000 and loses below it. An empty deck reshuffles with consequences.

import { IllegalActionError, Rng, type Game, type Outcome, type Seat } from '../../engine/index.js';
import { fullDeck, type Card } from './cards.js';
import { legalChoices, refusal, resolve, startState } from './effects.js';
import type { ClutchAction, ClutchOptions, ClutchState, ClutchView } from './state.js';
import { actionToString } from './text.js';

function checkSeat(seat: Seat | undefined): void {
  if (seat !== undefined && seat !== 0) throw new IllegalActionError('A Clutch of Chickens has one seat, seat 0');
}

/** The visible cards of a view: every card that is neither in the deck nor aside. */
function seenCards(view: ClutchView): Card[] {
  return [...view.spread, ...view.discard, ...view.court, ...view.crypt, ...(view.previous === null ? [] : [view.previous])];
}

/** The solo game as a {@link Game}: one seat, seat 0; the state is plain JSON. */
export const clutchGame: Game<ClutchState, ClutchAction, ClutchView, ClutchOptions> = {
  id: 'clutch',

  setup(options, seed) {
    if (options.players !== 1) throw new RangeError(`A Clutch of Chickens is solo: 1 player, not ${options.players}`);
    const rng = Rng.fromSeed(seed);
    const shuffled = rng.shuffle(fullDeck());
    return startState(shuffled, rng);
  },

  currentPlayer(state) {
    return state.phase.kind === 'over' ? 'terminal' : 0;
  },

  legalActions(state) {
    return legalChoices(state);
  },

  applyAction(state, action, seat) {
    checkSeat(seat);
    return resolve(state, action);
  },

  refusal(view, action) {
    return refusal(view, action);
  },

  playerView(state, seat) {
    checkSeat(seat);
    // Spelled out rather than spread with a rest pattern: views are built once per choice.
    return {
      chickens: state.chickens,
      spread: state.spread,
      discard: state.discard,
      court: state.court,
      crypt: state.crypt,
      previous: state.previous,
      phase: state.phase,
      pending: state.pending,
      turn: state.turn,
      log: state.log,
      deckCount: state.deck.length,
      asideCount: state.aside.length,
    };
  },

  resample(view, seat, rng) {
    checkSeat(seat);
    const seen = new Set(seenCards(view));
    const unseen = rng.shuffle(fullDeck().filter((c) => !seen.has(c)));
    const { deckCount, asideCount } = view;
    if (unseen.length !== deckCount + asideCount) throw new RangeError('view does not account for 52 cards');
    // In the order of the state's fields, so that searched states have the shape of played ones.
    return {
      chickens: view.chickens,
      deck: unseen.slice(0, deckCount),
      aside: unseen.slice(deckCount),
      spread: view.spread,
      discard: view.discard,
      court: view.court,
      crypt: view.crypt,
      previous: view.previous,
      phase: view.phase,
      pending: view.pending,
      turn: view.turn,
      log: view.log,
      rng: Rng.fromSeed(rng.deriveSeed()).state(),
    };
  },

  actionToString,

  outcome(state): Outcome | null {
    const phase = state.phase;
    if (phase.kind !== 'over') return null;
    return {
      winners: phase.outcome === 'won' ? [0] : [],
      scores: [state.chickens],
      rounds: 1,
      summary: phase.outcome === 'won' ? `Won with ${state.chickens} chickens. ${phase.reason}` : `Lost. ${phase.reason}`,
    };
  },
};
