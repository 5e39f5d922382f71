import type { GameId } from '../engine/index.js';
import type { GameRecord } from './types.js';

/** True for games where the lowest score wins; Clutch counts chickens, so more is better. */
export const LOWER_IS_BETTER: Readonly<Record<GameId, boolean>> = {
  'just-hatched': true,
  henhouse: true,
  clutch: false,
};

/** The figures `big-chicken scores` shows for one game, always from seat 0's point of view. */
export interface GameSummary {
  readonly game: GameId;
  readonly played: number;
  /** Games seat 0 won; a win shared by k players counts 1/k. */
  readonly wins: number;
  /**
   * Seat 0's best final score (lowest, or for Clutch the most chickens in a won game), leaving
   * out games with moves taken back; null if none.
   */
  readonly best: number | null;
  /** Seat 0's mean final score over every game; null when none was played. */
  readonly mean: number | null;
  readonly lowerIsBetter: boolean;
  /** The most recent games, newest first, at most `recent` of them. */
  readonly recent: readonly GameRecord[];
}

function newestFirst(records: readonly GameRecord[]): GameRecord[] {
  // Records are appended as games end; sorting by date also orders games of several processes.
  return records
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.date.localeCompare(a.r.date) || b.i - a.i)
    .map((x) => x.r);
}

/** What seat 0 got from one game: 1, 1/k for a win shared by k, or 0. */
export function winShare(record: GameRecord): number {
  return record.winners.includes(0) ? 1 / record.winners.length : 0;
}

/**
 * One summary per game that has records (in `order`), for seat 0 — the person at the keyboard,
 * or the bot that took their seat in a watched game.
 */
export function summarize(records: readonly GameRecord[], order: readonly GameId[], recent = 5): GameSummary[] {
  const out: GameSummary[] = [];
  for (const game of order) {
    const mine = records.filter((r) => r.game === game);
    if (mine.length === 0) continue;
    const lowerIsBetter = LOWER_IS_BETTER[game];
    const own = mine.map((r) => r.scores[0]).filter((n): n is number => typeof n === 'number');
    // A game with moves taken back is played and counted, but sets no best score.
    const fair = mine.filter((r) => !r.takeBacks);
    const candidates = (game === 'clutch' ? fair.filter((r) => r.outcome === 'won') : fair).map((r) => r.scores[0] ?? 0);
    const best = candidates.length === 0 ? null : lowerIsBetter ? Math.min(...candidates) : Math.max(...candidates);
    const mean = own.length === 0 ? null : own.reduce((a, b) => a + b, 0) / own.length;
    const wins = mine.reduce((sum, r) => sum + winShare(r), 0);
    out.push({ game, played: mine.length, wins, best, mean, lowerIsBetter, recent: newestFirst(mine).slice(0, recent) });
  }
  return out;
}
