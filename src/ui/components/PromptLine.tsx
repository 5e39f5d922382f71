import { Box, Text } from 'ink';
import { wrapRows } from '../kit/wrap-rows.js';

/**
 * The rows the prompt `text` takes at `width` columns, wrapped as {@link PromptLine} draws it
 * ({@link wrapRows}), and never fewer than 2, so that a short prompt does not move the screen.
 */
export function promptRows(text: string, width: number): number {
  return Math.max(2, wrapRows(text, width).length);
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
 * third row instead of spilling over the line below it. It is wrapped here ({@link wrapRows}), so
 * no row starts with the space it broke at.
 */
export default function PromptLine({ text, width, color, bold = false }: Props) {
  return (
    <Box height={promptRows(text, width)} width={width}>
      <Text wrap="wrap" color={color} bold={bold}>
        {wrapRows(text, width).join('\n')}
      </Text>
    </Box>
  );
}
