import { loadUi } from './load-ui.js';

/**
 * `big-chicken` with no arguments in a terminal: the start menu (game, players, seed; resume or
 * replace a saved game), then the table. Ink is loaded only here, dynamically.
 */
export async function menu(): Promise<number> {
  const { runMenu } = await loadUi();
  return runMenu();
}
