/**
 * A thread that plays games of a `sim` (built as its own entry, dist/sim-worker.js: a worker
 * starts from a file). It is given the validated plan once, makes the seats' bots (a hard bot
 * keeps its think budget), then plays each batch of games it is sent, by number, and answers
 * with their outcomes in order, their tally and the milliseconds they took (see `runSimThreads`
 * in sim.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { gameModule } from '../../games/index.js';
import {
  emptyTally,
  loadSimGame,
  playSimGame,
  simBots,
  type PackedOutcomes,
  type SimBatch,
  type SimBatchAnswer,
  type SimPlan,
} from './sim.js';

// A thread is given the plan alone (a module does not cross threads): its game is looked up here, once.
const plan = workerData as SimPlan;
const game = await loadSimGame(gameModule(plan.game));
const bots = simBots(plan);

parentPort?.on('message', (batch: SimBatch) => {
  let answer: SimBatchAnswer;
  try {
    const started = performance.now();
    const tally = emptyTally(game, plan);
    const outcomes: PackedOutcomes = [];
    for (let k = batch.from; k < batch.to; k++) playSimGame(game, plan, bots, k, tally, outcomes);
    answer = { from: batch.from, games: batch.to - batch.from, outcomes, tally, ms: performance.now() - started };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
