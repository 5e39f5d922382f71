import type { BotLevel, GameId, GameOptions } from '../engine/index.js';
import type { SeatRecord } from '../store/types.js';
import type { Speed, TableSetup } from './types.js';
import { seatNameProblem } from '../platform/control.js';

/** Names of the bot seats, in the order they are given out. */
const BOT_NAMES: readonly string[] = ['Pip', 'Marigold', 'Nugget', 'Henrietta', 'Clover', 'Drumstick'];

/**
 * Names for `count` bots at a table where people sit as `people`: {@link BOT_NAMES} in order,
 * passing over any a person has (in any case), so that no two seats read alike ("Pip (you)"
 * beside a bot Pip); then "Bot 1", "Bot 2"… likewise.
 */
export function botNames(count: number, people: readonly string[]): string[] {
  const taken = new Set(people.map((name) => name.trim().toLowerCase()));
  const out: string[] = [];
  const take = (name: string) => {
    if (out.length < count && !taken.has(name.toLowerCase())) out.push(name);
  };
  for (const name of BOT_NAMES) take(name);
  for (let k = 1; out.length < count; k++) take(`Bot ${k}`);
  return out;
}

/** The person's name when none is given and the login name will not do. */
export const DEFAULT_NAME = 'Player';

/** A table name from a login name: capitalised when it is 1–16 letters, digits, - or _; else {@link DEFAULT_NAME}. */
export function nameFromLogin(login: string | undefined): string {
  if (!login || !/^[A-Za-z][A-Za-z0-9_-]{0,15}$/.test(login) || login === 'root') return DEFAULT_NAME;
  return login[0]!.toUpperCase() + login.slice(1);
}

/** What leaving a game that has no save says (a new game left before its first move), at the table and in line mode. */
export const NOTHING_SAVED = 'Nothing was played, so nothing was saved.';

/** What a name given with `--name` must be. */
export const NAME_RULE = '--name must be 1 to 16 printable characters';

/** True when `name` (already trimmed) may name a seat: 1 to 16 characters, none of them a control character. */
export const validName = (name: string): boolean => name !== '' && characters(name) <= 16 && seatNameProblem(name) === null;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The characters of `text` as a person counts them: an emoji, or a letter with its accents, is one. */
function characters(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** Choices for a new table (already validated by `play` or the menu). */
export interface NewTable {
  readonly game: GameId;
  readonly options: GameOptions & Record<string, unknown>;
  readonly seed: number;
  readonly name: string;
  readonly speed: Speed;
  readonly thinkMs: number;
  readonly watch: boolean;
  /** One level per bot seat (seats 1…n-1, plus seat 0 first when watching). */
  readonly bots: readonly BotLevel[];
  /** A teaching game: hints, playable cards marked, take-backs, lessons. */
  readonly teach?: boolean;
  /** Seconds before the bots taunt a slow person; absent or 0: never. */
  readonly taunt?: number;
}

/**
 * The {@link TableSetup} of a new game: seat 0 is the person (a bot of the first level when
 * watching, keeping the person's name), the other seats are named bots.
 */
export function newTableSetup(t: NewTable): TableSetup {
  const players = t.options.players;
  const levels = [...t.bots];
  const seats: SeatRecord[] = [];
  seats.push({ name: t.name, bot: t.watch ? (levels.shift() ?? 'normal') : null });
  const names = botNames(players - 1, [t.name]);
  for (let s = 1; s < players; s++) {
    seats.push({ name: names[s - 1] as string, bot: levels[s - 1] ?? 'normal' });
  }
  return {
    game: t.game,
    options: t.options,
    seed: t.seed,
    seats,
    speed: t.speed,
    thinkMs: t.thinkMs,
    steps: [],
    ...(t.teach ? { teach: true } : {}),
    ...(t.taunt ? { taunt: t.taunt } : {}),
  };
}

/** A fresh seed for a game started without `--seed`: small enough to read off the table and type back. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

/**
 * Why the seats of `setup` (a saved game, maybe edited by hand) cannot make a table, or null: a
 * table needs one seat per player, or nobody would ever play the missing ones, and names that
 * are plain text, since they are printed to the terminal.
 */
export function seatsProblem(setup: Pick<TableSetup, 'seats' | 'options'>): string | null {
  const { seats, options } = setup;
  if (seats.length !== options.players) {
    return `it has ${seats.length} seat${seats.length === 1 ? '' : 's'} for ${options.players} player${options.players === 1 ? '' : 's'}`;
  }
  for (const s of seats) {
    const problem = seatNameProblem(s.name);
    if (problem !== null) return problem;
  }
  return null;
}
