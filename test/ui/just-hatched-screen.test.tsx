import stringWidth from 'string-width';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { logEvents, Rng, type Bot, type Step } from '../../src/engine/index.js';
import { handSizeOf, isChicken, justHatchedGame, type JhAction, type JhView } from '../../src/games/just-hatched/index.js';
import { KEY, findSeed, press, renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

const leads = (v: JhView) => v.hand.includes('RC');
/** A number held 4 times (a Little Coop). */
const coopNumber = (v: JhView): string | null => {
  const counts = new Map<string, number>();
  for (const c of v.hand) if (!isChicken(c) && c !== 'D') counts.set(c.slice(1), (counts.get(c.slice(1)) ?? 0) + 1);
  for (const [n, k] of counts) if (k >= 4) return n;
  return null;
};

/** Moves the cursor from the first card to index `i` and selects it. */
async function selectAt(ui: Parameters<typeof press>[0], from: number, i: number) {
  const keys = Array.from({ length: Math.abs(i - from) }, () => (i > from ? KEY.right : KEY.left));
  await press(ui, ...keys, KEY.space);
}

describe('Just Hatched table', () => {
  it('selects a card, shows it lifted, and lays it as a declared single', async () => {
    const seed = findSeed(4, leads);
    const { ui, store } = renderJh({ players: 4, seed });
    const frame = await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    expect(frame).toContain('seed ' + seed);
    expect(frame).toContain('Round 1 of 5');
    expect(frame).toContain('Cluckwise');
    // The hand is in pecking order; the first card is the lowest: select it (no cursor move).
    await press(ui, KEY.space);
    const selected = await waitFrame(ui, (f) => f.includes('selected Single'));
    // The selected card is lifted: its face's top edge stands alone on the row above the others.
    expect(selected).toMatch(/^╭egg─*╮ *$/m);
    await press(ui, KEY.enter);
    const laid = await waitFrame(ui, (f) => /Ada lays Single [a-z]+ \d+/.test(f));
    expect(laid).toMatch(/Ada \(you\) · 9 cards/);
    expect(store.saves.length).toBeGreaterThan(0);
    expect(store.saves[0]!.steps[0]).toMatchObject({ seat: 0, action: { type: 'lay' } });
  });

  it('explains an illegal selection in one line and lays nothing', async () => {
    // Ada leads and holds two Eggs of different numbers as her two lowest cards.
    const seed = findSeed(4, (v) => leads(v) && v.hand[0]!.slice(1) !== v.hand[1]!.slice(1) && !isChicken(v.hand[1]!) && v.hand[1] !== 'D');
    const { ui, store } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, KEY.space, KEY.right, KEY.space, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('✗'));
    const errorLines = frame.split('\n').filter((l) => l.includes('✗'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatch(/number|same|kind/i);
    expect(store.saves).toHaveLength(0);
    expect(frame).toMatch(/Ada \(you\) · 10 cards/);
  });

  it('clucks when it is Ada’s turn on a lay', async () => {
    const seed = findSeed(4, (v) => !leads(v));
    const { ui } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('c clucks'));
    await press(ui, 'c');
    await waitFrame(ui, (f) => f.includes('Ada clucks.'));
  });

  it('asks what a Duck stands for before laying it', async () => {
    const seed = findSeed(4, (v) => leads(v) && v.hand.includes('D'));
    const { ui } = renderJh({ players: 4, seed });
    const first = await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    expect(first).toContain('│D   │');
    const { hand } = await import('../../src/games/just-hatched/index.js').then(async (jh) => ({
      hand: jh.justHatchedGame.playerView(jh.justHatchedGame.setup({ players: 4 }, seed), 0).hand,
    }));
    await selectAt(ui, 0, hand.indexOf('D'));
    await press(ui, KEY.enter);
    // Leading with a lone Duck: every Egg is allowed, the highest (orange 10) is offered first.
    const asking = await waitFrame(ui, (f) => f.includes('The Duck stands for'));
    expect(asking).toContain('O10');
    expect(asking).toContain('40 of 40');
    await press(ui, KEY.left, KEY.enter);
    // One step left of orange 10 is yellow 10.
    await waitFrame(ui, (f) => f.includes('Ada lays Single Duck as yellow 10: D=Y10.'));
  });

  it('asks flip or skip for a Coop and skips the next player', async () => {
    const seed = findSeed(4, (v) => leads(v) && coopNumber(v) !== null);
    const jh = await import('../../src/games/just-hatched/index.js');
    const hand = jh.justHatchedGame.playerView(jh.justHatchedGame.setup({ players: 4 }, seed), 0).hand;
    const n = coopNumber(jh.justHatchedGame.playerView(jh.justHatchedGame.setup({ players: 4 }, seed), 0))!;
    const { ui } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    let at = 0;
    for (const i of hand
      .map((c, i) => (c.slice(1) === n && !isChicken(c) ? i : -1))
      .filter((i) => i >= 0)
      .slice(0, 4)) {
      await selectAt(ui, at, i);
      at = i;
    }
    await press(ui, KEY.enter);
    await waitFrame(ui, (f) => f.includes('A Coop! f: flip the direction'));
    await press(ui, 's');
    // Play goes Cluckwise from seat 0, so the skipped player is seat 1, Pip.
    await waitFrame(ui, (f) => f.includes('Ada skips Pip.'));
  });

  it('opens the help overlay with every key and closes it with any key', async () => {
    const seed = findSeed(4, leads);
    const { ui } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, '?');
    const help = await waitFrame(ui, (f) => f.includes('keys'));
    for (const k of ['Space', 'Enter', 'Cluck', 'Last Egg', 'catch', 'Duck', 'Coop', 'quit', 'Ctrl-C']) expect(help).toContain(k);
    await press(ui, 'z');
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
  });

  it('asks before quitting: n stays, y leaves', async () => {
    const seed = findSeed(4, leads);
    const { ui, ends } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, 'q');
    // No move yet: the question does not call the game saved.
    const asked = await waitFrame(ui, (f) => f.includes('Leave the table? (y / n)'));
    expect(asked).toContain('Nothing has been played yet, so nothing is saved.');
    await press(ui, 'n');
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    expect(ends).toEqual([]);
    await press(ui, 'q', 'y');
    expect(ends).toEqual(['quit']);
  });

  it('a selection that cannot be laid says why in a sentence of its own, then c clucks', async () => {
    // The lowest card alone, against the lay Ada faces first, on the first deals where it cannot be laid.
    let seen = 0;
    for (let seed = 1; seen < 2 && seed < 40; seed++) {
      if (leads(justHatchedGame.playerView(justHatchedGame.setup({ players: 4 }, seed), 0))) continue;
      const { ui } = renderJh({ players: 4, seed });
      await waitFrame(ui, (f) => f.includes('c clucks'));
      await press(ui, KEY.space);
      const frame = await waitFrame(ui, (f) => f.includes('selected'));
      ui.unmount();
      if (!frame.includes('which cannot be laid')) continue;
      seen++;
      const prompt = frame.slice(frame.indexOf('Your turn')).replace(/\s+/g, ' ');
      expect(prompt).toMatch(/^Your turn: selected .+, which cannot be laid\. [^,]+\. c clucks\./);
      expect(prompt).not.toContain('.,');
    }
    expect(seen).toBe(2);
  });

  it('gives a refusal that needs three rows at 60×20 its third row, whole, above the key line', async () => {
    // Before, the prompt had two rows: a third spilled onto the row below, whose blank overwrote its
    // first character ("(or a Coop)" read " or a Coop)").
    let seen = 0;
    for (let seed = 1; seen < 1 && seed < 60; seed++) {
      if (leads(justHatchedGame.playerView(justHatchedGame.setup({ players: 4 }, seed), 0))) continue;
      const { ui } = renderJh({ players: 4, seed, columns: 60, rows: 20 });
      await waitFrame(ui, (f) => f.includes('c clucks'));
      await press(ui, KEY.space);
      const frame = await waitFrame(ui, (f) => f.includes('selected'));
      ui.unmount();
      const lines = frame.split('\n');
      const from = lines.findIndex((l) => l.startsWith('Your turn'));
      const to = lines.findIndex((l, i) => i > from && l.includes('? help'));
      const prompt = lines.slice(from, to - 1).filter((l) => l.trim() !== '');
      if (!frame.includes('which cannot be laid') || lines.slice(from, to).filter((l) => l.trim() !== '').length < 3) continue;
      seen++;
      const text = prompt.join(' ').replace(/\s+/g, ' ');
      expect(text).toMatch(/^Your turn: selected .+, which cannot be laid\. [^,]+\. c clucks\.$/);
      expect(text.split('(').length).toBe(text.split(')').length);
      // The row above the key line is the table's own (its error line, blank): nothing spilled onto it.
      expect(lines[to - 1]?.trim()).toBe('');
      expect(lines.length).toBeLessThanOrEqual(20);
      for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(60);
    }
    expect(seen).toBe(1);
  });

  it('fits 80 columns and 24 rows', async () => {
    const seed = findSeed(6, (v) => !leads(v));
    const { ui } = renderJh({ players: 6, seed, columns: 80, rows: 24 });
    const frame = await waitFrame(ui, (f) => f.includes('c clucks'));
    const lines = frame.split('\n');
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(80);
    expect(frame).toContain('Clover');
    expect(frame).toContain('seed ' + seed);
  });

  it('shows the 2-player extras: version, face-down pile, who leads now and next', async () => {
    const { ui } = renderJh({ players: 2, seed: 3 });
    const frame = await waitFrame(ui, (f) => f.includes('Face-down pile'));
    expect(frame).toContain('2 players: both hands');
    expect(frame).toContain('Face-down pile: 32 cards');
    expect(frame).toMatch(/(Ada|Pip) led this round · (Ada|Pip) leads the next/);
  });

  it('says the 2-player extras in fewer words at 60 columns, never cut, names of 16 characters included', async () => {
    const { ui } = renderJh({ players: 2, seed: 5, columns: 60, rows: 20, name: 'Clementine Brood' });
    const frame = await waitFrame(ui, (f) => f.includes('Face-down'));
    const line = frame.split('\n').find((l) => l.includes('Face-down'))!;
    expect(line).not.toContain('…');
    expect(line).toMatch(/Face-down: 32 · (Clementine Brood|Pip) led( this round)? · (Clementine Brood|Pip) leads (the )?next/);
    expect(stringWidth(line)).toBeLessThanOrEqual(60);
  });
});

