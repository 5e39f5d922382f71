import { Box, Text } from 'ink';
import type { Lesson } from '../../games/types.js';
import { useLook } from '../look/index.js';

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
};

/** Rows the panel always takes, so the table above it keeps its size. */
export const TEACH_ROWS = 3;

/**
 * The teaching table's panel: the hint and its reason, then what Enter does with it; or what to do
 * when nothing beats the lay, or the keys; then two lines about whatever comes up for the first time.
 */
export default function TeachPanel({ hint, stuck, lesson, more, takeBacks }: Props) {
  const { theme } = useLook();
  const back = takeBacks > 0 ? `   ${takeBacks} taken back` : '';
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
          Teaching table: h hint u take back your last move t score sheet{back}
          {more > 0 ? `   ${more} more to learn` : ''}
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
