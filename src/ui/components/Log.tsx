import { Box, Text } from 'ink';
import type { LogEntry } from '../types.js';

type Props = {
  readonly entries: readonly LogEntry[];
  /** How many of the newest entries to show. */
  readonly lines: number;
  /** Seat of the person, whose lines are drawn bold. */
  readonly seat?: number;
};

/** The newest `lines` log sentences, oldest at the top, each cut to one line. */
export default function Log({ entries, lines, seat = 0 }: Props) {
  const shown = entries.slice(Math.max(0, entries.length - lines));
  return (
    <Box flexDirection="column">
      {shown.length === 0 ? <Text dimColor>Nothing has happened yet.</Text> : null}
      {shown.map((e) => (
        <Text key={e.index} wrap="truncate" bold={e.seat === seat} dimColor={e.seat !== seat && e !== shown[shown.length - 1]}>
          {e.text}
        </Text>
      ))}
    </Box>
  );
}
