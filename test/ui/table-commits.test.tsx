import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import type { TableScreenModule } from '../../src/ui/types.js';
import { renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

// Every screen watching a table draws each of its moves, so a render more per move is a frame
// more (its layout, its text) on every one of them: with a dozen tables over SSH, clearing a
// message that was not there after each move was a fifth of what the server drew.
describe('a table watched', () => {
  it('renders its game screen once for each change of the table, not again to clear a message that is not there', async () => {
    let renders = 0;
    const Screen = jhScreen.default as (props: never) => ReturnType<typeof jhScreen.default>;
    const counted: TableScreenModule = {
      ...(jhScreen as unknown as TableScreenModule),
      default: ((props: never) => {
        renders++;
        return Screen(props);
      }) as TableScreenModule['default'],
    };
    // Four random bots at speed max, watched from seat 0.
    const { ui, table } = renderJh({ players: 4, seed: 3, watch: true, screen: counted });
    // Each move is two changes of the table: the move, then the next bot thinking.
    let changes = 0;
    const stop = table.subscribe(() => void changes++);
    await waitFrame(ui, () => table.getSnapshot().steps >= 40);
    stop();
    expect(renders).toBeLessThanOrEqual(changes + 3);
  });
});
