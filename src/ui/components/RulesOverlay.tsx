import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { sectionLines } from '../../games/rules-lines.js';
import type { RulesSection } from '../../games/types.js';
import { hintLine } from '../kit/hints.js';
import { useLook } from '../look/index.js';

const PLAIN = { bold: (t: string) => t, dim: (t: string) => t };

type Props = {
  readonly title: string;
  readonly sections: readonly RulesSection[];
  /** The section shown. */
  readonly at: number;
  /** The first line shown. */
  readonly scroll: number;
  readonly width: number;
  /** Rows the overlay may take, its own two lines included. */
  readonly height: number;
};

/** The lines of section `at` wrapped to `width` (the same text as `big-chicken rules`). */
export function rulesLines(sections: readonly RulesSection[], at: number, width: number): string[] {
  const section = sections[at];
  return section ? sectionLines(section, { width: Math.max(20, width), style: PLAIN }) : [];
}

/** The rules of the game at the table, one section at a time, scrollable; the table stays behind it. */
export default function RulesOverlay({ title, sections, at, scroll, width, height }: Props) {
  const { theme, glyphs } = useLook();
  const inner = width - 4;
  const lines = rulesLines(sections, at, inner);
  const room = Math.max(3, height - 4);
  const top = Math.max(0, Math.min(scroll, lines.length - room));
  const shown = lines.slice(top, top + room);
  const more = top + room < lines.length;
  const a = glyphs.arrow;
  return (
    <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={width}>
      <Text bold wrap="truncate">
        {title} rules {glyphs.dot} {sections[at]?.topic ?? ''} ({at + 1} of {sections.length})
      </Text>
      {shown.map((line, i) => (
        <Text key={top + i} wrap="truncate" bold={top + i === 0}>
          {line || ' '}
        </Text>
      ))}
      <Text dimColor wrap="truncate" color={theme.colour('accent')}>
        {hintLine(
          [
            `${a.left} ${a.right} topic`,
            more ? [`${a.up} ${a.down} scroll (more below)`, `${a.up} ${a.down} scroll (more)`] : `${a.up} ${a.down} scroll`,
            ['Esc or r: back to the table', 'Esc or r: back', 'Esc back'],
          ],
          inner,
        )}
      </Text>
    </Box>
  );
}
