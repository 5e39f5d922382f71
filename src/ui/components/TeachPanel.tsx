import { Box } from 'ink';
import { Text } from '../kit/text.js';
import type { Lesson } from '../../games/types.js';
import type { TeachPanelProps } from '../types.js';
import { useLook } from '../look/index.js';
import { hintLine, type KeyHint } from '../kit/hints.js';
import { cutRow } from '../kit/cut-row.js';
import { wrapRows } from '../kit/wrap-rows.js';

/** Rows the panel takes at least, so the table above it keeps its size while no long text shows. */
export const TEACH_ROWS = 3;

/** What a row of the panel says, which gives its colour. */
type RowKind = 'hint' | 'enter' | 'stuck' | 'keys' | 'lesson';

/** The panel's rows, each with what it says. */
export type PanelRows = readonly { readonly kind: RowKind; readonly text: string }[];

const rowsOf = (kind: RowKind, text: string, width: number) => wrapRows(text, width).map((row) => ({ kind, text: row }));

/**
 * A lesson's text: its two lines read as one paragraph (a sentence may run from the first into
 * the second), to be wrapped whole at the panel's width rather than cut at the edge.
 */
export function lessonText(lesson: Lesson): string {
  return lesson.lines.filter((line) => line !== '').join(' ');
}

/**
 * The panel's rows at `width`, in at most `most` rows (at least {@link TEACH_ROWS}, unless `least`
 * allows fewer, down to none, where the screen above needs the rows): a hint's sentence and what
 * Enter does with it; or what to do when nothing beats the lay, or the keys line, then the lesson.
 * Every text wraps rather than being cut. Where they need more rows than there are, the keys line
 * gives way first (help lists the keys too), then what to do when nothing beats (the prompt says p
 * passes), then what Enter does with a hint; a lesson or a hint's sentence is cut, its last row
 * ending in "…" after a whole word, only when it alone needs more.
 */
export function panelRows(
  { hint, stuck, lesson, keys, width }: Pick<TeachPanelProps, 'hint' | 'stuck' | 'lesson' | 'width'> & { readonly keys: string },
  most: number,
  least: number = TEACH_ROWS,
  ellipsis = '…',
): PanelRows {
  const room = Math.max(least, most);
  if (room <= 0) return [];
  // The parts in the order drawn; `yields` orders which give way first (0: never).
  const parts: { readonly rows: PanelRows; readonly yields: number }[] =
    hint !== null
      ? [
          { rows: rowsOf('hint', hint === 'thinking' ? 'Hint: thinking…' : `Hint: ${hint.reason}`, width), yields: 0 },
          { rows: hint === 'thinking' ? [] : rowsOf('enter', `Enter ${hint.enter}, Esc puts the hint away.`, width), yields: 3 },
        ]
      : [
          stuck !== null ? { rows: rowsOf('stuck', stuck, width), yields: 2 } : { rows: [{ kind: 'keys', text: keys }], yields: 1 },
          { rows: lesson ? rowsOf('lesson', lessonText(lesson), width) : [], yields: 0 },
        ];
  const count = () => parts.reduce((n, p) => n + p.rows.length, 0);
  for (let yields = 1; yields <= 3 && count() > room; yields++) {
    for (let i = 0; i < parts.length; i++) if (parts[i]?.yields === yields) parts[i] = { rows: [], yields };
  }
  const rows = parts.flatMap((p) => p.rows);
  if (rows.length <= room) return rows;
  const last = rows[room - 1] as PanelRows[number];
  return [...rows.slice(0, room - 1), { kind: last.kind, text: cutRow(last.text, width, ellipsis) }];
}

/** The rows the panel takes with `props`: what the table keeps for it under the game's screen. */
export function teachPanelRows(props: TeachPanelProps): number {
  return Math.max(TEACH_ROWS, panelRows({ ...props, keys: teachKeys(props) }, props.most).length);
}

/** The keys that work now, said more shortly rather than cut when the line is narrow. */
export function teachKeys({
  more,
  takeBacks,
  canTakeBack,
  width,
}: Pick<TeachPanelProps, 'more' | 'takeBacks' | 'canTakeBack' | 'width'>): string {
  const keys: KeyHint[] = [['Teaching table: h hint', 'h hint']];
  if (canTakeBack) keys.push(['u take back your last move', 'u take back']);
  keys.push(['t score sheet', 't scores']);
  if (takeBacks > 0) keys.push(`${takeBacks} taken back`);
  if (more > 0) keys.push([`${more} more to learn`, `${more} to learn`]);
  return hintLine(keys, width);
}

/**
 * The teaching table's panel: the hint and its reason, then what Enter does with it; or what to do
 * when nothing beats the lay, or the keys; then a lesson about whatever comes up for the first time.
 * Its words wrap rather than being cut, in the rows {@link teachPanelRows} counts for the table.
 */
export default function TeachPanel(props: TeachPanelProps) {
  const { theme, glyphs } = useLook();
  const colours: Record<RowKind, string | undefined> = {
    hint: theme.colour('wild'),
    enter: undefined,
    stuck: theme.colour('warn'),
    keys: undefined,
    lesson: theme.colour('accent'),
  };
  const height = props.height ?? null;
  // Given a height, the panel may give way down to no row at all.
  const rows = panelRows({ ...props, keys: teachKeys(props) }, height ?? props.most, height === null ? TEACH_ROWS : 0, glyphs.ellipsis);
  if (rows.length === 0) return null;
  // Rows of one kind in one Text: each row already fits, so nothing wraps again.
  const runs: { kind: RowKind; texts: string[] }[] = [];
  for (const row of rows) {
    const run = runs[runs.length - 1];
    if (run && run.kind === row.kind) run.texts.push(row.text);
    else runs.push({ kind: row.kind, texts: [row.text] });
  }
  return (
    <Box flexDirection="column" height={height ?? Math.max(TEACH_ROWS, rows.length)}>
      {runs.map((run, i) => (
        <Text key={i} color={colours[run.kind]} dimColor={run.kind === 'keys' || run.kind === 'enter'} wrap="truncate-end">
          {run.texts.join('\n')}
        </Text>
      ))}
    </Box>
  );
}
