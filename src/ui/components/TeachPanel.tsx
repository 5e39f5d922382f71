import { Box, Text } from 'ink';
import type { Lesson } from '../../games/types.js';
import { useLook } from '../look/index.js';
import { hintLine, type KeyHint } from '../kit/hints.js';

type Props = {
  /** The hint's sentence and what Enter does with it ("lays the marked cards"), "thinking" while it is worked out, or null. */
  readonly hint: { readonly reason: string; readonly enter: string } | 'thinking' | null;
  /** "Nothing you hold beats …" when only a pass is legal, else null. */
  readonly stuck: string | null;
  /** The two lines about a card or rule met for the first time, or null. */
  readonly lesson: Lesson | null;
  /** Lessons waiting after this one (each shows after the person's next move). */
  readonly more: number;
  readonly takeBacks: number;
  /** Whether `u` may take a move back now (the game allows it only in its first rounds). */
  readonly canTakeBack: boolean;
  /** Columns the keys line may take. */
  readonly width: number;
};

/** Rows the panel always takes, so the table above it keeps its size. */
export const TEACH_ROWS = 3;

/**
 * The teaching table's panel: the hint and its reason, then what Enter does with it; or what to do
 * when nothing beats the lay, or the keys; then two lines about whatever comes up for the first time.
 */
export default function TeachPanel({ hint, stuck, lesson, more, takeBacks, canTakeBack, width }: Props) {
  const { theme } = useLook();
  // The keys that work now, said more shortly rather than cut when the line is narrow.
  const keys: KeyHint[] = [['Teaching table: h hint', 'h hint']];
  if (canTakeBack) keys.push(['u take back your last move', 'u take back']);
  keys.push(['t score sheet', 't scores']);
  if (takeBacks > 0) keys.push(`${takeBacks} taken back`);
  if (more > 0) keys.push([`${more} more to learn`, `${more} to learn`]);
  if (hint !== null) {
    // A hint takes the whole panel: its reason may need two lines.
    return (
      <Box flexDirection="column" height={TEACH_ROWS}>
        <Text color={theme.colour('wild')} wrap="wrap">
          {hint === 'thinking' ? 'Hint: thinking…' : `Hint: ${hint.reason}`}
        </Text>
        {hint === 'thinking' ? null : <Text dimColor>Enter {hint.enter}, Esc puts the hint away.</Text>}
      </Box>
    );
  }
  return (
    <Box flexDirection="column" height={TEACH_ROWS}>
      {stuck !== null ? (
        <Text color={theme.colour('warn')} wrap="truncate">
          {stuck}
        </Text>
      ) : (
        <Text dimColor wrap="truncate">
          {hintLine(keys, width)}
        </Text>
      )}
      {lesson ? (
        <>
          <Text color={theme.colour('accent')} wrap="truncate">
            {lesson.lines[0]}
          </Text>
          <Text color={theme.colour('accent')} wrap="truncate">
            {lesson.lines[1]}
          </Text>
        </>
      ) : null}
    </Box>
  );
}
