import { Box } from 'ink';
import { Text } from '../../kit/text.js';
import stringWidth from 'string-width';
import { useLook } from '../../look/index.js';
import { packWords } from '../../kit/pack-words.js';
import { fit } from '../../kit/cut-row.js';
import { wrapRows } from '../../kit/wrap-rows.js';
import { isThinking, type SeatView } from './seat.js';

type Props = {
  readonly seat: SeatView;
  /** Columns the box takes. */
  readonly width: number;
  /** Two lines without a frame (three where its states need them) instead of a framed box of four (or five). */
  readonly compact: boolean;
};

/** The name line of a seat: the next-player mark, the name and the bot level. */
export function seatTitle(seat: SeatView, compact: boolean, next: string): string {
  const level = seat.bot === null || compact ? '' : ` (${seat.bot})`;
  return `${seat.next ? `${next} ` : ''}${seat.name}${level}`;
}

/** A seat's states, without "thinking…" ({@link isThinking}) where all of them, joined by `dot`, are wider than `room`. */
function statesIn(tags: readonly string[], room: number, dot: string): readonly string[] {
  return stringWidth(tags.join(` ${dot} `)) <= room ? tags : tags.filter((t) => !isThinking(t));
}

/** The lines of a compact seat: name and facts, then the states and the level. */
function compactLines(seat: SeatView, next: string, dot: string): [string, string] {
  return [`${seatTitle(seat, true, next)} ${seat.facts.join(' ')}`, [...seat.tags, ...(seat.bot ? [seat.bot] : [])].join(` ${dot} `)];
}

/**
 * `tags` joined by `dot` on one line within `width`, or, where they do not fit, on two, each state
 * whole (a second line cut only where two are not enough).
 */
function stateLines(tags: readonly string[], width: number, dot: string, ellipsis = '…'): string[] {
  // A state wider than the line on its own ("Last Egg not said! (x catches)") breaks between its
  // words; each row keeps what goes before it when rows are joined again: a space or the dot.
  const rows = packWords(tags, width, ` ${dot} `).flatMap((line, i) =>
    (stringWidth(line) > width ? wrapRows(line, width) : [line]).map((text, j) => ({
      text,
      before: j > 0 ? ' ' : i > 0 ? ` ${dot} ` : '',
    })),
  );
  const [first, ...rest] = rows;
  if (!first) return [];
  if (rest.length === 0) return [fit(first.text, width, ellipsis)];
  return [fit(first.text, width, ellipsis), fit(rest.map((r, i) => (i === 0 ? r.text : `${r.before}${r.text}`)).join(''), width, ellipsis)];
}

/**
 * A compact seat's lines within `width`: its name and facts, then its states and bot level. A
 * name that the facts after it would cut keeps its line whole where the facts then fit before the
 * states on the next, else it is cut before the facts; the bot level is left out before any state
 * is cut, then "thinking…" ({@link isThinking}); and states that still do not fit go on a third line, each whole.
 */
export function compactFit(seat: SeatView, width: number, next: string, dot: string, ellipsis = '…'): string[] {
  const [first, second] = compactLines(seat, next, dot);
  const facts = seat.facts.join(' ');
  const title = seatTitle(seat, true, next);
  if (stringWidth(first) > width && stringWidth(title) <= width && facts !== '') {
    // "14c 14p · passed · normal", where that takes no more lines: the level left out first, then
    // "thinking…", as below.
    const under = [
      [facts, ...seat.tags, ...(seat.bot ? [seat.bot] : [])],
      [facts, ...seat.tags],
      [facts, ...seat.tags.filter((t) => !isThinking(t))],
    ]
      .map((items) => items.join(` ${dot} `))
      .find((line) => stringWidth(line) <= width);
    if (under !== undefined) return [title, under];
  }
  const room = width - stringWidth(facts) - 1;
  const line1 = stringWidth(first) <= width || room < 2 ? fit(first, width, ellipsis) : `${fit(title, room, ellipsis)} ${facts}`;
  const tags = statesIn(seat.tags, width, dot);
  if (stringWidth(second) <= width || tags.length === 0) return [line1, fit(second, width, ellipsis)];
  return [line1, ...stateLines(tags, width, dot, ellipsis)];
}

/**
 * A boxed seat's inner lines within `room` columns: its facts, then its states. Where the states
 * would be cut, the first of them move up after the facts, as many as fit there, so the ones
 * after (vermin taken, out, passed) stay whole; where that is not enough "thinking…" ({@link isThinking}) is left
 * out, and then the states take a second line, each whole (the box a row taller). Returns the
 * facts line's states apart, to be drawn as states.
 */
export function boxLines(
  seat: SeatView,
  room: number,
  dot: string,
): { readonly facts: string; readonly up: string; readonly tags: readonly string[] } {
  const join = (items: readonly string[]) => items.join(` ${dot} `);
  const facts = join(seat.facts);
  // How many of `tags` move up: while the rest are cut and the facts line has room.
  const moved = (tags: readonly string[]) => {
    let k = 0;
    while (
      k < tags.length - 1 &&
      stringWidth(join(tags.slice(k))) > room &&
      stringWidth(join([...seat.facts, ...tags.slice(0, k + 1)])) <= room
    )
      k++;
    return k;
  };
  let tags = seat.tags;
  let k = moved(tags);
  if (stringWidth(join(tags.slice(k))) > room) {
    tags = tags.filter((t) => !isThinking(t));
    k = moved(tags);
  }
  if (stringWidth(join(tags.slice(k))) <= room) return { facts, up: join(tags.slice(0, k)), tags: [join(tags.slice(k))] };
  return { facts, up: '', tags: stateLines(tags, room, dot) };
}

