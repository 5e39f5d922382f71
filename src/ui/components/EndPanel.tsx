import { Box } from 'ink';
import { Text } from '../kit/text.js';
import type { Outcome } from '../../engine/index.js';
import { useCommandWords } from '../hooks/use-commands.js';
import { useLook } from '../look/index.js';

type Props = {
  readonly outcome: Outcome;
  readonly names: readonly string[];
  /** The game's order of scores (its module's `score.lowerIsBetter`). */
  readonly lowerIsBetter: boolean;
  /** False when recording the game failed (the error line says why); true or null otherwise. */
  readonly recorded?: boolean | null;
};

/** The end of a game: final scores, best first, winners marked, the engine's summary, how to leave. */
export default function EndPanel({ outcome, names, lowerIsBetter, recorded = null }: Props) {
  const { theme, glyphs } = useLook();
  const { scores } = useCommandWords();
  const order = names
    .map((name, seat) => ({ name, seat, score: outcome.scores[seat] ?? 0 }))
    .sort((a, b) => (lowerIsBetter ? a.score - b.score : b.score - a.score) || a.seat - b.seat);
  return (
    <Box flexDirection="column" borderStyle={glyphs.doubleBorder} paddingX={1}>
      <Text bold>
        Game over after {outcome.rounds} round{outcome.rounds === 1 ? '' : 's'}
      </Text>
      {order.map((r) => (
        <Text key={r.seat}>
          {outcome.winners.includes(r.seat) ? '★ ' : '  '}
          {r.name.padEnd(16)} {String(r.score).padStart(5)}
        </Text>
      ))}
      <Text>{outcome.summary.replace(/\bSeat (\d+)\b/g, (m, seat: string) => names[Number(seat)] ?? m)}</Text>
      {recorded === false ? <Text color={theme.colour('warn')}>This game could not be recorded: it is not in {scores}.</Text> : null}
      <Text dimColor>Press Enter or q to leave.</Text>
    </Box>
  );
}
