import { fork, type ChildProcess } from 'node:child_process';
import {
  playSimGame,
  simBots,
  SimTotals,
  totalGames,
  type PackedOutcomes,
  type SimBatch,
  type SimBatchAnswer,
  type SimGame,
  type SimPlan,
  type SimSummary,
  type SimWorkerMessage,
} from './sim.js';
import { simWorkerFlags } from './young.js';

/**
 * How long a worker's batch of games should take, in milliseconds: long enough that its message
 * costs next to nothing (250 games of 0.2 ms are a 5 KB answer; writing, reading and adding it up
 * cost well under a microsecond a game: `node scripts/sim-bench.js --messages`), short enough that
 * the progress bar moves and that the workers end within a batch of each other.
 */
export const BATCH_MS = 50;

/**
 * How much play a worker has waiting, in milliseconds: more than a batch, since this process reads
 * the answers only between its own games, and a game can take tens of milliseconds while the
 * program warms up.
 */
const QUEUE_MS = 4 * BATCH_MS;

/** Games a worker is sent, one a batch, before the pace of a game is known. */
const FIRST_GAMES = 4;

/** How long this process plays between reading its workers' answers, in milliseconds. */
const SLICE_MS = 5;

/**
 * The games the next batch holds: about {@link BATCH_MS} of play at `msPerGame` (the last
 * batch's pace; null before any, when a batch is one game), never more than a share of the
 * `left` games that lets every one of the `workers` have a part of what remains, and at least one.
 */
export function batchGames(msPerGame: number | null, left: number, workers: number): number {
  const timed = msPerGame === null ? 1 : Math.floor(BATCH_MS / Math.max(msPerGame, 1e-3));
  return Math.max(1, Math.min(timed, Math.ceil(left / (2 * workers)), left));
}

/** Ends every worker process, then this process, by `signal`, as it would have ended without them. */
function passOn(children: readonly ChildProcess[], signal: NodeJS.Signals, handler: (signal: NodeJS.Signals) => void): void {
  for (const child of children) child.kill('SIGKILL');
  for (const s of ENDING_SIGNALS) process.removeListener(s, handler);
  process.kill(process.pid, signal);
}

/** Signals that end `sim`: its workers end with it. */
const ENDING_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The line of a worker's stderr that says why it failed (an uncaught error, V8's fatal error), if any. */
export function failureLine(stderr: string): string | undefined {
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /^(?:(?:[A-Z]\w*)?Error\b|FATAL ERROR\b)/.test(line));
}

/**
 * {@link runSim} on `plan.workers` processes: this one and `plan.workers` - 1 worker processes
 * started from `entry` (the built dist/sim-worker.js), each with an IPC channel. The workers take
 * batches of games by number (game k is always deal `seed + k`, whoever plays it) and send back
 * their results, which are added strictly in the games' order, so the figures are those of
 * `runSim` whatever the number of workers. This process plays too, a slice of games at a time
 * between the workers' answers, from the first moment: a short sim is over before a worker has
 * started, and no process more than the cores warms up its own copy of the game and bots.
 *
 * Worker processes, not threads: each starts with its own V8 options (a young generation sized
 * for a sim, see young.ts), and a worker that fails or dies, out of memory included, fails the
 * sim with one line instead of taking the program down. Ctrl-C (or SIGTERM, SIGHUP) ends the
 * workers and then this process by the same signal, as without workers; a worker whose parent
 * dies outright ends after the batch it is playing.
 */
