import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { Rng, type Bot, type Step, logEvents } from '../../src/engine/index.js';
import { describeEvent, handSizeOf, justHatchedGame as game, type JhAction, type JhState } from '../../src/games/just-hatched/index.js';
import { KEY, press, renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

/** A frame's text with its line breaks read as spaces: a prompt wrapped over two rows reads whole. */
const flat = (frame: string) => frame.replace(/\s+/g, ' ');

/**
 * Plays random legal turns (no out-of-turn actions) from a new 4-player game of `seed` until
 * `stop` holds; returns the steps, or null if the game ended first.
 */
function stepsUntil(seed: number, stop: (s: JhState) => boolean): Step<JhAction>[] | null {
  let state = game.setup({ players: 4 }, seed);
  const rng = Rng.fromSeed(seed);
  const steps: Step<JhAction>[] = [];
  while (steps.length < 2000) {
    if (stop(state)) return steps;
    const seat = game.currentPlayer(state);
    if (seat === 'terminal') return null;
    const action = rng.pick(game.legalActions(state));
    state = game.applyAction(state, action, seat);
    steps.push({ seat, action });
  }
  return null;
}

function findSteps(stop: (s: JhState) => boolean): { seed: number; steps: Step<JhAction>[] } {
  for (let seed = 1; seed < 500; seed++) {
    const steps = stepsUntil(seed, stop);
    if (steps) return { seed, steps };
  }
  throw new Error('no such game found');
}

describe('Last Egg keys', () => {
  it('e says "Last Egg!" after Ada lays down to one card', async () => {
    // Ada to lead a Run holding two cards: she lays the lower, then declares.
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 2);
    const { ui } = renderJh({ players: 4, seed, steps, speed: 'slow' });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, KEY.space, KEY.enter);
    await waitFrame(ui, (f) => f.includes('press e to say "Last Egg!"'));
    await press(ui, 'e');
    await waitFrame(ui, (f) => f.includes('Ada says "Last Egg!"'));
  });

  it('keeps "Last Egg not said! (e says it)" whole on Ada\'s own line at 60 columns, her "(you)" giving way', async () => {
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 2);
    const { ui } = renderJh({ players: 4, seed, steps, speed: 'slow', columns: 60, rows: 20 });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, KEY.space, KEY.enter);
    const frame = await waitFrame(ui, (f) => /Last Egg not said!/.test(f));
    const own = frame.split('\n').find((l) => l.includes('Last Egg not said!')) ?? '';
    expect(own).toContain('Last Egg not said! (e says it)');
    expect(own).not.toContain('…');
    expect(own.length).toBeLessThanOrEqual(60);
  });

  it('e arms "Last Egg!" with the lay that leaves one card: laid and said as one move, never caught', async () => {
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 2);
    // Bots that catch whenever they can.
    const catcher = (): Bot<unknown, unknown> => ({
      level: 'hard',
      choose: (_v, legal) => legal[0],
      interject: (_v, options) => options.find((a) => (a as JhAction).type === 'catch') ?? null,
    });
    const { ui, store } = renderJh({ players: 4, seed, steps, speed: 'max', bot: catcher });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, KEY.space);
    await waitFrame(ui, (f) => f.includes('leaves one card. e: "Last Egg!" with it; Enter: lay.'));
    await press(ui, 'e');
    await waitFrame(ui, (f) => f.includes('and "Last Egg!" armed (e: disarm); Enter lays both.'));
    // e again disarms, and once more arms.
    await press(ui, 'e');
    await waitFrame(ui, (f) => f.includes('leaves one card.'));
    await press(ui, 'e', KEY.enter);
    await waitFrame(ui, (f) => f.includes('Ada says "Last Egg!"'));
    const saved = store.saves.find((g) => g.steps.length === steps.length + 2)!;
    expect(saved.steps.slice(-2).map((st) => (st.action as JhAction).type)).toEqual(['lay', 'declare']);
    // No save holds the lay without the declaration.
    expect(store.saves.some((g) => g.steps.length === steps.length + 1)).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(ui.lastFrame()).not.toMatch(/catches Ada/);
  });

  it('keeps "Last Egg!" armed under the help and the rules: closing them, Enter still lays both', async () => {
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 2);
    const { ui, store } = renderJh({ players: 4, seed, steps, speed: 'max' });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, KEY.space, 'e');
    const armed = await waitFrame(ui, (f) => f.includes('and "Last Egg!" armed (e: disarm); Enter lays both.'));
    await press(ui, '?');
    await waitFrame(ui, (f) => f.includes(': keys'));
    await press(ui, 'x', 'r');
    await waitFrame(ui, (f) => f.includes(' rules · '));
    await press(ui, KEY.esc);
    expect(await waitFrame(ui, (f) => !f.includes(' rules · '))).toBe(armed);
    // The screen takes keys again once the frame without the overlay has run its effects.
    await new Promise((r) => setTimeout(r, 100));
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Ada says "Last Egg!"'));
    const saved = store.saves.find((g) => g.steps.length === steps.length + 2)!;
    expect(saved.steps.slice(-2).map((st) => (st.action as JhAction).type)).toEqual(['lay', 'declare']);
  });

  it('e with nothing selected arms "Last Egg!" for the lay that leaves one card, and says so', async () => {
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 2);
    const { ui, store } = renderJh({ players: 4, seed, steps, speed: 'slow' });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, 'e');
    await waitFrame(ui, (f) => flat(f).includes('"Last Egg!" armed for your lay that leaves one card (e disarms).'));
    await press(ui, KEY.space);
    await waitFrame(ui, (f) => f.includes('and "Last Egg!" armed (e: disarm); Enter lays both.'));
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Ada says "Last Egg!"'));
    const saved = store.saves.find((g) => g.steps.length === steps.length + 2)!;
    expect(saved.steps.slice(-2).map((st) => (st.action as JhAction).type)).toEqual(['lay', 'declare']);
  });

  it('keeps "Last Egg!" armed through a lay that leaves more than one card, and e disarms it', async () => {
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 3);
    const { ui, store } = renderJh({ players: 4, seed, steps, speed: 'slow' });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, KEY.space, 'e');
    await waitFrame(ui, (f) => flat(f).includes('Enter lays it. "Last Egg!" armed for your lay that leaves one card'));
    await press(ui, KEY.enter);
    // Laid alone (two cards are left); still armed while the others play.
    const after = await waitFrame(ui, (f) => flat(f).includes('to play… "Last Egg!" armed for your lay that leaves one card'));
    expect(after).not.toContain('Ada says "Last Egg!"');
    expect(store.saves.at(-1)!.steps.at(-1)!.action).toMatchObject({ type: 'lay' });
    await press(ui, 'e');
    await waitFrame(ui, (f) => f.includes(' to play…') && !f.includes('"Last Egg!" armed'));
  });

  it('once nobody may catch Ada, the prompt offers her late "Last Egg!" beside the turn, not as a warning of a catch', async () => {
    // Ada holds one card she has not declared, and the next player has acted since (ruling JH 7).
    const { seed, steps } = findSteps(
      (s) => s.phase === 'play' && handSizeOf(s, 0) === 1 && s.lastEgg[0] === 'undeclared' && s.catchable !== 0 && s.turn !== 0,
    );
    const { ui } = renderJh({ players: 4, seed, steps, speed: 'slow' });
    const frame = await waitFrame(ui, (f) => flat(f).includes('e: say "Last Egg!" (too late for a catch now).'));
    expect(frame).not.toContain('before someone catches you');
    expect(flat(frame)).toMatch(/to play… e: say "Last Egg!"/);
    await press(ui, 'e');
    await waitFrame(ui, (f) => f.includes('Ada says "Last Egg!"'));
  });

  it('x catches a player who did not say Last Egg', async () => {
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.catchable !== null && s.catchable !== 0);
    const state = steps.reduce((st, step) => game.applyAction(st, step.action, step.seat), game.setup({ players: 4 }, seed));
    const target = state.catchable!;
    const { ui, setup } = renderJh({ players: 4, seed, steps, speed: 'slow' });
    const name = setup.seats[target]!.name;
    await waitFrame(ui, (f) => f.includes(`${name} has not said Last Egg: x catches!`));
    await press(ui, 'x');
    await waitFrame(ui, (f) => f.includes(`Ada catches ${name}'s undeclared Last Egg`));
  });
});

