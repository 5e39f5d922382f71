import { Box, Text } from 'ink';
import { useLook } from '../look/index.js';
import type { KeyHelp } from '../types.js';

type Props = {
  readonly title: string;
  /** The game screen's keys; the platform's own keys are added after them. */
  readonly keys: readonly KeyHelp[];
};

/** The platform's keys, listed in every help overlay after the game's. */
export const PLATFORM_KEYS: readonly KeyHelp[] = [
  { keys: '?', does: 'show or hide this help' },
  { keys: 'r', does: 'during play: the rules, open at the topic of the moment (← → topic, ↑ ↓ scroll, Esc back)' },
  { keys: 'q', does: 'quit (asks first; the game is saved, `big-chicken resume` brings it back)' },
  { keys: 'Ctrl-C', does: 'leave at once (the game is saved)' },
];

/** Every key of the table, in a box; any key closes it. */
export default function HelpOverlay({ title, keys }: Props) {
  const all = [...keys, ...PLATFORM_KEYS];
  const width = Math.max(...all.map((k) => k.keys.length));
  const { theme, glyphs } = useLook();
  return (
    <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1}>
      <Text bold>{title}: keys</Text>
      {all.map((k) => (
        <Text key={k.keys} wrap="truncate">
          <Text color={theme.colour('accent')}>{k.keys.padEnd(width)}</Text>
          {'  '}
          {k.does}
        </Text>
      ))}
      <Text dimColor>Press any key to close.</Text>
    </Box>
  );
}
