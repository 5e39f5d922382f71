import { Text } from 'ink';

/** Terminal colour of each Just Hatched suit letter; Big Red is red, Ducks white. */
export const SUIT_COLOURS: Readonly<Record<string, string>> = { B: 'blue', G: 'green', Y: 'yellow', O: '#ff8c00', R: 'red', D: 'white' };

/** The colour of a Just Hatched card in notation (`O7`, `RC`, `D`, `D=O7`). */
export function cardColour(card: string): string {
  if (card === 'RC') return 'red';
  return SUIT_COLOURS[card[0] ?? ''] ?? 'white';
}

type Props = {
  /** The card in notation; a Duck as laid (`D=O7`) shows its stand-in after the D. */
  readonly card: string;
  readonly bold?: boolean;
};

/**
 * One Just Hatched card: its notation in its suit's colour. The letters carry the suit, so it
 * reads the same with NO_COLOR; Chickens and Big Red are bold.
 */
export default function JhCard({ card, bold }: Props) {
  const chicken = /^[BGYOR]C$/.test(card);
  return (
    <Text color={cardColour(card)} bold={bold ?? chicken}>
      {card}
    </Text>
  );
}