/** Rows a seat takes at `width` columns: a compact seat's lines, or a box's inner lines and its frame. */
export function seatRows(seat: SeatView, width: number, compact: boolean): number {
  return compact ? compactFit(seat, width, '>', '·').length : 2 + 1 + boxLines(seat, Math.max(4, width - 2) - 2, '·').tags.length;
}

/**
 * Columns a seat's box needs to show everything, frame included; where that is more than `cap`,
 * the columns its lines take when they are laid out within `cap` (a state put on another line
 * leaves no empty columns beside the others), at most `cap`.
 */
export function seatWidth(seat: SeatView, compact: boolean, cap = Infinity): number {
  const frame = compact ? 0 : 4;
  const lines = compact ? compactLines(seat, '>', '·') : [seatTitle(seat, false, '>'), seat.facts.join(' · '), seat.tags.join(' · ')];
  const full = Math.max(...lines.map((l) => stringWidth(l))) + frame;
  if (full <= cap) return full;
  const within = compact
    ? compactFit(seat, cap, '>', '·')
    : (() => {
        const { facts, up, tags } = boxLines(seat, cap - frame, '·');
        return [seatTitle(seat, false, '>'), up === '' ? facts : `${facts} · ${up}`, ...tags];
      })();
  return Math.min(cap, Math.max(...within.map((l) => stringWidth(l))) + frame);
}

/**
 * One seat at the table: its name and level on the frame, its facts (cards, score) and its
 * states (clucked, out, Last Egg, thinking), and on its lower edge what it says just now (a taunt).
 * The next player's frame is doubled and marked.
 */
export default function SeatBox({ seat, width, compact }: Props) {
  const { theme, glyphs } = useLook();
  const accent = seat.next ? theme.colour('accent') : undefined;
  const title = seatTitle(seat, compact, glyphs.next);
  const tagColour = seat.warn ? theme.colour('warn') : undefined;
  if (compact) {
    const [first, ...states] = compactFit(seat, width, glyphs.next, glyphs.dot, glyphs.ellipsis);
    return (
      <Box flexDirection="column" width={width}>
        <Text wrap="truncate" color={accent} bold={seat.next} dimColor={seat.dim && !seat.next} inverse={seat.next && !theme.coloured}>
          {fit(first as string, width, glyphs.ellipsis)}
        </Text>
        {states.map((line, i) =>
          // A taunt stands in place of the first line of states, so the seat keeps its height.
          seat.remark && i === 0 ? (
            <Text key={i} wrap="truncate" color={theme.colour('warn')}>
              {`“${fit(seat.remark, Math.max(1, width - 2), glyphs.ellipsis)}”`}
            </Text>
          ) : (
            <Text key={i} wrap="truncate" color={tagColour} bold={seat.warn === true} dimColor={!seat.warn}>
              {line || ' '}
            </Text>
          ),
        )}
      </Box>
    );
  }
  const b = seat.next ? glyphs.bold : glyphs.box;
  const inner = Math.max(4, width - 2);
  const head = fit(title, inner - 1, glyphs.ellipsis);
  const line = (text: string) => fit(text, inner - 2, glyphs.ellipsis).padEnd(inner - 2);
  const { facts, up, tags } = boxLines(seat, inner - 2, glyphs.dot);
  const upText = up === '' ? '' : ` ${glyphs.dot} ${up}`;
  // A taunt stands on the box's lower edge, so the seat keeps its height.
  const remark = seat.remark ? `“${fit(seat.remark, Math.max(1, inner - 3), glyphs.ellipsis)}”` : '';
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" color={accent} bold={seat.next} dimColor={seat.dim && !seat.next}>
        {b.tl}
        <Text inverse={seat.next && !theme.coloured}>{head}</Text>
        {b.h.repeat(Math.max(0, inner - stringWidth(head)))}
        {b.tr}
      </Text>
      <Text wrap="truncate" dimColor={seat.dim && !seat.next}>
        <Text color={accent}>{b.v}</Text> {up === '' ? line(facts) : facts}
        {up === '' ? null : (
          <Text color={tagColour} bold={seat.warn === true} dimColor={!seat.warn}>
            {upText.padEnd(inner - 2 - stringWidth(facts))}
          </Text>
        )}{' '}
        <Text color={accent}>{b.v}</Text>
      </Text>
      {tags.map((text, i) => (
        <Text key={i} wrap="truncate">
          <Text color={accent}>{b.v}</Text>{' '}
          <Text color={tagColour} bold={seat.warn === true} dimColor={!seat.warn}>
            {line(text)}
          </Text>{' '}
          <Text color={accent}>{b.v}</Text>
        </Text>
      ))}
      {remark ? (
        <Text wrap="truncate">
          <Text color={accent} dimColor={seat.dim && !seat.next}>
            {b.bl}
            {b.h}
          </Text>
          <Text color={theme.colour('warn')}>{remark}</Text>
          <Text color={accent} dimColor={seat.dim && !seat.next}>
            {b.h.repeat(Math.max(0, inner - 1 - stringWidth(remark)))}
            {b.br}
          </Text>
        </Text>
      ) : (
        <Text wrap="truncate" color={accent} dimColor={seat.dim && !seat.next}>
          {b.bl}
          {b.h.repeat(inner)}
          {b.br}
        </Text>
      )}
    </Box>
  );
}
