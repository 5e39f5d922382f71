import { Text } from 'ink';

/** Terminal colour of a Henhouse card's colour letter: brown or white. */
export function hhColour(card: string): string | undefined {
  const letter = card.startsWith('*') ? card.split('=')[1]?.[0] : card[0];
  if (letter === 'B') return '#c47f3a';
  if (letter === 'W') return 'whiteBright';
  return undefined;
}

type Props = {
  /** The card in notation: `BC5`, `*C=WC5`, or a bare wild `*C` / `*E`. */
  readonly card: string;
  readonly bold?: boolean;
};

/**
 * One Henhouse card in notation, coloured brown or white; chickens are bold. The letters carry
 * colour and trait, so it reads the same with NO_COLOR.
 */
export default function HhCard({ card, bold }: Props) {
  const chicken = /^(\*C|[BW]C)/.test(card);
  return (
    <Text color={hhColour(card)} bold={bold ?? chicken}>
      {card}
    </Text>
  );
}
