import type { GameId, GameOptions, Seat, Step } from '../engine/index.js';
import { GAMES, gameModule, type AnyModule } from '../games/index.js';
import { plural } from '../games/words.js';
import type { GameRecord, SavedGame, SeatRecord } from '../store/types.js';
import { seatNameProblem } from '../platform/control.js';
import { errorLine } from '../platform/text/output.js';

/** The `format` field of an exported game: a file of this shape is what `replay` reads. */
export const EXPORT_FORMAT = 'big-chicken game';
/** Version of the exported-game layout. */
export const EXPORT_VERSION = 1;
/** A record longer than this many actions is refused (no game of these rules comes near it). */
export const MAX_STEPS = 100_000;

/**
 * One game as a single JSON object (`big-chicken export`): with the same engine, `options`,
 * `seed` and `steps` replay it exactly. `scores` is the final score per seat of a finished game
 * (null for a game still in progress), checked against the replay so that a changed step is
 * noticed.
 */
export interface GameExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: typeof EXPORT_VERSION;
  readonly game: GameId;
  readonly options: GameOptions & Record<string, unknown>;
  readonly seed: number;
  readonly seats: readonly SeatRecord[];
  readonly steps: readonly Step<unknown>[];
  /** ISO date the game ended, or null for a game in progress. */
  readonly finished: string | null;
  readonly scores: readonly number[] | null;
  /** Moves taken back in a teaching game (0 when none). */
  readonly takeBacks: number;
}

/**
 * The export of a finished game of the history; null when the record kept no steps (older
 * records, and games played over SSH before their records kept them). A record whose person sat
 * at another table seat (`seat`) lists its seats and scores person first: the export puts them
 * back in the table's order, which its steps and deal follow.
 */
export function exportRecord(record: GameRecord): GameExport | null {
  if (!record.steps || (record.steps.length === 0 && record.rounds > 0)) return null;
  const n = record.seats.length;
  const offset = record.seat ?? 0;
  const tableOrder = <T>(list: readonly T[]): T[] => list.map((_, t) => list[(t - offset + n) % n] as T);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    game: record.game,
    options: record.options,
    seed: record.seed,
    seats: tableOrder(record.seats),
    steps: record.steps,
    finished: record.date,
    scores: tableOrder(record.scores),
    takeBacks: record.takeBacks ?? 0,
  };
}

/** The export of the saved game in progress. */
export function exportSaved(saved: SavedGame): GameExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    game: saved.game,
    options: saved.options,
    seed: saved.seed,
    seats: saved.seats,
    steps: saved.steps,
    finished: null,
    scores: null,
    takeBacks: saved.takeBacks ?? 0,
  };
}

/** A record that replays: the export, and every state from the deal to the last step. */
export interface Replayed {
  readonly record: GameExport;
  /** The module of the record's game, looked up once as the record is read. */
  readonly module: AnyModule;
  /** `states[k]` is the state after the first k steps; `states[0]` the deal. */
  readonly states: readonly unknown[];
}

