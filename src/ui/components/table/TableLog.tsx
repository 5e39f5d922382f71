import { Box } from 'ink';
import { Text } from '../../kit/text.js';
import { Fragment, type ReactNode } from 'react';
import { cutRow } from '../../kit/cut-row.js';
import { wrapRows } from '../../kit/wrap-rows.js';
import { useLook } from '../../look/index.js';

type Props = {
  /** Every line of the log, oldest first; the newest that fit in `rows` rows are shown. */
  readonly lines: readonly string[];
  readonly rows: number;
  /** The columns a row may take: a line wider than that takes more rows, never cut. */
  readonly width: number;
  /**
   * How a shown line is drawn, given its rows already wrapped (joined by newlines) and whether it
   * is dim (every line but the newest): a game's own colours. Absent: plain text.
   */
  readonly draw?: (text: string, dim: boolean) => ReactNode;
};

/**
 * The first `rows` of a line wrapped into `wrapped`, the last of them ending in `ellipsis` within
 * `width` columns, so that a cut line reads as cut (the log overlay shows it whole).
 */
export function cutRows(wrapped: readonly string[], rows: number, width: number, ellipsis: string): string[] {
  const shown = wrapped.slice(0, rows);
  shown[rows - 1] = cutRow(shown[rows - 1] as string, width, ellipsis);
  return shown;
}

/**
 * A card table's log in a box of `rows` rows: its newest lines, each whole and word-wrapped to
 * `width`, as many as fit; the newest bright and the rest dim. Only a newest line taller than the
 * box is cut, to its first rows, the last of them ending in an ellipsis.
 */
export default function TableLog({ lines, rows, width, draw }: Props) {
  const { glyphs } = useLook();
  // No row left (a full hand at 60×20): no log, rather than a frame taller than the window.
  if (rows <= 0) return null;
  const shown: { readonly rows: readonly string[]; readonly newest: boolean }[] = [];
  let used = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const wrapped = wrapRows(lines[i] as string, width);
    const newest = i === lines.length - 1;
    if (used + wrapped.length > rows) {
      if (newest) shown.unshift({ rows: cutRows(wrapped, rows, width, glyphs.ellipsis), newest });
      break;
    }
    shown.unshift({ rows: wrapped, newest });
    used += wrapped.length;
  }
  return (
    <Box flexDirection="column" height={rows}>
      {shown.map((entry, i) =>
        draw ? (
          <Fragment key={`${lines.length}-${i}`}>{draw(entry.rows.join('\n'), !entry.newest)}</Fragment>
        ) : (
          <Text key={`${lines.length}-${i}`} wrap="truncate" dimColor={!entry.newest}>
            {entry.rows.join('\n')}
          </Text>
        ),
      )}
    </Box>
  );
}
