import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { wrapRows } from '../kit/wrap-rows.js';

/**
 * The rows the prompt `text` takes at `width` columns, wrapped as {@link PromptLine} draws it
 * ({@link wrapRows}), and never fewer than `least` (2: a short prompt does not move the screen; 1
 * where the screen has no row to spare).
 */
export function promptRows(text: string, width: number, least = 2): number {
  return Math.max(least, wrapRows(text, width).length);
}

type Props = {
  readonly text: string;
  readonly width: number;
  readonly color?: string | undefined;
  readonly bold?: boolean;
  /** The rows it keeps when its words take fewer (see {@link promptRows}); 2 unless given. */
  readonly least?: number;
};

/**
 * The prompt under the hand, in {@link promptRows} rows: a screen counts those rows into its
 * layout, so a long prompt at a narrow width (a refusal with its reason at 60 columns) takes a
 * third row instead of spilling over the line below it. It is wrapped here ({@link wrapRows}), so
 * no row starts with the space it broke at.
 */
export default function PromptLine({ text, width, color, bold = false, least = 2 }: Props) {
  return (
    <Box height={promptRows(text, width, least)} width={width}>
      <Text wrap="wrap" color={color} bold={bold}>
        {wrapRows(text, width).join('\n')}
      </Text>
    </Box>
  );
}
