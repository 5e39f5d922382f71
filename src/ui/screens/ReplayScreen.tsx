import { Box, Text } from 'ink';
import { useMemo, useState } from 'react';
import { gameModule } from '../../games/index.js';
import { narrate, openTable, openingLines, roundOf, seatNames, type Replayed } from '../../review/index.js';
import Header from '../components/Header.js';
import type { KeyHelp } from '../types.js';
import { useKeys } from '../hooks/use-keys.js';
import { useLook } from '../look/index.js';

/** The keys of the replay table. */
export const keys: readonly KeyHelp[] = [
  { keys: '← →', does: 'one action back or forward' },
  { keys: '↑ ↓', does: 'to the start of this round (again: the round before), or of the next round (also PgUp PgDn)' },
  { keys: 'Home End', does: 'to the deal, or to the end' },
  { keys: 'q', does: 'leave (also Esc)' },
];

type Props = {
  readonly replayed: Replayed;
  readonly onExit: () => void;
  readonly columns: number;
  readonly rows: number;
};

/** Where each round starts: the step counts at which a new round is first on the table. */
function roundStarts(game: Replayed['record']['game'], states: readonly unknown[]): number[] {
  const starts = [0];
  for (let k = 1; k < states.length; k++) if (roundOf(game, states[k]) !== roundOf(game, states[k - 1])) starts.push(k);
  return starts;
}

/**
 * A recorded game at the table with every hand face up: the table after the first `k` actions,
 * the log up to there, and keys to step through it an action or a round at a time.
 */
export default function ReplayScreen({ replayed, onExit, columns, rows }: Props) {
  const { glyphs } = useLook();
  const { record, states } = replayed;
  const names = useMemo(() => seatNames(replayed), [replayed]);
  const steps = useMemo(() => narrate(record.game, record.steps, states, names), [record, states, names]);
  const opening = useMemo(() => openingLines(record.game, states[0], names), [record, states, names]);
  const starts = useMemo(() => roundStarts(record.game, states), [record, states]);
  const total = record.steps.length;
  const [k, setK] = useState(0);

  useKeys(
    (input, key) => {
      if (key.ctrl) return input === 'c' ? onExit() : undefined;
      if (input === 'q' || key.escape) return onExit();
      if (key.rightArrow || input === 'l') return setK((n) => Math.min(total, n + 1));
      if (key.leftArrow || input === 'h') return setK((n) => Math.max(0, n - 1));
      if (key.downArrow || key.pageDown || input === 'j') return setK((n) => starts.find((s) => s > n) ?? total);
      if (key.upArrow || key.pageUp || input === 'k') return setK((n) => [...starts].reverse().find((s) => s < n) ?? 0);
      if (key.home) return setK(0);
      if (key.end) return setK(total);
    },
    { ctrl: true },
  );

  const state = states[k];
  const table = openTable(record.game, state, names);
  const log: string[] = [...opening];
  for (const s of steps.slice(0, k)) {
    log.push(`${s.number}. ${s.line}`);
    for (const line of s.more) log.push(`   ${line}`);
    for (const line of s.summary) log.push(`= ${line}`);
  }
  const room = Math.max(3, rows - table.length - 7);
  const title = gameModule(record.game).info.title;
  const outcome = k === total ? gameModule(record.game).game.outcome(state) : null;
  return (
    <Box flexDirection="column" width={columns}>
      <Header title={`Replay: ${title}`} seed={record.seed} facts={[`action ${k} of ${total}`]} columns={columns} />
      <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1}>
        {table.map((line, i) => (
          <Text key={i} wrap="truncate">
            {line}
          </Text>
        ))}
      </Box>
      <Box flexDirection="column" height={room}>
        {log.slice(Math.max(0, log.length - room)).map((line, i, shown) => (
          <Text key={i} wrap="truncate" dimColor={i < shown.length - 1}>
            {line}
          </Text>
        ))}
      </Box>
      {outcome ? <Text bold>{outcome.summary.replace(/\bSeat (\d+)\b/g, (m, s: string) => names[Number(s)] ?? m)}</Text> : null}
      <Text dimColor wrap="truncate">
        ← → action ↑ ↓ round Home End q leave
      </Text>
    </Box>
  );
}
