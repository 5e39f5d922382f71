import { spellSigns } from '../../platform/ascii.js';

/** The characters the table is drawn with: box lines, arrows and marks, in Unicode or in ASCII. */
export interface Glyphs {
  readonly unicode: boolean;
  /** Corners and lines of a card face or seat box: top-left, top-right, bottom-left, bottom-right, across, down. */
  readonly box: {
    readonly tl: string;
    readonly tr: string;
    readonly bl: string;
    readonly br: string;
    readonly h: string;
    readonly v: string;
  };
  /** The same in double lines, for the lay that just landed and the next player's seat. */
  readonly bold: {
    readonly tl: string;
    readonly tr: string;
    readonly bl: string;
    readonly br: string;
    readonly h: string;
    readonly v: string;
  };
  /** Ink `borderStyle` for panels. */
  readonly border: 'round' | 'classic';
  readonly doubleBorder: 'double' | 'classic';
  readonly arrow: {
    readonly left: string;
    readonly right: string;
    readonly up: string;
    readonly down: string;
    readonly upLeft: string;
    readonly upRight: string;
    readonly downLeft: string;
    readonly downRight: string;
  };
  readonly cw: string;
  readonly ccw: string;
  /** Marks the next player. */
  readonly next: string;
  /** Marks the current line of a list (a menu, a list of choices). */
  readonly pointer: string;
  /** Under the card the cursor is on. */
  readonly cursor: string;
  /** Under a card a hint points at, and under a marked (e.g. playable) card. */
  readonly hint: string;
  readonly marked: string;
  readonly dot: string;
  readonly star: string;
  readonly cross: string;
  readonly ellipsis: string;
  /** Picker arrows around the current choice. */
  readonly pickLeft: string;
  readonly pickRight: string;
  /** The four French suits: ♣ ♦ ♥ ♠, or C D H S. */
  readonly suits: Readonly<Record<'C' | 'D' | 'H' | 'S', string>>;
  /** Progress bar: filled and empty. */
  readonly barOn: string;
  readonly barOff: string;
}

export const UNICODE: Glyphs = {
  unicode: true,
  box: { tl: '╭', tr: '╮', bl: '╰', br: '╯', h: '─', v: '│' },
  bold: { tl: '╔', tr: '╗', bl: '╚', br: '╝', h: '═', v: '║' },
  border: 'round',
  doubleBorder: 'double',
  arrow: { left: '←', right: '→', up: '↑', down: '↓', upLeft: '↖', upRight: '↗', downLeft: '↙', downRight: '↘' },
  cw: '↻',
  ccw: '↺',
  next: '▶',
  pointer: '›',
  cursor: '▲',
  hint: '★',
  marked: '•',
  dot: '·',
  star: '★',
  cross: '✗',
  ellipsis: '…',
  pickLeft: '◂',
  pickRight: '▸',
  suits: { C: '♣', D: '♦', H: '♥', S: '♠' },
  barOn: '█',
  barOff: '░',
};

export const ASCII: Glyphs = {
  unicode: false,
  box: { tl: '+', tr: '+', bl: '+', br: '+', h: '-', v: '|' },
  bold: { tl: '#', tr: '#', bl: '#', br: '#', h: '=', v: '#' },
  border: 'classic',
  doubleBorder: 'classic',
  arrow: { left: '<', right: '>', up: '^', down: 'v', upLeft: '\\', upRight: '/', downLeft: '/', downRight: '\\' },
  cw: '(cw)',
  ccw: '(ccw)',
  next: '>',
  pointer: '>',
  cursor: '^',
  hint: '*',
  marked: '.',
  dot: '-',
  star: '*',
  cross: 'x',
  ellipsis: '...',
  pickLeft: '<',
  pickRight: '>',
  suits: { C: 'C', D: 'D', H: 'H', S: 'S' },
  barOn: '#',
  barOff: '.',
};

/** The variables that name the locale of characters, the first set deciding. */
export const LOCALE_VARIABLES = ['LC_ALL', 'LC_CTYPE', 'LANG'] as const;

/** The locale of characters `env` names: the first of {@link LOCALE_VARIABLES} that is set, else undefined. */
export function localeOf(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return LOCALE_VARIABLES.map((name) => env[name]).find((value) => value !== undefined && value !== '');
}

/**
 * True when the locale says UTF-8, or says nothing: the first of LC_ALL, LC_CTYPE and LANG that is
 * set decides, so `LANG=C` (or any locale without UTF-8) draws the table in ASCII.
 */
export function localeIsUnicode(env: NodeJS.ProcessEnv = process.env): boolean {
  const locale = localeOf(env);
  if (locale === undefined) return true;
  return /utf-?8/i.test(locale);
}

/** The glyphs for the environment's locale. */
export function glyphsFor(env: NodeJS.ProcessEnv = process.env): Glyphs {
  return localeIsUnicode(env) ? UNICODE : ASCII;
}

/**
 * `text` as the locale can show it: unchanged in a Unicode locale; in an ASCII one, the signs
 * the games' texts use (arrows, dashes, ×, the minus sign…) spelt in ASCII. Suit symbols are
 * the caller's (a game's screen may write them as letters).
 */
export function inGlyphs(text: string, glyphs: Glyphs): string {
  return glyphs.unicode ? text : spellSigns(text);
}
