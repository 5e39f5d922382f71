import type { Bot } from '../../engine/index.js';
import { parsePlayed } from './cards.js';
import { classify } from './lays.js';
import type { HenhouseAction, HenhouseView } from './state.js';

/**
 * How much a play costs the player who makes it, lower being better: shedding cards is good,
 * spending wilds, high ranks and vermin (a point each) is bad, and going out beats everything.
 * `held` counts the cards and wilds the player still has. A pass costs 0.
 */
export function playCost(action: HenhouseAction, held: number): number {
  if (action.type === 'pass') return 0;
  const cards = action.cards.map(parsePlayed);
  if (cards.length >= held) return -100;
  const read = classify(cards);
  const rank = read.ok ? read.combo.rank : 9;
  const wilds = cards.filter((c) => c.wild).length;
  return 4 * wilds + (action.vermin ? 5 : 0) + rank * 0.6 - 2.5 * cards.length;
}

/**
 * A quick, greedy choice among `legal`: the cheapest play by {@link playCost}, or a pass when
 * every play costs more than keeping the cards (only when passing is allowed).
 */
export function greedyChoice(legal: readonly HenhouseAction[], held: number): HenhouseAction {
  let best: HenhouseAction | null = null;
  let bestCost = Infinity;
  for (const action of legal) {
    if (action.type === 'pass') continue;
    const cost = playCost(action, held);
    if (cost < bestCost) {
      best = action;
      bestCost = cost;
    }
  }
  const canPass = legal.some((a) => a.type === 'pass');
  if (best === null || (canPass && bestCost > 3)) return legal.find((a) => a.type === 'pass') ?? (legal[0] as HenhouseAction);
  return best;
}

/** A bot that plays {@link greedyChoice} from its view: no search, no randomness. */
export function greedyBot(): Bot<HenhouseView, HenhouseAction> {
  return {
    level: 'normal',
    choose: (view, legal) => {
      const w = view.wilds[view.seat];
      return greedyChoice(legal, view.hand.length + (w?.C ? 1 : 0) + (w?.E ? 1 : 0));
    },
  };
}
