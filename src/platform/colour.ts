import { Chalk, supportsColor, supportsColorStderr, type ChalkInstance } from 'chalk';

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

/** What a terminal's TERM and COLORTERM say it can show (the part of chalk's detection that reads them). */
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
 * - otherwise 0 when `stream` is not a terminal or `TERM` is `dumb`, else what the terminal says.
 *
 * For this process's own stdout or stderr under its own environment, the answer is chalk's
 * detection (`supportsColor`, which also knows CI services and Windows consoles). For any other
 * stream, e.g. an SSH channel with the client's TERM, the same rules are applied to `env`.
 * Callers that draw (plain-text styles, table themes, one SSH connection) should all ask here.
 */
export function colourLevel(stream: ColourStream, env: NodeJS.ProcessEnv = process.env): ColourLevel {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 0;
  if (env === process.env && (stream === process.stdout || stream === process.stderr)) {
    const detected = stream === process.stdout ? supportsColor : supportsColorStderr;
    // chalk reads FORCE_COLOR once, at load; a change since then (tests) is read here.
    const force = forced(env);
    if (force !== undefined) return force;
    return detected ? (detected.level as ColourLevel) : 0;
  }
  const force = forced(env);
  if (force !== undefined) return force;
  if (!stream.isTTY || env.TERM === 'dumb') return 0;
  return fromTerminal(env);
}

/** A chalk instance that writes the escape codes of `level` (none at 0). */
export function chalkAt(level: ColourLevel): ChalkInstance {
  return new Chalk({ level });
}
