import { Text } from 'ink';
import { plainSuits, splitCards, suitColour } from './card-text.js';

type Props = {
  /** An engine text or card label, e.g. "take 7♥: −70, then HEARTS: double → 60". */
  readonly text: string;
  readonly bold?: boolean;
  readonly dim?: boolean;
  readonly color?: string;
};

/**
 * A line of Clutch text with every card in its suit's colour; with colour off, suits are
 * written as letters (7H) so the line still says everything. Cut to one line.
 */
export default function CardText({ text, bold, dim, color }: Props) {
  const plain = plainSuits();
  return (
    <Text wrap="truncate" bold={bold} dimColor={dim} color={color}>
      {splitCards(text, plain).map((p, i) =>
        p.suit ? (
          <Text key={i} color={plain ? undefined : suitColour(p.suit)} bold>
            {p.text}
          </Text>
        ) : (
          p.text
        ),
      )}
    </Text>
  );
}
