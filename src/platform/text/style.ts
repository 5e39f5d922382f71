import { colourLevel, type ColourStream } from '../colour.js';

/** Text decoration for plain-text output: real escape codes only where they are welcome. */
export interface Style {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
}

const PLAIN: Style = { bold: (t) => t, dim: (t) => t };

/**
 * `text` between `open` and `close` exactly as chalk writes one modifier (bold and dim share
 * their close, SGR 22): an inner close is followed by `open` again, so the outer style goes on
 * after it, and each line break is closed before and opened after, so a pager showing one line
 * alone shows it styled. Empty text stays empty. Written here rather than loaded from chalk,
 * whose colour detection reads the terminal modules at load: `rules` and `scores` start faster.
 */
function encase(open: string, close: string, text: string): string {
  if (text === '') return text;
  let body = text.includes('\u001b') ? text.split(close).join(close + open) : text;
  if (body.includes('\n')) body = body.replace(/\r?\n/g, (lf) => `${close}${lf}${open}`);
  return open + body + close;
}

const ESCAPED: Style = {
  bold: (t) => encase('\u001b[1m', '\u001b[22m', t),
  dim: (t) => encase('\u001b[2m', '\u001b[22m', t),
};

/**
 * The style for `stream`: bold and dim at any colour level above 0 (see
 * src/platform/colour.ts: a terminal, or FORCE_COLOR even on a pipe; never with NO_COLOR, or
 * TERM=dumb unless forced); plain text otherwise. Bold and dim are the same codes at every level.
 */
export function styleFor(stream: ColourStream, env: NodeJS.ProcessEnv = process.env): Style {
  return colourLevel(stream, env) > 0 ? ESCAPED : PLAIN;
}

/**
 * The widest line for `stream`: 80 columns, or the terminal's width when it is narrower; into a
 * pipe or a file, COLUMNS where it asks for fewer (`COLUMNS=50 big-chicken rules | less`).
 */
export function widthFor(stream: { readonly isTTY?: boolean; readonly columns?: number }, env: NodeJS.ProcessEnv = process.env): number {
  const asked = /^\d+$/.test(env.COLUMNS ?? '') ? Number(env.COLUMNS) : undefined;
  const cols = stream.isTTY ? stream.columns : asked;
  return cols !== undefined && cols >= 20 && cols < 80 ? cols : 80;
}
