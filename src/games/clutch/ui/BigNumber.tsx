import { Box } from 'ink';
import { Text } from '../../../ui/kit/text.js';
import { useLook } from '../../../ui/look/index.js';

const DIGITS: Readonly<Record<string, readonly [string, string, string]>> = {
  '0': ['█▀█', '█ █', '█▄█'],
  '1': ['▀█ ', ' █ ', '▄█▄'],
  '2': ['▀▀█', '█▀▀', '█▄▄'],
  '3': ['▀▀█', ' ▀█', '▄▄█'],
  '4': ['█ █', '▀▀█', '  █'],
  '5': ['█▀▀', '▀▀█', '▄▄█'],
  '6': ['█▀▀', '█▀█', '█▄█'],
  '7': ['▀▀█', '  █', '  █'],
  '8': ['█▀█', '█▀█', '█▄█'],
  '9': ['█▀█', '▀▀█', '▄▄█'],
  '-': ['   ', '▀▀▀', '   '],
};

/** The three rows of `value` in block digits, one space between digits. */
export function bigRows(value: number): [string, string, string] {
  const chars = String(value).split('');
  const rows: [string, string, string] = ['', '', ''];
  for (let r = 0; r < 3; r++) rows[r] = chars.map((c) => DIGITS[c]?.[r] ?? '   ').join(' ');
  return rows;
}

type Props = {
  readonly value: number;
  readonly color?: string;
};

/** A number drawn three rows tall in block digits. */
export default function BigNumber({ value, color }: Props) {
  const { glyphs } = useLook();
  // Block digits are drawn with '#' where the locale has no block characters.
  const rows = glyphs.unicode ? bigRows(value) : bigRows(value).map((r) => r.replace(/[█▀▄]/g, '#'));
  return (
    <Box flexDirection="column">
      {rows.map((row, i) => (
        <Text key={i} color={color} bold>
          {row}
        </Text>
      ))}
    </Box>
  );
}