/**
 * Random legal turns of a new 2-player game until Ada (seat 0) leads a Run of round 1 holding
 * one card, so that laying it ends the round; the first seed from 1 that gets there.
 */
function lastCardOfRound1(twoPlayer: 'both-hands' | 'one-and-dump'): { seed: number; steps: Step<JhAction>[]; first: number } {
  for (let seed = 1; seed < 500; seed++) {
    let state = justHatchedGame.setup({ players: 2, twoPlayer }, seed);
    const first = state.turn;
    const rng = Rng.fromSeed(seed);
    const steps: Step<JhAction>[] = [];
    while (state.round === 1) {
      if (state.turn === 0 && state.phase === 'play' && state.run.length === 0 && handSizeOf(state, 0) === 1) return { seed, steps, first };
      const action = rng.pick(justHatchedGame.legalActions(state));
      steps.push({ seat: state.turn, action });
      state = justHatchedGame.applyAction(state, action, state.turn);
    }
  }
  throw new Error('no such game found');
}

describe("2 players: the round table names the next round's leader", () => {
  for (const twoPlayer of ['both-hands', 'one-and-dump'] as const) {
    it(`${twoPlayer}: the player who did not lead round 1 leads round 2`, async () => {
      const { seed, steps, first } = lastCardOfRound1(twoPlayer);
      const { ui, setup } = renderJh({ players: 2, seed, steps, twoPlayer });
      await waitFrame(ui, (f) => f.includes('you lead a new Run'));
      await press(ui, KEY.space, KEY.enter);
      const frame = await waitFrame(ui, (f) => f.includes('Round 1 of 5 is over'));
      // Round 1 is led by the holder of the highest card; the first player then alternates.
      const names = setup.seats.map((s) => s.name);
      expect(frame).toContain(`Next round: ${names[1 - first]} leads.`);
      expect(frame).not.toContain(`Next round: ${names[first]} leads.`);
      // The header speaks of the round on the panel, not yet of the one dealt behind it.
      expect(frame.split('\n')[0]).toContain('Round 1 of 5 · 2 players');
      expect(frame).not.toContain('Round 2 of 5');
      // The key line offers what the panel asks for.
      expect(frame.split('\n').at(-1)).toMatch(/^Enter: (the )?next round/);
    });
  }
});

