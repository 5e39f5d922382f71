import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/** The folder name used under the platform's directories. */
const APP = 'big-chicken';

/** Where each kind of file lives. */
export interface StoreDirs {
  /** Settings (`settings.json`): the platform's config directory, as conf names it. */
  readonly config: string;
  /** The finished games (`records.json` and its backup) and `serve/`: the platform's data directory. */
  readonly data: string;
  /** The saved games in progress and their locks: the platform's state directory. */
  readonly state: string;
}

/** An XDG base directory: the variable when it is an absolute path (the spec ignores a relative one), else `fallback`. */
function xdg(value: string | undefined, fallback: string): string {
  return join(value !== undefined && isAbsolute(value) ? value : fallback, APP);
}

/**
 * Where the store lives. `$BIG_CHICKEN_HOME` (made absolute), when it is set and not empty, holds
 * everything. Otherwise: on Linux settings in `$XDG_CONFIG_HOME` (`~/.config`), the scores in
 * `$XDG_DATA_HOME` (`~/.local/share`) and the saved games in `$XDG_STATE_HOME` (`~/.local/state`);
 * on macOS settings in `~/Library/Preferences`, the rest in `~/Library/Application Support`; on
 * Windows settings in the roaming `%APPDATA%`, the rest in the machine's own `%LOCALAPPDATA%`.
 */
export function storeDirs(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): StoreDirs {
  const home = env.BIG_CHICKEN_HOME;
  if (home !== undefined && home !== '') {
    const dir = resolve(home);
    return { config: dir, data: dir, state: dir };
  }
  const user = homedir();
  if (platform === 'darwin') {
    const data = join(user, 'Library', 'Application Support', APP);
    return { config: join(user, 'Library', 'Preferences', APP), data, state: data };
  }
  if (platform === 'win32') {
    const local = join(env.LOCALAPPDATA ?? join(user, 'AppData', 'Local'), APP);
    return {
      config: join(env.APPDATA ?? join(user, 'AppData', 'Roaming'), APP, 'Config'),
      data: join(local, 'Data'),
      state: join(local, 'State'),
    };
  }
  return {
    config: xdg(env.XDG_CONFIG_HOME, join(user, '.config')),
    data: xdg(env.XDG_DATA_HOME, join(user, '.local', 'share')),
    state: xdg(env.XDG_STATE_HOME, join(user, '.local', 'state')),
  };
}

/**
 * The one directory of earlier versions, which held everything: `$BIG_CHICKEN_HOME`, or the
 * platform's config directory (where the settings stay). {@link storeDirs}'s `config`.
 */
export function storeDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  return storeDirs(env, platform).config;
}
