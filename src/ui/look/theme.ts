import chalk from 'chalk';
import type { ThemeName } from './theme-names.js';

export { THEMES, themeName, type ThemeName } from './theme-names.js';

/**
 * What a colour is for on the table. Every role also has a shape or a word that says the same
 * (a letter, a border, a mark), so colour is never the only carrier of meaning.
 */
export type Role =
  | 'blue'
  | 'green'
  | 'yellow'
  | 'orange'
  | 'red'
  | 'plain'
  | 'brown'
  | 'white'
  | 'wild'
  | 'red-suit'
  | 'black-suit'
  /** The cursor, the next player, the current choice. */
  | 'accent'
  /** The lay that has just landed. */
  | 'fresh'
  /** A warning that asks for a key now (one card left, a catch on offer). */
  | 'warn'
  | 'error'
  | 'good';

/** A colour as Ink's `color` prop takes it, or undefined for the terminal's own text colour. */
export type Colour = string | undefined;

/** A theme: one colour per role (undefined draws in the terminal's default colour). */
export interface Theme {
  readonly name: ThemeName;
  readonly colour: (role: Role) => Colour;
  /** False for `mono`: the table then marks the selection and the cursor by shape and inverse video only. */
  readonly coloured: boolean;
}

/**
 * Colours per role. Plain (Ducks) and white cards use the terminal's own text colour, which is
 * readable on any background (bright white vanishes on a light one). On 16-colour terminals orange
 * is drawn magenta: downsampled, #ff8c00 becomes bright yellow, which cannot be told from yellow.
 */
function palette(name: ThemeName, level: number): Readonly<Record<Role, Colour>> {
  const rich = level >= 2;
  if (name === 'light') {
    return {
      blue: 'blue',
      green: rich ? '#1f7a1f' : 'green',
      yellow: rich ? '#9a7400' : 'yellow',
      orange: rich ? '#d05a00' : 'magenta',
      red: 'red',
      plain: undefined,
      brown: rich ? '#8b4a12' : 'red',
      white: undefined,
      wild: 'magenta',
      'red-suit': 'red',
      'black-suit': undefined,
      accent: 'blue',
      fresh: 'magenta',
      warn: rich ? '#a05a00' : 'magenta',
      error: 'red',
      good: 'green',
    };
  }
  return {
    blue: rich ? '#4f8fff' : 'blueBright',
    green: 'green',
    yellow: 'yellow',
    orange: rich ? '#ff8c00' : 'magenta',
    red: 'red',
    plain: undefined,
    brown: rich ? '#c47f3a' : 'red',
    white: undefined,
    wild: 'magentaBright',
    'red-suit': 'red',
    'black-suit': 'cyan',
    accent: 'cyan',
    fresh: 'yellowBright',
    warn: 'yellow',
    error: 'red',
    good: 'green',
  };
}

/**
 * The theme `name` for a terminal of colour `level` (chalk's: 0 none, 1 16 colours, 2 256, 3
 * true colour; default chalk's own detection). `mono`, and any theme at level 0, has no colours.
 */
export function makeTheme(name: ThemeName, level: number = chalk.level): Theme {
  if (name === 'mono' || level === 0) return { name, colour: () => undefined, coloured: false };
  const colours = palette(name, level);
  return { name, colour: (role) => colours[role], coloured: true };
}
