/** The table's layouts by terminal size; below `compact`'s least size the table asks for more room. */
export type LayoutName = 'large' | 'standard' | 'compact';

/** The least columns and rows of each layout. */
export const LAYOUTS: readonly { readonly name: LayoutName; readonly columns: number; readonly rows: number }[] = [
  { name: 'large', columns: 100, rows: 30 },
  { name: 'standard', columns: 80, rows: 24 },
  { name: 'compact', columns: 60, rows: 20 },
];

/** The smallest terminal the table is drawn in. */
export const LEAST = { columns: 60, rows: 20 } as const;

/**
 * The rows a game's screen may fill of the `rows` the table gives it: all but the table's header,
 * error and key lines, and one more kept free, since Ink redraws a frame in place only while it is
 * shorter than the terminal (one that fills it is redrawn by clearing the screen, which tmux and
 * some terminals keep in their scrollback).
 */
export function screenRows(rows: number): number {
  return rows - 4;
}

/** The layout for a terminal of `columns` × `rows`, or null when it is too small for any. */
export function layoutFor(columns: number, rows: number): LayoutName | null {
  for (const l of LAYOUTS) if (columns >= l.columns && rows >= l.rows) return l.name;
  return null;
}
