/**
 * The Unicode signs the program's texts use (turn arrows, dots, dashes and the minus sign, ×,
 * arrows, the ellipsis, the star, curly quotes), each with its ASCII spelling, for a locale that
 * is not UTF-8. The table's glyphs (ui/look) and line mode both spell them from here.
 */
const SPELLING: Readonly<Record<string, string>> = {
  '↻': '(cw)',
  '↺': '(ccw)',
  '·': '-',
  '•': '-',
  '—': '-',
  '–': '-',
  '−': '-',
  '×': 'x',
  '→': '->',
  '←': '<-',
  '↑': 'Up',
  '↓': 'Down',
  '‹': '<',
  '›': '>',
  '…': '...',
  '★': '*',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
};

const SIGNS = new RegExp(`[${Object.keys(SPELLING).join('')}]`, 'gu');

/** `text` with each of {@link SIGNS} spelt as `spelling` spells it; every other character as it was. */
const spelt = (text: string, spelling: Readonly<Record<string, string>>): string => text.replace(SIGNS, (sign) => spelling[sign] ?? sign);

/** `text` with each of those signs spelt in ASCII; every other character as it was. */
export const spellSigns = (text: string): string => spelt(text, SPELLING);

/**
 * The mark an ASCII screen shows for the ellipsis Ink puts where it cuts a row: one column, the
 * width Ink measured it at, so that the row still ends at its edge.
 */
export const CUT_MARK = '~';

/** {@link SPELLING}, but for the ellipsis of a row Ink cut: {@link CUT_MARK}. */
const FRAME_SPELLING: Readonly<Record<string, string>> = { ...SPELLING, '…': CUT_MARK };

/**
 * A drawn screen's `text` spelt for an ASCII terminal: the screens write their own texts in the
 * look's characters before Ink measures them (ui/kit/text.tsx), so an ellipsis still here is the
 * one Ink adds where it cuts a row, and it becomes {@link CUT_MARK}; any other sign is spelt as
 * {@link spellSigns} spells it.
 */
export const spellFrame = (text: string): string => spelt(text, FRAME_SPELLING);

/**
 * `stream` with every text written to it spelt by {@link spellFrame}: for a terminal in an ASCII
 * locale, the one place where a sign a screen still carries (the ellipsis of a row Ink cut)
 * becomes ASCII before it leaves the program. Everything else (size, TTY, events) is the stream's.
 */
export function spellingStream<S extends NodeJS.WritableStream>(stream: S): S {
  const write = (chunk: unknown, ...rest: unknown[]) =>
    (stream.write as (...args: unknown[]) => boolean)(typeof chunk === 'string' ? spellFrame(chunk) : chunk, ...rest);
  return new Proxy(stream, {
    get(target, property) {
      if (property === 'write') return write;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
