import { describe, expect, test } from 'vitest';
import { exportRecord } from '../../src/review/record.js';
import { gameRecord } from '../../src/store/record.js';
import type { SavedGame } from '../../src/store/types.js';

const steps = [
  { seat: 0, action: { a: 1 } },
  { seat: 1, action: { a: 2 } },
  { seat: 2, action: { a: 3 } },
];

/** Seat 1's own view of a 3-seat table game: the person first, the steps as the table played them. */
const saved: SavedGame = {
  game: 'henhouse',
  options: { players: 3 },
  seed: 11,
  seats: [
    { name: 'Bob', bot: null },
    { name: 'Pip', bot: 'easy' },
    { name: 'Ada', bot: null },
  ],
  speed: 'normal',
  thinkMs: 300,
  steps,
  savedAt: '2026-12-01T00:00:00.000Z',
};

describe('a record of a game played at another table seat', () => {
  test('keeps the steps and the seat; its export puts seats and scores back in the table order', () => {
    const record = gameRecord(saved, { rounds: 1, scores: [5, 7, 9], winners: [0], summary: '' }, new Date('2026-12-01T01:00:00Z'), 1);
    expect(record.steps).toEqual(steps);
    expect(record.seat).toBe(1);
    const exported = exportRecord(record);
    expect(exported?.steps).toEqual(steps);
    expect(exported?.seats.map((s) => s.name)).toEqual(['Ada', 'Bob', 'Pip']);
    expect(exported?.scores).toEqual([9, 5, 7]);
  });

  test('the first seat needs no offset: the record has no seat field and exports as it is', () => {
    const record = gameRecord(saved, { rounds: 1, scores: [5, 7, 9], winners: [0], summary: '' }, new Date('2026-12-01T01:00:00Z'));
    expect('seat' in record).toBe(false);
    expect(exportRecord(record)?.scores).toEqual([5, 7, 9]);
  });

  test('a record kept with no steps (played over SSH before they were kept) has no export', () => {
    const record = gameRecord({ ...saved, steps: [] }, { rounds: 1, scores: [5, 7, 9], winners: [0], summary: '' }, new Date(), 1);
    expect(exportRecord(record)).toBeNull();
  });
});
