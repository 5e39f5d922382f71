import { Box, Text } from 'ink';

type Props = {
  /** Every line of the log, oldest first; the last `rows` are shown. */
  readonly lines: readonly string[];
  readonly rows: number;
};

/** A card table's log: its last lines in a box of `rows` rows, the newest bright and the rest dim, each cut to one row. */
export default function TableLog({ lines, rows }: Props) {
  // No row left (a full hand at 60×20): no log, rather than a frame taller than the window.
  if (rows <= 0) return null;
  return (
    <Box flexDirection="column" height={rows}>
      {lines.slice(-rows).map((line, i, shown) => (
        <Text key={`${lines.length}-${i}`} wrap="truncate" dimColor={i < shown.length - 1}>
          {line}
        </Text>
      ))}
    </Box>
  );
}
