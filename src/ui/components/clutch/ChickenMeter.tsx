import { Box, Text } from 'ink';
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
  const colour = chickens >= target ? 'green' : chickens < 50 ? 'red' : 'yellow';
  return (
    <Box>
      <BigNumber value={chickens} color={colour} />
      <Box flexDirection="column" marginLeft={2}>
        <Text>
          <Text bold>{chickens} chickens</Text>
          <Text dimColor>{`  of ${target} needed for SPADES`}</Text>
        </Text>
        <Text>
          <Text color={colour}>{'█'.repeat(filled)}</Text>
          <Text dimColor>{'░'.repeat(barWidth - filled)}</Text>
          <Text>{` ${Math.floor(share * 100)}%`}</Text>
        </Text>
        <Text dimColor>{`deck ${deck} · aside ${aside} · discard ${discard} · turn ${turn}`}</Text>
      </Box>
    </Box>
  );
}
