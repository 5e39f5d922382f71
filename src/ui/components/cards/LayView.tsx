import { Box } from 'ink';
import { Text } from '../../kit/text.js';
import type { Face } from '../../look/faces.js';
import stringWidth from 'string-width';
import { wrapRows } from '../../kit/wrap-rows.js';
import CardRow, { bands, rowHeight, rowWidth, type CardStyle } from './CardRow.js';

type Props = {
  readonly faces: readonly Face[];
  /**
   * Who laid it and what it is, e.g. "Pip laid a Two-of-a-Kind of 7s": one text, wrapped at its
   * words, or its phrases (["To beat:", "Pip's", "set of two 5s"]), wrapped only between them.
   */
  readonly caption: Caption;
  readonly width: number;
  /** True for a moment after it lands: drawn strong. */
  readonly fresh: boolean;
  /** Prefer one-row chips (compact layouts). */
  readonly tight?: boolean;
};

/** A lay's caption: one text, or the phrases a row may break between. */
export type Caption = string | readonly string[];

/**
 * The rows of `caption` in `width` columns: as many phrases to a row as fit, a space between
 * them, so a row breaks between phrases; a phrase wider than a row (or a caption given as one
 * text) is wrapped at its words. No row starts with a space.
 */
export function captionRows(caption: Caption, width: number): string[] {
  const rows: string[] = [];
  for (const phrase of typeof caption === 'string' ? [caption] : caption) {
    const last = rows[rows.length - 1];
    if (last !== undefined && stringWidth(`${last} ${phrase}`) <= width) rows[rows.length - 1] = `${last} ${phrase}`;
    else rows.push(...wrapRows(phrase, width));
  }
  return rows.length === 0 ? [''] : rows;
}

/** The style that shows every card of a lay in `width`: whole faces, else a fan, else chips (which wrap). */
export function layStyle(count: number, width: number, tight = false): CardStyle {
  if (!tight && rowWidth(count, 'full') <= width) return 'full';
  if (!tight && rowWidth(count, 'fan') <= width) return 'fan';
  return 'chip';
}

/** Rows a {@link LayView} takes: its wrapped caption and its bands of cards. */
export function layHeight(count: number, caption: Caption, width: number, tight = false): number {
  const rows = captionRows(caption, width).length;
  if (count === 0) return rows;
  const style = layStyle(count, width, tight);
  return rows + bands(count, style, width).length * rowHeight(style, false, false);
}

/** The lay in the centre of the table: its caption and every card of it, never cut off. */
export default function LayView({ faces, caption, width, fresh, tight = false }: Props) {
  const style = layStyle(faces.length, width, tight);
  return (
    <Box flexDirection="column" alignItems="center" width={width}>
      {captionRows(caption, width).map((row, i) => (
        <Text key={i} bold={fresh}>
          {row}
        </Text>
      ))}
      {faces.length > 0 ? <CardRow faces={faces} style={style} width={width} strong={fresh} /> : null}
    </Box>
  );
}
