import type { GameId } from '../engine/index.js';
import type { ClutchView } from '../games/clutch/index.js';
import { ordinal, type HenhouseView } from '../games/henhouse/index.js';
import type { JhView } from '../games/just-hatched/index.js';

/** A score sheet: a heading row, one row per round (or turn), and notes below, all plain text. */
export interface ScoreSheet {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly notes: readonly string[];
}

function jhSheet(view: JhView, names: readonly string[]): ScoreSheet {
  const totals = names.map(() => 0);
  const eggs = new Map<number, { good: number; bad: number }>();
  for (const e of view.log) if (e.type === 'eggs') eggs.set(e.round, { good: e.good, bad: e.bad });
  const rows = view.scores.map((round, r) => {
    const cells = round.map((s, seat) => {
      totals[seat] = (totals[seat] ?? 0) + s.points;
      return `${s.points} (${totals[seat]})`;
    });
    const egg = eggs.get(r + 1);
    const who = egg ? `good ${names[egg.good] ?? egg.good}, bad ${names[egg.bad] ?? egg.bad}` : '';
    return [`Round ${r + 1}`, ...cells, who];
  });
  const notes = ['Each cell: the round\'s points (running total). Lowest total wins.'];
  if (view.scores.length === 0) notes.unshift('No round has been scored yet.');
  return { head: ['', ...names, 'Good / Bad Egg'], rows, notes };
}

function hhSheet(view: HenhouseView, names: readonly string[]): ScoreSheet {
  const totals = names.map(() => 0);
  const rows = view.results.map((r) => {
    const cells = names.map((_, seat) => {
      totals[seat] = (totals[seat] ?? 0) + (r.points[seat] ?? 0);
      const place = r.places.indexOf(seat) + 1;
      return `${ordinal(place)} ${r.points[seat] ?? 0} (${totals[seat]})`;
    });
    return [`Round ${r.round}`, ...cells];
  });
  const notes = ['Each cell: place, the round\'s points (running total). Lowest total wins.'];
  if (view.results.length === 0) notes.unshift('No round has been scored yet.');
  return { head: ['', ...names], rows, notes };
}

function clutchSheet(view: ClutchView): ScoreSheet {
  // The population after each choice from a spread: every spread dealt after the first closes a turn.
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
  for (let i = 0; i < byTurn.length; i += 6) {
    rows.push(byTurn.slice(i, i + 6).map((n, k) => `${String(i + k + 1).padStart(2)}: ${n}`));
  }
  const notes = [`The flock after each turn (it starts at 100); now ${view.chickens}. The aim: 1000 when SPADES comes.`];
  if (byTurn.length === 0) notes.unshift('No turn has been played yet.');
  return { head: [], rows, notes };
}

/** The score sheet of the game in `view`, as the seat sees it (every score is public). */
export function scoreSheet(game: GameId, view: unknown, names: readonly string[]): ScoreSheet {
  switch (game) {
    case 'just-hatched':
      return jhSheet(view as JhView, names);
    case 'henhouse':
      return hhSheet(view as HenhouseView, names);
    case 'clutch':
      return clutchSheet(view as ClutchView);
    default:
      return { head: [], rows: [], notes: ['This game keeps no score sheet yet.'] };
  }
}
