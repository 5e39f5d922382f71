// Texts Ink wraps itself (scripts/ink-patches.js patches its wrap): a row a break begins never
// starts with the space it broke at. Each text and width below is one a played table showed with
// such a row at 60 or 80 columns, before the patch.
import { Box, Text } from 'ink';
import { cleanup, render } from 'ink-testing-library';
import stringWidth from 'string-width';
import { afterEach, describe, expect, it } from 'vitest';
import { jhFace } from '../../../src/games/just-hatched/ui/face.js';
import LayView from '../../../src/ui/components/cards/LayView.js';
import Picker from '../../../src/ui/components/Picker.js';
import TeachPanel from '../../../src/ui/components/TeachPanel.js';

afterEach(() => cleanup());

/** The frame's rows with text, from column `from` on, without the spaces on their right. */
function textRows(frame: string | undefined, from = 0): string[] {
  return (frame ?? '')
    .split('\n')
    .map((r) => r.slice(from).trimEnd())
    .filter((r) => r.trim() !== '');
}

/** The rows of `text` as Ink wraps it in a box `width` columns wide. */
function wrapped(text: string, width: number): string[] {
  const ui = render(
    <Box width={width}>
      <Text wrap="wrap">{text}</Text>
    </Box>,
  );
  const rows = textRows(ui.lastFrame());
  cleanup();
  return rows;
}

describe('texts Ink wraps itself start no row with a space', () => {
  it.each([
    // The centre's lines when nothing is to beat, and before a round (Just Hatched, Henhouse).
    ['Nothing to beat: Nugget leads a new Run.', 23],
    ['Nothing to beat: Pip leads a new trick.', 26],
    ['Before the round: the Good Egg gives the Bad Egg a card (OC), who gives one back.', 28],
    ['Before the round: the Good Egg gives the Bad Egg a card (GC), who gives one back.', 36],
    // The round's panels (Just Hatched's next exchange, Henhouse's scoring note) at 80 columns.
    ['Next: Pip gives their best card (never Big Red) to Marigold, who gives any other card back. Pip leads.', 76],
    ['The first out scores 0. Others: place points + 1 per vermin; the last also 1 per card left, wilds included.', 76],
    // A Clutch choice in the log, two spaces before its mark.
    ['take 10♠: −100, then SPADES: no Queen, nothing gained → 399, then YOU LOSE  ✗', 74],
    ['take 4♦: −4, then DIAMONDS: +100 → 1077, then YOU LOSE  ✗', 54],
  ])('%s (%i columns)', (text, width) => {
    const rows = wrapped(text, width);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).not.toMatch(/^ /);
    for (const row of rows) expect(stringWidth(row)).toBeLessThanOrEqual(width);
    // Nothing else is lost: the words are the same, in the same order.
    expect(rows.join(' ').split(/ +/)).toEqual(text.split(/ +/));
  });

  it('a line that starts with spaces keeps them: only rows a break begins are trimmed', () => {
    expect(wrapped('  indented: one two three four', 14)).toEqual(['  indented:', 'one two three', 'four']);
  });

  it('styled text: the row keeps its style, not the space', () => {
    const ui = render(
      <Box width={23}>
        <Text wrap="wrap" bold>
          Nugget laid Little Coop of 9s
        </Text>
      </Box>,
    );
    const rows = (ui.lastFrame() ?? '').split('\n');
    // eslint-disable-next-line no-control-regex -- the style's codes, if the frame has any, come first
    expect(rows[1]).toMatch(/^(\u001B\[[0-9;]*m)*of 9s/);
  });

  it.each([
    ['Nugget laid Little Coop of 9s', 23],
    ['Pip laid Two-of-a-Kind of 10s', 25],
    ["To beat: Marigold's single 7", 26],
  ])('the lay in the centre: its caption %s (%i columns)', (caption, width) => {
    const ui = render(<LayView faces={[]} caption={caption} width={width} fresh={false} />);
    const rows = textRows(ui.lastFrame()).map((r) => r.trimStart());
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.join(' ')).toBe(caption);
    // Each row centred on its own: no space it broke at pushes it right.
    for (const row of textRows(ui.lastFrame())) {
      const text = row.trimStart();
      expect(row.length - text.length, row).toBe(Math.floor((width - stringWidth(text)) / 2));
    }
  });

  it.each([
    ['Hint: Lead the Single green 9: it gets a low card out of the way.', 60],
    ['Hint: Two-of-a-Kind of 10s beats the Two-of-a-Kind of 8s and keeps your Chickens for later.', 60],
    ['Hint: Two-of-a-Kind of 10s beats the Two-of-a-Kind of 8s and keeps your Chickens for later.', 80],
  ])("the teaching panel's hint %s (%i columns)", (hint, width) => {
    const ui = render(
      <Box width={width}>
        <TeachPanel
          hint={{ reason: hint.slice('Hint: '.length), enter: 'lays the marked cards' }}
          stuck={null}
          lesson={null}
          more={0}
          takeBacks={0}
          canTakeBack
          width={width}
          most={3}
        />
      </Box>,
    );
    const rows = textRows(ui.lastFrame());
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(row).not.toMatch(/^ /);
  });

  it.each([
    ['The Duck stands for', jhFace('O7'), 'D=O10', 3, 12, '← → or type it (O7), Enter lays, Esc back'],
    ['The Duck stands for', jhFace('O7'), 'D=O10', 9, 12, '← → or type it (O7), Enter lays, Esc back; "Last Egg!" armed'],
  ] as const)('the picker beside its card (60 columns), case %#', (label, face, notation, at, count, help) => {
    const ui = render(<Picker label={label} face={face} notation={notation} at={at} count={count} help={help} width={60} />);
    const frame = ui.lastFrame() ?? '';
    // Its words stand right of the arrow after the card, one column on.
    const from = frame
      .split('\n')
      .map((r) => r.indexOf('▸'))
      .find((i) => i >= 0) as number;
    const rows = textRows(frame, from + 2);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).not.toMatch(/^ /);
  });
});
