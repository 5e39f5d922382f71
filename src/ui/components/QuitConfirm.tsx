import { Box, Text } from 'ink';

type Props = {
  /** True while the game is still going (it is saved and can be resumed). */
  readonly inProgress: boolean;
};

/** Asks before leaving the table. */
export default function QuitConfirm({ inProgress }: Props) {
  return (
    <Box flexDirection="column" borderStyle="round" borderColor="yellow" paddingX={1}>
      <Text bold>Leave the table? (y / n)</Text>
      <Text>{inProgress ? 'The game is saved: `big-chicken resume` brings it back.' : 'The game is over and recorded.'}</Text>
    </Box>
  );
}
