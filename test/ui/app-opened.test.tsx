// A table handed to the app open (as `play` and `resume` open theirs) is the app's first frame,
// and the app closes it as it closes the tables it opens itself; the app names the game of every
// table it shows to its owner (the closing line speaks of it).
import { cleanup, render } from 'ink-testing-library';
import { afterEach, beforeAll, expect, it } from 'vitest';
import App, { openScreenTable } from '../../src/ui/App.js';
import { loadBots } from '../../src/games/bots.js';
import { gameModule } from '../../src/games/index.js';
import { quickSetup } from '../table/quick-setup.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { savedClutch } from '../store/helpers.js';
import { memoryPersistence, press, waitFrame } from './helpers.js';

beforeAll(() => loadBots('just-hatched'));
afterEach(cleanup);

function opened(seed: number) {
  const { persistence } = memoryPersistence();
  return { module: gameModule('just-hatched'), setup: quickSetup('just-hatched', 4, seed), persistence };
}

it('draws a table given open in its first frame, and closes it when it unmounts', async () => {
  const { module, setup, persistence } = opened(7);
  const screen = (await module.screen()) as TableScreenModule;
  const table = openScreenTable(module, setup, screen, persistence);
  const ui = render(
    <App
      start={{ kind: 'table', module, setup, opened: { screen, table } }}
      persistence={{ ...persistence, clearSavedGame: () => undefined }}
      onExit={() => undefined}
    />,
  );
  expect(ui.frames[0]).toContain('seed 7');
  expect(ui.frames.join('\n')).not.toContain('Opening the table');
  ui.unmount();
  expect(table.getSnapshot().closed).toBe(true);
});

it('opens the table itself when given none, after a line saying so', async () => {
  const { module, setup, persistence } = opened(7);
  const ui = render(
    <App
      start={{ kind: 'table', module, setup }}
      persistence={{ ...persistence, clearSavedGame: () => undefined }}
      onExit={() => undefined}
    />,
  );
  expect(ui.frames[0]).toContain('Opening the table');
  await waitFrame(ui, (f) => f.includes('seed 7'));
});

it("tells its owner the game of each table it opens from the menu, a resumed one's too", async () => {
  const { persistence } = memoryPersistence();
  const shown: string[] = [];
  const saved = savedClutch(3, 2);
  const ui = render(
    <App
      start={{ kind: 'menu', saved: [saved] }}
      persistence={{ ...persistence, clearSavedGame: () => undefined, holdGame: () => null }}
      onExit={() => undefined}
      onTable={(game) => void shown.push(game)}
    />,
  );
  await waitFrame(ui, (f) => f.includes('A game is waiting'));
  expect(shown).toEqual([]);
  await press(ui, 'r');
  await waitFrame(ui, () => shown.length > 0);
  expect(shown).toEqual(['clutch']);
});
