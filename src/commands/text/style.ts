/** Text decoration for plain-text output: real escape codes only where they are welcome. */
export interface Style {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
}

const PLAIN: Style = { bold: (t) => t, dim: (t) => t };
const ANSI: Style = { bold: (t) => `\u001b[1m${t}\u001b[22m`, dim: (t) => `\u001b[2m${t}\u001b[22m` };

/**
 * The style for `stream`: bold and dim when it is a terminal and neither `NO_COLOR` (any
 * non-empty value) nor `FORCE_COLOR=0` asks for plain text; no escape codes otherwise.
 */
export function styleFor(stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): Style {
  if (!stream.isTTY) return PLAIN;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return PLAIN;
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return PLAIN;
  if (env.TERM === 'dumb') return PLAIN;
  return ANSI;
}

/** The widest line for `stream`: 80 columns, or the terminal's width when it is narrower. */
export function widthFor(stream: { readonly isTTY?: boolean; readonly columns?: number }): number {
  const cols = stream.isTTY ? stream.columns : undefined;
  return cols !== undefined && cols >= 20 && cols < 80 ? cols : 80;
}
