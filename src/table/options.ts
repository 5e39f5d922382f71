import { BOT_LEVELS, DEFAULT_BOT_LEVEL, type BotLevel } from '../engine/bot.js';
import type { GameOptions } from '../engine/types.js';
import { CATALOG } from '../games/catalog.js';
import { optionName, orList, readInteger, readOption, UsageError, wholeNumber, type OptionSpec } from '../games/options.js';
import type { AnyModule } from '../games/types.js';
import { DEFAULT_THINK_MS, THINK_MS_RANGE } from '../bots/think.js';
// The speed list only: the table object itself is not needed to read options.
import { SPEEDS, type Speed } from './types.js';

/**
 * The options `play`, `sim` and the shortcut commands share, as data (src/cli.ts builds the
 * commander options from these specs), and the one reader of each. A game's own options come
 * from its module (`options.specs`); {@link readTable} reads them with `--players` for `play` and `sim` alike.
 */

/** Seeds `play` and `sim` accept: any 32-bit unsigned number (the engines deal from 32 bits). */
export const SEED_RANGE = { min: 0, max: 0xffff_ffff } as const;
/** A bot's thinking budget per move, in milliseconds (a saved game's is held to the same). */
export { THINK_MS_RANGE, THINK_PLAYOUTS_RANGE } from '../bots/think.js';
/** Processes one `sim` plays on (`--workers`). */
export const WORKERS_RANGE = { min: 1, max: 256 } as const;
/** How many games one `sim` plays at most. */
export const MAX_GAMES = 10_000_000;

/** The shared options, by key. */
export const COMMON: Readonly<Record<'players' | 'seed' | 'speed' | 'bots' | 'thinkMs' | 'games', OptionSpec>> = {
  players: { key: 'players', flags: '-p, --players <n>', description: 'number of players, you included', kind: 'integer' },
  seed: {
    key: 'seed',
    flags: '--seed <n>',
    description: `deal seed, ${SEED_RANGE.min} to ${SEED_RANGE.max}, to replay a deal`,
    kind: 'integer',
    ...SEED_RANGE,
  },
  speed: { key: 'speed', flags: '--speed <speed>', description: 'how fast bots play (default normal)', kind: 'choice', choices: SPEEDS },
  bots: {
    key: 'bots',
    flags: '--bots <levels>',
    description: `bot level for every seat, or a comma list per seat: ${BOT_LEVELS.join(', ')} (default ${DEFAULT_BOT_LEVEL})`,
    kind: 'text',
  },
  thinkMs: {
    key: 'thinkMs',
    flags: '--think-ms <ms>',
    description: `how long a hard bot may think per move (default ${DEFAULT_THINK_MS})`,
    kind: 'integer',
    ...THINK_MS_RANGE,
  },
  games: { key: 'games', flags: '-g, --games <n>', description: 'how many games (default 100)', kind: 'integer', min: 1, max: MAX_GAMES },
};

/** The seat count: the game's default, or `--players` within the game's limits (its module's info). */
export function readPlayers(module: AnyModule, value: unknown): number {
  const { info } = module;
  if (value === undefined) return info.defaultPlayers;
  const n = wholeNumber(value);
  if (n === undefined) throw new UsageError(`--players must be a whole number, got "${String(value)}"`);
  const { minPlayers: min, maxPlayers: max } = info;
  if (n < min || n > max) {
    throw new UsageError(
      min === max
        ? `${info.title} is played by ${min} player${min === 1 ? '' : 's'} only, got --players ${n}`
        : `${info.title} takes ${min} to ${max} players, got --players ${n}`,
    );
  }
  return n;
}

/** `--seed`, or undefined when not given. */
export function readSeed(value: unknown): number | undefined {
  return value === undefined ? undefined : readInteger(value, '--seed', SEED_RANGE.min, SEED_RANGE.max);
}

