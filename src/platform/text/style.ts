import { chalkAt, colourLevel, type ColourStream } from '../colour.js';

/** Text decoration for plain-text output: real escape codes only where they are welcome. */
export interface Style {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
}

/**
 * The style for `stream`: bold and dim at any colour level above 0 (see
 * src/platform/colour.ts: a terminal, or FORCE_COLOR even on a pipe; never with NO_COLOR, or
 * TERM=dumb unless forced); plain text otherwise.
 */
export function styleFor(stream: ColourStream, env: NodeJS.ProcessEnv = process.env): Style {
  const chalk = chalkAt(colourLevel(stream, env));
  return { bold: (t) => chalk.bold(t), dim: (t) => chalk.dim(t) };
}

/** The widest line for `stream`: 80 columns, or the terminal's width when it is narrower. */
export function widthFor(stream: { readonly isTTY?: boolean; readonly columns?: number }): number {
  const cols = stream.isTTY ? stream.columns : undefined;
  return cols !== undefined && cols >= 20 && cols < 80 ? cols : 80;
}
