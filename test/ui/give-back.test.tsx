import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { Rng, type Step, logEvents } from '../../src/engine/index.js';
import { cardName, justHatchedGame as game, type JhAction, type JhState } from '../../src/games/just-hatched/index.js';
import { KEY, press, renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

const HOME = '\u001B[H';
const END = '\u001B[F';

/**
 * Random legal turns of 4-player games until Ada (seat 0) is the Bad Egg choosing the card to give
 * back, with the gift neither her first nor her last card.
 */
function adaGivesBack(): { seed: number; steps: Step<JhAction>[]; state: JhState } {
  for (let seed = 1; seed < 500; seed++) {
    let state = game.setup({ players: 4 }, seed);
    const rng = Rng.fromSeed(seed);
    const steps: Step<JhAction>[] = [];
    while (state.round === 1 || state.phase === 'exchange') {
      const seat = game.currentPlayer(state);
      if (seat === 'terminal') break;
      if (state.phase === 'exchange' && seat === 0) {
        const view = game.playerView(state, 0);
        if (view.hand[0] !== view.gift && view.hand[view.hand.length - 1] !== view.gift) return { seed, steps, state };
        break;
      }
      const action = rng.pick(game.legalActions(state));
      steps.push({ seat, action });
      state = game.applyAction(state, action, seat);
    }
  }
  throw new Error('no such game found');
}

const givenSteps = (saves: readonly { steps: readonly Step<unknown>[] }[]) =>
  (saves[saves.length - 1]?.steps ?? []).filter((s) => (s.action as JhAction).type === 'give-back');

describe('giving back a card', () => {
  it('stops the cursor at the ends, jumps with Home/End and g/G, and asks once before giving', async () => {
    const { seed, steps, state } = adaGivesBack();
    const hand = game.playerView(state, 0).hand;
    const good = logEvents(game.playerView(state, 0).log).findLast((e) => e.type === 'eggs');
    const { ui, store, setup } = renderJh({ players: 4, seed, steps });
    const goodName = setup.seats[good && good.type === 'eggs' ? good.good : -1]!.name;
    await waitFrame(ui, (f) => f.includes('pick a card to give back'));
    const first = `Give the ${cardName(hand[0]!)} to ${goodName}? Enter gives, Esc goes back.`;
    const last = `Give the ${cardName(hand[hand.length - 1]!)} to ${goodName}? Enter gives, Esc goes back.`;
    // ← on the first card stays there (it used to wrap round to the last card).
    await press(ui, KEY.left, KEY.enter);
    await waitFrame(ui, (f) => f.includes(first));
    // Esc goes back without giving.
    await press(ui, KEY.esc);
    await waitFrame(ui, (f) => f.includes('pick a card to give back'));
    // End, and → past the end, stay on the last card.
    await press(ui, END, KEY.right, KEY.enter);
    await waitFrame(ui, (f) => f.includes(last));
    await press(ui, KEY.esc, HOME, KEY.enter);
    await waitFrame(ui, (f) => f.includes(first));
    await press(ui, KEY.esc, 'G', KEY.enter);
    await waitFrame(ui, (f) => f.includes(last));
    await press(ui, KEY.esc, 'g', KEY.enter);
    await waitFrame(ui, (f) => f.includes(first));
    expect(givenSteps(store.saves)).toHaveLength(0);
    // The second Enter gives it.
    await press(ui, KEY.enter);
    await waitFrame(ui, () => givenSteps(store.saves).length === 1);
    expect(givenSteps(store.saves)[0]).toMatchObject({ seat: 0, action: { type: 'give-back', card: hand[0] } });
  });

  it("keeps every frame a row shorter than the window, the exchange's sentence wrapped in the middle included", async () => {
    // Ink redraws a frame in place only while it is shorter than the terminal; one that fills it
    // is redrawn by clearing the screen, which tmux and some terminals push into their scrollback.
    const { seed, steps } = adaGivesBack();
    for (const [columns, rows] of [
      [60, 20],
      [80, 24],
    ] as const) {
      const { ui } = renderJh({ players: 4, seed, steps, columns, rows });
      await waitFrame(ui, (f) => f.includes('pick a card to give back'));
      expect((ui.lastFrame() ?? '').split('\n').length).toBeLessThan(rows);
      expect(ui.lastFrame()).toContain('Before the round: the Good Egg');
      await press(ui, KEY.enter);
      await waitFrame(ui, (f) => f.includes('Enter gives'));
      for (const frame of ui.frames) expect(frame.split('\n').length, frame).toBeLessThan(rows);
      ui.unmount();
    }
  });
});
