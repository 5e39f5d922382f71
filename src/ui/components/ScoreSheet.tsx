import { Box, Text } from 'ink';
import stringWidth from 'string-width';
import { useLook } from '../look/index.js';

type Props = {
  readonly names: readonly string[];
  /** Points of each round played, oldest first, by seat. */
  readonly rounds: readonly (readonly number[])[];
  /** Rounds in the whole game (columns are drawn for the ones still to come). */
  readonly of: number;
  /** Words after a seat's total, e.g. "Good Egg", "3 cards ×1". */
  readonly notes?: Readonly<Record<number, string>>;
  /** Seats starred (the winners at the end). */
  readonly stars?: readonly number[];
  readonly width: number;
};

/**
 * The score sheet, as the source's score card keeps it: one line per player, each round's
 * points and the running total after the last round played; the round just played stands out.
 */
export default function ScoreSheet({ names, rounds, of, notes = {}, stars = [], width }: Props) {
  const { glyphs } = useLook();
  const nameW = Math.min(14, Math.max(6, ...names.map((n) => stringWidth(n))));
  const cols = Math.max(of, rounds.length);
  const cell = 5;
  const head = `${' '.repeat(nameW + 2)}${Array.from({ length: cols }, (_, r) => `R${r + 1}`.padStart(cell)).join('')}${'total'.padStart(7)}`;
  const last = rounds.length - 1;
  return (
    <Box flexDirection="column" width={width}>
      <Text dimColor wrap="truncate">
        {head}
      </Text>
      {names.map((name, seat) => {
        const total = rounds.reduce((t, r) => t + (r[seat] ?? 0), 0);
        const star = stars.includes(seat) ? glyphs.star : ' ';
        return (
          <Text key={seat} wrap="truncate" bold={stars.includes(seat)}>
            {`${star} ${name.slice(0, nameW).padEnd(nameW)}`}
            {Array.from({ length: cols }, (_, r) => {
              const v = rounds[r]?.[seat];
              const text = (v === undefined ? glyphs.dot : String(v)).padStart(cell);
              return r === last ? (
                <Text key={r} bold>
                  {text}
                </Text>
              ) : (
                <Text key={r} dimColor={v === undefined}>
                  {text}
                </Text>
              );
            })}
            <Text bold>{String(total).padStart(7)}</Text>
            {notes[seat] ? `  ${notes[seat]}` : ''}
          </Text>
        );
      })}
    </Box>
  );
}
