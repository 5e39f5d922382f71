import { loadUi } from './load-ui.js';
import { tablePrefs } from '../store/prefs.js';

/**
 * `big-chicken` with no arguments in a terminal: the start menu (game, players, seed; resume or
 * replace a saved game; the remembered theme and bell, which it may change), then the table.
 * Ink is loaded only here, dynamically.
 */
export async function menu(): Promise<number> {
  const prefs = tablePrefs({});
  const { runMenu } = await loadUi();
  return runMenu(prefs);
}
