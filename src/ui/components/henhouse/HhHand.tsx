import { Box, Text } from 'ink';
import HhCard from './HhCard.js';

type Props = {
  /** The items in display order: dealt cards (`BC5`), then held wilds (`*C`, `*E`). */
  readonly items: readonly string[];
  /** Index of the item under the cursor, or -1 for none. */
  readonly cursor: number;
  /** Indexes of selected items. */
  readonly selected: ReadonlySet<number>;
};

/** Terminal rows one line of {@link HhHand} takes: the raised row, the hand row and the cursor row. */
export const HAND_ROWS = 3;

/** Columns one item of {@link HhHand} takes. */
export function cellWidth(item: string): number {
  return item.length + 1;
}

/**
 * A Henhouse hand, one cell per item: selected items are raised one row above the others, and
 * the cursor is a `^` line under its item. Wilds stand apart after a gap. Wraps when the line is full.
 */
export default function HhHand({ items, cursor, selected }: Props) {
  if (items.length === 0) return <Text dimColor>(no cards left)</Text>;
  return (
    <Box flexWrap="wrap">
      {items.map((item, i) => {
        const gap = i > 0 && item.startsWith('*') && !(items[i - 1] as string).startsWith('*');
        const blank = ' '.repeat(cellWidth(item));
        const up = selected.has(i);
        return (
          <Box key={i} flexDirection="column" marginLeft={gap ? 2 : 0}>
            {up ? (
              <Text>
                <HhCard card={item} />{' '}
              </Text>
            ) : (
              <Text>{blank}</Text>
            )}
            {up ? (
              <Text>{blank}</Text>
            ) : (
              <Text>
                <HhCard card={item} />{' '}
              </Text>
            )}
            <Text color="cyan">{i === cursor ? `${'^'.repeat(item.length)} ` : blank}</Text>
          </Box>
        );
      })}
    </Box>
  );
}