describe('the catch invitation', () => {
  it('never shows while a bot is about to say its own Last Egg (it used to flash for a blink at fast)', async () => {
    // A bot leads a Run holding two cards: it lays one and then says Last Egg itself.
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 1 && s.run.length === 0 && handSizeOf(s, 1) === 2);
    const speaker = (): Bot<unknown, unknown> => ({
      level: 'easy',
      choose: (_v, legal) => legal.find((a) => (a as JhAction).type === 'lay' && (a as { cards: string[] }).cards.length === 1) ?? legal[0],
      interject: (_v, options) => options.find((a) => (a as JhAction).type === 'declare') ?? null,
    });
    const { ui, setup } = renderJh({ players: 4, seed, steps, speed: 'fast', bot: speaker });
    await waitFrame(ui, (f) => f.includes(`${setup.seats[1]!.name} says "Last Egg!"`));
    expect(ui.frames.some((f) => f.includes('x catches!'))).toBe(false);
  });
});

describe('a table whose saves fail', () => {
  it('plays on, shows one line, and does not call the game recorded', async () => {
    const failing = {
      saveGame: () => {
        throw new Error('no space left on device');
      },
      finishGame: () => {
        throw new Error('no space left on device');
      },
    };
    // A game taken up at the start of its last round, so that its end comes soon.
    const { seed, steps } = findSteps((s) => s.round === 5);
    const { ui } = renderJh({ players: 4, seed, steps, watch: true, persistence: failing });
    const frame = await waitFrame(ui, (f) => f.includes('could not save: no space left on device; the last good save is kept'));
    expect(frame.split('\n').filter((l) => l.includes('could not save'))).toHaveLength(1);
    const end = await waitFrame(ui, (f) => f.includes('Game over'), 60_000);
    expect(end).toContain('could not record the game: no space left on device');
    expect(end).toContain('This game could not be recorded');
    expect(end).not.toContain('keeps your history');
  }, 70_000);
});