describe('--watch', () => {
  it("holds a round's panel up while the table's pause lasts (2 s at speed fast), then goes on by itself", async () => {
    const { seed, steps } = lastCardOfRound1('both-hands');
    // Ada's bot leads her last card at once: round 1 ends.
    const { ui } = renderJh({ players: 2, seed, steps, twoPlayer: 'both-hands', watch: true, speed: 'fast' });
    await waitFrame(ui, (f) => f.includes('Round 1 of 5 is over'));
    await new Promise((r) => setTimeout(r, 1000));
    expect(ui.lastFrame()).toContain('Round 1 of 5 is over');
    const next = await waitFrame(ui, (f) => f.includes('Round 2 of 5') && !f.includes('is over'), 10_000);
    expect(next).not.toContain('Round 1 of 5 is over');
  });
});

describe("a round's panel at 60×20", () => {
  it('cuts neither a 16-character name nor the cards left: what does not fit beside the rows goes under the grid', async () => {
    const { seed, steps } = lastCardOfRound1('both-hands');
    const { ui } = renderJh({ players: 2, seed, steps, twoPlayer: 'both-hands', columns: 60, rows: 20, name: 'Clementine Brood' });
    await waitFrame(ui, (f) => f.includes('you lead a new Run'));
    await press(ui, KEY.space, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('Round 1 of 5 is over'));
    expect(frame).not.toContain('…');
    expect(frame).toMatch(/Clementine Brood +\d+/);
    expect(frame.replace(/[│\s]+/g, ' ')).toMatch(/Cards left: Clementine Brood (went out|\d+ cards? ×\d) · Pip (went out|\d+ cards? ×\d)/);
    expect(frame.split('\n').length).toBeLessThan(20);
  });

  it('for 6 players with a tie for Bad Egg names the ending lay without its cards where the rows are short', async () => {
    // Random legal turns until round 1 ends with its Bad Egg settled by a tie-break, by a bot's lay.
    let found: { seed: number; steps: Step<JhAction>[] } | null = null;
    for (let seed = 1; seed < 400 && !found; seed++) {
      let state = justHatchedGame.setup({ players: 6 }, seed);
      const rng = Rng.fromSeed(seed);
      const steps: Step<JhAction>[] = [];
      while (state.round === 1) {
        const action = rng.pick(justHatchedGame.legalActions(state));
        steps.push({ seat: state.turn, action });
        state = justHatchedGame.applyAction(state, action, state.turn);
      }
      const eggs = logEvents(state.log).find((e) => e.type === 'eggs');
      if (eggs?.type === 'eggs' && eggs.tieBreak && steps[steps.length - 1]!.seat !== 0) found = { seed, steps };
    }
    const { seed, steps } = found!;
    // The table opens before the last lay, which the bot in turn then makes.
    const last = steps[steps.length - 1]!.action;
    const same = (a: unknown) => JSON.stringify(a) === JSON.stringify(last);
    const bot = (): Bot<unknown, unknown> => ({ level: 'easy', choose: (_view, legal) => legal.find(same) ?? legal[0] });
    const { ui } = renderJh({ players: 6, seed, steps: steps.slice(0, -1), columns: 60, rows: 20, bot });
    const frame = await waitFrame(ui, (f) => f.includes('Round 1 of 5 is over'));
    expect(frame).toContain('Bad Egg tie settled by');
    expect(frame).toContain('The lay that ended it');
    expect(frame.split('\n')[0]).toContain('Round 1 of 5');
    expect(frame.split('\n').length).toBeLessThan(20);
    expect(frame).not.toContain('…');
  });
});

