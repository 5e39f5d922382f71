import { Box, Text } from 'ink';
import stringWidth from 'string-width';

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
  /** What the seat says just now (a taunt), shown after its details; absent or null for nothing. */
  readonly remark?: string | null;
}

type Props = {
  readonly rows: readonly PlayerRow[];
  /** Widest the name column may grow; it fits the longest name and level up to this. */
  readonly maxNameWidth?: number;
};

const label = (r: PlayerRow) => `${r.name}${r.bot ? ` (${r.bot})` : ''}`;

/** `text` cut to at most `width` columns, then padded to exactly `width`. */
function fit(text: string, width: number): string {
  let out = '';
  for (const ch of text) {
    if (stringWidth(out + ch) > width) break;
    out += ch;
  }
  return out + ' '.repeat(width - stringWidth(out));
}

/** The seats, one line each: a turn marker, name and level, the game's detail, the score. */
export default function PlayerList({ rows, maxNameWidth = 24 }: Props) {
  const nameWidth = Math.min(maxNameWidth, Math.max(0, ...rows.map((r) => stringWidth(label(r)))));
  return (
    <Box flexDirection="column">
      {rows.map((r, i) => {
        return (
          <Text key={i} dimColor={r.dim === true && !r.current} wrap="truncate">
            <Text color={r.current ? 'cyan' : undefined} bold={r.current}>
              {r.current ? '▶ ' : '  '}
              {fit(label(r), nameWidth)}
            </Text>
            {' '}
            {r.detail}
            {r.score !== undefined && r.score !== null ? `  ${r.score} ${r.score === 1 ? 'pt' : 'pts'}` : ''}
            {r.thinking ? <Text dimColor>{'  thinking…'}</Text> : null}
            {r.remark ? <Text color="yellow">{`  “${r.remark}”`}</Text> : null}
          </Text>
        );
      })}
    </Box>
  );
}