describe('a long save error at 80×24', () => {
  it('wraps, and the screen gives up rows for it: the frame stays shorter than the terminal', async () => {
    const why = 'the disk is full (/tmp/big-chicken-store-AAjb5S/home/saved-just-hatched.json)';
    const failing = {
      saveGame: () => {
        throw new Error(why);
      },
      finishGame: () => {
        throw new Error(why);
      },
    };
    const { seed, steps } = findSteps((s) => s.round === 2);
    const { ui } = renderJh({ players: 4, seed, steps, watch: true, persistence: failing, columns: 80, rows: 24 });
    const frame = await waitFrame(ui, (f) => f.includes('the last good save'));
    expect(flat(frame)).toContain(`could not save: ${why}; the last good save is kept`);
    // Ink redraws a frame in place only while it is shorter than the terminal.
    for (const f of ui.frames.filter((x) => x.includes('the last good save'))) expect(f.split('\n').length).toBeLessThan(24);
  });
});

describe('a resumed table', () => {
  it('keeps a "Last Egg!" armed with e: saved with the game and armed again on resume', async () => {
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 3);
    const state = steps.reduce((st, step) => game.applyAction(st, step.action, step.seat), game.setup({ players: 4 }, seed));
    const first = renderJh({ players: 4, seed, steps, speed: 'slow' });
    await waitFrame(first.ui, (f) => f.includes('Your turn to lead'));
    await press(first.ui, 'e');
    await waitFrame(first.ui, (f) => flat(f).includes('"Last Egg!" armed for your lay that leaves one card (e disarms).'));
    // Arming saves at once, with the steps as they were.
    const saved = first.store.saves.at(-1)!;
    expect(saved.steps).toEqual(steps);
    expect(saved.armed).toEqual([{ seat: 0, round: state.round }]);
    cleanup();
    const again = renderJh({ players: 4, seed, steps: saved.steps, speed: 'slow', armed: saved.armed });
    await waitFrame(again.ui, (f) => flat(f).includes('"Last Egg!" armed for your lay that leaves one card (e disarms).'));
    // e disarms it, and the save says so.
    await press(again.ui, 'e');
    await waitFrame(again.ui, (f) => f.includes('Your turn to lead') && !f.includes('"Last Egg!" armed'));
    expect(again.store.saves.at(-1)!.armed).toBeUndefined();
  });

  it('shows the same hand, turn and log as the game it was saved from', async () => {
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length > 0 && s.log.length > 12);
    const state = steps.reduce((st, step) => game.applyAction(st, step.action, step.seat), game.setup({ players: 4 }, seed));
    const view = game.playerView(state, 0);
    const { ui, setup, store } = renderJh({ players: 4, seed, steps, speed: 'slow' });
    const frame = await waitFrame(ui, (f) => f.includes('c clucks'));
    const names = setup.seats.map((s) => s.name);
    // The newest log line of the saved game is on the table, and the hand is the same cards.
    expect(frame).toContain(describeEvent(logEvents(view.log)[view.log.length - 1]!, names));
    const handLine = frame.split('\n').find((l) => l.includes(view.hand[0]!) && l.includes(view.hand[view.hand.length - 1]!));
    // Each card face shows its notation between the face's edges: │O7  │ │Y8  │ …
    expect(handLine?.replace(/[│]/g, ' ').trim().split(/\s+/)).toEqual(view.hand);
    // Nothing is saved until something happens; then the save holds every earlier step too.
    expect(store.saves).toHaveLength(0);
    await press(ui, 'c');
    await waitFrame(ui, (f) => f.includes('Ada clucks.'));
    expect(store.saves).toHaveLength(1);
    expect(store.saves[0]!.steps).toEqual([...steps, { seat: 0, action: { type: 'cluck' } }]);
  });
});
