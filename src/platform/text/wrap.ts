import { maskControls, stripStyles } from '../control.js';
/** The widest line any plain-text command prints. */
export const MAX_COLUMNS = 80;

/**
 * Characters one column wide each, measured without string-width: printable ASCII, Latin-1 (no
 * soft hyphen), dashes, quotes, bullets and the ellipsis, per-mille and primes, arrows, card suits.
 * Loading string-width costs tens of milliseconds (an ICU segmenter and emoji tables), more than
 * the rest of `rules` or `check`, so it is only loaded for text outside this set.
 */
const NARROW = /^[\u0020-\u007e\u00a0-\u00ac\u00ae-\u00ff\u2010-\u2027\u2030-\u205e\u2190-\u21ff\u2660-\u2667]*$/;

let measure: ((text: string) => number) | null = null;

/**
 * Loads string-width when any of `texts` holds a character outside the plain narrow set, so that
 * {@link columns} measures it exactly. Commands call it on their text before laying it out.
 */
export async function prepareColumns(texts: Iterable<string>): Promise<void> {
  if (measure) return;
  for (const text of texts) {
    if (!NARROW.test(text)) {
      measure = (await import('string-width')).default;
      return;
    }
  }
}

/** How {@link wrap} lays a paragraph out. */
export interface WrapOptions {
  /** Widest line, in terminal columns, prefixes included. */
  readonly width?: number;
  /** Put before the first line (counted in its width), e.g. "House ruling (JH 4): ". */
  readonly first?: string;
  /** Put before every following line, e.g. spaces for a hanging indent. */
  readonly rest?: string;
}

/**
 * The terminal columns `text` takes, as string-width counts them (wide characters 2, escape codes
 * and marks 0). Text outside the plain narrow set is measured exactly only after
 * {@link prepareColumns} has loaded string-width; before that, by a close guess from the
 * East Asian wide ranges.
 */
export function columns(text: string): number {
  if (NARROW.test(text)) return text.length;
  if (measure) return measure(text);
  let width = 0;
  for (const char of stripStyles(text)) width += roughWidth(char.codePointAt(0) as number);
  return width;
}

/** A close guess at one code point's width, for text measured before string-width is loaded. */
function roughWidth(code: number): number {
  if (
    code < 0x20 ||
    (code >= 0x7f && code < 0xa0) ||
    (code >= 0x300 && code < 0x370) ||
    code === 0x200b ||
    code === 0x200d ||
    (code >= 0xfe00 && code < 0xfe10)
  )
    return 0;
  const wide =
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd);
  return wide ? 2 : 1;
}

/**
 * Word-wraps one paragraph into lines of at most `width` columns (default {@link MAX_COLUMNS}),
 * measured with string-width. Runs of whitespace count as one space; a word wider than a line is
 * cut at the line's end. Returns at least one line, even for empty text.
 */
export function wrap(text: string, options: WrapOptions = {}): string[] {
  const width = Math.max(options.width ?? MAX_COLUMNS, 8);
  const first = options.first ?? '';
  const rest = options.rest ?? '';
  const words = text.split(/\s+/).filter((w) => w !== '');
  // Narrow text whose every word fits on a line after either prefix (all of `rules`, nearly all
  // help) is laid out a line at a time; the word-by-word loop below, run on a whole game's rules,
  // keeps the interpreter busy long enough that V8 spends more CPU optimising it than `rules`
  // spends on anything else.
  if (NARROW.test(text) && NARROW.test(first) && NARROW.test(rest)) {
    let longest = 0;
    for (const word of words) longest = Math.max(longest, word.length);
    if (longest <= width - Math.max(first.length, rest.length)) return fill(words.join(' '), width, first, rest);
  }
  return wrapWords(words, width, first, rest);
}

/**
 * {@link wrap} of narrow `text` (words joined by single spaces, each fitting on a line after
 * either prefix): each line takes the words up to the last space within its room.
 */
function fill(text: string, width: number, first: string, rest: string): string[] {
  const lines: string[] = [];
  let prefix = first;
  let at = 0;
  while (text.length - at > width - prefix.length) {
    const end = text.lastIndexOf(' ', at + width - prefix.length);
    lines.push(prefix + text.slice(at, end));
    at = end + 1;
    prefix = rest;
  }
  lines.push((prefix + text.slice(at)).trimEnd());
  return lines;
}

/**
 * {@link wrap} word by word, for any text: each word measured, a word wider than a line cut.
 * Exported for the test that holds it and the line-at-a-time path to the same lines.
 */
export function wrapWords(words: readonly string[], width: number, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  const room = () => width - columns(line) - (empty ? 0 : 1);
  const flush = () => {
    lines.push(line.trimEnd());
    line = rest;
    empty = true;
  };
  for (const word of words) {
    let piece = word;
    while (piece !== '') {
      const w = columns(piece);
      if (w <= room()) {
        line += (empty ? '' : ' ') + piece;
        empty = false;
        piece = '';
      } else if (!empty && w <= width - columns(rest)) {
        flush();
      } else {
        // The word cannot fit on any line: cut it where this line ends.
        let [head, tail] = cut(piece, room());
        if (head === '' && !empty) {
          flush();
          continue;
        }
        if (head === '') [head, tail] = cut(piece, columns(Array.from(piece)[0] as string));
        line += (empty ? '' : ' ') + head;
        empty = false;
        piece = tail;
        flush();
      }
    }
  }
  if (!empty || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

/** Splits `word` into a head of at most `room` columns and the rest, on code points. */
function cut(word: string, room: number): [string, string] {
  let head = '';
  let used = 0;
  const chars = Array.from(word);
  let i = 0;
  for (; i < chars.length; i++) {
    const w = columns(chars[i] as string);
    if (used + w > room) break;
    head += chars[i];
    used += w;
  }
  return [head, chars.slice(i).join('')];
}

/**
 * Shortens user input quoted back in a message so the message stays on one line:
 * at most `max` columns, with "..." when cut, control characters shown as "?".
 */
export function quote(text: string, max = 24): string {
  const clean = maskControls(text);
  if (columns(clean) <= max) return `"${clean}"`;
  return `"${cut(clean, max - 3)[0]}..."`;
}
