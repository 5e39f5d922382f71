import { Box, Text } from 'ink';
import { useLook } from '../look/index.js';

type Props = {
  /** True while the game is still going (it is saved and can be resumed). */
  readonly inProgress: boolean;
  /** What becomes of a game in progress; default: it is saved for `big-chicken resume`. */
  readonly note?: string | undefined;
};

/** Asks before leaving the table. */
export default function QuitConfirm({ inProgress, note }: Props) {
  const { theme, glyphs } = useLook();
  return (
    <Box flexDirection="column" borderStyle={glyphs.border} borderColor={theme.colour('warn')} paddingX={1}>
      <Text bold>Leave the table? (y / n)</Text>
      <Text>{inProgress ? (note ?? 'The game is saved: `big-chicken resume` brings it back.') : 'The game is over and recorded.'}</Text>
    </Box>
  );
}
