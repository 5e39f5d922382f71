import { Text } from '../../kit/text.js';
import type { Face } from '../../look/faces.js';
import CardRow, { bands, FULL, rowHeight, rowWidth, type CardMarks, type CardStyle } from './CardRow.js';

type Props = CardMarks & {
  readonly faces: readonly Face[];
  /** The card under the cursor, or -1 (watching). */
  readonly cursor: number;
  readonly selected: ReadonlySet<number>;
  readonly width: number;
  /** Rows the hand may take. */
  readonly rows: number;
  /** Cards that start a new group (Ducks, Chickens, wilds). */
  readonly groups?: ReadonlySet<number>;
  readonly dim?: ReadonlySet<number>;
};

/**
 * The style a hand of `count` cards is drawn in within `width` × `rows`: whole faces, a fan, or
 * chips. `groups`: the cards that start a group, each a column wider ({@link CardRow} draws them so).
 */
export function handStyle(count: number, width: number, rows: number, groups: ReadonlySet<number> = NO_GROUPS): CardStyle {
  const faceRows = rowHeight('full', true, true);
  if (rows >= faceRows && rowWidth(count, 'full', groups.size) <= width) return 'full';
  if (rows >= faceRows * bands(count, 'fan', width, groups).length) return 'fan';
  return 'chip';
}

/** Rows a hand takes in `style` and `width`, on as many bands as {@link CardRow} draws it in, its groups' gaps counted. */
export function handRows(count: number, width: number, rows: number, groups: ReadonlySet<number> = NO_GROUPS): number {
  // An empty hand is its one line, "(no cards left)".
  if (count === 0) return 1;
  const style = handStyle(count, width, rows, groups);
  return rowHeight(style, true, true) * bands(count, style, Math.max(FULL, width), groups).length;
}

const NO_GROUPS: ReadonlySet<number> = new Set();

/**
 * The person's hand in pecking order: the selected cards lifted and framed, the cursor under its
 * card, and any marks a teaching aid adds (a dot under playable cards, a star under a hint).
 */
export default function HandView({ faces, cursor, selected, width, rows, groups, dim, marked, hint }: Props) {
  if (faces.length === 0) return <Text dimColor>(no cards left)</Text>;
  const style = handStyle(faces.length, width, rows, groups);
  return (
    <CardRow
      faces={faces}
      style={style}
      width={width}
      raised={selected}
      lift
      cursor={cursor}
      marksRow
      groups={groups}
      dim={dim}
      marked={marked}
      hint={hint}
    />
  );
}
