import { describe, expect, test } from 'vitest';
import { commandLines, replayCommand, resultOf, scoresText } from '../../src/commands/scores/scores.js';
import { gameModule } from '../../src/games/index.js';
import type { GameRecord } from '../../src/store/index.js';

/** The result and the replay command of a record, with the module of its game. */
const result = (record: GameRecord) => resultOf(gameModule(record.game), record);
const command = (record: GameRecord) => replayCommand(gameModule(record.game), record);

const base: GameRecord = {
  game: 'henhouse',
  date: '2026-11-29T10:00:00.000Z',
  seats: [
    { name: 'Ada', bot: null },
    { name: 'Pip', bot: 'easy' },
    { name: 'Wren', bot: 'easy' },
  ],
  seed: 77,
  options: { players: 3 },
  rounds: 4,
  scores: [6, 2, 6],
  winners: [1],
};

describe('scores text pieces', () => {
  test('a game played on from a replay is marked so in the list, and the note says it sets no best', () => {
    const text = scoresText([base, { ...base, date: '2026-11-29T11:00:00.000Z', playedOn: 31 }], undefined);
    expect(text).toContain('Ada, played on from action 31');
    expect(text.match(/played on from action/g)).toHaveLength(1);
    expect(text).toContain('A game played on from a replay counts for no best score.');
  });

  test('replay commands carry the options that change the deal', () => {
    expect(command(base)).toBe('big-chicken play henhouse --players 3 --seed 77');
    expect(command({ ...base, options: { players: 3, bigHands: true } })).toBe(
      'big-chicken play henhouse --players 3 --seed 77 --big-hands',
    );
    expect(command({ ...base, game: 'just-hatched', options: { players: 2, twoPlayer: 'both-hands' } })).toBe(
      'big-chicken play just-hatched --players 2 --seed 77 --two-player both-hands',
    );
    expect(command({ ...base, game: 'clutch', options: { players: 1 } })).toBe('big-chicken play clutch --seed 77');
  });

  test('a long command breaks between options with a backslash, never inside one', () => {
    const lines = commandLines('big-chicken play just-hatched --players 2 --seed 4294967295 --two-player one-and-dump', 60, '  ');
    // 60 columns: "--seed 4294967295" would end at column 61 plus " \\", so it starts line 2.
    expect(lines).toEqual(['  big-chicken play just-hatched --players 2 \\', '    --seed 4294967295 --two-player one-and-dump']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(60);
    expect(lines.slice(0, -1).every((l) => l.endsWith(' \\'))).toBe(true);
    expect(lines.join(' ').replace(/ \\/g, '').replace(/\s+/g, ' ').trim()).toBe(
      'big-chicken play just-hatched --players 2 --seed 4294967295 --two-player one-and-dump',
    );
  });

  test('results in words: places from the scores, a tie with the winner is second', () => {
    // Seat 0 has 6, seat 1 won with 2, seat 2 also 6: one score below 6, so 2nd of 3.
    expect(result(base)).toBe('2nd of 3');
    expect(result({ ...base, scores: [9, 2, 6] })).toBe('3rd of 3');
    expect(result({ ...base, scores: [2, 2, 6], winners: [1] })).toBe('2nd of 3');
    expect(result({ ...base, winners: [0, 2] })).toBe('won, shared by 2');
    expect(result({ ...base, game: 'clutch', outcome: 'lost', winners: [] })).toBe('lost');
  });
});
