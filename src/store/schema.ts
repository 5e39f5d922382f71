import { THINK_MS_RANGE, THINK_PLAYOUTS_RANGE } from '../bots/think.js';
import { entryById } from '../games/catalog.js';
import type { GameRecord, SavedGame, SeatRecord } from './types.js';

/**
 * Version of the scores file layout, kept in the file's `__internal__.migrations.version`.
 * Raise it with a new entry in {@link migrations} whenever the layout changes.
 */
export const RECORDS_VERSION = '1.0.0';

export { THINK_MS_RANGE, THINK_PLAYOUTS_RANGE } from '../bots/think.js';

/** Version of the saved-game file layout. */
export const SAVED_GAME_VERSION = 1;

/** The scores file's data. */
export type RecordsFile = {
  records: GameRecord[];
};

const seat = {
  type: 'object',
  required: ['name', 'bot'],
  properties: {
    name: { type: 'string' },
    bot: { enum: ['easy', 'normal', 'hard', null] },
  },
} as const;

/**
 * A game's id. Any id in the registry's form is kept, so a game this program gains later (or a
 * newer program's game) is recorded, and never makes the whole file unreadable; `scores` shows
 * the registered games.
 */
const gameId = { type: 'string', pattern: '^[a-z][a-z0-9-]*$' } as const;

/** The JSON schema each record of the scores file is checked against when read (src/store/shape.ts). */
export const recordsSchema = {
  records: {
    type: 'array',
    default: [],
    items: {
      type: 'object',
      required: ['game', 'date', 'seats', 'seed', 'options', 'rounds', 'scores', 'winners'],
      properties: {
        game: gameId,
        date: { type: 'string' },
        seats: { type: 'array', items: seat },
        seed: { type: 'integer' },
        options: { type: 'object', required: ['players'], properties: { players: { type: 'integer', minimum: 1 } } },
        rounds: { type: 'integer', minimum: 0 },
        scores: { type: 'array', items: { type: 'number' } },
        winners: { type: 'array', items: { type: 'integer', minimum: 0 } },
        outcome: { enum: ['won', 'lost'] },
        steps: {
          type: 'array',
          items: { type: 'object', required: ['seat', 'action'], properties: { seat: { type: 'integer', minimum: 0 } } },
        },
        takeBacks: { type: 'integer', minimum: 0 },
        watched: { const: true },
        playedOn: { type: 'integer', minimum: 0 },
        abandoned: { const: true },
        seat: { type: 'integer', minimum: 0 },
      },
    },
  },
} as const;

/**
 * The layout before the file had a version (v0): `{"games": [...]}` where each game named its
 * people `players` (`{name, level}` with level "human" for the person) and kept its date as
 * milliseconds since 1970. Solo games had no outcome field: a win was `winners: [0]`.
 */
export interface V0Game {
  readonly game?: unknown;
  readonly date?: unknown;
  readonly players?: readonly { readonly name?: unknown; readonly level?: unknown }[];
  readonly seed?: unknown;
  readonly options?: unknown;
  readonly rounds?: unknown;
  readonly scores?: unknown;
  readonly winners?: unknown;
}

function v0Seat(player: { readonly name?: unknown; readonly level?: unknown }, index: number): SeatRecord {
  const level = player.level;
  const bot = level === 'easy' || level === 'normal' || level === 'hard' ? level : null;
  return { name: typeof player.name === 'string' ? player.name : `Seat ${index + 1}`, bot };
}

