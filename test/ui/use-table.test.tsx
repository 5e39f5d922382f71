import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { justHatchedGame } from '../../src/games/just-hatched/index.js';
import { openTable, type GameTable } from '../../src/table/index.js';
import { useTable } from '../../src/ui/hooks/use-table.js';
import { newTableSetup } from '../../src/table/setup.js';
import { memoryPersistence } from './helpers.js';

let table: GameTable | null = null;
afterEach(() => table?.close());

// A screen is drawn again only for a change it shows: another screen's hold (a help overlay
// opened at another seat of a shared table) leaves it as it was.
describe('useTable', () => {
  it('draws again for its own pause and for moves, not for the holds of other screens', async () => {
    const setup = newTableSetup({
      game: 'just-hatched',
      options: { players: 4 },
      seed: 3,
      name: 'Ada',
      speed: 'max',
      thinkMs: 10,
      watch: false,
      bots: ['easy', 'easy', 'easy'],
    });
    // Four people: nothing moves unless the test acts.
    table = openTable({
      game: justHatchedGame,
      setup: { ...setup, steps: [] },
      players: [null, null, null, null],
      persistence: memoryPersistence().persistence,
    });
    const t = table;
    let renders = 0;
    function Probe() {
      const snap = useTable(t, 0);
      renders++;
      return <Text>{`steps ${snap.steps} paused ${String(snap.paused)}`}</Text>;
    }
    const ui = render(<Probe />);
    const settle = () => new Promise((r) => setTimeout(r, 20));
    await settle();
    const first = renders;
    t.hold('seat 2:help', true);
    t.hold('seat 3:pause', true);
    t.hold('seat 2:help', false);
    await settle();
    expect(renders).toBe(first);
    t.hold('seat 0:pause', true);
    await settle();
    expect(renders).toBe(first + 1);
    expect(ui.lastFrame()).toContain('paused true');
    t.hold('seat 0:pause', false);
    await settle();
    const current = t.getSnapshot().current as number;
    const [move] = justHatchedGame.legalActions(replay(t));
    expect(t.act(current, move)).toBeNull();
    await settle();
    expect(ui.lastFrame()).toContain('steps 1');
    ui.unmount();
  });
});

/** The table's state, replayed from its deal (the test only needs its legal moves). */
function replay(t: GameTable) {
  return justHatchedGame.setup(t.about.options as { players: number }, t.about.seed);
}
