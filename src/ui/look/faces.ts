import type { Glyphs } from './glyphs.js';
import type { Role, Theme } from './theme.js';

/**
 * A card face: three rows, a word on the top edge (what kind of card), the card's notation in
 * the middle (what is typed to play it), and a word on the bottom edge (its colour or suit), so
 * that it reads without colour and without a legend:
 *
 *   ╭egg─╮ ╭hen─╮ ╭BIG─╮ ╭duck╮      ╭hen─╮ ╭wild╮      ╭────╮
 *   │O7  │ │OC  │ │RC  │ │D   │      │BC5 │ │*C  │      │10♥ │
 *   ╰orn─╯ ╰blu─╯ ╰red─╯ ╰────╯      ╰brn─╯ ╰hen─╯      ╰hrt─╯
 */
export interface Face {
  /** Up to 4 characters on the top edge. */
  readonly top: string;
  /** The notation, up to 4 characters (`O10`, `BC5`, `10♥`). */
  readonly label: string;
  /** Up to 4 characters on the bottom edge. */
  readonly bottom: string;
  readonly role: Role | null;
  /** Chickens, Big Red, wilds and court cards stand out in bold. */
  readonly bold: boolean;
}

/** Inner width of a full face: `O10` plus a space, `D=O7` exactly. */
export const FACE_INNER = 4;

const JH_COLOUR_WORDS: Readonly<Record<string, string>> = { B: 'blu', G: 'grn', Y: 'yel', O: 'orn' };

/** The face of a Just Hatched card in notation: `O7`, `OC`, `RC`, `D`, or a laid Duck `D=O7`. */
export function jhFace(card: string): Face {
  if (card === 'RC') return { top: 'BIG', label: 'RC', bottom: 'red', role: 'jh-R', bold: true };
  if (card === 'D') return { top: 'duck', label: 'D', bottom: '', role: 'jh-D', bold: true };
  if (card.startsWith('D=')) {
    const egg = card.slice(2);
    return { top: 'duck', label: egg, bottom: JH_COLOUR_WORDS[egg[0] ?? ''] ?? '', role: 'jh-D', bold: true };
  }
  const suit = card[0] ?? '';
  const chicken = card.endsWith('C');
  return { top: chicken ? 'hen' : 'egg', label: card, bottom: JH_COLOUR_WORDS[suit] ?? '', role: `jh-${suit}` as Role, bold: chicken };
}

/** The face of a Henhouse card: `BC5`, a held wild `*C`/`*E`, or a laid wild `*C=WC5`. */
export function hhFace(card: string): Face {
  if (card === '*C' || card === '*E') {
    return { top: 'wild', label: card, bottom: card === '*C' ? 'hen' : 'egg', role: 'hh-wild', bold: true };
  }
  const wild = card.startsWith('*');
  const code = wild ? card.slice(3) : card;
  const colour = code[0] === 'B' ? 'brn' : 'wht';
  const trait = code[1] === 'C' ? 'hen' : 'egg';
  return {
    top: trait,
    label: code,
    bottom: wild ? 'wild' : colour,
    role: wild ? 'hh-wild' : code[0] === 'B' ? 'hh-B' : 'hh-W',
    bold: code[1] === 'C' || wild,
  };
}

const CLUTCH_SUIT_WORDS: Readonly<Record<string, string>> = { C: 'club', D: 'diam', H: 'hrt', S: 'spad' };
const COURT: Readonly<Record<string, string>> = { J: 'jack', Q: 'quen', K: 'king', A: 'ace' };

/** The face of a Clutch card in notation (`7H`, `10S`, `QD`), its suit drawn as `glyphs` say. */
export function clutchFace(card: string, glyphs: Glyphs): Face {
  const suit = card.slice(-1) as 'C' | 'D' | 'H' | 'S';
  const rank = card.slice(0, -1);
  return {
    top: COURT[rank] ?? '',
    label: `${rank}${glyphs.suits[suit] ?? suit}`,
    bottom: CLUTCH_SUIT_WORDS[suit] ?? '',
    role: suit === 'H' || suit === 'D' ? 'red-suit' : 'black-suit',
    bold: rank === 'J' || rank === 'Q' || rank === 'K',
  };
}

/** A run of text in one style, a piece of one drawn row. */
export interface Segment {
  readonly text: string;
  readonly colour?: string | undefined;
  readonly bold?: boolean;
  readonly dim?: boolean;
  readonly inverse?: boolean;
}

/** How a card is drawn in a row: what state it is in. */
export interface FaceState {
  /** Drawn in double lines and the highlight colour: the lay that has just landed, a hinted card. */
  readonly strong?: boolean;
  /** In the accent colour: a selected card. */
  readonly accent?: boolean;
  readonly dim?: boolean;
}

function edge(word: string, width: number, line: string): string {
  const w = word.slice(0, width);
  return w + line.repeat(width - w.length);
}

/**
 * The three rows of `face` as segments, each `FACE_INNER + 2` columns wide; cut to `visible`
 * columns when the card lies under the next one in a fanned hand.
 */
export function faceRows(face: Face, state: FaceState, theme: Theme, glyphs: Glyphs, visible = FACE_INNER + 2): Segment[][] {
  const b = state.strong ? glyphs.bold : glyphs.box;
  const colour = face.role ? theme.colour(face.role) : undefined;
  const frame = state.strong ? theme.colour('fresh') : state.accent ? theme.colour('accent') : colour;
  const inner = FACE_INNER;
  const rows: [string, string, string][] = [
    [b.tl, edge(face.top, inner, b.h), b.tr],
    [b.v, face.label.padEnd(inner).slice(0, inner), b.v],
    [b.bl, edge(face.bottom, inner, b.h), b.br],
  ];
  const dim = state.dim === true;
  return rows.map(([l, mid, r], i) => {
    const whole = l + mid + r;
    const cut = visible >= whole.length;
    const midText = cut ? mid : mid.slice(0, Math.max(0, visible - 1));
    const out: Segment[] = [
      { text: l, colour: frame, bold: state.strong === true || state.accent === true, dim },
      { text: midText, colour: i === 1 ? colour : frame, bold: i === 1 ? face.bold : state.strong === true, dim, inverse: i === 1 && state.accent === true && !theme.coloured },
    ];
    if (cut) out.push({ text: r, colour: frame, bold: state.strong === true || state.accent === true, dim });
    return out;
  });
}

/** A one-row chip of `face` for tight layouts: its notation, padded to `width`. */
export function chipSegment(face: Face, state: FaceState, theme: Theme, width: number): Segment {
  const colour = face.role ? theme.colour(face.role) : undefined;
  return {
    text: face.label.padEnd(width),
    colour: state.strong ? theme.colour('fresh') ?? colour : colour,
    bold: face.bold || state.strong === true,
    dim: state.dim === true,
    inverse: state.strong === true && !theme.coloured,
  };
}
