import type { GameReview, ScoreSheet } from '../types.js';
import { plural } from '../words.js';
import { cardLabel } from './cards.js';
import type { ClutchEvent, ClutchState, ClutchView } from './state.js';
import { eventText } from './text.js';

/** What the score sheet holds: its note and the help's line for `t` both say it. */
const SHEET = 'the flock after each turn';

function sheet(view: ClutchView): ScoreSheet {
  // The flock after each choice from a spread: every spread dealt after the first closes a turn.
  const byTurn: number[] = [];
  let chickens = 100;
  let deals = 0;
  for (const e of view.log) {
    if ('chickens' in e && typeof e.chickens === 'number') chickens = e.chickens;
    if (e.type === 'halve') chickens = e.to;
    if (e.type === 'deal' && deals++ > 0) byTurn.push(chickens);
  }
  if (view.phase.kind === 'over') byTurn.push(view.chickens);
  const rows: string[][] = [];
  for (let i = 0; i < byTurn.length; i += 6) rows.push(byTurn.slice(i, i + 6).map((n, k) => `${String(i + k + 1).padStart(2)}: ${n}`));
  const notes = [`${SHEET[0]?.toUpperCase()}${SHEET.slice(1)} (it starts at 100); now ${view.chickens}. The aim: 1000 when SPADES comes.`];
  if (byTurn.length === 0) notes.unshift('No turn has been played yet.');
  return { head: [], rows, notes };
}

/** How a game of this folder reads back: the log's sentences, the flock after each choice, every pile face up. */
export const clutchReview: GameReview<ClutchState, ClutchView, ClutchEvent> = {
  events: (before, after) => after.log.slice(before.log.length),
  opening: (first) => first.log,
  sentence: (e) => eventText(e),
  summary: (e) => e.type === 'end',
  round: () => 1,
  openTable(s) {
    const list = (cards: readonly string[]) => (cards.length === 0 ? '—' : cards.map(cardLabel).join(' '));
    return [
      `Chickens: ${s.chickens}   turn ${s.turn}`,
      `Spread: ${list(s.spread)}   previous: ${s.previous ? cardLabel(s.previous) : '—'}`,
      `Court: ${list(s.court)}   crypt: ${list(s.crypt)}`,
      `Deck (top last): ${list(s.deck)}`,
      `Aside: ${plural(s.aside.length, 'card')}   discard: ${s.discard.length}`,
    ];
  },
  lineAfter(line, after) {
    // The flock after the whole choice, when the sentence does not already end on it.
    const flock = after.chickens;
    return line.endsWith(` ${flock}.`) ? line : `${line} → ${plural(flock, 'chicken')}`;
  },
  scoreSheet: (view) => sheet(view),
  sheetHolds: `${SHEET} so far`,
};
