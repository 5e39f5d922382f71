import { Box, Text } from 'ink';

/** One row of {@link PlayerList}. */
export interface PlayerRow {
  readonly name: string;
  /** Bot level shown after the name, or null for a person. */
  readonly bot: string | null;
  /** The game's facts for this seat, e.g. "7 cards", "Last Egg!". */
  readonly detail: string;
  /** Running score or null. */
  readonly score?: number | null;
  readonly current: boolean;
  readonly thinking: boolean;
  /** Drawn dim, e.g. a player who is out or has clucked. */
  readonly dim?: boolean;
}

type Props = {
  readonly rows: readonly PlayerRow[];
  /** Width of the name column. */
  readonly nameWidth?: number;
};

/** The seats, one line each: a turn marker, name and level, the game's detail, the score. */
export default function PlayerList({ rows, nameWidth = 19 }: Props) {
  return (
    <Box flexDirection="column">
      {rows.map((r, i) => {
        const label = `${r.name}${r.bot ? ` (${r.bot})` : ''}`;
        return (
          <Text key={i} dimColor={r.dim === true && !r.current} wrap="truncate">
            <Text color={r.current ? 'cyan' : undefined} bold={r.current}>
              {r.current ? '▶ ' : '  '}
              {label.slice(0, nameWidth).padEnd(nameWidth)}
            </Text>
            {' '}
            {r.detail}
            {r.score !== undefined && r.score !== null ? `  ${r.score} pts` : ''}
            {r.thinking ? <Text dimColor>{'  thinking…'}</Text> : null}
          </Text>
        );
      })}
    </Box>
  );
}
