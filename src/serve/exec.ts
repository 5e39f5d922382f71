import { spawn, type ChildProcess } from 'node:child_process';
import { Command, CommanderError } from 'commander';
import { BOT_LEVELS, type BotLevel } from '../engine/index.js';
import { GAMES, namedGame } from '../games/index.js';
import { readPlayOf } from '../table/play-setup.js';
import { PREF_OPTIONS, readTheme } from '../store/prefs.js';
import { allGameOptionSpecs } from '../table/options.js';
import { EXIT } from '../platform/exit.js';
import { UsageError } from '../games/options.js';
import { NAME_RULE, nameFromLogin, validName } from '../table/setup.js';
import type { Speed } from '../ui/types.js';
import type { NewTableChoice } from './hall.js';
import { CODE_LENGTH, CODE_LETTERS, isCode, isToken, normalCode, TOKEN_LENGTH } from './codes.js';
import { misleadsInName } from './log-text.js';

/** Commands answered by the local program itself, in a child process, as plain text. */
export const QUICK_COMMANDS: readonly string[] = ['rules', 'check', 'scores'];

/** A quick command that runs longer than this is stopped. */
export const QUICK_TIMEOUT_MS = 15_000;

/**
 * A session's `--theme` and `--bell` / `--no-bell`, as given (checked): the server remembers
 * them for the person, as `play` does on their own machine.
 */
export type PrefChoice = {
  readonly theme?: string;
  readonly bell?: boolean;
};

/** What an SSH command line asks for. */
export type ExecRequest =
  | { readonly kind: 'quick'; readonly args: readonly string[] }
  | { readonly kind: 'new'; readonly choice: NewTableChoice; readonly name: string; readonly prefs: PrefChoice }
  | {
      readonly kind: 'join';
      readonly code: string;
      readonly name: string;
      /** A guest's seat token (`--seat`), to take their seat back. */
      readonly token: string | null;
      readonly prefs: PrefChoice;
    }
  | { readonly kind: 'watch'; readonly code: string; readonly prefs: PrefChoice }
  | { readonly kind: 'lobby'; readonly prefs: PrefChoice }
  | { readonly kind: 'text'; readonly stdout: string; readonly exit: number };

/** The help `ssh host help` prints. */
export function helpText(login: string): string {
  return [
    'big-chicken serve: play BIG CHICKEN with friends over SSH.',
    '',
    '  ssh -t HOST                       the lobby: open tables, new table, join, watch',
    '  ssh -t HOST new GAME --players N  open a table (options: --bots LEVEL, --name NAME,',
    '                                    --public to list it in the lobby for everyone)',
    '  ssh -t HOST join CODE             take a seat at a table',
    '  ssh -t HOST join CODE --seat TOKEN  your seat again (a guest: the token shown at the table)',
    '  ssh -t HOST watch CODE            look on (you see what every player sees)',
    '  ssh HOST rules [GAME] [TOPIC]     the rules, as plain text',
    '  ssh HOST check GAME "LAY" --on "LAY"',
    '  ssh HOST scores [GAME]            the games you played here',
    '  ssh HOST export N | replay N      game N of your scores: as JSON, or told move by move',
    '',
    'new, join, watch and lobby also take --theme dark|light|mono and --bell / --no-bell',
    '(a bell when it becomes your turn); both are remembered for you.',
    '',
    `You are ${login}; the login name is your name at a table unless --name says otherwise.`,
    `Games: ${GAMES.filter((m) => !m.solo)
      .map((m) => `${m.info.id} (${m.info.minPlayers}-${m.info.maxPlayers} players)`)
      .join(', ')}.`,
    '',
  ].join('\n');
}

/** A command line's one-line usage error for the client (exit 2). */
function usage(message: string): ExecRequest {
  return { kind: 'text', stdout: `big-chicken: ${message}\n`, exit: EXIT.usage };
}

/** A seat name: `--name`, else the login name (capitalised, as locally). Throws UsageError. */
function seatName(given: unknown, login: string): string {
  if (given === undefined) return nameFromLogin(login);
  const name = String(given).trim();
  if (!validName(name)) throw new UsageError(NAME_RULE);
  if (misleadsInName(name)) throw new UsageError('--name must not hold bidirectional, invisible or combining characters');
  return name;
}

/** Adds the table's look options (`--theme`, `--bell`, `--no-bell`) to a session command. */
function withPrefs(command: Command): Command {
  return command.option(PREF_OPTIONS.theme.flags).option(PREF_OPTIONS.bell.flags).option(PREF_OPTIONS.noBell.flags);
}

/** The look options a session command was given. Throws UsageError for a theme that is not one. */
function prefsOf(opts: Record<string, unknown>): PrefChoice {
  const theme = readTheme(opts.theme);
  return { ...(theme !== undefined ? { theme } : {}), ...(typeof opts.bell === 'boolean' ? { bell: opts.bell } : {}) };
}

/** commander for one table command, its errors kept as text instead of printed. */
function parser(name: string): { command: Command; errors: () => string } {
  let err = '';
  const command = new Command(name)
    .exitOverride()
    .allowExcessArguments(false)
    .configureOutput({ writeOut: (t) => (err += t), writeErr: (t) => (err += t), outputError: (t) => (err += t) });
  return {
    command,
    errors: () =>
      err
        .replace(/^error: /, '')
        .trim()
        .replace(/\s*\n\s*/g, ' '),
  };
}

