import type { GameReview, ScoreSheet } from '../types.js';
import { handCodes } from './cards.js';
import { describeEvent, ordinal } from './text.js';
import { roundLog } from './rules.js';
import type { HenhouseEvent, HenhouseState, HenhouseView } from './state.js';

function sheet(view: HenhouseView, names: readonly string[]): ScoreSheet {
  const totals = names.map(() => 0);
  const rows = view.results.map((r) => {
    const cells = names.map((_, seat) => {
      totals[seat] = (totals[seat] ?? 0) + (r.points[seat] ?? 0);
      return `${ordinal(r.places.indexOf(seat) + 1)} ${r.points[seat] ?? 0} (${totals[seat]})`;
    });
    return [`Round ${r.round}`, ...cells];
  });
  const notes = ["Each cell: place, the round's points (running total). Lowest total wins."];
  if (view.results.length === 0) notes.unshift('No round has been scored yet.');
  // A row a seat: its place and points each round, and its total.
  const bySeat = {
    head: ['', ...view.results.map((r) => `R${r.round}`), 'total'],
    rows: names.map((name, seat) => [
      name,
      ...view.results.map((r) => `${ordinal(r.places.indexOf(seat) + 1)} ${r.points[seat] ?? 0}`),
      String(totals[seat] ?? 0),
    ]),
    notes: [
      ...(view.results.length === 0 ? ['No round has been scored yet.'] : []),
      "Each cell: place and the round's points. Lowest total wins.",
    ],
  };
  return { head: ['', ...names], rows, notes, bySeat };
}

/** How a game of this folder reads back: the round's log (a new round's opens with the move that ended the last), the hands face up. */
export const henhouseReview: GameReview<HenhouseState, HenhouseView, HenhouseEvent> = {
  events(b, a) {
    const now = roundLog(a);
    return a.round === b.round ? now.slice(roundLog(b).length) : now;
  },
  opening: (first) => roundLog(first),
  sentence: (e, names) => describeEvent(e, names),
  summary: (e) => e.type === 'round' || e.type === 'end',
  round: (s) => s.round,
  openTable(s, names) {
    const lines = s.packedHands.map((hand, seat) => {
      const wilds = [s.wilds[seat]?.C ? '*C' : '', s.wilds[seat]?.E ? '*E' : ''].filter((w) => w !== '');
      const cards = [...handCodes(hand), ...wilds];
      const out = s.out.includes(seat) ? ' (out)' : '';
      return `${names[seat] ?? `Seat ${seat}`}${out}: ${cards.length === 0 ? '(no cards)' : cards.join(' ')}`;
    });
    const top = s.trick.current;
    lines.push(top ? `Pile: ${top.cards.join(' ')} by ${names[s.trick.by ?? 0] ?? s.trick.by}` : 'Pile: empty, a new trick');
    lines.push(`Round ${s.round}`);
    return lines;
  },
  scoreSheet: sheet,
};
