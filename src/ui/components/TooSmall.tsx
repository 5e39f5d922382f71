import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useCommandWords } from '../hooks/use-commands.js';
import { LEAST } from '../layout.js';

type Props = {
  readonly columns: number;
  readonly rows: number;
};

/** Shown instead of the table when the terminal is too small for it; the table comes back when it grows. */
export default function TooSmall({ columns, rows }: Props) {
  const words = useCommandWords();
  return (
    <Box flexDirection="column" width={Math.max(1, columns)}>
      <Text bold wrap="wrap">
        The window is too small for the table.
      </Text>
      <Text wrap="wrap">
        It needs at least {LEAST.columns}×{LEAST.rows}; this one is {columns}×{rows}. Make it larger and the table comes back. {words.small}
      </Text>
    </Box>
  );
}
