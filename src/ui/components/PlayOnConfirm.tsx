import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useLook } from '../look/index.js';

type Props = {
  /** The actions of the replay the new game starts from. */
  readonly at: number;
  /** The name of the person's seat. */
  readonly name: string;
  /** What becomes of a game of this game saved in progress, or null when there is none. */
  readonly replaces: string | null;
};

/** Asks before a replay is played on as a new game from its `at`-th action. */
export default function PlayOnConfirm({ at, name, replaces }: Props) {
  const { theme, glyphs } = useLook();
  return (
    <Box flexDirection="column" borderStyle={glyphs.border} borderColor={theme.colour('warn')} paddingX={1}>
      <Text bold wrap="wrap">{`Play on from action ${at} as a new game?`}</Text>
      <Text wrap="wrap">
        {`You take ${name}'s seat and bots the others; the first ${at} actions stay as they were played. ` +
          'The new game is saved as you go and kept in your history as played on from a replay.'}
      </Text>
      {replaces ? <Text wrap="wrap">{replaces}</Text> : null}
      <Text wrap="wrap">Enter plays on, Esc goes back to the replay.</Text>
    </Box>
  );
}
