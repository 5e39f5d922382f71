import { Box, Text } from 'ink';
import type { RoundResult } from '../../../games/henhouse/index.js';

const PLACES = ['1st', '2nd', '3rd', '4th', '5th'];

type Props = {
  readonly title: string;
  readonly names: readonly string[];
  readonly result: RoundResult;
  /** Totals after the round, by seat. */
  readonly totals: readonly number[];
  /** Seats to star (the winners at the end of the game). */
  readonly winners?: readonly number[];
};

/**
 * A round's scores, one line per player in the order they went out: place, name, vermin taken,
 * cards left, place points, the round's points and the new total.
 */
export default function HhRoundTable({ title, names, result, totals, winners = [] }: Props) {
  const head = `${'place'.padEnd(7)}${'player'.padEnd(16)}${'vermin'.padStart(7)}${'cards'.padStart(7)}${'place'.padStart(7)}${'round'.padStart(7)}${'total'.padStart(7)}`;
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <Text dimColor>{head}</Text>
      {result.places.map((seat, i) => (
        <Text key={seat} bold={winners.includes(seat)}>
          {`${winners.includes(seat) ? '★' : ' '}${PLACES[i] ?? i + 1}`.padEnd(7)}
          {(names[seat] ?? `Seat ${seat}`).slice(0, 15).padEnd(16)}
          {String(result.vermin[seat]).padStart(7)}
          {String(result.cardsLeft[seat]).padStart(7)}
          {String(result.placePoints[seat]).padStart(7)}
          {String(result.points[seat]).padStart(7)}
          {String(totals[seat]).padStart(7)}
        </Text>
      ))}
      <Text dimColor wrap="wrap">
        The first out scores 0. Others: place points + 1 per vermin; the last also 1 per card left, wilds included.
      </Text>
    </Box>
  );
}
