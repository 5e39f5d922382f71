import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The folder name used under the platform's config directory. */
const APP = 'big-chicken';

/**
 * Where the store lives: `$BIG_CHICKEN_HOME` (made absolute) when it is set and not empty, otherwise the
 * platform's per-user config directory (XDG on Linux, Preferences on macOS, AppData on Windows).
 */
export function storeDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const home = env.BIG_CHICKEN_HOME;
  if (home !== undefined && home !== '') return resolve(home);
  const user = homedir();
  if (platform === 'darwin') return join(user, 'Library', 'Preferences', APP);
  if (platform === 'win32') return join(env.APPDATA ?? join(user, 'AppData', 'Roaming'), APP, 'Config');
  return join(env.XDG_CONFIG_HOME || join(user, '.config'), APP);
}