/** One v0 game in the current {@link GameRecord} shape (missing numbers become 0). */
export function migrateV0Game(old: V0Game): GameRecord {
  const seats = (old.players ?? []).map(v0Seat);
  const scores = Array.isArray(old.scores) ? old.scores.filter((n): n is number => typeof n === 'number') : [];
  const winners = Array.isArray(old.winners) ? old.winners.filter((n): n is number => Number.isInteger(n)) : [];
  const date =
    typeof old.date === 'number' ? new Date(old.date).toISOString() : typeof old.date === 'string' ? old.date : new Date(0).toISOString();
  const options = typeof old.options === 'object' && old.options !== null ? (old.options as Record<string, unknown>) : {};
  const game = old.game as GameRecord['game'];
  const solo = entryById(game)?.solo === true;
  const record: GameRecord = {
    game,
    date,
    seats,
    seed: Number.isInteger(old.seed) ? (old.seed as number) : 0,
    options: { ...options, players: Number.isInteger(options.players) ? (options.players as number) : Math.max(1, seats.length) },
    rounds: Number.isInteger(old.rounds) ? (old.rounds as number) : solo ? 1 : 0,
    scores,
    winners,
  };
  return solo ? { ...record, outcome: winners.length > 0 ? 'won' : 'lost' } : record;
}

/** Checks the shape of a saved game read from disk; returns a reason when it is wrong. */
export function savedGameProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const v = value as Partial<Record<keyof SavedGame, unknown>>;
  if (entryById(v.game) === undefined) return 'unknown game';
  if (typeof v.options !== 'object' || v.options === null) return 'no options';
  if (!Number.isInteger((v.options as { players?: unknown }).players)) return 'no player count';
  if (!Number.isInteger(v.seed)) return 'no seed';
  if (!Array.isArray(v.seats) || !v.seats.every((s) => typeof s === 'object' && s !== null && typeof s.name === 'string'))
    return 'bad seats';
  if (typeof v.speed !== 'string' || typeof v.thinkMs !== 'number') return 'no speed';
  if (!Number.isInteger(v.thinkMs) || v.thinkMs < THINK_MS_RANGE.min || v.thinkMs > THINK_MS_RANGE.max)
    return `its thinking time is not from ${THINK_MS_RANGE.min} to ${THINK_MS_RANGE.max} ms`;
  if (
    v.thinkPlayouts !== undefined &&
    (!Number.isInteger(v.thinkPlayouts) ||
      (v.thinkPlayouts as number) < THINK_PLAYOUTS_RANGE.min ||
      (v.thinkPlayouts as number) > THINK_PLAYOUTS_RANGE.max)
  )
    return `its thinking playouts are not from ${THINK_PLAYOUTS_RANGE.min} to ${THINK_PLAYOUTS_RANGE.max}`;
  if (v.takeBacks !== undefined && (!Number.isInteger(v.takeBacks) || (v.takeBacks as number) < 0))
    return 'its take-back count is not a whole number';
  if (v.teach !== undefined && typeof v.teach !== 'boolean') return 'its teaching mark is not true or false';
  if (v.taunt !== undefined && (!Number.isInteger(v.taunt) || (v.taunt as number) < 0 || (v.taunt as number) > 3600))
    return 'its taunt delay is not from 0 to 3600 seconds';
  if (v.armed !== undefined && armedProblem(v.armed, (v.options as { players: number }).players))
    return 'its armed words are not one per seat, each with a round';
  if (!Array.isArray(v.steps) || !v.steps.every((s) => typeof s === 'object' && s !== null && Number.isInteger(s.seat) && 'action' in s)) {
    return 'bad steps';
  }
  if (typeof v.savedAt !== 'string') return 'no date';
  return null;
}

/** The most rounds an armed word may name: far above any game's, so a damaged number is refused. */
const MAX_ARMED_ROUND = 1000;

/**
 * True when `armed` is not a list of at most one word per seat of `players`, each a seat and a
 * round from 1 to {@link MAX_ARMED_ROUND}.
 */
function armedProblem(armed: unknown, players: number): boolean {
  if (!Array.isArray(armed) || armed.length > players) return true;
  const seats = new Set<number>();
  for (const word of armed as unknown[]) {
    if (typeof word !== 'object' || word === null) return true;
    const { seat, round } = word as { seat?: unknown; round?: unknown };
    if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= players || seats.has(seat as number)) return true;
    if (!Number.isInteger(round) || (round as number) < 1 || (round as number) > MAX_ARMED_ROUND) return true;
    seats.add(seat as number);
  }
  return false;
}
