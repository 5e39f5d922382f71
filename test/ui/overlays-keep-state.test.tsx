// The table's overlays (help, rules, score sheet, the leave question) cover the game's screen
// without ending it: closing one finds the hand exactly as it was left, cursor and selection.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import type { SharedSeat } from '../../src/ui/screens/Table.js';
import { KEY, findSeed, press, renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

const seats = ['Ada', 'Pip', 'Marigold', 'Nugget'].map((name, i) => ({ name, bot: i === 0 ? null : ('easy' as const) }));
const SHARED: SharedSeat = { seats, spectator: false, quitNote: 'Your seat goes to a bot.', hint: '? help   q leave', holdLapseMs: 60_000 };

describe.each([
  ['at the local table', undefined],
  ['at a table shared over SSH', SHARED],
])('overlays %s', (_where, shared) => {
  it.each([
    ['help (?)', '?', /: keys/, 'x'],
    ['the rules (r)', 'r', /rules · /, KEY.esc],
    ['the score sheet (t)', 't', /Any key closes the score sheet/, 'x'],
    ['the leave question (q)', 'q', /Leave the table\?/, 'n'],
  ])('%s keeps the selection and the cursor', async (_name, open, shows, close) => {
    const seed = findSeed(4, (v) => v.hand.includes('RC'));
    const { ui } = renderJh({ players: 4, seed, ...(shared ? { shared } : {}) });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    // Right, Right, Space: the third card is selected and the cursor stays under it.
    await press(ui, KEY.right, KEY.right, KEY.space);
    const before = await waitFrame(ui, (f) => f.includes('selected Single'));
    await press(ui, open);
    await waitFrame(ui, (f) => shows.test(f) && !f.includes('selected Single'));
    await press(ui, close);
    const after = await waitFrame(ui, (f) => !shows.test(f));
    expect(after).toBe(before);
    // And Enter lays the card chosen before the overlay: the third. (The screen takes keys again
    // once the frame without the overlay has run its effects: a moment after it is drawn.)
    await new Promise((r) => setTimeout(r, 100));
    await press(ui, KEY.enter);
    const card = /selected Single ([a-z]+ \d+)/.exec(before)?.[1] ?? 'none';
    const laid = await waitFrame(ui, (f) => /Ada lays Single/.test(f));
    expect(laid).toContain(`Ada lays Single ${card}`);
  });
});
