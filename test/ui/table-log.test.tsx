import { render } from 'ink-testing-library';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import TableLog, { cutRows } from '../../src/ui/components/table/TableLog.js';
import { ASCII, LookProvider, UNICODE, makeTheme } from '../../src/ui/look/index.js';

const draw = (lines: readonly string[], rows: number, width: number, glyphs = UNICODE): string[] =>
  (
    render(
      <LookProvider look={{ theme: makeTheme('dark'), glyphs }}>
        <TableLog lines={lines} rows={rows} width={width} />
      </LookProvider>,
    ).lastFrame() ?? ''
  ).split('\n');

describe("a card table's log", () => {
  const lines = ['Ada lays Single blue 6: B6.', 'Pip clucks.', "Pip catches Nugget's undeclared Last Egg: Nugget takes 2 penalty cards."];

  it('wraps a line wider than the table, never cutting it: the penalty stays', () => {
    const shown = draw(lines, 4, 40);
    expect(shown.join(' ')).toContain('takes 2 penalty cards.');
    expect(shown.join(' ')).not.toContain('…');
    for (const row of shown) expect(stringWidth(row)).toBeLessThanOrEqual(40);
    // The newest line takes two rows; the two before it fit in the two left.
    expect(shown).toHaveLength(4);
    expect(shown[0]).toBe('Ada lays Single blue 6: B6.');
  });

  it('shows only whole lines: an older line that no longer fits is left out, not shown in part', () => {
    const shown = draw(lines, 3, 40);
    expect(shown[0]).toBe('Pip clucks.');
    expect(shown.join(' ')).not.toContain('B6');
  });

  it('cuts only a newest line taller than the box, to its first rows, and says so with an ellipsis', () => {
    expect(draw(lines, 1, 40)).toEqual(["Pip catches Nugget's undeclared Last…"]);
    // Three dots in an ASCII locale, still within the width.
    expect(draw(lines, 1, 40, ASCII)).toEqual(["Pip catches Nugget's undeclared Last..."]);
  });

  it('makes room for the ellipsis in a row that fills the width, after a whole word', () => {
    expect(cutRows(['abcdef ghij', 'klm'], 1, 11, '…')).toEqual(['abcdef…']);
    expect(cutRows(['abcdef gh', 'klm'], 1, 11, '…')).toEqual(['abcdef gh…']);
    expect(cutRows(['abcdef gh', 'klm'], 1, 11, '...')).toEqual(['abcdef...']);
    expect(cutRows(['abcdefghij', 'klm'], 1, 10, '...')).toEqual(['abcdefg...']);
    expect(cutRows(['ab', 'cd', 'ef'], 2, 10, '…')).toEqual(['ab', 'cd…']);
    // Measured in columns: five wide characters take ten.
    expect(cutRows(['鶏鶏鶏鶏鶏 ab', 'cd'], 1, 12, '…')).toEqual(['鶏鶏鶏鶏鶏…']);
    expect(cutRows(['鶏鶏鶏鶏 ab', 'cd'], 1, 12, '…')).toEqual(['鶏鶏鶏鶏 ab…']);
  });
});
