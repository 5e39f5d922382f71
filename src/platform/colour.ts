import { readFileSync } from 'node:fs';
import { homedir, release } from 'node:os';
import { join } from 'node:path';
import { Chalk, type ChalkInstance } from 'chalk';

/** How much colour a terminal takes: none, 16 colours, 256, or 16 million (chalk's levels). */
export type ColourLevel = 0 | 1 | 2 | 3;

/** The stream facts the level depends on. */
export interface ColourStream {
  readonly isTTY?: boolean;
}

/** FORCE_COLOR as a level: '' / 'true' 1, 'false' 0, a digit that level (3 at most); undefined if unset or unreadable. */
function forced(env: NodeJS.ProcessEnv): ColourLevel | undefined {
  const value = env.FORCE_COLOR;
  if (value === undefined) return undefined;
  if (value === '' || value === 'true') return 1;
  if (value === 'false') return 0;
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? undefined : (Math.max(0, Math.min(n, 3)) as ColourLevel);
}

/** Terminals that draw 16 million colours though their TERM's name says nothing of colour. */
const TRUECOLOR_TERMS = new Set([
  'xterm-kitty',
  'xterm-ghostty',
  'wezterm',
  'alacritty',
  'alacritty-direct',
  'foot',
  'foot-extra',
  'contour',
  'xterm-direct',
]);

/** Where terminfo keeps its entries, as ncurses looks: TERMINFO, ~/.terminfo, TERMINFO_DIRS, the system's. */
function terminfoDirs(env: NodeJS.ProcessEnv): string[] {
  const dirs = [env.TERMINFO, join(homedir(), '.terminfo'), ...(env.TERMINFO_DIRS ?? '').split(':')];
  dirs.push('/etc/terminfo', '/lib/terminfo', '/usr/share/terminfo', '/usr/lib/terminfo');
  return dirs.filter((d): d is string => d !== undefined && d !== '');
}

/**
 * The `colors` number of `term`'s compiled terminfo entry (legacy or extended-number format),
 * or undefined when the host has no entry for it or the entry cannot be read.
 */
export function terminfoColours(term: string, dirs: readonly string[]): number | undefined {
  if (!/^[\w.+-]+$/.test(term)) return undefined;
  for (const dir of dirs) {
    for (const sub of [term[0]!, term.charCodeAt(0).toString(16)]) {
      let data: Buffer;
      try {
        data = readFileSync(join(dir, sub, term));
      } catch {
        continue;
      }
      if (data.length < 12) return undefined;
      const magic = data.readUInt16LE(0);
      const wide = magic === 0o1036;
      if (magic !== 0o432 && !wide) return undefined;
      const namesSize = data.readInt16LE(2);
      const boolCount = data.readInt16LE(4);
      const numCount = data.readInt16LE(6);
      // max_colors is the 14th number (index 13).
      if (numCount <= 13) return undefined;
      let at = 12 + namesSize + boolCount;
      if (at % 2 === 1) at++;
      at += 13 * (wide ? 4 : 2);
      if (at + (wide ? 4 : 2) > data.length) return undefined;
      const n = wide ? data.readInt32LE(at) : data.readInt16LE(at);
      return n < 0 ? undefined : n;
    }
  }
  return undefined;
}

/** Where the level is read (the defaults are this process's: its platform, its OS release). */
export interface ColourPlace {
  readonly platform?: NodeJS.Platform;
  /** os.release(): on Windows, its build number tells which colours the console takes. */
  readonly osRelease?: string;
  /** Where to look for terminfo entries (default: ncurses' folders). */
  readonly terminfoDirs?: readonly string[];
}

/**
 * What a terminal says it can show, by supports-color's rules (the ones chalk uses): the
 * Windows console by its build, Windows Terminal (WT_SESSION), COLORTERM, TERM_PROGRAM, then
 * TERM: first the truecolor terminals whose TERM names no colour, then the host's terminfo entry
 * for it (its `colors`), then the names (`-256color` 256; xterm, screen, linux and the like 16).
 */
function fromTerminal(env: NodeJS.ProcessEnv, place: ColourPlace): ColourLevel {
  const term = env.TERM ?? '';
  if ((place.platform ?? process.platform) === 'win32' && term === '') {
    // Windows 10 build 10586 drew 256 colours in its console, build 14931 16 million.
    const [major = 0, , build = 0] = (place.osRelease ?? release()).split('.').map(Number);
    if (major >= 10 && build >= 14931) return 3;
    if (major >= 10 && build >= 10586) return 2;
    return 1;
  }
  if (env.WT_SESSION !== undefined && env.WT_SESSION !== '') return 3;
  if (env.COLORTERM === 'truecolor' || env.COLORTERM === '24bit') return 3;
  if (env.TERM_PROGRAM === 'iTerm.app') return Number.parseInt(env.TERM_PROGRAM_VERSION ?? '', 10) >= 3 ? 3 : 2;
  if (env.TERM_PROGRAM === 'Apple_Terminal') return 2;
  if (TRUECOLOR_TERMS.has(term)) return 3;
  const colours = term === '' ? undefined : terminfoColours(term, place.terminfoDirs ?? terminfoDirs(env));
  if (colours !== undefined) {
    if (colours >= 16_777_216) return 3;
    if (colours >= 256) return 2;
    if (colours >= 8) return 1;
    return env.COLORTERM !== undefined ? 1 : 0;
  }
  if (/-256(colou?r)?$/i.test(term)) return 2;
  if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(term)) return 1;
  return env.COLORTERM !== undefined ? 1 : 0;
}

/**
 * The colour level for output to `stream` under `env`, by the common conventions:
 * - `NO_COLOR` set and not empty: 0 (https://no-color.org), whatever else is set;
 * - `FORCE_COLOR` set: its level (`0`/`false` none, ``/`true`/`1` 16, `2` 256, `3` 16 million),
 *   also when the output is a pipe or a file;
 * - otherwise 0 when `stream` is not a terminal or `TERM` is `dumb`, else what the terminal
 *   says by supports-color's rules (see fromTerminal: the Windows console, WT_SESSION,
 *   COLORTERM, TERM_PROGRAM, TERM with the host's terminfo).
 *
 * Unlike chalk's own detection (read once at load, from this process's stdout), it takes any
 * stream and environment, e.g. an SSH channel and its client's TERM, and it does not turn colour
 * off because a `CI` variable is set: a person's shell may export one, and the table is drawn
 * live for them all the same (see commands/load-ui.ts). Callers that draw (plain-text styles,
 * table themes, one SSH connection) should all ask here, and draw with {@link chalkAt}.
 */
export function colourLevel(stream: ColourStream, env: NodeJS.ProcessEnv = process.env, place: ColourPlace = {}): ColourLevel {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 0;
  const force = forced(env);
  if (force !== undefined) return force;
  if (!stream.isTTY || env.TERM === 'dumb') return 0;
  return fromTerminal(env, place);
}

/** A chalk instance that writes the escape codes of `level` (none at 0). */
export function chalkAt(level: ColourLevel): ChalkInstance {
  return new Chalk({ level });
}
