import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useEffect, useState } from 'react';
import Log from '../components/Log.js';
import PlayerList from '../components/PlayerList.js';
import type { KeyHelp, TableScreenProps } from '../types.js';

/** Keys of the generic screen. */
export const keys: readonly KeyHelp[] = [
  { keys: '↑ ↓', does: 'move along the actions you may take' },
  { keys: 'Enter', does: 'take the marked action' },
];

/**
 * A table for any game: the seats, the log, and the actions the person may take now (turn
 * actions, then out-of-turn ones) in the game's notation. Used by games that have no screen of
 * their own yet.
 */
export default function GenericScreen(props: TableScreenProps<unknown, unknown>) {
  const { game, legal, interjections, keysActive, seats, current, thinking, log, rows } = props;
  const choices = [...legal.map((a) => ({ a, out: false })), ...interjections.map((a) => ({ a, out: true }))];
  const [cursor, setCursor] = useState(0);
  useEffect(() => setCursor((c) => Math.min(c, Math.max(0, choices.length - 1))), [choices.length]);

  useKeys(
    (_input, key) => {
      if (choices.length === 0) return;
      if (key.upArrow) setCursor((c) => (c + choices.length - 1) % choices.length);
      else if (key.downArrow) setCursor((c) => (c + 1) % choices.length);
      else if (key.return) {
        const choice = choices[cursor];
        if (choice) props.act(choice.a);
        setCursor(0);
      }
    },
    { isActive: keysActive },
  );

  const listRows = Math.max(3, rows - seats.length - 10);
  const start = Math.max(0, Math.min(cursor - Math.floor(listRows / 2), choices.length - listRows));
  return (
    <Box flexDirection="column">
      <PlayerList
        rows={seats.map((s, i) => ({ name: s.name, bot: s.bot, detail: '', current: current === i, thinking: thinking === i }))}
      />
      <Box marginTop={1} flexDirection="column">
        <Log entries={log} lines={4} />
      </Box>
      <Box marginTop={1} flexDirection="column">
        {choices.length === 0 ? <Text dimColor>{current === 'terminal' ? '' : 'Waiting for the others…'}</Text> : null}
        {choices.slice(start, start + listRows).map((c, i) => (
          <Text key={start + i} color={start + i === cursor ? 'cyan' : undefined} wrap="truncate">
            {start + i === cursor ? '› ' : '  '}
            {game.actionToString(c.a)}
            {c.out ? '  (out of turn)' : ''}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
