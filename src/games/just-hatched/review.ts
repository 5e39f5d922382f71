import { logEvents } from '../../engine/index.js';
import type { GameReview, ScoreSheet } from '../types.js';
import { describeEvent } from './text.js';
import { centreOf, handsOf } from './rules.js';
import type { JhEvent, JhState, JhView } from './state.js';

function sheet(view: JhView, names: readonly string[]): ScoreSheet {
  const totals = names.map(() => 0);
  const eggs = new Map<number, { good: number; bad: number }>();
  for (const e of logEvents(view.log)) if (e.type === 'eggs') eggs.set(e.round, { good: e.good, bad: e.bad });
  const rows = view.scores.map((round, r) => {
    const cells = round.map((s, seat) => {
      totals[seat] = (totals[seat] ?? 0) + s.points;
      return `${s.points} (${totals[seat]})`;
    });
    const egg = eggs.get(r + 1);
    const who = egg ? `good ${names[egg.good] ?? egg.good}, bad ${names[egg.bad] ?? egg.bad}` : '';
    return [`Round ${r + 1}`, ...cells, who];
  });
  const notes = ["Each cell: the round's points (running total). Lowest total wins."];
  if (view.scores.length === 0) notes.unshift('No round has been scored yet.');
  // A row a seat: its points each round and its total; the Good and Bad Eggs in a note.
  const played = view.scores.map((_, r) => `R${r + 1}`);
  const bySeatRows = names.map((name, seat) => [
    name,
    ...view.scores.map((round) => String(round[seat]?.points ?? 0)),
    String(totals[seat] ?? 0),
  ]);
  const eggNotes = [...eggs].map(([round, e]) => `R${round} ${names[e.good] ?? e.good} / ${names[e.bad] ?? e.bad}`);
  const bySeat = {
    head: ['', ...played, 'total'],
    rows: bySeatRows,
    notes: [
      ...(view.scores.length === 0 ? ['No round has been scored yet.'] : []),
      ...(eggNotes.length > 0 ? [`Good / Bad Egg: ${eggNotes.join('; ')}.`] : []),
      'Lowest total wins.',
    ],
  };
  return { head: ['', ...names, 'Good / Bad Egg'], rows, notes, bySeat };
}

/** How a game of this folder reads back: its log's sentences, its rounds, its hands face up. */
export const jhReview: GameReview<JhState, JhView, JhEvent> = {
  events: (before, after) => logEvents(after.log).slice(before.log.length),
  opening: (first) => logEvents(first.log),
  sentence: (e, names, state) => describeEvent(e, names, state?.options.twoPlayer),
  summary: (e) => e.type === 'round-end' || e.type === 'eggs' || e.type === 'game-end' || e.type === 'golden-draw',
  round: (s) => s.round,
  openTable(s, names) {
    const lines = handsOf(s).map((hand, seat) => `${names[seat] ?? `Seat ${seat}`}: ${hand.length === 0 ? '(no cards)' : hand.join(' ')}`);
    const top = centreOf(s);
    lines.push(top ? `Centre: ${top.name} (${top.cards.join(' ')}) by ${names[top.seat] ?? top.seat}` : 'Centre: empty, a new Run');
    lines.push(`Round ${s.round}, ${s.direction === 1 ? 'Cluckwise' : 'Counter-Cluckwise'}`);
    return lines;
  },
  scoreSheet: sheet,
};
