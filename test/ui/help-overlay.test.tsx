// The help overlay at the sizes a person plays at: it fits the terminal, cuts no line, and
// scrolls what does not fit the rows, as the rules overlay does.
import stringWidth from 'string-width';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'ink-testing-library';
import HelpOverlay, { PLATFORM_KEYS } from '../../src/ui/components/HelpOverlay.js';
import { keys as hhKeys } from '../../src/games/henhouse/ui/Screen.js';
import { spellSigns } from '../../src/platform/ascii.js';
import { ASCII, LookProvider, makeTheme } from '../../src/ui/look/index.js';
import { keys as jhKeys } from '../../src/games/just-hatched/ui/Screen.js';
import { platformKeys } from '../../src/ui/screens/Table.js';
import { KEY, findSeed, press, renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

const every = [...jhKeys, ...platformKeys(false), ...PLATFORM_KEYS];
const flat = (text: string) => text.replace(/[│╭╮╰╯─]/g, ' ').replace(/\s+/g, ' ');

describe.each([
  [100, 40],
  [80, 24],
  [60, 20],
])('help at %ix%i', (columns, rows) => {
  it('fits the terminal, header and border included, and shows every key whole, scrolling if need be', async () => {
    const seed = findSeed(4, (v) => v.hand.includes('RC'));
    const { ui } = renderJh({ players: 4, seed, columns, rows });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, '?');
    let frame = await waitFrame(ui, (f) => f.includes(': keys'));
    let seen = '';
    for (let page = 0; page < 30; page++) {
      const lines = frame.split('\n');
      expect(lines.length).toBeLessThanOrEqual(rows);
      expect(lines[0]).toMatch(/^BIG CHICKEN: Just Hatched/);
      expect(lines[1]).toMatch(/^╭─+╮$/);
      expect(lines[2]).toContain('BIG CHICKEN: Just Hatched: keys');
      for (const line of lines) expect(stringWidth(line), line).toBeLessThanOrEqual(columns);
      expect(frame).not.toContain('…');
      seen += ` ${flat(frame)}`;
      if (!frame.includes('more below')) break;
      await press(ui, KEY.down);
      const was = frame;
      frame = await waitFrame(ui, (f) => f !== was);
    }
    for (const k of every) expect(seen, k.keys).toContain(flat(`${k.does}`));
    // Any key but a scrolling one closes it, and the table is back.
    await press(ui, 'x');
    await waitFrame(ui, (f) => !f.includes(': keys') && f.includes('Your turn to lead'));
  });
});

describe('help in an ASCII locale', () => {
  it('is laid out in the signs the terminal gets: "<- ->" and "Up Down" keep within the box', () => {
    const ascii = { theme: makeTheme('mono'), glyphs: ASCII };
    for (const width of [60, 80]) {
      for (let scroll = 0; scroll < 20; scroll += 5) {
        const { lastFrame, unmount } = render(
          <LookProvider look={ascii}>
            <HelpOverlay title="Henhouse" keys={hhKeys} scroll={scroll} width={width} height={20} />
          </LookProvider>,
        );
        // What leaves for the terminal: the stream spells what the frame still holds.
        const sent = spellSigns(lastFrame() ?? '');
        for (const row of sent.split('\n')) expect(stringWidth(row), sent).toBeLessThanOrEqual(width);
        // Every row of the box ends in its border.
        for (const row of sent.split('\n')) expect(row, sent).toMatch(/[|+]$/);
        if (scroll === 0) expect(sent).toContain('| <- ->  ');
        unmount();
      }
    }
  });
});
