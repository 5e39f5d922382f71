import { spellSigns } from '../platform/ascii.js';

/** The card suits, as line mode writes them in ASCII. */
const SUITS: Readonly<Record<string, string>> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };

/** `text` in ASCII: the program's signs spelt out (platform/ascii.ts), the suits as letters, any other character beyond ASCII as `?`. */
export function toAscii(text: string): string {
  return spellSigns(text).replace(/[^ -~\t\n]/gu, (c) => SUITS[c] ?? '?');
}
