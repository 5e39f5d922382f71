import { Box, Text } from 'ink';
import type { Face } from '../../look/faces.js';
import stringWidth from 'string-width';
import CardRow, { bands, rowHeight, rowWidth, type CardStyle } from './CardRow.js';

type Props = {
  readonly faces: readonly Face[];
  /** Who laid it and what it is, e.g. "Pip laid a Two-of-a-Kind of 7s". */
  readonly caption: string;
  readonly width: number;
  /** True for a moment after it lands: drawn strong. */
  readonly fresh: boolean;
  /** Prefer one-row chips (compact layouts). */
  readonly tight?: boolean;
};

/** The style that shows every card of a lay in `width`: whole faces, else a fan, else chips (which wrap). */
export function layStyle(count: number, width: number, tight = false): CardStyle {
  if (!tight && rowWidth(count, 'full') <= width) return 'full';
  if (!tight && rowWidth(count, 'fan') <= width) return 'fan';
  return 'chip';
}

/** Rows a {@link LayView} takes: its wrapped caption and its bands of cards. */
export function layHeight(count: number, caption: string, width: number, tight = false): number {
  const captionRows = Math.max(1, Math.ceil(stringWidth(caption) / Math.max(1, width)));
  if (count === 0) return captionRows;
  const style = layStyle(count, width, tight);
  return captionRows + bands(count, style, width).length * rowHeight(style, false, false);
}

/** The lay in the centre of the table: its caption and every card of it, never cut off. */
export default function LayView({ faces, caption, width, fresh, tight = false }: Props) {
  const style = layStyle(faces.length, width, tight);
  return (
    <Box flexDirection="column" alignItems="center" width={width}>
      <Text wrap="wrap" bold={fresh}>
        {caption}
      </Text>
      {faces.length > 0 ? <CardRow faces={faces} style={style} width={width} strong={fresh} /> : null}
    </Box>
  );
}
