import type { Glyphs } from './glyphs.js';
import type { Role, Theme } from './theme.js';

/**
 * A card face: three rows, a word on the top edge (what kind of card), the card's notation in
 * the middle (what is typed to play it), and a word on the bottom edge (its colour or suit), so
 * that it reads without colour and without a legend; each game's components build its faces:
 *
 *   ╭egg─╮ ╭hen─╮ ╭BIG─╮ ╭duck╮ ╭wild╮ ╭quen╮
 *   │O7  │ │OC  │ │RC  │ │D   │ │*C  │ │Q♥  │
 *   ╰orn─╯ ╰blu─╯ ╰red─╯ ╰────╯ ╰hen─╯ ╰hrt─╯
 */
export interface Face {
  /** Up to 4 characters on the top edge. */
  readonly top: string;
  /** The notation, up to 4 characters (`O10`, `BC5`, `10♥`). */
  readonly label: string;
  /**
   * What a one-row chip shows, up to 4 characters, when the label alone would hide what the top
   * edge says (a Duck laid as an Egg: `dO10`); the label otherwise.
   */
  readonly chip?: string;
  /** Up to 4 characters on the bottom edge. */
  readonly bottom: string;
  readonly role: Role | null;
  /** Chickens, Big Red, wilds and court cards stand out in bold. */
  readonly bold: boolean;
}

/** Inner width of a full face: `O10` plus a space, `D=O7` exactly. */
export const FACE_INNER = 4;

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
      {
        text: midText,
        colour: i === 1 ? colour : frame,
        bold: i === 1 ? face.bold : state.strong === true,
        dim,
        inverse: i === 1 && state.accent === true && !theme.coloured,
      },
    ];
    if (cut) out.push({ text: r, colour: frame, bold: state.strong === true || state.accent === true, dim });
    return out;
  });
}

/** A one-row chip of `face` for tight layouts: its notation, padded to `width`. */
export function chipSegment(face: Face, state: FaceState, theme: Theme, width: number): Segment {
  const colour = face.role ? theme.colour(face.role) : undefined;
  return {
    text: (face.chip ?? face.label).padEnd(width),
    colour: state.strong ? (theme.colour('fresh') ?? colour) : colour,
    bold: face.bold || state.strong === true,
    dim: state.dim === true,
    inverse: state.strong === true && !theme.coloured,
  };
}
