// A wrapped prompt or notice never starts a row with the space it broke at.
import { Box } from 'ink';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import ErrorLine from '../../../src/ui/components/ErrorLine.js';
import PromptLine, { promptRows } from '../../../src/ui/components/PromptLine.js';
import { wrapRows } from '../../../src/ui/kit/wrap-rows.js';

afterEach(() => cleanup());

// "Your turn to lead:" is 18 columns: at 18 the break falls just after it, where Ink's own wrap
// began the next row with the space.
const TEXT = 'Your turn to lead: selected 2 cards, which cannot be laid.';

const rowsOf = (frame: string | undefined) => (frame ?? '').split('\n').map((r) => r.trimEnd());

describe('wrapped table lines', () => {
  it('wrapRows breaks at words and starts no row with a space', () => {
    const rows = wrapRows(TEXT, 18);
    expect(rows[0]).toBe('Your turn to lead:');
    for (const row of rows) expect(row).not.toMatch(/^ /);
    expect(rows.join(' ')).toBe(TEXT);
  });

  it('the prompt under the hand: no row starts with a space, in the rows it counts', () => {
    const ui = render(
      <Box width={18}>
        <PromptLine text={TEXT} width={18} />
      </Box>,
    );
    const rows = rowsOf(ui.lastFrame()).filter((r) => r !== '');
    expect(rows[0]).toBe('Your turn to lead:');
    for (const row of rows) expect(row).not.toMatch(/^ /);
    expect(rows).toHaveLength(promptRows(TEXT, 18));
  });

  it('the notice line: no row starts with a space', () => {
    for (const note of [true, false]) {
      const ui = render(
        <Box width={20}>
          <ErrorLine message={TEXT} note={note} width={20} />
        </Box>,
      );
      const rows = rowsOf(ui.lastFrame()).filter((r) => r !== '');
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) expect(row).not.toMatch(/^ /);
      cleanup();
    }
  });
});
