import { describe, expect, it } from 'vitest';
import { playGame, randomBot, type Seat } from '../../src/engine/index.js';
import { justHatchedGame as jh, type JhAction, type JhState } from '../../src/games/just-hatched/index.js';
import type { TableSetup } from '../../src/table/index.js';
import { roundReview, type Decision } from '../../src/teach/index.js';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import { newTableSetup } from '../../src/table/setup.js';
import { quickSetup } from '../table/quick-setup.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { KEY, memoryPersistence, press, renderTable } from './helpers.js';
import { gameModule } from '../../src/games/index.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the teaching table's round review", () => {
  it("shows the hard bot's review of the round just ended, worked out from the person's own turns", async () => {
    const setup: TableSetup = quickSetup('just-hatched', 4, 7, 'easy', true);
    const { ui, table } = renderTable({
      game: jh,
      title: 'BIG CHICKEN: Just Hatched',
      setup,
      bots: setup.seats.map((s) => (s.bot === null ? null : randomBot(0))),
      persistence: memoryPersistence().persistence,
      screen: jhScreen as unknown as TableScreenModule,
      columns: 200,
      rows: 40,
    });
    try {
      // The person clucks whenever they may, and leads their lowest card alone.
      const start = Date.now();
      while (!(ui.lastFrame() ?? '').includes('Round 1 review:')) {
        if (Date.now() - start > 90_000) throw new Error(`no review; last frame:\n${ui.lastFrame()}`);
        const me = table.seat(0);
        const frame = ui.lastFrame() ?? '';
        if (frame.includes('Press Enter for the next round')) await press(ui, KEY.enter);
        // From round 2 the person waits, so the review stays up until their next move.
        else if (me.myTurn && (me.view as JhState).round === 1) {
          if ((me.legal as JhAction[]).some((a) => a.type === 'cluck')) await press(ui, 'c');
          else await press(ui, KEY.space, KEY.enter);
        } else await sleep(20);
      }
      // The same review, from the record's round 1: seat 0's turns, each from its own view.
      const steps = table.record().steps;
      const decisions: Decision[] = [];
      let state = jh.setup({ players: 4 }, 7);
      for (const [i, step] of steps.entries()) {
        if (state.round !== 1) break;
        if (step.seat === 0 && jh.currentPlayer(state) === 0) {
          decisions.push({ step: i, view: jh.playerView(state, 0), legal: jh.legalActions(state), action: step.action });
        }
        state = jh.applyAction(state, step.action as JhAction, step.seat as Seat);
      }
      const expected = await roundReview(gameModule('just-hatched'), 0, 4, 1, decisions, jh.playerView(state, 0));
      expect(expected).not.toBeNull();
      expect(ui.lastFrame()).toContain(expected!.lines[0]);
    } finally {
      ui.unmount();
      table.close();
    }
  }, 120_000);
});

describe("the teaching table's review of the last round", () => {
  it('is shown on the end screen, where the teaching panel is not drawn', async () => {
    const options = { players: 2, twoPlayer: 'both-hands' as const };
    const seed = 11;
    // A game of random moves, taken up at the start of its last round.
    const played = playGame(jh, options, [randomBot<unknown, JhAction>(0), randomBot<unknown, JhAction>(0)] as never, seed);
    let state = jh.setup(options, seed);
    let upTo = 0;
    for (const step of played.steps) {
      if (state.round === 5) break;
      state = jh.applyAction(state, step.action as JhAction, step.seat as Seat);
      upTo++;
    }
    const setup: TableSetup = {
      ...newTableSetup({
        game: 'just-hatched',
        options,
        seed,
        name: 'Ada',
        speed: 'max',
        thinkMs: 5,
        watch: false,
        bots: ['easy'],
        teach: true,
      }),
      steps: played.steps.slice(0, upTo),
    };
    const { ui, table } = renderTable({
      game: jh,
      title: 'BIG CHICKEN: Just Hatched',
      setup,
      bots: setup.seats.map((s) => (s.bot === null ? null : randomBot(0))),
      persistence: memoryPersistence().persistence,
      screen: jhScreen as unknown as TableScreenModule,
      columns: 100,
      rows: 40,
    });
    try {
      const start = Date.now();
      while (!(ui.lastFrame() ?? '').includes('Round 5 review:')) {
        if (Date.now() - start > 60_000) throw new Error(`no review of the last round; last frame:\n${ui.lastFrame()}`);
        const me = table.seat(0);
        if ((ui.lastFrame() ?? '').includes('Press Enter for the final scores')) await press(ui, KEY.enter);
        else if (me.current !== 'terminal' && me.myTurn) {
          if ((me.legal as JhAction[]).some((a) => a.type === 'cluck')) await press(ui, 'c');
          else await press(ui, KEY.space, KEY.enter);
        } else await sleep(20);
      }
      const frame = ui.lastFrame() ?? '';
      expect(table.seat(0).current).toBe('terminal');
      // The end screen, with the review under it.
      expect(frame).toMatch(/Enter or q: leave/);
      expect(frame).toMatch(/Round 5 review: /);
    } finally {
      ui.unmount();
      table.close();
    }
  }, 90_000);
});
