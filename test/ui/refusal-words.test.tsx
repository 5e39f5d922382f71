// One rule, one wording: the same refused moves, made with keys at the drawn table and typed in
// line mode, are refused in the same words (each game's `refusal`, from the seat's view).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { botsFor, loadBots } from '../../src/games/bots.js';
import type { GameId } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { sortCodes } from '../../src/games/henhouse/index.js';
import { runPlain } from '../../src/plain/run-plain.js';
import { quickSetup } from '../table/quick-setup.js';
import type { TableScreenModule, TableSetup } from '../../src/ui/types.js';
import { KEY, memoryPersistence, press, renderTable, waitFrame } from './helpers.js';

/** A new game of `game` at speed max: Ada in seat 0, easy bots in the others. */
function setupOf(game: GameId, players: number, seed: number): TableSetup {
  return { ...quickSetup(game, players, seed), steps: [] };
}

/** The first seed from 1 whose new game has seat 0 to move, with `pred` true of its view. */
function seedWhere(game: GameId, players: number, pred: (view: never) => boolean = () => true): number {
  const g = gameModule(game).game;
  for (let seed = 1; seed < 5000; seed++) {
    const state = g.setup({ players }, seed);
    if (g.currentPlayer(state) === 0 && pred(g.playerView(state, 0) as never)) return seed;
  }
  throw new Error('no seed found');
}

/** What the drawn table's error line says after each key sequence (✗ taken off), each pressed on a fresh line. */
async function tableSays(setup: TableSetup, presses: readonly (readonly string[])[]): Promise<string[]> {
  const mod = gameModule(setup.game);
  await loadBots(setup.game);
  const screen = (await mod.screen()) as unknown as TableScreenModule;
  const { ui } = renderTable({
    game: mod.game,
    title: mod.info.title,
    setup,
    bots: botsFor(setup),
    persistence: memoryPersistence().persistence,
    screen,
    columns: 200,
    rows: 40,
  });
  await waitFrame(ui, (f) => f.includes('Your turn') || f.includes('Choose') || f.includes('›'));
  const said: string[] = [];
  const errorLine = (f: string) => /✗ (.*)/.exec(f)?.[1]?.trim() ?? null;
  for (const keys of presses) {
    await press(ui, ...keys);
    // A new refusal replaces the last one (no two in a row here are alike).
    const frame = await waitFrame(ui, (f) => errorLine(f) !== null && errorLine(f) !== said[said.length - 1]);
    said.push(errorLine(frame)!);
    // Esc clears the selection before the next sequence.
    await press(ui, KEY.esc);
  }
  ui.unmount();
  return said;
}

/** What line mode says for each typed line it does not take ("Not taken: …", the hint after it taken off). */
async function lineSays(setup: TableSetup, lines: readonly string[]): Promise<string[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  let typed = false;
  output.on('data', (d: Buffer) => {
    text += d.toString();
    if (!typed && /Your choices:/.test(text)) {
      typed = true;
      input.write([...lines, 'quit', ''].join('\n'));
    }
  });
  await runPlain(gameModule(setup.game), setup, {
    input,
    output,
    persistence: memoryPersistence().persistence,
    resumeCommand: 'big-chicken resume',
    unicode: true,
    width: 400,
  });
  return [...text.matchAll(/^Not taken: (.*?)(?: Type choices to list what you may do\.)?$/gm)].map((m) => m[1]!);
}

/** Keys that move the cursor from the first card to card `to` and select it. */
const select = (at: number, to: number): string[] => [...Array<string>(Math.max(0, to - at)).fill(KEY.right), KEY.space];

describe('a refused move is worded the same at the table and in line mode', () => {
  it('Just Hatched: a Cluck by the leader, two cards of different numbers, a catch with nobody to catch', async () => {
    // Her lowest and highest cards: no Duck, and two different numbers.
    const ends = (hand: string[]) => [hand[0]!, hand[hand.length - 1]!];
    const seed = seedWhere('just-hatched', 4, (v: { hand: string[] }) => {
      const [low, high] = ends(v.hand);
      return low !== 'D' && high !== 'D' && low!.slice(1) !== high!.slice(1);
    });
    const setup = setupOf('just-hatched', 4, seed);
    const hand = (
      gameModule('just-hatched').game.playerView(gameModule('just-hatched').game.setup({ players: 4 }, seed), 0) as {
        hand: string[];
      }
    ).hand;
    const last = hand.length - 1;
    const table = await tableSays(setup, [['c'], [...select(0, 0), ...select(0, last), KEY.enter], ['x']]);
    const line = await lineSays(setup, ['cluck', `${hand[0]} ${hand[last]}`, 'catch']);
    expect(table).toEqual(line);
    expect(table[0]).toBe('You lead this Run, so you must lay something.');
    expect(table[2]).toBe('Nobody can be caught right now: only a player with one undeclared card, before the next player acts.');
  }, 60_000);

  it('Henhouse: a pass by the leader, cards that make no combination, vermin on a lead', async () => {
    const g = gameModule('henhouse').game;
    const seed = seedWhere('henhouse', 4);
    const setup = setupOf('henhouse', 4, seed);
    const hand = sortCodes((g.playerView(g.setup({ players: 4 }, seed), 0) as { hand: string[] }).hand, 'rank');
    // The lowest card and the highest: two different ranks are no combination.
    const last = hand.length - 1;
    const table = await tableSays(setup, [['p'], [...select(0, 0), ...select(0, last), KEY.enter], ['v']]);
    const line = await lineSays(setup, ['pass', `${hand[0]} ${hand[last]}`, `skunk: ${hand[0]}`]);
    expect(table).toEqual(line);
    expect(table[0]).toBe('You lead this trick, so you must play something.');
    expect(table[2]).toBe('Vermin cannot be used when leading a trick.');
  }, 60_000);

  it('A Clutch of Chickens: a sacrifice with an empty court, a choice number past the list', async () => {
    const setup = setupOf('clutch', 1, 7);
    const table = await tableSays(setup, [['s'], ['9']]);
    const line = await lineSays(setup, ['sacrifice', '9']);
    expect(table).toEqual(line);
    expect(table[0]).toBe('Your court is empty: nothing to sacrifice.');
    expect(table[1]).toMatch(/^There is no choice 9 \(1 to \d\)\.$/);
  }, 60_000);
});
