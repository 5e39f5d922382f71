/**
 * A process that plays games of a `sim` (built as its own entry, dist/sim-worker.js, which
 * `runSimPool` in pool.ts starts with `fork`). Its first message is the validated plan: it loads
 * the game once and makes the seats' bots (a hard bot keeps its think budget). Every later
 * message is a batch of games by number; it plays them and answers with their outcomes in order,
 * their tally and the milliseconds they took. It ends when its channel to the program closes: the
 * sim is over, or the program itself ended (Ctrl-C ends it outright).
 */
import { gameModule } from '../../games/index.js';
import {
  emptyTally,
  loadSimGame,
  playSimGame,
  simBots,
  type PackedOutcomes,
  type SimBatch,
  type SimBatchAnswer,
  type SimBots,
  type SimGame,
  type SimPlan,
  type SimWorkerMessage,
} from './sim.js';

/** What the plan's games are played with, once loaded. */
interface Playing {
  readonly plan: SimPlan;
  readonly game: SimGame;
  readonly bots: SimBots;
}

let playing: Promise<Playing> | null = null;

process.on('disconnect', () => process.exit(0));
process.on('message', (message: SimWorkerMessage) => {
  if ('plan' in message) {
    const { plan } = message;
    playing = loadSimGame(gameModule(plan.game)).then((game) => ({ plan, game, bots: simBots(plan) }));
    return;
  }
  // Batches wait for the game (the program sends the first ones with the plan), and are played in
  // the order they came: each waits on the same promise.
  void playing?.then(
    (p) => process.send?.(play(p, message)),
    (error: unknown) => process.send?.({ error: messageOf(error) }),
  );
});

/** Plays a batch of games: the answer to send. */
function play({ plan, game, bots }: Playing, batch: SimBatch): SimBatchAnswer {
  try {
    const started = performance.now();
    const tally = emptyTally(game, plan);
    const outcomes: PackedOutcomes = [];
    for (let k = batch.from; k < batch.to; k++) playSimGame(game, plan, bots, k, tally, outcomes);
    return { from: batch.from, games: batch.to - batch.from, outcomes, tally, ms: performance.now() - started };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
