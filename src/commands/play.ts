import { loadUi } from './load-ui.js';
import { BOT_LEVELS, type BotLevel, type GameId } from '../engine/index.js';
import { findGame } from '../games/index.js';
import { DEFAULT_THINK_MS } from '../bots/index.js';
import { openStore } from '../store/index.js';
import { nameFromLogin, newTableSetup, randomSeed } from '../ui/setup.js';
import type { Speed, TableSetup } from '../ui/types.js';
import { EXIT, UsageError } from './errors.js';
import { DEFAULT_TAUNT_SECONDS } from '../teach/taunts.js';

/** Player counts `play` accepts per game, the person included. */
export const PLAYERS: Readonly<Record<GameId, { readonly min: number; readonly max: number }>> = {
  'just-hatched': { min: 2, max: 6 },
  henhouse: { min: 3, max: 5 },
  clutch: { min: 1, max: 1 },
};

/** The line printed when there is no terminal to draw on. */
export const NEEDS_TERMINAL =
  'big-chicken: play needs a terminal (stdin and stdout must be a TTY). Without one, try `big-chicken rules` or `big-chicken check`.';

function text(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

/** A whole number written in plain digits, or undefined when `value` is not one. */
function wholeNumber(value: string): number | undefined {
  return /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

/**
 * Reads `play`'s options into a new table, or throws UsageError with one line. Pure apart from
 * drawing a random seed when none is given.
 */
export function parsePlay(gameName: string, opts: Record<string, unknown>): TableSetup {
  const mod = findGame(gameName);
  if (!mod) throw new UsageError(`unknown game "${gameName}": choose just-hatched, henhouse or clutch`);
  const id = mod.info.id;
  const limits = PLAYERS[id];

  let players = mod.info.defaultPlayers;
  const playersText = text(opts.players);
  if (playersText !== undefined) {
    const n = wholeNumber(playersText);
    if (n === undefined) throw new UsageError(`--players must be a whole number, got "${playersText}"`);
    if (n < limits.min || n > limits.max) {
      throw new UsageError(
        limits.min === limits.max
          ? `${mod.info.title} is played by ${limits.min} player${limits.min === 1 ? '' : 's'} only, got --players ${n}`
          : `${mod.info.title} takes ${limits.min} to ${limits.max} players, got --players ${n}`,
      );
    }
    players = n;
  }
  players = Math.min(limits.max, Math.max(limits.min, players));

  const options: Record<string, unknown> & { players: number } = { players };
  const two = text(opts.twoPlayer);
  if (two !== undefined) {
    if (id !== 'just-hatched' || players !== 2) throw new UsageError('--two-player goes only with just-hatched and --players 2');
    if (two !== 'both-hands' && two !== 'one-and-dump') throw new UsageError(`--two-player must be both-hands or one-and-dump, got "${two}"`);
    options.twoPlayer = two;
  } else if (id === 'just-hatched' && players === 2) {
    options.twoPlayer = 'both-hands';
  }
  if (opts.bigHands === true) {
    if (id !== 'henhouse' || players !== 3) throw new UsageError('--big-hands goes only with henhouse and --players 3');
    options.bigHands = true;
  }

  let seed = randomSeed();
  const seedText = text(opts.seed);
  if (seedText !== undefined) {
    const n = wholeNumber(seedText);
    if (n === undefined || n > 0xffffffff) throw new UsageError(`--seed must be a whole number from 0 to 4294967295, got "${seedText}"`);
    seed = n;
  }

  const speed = text(opts.speed) ?? 'normal';
  if (!['slow', 'normal', 'fast', 'max'].includes(speed)) throw new UsageError(`--speed must be slow, normal, fast or max, got "${speed}"`);

  let thinkMs = DEFAULT_THINK_MS;
  const thinkText = text(opts.thinkMs);
  if (thinkText !== undefined) {
    const n = wholeNumber(thinkText);
    if (n === undefined || n <= 0) throw new UsageError(`--think-ms must be a positive whole number of milliseconds, got "${thinkText}"`);
    thinkMs = n;
  }

  const watch = opts.watch === true;
  const botSeats = watch ? players : players - 1;
  let bots: BotLevel[] = Array.from({ length: botSeats }, () => 'normal');
  const botsText = text(opts.bots);
  if (botsText !== undefined) {
    const levels = botsText.split(',').map((s) => s.trim().toLowerCase());
    for (const level of levels) {
      if (!(BOT_LEVELS as readonly string[]).includes(level)) throw new UsageError(`--bots: unknown level "${level}" (easy, normal or hard)`);
    }
    if (levels.length === 1) bots = Array.from({ length: botSeats }, () => levels[0] as BotLevel);
    else if (levels.length === botSeats) bots = levels as BotLevel[];
    else {
      throw new UsageError(
        `--bots needs one level or ${botSeats} (one per bot seat${watch ? ', yours first with --watch' : ''}), got ${levels.length}`,
      );
    }
  }
  if (botSeats === 0 && botsText !== undefined) throw new UsageError('--bots: this game has no bot seats (add --watch to let a bot play)');

  const nameText = text(opts.name);
  const name = nameText === undefined ? nameFromLogin(process.env.USER ?? process.env.LOGNAME) : nameText.trim();
  if (name === '' || name.length > 16 || /[\u0000-\u001f]/.test(name)) throw new UsageError('--name must be 1 to 16 printable characters');

  const teach = opts.teach === true;
  let taunt: number | undefined;
  if (opts.taunt !== undefined && opts.taunt !== false) {
    if (opts.taunt === true) taunt = DEFAULT_TAUNT_SECONDS;
    else {
      const n = wholeNumber(String(opts.taunt));
      if (n === undefined || n < 1 || n > 3600) throw new UsageError(`--taunt takes a number of seconds from 1 to 3600, got "${String(opts.taunt)}"`);
      taunt = n;
    }
    if (teach) throw new UsageError('--taunt does not go with --teach: give those learning a break');
    if (watch) throw new UsageError('--taunt needs a person at the table, not --watch');
    if (id === 'clutch') throw new UsageError('--taunt needs bots at the table, and Clutch is played alone');
  }
  if (teach && watch) throw new UsageError('--teach needs a person at the table, not --watch');

  return newTableSetup({ game: id, options, seed, name, speed: speed as Speed, thinkMs, watch, bots, teach, taunt });
}

/**
 * `big-chicken play [game]`: validates the options (UsageError, exit 2), refuses to run without a
 * terminal (exit 1), mentions a saved game that the new one will replace, then draws the table.
 */
export async function play(gameName: string, opts: Record<string, unknown>): Promise<number> {
  const setup = parsePlay(gameName, opts);
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    process.stderr.write(`${NEEDS_TERMINAL}\n`);
    return EXIT.no;
  }
  const store = openStore();
  const saved = store.hasSavedGame() ? store.loadSavedGame() : null;
  for (const warning of store.takeWarnings()) process.stderr.write(`big-chicken: warning: ${warning}\n`);
  if (saved) {
    const title = findGame(saved.game)?.info.title ?? saved.game;
    process.stderr.write(
      `A saved game of ${title} (seed ${saved.seed}) is waiting.\n` +
        'It comes back with `big-chicken resume`; this new game replaces it from its\n' +
        'first move. Press Ctrl-C now to keep it.\n',
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
  }
  const { runTable } = await loadUi();
  return runTable(setup);
}
