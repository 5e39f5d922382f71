// The themes' names alone (no colours), for the command line's help and readers.

/** The table's colour schemes: for a dark background, a light one, or no colour at all. */
export const THEMES = ['dark', 'light', 'mono'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Reads a `--theme` value or a remembered setting; undefined when it is not a theme name. */
export function themeName(value: unknown): ThemeName | undefined {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value) ? (value as ThemeName) : undefined;
}
