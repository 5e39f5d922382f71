import stringWidth from 'string-width';
import { Box } from 'ink';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUT_MARK, spellFrame, spellSigns } from '../../../src/platform/ascii.js';
import { Text } from '../../../src/ui/kit/text.js';
import { ASCII, LookProvider, makeTheme, UNICODE, type Look } from '../../../src/ui/look/index.js';

afterEach(() => cleanup());

const ascii: Look = { theme: makeTheme('mono'), glyphs: ASCII };
const unicode: Look = { theme: makeTheme('mono'), glyphs: UNICODE };

/** The rows a terminal shows for `node` drawn in `look`, `width` columns wide: spelt on the way out as an ASCII screen's stream spells them. */
function shown(look: Look, width: number, node: React.ReactNode): string[] {
  const { lastFrame } = render(
    <LookProvider look={look}>
      <Box width={width} flexDirection="column">
        {node}
      </Box>
    </LookProvider>,
  );
  const frame = lastFrame() ?? '';
  return (look.glyphs.unicode ? frame : spellFrame(frame)).split('\n');
}

describe('the screens’ Text', () => {
  it('is measured as an ASCII terminal shows it, so a row Ink cuts still ends at its edge', () => {
    const line = 'Pip turns the play ↻ → Nugget leads… then Marigold';
    for (let width = 12; width <= 60; width++) {
      const rows = shown(ascii, width, <Text wrap="truncate">{line}</Text>);
      expect(rows).toHaveLength(1);
      expect(stringWidth(rows[0] as string)).toBeLessThanOrEqual(width);
    }
    // Spelt, and cut with the one-column mark where it does not fit.
    expect(shown(ascii, 80, <Text wrap="truncate">{line}</Text>)[0]).toBe(spellSigns(line));
    expect(shown(ascii, 30, <Text wrap="truncate">{line}</Text>)[0]).toBe(`Pip turns the play (cw) -> Nu${CUT_MARK}`);
  });

  it('wraps the spelt words, so no wrapped row runs past its edge either', () => {
    const line = 'The play turns ↻ and then ↺ again… and the lead goes → to Pip × 2';
    for (let width = 10; width <= 40; width += 3) {
      const rows = shown(ascii, width, <Text>{line}</Text>);
      for (const row of rows) expect(stringWidth(row)).toBeLessThanOrEqual(width);
      expect(rows.join(' ').replace(/\s+/g, ' ')).toBe(spellSigns(line));
    }
  });

  it('spells the strings among its children and leaves elements to spell their own', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows = shown(
      ascii,
      60,
      <Text>
        {3} cards × {2}: <Text bold>next →</Text> {['a…', 'b']}
      </Text>,
    );
    expect(rows[0]).toBe('3 cards x 2: next -> a...b');
    // Its children go on as JSX gave them: no list of them asks for keys.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('leaves a Unicode look’s text as it is', () => {
    expect(shown(unicode, 60, <Text>Pip turns ↻ → Nugget…</Text>)[0]).toBe('Pip turns ↻ → Nugget…');
    expect(shown(unicode, 12, <Text wrap="truncate">Pip turns ↻ → Nugget</Text>)[0]).toBe('Pip turns ↻…');
  });
});

describe('an ASCII screen’s stream', () => {
  it('shows the ellipsis of a row Ink cut as one column, and spells the other signs as ever', () => {
    expect(spellFrame('Marigold laid a run of thr…')).toBe(`Marigold laid a run of thr${CUT_MARK}`);
    expect(stringWidth(spellFrame('x…'))).toBe(stringWidth('x…'));
    expect(spellFrame('↻ ↺ → ← ↑ ↓ × · — ★ ‘q’')).toBe(spellSigns('↻ ↺ → ← ↑ ↓ × · — ★ ‘q’'));
  });
});
