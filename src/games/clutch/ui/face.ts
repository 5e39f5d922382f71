import type { Face } from '../../../ui/look/faces.js';
import type { Glyphs } from '../../../ui/look/glyphs.js';

const SUIT_WORDS: Readonly<Record<string, string>> = { C: 'club', D: 'diam', H: 'hrt', S: 'spad' };
const COURT: Readonly<Record<string, string>> = { J: 'jack', Q: 'quen', K: 'king', A: 'ace' };

/** The face of a card in notation (`7H`, `10S`, `QD`), its suit drawn as `glyphs` say. */
export function clutchFace(card: string, glyphs: Glyphs): Face {
  const suit = card.slice(-1) as 'C' | 'D' | 'H' | 'S';
  const rank = card.slice(0, -1);
  return {
    top: COURT[rank] ?? '',
    label: `${rank}${glyphs.suits[suit] ?? suit}`,
    bottom: SUIT_WORDS[suit] ?? '',
    role: suit === 'H' || suit === 'D' ? 'red-suit' : 'black-suit',
    bold: rank === 'J' || rank === 'Q' || rank === 'K',
  };
}
