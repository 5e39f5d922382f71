import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllBots } from '../../src/games/bots.js';
import { Rng } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { BotPool } from '../../src/serve/bot-pool.js';
import { chooseOnce } from '../../src/serve/bot-choice.js';
import { decisionRng } from '../../src/table/index.js';
import { requireBuild, ROOT } from '../cli/run-bin.js';

// A searching bot thinks in a worker thread at the server; for the same view, legal actions and
// random source it must choose exactly what it chooses in process.
describe('searching bots in a worker', () => {
  requireBuild();
  const worker = new URL(`file://${ROOT}/dist/bot-worker.js`);
  const pool = new BotPool(worker, 2);
  beforeAll(() => loadAllBots());
  afterAll(() => pool.close());

  it.each([
    ['just-hatched', { players: 4 }],
    ['henhouse', { players: 4 }],
  ] as const)(
    '%s: the same choices as in process, seed by seed',
    async (id, options) => {
      const game = gameModule(id).game;
      let compared = 0;
      for (let seed = 1; seed <= 3; seed++) {
        let state = game.setup(options, seed);
        // A few positions along a game played by the in-process hard bot.
        for (let step = 0; step < 4 && game.currentPlayer(state) !== 'terminal'; step++) {
          const seat = game.currentPlayer(state) as number;
          const view = game.playerView(state, seat);
          const legal = game.legalActions(state);
          const rng = decisionRng(seed, step, seat, 'turn').state();
          const request = { game: id, level: 'hard' as const, thinkMs: 50, iterations: 16, view, legal, rng };
          const here = chooseOnce(request);
          const there = await pool.choose(request);
          expect(there).toEqual(here);
          compared++;
          state = game.applyAction(state, here.action, seat);
        }
      }
      expect(compared).toBe(12);
    },
    120_000,
  );

  it('a pooled bot answers chooseAsync from the worker, and easy bots stay in process', async () => {
    expect(pool.threaded).toBe(true);
    const game = gameModule('just-hatched').game;
    const state = game.setup({ players: 3 }, 9);
    const seat = game.currentPlayer(state) as number;
    const easy = pool.bot('just-hatched', 'easy', 50);
    expect(easy.chooseAsync).toBeUndefined();
    const hard = pool.bot('just-hatched', 'hard', 30);
    const action = await hard.chooseAsync?.(game.playerView(state, seat), game.legalActions(state), Rng.fromSeed(3));
    expect(game.legalActions(state)).toContainEqual(action);
    expect(fileURLToPath(worker)).toMatch(/dist\/bot-worker\.js$/);
  });
});

// On Linux the worker lowers its own thread's priority and puts it in the idle class, so the server's screens come first.
describe.runIf(existsSync('/proc/thread-self'))('the bot worker thread', () => {
  requireBuild();

  /** Field `n` (numbered from 1, as proc(5) does) of thread `tid`'s /proc/self/task/N/stat, or null once it ended. */
  const statField = (tid: string, n: number): number | null => {
    try {
      // Fields 1 and 2 (the id and the name in parentheses) come before ') '.
      return Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ')[n - 3]);
    } catch {
      return null; // The thread ended meanwhile.
    }
  };
  /** The ids of this process's threads at nice 19 (field 19). */
  const lowestThreads = () => new Set(readdirSync('/proc/self/task').filter((tid) => statField(tid, 19) === 19));
  /** Whether util-linux's chrt, which the worker asks for the idle class, is on the PATH. */
  const hasChrt = (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && existsSync(`${dir}/chrt`));
  /** Linux's scheduling policies (field 41): the usual one, and the idle class. */
  const SCHED_OTHER = 0;
  const SCHED_IDLE = 5;

  it('runs at the lowest priority, in the idle class, and the main thread keeps its own', async () => {
    const pool = new BotPool(new URL(`file://${ROOT}/dist/bot-worker.js`), 1);
    try {
      // Another pool's workers may still be ending: a new thread at 19 is looked for, not a count.
      const before = lowestThreads();
      const game = gameModule('just-hatched').game;
      const state = game.setup({ players: 3 }, 4);
      const seat = game.currentPlayer(state) as number;
      const view = game.playerView(state, seat);
      await pool.choose({
        game: 'just-hatched',
        level: 'hard',
        thinkMs: 20,
        iterations: 4,
        view,
        legal: game.legalActions(state),
        rng: Rng.fromSeed(1).state(),
      });
      const added = [...lowestThreads()].filter((tid) => !before.has(tid));
      expect(added).toHaveLength(1);
      // In the idle class where chrt can put it; else at nice 19 alone, the choice made all the same.
      expect(statField(added[0] as string, 41)).toBe(hasChrt ? SCHED_IDLE : SCHED_OTHER);
      expect(getPriority()).toBe(0);
      expect(statField(String(process.pid), 41)).toBe(SCHED_OTHER);
    } finally {
      await pool.close();
    }
  });
});
