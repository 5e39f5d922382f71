import { gameModule } from '../../src/games/index.js';
import { describe, expect, test } from 'vitest';
import { isWatched, summarize, winShare } from '../../src/store/summary.js';
import { sampleRecord } from './helpers.js';

describe('summaries for `scores`', () => {
  test("a win shared by k counts 1/k; mean and best are seat 0's", () => {
    const records = [
      sampleRecord({ scores: [8, 9, 30], winners: [0], date: '2026-01-01T00:00:00.000Z' }),
      sampleRecord({ scores: [9, 9, 9], winners: [0, 1, 2], date: '2026-01-02T00:00:00.000Z' }),
      sampleRecord({ scores: [40, 2, 7], winners: [1], date: '2026-01-03T00:00:00.000Z' }),
    ];
    expect(records.map(winShare)).toEqual([1, 1 / 3, 0]);
    const [jh] = summarize(records, ['just-hatched', 'henhouse'].map(gameModule));
    // wins 1 + 1/3 + 0; best min(8, 9, 40) = 8; mean (8 + 9 + 40) / 3 = 19.
    expect(jh).toMatchObject({ game: 'just-hatched', played: 3, best: 8, mean: 19, lowerIsBetter: true });
    expect(jh?.wins).toBeCloseTo(4 / 3, 10);
  });

  test('a teaching game with moves taken back is played and counted, but sets no best score', () => {
    const records = [sampleRecord({ scores: [3, 9, 30], winners: [0], takeBacks: 2 }), sampleRecord({ scores: [12, 9, 9], winners: [1] })];
    // best is 12, not the 3 of the game with take-backs; mean (3 + 12) / 2 = 7.5.
    expect(summarize(records, ['just-hatched'].map(gameModule))[0]).toMatchObject({ played: 2, wins: 1, best: 12, mean: 7.5 });
    expect(summarize(records.slice(0, 1), ['just-hatched'].map(gameModule))[0]?.best).toBeNull();
  });

  test('a game played on from a replay is played and counted, but sets no best score', () => {
    const records = [sampleRecord({ scores: [2, 9, 30], winners: [0], playedOn: 40 }), sampleRecord({ scores: [12, 9, 9], winners: [1] })];
    // best is 12, not the 2 of the game that began from a replay's 40 actions; mean (2 + 12) / 2 = 7.
    expect(summarize(records, ['just-hatched'].map(gameModule))[0]).toMatchObject({ played: 2, wins: 1, best: 12, mean: 7 });
  });

  test('a watched game (a bot in seat 0) is listed but left out of the totals, marked or not', () => {
    const bot = [
      { name: 'Ada', bot: 'hard' as const },
      { name: 'Pip', bot: 'easy' as const },
    ];
    const records = [
      sampleRecord({ scores: [20, 9], winners: [1], date: '2026-01-01T00:00:00.000Z' }),
      sampleRecord({ seats: bot, scores: [1, 30], winners: [0], watched: true, date: '2026-01-02T00:00:00.000Z' }),
      // Written before records were marked: seat 0's bot tells it.
      sampleRecord({ seats: bot, scores: [2, 30], winners: [0], date: '2026-01-03T00:00:00.000Z' }),
    ];
    expect(records.map(isWatched)).toEqual([false, true, true]);
    const [jh] = summarize(records, ['just-hatched'].map(gameModule));
    expect(jh).toMatchObject({ played: 1, watched: 2, wins: 0, best: 20, mean: 20 });
    expect(jh?.recent.map((r) => r.scores[0])).toEqual([2, 1, 20]);
  });

  test('Clutch: best is the most chickens of a won game; a lost game never counts as best', () => {
    const seats = [{ name: 'Ada', bot: null }];
    const records = [
      sampleRecord({ game: 'clutch', seats, options: { players: 1 }, scores: [1500], winners: [], outcome: 'lost' }),
      sampleRecord({ game: 'clutch', seats, options: { players: 1 }, scores: [1100], winners: [0], outcome: 'won' }),
    ];
    expect(summarize(records, ['clutch'].map(gameModule))[0]).toMatchObject({ played: 2, wins: 1, best: 1100, lowerIsBetter: false });
    expect(summarize(records.slice(0, 1), ['clutch'].map(gameModule))[0]?.best).toBeNull();
  });

  test('last games are newest first by date, at most the number asked, only for games with records', () => {
    const records = [3, 1, 4, 2, 5].map((d) => sampleRecord({ seed: d, date: `2026-01-0${d}T00:00:00.000Z` }));
    const out = summarize(records, ['clutch', 'just-hatched', 'henhouse'].map(gameModule), 3);
    expect(out.map((s) => s.game)).toEqual(['just-hatched']);
    expect(out[0]?.recent.map((r) => r.seed)).toEqual([5, 4, 3]);
  });

  test('a history of 125,000 games of one game is summed up (no argument-spread limits), newest first', () => {
    const base = Date.UTC(2026, 0, 1);
    const records = Array.from({ length: 125_000 }, (_, i) =>
      sampleRecord({
        seed: i,
        scores: [10 + (i % 50), 20, 30],
        winners: [i % 3 === 0 ? 0 : 1],
        date: new Date(base + i * 1000).toISOString(),
      }),
    );
    // Two games end in the same second: the one later in the file counts as newer.
    records.push(sampleRecord({ seed: -1, date: new Date(base + 124_999 * 1000).toISOString() }));
    const [jh] = summarize(records, ['just-hatched'].map(gameModule));
    expect(jh?.played).toBe(125_001);
    expect(jh?.best).toBe(10);
    expect(jh?.recent.map((r) => r.seed)).toEqual([-1, 124_999, 124_998, 124_997, 124_996]);
  });
});
