import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useKeys } from '../hooks/use-keys.js';

type Props = {
  readonly text: string;
  readonly onLeave: () => void;
};

/** A spectator's screen before the table's game starts: one message; q or Ctrl-C leaves. */
export default function NotStarted({ text, onLeave }: Props) {
  useKeys(
    (input, key) => {
      if (input === 'q' || (key.ctrl && input === 'c')) onLeave();
    },
    { ctrl: true },
  );
  return (
    <Box flexDirection="column">
      <Text wrap="wrap">{text}</Text>
      <Text dimColor>q leave</Text>
    </Box>
  );
}
