import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useLook } from '../look/index.js';

type Props = {
  /** True while the game is still going (it is saved and can be resumed). */
  readonly inProgress: boolean;
  /** What becomes of a game in progress, said instead of what became of its save (a shared table's seat). */
  readonly note?: string | undefined;
  /** The moves of this game its save holds (the table's `savedSteps`): 0 when nothing of it is saved. */
  readonly savedSteps: number;
  /** Why the last save (or the record, once over) failed, while it is the last word on the game; else null. */
  readonly saveError: string | null;
  /** Once over: whether the finished game was recorded (null before). */
  readonly recorded: boolean | null;
};

/**
 * What leaving does to the game, in the words the program says when it has left (run-table): only
 * what was saved is said to be saved.
 */
export function leaveNote({ inProgress, note, savedSteps, saveError, recorded }: Props): string {
  if (!inProgress) return recorded === false ? 'The game is over, but it could not be recorded.' : 'The game is over and recorded.';
  if (note !== undefined) return note;
  if (saveError !== null) {
    return savedSteps > 0
      ? 'Your last moves could not be saved: `big-chicken resume` brings back the game as last saved.'
      : 'Nothing of this game could be saved.';
  }
  // Every move is saved as it is played: no save yet is no move yet.
  if (savedSteps === 0) return 'Nothing has been played yet, so nothing is saved.';
  return 'The game is saved: `big-chicken resume` brings it back.';
}

/** Asks before leaving the table. */
export default function QuitConfirm(props: Props) {
  const { theme, glyphs } = useLook();
  return (
    <Box flexDirection="column" borderStyle={glyphs.border} borderColor={theme.colour('warn')} paddingX={1}>
      <Text bold>Leave the table? (y / n)</Text>
      <Text>{leaveNote(props)}</Text>
    </Box>
  );
}
