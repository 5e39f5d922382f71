import { render } from 'ink-testing-library';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import TableLog from '../../src/ui/components/table/TableLog.js';

const draw = (lines: readonly string[], rows: number, width: number): string[] =>
  (render(<TableLog lines={lines} rows={rows} width={width} />).lastFrame() ?? '').split('\n');

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

  it('cuts only a newest line taller than the box, to its first rows', () => {
    const shown = draw(lines, 1, 40);
    expect(shown).toEqual(["Pip catches Nugget's undeclared Last"]);
  });
});
