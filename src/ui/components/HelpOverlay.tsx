import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { columns as columnsOf, wrap } from '../../platform/text/wrap.js';
import { LOCAL_COMMANDS, useCommandWords, type CommandWords } from '../hooks/use-commands.js';
import { inGlyphs, UNICODE, useLook, type Glyphs } from '../look/index.js';
import type { KeyHelp } from '../types.js';

type Props = {
  readonly title: string;
  /** The game screen's keys; the platform's own keys are added after them. */
  readonly keys: readonly KeyHelp[];
  /** The first line shown (it scrolls when the lines do not fit `height`). */
  readonly scroll: number;
  readonly width: number;
  /** Rows the overlay may take, its border, title and last line included. */
  readonly height: number;
};

/** The platform's keys, listed in every help overlay after the game's, in the words of where the table is drawn. */
export function platformHelp(words: CommandWords = LOCAL_COMMANDS): readonly KeyHelp[] {
  return [
    { keys: '?', does: 'show or hide this help' },
    { keys: 'r', does: 'during play: the rules, open at the topic of the moment (← → topic, ↑ ↓ scroll, Esc back)' },
    { keys: 'q', does: words.quit },
    { keys: 'Ctrl-C', does: words.interrupt },
  ];
}

/** The platform's keys of the local table. */
export const PLATFORM_KEYS: readonly KeyHelp[] = platformHelp();

/** One line of the help: the key it starts (empty on a line that goes on) and its words. */
export interface HelpLine {
  readonly keys: string;
  readonly text: string;
}

/** The help laid out for an overlay of `width` columns and `height` rows. */
export interface HelpLayout {
  /** Every key of the table and what it does, wrapped: the keys in a column of their own, a description going on under itself. */
  readonly lines: readonly HelpLine[];
  /** Columns of the keys' column. */
  readonly keyWidth: number;
  /** How many of the lines the overlay shows at once (it scrolls when there are more). */
  readonly room: number;
}

/**
 * The help of `keys` and the platform's keys (`words`: local by default) in an overlay of `width` ×
 * `height` (its border, title and last line included), in the signs of `glyphs`: laid out as the
 * terminal will show it, where an ASCII one gets "<- ->" for "← →".
 */
export function helpLayout(
  keys: readonly KeyHelp[],
  width: number,
  height: number,
  words: CommandWords = LOCAL_COMMANDS,
  glyphs: Glyphs = UNICODE,
): HelpLayout {
  const spell = (text: string) => inGlyphs(text, glyphs);
  const all = [...keys, ...platformHelp(words)].map((k) => ({ keys: spell(k.keys), does: spell(k.does) }));
  const keyWidth = Math.max(...all.map((k) => columnsOf(k.keys)));
  // The box's border and padding take 4 columns, and the gap after the keys 2.
  const room = Math.max(12, width - 4 - keyWidth - 2);
  const lines = all.flatMap((k) => wrap(k.does, { width: room }).map((text, i) => ({ keys: i === 0 ? k.keys : '', text })));
  return { lines, keyWidth, room: Math.max(3, height - 4) };
}

/** Every key of the table, in a box, scrolled when it is taller than the rows; any other key closes it. */
export default function HelpOverlay({ title, keys, scroll, width, height }: Props) {
  const { theme, glyphs } = useLook();
  const { lines, keyWidth, room } = helpLayout(keys, width, height, useCommandWords(), glyphs);
  const top = Math.max(0, Math.min(scroll, lines.length - room));
  const shown = lines.slice(top, top + room);
  const fits = lines.length <= room;
  const a = glyphs.arrow;
  const where = top + room < lines.length ? ' (more below)' : top > 0 ? ' (more above)' : '';
  return (
    <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={width}>
      <Text bold wrap="truncate">
        {title}: keys
      </Text>
      {shown.map((line, i) => (
        <Text key={top + i} wrap="truncate">
          <Text color={theme.colour('accent')}>{line.keys + ' '.repeat(keyWidth - columnsOf(line.keys))}</Text>
          {'  '}
          {line.text}
        </Text>
      ))}
      <Text dimColor wrap="truncate">
        {fits ? 'Press any key to close.' : `${a.up} ${a.down} scroll${where}   any other key closes`}
      </Text>
    </Box>
  );
}
