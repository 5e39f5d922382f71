import { Box, Text } from 'ink';
import JhCard from './JhCard.js';

type Props = {
  /** The hand in pecking order, lowest first (Eggs, then Ducks, then Chickens). */
  readonly hand: readonly string[];
  /** Index of the card under the cursor, or -1 for none. */
  readonly cursor: number;
  /** Indexes of selected cards. */
  readonly selected: ReadonlySet<number>;
  /** Cards that cannot be chosen (e.g. the gift that cannot go back) are drawn dim. */
  readonly dim?: (card: string) => boolean;
  /** Indexes of the hint's cards: a `+` line under each (a teaching game). */
  readonly hinted?: ReadonlySet<number>;
  /** Indexes of the cards that can be played now, underlined (a teaching game); absent: none marked. */
  readonly playable?: ReadonlySet<number>;
};

function group(card: string): number {
  if (card === 'D') return 1;
  return /^[BGYOR]C$/.test(card) ? 2 : 0;
}

/**
 * A hand, one cell per card: selected cards in brackets `[O7]`, the cursor marked `^` under its
 * card, a hint's cards `+`, playable cards underlined. Ducks and Chickens are set apart from the Eggs by a gap. Wraps when the line is full.
 */
export default function JhHand({ hand, cursor, selected, dim, hinted, playable }: Props) {
  return (
    <Box flexWrap="wrap">
      {hand.map((card, i) => {
        const gap = i > 0 && group(card) !== group(hand[i - 1] as string);
        const on = selected.has(i);
        return (
          <Box key={i} flexDirection="column" marginLeft={gap ? 2 : 0}>
            <Text dimColor={dim?.(card) === true}>
              {on ? '[' : ' '}
              <Text underline={playable?.has(i) === true}>
                <JhCard card={card} />
              </Text>
              {on ? ']' : ' '}
            </Text>
            {hinted?.has(i) ? (
              <Text color="magenta" bold>{` ${'+'.repeat(card.length)} `}</Text>
            ) : (
              <Text color="cyan">{i === cursor ? ` ${'^'.repeat(card.length)} ` : ' '.repeat(card.length + 2)}</Text>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
