import { Box, Text } from 'ink';
import HhCard from './HhCard.js';

type Props = {
  /** The items in display order: dealt cards (`BC5`), then held wilds (`*C`, `*E`). */
  readonly items: readonly string[];
  /** Index of the item under the cursor, or -1 for none. */
  readonly cursor: number;
  /** Indexes of selected items. */
  readonly selected: ReadonlySet<number>;
  /** Indexes of the hint's items: a `+` line under each (a teaching game). */
  readonly hinted?: ReadonlySet<number>;
  /** Indexes of the items that can be played now, underlined (a teaching game). */
  readonly playable?: ReadonlySet<number>;
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
export default function HhHand({ items, cursor, selected, hinted, playable }: Props) {
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
                <Text underline={playable?.has(i) === true}>
                  <HhCard card={item} />
                </Text>{' '}
              </Text>
            ) : (
              <Text>{blank}</Text>
            )}
            {up ? (
              <Text>{blank}</Text>
            ) : (
              <Text>
                <Text underline={playable?.has(i) === true}>
                  <HhCard card={item} />
                </Text>{' '}
              </Text>
            )}
            {hinted?.has(i) ? (
              <Text color="magenta" bold>{`${'+'.repeat(item.length)} `}</Text>
            ) : (
              <Text color="cyan">{i === cursor ? `${'^'.repeat(item.length)} ` : blank}</Text>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
