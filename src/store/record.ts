import type { Outcome } from '../engine/index.js';
import { entryById } from '../games/catalog.js';
import type { GameRecord, SavedGame } from './types.js';

/**
 * The record of a finished game: the saved game's table, seed and steps, the outcome's scores,
 * ended `now`. `seat`: the table seat of the person, when the saved game's seats and the
 * outcome list them first but the steps name the table's seats (see {@link GameRecord.seat}).
 */
export function gameRecord(saved: SavedGame, outcome: Outcome, now: Date, seat = 0): GameRecord {
  const record: GameRecord = {
    game: saved.game,
    date: now.toISOString(),
    seats: saved.seats.map((s) => ({ name: s.name, bot: s.bot })),
    seed: saved.seed,
    options: saved.options,
    rounds: outcome.rounds,
    scores: [...outcome.scores],
    winners: [...outcome.winners],
    steps: saved.steps,
    ...(saved.takeBacks ? { takeBacks: saved.takeBacks } : {}),
    ...(saved.seats[0]?.bot != null ? { watched: true as const } : {}),
    ...(saved.playedOn !== undefined ? { playedOn: saved.playedOn } : {}),
    ...(seat !== 0 ? { seat } : {}),
  };
  return entryById(saved.game)?.solo === true ? { ...record, outcome: outcome.winners.length > 0 ? 'won' : 'lost' } : record;
}