/** `--think-ms`, or the default. */
export function readThinkMs(value: unknown): number {
  return value === undefined ? DEFAULT_THINK_MS : readInteger(value, '--think-ms', THINK_MS_RANGE.min, THINK_MS_RANGE.max);
}

/** `--speed`, or normal. */
export function readSpeed(value: unknown): Speed {
  return (readOption(COMMON.speed, value) as Speed | undefined) ?? 'normal';
}

/**
 * One level per bot seat from `--bots` (one level for all, or one per seat), or the default
 * level for every seat. `note` adds to the count message, e.g. ", yours first with --watch".
 */
export function readBots(value: unknown, seats: number, note = ''): BotLevel[] {
  if (value === undefined) return Array.from({ length: seats }, () => DEFAULT_BOT_LEVEL);
  const levels = String(value)
    .split(',')
    .map((s) => s.trim().toLowerCase());
  for (const level of levels) {
    if (!(BOT_LEVELS as readonly string[]).includes(level))
      throw new UsageError(`--bots: unknown level "${level}" (${orList(BOT_LEVELS)})`);
  }
  if (seats === 0) throw new UsageError('--bots: this game has no bot seats (add --watch to let a bot play)');
  if (levels.length === 1) return Array.from({ length: seats }, () => levels[0] as BotLevel);
  if (levels.length === seats) return levels as BotLevel[];
  throw new UsageError(`--bots needs one level or ${seats} (one per bot seat${note}), got ${levels.length}`);
}

/**
 * The game's own options for a table of `players`, read from the command line for `play` and
 * `sim` alike: an option of another game is refused, the game's own are read by their spec and
 * handed to its module, which fills in defaults and refuses what does not fit the table.
 */
export function readGameOptions(module: AnyModule, opts: Readonly<Record<string, unknown>>, players: number): Record<string, unknown> {
  const values = ownOptionValues(module, opts);
  return module.options ? module.options.read(values, players) : {};
}

/**
 * `--players` and the game's own options of `play` and `sim`, read together: when `--players` is
 * not given, an option of a variant for one table size sets it (the game's `impliedPlayers`),
 * else the game's default does. `options` holds the players too.
 */
export function readTable(
  module: AnyModule,
  opts: Readonly<Record<string, unknown>>,
): { players: number; options: GameOptions & Record<string, unknown> } {
  const values = ownOptionValues(module, opts);
  const players =
    opts.players === undefined
      ? (module.options?.impliedPlayers?.(values) ?? module.info.defaultPlayers)
      : readPlayers(module, opts.players);
  return { players, options: { players, ...(module.options ? module.options.read(values, players) : {}) } };
}

/** The values of the game's own options, each read by its spec; an option of another game is refused. */
function ownOptionValues(module: AnyModule, opts: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const own = module.options?.specs ?? [];
  for (const other of CATALOG) {
    if (other.info.id === module.info.id) continue;
    for (const spec of other.options?.specs ?? []) {
      if (own.some((s) => s.key === spec.key)) continue;
      const value = opts[spec.key];
      if (value === undefined || value === false) continue;
      const owners = CATALOG.filter((m) => m.options?.specs.some((s) => s.key === spec.key)).map((m) => m.info.id);
      throw new UsageError(`${optionName(spec)} goes only with ${orList(owners)}`);
    }
  }
  const values: Record<string, unknown> = {};
  for (const spec of own) values[spec.key] = readOption(spec, opts[spec.key]);
  return values;
}

/** Every game's own `play`/`sim` options, each key once, for commander (first description wins). */
export function allGameOptionSpecs(): OptionSpec[] {
  return uniqueSpecs(CATALOG.flatMap((m) => m.options?.specs ?? []));
}

/** `specs` with each key once, the first kept. */
export function uniqueSpecs(specs: readonly OptionSpec[]): OptionSpec[] {
  const seen = new Set<string>();
  return specs.filter((s) => !seen.has(s.key) && (seen.add(s.key), true));
}