describe('a shared table', () => {
  it('marks a person whose link dropped as away on the round table too, where no seat boxes show', async () => {
    const { seed, steps } = lastCardOfRound1('both-hands');
    const seats = [
      { name: 'Ada', bot: null },
      { name: 'Bob', bot: 'normal' as const, away: true },
    ];
    const shared = { seats, spectator: false, quitNote: 'A bot takes your seat.', hint: 'q leave', holdLapseMs: 60_000 };
    const { ui } = renderJh({ players: 2, seed, steps, twoPlayer: 'both-hands', shared });
    await waitFrame(ui, (f) => f.includes('you lead a new Run'));
    await press(ui, KEY.space, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('Round 1 of 5 is over'));
    expect(frame).toMatch(/Bob \(away\)\s+\d+/);
    expect(frame).not.toContain('Ada (away)');
  });
});

describe('--watch', () => {
  it('plays a whole game by itself at speed max, then records it once', async () => {
    const { ui, store, ends } = renderJh({ players: 4, seed: 11, watch: true, interjectRate: 0.3 });
    // A whole game drawn frame by frame: on a loaded 2-core machine, with other files running
    // beside it, that can take far longer than on a quiet one.
    const frame = await waitFrame(ui, (f) => f.includes('Game over'), 100_000);
    expect(frame).toContain('Golden Egg');
    expect(frame).toContain('Rotten Egg');
    expect(store.finished).toHaveLength(1);
    const { outcome, saved } = store.finished[0]!;
    expect(outcome.rounds).toBe(5);
    expect(saved.steps.length).toBe(store.saves.length + 1);
    await press(ui, KEY.enter);
    expect(ends).toEqual(['finished']);
  }, 120_000);
});

