import { Box, Text } from 'ink';

/** One seat's line of a round's score table (the engine's RoundScore). */
export interface ScoreLine {
  readonly cards: number;
  readonly multiplier: number;
  readonly penalty: number;
  readonly points: number;
}

type Props = {
  readonly title: string;
  readonly names: readonly string[];
  /** This round's lines, per seat, or null to show totals only. */
  readonly lines: readonly ScoreLine[] | null;
  readonly totals: readonly number[];
  /** Seats marked after their name, e.g. {0: 'Good Egg'}. */
  readonly marks?: Readonly<Record<number, string>>;
};

/** A round's score table: cards left, multiplier, penalty, points, running total per seat. */
export default function JhScores({ title, names, lines, totals, marks = {} }: Props) {
  const w = Math.min(14, Math.max(6, ...names.map((n) => n.length)));
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <Text dimColor>
        {''.padEnd(w)}
        {lines ? `  cards  ×mult  +pen  points` : ''}  total
      </Text>
      {names.map((name, seat) => {
        const l = lines?.[seat];
        return (
          <Text key={seat} wrap="truncate">
            {name.slice(0, w).padEnd(w)}
            {l
              ? `  ${String(l.cards).padStart(5)}  ${`×${l.multiplier}`.padStart(5)}  ${`+${l.penalty}`.padStart(4)}  ${String(l.points).padStart(6)}`
              : ''}
            {`  ${String(totals[seat] ?? 0).padStart(5)}`}
            {marks[seat] ? `  ${marks[seat]}` : ''}
          </Text>
        );
      })}
    </Box>
  );
}
