/** Characters of the games' sentences, as written in ASCII for a locale that is not UTF-8. */
const ASCII: Readonly<Record<string, string>> = {
  '−': '-',
  '–': '-',
  '—': '-',
  '→': '->',
  '←': '<-',
  '…': '...',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '×': 'x',
  '♣': 'C',
  '♦': 'D',
  '♥': 'H',
  '♠': 'S',
};

/** `text` in ASCII: the known characters spelled out, any other beyond ASCII as `?`. */
export function toAscii(text: string): string {
  return text.replace(/[^ -~\t\n]/gu, (c) => ASCII[c] ?? '?');
}