describe('the last round', () => {
  it('gets its round table (who went out, the card counts) before the game-over sheet', async () => {
    // Random legal turns until Ada leads a Run of round 5 holding one card: laying it ends the game.
    let found: { seed: number; steps: Step<JhAction>[] } | null = null;
    for (let seed = 1; seed < 300 && !found; seed++) {
      let state = justHatchedGame.setup({ players: 2, twoPlayer: 'one-and-dump' }, seed);
      const rng = Rng.fromSeed(seed);
      const steps: Step<JhAction>[] = [];
      while (justHatchedGame.currentPlayer(state) !== 'terminal') {
        if (state.round === 5 && state.turn === 0 && state.phase === 'play' && state.run.length === 0 && handSizeOf(state, 0) === 1) {
          found = { seed, steps };
          break;
        }
        const action = rng.pick(justHatchedGame.legalActions(state));
        steps.push({ seat: state.turn, action });
        state = justHatchedGame.applyAction(state, action, state.turn);
      }
    }
    const { seed, steps } = found!;
    const again: unknown[] = [];
    const { ui, ends } = renderJh({
      players: 2,
      seed,
      steps,
      twoPlayer: 'one-and-dump',
      onAgain: (setup) => void again.push(setup),
    });
    await waitFrame(ui, (f) => f.includes('you lead a new Run'));
    await press(ui, KEY.space, KEY.enter);
    const table = await waitFrame(ui, (f) => f.includes('Round 5 of 5 is over'));
    // The end's keys wait for the end: n deals nothing, and r is the rules, not a rematch.
    await press(ui, 'n', 'r');
    await waitFrame(ui, (f) => f.includes('rules ·'));
    await press(ui, KEY.esc);
    await waitFrame(ui, (f) => f.includes('Round 5 of 5 is over') && !f.includes('rules ·'));
    expect(again).toEqual([]);
    expect(table).toContain('went out');
    expect(table).toContain('Press Enter for the final scores.');
    expect(table).not.toContain('Game over');
    expect(table).not.toContain('Next round');
    // The key line says what Enter does here (the final scores), not yet how to leave: in the
    // frame that first draws the panel.
    expect(table).toContain('Enter: the final scores');
    expect(table).not.toContain('Enter or q: leave');
    await press(ui, KEY.enter);
    const end = await waitFrame(ui, (f) => f.includes('Game over: the score sheet after 5 rounds'));
    expect(end).toContain('Enter or q: leave');
    expect(ends).toEqual([]);
    // Enter on the end leaves the table.
    await press(ui, KEY.enter);
    await waitFrame(ui, () => ends.length === 1);
  });
});

describe('2 players, both hands', () => {
  it("round 2 names round 1's set-aside cards as such, and draws no direction arrows", async () => {
    const { seed, steps } = lastCardOfRound1('both-hands');
    const { ui } = renderJh({ players: 2, seed, steps, twoPlayer: 'both-hands' });
    const first = await waitFrame(ui, (f) => f.includes('you lead a new Run'));
    expect(first).not.toMatch(/[↗↘↖↙]/);
    await press(ui, KEY.space, KEY.enter);
    await waitFrame(ui, (f) => f.includes('Round 1 of 5 is over'));
    await press(ui, KEY.enter);
    const frame = await waitFrame(ui, (f) => f.includes('Round 2 of 5') && !f.includes('is over') && f.includes('Set aside'));
    expect(frame).toContain("Set aside: Round 1's 32 cards, back in Round 3 · ");
    expect(frame).not.toContain('Face-down pile: 32');
    expect(frame).not.toMatch(/[↗↘↖↙]/);
  });
});
