import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useLook } from '../look/index.js';
import { wrapRows } from '../kit/wrap-rows.js';

type Props = {
  readonly title: string;
  /** What the log holds, after the title: "the log", "this round's log". */
  readonly name: string;
  /** Every line of the log, oldest first, as the table's log says them. */
  readonly lines: readonly string[];
  /** How far up from the newest row it is scrolled (0: the newest rows shown). */
  readonly back: number;
  readonly width: number;
  /** Rows the overlay may take, its border, title and last line included. */
  readonly height: number;
};

/** The log laid out for an overlay of `width` × `height`: its rows (each line wrapped whole) and how many show at once. */
export function logLayout(lines: readonly string[], width: number, height: number) {
  // The box's border and padding take 4 columns; its border, title and last line 4 rows.
  const rows = lines.flatMap((line) => wrapRows(line, Math.max(12, width - 4)));
  return { rows, room: Math.max(3, height - 4) };
}

/** The furthest `back` may go in a log of `rows` rows shown `room` at a time: the oldest row at the top. */
export const furthestBack = (rows: number, room: number): number => Math.max(0, rows - room);

/**
 * Every line of the table's log in a box over the table, the newest at the bottom (a narrow table
 * keeps only its last few on screen), scrolled back with ↑ and PgUp; any other key closes it.
 */
export default function LogOverlay({ title, name, lines, back, width, height }: Props) {
  const { glyphs } = useLook();
  const { rows, room } = logLayout(lines, width, height);
  const from = Math.max(0, rows.length - room - Math.min(back, furthestBack(rows.length, room)));
  const shown = rows.slice(from, from + room);
  const a = glyphs.arrow;
  const above = from > 0;
  const below = from + room < rows.length;
  const where = above && below ? ' (more above and below)' : above ? ' (more above)' : below ? ' (more below)' : '';
  return (
    <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={width}>
      <Text bold wrap="truncate">
        {title}: {name}
      </Text>
      {shown.length === 0 ? <Text dimColor>Nothing has happened yet.</Text> : null}
      {shown.map((row, i) => (
        <Text key={from + i} wrap="truncate">
          {row}
        </Text>
      ))}
      <Text dimColor wrap="truncate">
        {above || below ? `${a.up} ${a.down} scroll${where}   any other key closes` : 'Press any key to close.'}
      </Text>
    </Box>
  );
}
