import type { BalanceReader } from '../types.js';
import { parsePlayed } from './cards.js';
import { classify, layOfCards } from './lays.js';
import type { HenhouseAction, HenhouseView } from './state.js';

/** Henhouse's balance figures for `sim`: a play's kind is its combination, or the vermin played. */
export const henhouseBalance: BalanceReader<HenhouseAction, HenhouseView> = {
  first: () => 'led first',
  rounds: (view) => view.round,
  layKind: (action) => {
    if (action.type !== 'play') return null;
    if (action.vermin) return action.vermin;
    // A listed play's cards are its lay's, whose type is known; others are read from their text.
    const lay = layOfCards(action.cards);
    if (lay !== undefined) return lay.type;
    const read = classify(action.cards.map(parsePlayed));
    return read.ok ? read.combo.type : null;
  },
};
