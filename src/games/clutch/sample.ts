import type { Rng } from '../../engine/index.js';
import { rankOf, suitOf, type Card } from './cards.js';
import { costOf } from './effects.js';
import type { ClutchAction, ClutchView } from './state.js';

/** How often an offered escape is declined (losing at once) rather than a Jack sacrificed. */
const DECLINE_CHANCE = 0.1;

/** Spread cards of the suit of `court`. */
function matchesIn(spread: readonly Card[], court: Card): number {
  const suit = suitOf(court);
  let n = 0;
  for (const c of spread) if (suitOf(c) === suit) n++;
  return n;
}

/**
 * The `index`-th choice from the spread (takes first, then each court card's sacrifices), among
 * the affordable ones when `affordableOnly`: a take is affordable when it leaves at least one
 * chicken; a sacrifice always is.
 */
function nthChoice(view: ClutchView, index: number, affordableOnly: boolean): ClutchAction | null {
  let k = index;
  for (const card of view.spread) {
    if (affordableOnly && view.chickens <= costOf(card, view.spread)) continue;
    if (k === 0) return { type: 'take', card };
    k--;
  }
  for (const court of view.court) {
    const suit = suitOf(court);
    let matched = false;
    for (const take of view.spread) {
      if (suitOf(take) !== suit) continue;
      matched = true;
      if (k === 0) return { type: 'sacrifice', court, take };
      k--;
    }
    if (!matched) {
      if (k === 0) return { type: 'sacrifice', court, take: null };
      k--;
    }
  }
  return null;
}

/** How many choices {@link nthChoice} walks through. */
function countChoices(view: ClutchView, affordableOnly: boolean): number {
  let n = 0;
  for (const card of view.spread) if (!affordableOnly || view.chickens > costOf(card, view.spread)) n++;
  for (const court of view.court) n += Math.max(1, matchesIn(view.spread, court));
  return n;
}

/**
 * A random legal action for the player whose view this is, drawn from the view alone without
 * listing every legal action. From a spread: uniform over the takes that leave at least one
 * chicken and every court sacrifice (with each spread card of its suit, or the discard of the
 * spread when none matches); only when none of those exists, uniform over every take. When the
 * Jacks save: a uniform set of exactly as many Queens/Kings as there are Jacks. When a Jack may
 * escape a loss: a random Jack, or (one time in ten) declining. Every action kind the rules allow
 * can come out. Throws RangeError once the game is over, when there is nothing to choose.
 */
export function sampleAction(view: ClutchView, rng: Rng): ClutchAction {
  const phase = view.phase;
  switch (phase.kind) {
    case 'choose': {
      let affordableOnly = true;
      let n = countChoices(view, true);
      if (n === 0) {
        affordableOnly = false;
        n = countChoices(view, false);
      }
      const choice = nthChoice(view, rng.int(n), affordableOnly);
      if (choice === null) throw new RangeError('internal: sampled past the last choice');
      return choice;
    }
    case 'save': {
      // Selection sampling keeps the candidates' order, as the listed actions do.
      const cards: Card[] = [];
      let need = phase.jacks;
      const total = phase.candidates.length;
      for (let i = 0; i < total && need > 0; i++) {
        if (rng.int(total - i) < need) {
          cards.push(phase.candidates[i] as Card);
          need--;
        }
      }
      return { type: 'save', cards };
    }
    case 'escape': {
      let jacks = 0;
      for (const c of view.court) if (rankOf(c) === 11) jacks++;
      if (jacks === 0 || rng.chance(DECLINE_CHANCE)) return { type: 'decline' };
      let k = rng.int(jacks);
      for (const c of view.court) {
        if (rankOf(c) !== 11) continue;
        if (k === 0) return { type: 'escape', jack: c };
        k--;
      }
      throw new RangeError('internal: sampled past the last Jack');
    }
    case 'over':
      throw new RangeError('the game is over: there is no action to sample');
  }
}