export async function runSimPool(game: SimGame, plan: SimPlan, entry: URL, onProgress?: (done: number) => void): Promise<SimSummary> {
  const totals = new SimTotals(game, plan);
  const started = performance.now();
  const total = totalGames(plan);
  let next = 0;
  let msPerGame: number | null = null;
  const take = (): SimBatch | null => {
    if (next >= total) return null;
    const batch: SimBatch = { from: next, to: next + batchGames(msPerGame, total - next, plan.workers) };
    next = batch.to;
    return batch;
  };
  const children: ChildProcess[] = [];
  const answered = new Set<ChildProcess>();
  const exited: Promise<void>[] = [];
  let failure: Error | null = null;
  let finished = false;
  let wake: (() => void) | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    wake?.();
  };
  const stop = (signal: NodeJS.Signals) => passOn(children, signal, stop);
  for (const s of ENDING_SIGNALS) process.on(s, stop);
  let seconds: number;
  try {
    const flags = simWorkerFlags();
    for (let i = 1; i < Math.min(plan.workers, total); i++) {
      const child = fork(entry, [], { execArgv: flags, stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'json' });
      children.push(child);
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => {
        if (stderr.length < 16_384) stderr += d.toString();
      });
      // The games sent and not yet answered: enough for QUEUE_MS of play (a few games before the
      // pace is known), so that it never waits for this process, which reads answers only
      // between its own games; but no more than its share of the games left, so that at the end
      // no process waits for another's queue.
      let queued = 0;
      const wanted = () => (msPerGame === null ? FIRST_GAMES : Math.min(QUEUE_MS / msPerGame, (total - next + queued) / plan.workers));
      const give = () => {
        while (queued < wanted()) {
          const batch = take();
          if (!batch) return;
          queued += batch.to - batch.from;
          child.send(batch satisfies SimWorkerMessage);
        }
      };
      child.on('message', (answer: SimBatchAnswer) => {
        if ('error' in answer) return fail(new Error(answer.error));
        answered.add(child);
        totals.addTally(answer.tally);
        totals.addOutcomes(answer.from, answer.games, answer.outcomes);
        queued -= answer.games;
        msPerGame = answer.ms / answer.games;
        onProgress?.(totals.done);
        give();
        if (totals.done === total) wake?.();
      });
      child.on('error', fail);
      const stderrRead = new Promise((resolve) => child.stderr?.on('close', resolve));
      exited.push(
        new Promise((resolve) =>
          child.on('exit', (code, signal) => {
            resolve();
            if (finished) return;
            // Ctrl-C at a terminal reaches every process of the sim at once, and a worker may end
            // first: the sim ends by the same signal, as it does without workers.
            if (signal !== null && ENDING_SIGNALS.includes(signal)) return stop(signal);
            // Why it stopped is told once its stderr has been read to the end. ('close' would wait
            // for that too, but never comes for a worker let go of with disconnect.)
            void stderrRead.then(() => {
              const why = failureLine(stderr);
              fail(new Error(`a sim worker stopped (${signal ? `signal ${signal}` : `exit code ${code}`})${why ? `: ${why}` : ''}`));
            });
          }),
        ),
      );
      child.send({ plan } satisfies SimWorkerMessage);
      give();
    }
    const bots = simBots(plan);
    while (failure === null && next < total) {
      const slice = performance.now();
      do {
        const k = next++;
        const outcome: PackedOutcomes = [];
        playSimGame(game, plan, bots, k, totals.tally, outcome);
        totals.addOutcomes(k, 1, outcome);
      } while (next < total && performance.now() - slice < SLICE_MS);
      onProgress?.(totals.done);
      // The workers' answers are read in between.
      await new Promise(setImmediate);
    }
    while (failure === null && totals.done < total) await new Promise<void>((resolve) => (wake = resolve));
    if (failure) throw failure;
    seconds = (performance.now() - started) / 1000;
  } finally {
    finished = true;
    for (const s of ENDING_SIGNALS) process.removeListener(s, stop);
    // A worker that has answered is idle: it is let go of and ends by itself (a profile it
    // writes at its exit, with NODE_OPTIONS=--cpu-prof, is then complete). One still starting
    // up, or any worker when the sim failed, is ended at once.
    for (const child of children) {
      if (failure === null && child.connected && answered.has(child)) child.disconnect();
      else child.kill('SIGKILL');
    }
  }
  // Waited for, so that no worker outlives the sim and their CPU time counts as its own.
  await Promise.all(exited);
  return totals.summary(seconds);
}
