import { Box } from 'ink';
import { Text } from '../../../ui/kit/text.js';
import { useLook } from '../../../ui/look/index.js';
import { plural } from '../../words.js';
import BigNumber from './BigNumber.js';

type Props = {
  readonly chickens: number;
  readonly target: number;
  readonly deck: number;
  readonly aside: number;
  readonly discard: number;
  readonly turn: number;
  /** Width of the progress bar in columns. */
  readonly barWidth: number;
};

/**
 * The population, large, with a bar of progress toward the target and the pile counts beside
 * it: three rows.
 */
export default function ChickenMeter({ chickens, target, deck, aside, discard, turn, barWidth }: Props) {
  const share = Math.max(0, Math.min(1, chickens / target));
  const filled = Math.round(share * barWidth);
  const { theme, glyphs } = useLook();
  const colour = theme.colour(chickens >= target ? 'good' : chickens < 50 ? 'error' : 'warn');
  return (
    <Box>
      <BigNumber value={chickens} color={colour} />
      <Box flexDirection="column" marginLeft={2}>
        <Text>
          <Text bold>{plural(chickens, 'chicken')}</Text>
          <Text dimColor>{`  of ${target} needed for SPADES`}</Text>
        </Text>
        <Text>
          <Text color={colour}>{glyphs.barOn.repeat(filled)}</Text>
          <Text dimColor>{glyphs.barOff.repeat(barWidth - filled)}</Text>
          <Text>{` ${Math.floor(share * 100)}%`}</Text>
        </Text>
        <Text dimColor>{[`deck ${deck}`, `aside ${aside}`, `discard ${discard}`, `turn ${turn}`].join(` ${glyphs.dot} `)}</Text>
      </Box>
    </Box>
  );
}
