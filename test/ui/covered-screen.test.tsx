// An overlay (help, rules, score sheet, the leave question) covers the game's screen, which is
// not drawn meanwhile: opening it renders only the overlay, not the whole screen under it again,
// and the keys typed into the overlay never reach the screen.
import { afterEach, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { randomBot } from '../../src/engine/index.js';
import { justHatchedGame } from '../../src/games/just-hatched/index.js';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import { newTableSetup } from '../../src/table/setup.js';
import { useKeys } from '../../src/ui/hooks/use-keys.js';
import type { TableScreenModule, TableScreenProps } from '../../src/ui/types.js';
import { KEY, findSeed, memoryPersistence, press, renderTable, waitFrame } from './helpers.js';

afterEach(() => cleanup());

/** The Just Hatched screen, counting its renders and the keys it is given. */
function countingScreen(): { screen: TableScreenModule; renders: () => number; keys: () => number } {
  let renders = 0;
  let keys = 0;
  const Inner = jhScreen.default as unknown as (props: TableScreenProps<unknown, unknown>) => React.ReactNode;
  // A part of the screen that takes keys as the screen's own parts do, counting them.
  const KeyCounter = ({ active }: { active: boolean }) => {
    useKeys(() => keys++, { isActive: active });
    return null;
  };
  const Counted = (props: TableScreenProps<unknown, unknown>) => {
    renders++;
    return (
      <>
        <KeyCounter active={props.keysActive} />
        <Inner {...props} />
      </>
    );
  };
  return {
    screen: { ...(jhScreen as unknown as TableScreenModule), default: Counted },
    renders: () => renders,
    keys: () => keys,
  };
}

it.each([
  ['help (?)', '?', /: keys/, 'x'],
  ['the score sheet (t)', 't', /Any key closes the score sheet/, 'x'],
  ['the leave question (q)', 'q', /Leave the table\?/, 'n'],
])('opening %s does not render the covered screen again', async (_name, open, shows, close) => {
  const seed = findSeed(4, (v) => v.hand.includes('RC'));
  const setup = newTableSetup({
    game: 'just-hatched',
    options: { players: 4 },
    seed,
    name: 'Ada',
    speed: 'max',
    thinkMs: 10,
    watch: false,
    bots: ['easy', 'easy', 'easy'],
  });
  const { screen, renders, keys } = countingScreen();
  const { ui } = renderTable({
    game: justHatchedGame,
    title: 'BIG CHICKEN: Just Hatched',
    setup,
    bots: setup.seats.map((s) => (s.bot === null ? null : randomBot(0))),
    persistence: memoryPersistence().persistence,
    screen,
  });
  // The person leads: no move is made until they make one.
  await waitFrame(ui, (f) => f.includes('Your turn to lead'));
  await new Promise((r) => setTimeout(r, 100));
  const before = renders();
  const typed = keys();
  await press(ui, open);
  await waitFrame(ui, (f) => shows.test(f));
  await new Promise((r) => setTimeout(r, 100));
  expect(renders()).toBe(before);
  // Keys the screen would take (a cursor move) do nothing under the leave question, which only
  // Y, N or Esc answer: the screen is not told of them.
  if (open === 'q') await press(ui, KEY.right, KEY.space);
  expect(renders()).toBe(before);
  // The key that opened the overlay reached the screen, as before; none after it.
  expect(keys()).toBe(typed + 1);
  await press(ui, close);
  expect(keys()).toBe(typed + 1);
  const after = await waitFrame(ui, (f) => !shows.test(f) && f.includes('Your turn to lead'));
  expect(renders()).toBeGreaterThan(before);
  expect(after).not.toContain('selected');
});
