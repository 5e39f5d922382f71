import { Box, Text } from 'ink';
import wrapAnsi from 'wrap-ansi';

/**
 * The rows the prompt `text` takes at `width` columns, wrapped exactly as Ink wraps a Text (the
 * same wrap-ansi call), and never fewer than 2, so that a short prompt does not move the screen.
 */
export function promptRows(text: string, width: number): number {
  return Math.max(2, wrapAnsi(text, Math.max(1, width), { trim: false, hard: true }).split('\n').length);
}

type Props = {
  readonly text: string;
  readonly width: number;
  readonly color?: string | undefined;
  readonly bold?: boolean;
};

/**
 * The prompt under the hand, in {@link promptRows} rows: a screen counts those rows into its
 * layout, so a long prompt at a narrow width (a refusal with its reason at 60 columns) takes a
 * third row instead of spilling over the line below it.
 */
export default function PromptLine({ text, width, color, bold = false }: Props) {
  return (
    <Box height={promptRows(text, width)} width={width}>
      <Text wrap="wrap" color={color} bold={bold}>
        {text}
      </Text>
    </Box>
  );
}
