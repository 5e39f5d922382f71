// The lay to beat in Henhouse's centre: its caption breaks between phrases, never inside the
// combination's name, down to the 60 columns of the smallest table.
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { captionRows, layHeight } from '../../src/ui/components/cards/LayView.js';
import { table } from '../games/henhouse/helpers.js';
import HenhouseHarness from './henhouse-harness.js';
import { waitFrame } from './helpers.js';

afterEach(() => cleanup());

// Long names on the side seats leave the centre some 21 columns, the least a 4-player table has at 60×20.
const NAMES = ['Player', 'Pipistrelle', 'Marigold', 'Nugget Jones'];

describe("Henhouse's centre caption", () => {
  it.each([
    [2, 'BE5 WE5', "Marigold's", 'set of two 5s'],
    [2, 'BE5', "Marigold's", 'single 5'],
    [1, 'WC4 WE4 WC5 WE5', "Pipistrelle's", 'Henhouse 4-4-5-5'],
    [3, 'BC8 BC9', "Nugget Jones's", 'suited run 8-9'],
  ])('at 60×20 keeps the combination whole on one row (seat %i: %s)', async (by, cards, whose, combo) => {
    const start = table({ hands: ['BE9 BE8 WC2', 'BE1 WE1', 'WE9 WC3', 'BE2 BE3'], pile: { cards, by }, turn: 0 });
    const ui = render(<HenhouseHarness start={start} columns={60} rows={17} names={NAMES} />);
    const frame = await waitFrame(ui, (f) => f.includes('To beat:'));
    const rows = frame.split('\n');
    // The combination's name whole on one row, and right above it "To beat:" and whose it is (on
    // one row, or two where the names beside the centre leave it narrower than they are).
    const at = rows.findIndex((r) => r.includes(combo));
    expect(at, frame).toBeGreaterThan(0);
    const above = rows[at - 1]!.includes('To beat:') ? [rows[at - 1]!] : [rows[at - 2]!, rows[at - 1]!];
    // What the centre says there: each row's words between the side seats' (two blanks apart).
    const centre = above.map(
      (r) =>
        r
          .trim()
          .split(/ {2,}/)
          .find((part) => /To beat:|'s$/.test(part)) ?? '',
    );
    expect(centre.join(' '), frame).toBe(`To beat: ${whose}`);
  });
});

describe('captionRows', () => {
  it('fills a row with whole phrases, breaking between them', () => {
    // As one text, a word wrap at 28 columns left "5s" alone on the second row.
    expect(captionRows("To beat: Nugget's set of two 5s", 28)).toEqual(["To beat: Nugget's set of two", '5s']);
    expect(captionRows(['To beat:', "Nugget's", 'set of two 5s'], 28)).toEqual(["To beat: Nugget's", 'set of two 5s']);
    expect(captionRows(['To beat:', "Nugget's", 'set of two 5s'], 31)).toEqual(["To beat: Nugget's set of two 5s"]);
  });
  it('wraps a phrase wider than the row at its words, and starts no row with a space', () => {
    const rows = captionRows(['To beat:', "Marigold's", 'suited Henhouse 4-4-5-5'], 16);
    expect(rows).toEqual(['To beat:', "Marigold's", 'suited Henhouse', '4-4-5-5']);
    for (const width of [10, 20, 26, 28, 30])
      for (const row of captionRows(['To beat:', "Marigold's", 'suited set of two 8s'], width)) {
        expect(row).not.toMatch(/^ /);
        expect(row.length).toBeLessThanOrEqual(width);
      }
  });
  it('counts its rows in the height of the lay', () => {
    expect(layHeight(0, ['To beat:', "Nugget's", 'set of two 5s'], 28)).toBe(2);
    expect(layHeight(0, ['To beat:', "Nugget's", 'set of two 5s'], 31)).toBe(1);
  });
});
