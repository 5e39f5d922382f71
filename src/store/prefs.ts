import { orList, UsageError } from '../games/options.js';
import { readSettings, rememberSettings, storeDir, type Settings } from './index.js';
import { THEMES, themeName, type ThemeName } from '../ui/look/theme.js';

/** How the person wants the table: its colour theme and whether the bell rings on their turn. */
export interface TablePrefs {
  readonly theme: ThemeName;
  readonly bell: boolean;
}

export { PREF_OPTIONS } from './pref-options.js';

/** Reads a `--theme` value: undefined when not given; UsageError (exit 2) for a name that is not a theme. */
export function readTheme(value: unknown): ThemeName | undefined {
  if (value === undefined) return undefined;
  const name = themeName(String(value).trim().toLowerCase());
  if (name === undefined) throw new UsageError(`--theme takes ${orList([...THEMES])}, got "${String(value)}"`);
  return name;
}

/**
 * The table's prefs for a command's options: each given option wins and is remembered in the
 * settings file of `dir`; what is not given comes from that file (a theme there that is no
 * longer one is ignored), else the defaults (dark, no bell). Throws UsageError for a bad
 * `--theme` before anything is written. `warning` is one line when remembering failed; the
 * table opens all the same.
 */
export function tablePrefs(opts: Record<string, unknown>, dir: string = storeDir()): TablePrefs & { readonly warning: string | null } {
  const theme = readTheme(opts.theme);
  const bell = typeof opts.bell === 'boolean' ? opts.bell : undefined;
  const saved = readSettings(dir);
  const change: Settings = { ...(theme !== undefined ? { theme } : {}), ...(bell !== undefined ? { bell } : {}) };
  const unchanged = (change.theme ?? saved.theme) === saved.theme && (change.bell ?? saved.bell) === saved.bell;
  const warning = unchanged ? null : rememberSettings(dir, change);
  return { theme: theme ?? themeName(saved.theme) ?? 'dark', bell: bell ?? saved.bell ?? false, warning };
}
