import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/** The folder name used under the platform's config directory. */
const APP = 'big-chicken';

/**
 * Where the store lives: `$BIG_CHICKEN_HOME` (made absolute) when it is set and not empty, otherwise the
 * platform's per-user config directory (XDG on Linux, where a relative `XDG_CONFIG_HOME` is ignored
 * as the XDG spec says; Preferences on macOS, AppData on Windows).
 */
export function storeDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const home = env.BIG_CHICKEN_HOME;
  if (home !== undefined && home !== '') return resolve(home);
  const user = homedir();
  if (platform === 'darwin') return join(user, 'Library', 'Preferences', APP);
  if (platform === 'win32') return join(env.APPDATA ?? join(user, 'AppData', 'Roaming'), APP, 'Config');
  // The XDG spec: a relative path in XDG_CONFIG_HOME is invalid and is ignored.
  const xdg = env.XDG_CONFIG_HOME;
  return join(xdg !== undefined && isAbsolute(xdg) ? xdg : join(user, '.config'), APP);
}
