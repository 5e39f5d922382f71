import type { GameId } from '../engine/index.js';
import type { AnyModule } from '../games/index.js';
import type { GameRecord } from './types.js';

/**
 * True for a game a bot played in the person's seat (`--watch`): it stays in the history,
 * marked, but is not the person's game. Records written before the mark are told by seat 0's bot.
 */
export function isWatched(record: GameRecord): boolean {
  return record.watched === true || (record.seats[0]?.bot ?? null) !== null;
}

/**
 * The figures `big-chicken scores` shows for one game: the person's, from seat 0 of the games
 * they played themselves; watched games are only counted in `watched` and listed in `recent`.
 */
export interface GameSummary {
  readonly game: GameId;
  /** Games the person played (watched games left out). */
  readonly played: number;
  /** Games a bot played in the person's seat. */
  readonly watched: number;
  /** Games closed unfinished (a served table nobody came back to): listed, not counted. */
  readonly abandoned: number;
  /** Games seat 0 won; a win shared by k players counts 1/k. */
  readonly wins: number;
  /**
   * Seat 0's best final score (by the game's order; for a solo game, of a won game), leaving out
   * games with moves taken back; null if none.
   */
  readonly best: number | null;
  /** Seat 0's mean final score over every game; null when none was played. */
  readonly mean: number | null;
  readonly lowerIsBetter: boolean;
  /** The most recent games, watched ones included, newest first, at most `recent` of them. */
  readonly recent: readonly GameRecord[];
}

/**
 * The `count` newest records, newest first: by date (ISO strings compare as dates), the later
 * in the file first on a tie. Records are appended as games end; the date also orders the games
 * of several processes. One pass that keeps `count`, so a long history costs no sort.
 */
function newestFirst(records: readonly GameRecord[], count: number): GameRecord[] {
  const top: GameRecord[] = [];
  for (const r of records) {
    // Later records win ties: insert before the first that is not newer.
    let at = top.length;
    while (at > 0 && !((top[at - 1] as GameRecord).date > r.date)) at--;
    if (at >= count) continue;
    top.splice(at, 0, r);
    if (top.length > count) top.pop();
  }
  return top;
}

/** The least (or, with `most`, the greatest) of `values`, in one pass; null for none. */
function extreme(values: readonly number[], most: boolean): number | null {
  let best: number | null = null;
  for (const v of values) if (best === null || (most ? v > best : v < best)) best = v;
  return best;
}

/** What seat 0 got from one game: 1, 1/k for a win shared by k, or 0. */
export function winShare(record: GameRecord): number {
  return record.winners.includes(0) ? 1 / record.winners.length : 0;
}

/**
 * One summary per game that has records (of the games of `order`, in its order), for seat 0 —
 * the person at the keyboard. Watched games count in `watched` only; the totals are the person's own.
 */
export function summarize(records: readonly GameRecord[], order: readonly AnyModule[], recent = 5): GameSummary[] {
  return summarizeGames(records, order, recent).map((g) => g.summary);
}

/** {@link summarize}, each summary with the module of its game. */
export function summarizeGames(
  records: readonly GameRecord[],
  order: readonly AnyModule[],
  recent = 5,
): { readonly module: AnyModule; readonly summary: GameSummary }[] {
  const out: { readonly module: AnyModule; readonly summary: GameSummary }[] = [];
  for (const module of order) {
    const game = module.info.id;
    const all = records.filter((r) => r.game === game);
    if (all.length === 0) continue;
    const left = all.filter((r) => r.abandoned === true && !isWatched(r)).length;
    const mine = all.filter((r) => !isWatched(r) && r.abandoned !== true);
    const lowerIsBetter = module.score.lowerIsBetter;
    const own = mine.map((r) => r.scores[0]).filter((n): n is number => typeof n === 'number');
    // A game with moves taken back, or played on from a replay, is played and counted, but sets no best score.
    const fair = mine.filter((r) => !r.takeBacks && r.playedOn === undefined);
    const candidates = (module.solo ? fair.filter((r) => r.outcome === 'won') : fair).map((r) => r.scores[0] ?? 0);
    const best = extreme(candidates, !lowerIsBetter);
    const mean = own.length === 0 ? null : own.reduce((a, b) => a + b, 0) / own.length;
    const wins = mine.reduce((sum, r) => sum + winShare(r), 0);
    const watched = all.length - mine.length - left;
    const summary = {
      game,
      played: mine.length,
      watched,
      abandoned: left,
      wins,
      best,
      mean,
      lowerIsBetter,
      recent: newestFirst(all, recent),
    };
    out.push({ module, summary });
  }
  return out;
}
