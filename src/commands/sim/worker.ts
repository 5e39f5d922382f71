/**
 * A thread that plays games of a `sim` (built as its own entry, dist/sim-worker.js: a worker
 * starts from a file). It is given the validated plan once, makes the seats' bots (a hard bot
 * keeps its think budget), then plays each batch of games it is sent, by number, and answers
 * with their results in order (see `runSimThreads` in sim.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { gameModule } from '../../games/index.js';
import { loadSimGame, playSimGame, simBots, type GameResult, type SimBatch, type SimBatchAnswer, type SimPlan } from './sim.js';

// A thread is given the plan alone (a module does not cross threads): its game is looked up here, once.
const plan = workerData as SimPlan;
const game = await loadSimGame(gameModule(plan.game));
const bots = simBots(plan);

parentPort?.on('message', (batch: SimBatch) => {
  let answer: SimBatchAnswer;
  try {
    const results: GameResult[] = [];
    for (let k = batch.from; k < batch.to; k++) results.push(playSimGame(game, plan, bots, k));
    answer = { from: batch.from, results };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
