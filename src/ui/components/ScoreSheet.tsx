import { Box, Text } from 'ink';
import stringWidth from 'string-width';
import type { ScoreSheet as Sheet } from '../../review/index.js';

type Props = {
  readonly sheet: Sheet;
  readonly columns: number;
  /** The line under the sheet, e.g. how to close it. */
  readonly footer?: string;
};

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - stringWidth(text)));
}

/** The score sheet: every round's score and running total per seat (or what the game counts instead, such as a flock by turn), in columns. */
export default function ScoreSheet({ sheet, columns, footer }: Props) {
  const all = sheet.head.length > 0 ? [sheet.head, ...sheet.rows] : sheet.rows;
  const widths: number[] = [];
  for (const row of all) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, stringWidth(cell))));
  const line = (row: readonly string[]) => row.map((c, i) => pad(c, widths[i] ?? 0)).join('  ').trimEnd();
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={Math.min(columns, 100)}>
      <Text bold>Score sheet</Text>
      {sheet.head.length > 0 ? (
        <Text bold wrap="truncate">
          {line(sheet.head)}
        </Text>
      ) : null}
      {sheet.rows.map((row, i) => (
        <Text key={i} wrap="truncate">
          {line(row)}
        </Text>
      ))}
      {sheet.notes.map((n, i) => (
        <Text key={`n${i}`} dimColor wrap="wrap">
          {n}
        </Text>
      ))}
      {footer ? <Text dimColor>{footer}</Text> : null}
    </Box>
  );
}
