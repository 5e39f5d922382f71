// `play`'s options read into a new table's setup: the drawn table, line mode and a table
// opened over SSH (serve/exec.ts) read them alike.
import { loadGame, namedEntry } from '../games/catalog.js';
import type { AnyModule } from '../games/index.js';
import { UsageError } from '../games/options.js';
import { DEFAULT_TAUNT_SECONDS } from '../teach/taunts.js';
import { readBots, readSeed, readSpeed, readTable, readThinkMs } from './options.js';
import { NAME_RULE, nameFromLogin, newTableSetup, randomSeed, validName } from './setup.js';
import type { TableSetup } from './types.js';

function text(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * Reads `play`'s options into a new table of the game `gameName` names, with that game's module
 * (loaded here, alone); rejects with a one-line UsageError. Pure apart from drawing a random seed
 * when none is given.
 */
export async function readPlay(
  gameName: string,
  opts: Record<string, unknown>,
): Promise<{ readonly module: AnyModule; readonly setup: TableSetup }> {
  const mod = await loadGame(namedEntry(gameName));
  return { module: mod, setup: readPlayOf(mod, opts) };
}

/** `play`'s options read into a setup for the game of `mod` (already looked up), or a one-line UsageError. */
export function readPlayOf(mod: AnyModule, opts: Record<string, unknown>): TableSetup {
  const { players, options } = readTable(mod, opts);
  const seed = readSeed(opts.seed) ?? randomSeed();
  const speed = readSpeed(opts.speed);
  const thinkMs = readThinkMs(opts.thinkMs);
  const watch = opts.watch === true;
  const bots = readBots(opts.bots, watch ? players : players - 1, watch ? ', yours first with --watch' : '');

  const nameText = text(opts.name);
  const name = nameText === undefined ? nameFromLogin(process.env.USER ?? process.env.LOGNAME) : nameText.trim();
  if (!validName(name)) throw new UsageError(NAME_RULE);

  const teach = opts.teach === true;
  let taunt: number | undefined;
  if (opts.taunt !== undefined && opts.taunt !== false) {
    if (opts.taunt === true) taunt = DEFAULT_TAUNT_SECONDS;
    else {
      const n = /^\s*\d+\s*$/.test(String(opts.taunt)) ? Number(opts.taunt) : undefined;
      if (n === undefined || n < 1 || n > 3600)
        throw new UsageError(`--taunt takes a number of seconds from 1 to 3600, got "${String(opts.taunt)}"`);
      taunt = n;
    }
    if (teach) throw new UsageError('--taunt does not go with --teach: give those learning a break');
    if (watch) throw new UsageError('--taunt needs a person at the table, not --watch');
    if (mod.solo) throw new UsageError(`--taunt needs bots at the table, and ${mod.info.title} is played alone`);
  }
  if (teach && watch) throw new UsageError('--teach needs a person at the table, not --watch');

  return newTableSetup({ game: mod.info.id, options, seed, name, speed, thinkMs, watch, bots, teach, taunt });
}
