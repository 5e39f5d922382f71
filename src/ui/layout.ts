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

/** The layout for a terminal of `columns` × `rows`, or null when it is too small for any. */
export function layoutFor(columns: number, rows: number): LayoutName | null {
  for (const l of LAYOUTS) if (columns >= l.columns && rows >= l.rows) return l.name;
  return null;
}
