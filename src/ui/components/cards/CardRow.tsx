import { Box } from 'ink';
import { chipSegment, FACE_INNER, faceRows, type Face, type Segment } from '../../look/faces.js';
import { useLook } from '../../look/index.js';
import Segments from './Segments.js';

/** How the cards of a row are drawn: whole faces side by side, faces overlapping like a held fan, or one-row chips. */
export type CardStyle = 'full' | 'fan' | 'chip';

/** Marks a teaching aid or a screen can put under cards. */
export interface CardMarks {
  /** Cards marked with a dot under them (e.g. the cards that can be played now). */
  readonly marked?: ReadonlySet<number>;
  /** Cards a hint points at: a star under them and a strong frame. */
  readonly hint?: ReadonlySet<number>;
}

type Props = CardMarks & {
  readonly faces: readonly Face[];
  readonly style: CardStyle;
  /** Columns available; the row breaks into several bands when the cards do not fit. */
  readonly width: number;
  /** Selected cards: lifted one row and framed in the accent colour. */
  readonly raised?: ReadonlySet<number>;
  /** Keep a row free above the cards for lifted ones (a hand), so the row does not jump. */
  readonly lift?: boolean;
  /** The card under the cursor (-1: none). */
  readonly cursor?: number;
  /** Draw the row of marks under the cards (cursor, dots, stars). */
  readonly marksRow?: boolean;
  /** Every card framed strong: the lay that has just landed. */
  readonly strong?: boolean;
  /** Cards drawn dim (cannot be chosen). */
  readonly dim?: ReadonlySet<number>;
  /** Cards that start a new group (a gap of one column before them). */
  readonly groups?: ReadonlySet<number>;
};

export const FULL = FACE_INNER + 2;
const STEP = { full: FULL + 1, fan: FULL - 1, chip: FACE_INNER + 1 } as const;

/** Columns a row of `count` cards takes in `style` (groups add a column each), on one band. */
export function rowWidth(count: number, style: CardStyle, groups = 0): number {
  if (count === 0) return 0;
  if (style === 'full') return count * STEP.full - 1 + groups;
  if (style === 'fan') return (count - 1) * STEP.fan + FULL + groups;
  return count * STEP.chip - 1 + groups;
}

/** Rows a row of cards takes on one band. */
export function rowHeight(style: CardStyle, lift: boolean, marksRow: boolean): number {
  return (style === 'chip' ? 1 : 3) + (lift ? 1 : 0) + (marksRow ? 1 : 0);
}

/**
 * The bands a row of `count` cards is drawn in at `width`: as many cards on each as fit, in order.
 * Where a group (`groups`: the indexes that start one) would be split between two bands, it goes
 * whole to the next band when that takes no more bands (the wilds kept together after the cards).
 */
export function bands(count: number, style: CardStyle, width: number, groups?: ReadonlySet<number>): [number, number][] {
  const greedy = fill(count, style, width, groups, false);
  if (!groups || groups.size === 0) return greedy;
  const whole = fill(count, style, width, groups, true);
  return whole.length === greedy.length ? whole : greedy;
}

/** {@link bands} filled in order; with `keepGroups`, a band that would end inside a group it started in ends before the group. */
function fill(
  count: number,
  style: CardStyle,
  width: number,
  groups: ReadonlySet<number> | undefined,
  keepGroups: boolean,
): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  while (start < count) {
    let end = start + 1;
    while (end < count) {
      const gaps = [...(groups ?? [])].filter((g) => g > start && g <= end).length;
      if (rowWidth(end + 1 - start, style, gaps) > width) break;
      end++;
    }
    if (keepGroups && end < count && groups && !groups.has(end)) {
      // The last group start in this band, after its first card: the band ends there instead.
      const inside = [...groups].filter((g) => g > start && g < end);
      if (inside.length > 0) end = Math.max(...inside);
    }
    out.push([start, end]);
    start = end;
  }
  return out;
}

/**
 * A row of cards: a hand (lifted selection, cursor and marks under it) or a lay in the centre.
 * Nothing is cut off: when the cards do not fit in `width`, they continue on another band.
 */
export default function CardRow({
  faces,
  style,
  width,
  raised,
  lift = false,
  cursor = -1,
  marksRow = false,
  strong = false,
  dim,
  groups,
  marked,
  hint,
}: Props) {
  const { theme, glyphs } = useLook();
  const height = style === 'chip' ? 1 : 3;
  const rowsOut: Segment[][] = [];
  for (const [start, end] of bands(faces.length, style, Math.max(FULL, width), groups)) {
    const rows: Segment[][] = Array.from({ length: height + (lift ? 1 : 0) + (marksRow ? 1 : 0) }, () => []);
    for (let i = start; i < end; i++) {
      const face = faces[i] as Face;
      const last = i === end - 1;
      const up = raised?.has(i) === true;
      const state = { strong: strong || hint?.has(i) === true, accent: up, dim: dim?.has(i) === true };
      const gap = i > start && groups?.has(i) === true;
      const visible = style === 'fan' && !last ? STEP.fan : FULL;
      const cell = style === 'chip' ? (last ? FACE_INNER : STEP.chip) : visible + (style === 'full' && !last ? 1 : 0);
      const pad = (n: number): Segment => ({ text: ' '.repeat(n) });
      const drawn: Segment[][] =
        style === 'chip'
          ? [[chipSegment(face, state, theme, last ? FACE_INNER : STEP.chip)]]
          : faceRows(face, state, theme, glyphs, visible).map((r) => (style === 'full' && !last ? [...r, pad(1)] : r));
      const cardRows: Segment[][] = lift ? (up ? [...drawn, [pad(cell)]] : [[pad(cell)], ...drawn]) : drawn;
      if (up && !lift && style === 'chip') cardRows[0] = [{ ...chipSegment(face, { ...state, strong: true }, theme, cell) }];
      if (marksRow) {
        const mark = i === cursor ? glyphs.cursor : hint?.has(i) ? glyphs.hint : marked?.has(i) ? glyphs.marked : ' ';
        const colour = i === cursor ? theme.colour('accent') : hint?.has(i) ? theme.colour('fresh') : undefined;
        const width = last ? (style === 'chip' ? FACE_INNER : FULL) : cell;
        // The cursor on a hinted card keeps the hint's star beside it.
        const under =
          i === cursor
            ? (hint?.has(i) ? `${glyphs.cursor}${glyphs.hint}` : mark.repeat(Math.min(2, width))).padStart(Math.min(3, width))
            : ` ${mark}`;
        const text = under.padEnd(width).slice(0, width);
        cardRows.push([{ text, colour, bold: i === cursor }]);
      }
      cardRows.forEach((r, k) => {
        if (gap) rows[k]!.push(pad(1));
        rows[k]!.push(...r);
      });
    }
    rowsOut.push(...rows);
  }
  return (
    <Box flexDirection="column">
      {rowsOut.map((r, i) => (
        <Segments key={i} segments={r} />
      ))}
    </Box>
  );
}
