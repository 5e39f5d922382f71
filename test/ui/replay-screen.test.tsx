import { stripVTControlCharacters } from 'node:util';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { playGame } from '../../src/engine/index.js';
import { justHatchedGame, type JhView } from '../../src/games/just-hatched/index.js';
import { exportRecord, exportSaved, readExport, seatsShown, type Replayed } from '../../src/review/index.js';
import { gameRecord } from '../../src/store/index.js';
import ReplayScreen, { HANDS_HIDDEN, OPEN_HIDDEN } from '../../src/ui/screens/ReplayScreen.js';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import * as clutchScreen from '../../src/games/clutch/ui/Screen.js';
import { clutchGame } from '../../src/games/clutch/index.js';
import * as hhScreen from '../../src/games/henhouse/ui/Screen.js';
import { henhouseGame, type HenhouseView } from '../../src/games/henhouse/index.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { KEY, press, waitFrame } from './helpers.js';
import stringWidth from 'string-width';
import { spellSigns } from '../../src/platform/ascii.js';
import { ASCII, LookProvider, makeTheme } from '../../src/ui/look/index.js';

await loadAllBots();

/** A 4-player game of easy bots, Ada's seat a person's: the whole game, or its first `steps` actions. */
function savedGame(seed: number, steps?: number) {
  const bots = Array.from({ length: 4 }, () => makeBot('just-hatched', 'easy', { thinkMs: 1 }));
  const played = playGame(justHatchedGame, { players: 4 }, bots, seed);
  const seats = ['Ada', 'Pip', 'Marigold', 'Nugget'].map((name, i) => ({ name, bot: i === 0 ? null : ('easy' as const) }));
  const saved = {
    game: 'just-hatched',
    options: { players: 4 },
    seed,
    seats,
    speed: 'normal',
    thinkMs: 300,
    steps: steps === undefined ? played.steps : played.steps.slice(0, steps),
    savedAt: '',
  };
  return { played, saved };
}

/** An export as `replay` reads it from a file. */
function reread(record: unknown): Replayed {
  const read = readExport(JSON.parse(JSON.stringify(record)));
  if (!read.ok) throw new Error(read.reason);
  return read.replayed;
}

/** A finished 4-player game of easy bots, as `replay` reads it from the history. */
function replayedGame(seed: number): Replayed {
  const { played, saved } = savedGame(seed);
  return reread(exportRecord(gameRecord(saved, played.outcome!, new Date())));
}

/** A finished 4-player game of Henhouse between easy bots, as `replay` reads it from the history. */
function replayedHenhouse(seed: number): Replayed {
  const bots = Array.from({ length: 4 }, () => makeBot('henhouse', 'easy', { thinkMs: 1 }));
  const played = playGame(henhouseGame, { players: 4 }, bots, seed);
  const seats = ['Ada', 'Pip', 'Marigold', 'Nugget'].map((name, i) => ({ name, bot: i === 0 ? null : ('easy' as const) }));
  const saved = { game: 'henhouse', options: { players: 4 }, seed, seats, speed: 'normal', thinkMs: 300, steps: played.steps, savedAt: '' };
  return reread(exportRecord(gameRecord(saved, played.outcome!, new Date())));
}

/** The first `steps` actions of that game, saved in progress, as `replay` reads them from `export --saved`. */
function replayedInProgress(seed: number, steps: number): Replayed {
  return reread(exportSaved(savedGame(seed, steps).saved));
}

function renderReplay(
  replayed: Replayed,
  columns: number,
  rows: number,
  replacesSaved: string | null = null,
  screen = jhScreen as TableScreenModule,
) {
  const plays: number[] = [];
  const exits: string[] = [];
  const ui = render(
    <ReplayScreen
      replayed={replayed}
      screen={screen}
      onExit={() => exits.push('exit')}
      onPlayOn={(at) => plays.push(at)}
      replacesSaved={replacesSaved}
      columns={columns}
      rows={rows}
    />,
  );
  return { ui, plays, exits };
}

