import { Box } from 'ink';
import { Text } from '../kit/text.js';
import stringWidth from 'string-width';
import type { ScoreSheet as Sheet } from '../../games/types.js';
import { useLook } from '../look/index.js';
import { fit } from '../kit/cut-row.js';

/** The round grid a game screen draws at the end of a round: points by round, the rounds to come as dots. */
type GridProps = {
  readonly names: readonly string[];
  /** Points of each round played, oldest first, by seat. */
  readonly rounds: readonly (readonly number[])[];
  /** Rounds in the whole game (columns are drawn for the ones still to come). */
  readonly of: number;
  /** Words after a seat's total, e.g. "Good Egg", "3 cards ×1". */
  readonly notes?: Readonly<Record<number, string>>;
  /** Seats starred (the winners at the end). */
  readonly stars?: readonly number[];
  readonly width: number;
};

/** The whole game's sheet as the game's review writes it (`t`, and under the final scores), boxed. */
type SheetProps = {
  readonly sheet: Sheet;
  readonly columns: number;
  /** The line under the sheet, e.g. how to close it. */
  readonly footer?: string;
};

type Props = GridProps | SheetProps;

/** The round grid's columns: the names', the rounds' (one each, played or to come), each round's and the total's widths. */
function gridColumns(names: readonly string[], played: number, of: number): { name: number; rounds: number; cell: number; total: number } {
  // A name takes up to 16 columns, the most a seat's name of 16 characters in one column each takes.
  return { name: Math.min(16, Math.max(6, ...names.map((n) => stringWidth(n)))), rounds: Math.max(of, played), cell: 5, total: 7 };
}

/**
 * The columns a round grid of `width` leaves for a seat's note after its total (see
 * {@link ScoreSheet}): a note wider than that is cut.
 */
export function gridNoteRoom(names: readonly string[], played: number, of: number, width: number): number {
  const c = gridColumns(names, played, of);
  // The star and its space, the name, the rounds, the total, and the two spaces before the note.
  return width - (2 + c.name + c.rounds * c.cell + c.total + 2);
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - stringWidth(text)));
}

/**
 * The score sheet, in one of two forms: given `rounds`, the source's score card (one line per
 * player, each round's points and the running total, the round just played standing out), which
 * the game screens draw between rounds; given a review `sheet`, every round so far as the game
 * counts it (points by round, or what a game counts instead) with its notes, boxed, for `t` and the end of the game.
 */
export default function ScoreSheet(props: Props) {
  const { glyphs } = useLook();
  if ('sheet' in props) {
    const { columns, footer } = props;
    const boxWidth = Math.min(columns, 100);
    const widthsOf = (form: Pick<Sheet, 'head' | 'rows'>): number[] => {
      const widths: number[] = [];
      for (const row of form.head.length > 0 ? [form.head, ...form.rows] : form.rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, stringWidth(cell))));
      return widths;
    };
    const across = (widths: readonly number[]) => widths.reduce((sum, w) => sum + w, 0) + 2 * Math.max(0, widths.length - 1);
    // A window too narrow for a column a seat gets the sheet's row a seat, where the game gives one.
    const sheet = props.sheet.bySeat && across(widthsOf(props.sheet)) > boxWidth - 4 ? props.sheet.bySeat : props.sheet;
    const widths = widthsOf(sheet);
    const line = (row: readonly string[]) =>
      row
        .map((c, i) => pad(c, widths[i] ?? 0))
        .join('  ')
        .trimEnd();
    return (
      <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={boxWidth}>
        <Text bold>Score sheet</Text>
        {sheet.head.length > 0 ? (
          <Text bold wrap="truncate">
            {line(sheet.head)}
          </Text>
        ) : null}
        {sheet.rows.map((row, i) => (
          <Text key={i} wrap="truncate">
            {line(row)}
          </Text>
        ))}
        {sheet.notes.map((n, i) => (
          <Text key={`n${i}`} dimColor wrap="wrap">
            {n}
          </Text>
        ))}
        {footer ? <Text dimColor>{footer}</Text> : null}
      </Box>
    );
  }
  const { names, rounds, of, notes = {}, stars = [], width } = props;
  const { name: nameW, rounds: cols, cell, total: totalW } = gridColumns(names, rounds.length, of);
  const head = `${' '.repeat(nameW + 2)}${Array.from({ length: cols }, (_, r) => `R${r + 1}`.padStart(cell)).join('')}${'total'.padStart(totalW)}`;
  const last = rounds.length - 1;
  return (
    <Box flexDirection="column" width={width}>
      <Text dimColor wrap="truncate">
        {head}
      </Text>
      {names.map((name, seat) => {
        const total = rounds.reduce((t, r) => t + (r[seat] ?? 0), 0);
        const star = stars.includes(seat) ? glyphs.star : ' ';
        return (
          <Text key={seat} wrap="truncate" bold={stars.includes(seat)}>
            {`${star} ${pad(fit(name, nameW, glyphs.ellipsis), nameW)}`}
            {Array.from({ length: cols }, (_, r) => {
              const v = rounds[r]?.[seat];
              const text = (v === undefined ? glyphs.dot : String(v)).padStart(cell);
              return r === last ? (
                <Text key={r} bold>
                  {text}
                </Text>
              ) : (
                <Text key={r} dimColor={v === undefined}>
                  {text}
                </Text>
              );
            })}
            <Text bold>{String(total).padStart(totalW)}</Text>
            {notes[seat] ? `  ${notes[seat]}` : ''}
          </Text>
        );
      })}
    </Box>
  );
}
