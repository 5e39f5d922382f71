import type * as RunTable from '../ui/run-table.js';
/**
 * Loads the Ink table (src/ui/run-table.tsx) for a command that has a terminal.
 *
 * Ink draws only the final frame when it believes it runs under CI (the `CI` or
 * `CONTINUOUS_INTEGRATION` variable, read once when Ink is first imported), which would leave a
 * person with a blank table if their shell happens to export `CI`. A table is only ever opened
 * on a real terminal, so those variables are dropped for this process before Ink loads.
 */
export async function loadUi(): Promise<typeof RunTable> {
  // The table moves the cursor and redraws in place: a terminal that cannot must get none of it.
  if (isDumbTerminal()) throw new Error(DUMB_TERMINAL);
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
  return import('../ui/run-table.js');
}

/** The line printed when the terminal says it cannot move the cursor (`TERM=dumb`) and a screen would redraw in place. */
export const DUMB_TERMINAL =
  'this terminal (TERM=dumb) cannot draw screens that redraw in place; play in line mode instead: `big-chicken play <game>` (or `resume`) gives it here, and `--plain` anywhere';

/** True when `TERM` is `dumb`: such a terminal takes plain lines only, no cursor movement. */
export function isDumbTerminal(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TERM === 'dumb';
}
