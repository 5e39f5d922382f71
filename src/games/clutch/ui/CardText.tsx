import { Text } from '../../../ui/kit/text.js';
import { inGlyphs, useLook } from '../../../ui/look/index.js';
import { splitCards, suitLetters, suitRole } from './card-text.js';

type Props = {
  /** An engine text or card label, e.g. "take 7♥: −70, then HEARTS: double → 60". */
  readonly text: string;
  readonly bold?: boolean;
  readonly dim?: boolean;
  readonly color?: string;
  /** Wrap onto more lines instead of cutting the line (the caller leaves room for them). */
  readonly wrap?: boolean;
};

/**
 * A line of Clutch text with every card in its suit's colour; with colour off, suits are
 * written as letters (7H) so the line still says everything (also in an ASCII locale). Cut to
 * one line unless `wrap`.
 */
export default function CardText({ text, bold, dim, color, wrap = false }: Props) {
  const { glyphs, theme } = useLook();
  const plain = suitLetters(glyphs.unicode);
  return (
    <Text wrap={wrap ? 'wrap' : 'truncate'} bold={bold} dimColor={dim} color={color}>
      {splitCards(inGlyphs(text, glyphs), plain).map((p, i) =>
        p.suit ? (
          <Text key={i} color={plain ? undefined : theme.colour(suitRole(p.suit))} bold>
            {p.text}
          </Text>
        ) : (
          p.text
        ),
      )}
    </Text>
  );
}
