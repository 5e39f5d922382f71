import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'ink-testing-library';
import Menu, { type MenuChoice } from '../../src/ui/screens/Menu.js';
import type { SavedGame } from '../../src/store/types.js';
import { KEY, press, waitFrame } from './helpers.js';
import stringWidth from 'string-width';
import { spellSigns } from '../../src/platform/ascii.js';
import { ASCII, LookProvider, makeTheme, UNICODE } from '../../src/ui/look/index.js';

afterEach(() => cleanup());

const saved: SavedGame = {
  game: 'henhouse',
  options: { players: 4 },
  seed: 77,
  seats: [
    { name: 'Ada', bot: null },
    { name: 'Pip', bot: 'easy' },
    { name: 'Marigold', bot: 'easy' },
    { name: 'Nugget', bot: 'easy' },
  ],
  speed: 'normal',
  thinkMs: 300,
  steps: [],
  savedAt: '2026-11-29T18:00:00.000Z',
};

describe('start menu', () => {
  it('starts a teaching game when Teaching is switched on', async () => {
    const choices: MenuChoice[] = [];
    const ui = render(<Menu saved={[]} onChoose={(c) => void choices.push(c)} columns={80} />);
    await waitFrame(ui, (f) => f.includes('Teaching'));
    await press(ui, KEY.down, KEY.down, KEY.down, KEY.right);
    await waitFrame(ui, (f) => f.includes('◂ on ▸'));
    await press(ui, KEY.enter);
    expect(choices[0]).toMatchObject({ kind: 'new', setup: { game: 'just-hatched', teach: true } });
  });

  it('starts a new game with the game, players and seed chosen', async () => {
    const choices: MenuChoice[] = [];
    const ui = render(<Menu saved={[]} onChoose={(c) => void choices.push(c)} columns={80} />);
    await waitFrame(ui, (f) => f.includes('BIG CHICKEN: Just Hatched'));
    // Players: 4 by default, one step left gives 3; seed typed as 123.
    await press(ui, KEY.down, KEY.left, KEY.down, '1', '2', '3');
    await waitFrame(ui, (f) => f.includes('Seed       123') && f.includes('◂ 3 ▸'));
    await press(ui, KEY.enter);
    expect(choices).toHaveLength(1);
    const choice = choices[0]!;
    expect(choice.kind).toBe('new');
    if (choice.kind === 'new') {
      expect(choice.setup).toMatchObject({ game: 'just-hatched', options: { players: 3 }, seed: 123, steps: [] });
      expect(choice.setup.seats.map((s) => s.bot)).toEqual([null, 'normal', 'normal']);
    }
  });

  it('offers to resume a saved game', async () => {
    const choices: MenuChoice[] = [];
    const ui = render(<Menu saved={[saved]} onChoose={(c) => void choices.push(c)} columns={80} />);
    const frame = await waitFrame(ui, (f) => f.includes('A game is waiting'));
    expect(frame).toContain('Henhouse, 4 players, seed 77');
    await press(ui, 'r');
    expect(choices).toEqual([{ kind: 'resume', setup: saved }]);
  });

  it('asks before a new game replaces the saved one', async () => {
    const choices: MenuChoice[] = [];
    const ui = render(<Menu saved={[saved]} onChoose={(c) => void choices.push(c)} columns={80} />);
    await waitFrame(ui, (f) => f.includes('A game is waiting'));
    await press(ui, 'n', KEY.right, KEY.enter);
    await waitFrame(ui, (f) => f.includes('A new game replaces the saved one of Henhouse. Start anyway? (y / n)'));
    await press(ui, 'n');
    await waitFrame(ui, (f) => f.includes('Enter start'));
    expect(choices).toEqual([]);
    await press(ui, KEY.enter, 'y');
    expect(choices.map((c) => c.kind)).toEqual(['new']);
    expect(choices[0]!.kind === 'new' && choices[0]!.setup.game).toBe('henhouse');
  });

  it('starts a game of another game at once: its own save is not touched', async () => {
    const choices: MenuChoice[] = [];
    const ui = render(<Menu saved={[saved]} onChoose={(c) => void choices.push(c)} columns={80} />);
    await waitFrame(ui, (f) => f.includes('A game is waiting'));
    // Just Hatched is the first game of the form; the saved game is Henhouse's.
    await press(ui, 'n', KEY.enter);
    expect(choices.map((c) => c.kind === 'new' && c.setup.game)).toEqual(['just-hatched']);
  });

  it('lists several saved games, the latest first, and resumes the one picked', async () => {
    const choices: MenuChoice[] = [];
    const clutch: SavedGame = {
      ...saved,
      game: 'clutch',
      options: { players: 1 },
      seed: 5,
      seats: [saved.seats[0]!],
      savedAt: '2026-11-29T17:00:00.000Z',
    };
    const ui = render(<Menu saved={[saved, clutch]} onChoose={(c) => void choices.push(c)} columns={80} />);
    const frame = await waitFrame(ui, (f) => f.includes('2 games are waiting'));
    expect(frame).toContain('› Henhouse, 4 players, seed 77');
    expect(frame).toContain('A Clutch of Chickens, 1 player, seed 5');
    await press(ui, KEY.down);
    await waitFrame(ui, (f) => f.includes('› A Clutch of Chickens'));
    await press(ui, 'r');
    expect(choices).toEqual([{ kind: 'resume', setup: clutch }]);
  });
});

describe('start menu at 60 columns', () => {
  it.each([
    ['UTF-8', UNICODE],
    ['ASCII', ASCII],
  ])('keeps every row within its box in %s, its keys on one row with q', async (_locale, glyphs) => {
    const ui = render(
      <LookProvider look={{ theme: makeTheme('dark'), glyphs }}>
        <Menu saved={[]} onChoose={() => {}} columns={60} />
      </LookProvider>,
    );
    // What leaves for the terminal: in an ASCII locale the stream spells what the frame still holds.
    const drawn = await waitFrame(ui, (f) => f.includes('Start'));
    const sent = glyphs.unicode ? drawn : spellSigns(drawn);
    const rows = sent.split('\n');
    for (const row of rows) expect(stringWidth(row), sent).toBeLessThanOrEqual(60);
    // Every row between the borders ends at the box's right side.
    for (const row of rows.slice(1, -1)) expect(row, sent).toMatch(/[│|]$/);
    expect(rows.at(-2), sent).toMatch(/^[│|] \S+ \S+ (choose a )?line .* q( leave)? +[│|]$/);
  });
});
