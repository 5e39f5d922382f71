/**
 * The thread a searching bot thinks in, so the server's screens keep drawing (a search on the
 * main thread freezes every connection). Built as its own entry (dist/bot-worker.js). Each
 * message is one choice: the bot is made from its game and level, chooses from the view with
 * an Rng continued from the given state, and the answer carries the Rng's state after it, so
 * the table continues exactly as if the bot had chosen in process.
 */
import { parentPort } from 'node:worker_threads';
import { loadBots } from '../bots/index.js';
import { chooseOnce, type ChoiceRequest } from './bot-choice.js';

parentPort?.on('message', async (request: ChoiceRequest) => {
  try {
    await loadBots(request.game);
    parentPort?.postMessage({ id: request.id, ...chooseOnce(request) });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
