import { join } from 'node:path';
import Conf from 'conf';
import { describeWriteError } from './safe-write.js';

/** The settings file's name inside the store directory. */
export const SETTINGS_FILE = 'settings.json';

/** The table's look and sound the person chose last: read before a table opens, written when they change. */
export interface Settings {
  /** The colour theme's name as written (the table checks it: an unknown one is ignored). */
  readonly theme?: string;
  /** Ring the terminal's bell when it becomes the person's turn. */
  readonly bell?: boolean;
}

/**
 * The remembered settings in `dir`: {} when there are none or the file cannot be read or is not
 * a JSON object (it is then simply written anew at the next change; it holds nothing that
 * cannot be chosen again). Fields of the wrong type are left out.
 */
export function readSettings(dir: string): Settings {
  let data: Record<string, unknown>;
  try {
    data = settingsConf(dir, false).store;
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const { theme, bell } = data;
  return { ...(typeof theme === 'string' ? { theme } : {}), ...(typeof bell === 'boolean' ? { bell } : {}) };
}

/**
 * Remembers `change` on top of the settings in `dir`, with the store's verified write (a failed
 * write leaves the old file whole; the scores and saved games are other files and never touched).
 * Returns null when written, else one line saying why not and which file.
 */
export function rememberSettings(dir: string, change: Settings): string | null {
  const file = join(dir, SETTINGS_FILE);
  const next = { ...readSettings(dir), ...change };
  try {
    // A file that cannot be read is cleared (conf's clearInvalidConfig), then written whole.
    settingsConf(dir, true).store = { ...next };
    return null;
  } catch (error) {
    return `could not remember the settings: ${describeWriteError(error)} (${file})`;
  }
}

/**
 * conf over `dir`/settings.json, written as before (two-space JSON and a newline). Its writes
 * are the store's verified ones: the build and vitest resolve conf's `atomically` import to
 * conf-atomically.ts. No schema: readSettings checks each field, as for the scores' records.
 */
function settingsConf(dir: string, clearInvalid: boolean): Conf<Record<string, unknown>> {
  return new Conf<Record<string, unknown>>({
    cwd: dir,
    configName: 'settings',
    defaults: {},
    clearInvalidConfig: clearInvalid,
    serialize: (value) => `${JSON.stringify(value, null, 2)}\n`,
  });
}
