import { Box } from 'ink';
import { Text } from '../../../ui/kit/text.js';
import type { RoundResult } from '../index.js';
import { wrapRows } from '../../../ui/kit/wrap-rows.js';
import { fit } from '../../../ui/kit/cut-row.js';
import { useLook } from '../../../ui/look/index.js';
import stringWidth from 'string-width';

const PLACES = ['1st', '2nd', '3rd', '4th', '5th'];
const placeName = (i: number) => PLACES[i] ?? `${i + 1}th`;

type Props = {
  readonly title: string;
  readonly names: readonly string[];
  readonly result: RoundResult;
  /** Totals after the round, by seat. */
  readonly totals: readonly number[];
  /** Seats to star (the winners at the end of the game). */
  readonly winners?: readonly number[];
  /**
   * The end of the game: one line per player in the order of the final totals (lowest first),
   * placed by them (equal totals share a place); an `out` column keeps the order they went out
   * in the last round.
   */
  readonly final?: boolean;
  /** Columns it may take (names are shortened to fit); default 80. */
  readonly width?: number;
  /** The line on how it is scored under it (left out where rows are short); default shown. */
  readonly note?: boolean;
};

/** What the line under the table says. */
const noteText = (final: boolean) =>
  final
    ? 'Placed by total, lowest first; out: the order they went out in the last round.'
    : 'The first out scores 0. Others: place points + 1 per vermin; the last also 1 per card left, wilds included.';

/** Rows {@link HhRoundTable} takes for `players` at `width`: title, head, a line a player, and the note as it wraps. */
export function roundTableRows(players: number, width: number, final: boolean, note = true): number {
  return 2 + players + (note ? wrapRows(noteText(final), width).length : 0);
}

/** `text` with spaces after it up to `width` columns. */
const padColumns = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - stringWidth(text)));

/** Each seat's place by total, lowest first: 0 for the lowest, equal totals sharing one (1, 1, 3). */
export function standings(totals: readonly number[]): number[] {
  return totals.map((t) => totals.filter((o) => o < t).length);
}

/**
 * A round's scores, one line per player in the order they went out: place, name, vermin taken,
 * cards left, place points, the round's points and the new total. With `final`, the game's end:
 * the lines in the order of the totals, as the game is won (see {@link Props.final}).
 */
export default function HhRoundTable({ title, names, result, totals, winners = [], final = false, width = 80, note = true }: Props) {
  const { glyphs } = useLook();
  const rows = final
    ? [...result.places].sort((a, b) => (totals[a] ?? 0) - (totals[b] ?? 0) || result.places.indexOf(a) - result.places.indexOf(b))
    : result.places;
  const standing = standings(totals);
  // The number columns after the vermin (each 7 wide, a head of 5 and a gap) close up to 6 where
  // the names would otherwise be cut: a name may take up to 15 columns.
  const longest = Math.max(0, ...rows.map((seat) => stringWidth(names[seat] ?? `Seat ${seat}`)));
  const nameWidthAt = (cell: number) => Math.max(8, Math.min(16, width - 7 - (7 + 4 * cell + (final ? 5 : 0))));
  const cell = nameWidthAt(7) - 1 < longest && nameWidthAt(6) > nameWidthAt(7) ? 6 : 7;
  const nameWidth = nameWidthAt(cell);
  const head =
    `${(final ? 'final' : 'place').padEnd(7)}${'player'.padEnd(nameWidth)}${final ? 'out'.padStart(5) : ''}` +
    `${'vermin'.padStart(7)}${'cards'.padStart(cell)}${'place'.padStart(cell)}${'round'.padStart(cell)}${'total'.padStart(cell)}`;
  return (
    <Box flexDirection="column" width={width}>
      <Text bold>{title}</Text>
      <Text dimColor>{head}</Text>
      {rows.map((seat) => {
        const out = result.places.indexOf(seat);
        const place = final ? (standing[seat] ?? out) : out;
        return (
          // One row a player: a name is cut and padded by the columns it takes (a wide name too).
          <Text key={seat} bold={winners.includes(seat)}>
            {`${winners.includes(seat) ? '★' : ' '}${placeName(place)}`.padEnd(7)}
            {padColumns(fit(names[seat] ?? `Seat ${seat}`, nameWidth - 1, glyphs.ellipsis), nameWidth)}
            {final ? placeName(out).padStart(5) : ''}
            {String(result.vermin[seat]).padStart(7)}
            {String(result.cardsLeft[seat]).padStart(cell)}
            {String(result.placePoints[seat]).padStart(cell)}
            {String(result.points[seat]).padStart(cell)}
            {String(totals[seat]).padStart(cell)}
          </Text>
        );
      })}
      {note ? <Text dimColor>{wrapRows(noteText(final), width).join('\n')}</Text> : null}
    </Box>
  );
}
