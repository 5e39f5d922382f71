import { Box, Text } from 'ink';
import type { Face } from '../look/faces.js';
import { useLook } from '../look/index.js';
import CardRow from './cards/CardRow.js';

type Props = {
  /** What is being picked, e.g. "The Duck stands for". */
  readonly label: string;
  readonly face: Face;
  readonly at: number;
  readonly count: number;
  /** The keys, e.g. "← → or type it (O7), Enter lays, Esc back". */
  readonly help: string;
  /** Characters typed so far towards a card, shown after the count. */
  readonly typed?: string;
  /** The choice in card notation, e.g. `*C=WC3`, shown after the count. */
  readonly notation?: string;
  /** In place of "N of M": where the choice stands, e.g. "reading 1 of 18 legal". */
  readonly position?: string;
  readonly width: number;
};

/** A choice among cards (what a Duck or a wild stands for, what a fox takes): the current one as a face, between arrows. */
export default function Picker({ label, face, at, count, help, typed, notation, position, width }: Props) {
  const { glyphs, theme } = useLook();
  return (
    <Box width={width}>
      {/* The label, the arrows and the card are one group as tall as the card, the label and the
          arrows on its middle row; the group stands in the middle of the words beside it, however
          many rows they wrap to. */}
      <Box flexDirection="column" justifyContent="center" marginRight={1} flexShrink={0}>
        <Box alignItems="center">
          <Box marginRight={1}>
            <Text bold>{label}:</Text>
          </Box>
          <Text color={theme.colour('accent')}>{glyphs.pickLeft}</Text>
          <CardRow faces={[face]} style="full" width={8} strong />
          <Text color={theme.colour('accent')}>{glyphs.pickRight}</Text>
        </Box>
      </Box>
      <Box flexDirection="column" justifyContent="center" flexShrink={1}>
        <Text wrap="wrap">
          {notation ? `${notation}, ` : ''}
          {position ?? `${at + 1} of ${count}`}
          {typed ? ` (typed ${typed})` : ''}; {help}
        </Text>
      </Box>
    </Box>
  );
}
