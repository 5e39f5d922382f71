import { columns, MAX_COLUMNS, wrap } from './wrap.js';

/**
 * Lays rows out as plain-text columns separated by two spaces, every column but the last padded
 * to its widest cell. The last column is word-wrapped so no line passes `width` columns
 * (default {@link MAX_COLUMNS}); its continuation lines are indented under it. Rows may have
 * different lengths; missing cells are empty.
 */
export function table(rows: readonly (readonly string[])[], width = MAX_COLUMNS, indent = ''): string[] {
  const count = Math.max(0, ...rows.map((r) => r.length));
  if (count === 0) return [];
  const widths = Array.from({ length: count - 1 }, (_, c) => Math.max(...rows.map((r) => columns(r[c] ?? ''))));
  const lines: string[] = [];
  for (const row of rows) {
    let lead = indent;
    for (let c = 0; c < count - 1; c++) {
      const cell = row[c] ?? '';
      lead += cell + ' '.repeat((widths[c] as number) - columns(cell)) + '  ';
    }
    const last = row[count - 1] ?? '';
    const hang = ' '.repeat(columns(lead));
    if (columns(lead) + 8 > width) {
      // The leading columns leave no room: put the last cell under them.
      lines.push(lead.trimEnd());
      lines.push(...wrap(last, { width, first: indent + '    ', rest: indent + '    ' }));
    } else {
      lines.push(...wrap(last, { width, first: lead, rest: hang }));
    }
  }
  return lines;
}