function parseNew(args: readonly string[], login: string): ExecRequest {
  const { command, errors } = parser('new');
  withPrefs(
    command
      .argument('<game>')
      .option('-p, --players <n>')
      .option('--bots <level>')
      .option('--name <name>')
      .option('--speed <speed>')
      .option('--public'),
  );
  // Each game's own options, as `play` takes them.
  for (const spec of allGameOptionSpecs()) command.option(spec.flags);
  try {
    command.parse([...args], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return usage(`new: ${errors() || error.message}`);
    throw error;
  }
  const opts = command.opts() as Record<string, unknown>;
  const game = String(command.args[0]);
  let mod;
  try {
    mod = namedGame(game);
  } catch (error) {
    if (error instanceof UsageError) return usage(error.message);
    throw error;
  }
  if (mod.solo)
    return usage(`${mod.info.title} is a solo game: it is not served here (install big-chicken to play it on your own machine)`);
  const levelText = opts.bots === undefined ? 'normal' : String(opts.bots).trim().toLowerCase();
  if (!(BOT_LEVELS as readonly string[]).includes(levelText))
    return usage(`--bots takes one level for every bot seat: easy, normal or hard, got "${String(opts.bots)}"`);
  try {
    const name = seatName(opts.name, login);
    const prefs = prefsOf(opts);
    const setup = readPlayOf(mod, { ...opts, name, bots: levelText });
    const choice: NewTableChoice = {
      game: setup.game,
      options: setup.options,
      level: levelText as BotLevel,
      speed: setup.speed as Speed,
      thinkMs: setup.thinkMs,
      name: null,
      ...(opts.public === true ? { public: true } : {}),
    };
    return { kind: 'new', choice, name, prefs };
  } catch (error) {
    if (error instanceof UsageError) return usage(error.message);
    throw error;
  }
}

function parseCode(kind: 'join' | 'watch', args: readonly string[], login: string): ExecRequest {
  const { command, errors } = parser(kind);
  withPrefs(command.argument('<code>'));
  if (kind === 'join') command.option('--name <name>').option('--seat <token>');
  try {
    command.parse([...args], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return usage(`${kind}: ${errors() || error.message}`);
    throw error;
  }
  const code = String(command.args[0]);
  if (!isCode(code))
    return usage(
      `"${code}" is not a table code: ${CODE_LENGTH.min} to ${CODE_LENGTH.max} of the letters ${[...CODE_LETTERS].join(' ')} (e.g. KQTW)`,
    );
  const opts = command.opts() as Record<string, unknown>;
  try {
    const prefs = prefsOf(opts);
    if (kind === 'watch') return { kind, code: normalCode(code), prefs };
    const token = opts.seat === undefined ? null : String(opts.seat);
    if (token !== null && !isToken(token)) return usage(`"${token}" is not a seat token (${TOKEN_LENGTH} letters, shown at the table)`);
    return { kind, code: normalCode(code), name: seatName(opts.name, login), token: token === null ? null : normalCode(token), prefs };
  } catch (error) {
    if (error instanceof UsageError) return usage(error.message);
    throw error;
  }
}

function parseLobby(args: readonly string[]): ExecRequest {
  const { command, errors } = parser('lobby');
  withPrefs(command);
  try {
    command.parse([...args], { from: 'user' });
    return { kind: 'lobby', prefs: prefsOf(command.opts() as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof CommanderError) return usage(`lobby: ${errors() || error.message}`);
    if (error instanceof UsageError) return usage(error.message);
    throw error;
  }
}

/**
 * Reads an SSH command (already split into words) into what it asks for. Table commands are
 * checked here; `rules`, `check` and `scores` are handed to the program itself unchanged (they
 * check their own options, and answer with their own exit status).
 */
export function parseExec(words: readonly string[], login: string): ExecRequest {
  const [first, ...rest] = words;
  if (first === undefined) return { kind: 'lobby', prefs: {} };
  // `ssh host big-chicken rules` reads as `ssh host rules`, for people who type the program's name.
  if (first === 'big-chicken') return parseExec(rest, login);
  if (QUICK_COMMANDS.includes(first)) {
    if (first === 'scores' && rest.some((w) => w === '--reset' || w === '-y' || w === '--yes')) {
      return usage('scores --reset is not offered over SSH');
    }
    return { kind: 'quick', args: words };
  }
  // A game of the player's own history, by its number only: over SSH neither reads nor writes a
  // file of the host (no `-o`, no path, no `-` for stdin).
  if (first === 'export' || first === 'replay') {
    if (rest.length !== 1 || !/^[1-9][0-9]{0,8}$/.test(rest[0] as string))
      return usage(`over SSH, ${first} takes only the number of one of your games, e.g. ${first} 1`);
    return { kind: 'quick', args: words };
  }
  if (first === 'new') return parseNew(rest, login);
  if (first === 'join' || first === 'watch') return parseCode(first, rest, login);
  if (first === 'lobby') return parseLobby(rest);
  if (first === 'help' || first === '--help' || first === '-h') return { kind: 'text', stdout: helpText(login), exit: EXIT.ok };
  return usage(`unknown command "${first}": try new, join, watch, rules, check, scores, export, replay or help`);
}

/** Where the quick commands run: the program's own entry, with a player's own store. */
export interface QuickRun {
  /** The program's entry script (bin/big-chicken.js of the running server). */
  readonly bin: string;
  /** The player's store directory (their own records for `scores`). */
  readonly home: string;
}

/**
 * Runs `big-chicken <args>` as the local program would, with no terminal and no colour, its
 * store being the player's own. Its stdout and stderr are the caller's to forward; the promise
 * gives the exit status (1 when it had to be stopped after {@link QUICK_TIMEOUT_MS}).
 */
export function runQuick(args: readonly string[], where: QuickRun): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(process.execPath, [where.bin, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      BIG_CHICKEN_HOME: where.home,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      LANG: process.env.LANG ?? 'C.UTF-8',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const done = new Promise<number>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), QUICK_TIMEOUT_MS);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(EXIT.no);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code ?? EXIT.no);
    });
  });
  return { child, done };
}