/** The hand of `seat` after `k` actions, as its view holds it. */
function handAt(replayed: Replayed, k: number, seat: number): readonly string[] {
  return (justHatchedGame.playerView(replayed.states[k] as never, seat) as JhView).hand;
}

/** True when every card of `hand` is drawn as a face (its code inside a card's side lines). */
function facesShown(frame: string, hand: readonly string[]): boolean {
  return hand.every((code) => new RegExp(`[│║|]${code}\\s*[│║|]`).test(frame));
}

/** True when `hand` is drawn as play draws it at this size: faces from 80×24 up, else the compact row of codes. */
function handShown(frame: string, hand: readonly string[], columns: number, rows: number): boolean {
  if (columns >= 80 && rows >= 24) return facesShown(frame, hand);
  return new RegExp(hand.join('\\s+')).test(frame);
}

describe('the replay table', () => {
  const replayed = replayedGame(7);
  const total = replayed.record.steps.length;

  it.each([
    [100, 40],
    [80, 24],
    [60, 20],
  ])('draws the hand with card faces, as play does, at %i×%i', async (columns, rows) => {
    const { ui } = renderReplay(replayed, columns, rows);
    const first = await waitFrame(ui, (f) => f.includes(`action 0 of ${total}`));
    expect(handShown(first, handAt(replayed, 0, 0), columns, rows)).toBe(true);
    expect(first).toContain("Watching: Ada's hand.");
    // Ada was the person at the table: no bot is named beside her.
    expect(first).not.toMatch(/Ada \(/);
    await press(ui, KEY.right, KEY.right, KEY.right);
    const third = await waitFrame(ui, (f) => f.includes(`action 3 of ${total}`));
    expect(handShown(third, handAt(replayed, 3, 0), columns, rows)).toBe(true);
    for (const line of third.split('\n')) expect(line.length).toBeLessThanOrEqual(columns);
    ui.unmount();
  });

  it('g and G go to the deal and the end, as Home and End do', async () => {
    const { ui } = renderReplay(replayed, 100, 40);
    await waitFrame(ui, (f) => f.includes(`action 0 of ${total}`));
    await press(ui, 'G');
    await waitFrame(ui, (f) => f.includes(`action ${total} of ${total}`));
    await press(ui, 'g');
    await waitFrame(ui, (f) => f.includes(`action 0 of ${total}`));
    await press(ui, '\u001B[F');
    await waitFrame(ui, (f) => f.includes(`action ${total} of ${total}`));
    await press(ui, '\u001B[H');
    await waitFrame(ui, (f) => f.includes(`action 0 of ${total}`));
    ui.unmount();
  });

  it("Tab shows the next seat's hand, and o the open table", async () => {
    const { ui } = renderReplay(replayed, 100, 40);
    await waitFrame(ui, (f) => f.includes("Watching: Ada's hand."));
    await press(ui, '\t');
    const pip = await waitFrame(ui, (f) => f.includes("Watching: Pip's hand."));
    expect(facesShown(pip, handAt(replayed, 0, 1))).toBe(true);
    await press(ui, 'o');
    const open = await waitFrame(ui, (f) => f.includes('Ada: '));
    expect(open).toContain(`Ada: ${handAt(replayed, 0, 0).join(' ')}`);
    expect(open).toContain(`Marigold: ${handAt(replayed, 0, 2).join(' ')}`);
    ui.unmount();
  });

  it("fits its keys' line within the width in an ASCII locale, in the look's arrows", async () => {
    const ascii = { theme: makeTheme('mono'), glyphs: ASCII };
    for (const [columns, rows] of [
      [60, 20],
      [78, 24],
      [100, 40],
    ] as const) {
      const ui = render(
        <LookProvider look={ascii}>
          <ReplayScreen replayed={replayed} screen={jhScreen as TableScreenModule} onExit={() => {}} columns={columns} rows={rows} />
        </LookProvider>,
      );
      // What leaves for the terminal: the stream spells what the frame still holds.
      const sent = spellSigns(await waitFrame(ui, (f) => f.includes('p play on')));
      const keys = sent.split('\n').at(-1) ?? '';
      expect(keys, sent).toMatch(/^< ?> action +\^ ?v round .*p play on +q/);
      for (const row of sent.split('\n')) expect(stringWidth(row), sent).toBeLessThanOrEqual(columns);
      ui.unmount();
    }
  });

  it('Esc closes the open table before it leaves the replay', async () => {
    const { ui, exits } = renderReplay(replayed, 100, 40);
    await waitFrame(ui, (f) => f.includes("Watching: Ada's hand."));
    await press(ui, 'o');
    await waitFrame(ui, (f) => f.includes('Ada: '));
    await press(ui, KEY.esc);
    await waitFrame(ui, (f) => f.includes("Watching: Ada's hand.") && !f.includes('Ada: '));
    expect(exits).toEqual([]);
    await press(ui, KEY.esc);
    await new Promise((r) => setTimeout(r, 50));
    expect(exits).toEqual(['exit']);
    ui.unmount();
  });

  it('p asks, then plays on from the action shown; Esc goes back without playing', async () => {
    const { ui, plays } = renderReplay(replayed, 80, 24, 'Your saved game of X (seed 3) is replaced by this one from its first move.');
    await waitFrame(ui, (f) => f.includes(`action 0 of ${total}`));
    await press(ui, KEY.right, KEY.right, KEY.right, KEY.right, KEY.right, 'p');
    const asking = await waitFrame(ui, (f) => f.includes('Play on from action 5 as a new game?'));
    expect(asking).toContain('is replaced by this one');
    await press(ui, KEY.esc);
    await waitFrame(ui, (f) => !f.includes('Play on from') && f.includes(`action 5 of ${total}`));
    expect(plays).toEqual([]);
    await press(ui, KEY.right, 'p');
    await waitFrame(ui, (f) => f.includes('Play on from action 6 as a new game?'));
    await press(ui, KEY.enter);
    expect(plays).toEqual([6]);
    ui.unmount();
  });

  it('p at the end of a finished game says there is nothing left to play', async () => {
    const { ui, plays } = renderReplay(replayed, 100, 40);
    await waitFrame(ui, (f) => f.includes(`action 0 of ${total}`));
    await press(ui, 'G', 'p');
    await waitFrame(ui, (f) => f.includes('The game is over here'));
    expect(plays).toEqual([]);
    ui.unmount();
  });

  it("shows a game in progress only from its person's seat: Tab and o say why, and no other hand is drawn", async () => {
    const progress = replayedInProgress(7, 12);
    expect(seatsShown(progress)).toEqual([0]);
    const { ui } = renderReplay(progress, 100, 40);
    const first = await waitFrame(ui, (f) => f.includes("Watching: Ada's hand."));
    expect(first).not.toContain('Tab hand');
    expect(first).not.toContain('o open');
    await press(ui, 'G', '\t');
    const tabbed = await waitFrame(ui, (f) => f.includes(HANDS_HIDDEN));
    expect(tabbed).toContain("Watching: Ada's hand.");
    await press(ui, 'o');
    await waitFrame(ui, (f) => f.includes(OPEN_HIDDEN));
    const frames = ui.frames.join('\n');
    for (const seat of [1, 2, 3]) {
      expect(frames).not.toContain(`${['Ada', 'Pip', 'Marigold', 'Nugget'][seat]}: `);
      expect(facesShown(ui.lastFrame() ?? '', handAt(progress, 12, seat))).toBe(false);
    }
    ui.unmount();
  });

  it('reads a game in progress from its steps, not from an end date a file claims', () => {
    const progress = replayedInProgress(7, 12);
    const claimed = reread({ ...progress.record, finished: '2026-01-01T00:00:00.000Z' });
    expect(claimed.record.finished).not.toBeNull();
    expect(seatsShown(claimed)).toEqual([0]);
    // Where every seat is a bot, the seat that plays on; where the people sit elsewhere, theirs.
    const bots = reread({ ...progress.record, seats: progress.record.seats.map((s) => ({ ...s, bot: 'easy' })) });
    expect(seatsShown(bots)).toEqual([0]);
    const people = reread({ ...progress.record, seats: progress.record.seats.map((s, i) => ({ ...s, bot: i % 2 ? null : 'easy' })) });
    expect(seatsShown(people)).toEqual([1, 3]);
    expect(seatsShown(replayedGame(7))).toBeNull();
  });

  it('Tab goes round the people of a game in progress, and only them', async () => {
    const progress = replayedInProgress(7, 12);
    const people = reread({ ...progress.record, seats: progress.record.seats.map((s, i) => ({ ...s, bot: i % 2 ? null : 'easy' })) });
    const { ui } = renderReplay(people, 100, 40);
    await waitFrame(ui, (f) => f.includes("Watching: Pip's hand."));
    await press(ui, '\t');
    await waitFrame(ui, (f) => f.includes("Watching: Nugget's hand."));
    await press(ui, '\t');
    await waitFrame(ui, (f) => f.includes("Watching: Pip's hand."));
    expect(ui.frames.join('\n')).not.toMatch(/Watching: (Ada|Marigold)'s hand/);
    ui.unmount();
  });

  it("keeps a solo game's deck hidden while it is in progress, and says nothing of other hands on Tab", async () => {
    const played = playGame(clutchGame, { players: 1 }, [makeBot('clutch', 'normal', { thinkMs: 1 })], 5);
    const saved = {
      game: 'clutch',
      options: { players: 1 },
      seed: 5,
      seats: [{ name: 'Ada', bot: null }],
      speed: 'normal',
      thinkMs: 300,
      steps: played.steps.slice(0, 3),
      savedAt: '',
    };
    const progress = reread(exportSaved(saved));
    const { ui } = renderReplay(progress, 100, 40, null, clutchScreen as TableScreenModule);
    await waitFrame(ui, (f) => f.includes('action 0 of 3'));
    await press(ui, '\t', 'o');
    await waitFrame(ui, (f) => f.includes(OPEN_HIDDEN));
    const frames = ui.frames.join('\n');
    expect(frames).not.toContain('Deck (top last)');
    expect(frames).not.toContain(HANDS_HIDDEN);
    ui.unmount();
    // Once over, the open table shows the deck.
    const over = reread(exportRecord(gameRecord({ ...saved, steps: played.steps }, played.outcome!, new Date())));
    const done = renderReplay(over, 100, 40, null, clutchScreen as TableScreenModule);
    await waitFrame(done.ui, (f) => f.includes('action 0 of'));
    await press(done.ui, 'o');
    await waitFrame(done.ui, (f) => f.includes('Deck (top last)'));
    done.ui.unmount();
  });
});

describe('the end of a round in the replay, as the table shows it', () => {
  const jh = replayedGame(7);
  const hh = replayedHenhouse(3);
  /** The step count after which `done` first counts `n` rounds finished in seat 0's view. */
  const ending = (replayed: Replayed, done: (view: never) => number, n: number) =>
    replayed.states.findIndex((state) => done(replayed.module.game.playerView(state, 0) as never) >= n);
  const games = [
    {
      name: 'Just Hatched',
      replayed: jh,
      screen: jhScreen as TableScreenModule,
      k: ending(jh, (v: JhView) => v.scores.length, 1),
      of: 5,
      ended: 'The lay that ended it',
    },
    {
      name: 'Henhouse',
      replayed: hh,
      screen: hhScreen as TableScreenModule,
      k: ending(hh, (v: HenhouseView) => v.results.length, 1),
      of: 4,
      ended: 'The play that ended it',
    },
  ];
  const cases = games.flatMap((g) =>
    (
      [
        [100, 40],
        [80, 24],
        [60, 20],
      ] as const
    ).map(([c, r]) => [g.name, c, r, g] as const),
  );

  it.each(cases)(
    "%s at %i×%i: → from the action before it shows the round's panel, → again the next deal, ← back",
    async (_name, columns, rows, g) => {
      const total = g.replayed.record.steps.length;
      expect(g.k).toBeGreaterThan(1);
      const { ui } = renderReplay(g.replayed, columns, rows, null, g.screen);
      const isDeal = (f: string) => f.includes(`action ${g.k} of ${total}`) && f.includes(`Round 2 of ${g.of}`) && !f.includes('is over');
      const isPanel = (f: string) => f.includes(`action ${g.k} of ${total}`) && f.includes(`Round 1 of ${g.of} is over`);
      const isBefore = (f: string) => f.includes(`action ${g.k - 1} of ${total}`) && !f.includes('is over');
      await waitFrame(ui, (f) => f.includes(`action 0 of ${total}`));
      // ↓ goes to the next round's start: its deal, as before.
      await press(ui, KEY.down);
      await waitFrame(ui, isDeal);
      await press(ui, KEY.left, KEY.left);
      const before = stripVTControlCharacters(await waitFrame(ui, isBefore));
      expect(before.split('\n')[0]).toContain(`Round 1 of ${g.of}`);
      await press(ui, KEY.right);
      const panel = stripVTControlCharacters(await waitFrame(ui, isPanel));
      // The header names the finished round, over its panel: the play that ended it and the scores.
      const lines = panel.split('\n');
      expect(lines[0]).toContain(`Replay: `);
      expect(lines[0]).toContain(`Round 1 of ${g.of}`);
      expect(panel).toContain(g.ended);
      for (const name of ['Ada', 'Pip', 'Marigold', 'Nugget']) expect(panel).toMatch(new RegExp(`${name} +\\d`));
      expect(panel).toContain('Press → for the next round.');
      // Shorter than the window, as at the table: the header is never pushed off.
      expect(lines.length).toBeLessThan(rows);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(columns);
      await press(ui, KEY.right);
      await waitFrame(ui, isDeal);
      await press(ui, KEY.left);
      await waitFrame(ui, isPanel);
      await press(ui, KEY.left);
      await waitFrame(ui, isBefore);
      ui.unmount();
    },
  );

  it("shows Just Hatched's last round's panel before the final scores, and Henhouse's final scores at once, as the table does", async () => {
    const total = jh.record.steps.length;
    const last = renderReplay(jh, 80, 24);
    await waitFrame(last.ui, (f) => f.includes(`action 0 of ${total}`));
    await press(last.ui, 'G');
    await waitFrame(last.ui, (f) => f.includes(`action ${total} of ${total}`) && f.includes('Game over'));
    await press(last.ui, KEY.left);
    const panel = await waitFrame(last.ui, (f) => f.includes('Round 5 of 5 is over'));
    expect(panel).toContain(`action ${total} of ${total}`);
    expect(panel).toContain('Press → for the final scores.');
    await press(last.ui, KEY.left);
    await waitFrame(last.ui, (f) => f.includes(`action ${total - 1} of ${total}`) && !f.includes('is over'));
    last.ui.unmount();
    const hhTotal = hh.record.steps.length;
    const end = renderReplay(hh, 80, 24, null, hhScreen as TableScreenModule);
    await waitFrame(end.ui, (f) => f.includes(`action 0 of ${hhTotal}`));
    await press(end.ui, 'G', KEY.left);
    const before = await waitFrame(end.ui, (f) => f.includes(`action ${hhTotal - 1} of ${hhTotal}`));
    expect(end.ui.frames.join('\n')).not.toContain('Round 4 of 4 is over');
    expect(before).not.toContain('Game over');
    end.ui.unmount();
  });
});
