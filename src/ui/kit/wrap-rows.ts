import wrapAnsi from 'wrap-ansi';

/**
 * `text` word-wrapped into rows of at most `width` columns, as a table line is drawn. Ink's own
 * wrap keeps the spaces it breaks at (wrap-ansi with `trim: false`), so a word that ends exactly
 * at the edge leaves the next row starting with a space; these rows are trimmed at each break
 * instead, and a word wider than a row is cut. Colour codes are kept.
 */
export function wrapRows(text: string, width: number): string[] {
  return wrapAnsi(text, Math.max(1, width), { hard: true }).split('\n');
}
