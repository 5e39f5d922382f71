import type { BalanceReader } from '../types.js';
import type { JhAction, JhView } from './state.js';

/** A lay's kind by its number of cards. */
const KINDS = ['', 'single', 'pair', 'trips', 'little-coop', 'big-coop'];

/** Just Hatched's balance figures for `sim`: Big Red's holder leads round 1 (with 2 players, the top card's). */
export const jhBalance: BalanceReader<JhAction, JhView> = {
  first: (players) => (players === 2 ? 'was dealt the highest card' : 'was dealt Big Red'),
  rounds: (view) => view.round,
  layKind: (action) => (action.type === 'lay' ? (KINDS[action.cards.length] ?? null) : null),
};
