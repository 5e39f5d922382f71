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
  '…': '...',
  '★': '*',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
};

const SIGNS = new RegExp(`[${Object.keys(SPELLING).join('')}]`, 'gu');

/** `text` with each of those signs spelt in ASCII; every other character as it was. */
export const spellSigns = (text: string): string => text.replace(SIGNS, (sign) => SPELLING[sign] ?? sign);
