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

/** What a terminal's TERM and COLORTERM say it can show (as chalk's detection reads them). */
function fromTerminal(env: NodeJS.ProcessEnv): ColourLevel {
  const term = env.TERM ?? '';
  if (env.COLORTERM === 'truecolor' || env.COLORTERM === '24bit') return 3;
  if (term === 'xterm-kitty' || term === 'xterm-ghostty' || term === 'wezterm') return 3;
  if (/-256(colou?r)?$/i.test(term)) return 2;
  if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(term)) return 1;
  return env.COLORTERM !== undefined ? 1 : 0;
}

/**
 * The colour level for output to `stream` under `env`, by the common conventions:
 * - `NO_COLOR` set and not empty: 0 (https://no-color.org), whatever else is set;
 * - `FORCE_COLOR` set: its level (`0`/`false` none, ``/`true`/`1` 16, `2` 256, `3` 16 million),
 *   also when the output is a pipe or a file;
 * - otherwise 0 when `stream` is not a terminal or `TERM` is `dumb`, else what TERM and
 *   COLORTERM say (chalk's rules: truecolor 3, `-256color` 2, xterm and the like 1).
 *
 * Unlike chalk's own detection (read once at load, from this process's stdout), it takes any
 * stream and environment, e.g. an SSH channel and its client's TERM, and it does not turn colour
 * off because a `CI` variable is set: a person's shell may export one, and the table is drawn
 * live for them all the same (see commands/load-ui.ts). Callers that draw (plain-text styles,
 * table themes, one SSH connection) should all ask here, and draw with {@link chalkAt}.
 */
export function colourLevel(stream: ColourStream, env: NodeJS.ProcessEnv = process.env): ColourLevel {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 0;
  const force = forced(env);
  if (force !== undefined) return force;
  if (!stream.isTTY || env.TERM === 'dumb') return 0;
  return fromTerminal(env);
}

/** A chalk instance that writes the escape codes of `level` (none at 0). */
export function chalkAt(level: ColourLevel): ChalkInstance {
  return new Chalk({ level });
}
