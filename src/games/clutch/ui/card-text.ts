/** A piece of a text: plain words, or a card written with its suit symbol. */
export interface TextPiece {
  readonly text: string;
  /** Set for a card token: its suit letter. */
  readonly suit?: 'C' | 'D' | 'H' | 'S';
}

const SYMBOL_TO_LETTER: Readonly<Record<string, 'C' | 'D' | 'H' | 'S'>> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };
const CARD = /(10|[2-9AJQK])([♣♦♥♠])/g;

/**
 * True when colour is off (`NO_COLOR` set, or `FORCE_COLOR=0`): the screen then writes suits as
 * letters (`7H`) instead of coloured symbols (`7♥`).
 */
export function plainSuits(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.NO_COLOR !== undefined && env.NO_COLOR !== '') || env.FORCE_COLOR === '0';
}

/** Whether a screen of the look whose glyphs are `unicode` or not writes suits as letters: with colour off, or no symbols to draw. */
export function suitLetters(unicode: boolean): boolean {
  return plainSuits() || !unicode;
}

/**
 * Splits an engine text into plain pieces and card pieces (`7♥` and the like). With `plain`,
 * card pieces are written with the suit letter instead of the symbol.
 */
export function splitCards(text: string, plain: boolean): TextPiece[] {
  const out: TextPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(CARD)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ text: text.slice(last, at) });
    const suit = SYMBOL_TO_LETTER[m[2] as string] as 'C' | 'D' | 'H' | 'S';
    out.push({ text: plain ? `${m[1]}${suit}` : m[0], suit });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The colour role of a suit: red for Hearts and Diamonds, black (cyan on a dark background) for Clubs and Spades. */
export function suitRole(suit: 'C' | 'D' | 'H' | 'S'): 'red-suit' | 'black-suit' {
  return suit === 'H' || suit === 'D' ? 'red-suit' : 'black-suit';
}

/** `text` with its cards written as the screen writes them: with suit letters when `plain`, else as they are. */
export function cardWords(text: string, plain: boolean): string {
  return splitCards(text, plain)
    .map((p) => p.text)
    .join('');
}
