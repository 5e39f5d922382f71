/**
 * The thread a searching bot thinks in, so the server's screens keep drawing (a search on the
 * main thread freezes every connection). Built as its own entry (dist/bot-worker.js). Each
 * message is one choice: the bot is made from its game and level, chooses from the view with
 * an Rng continued from the given state, and the answer carries the Rng's state after it, so
 * the table continues exactly as if the bot had chosen in process.
 *
 * The thread runs at a lower scheduling priority than the server's screens ({@link WORKER_NICE},
 * and Linux's idle policy where `chrt` can set it): on a machine with few cores a search would
 * otherwise take the core the main thread is waiting for, and a key's frame waits with it. A
 * search is paced by its time budget, so it only thinks less when the machine is busy; nothing
 * else changes.
 */
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadBots } from '../games/bots.js';
import { chooseOnce, type ChoiceRequest } from './bot-choice.js';

/** The nice value searching bots think at (19, the lowest priority). */
export const WORKER_NICE = 19;

lowerPriority();

/**
 * Lowers this thread's priority, where the system tells a thread's id (Linux: /proc/thread-self),
 * then puts it in the idle scheduling class (SCHED_IDLE) with util-linux's `chrt`, which Node
 * cannot do itself. At nice 19 a search still held its core for a moment whenever the main thread
 * woke for a key; an idle-class thread gives the core up at once. In `scripts/serve-bench.js`
 * (two cores, alternating runs) the main thread's wait for a core fell from about 2.4 s to 1.5 s
 * of the 20 s played.
 */
function lowerPriority(): void {
  let tid: number;
  try {
    tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(tid, WORKER_NICE);
  } catch {
    // No /proc (macOS, Windows): the thread keeps the process's priority.
    return;
  }
  try {
    execFileSync('chrt', ['--idle', '--pid', '0', String(tid)], { stdio: 'ignore', timeout: 5000 });
  } catch {
    // No chrt: nice 19 alone.
  }
}

parentPort?.on('message', async (request: ChoiceRequest) => {
  try {
    await loadBots(request.game);
    parentPort?.postMessage({ id: request.id, ...chooseOnce(request) });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
