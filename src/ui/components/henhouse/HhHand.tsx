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

/**
 * A Henhouse hand, one 4-column cell per item: a selected item carries a `+` before it and the
 * cursor a `^` line under it. Wilds stand apart after a gap. Wraps when the line is full.
 */
export default function HhHand({ items, cursor, selected }: Props) {
  if (items.length === 0) return <Text dimColor>(no cards left)</Text>;
  return (
    <Box flexWrap="wrap">
      {items.map((item, i) => {
        const gap = i > 0 && item.startsWith('*') && !(items[i - 1] as string).startsWith('*');
        return (
          <Box key={i} flexDirection="column" marginLeft={gap ? 2 : 0}>
            <Text>
              <Text color="cyan" bold>
                {selected.has(i) ? '+' : ' '}
              </Text>
              <HhCard card={item} />
            </Text>
            <Text color="cyan">{i === cursor ? ` ${'^'.repeat(item.length)}` : ' '.repeat(item.length + 1)}</Text>
          </Box>
        );
      })}
    </Box>
  );
}
