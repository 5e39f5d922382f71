import { Box } from 'ink';
import { Text } from '../kit/text.js';
import stringWidth from 'string-width';
import type { Face } from '../look/faces.js';
import { useLook } from '../look/index.js';
import { wrapRows } from '../kit/wrap-rows.js';
import CardRow, { FULL } from './cards/CardRow.js';

type Props = {
  /** What is being picked, e.g. "The Duck stands for". */
  readonly label: string;
  readonly face: Face;
  readonly at: number;
  readonly count: number;
  /** The keys, e.g. "← → or type it (O7), Enter lays, Esc back". */
  readonly help: string;
  /** Characters typed so far towards a card, shown after the count. */
  readonly typed?: string;
  /** The choice in card notation, e.g. `*C=WC3`, shown after the count. */
  readonly notation?: string;
  /** In place of "N of M": where the choice stands, e.g. "reading 1 of 18 legal". */
  readonly position?: string;
  readonly width: number;
};

/** Rows the card takes, and columns the card and its two arrows. */
const CARD_ROWS = 3;
const CARD_GROUP = FULL + 2;

/** The words beside the card: the choice, where it stands, what was typed, then the keys. */
function pickerWords({ at, count, help, typed, notation, position }: Omit<Props, 'face' | 'width' | 'label'>): string {
  return `${notation ? `${notation}, ` : ''}${position ?? `${at + 1} of ${count}`}${typed ? ` (typed ${typed})` : ''}; ${help}`;
}

/** A space that does not break: it holds each phrase of the words together while they are wrapped. */
const HOLD = '\u00a0';

/**
 * The words wrapped at `columns`, each phrase between commas or semicolons whole on its row where
 * it fits one ("Enter plays" never split over two rows).
 */
function wrapWords(words: string, columns: number): string[] {
  const held = words
    .split(/([,;] )/)
    .map((part, i) => (i % 2 === 0 ? part.replaceAll(' ', HOLD) : part))
    .join('');
  return wrapRows(held, columns).map((row) => row.replaceAll(HOLD, ' '));
}

/**
 * How a picker lies within `width` columns: the label beside the card, or (`stacked`) on a row of
 * its own above it where that takes fewer rows (the words beside the card then get the label's
 * columns); the columns of the words, and the rows of the whole, which the table counts.
 */
export function pickerLayout(props: Omit<Props, 'face' | 'width'>, width: number) {
  const words = pickerWords(props);
  const rowsIn = (columns: number) => (columns < 1 ? Infinity : Math.max(CARD_ROWS, wrapWords(words, columns).length));
  const beside = width - (stringWidth(`${props.label}:`) + 1 + CARD_GROUP + 1);
  const under = width - CARD_GROUP - 1;
  const stacked = rowsIn(beside) > 1 + rowsIn(under);
  return { stacked, wordsWidth: Math.max(1, stacked ? under : beside), rows: stacked ? 1 + rowsIn(under) : rowsIn(beside), words };
}

/** A choice among cards (what a Duck or a wild stands for, what a fox takes): the current one as a face, between arrows. */
export default function Picker(props: Props) {
  const { label, face, width } = props;
  const { glyphs, theme } = useLook();
  const { stacked, wordsWidth, words } = pickerLayout(props, width);
  const title = (
    <Box marginRight={1} flexShrink={0}>
      <Text bold wrap="truncate">
        {label}:
      </Text>
    </Box>
  );
  return (
    <Box flexDirection="column" width={width}>
      {stacked ? title : null}
      <Box width={width}>
        {/* The label, the arrows and the card are one group as tall as the card, the label and the
            arrows on its middle row; the group stands in the middle of the words beside it, however
            many rows they wrap to. */}
        <Box flexDirection="column" justifyContent="center" marginRight={1} flexShrink={0}>
          <Box alignItems="center">
            {stacked ? null : title}
            <Text color={theme.colour('accent')}>{glyphs.pickLeft}</Text>
            <CardRow faces={[face]} style="full" width={8} strong />
            <Text color={theme.colour('accent')}>{glyphs.pickRight}</Text>
          </Box>
        </Box>
        <Box flexDirection="column" justifyContent="center" width={wordsWidth}>
          {wrapWords(words, wordsWidth).map((row, i) => (
            <Text key={i}>{row}</Text>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
