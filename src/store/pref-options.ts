// The table's preference options as data, without the settings file behind them (prefs.ts), so
// the command line builds its help without loading the store.
import { orList } from '../games/options.js';
import { THEMES } from '../ui/look/theme-names.js';

/** The `--theme` and `--bell` / `--no-bell` options of the commands that open a table. */
export const PREF_OPTIONS = {
  theme: { flags: '--theme <theme>', description: `colours of the table: ${orList([...THEMES])} (remembered; default dark)` },
  bell: { flags: '--bell', description: 'ring the terminal bell when it becomes your turn (remembered; --no-bell stops it)' },
  noBell: { flags: '--no-bell', description: 'no bell on your turn (remembered)' },
} as const;