/** The answer of {@link readExport}: the replayed record, or the one-line reason it was refused. */
export type ReadExport = { readonly ok: true; readonly replayed: Replayed } | { readonly ok: false; readonly reason: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Plain-JSON equality, for actions (their keys are always written in the same order). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Reads an exported game from its parsed JSON and replays it step by step. Refuses (never throws)
 * anything that is not such a record, names an unknown game, has options the game refuses, has a
 * step the rules refuse or taken by a seat whose turn it is not, or whose replay does not end in
 * the recorded scores.
 */
export function readExport(data: unknown): ReadExport {
  const no = (reason: string): ReadExport => ({ ok: false, reason });
  if (!isObject(data)) return no('it is not a JSON object');
  if (data.format !== EXPORT_FORMAT) return no(`it is not an exported game (no "format": "${EXPORT_FORMAT}")`);
  if (data.version !== EXPORT_VERSION)
    return no(`it has version ${JSON.stringify(data.version)}, this program reads version ${EXPORT_VERSION}`);
  const mod = GAMES.find((m) => m.info.id === data.game);
  if (!mod) return no(`unknown game ${JSON.stringify(data.game)}`);
  const id = mod.info.id;
  const options = data.options;
  if (!isObject(options) || !Number.isInteger(options.players)) return no('its options have no player count');
  const players = options.players as number;
  if (players < mod.info.minPlayers || players > mod.info.maxPlayers) {
    const { minPlayers: min, maxPlayers: max } = mod.info;
    return no(`${mod.info.title} is played by ${min === max ? plural(min, 'player') : `${min} to ${max} players`}, not ${players}`);
  }
  if (!Number.isInteger(data.seed) || (data.seed as number) < 0 || (data.seed as number) > 0xffffffff)
    return no('its seed is not a whole number from 0 to 4294967295');
  const seats = data.seats;
  if (!Array.isArray(seats) || seats.length !== players) return no(`it needs ${plural(players, 'seat')}`);
  for (const s of seats) {
    if (!isObject(s) || typeof s.name !== 'string') return no('a seat has no name');
    // Names are printed to the terminal: the same check as a saved game's.
    const named = seatNameProblem(s.name);
    if (named !== null) return no(named);
    if (!(s.bot === null || s.bot === 'easy' || s.bot === 'normal' || s.bot === 'hard'))
      return no(`seat ${JSON.stringify(s.name)} has an unknown bot level`);
  }
  const steps = data.steps;
  if (!Array.isArray(steps)) return no('it has no list of steps');
  if (steps.length > MAX_STEPS) return no(`it has more than ${MAX_STEPS} steps`);
  if (!(data.finished === null || typeof data.finished === 'string')) return no('its end date is not a date');
  const scores = data.scores;
  if (!(scores === null || (Array.isArray(scores) && scores.every((n) => typeof n === 'number'))))
    return no('its scores are not a list of numbers');
  const takeBacks = data.takeBacks ?? 0;
  if (!Number.isInteger(takeBacks) || (takeBacks as number) < 0) return no('its take-back count is not a whole number');

  // The record names its game: looked up here, once, and handed on with it.
  const module = gameModule(id);
  const game = module.game;
  let state: unknown;
  try {
    state = game.setup(options, data.seed as number);
  } catch (error) {
    return no(`its options do not set up a game (${errorLine(error)})`);
  }
  const states: unknown[] = [state];
  for (let k = 0; k < steps.length; k++) {
    const step: unknown = steps[k];
    const where = `step ${k + 1}`;
    if (!isObject(step) || !Number.isInteger(step.seat) || !('action' in step)) return no(`${where} is not {seat, action}`);
    const seat = step.seat as Seat;
    if (seat < 0 || seat >= players) return no(`${where} names seat ${seat}, which is not at the table`);
    try {
      const current = game.currentPlayer(state);
      if (current === 'terminal') return no(`${where} comes after the end of the game`);
      if (seat !== current) {
        const options = game.interjections ? game.interjections(state, seat) : [];
        if (!options.some((a: unknown) => sameJson(a, step.action))) return no(`${where} is taken out of turn by seat ${seat}`);
      }
      state = game.applyAction(state, step.action, seat);
    } catch (error) {
      return no(`${where} does not replay (${errorLine(error)})`);
    }
    states.push(state);
  }
  if (Array.isArray(scores)) {
    let outcome: ReturnType<typeof game.outcome>;
    try {
      outcome = game.outcome(state);
    } catch (error) {
      return no(`its last state cannot be scored (${errorLine(error)})`);
    }
    if (!outcome) return no('it claims final scores, but its steps stop before the end of the game');
    if (!sameJson(outcome.scores, scores))
      return no(`its steps give the scores ${outcome.scores.join(', ')}, not the recorded ${scores.join(', ')}`);
  }
  const record: GameExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    game: id,
    options: options as GameExport['options'],
    seed: data.seed as number,
    seats: seats as SeatRecord[],
    steps: steps as Step<unknown>[],
    finished: data.finished as string | null,
    scores: scores as number[] | null,
    takeBacks: takeBacks as number,
  };
  return { ok: true, replayed: { record, module, states } };
}

/** {@link readExport} of a file's text: the JSON is parsed first (bad JSON is refused, not thrown). */
export function readExportText(text: string): ReadExport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `it is not JSON (${jsonError(error)})` };
  }
  return readExport(data);
}

/**
 * What the JSON parser found wrong, in one line: its message without the excerpt of the text it
 * quotes ("Unexpected token 'g', "garbage\n…" is not valid JSON" quotes the file's own lines).
 */
export function jsonError(error: unknown): string {
  const line = errorLine(String(error instanceof Error ? error.message : error).replace(/\s+/g, ' '));
  return /^(.*?), ".*"(?:\.\.\.)? is not valid JSON$/.exec(line)?.[1] ?? line;
}
