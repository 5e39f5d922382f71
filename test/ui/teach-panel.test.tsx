// The teaching panel under the table: a hint's sentence, then what Enter does with that hint.
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import TeachPanel from '../../src/ui/components/TeachPanel.js';

afterEach(() => cleanup());

const panel = (reason: string, enter: string) =>
  render(<TeachPanel hint={{ reason, enter }} stuck={null} lesson={null} more={0} takeBacks={0} canTakeBack width={100} />).lastFrame() ??
  '';

describe('the teaching panel', () => {
  it('says under a hint what Enter does with it: lays, clucks, gives back', () => {
    const cluck = panel('Cluck: you could beat the Single blue Chicken, but only with cards worth more later in the round.', 'clucks');
    expect(cluck).toContain('Enter clucks, Esc puts the hint away.');
    expect(cluck).not.toContain('marked');
    expect(
      panel('Give back G9: of the cards you may return, it is the one your hand can best spare this round.', 'gives back the marked card'),
    ).toContain('Enter gives back the marked card, Esc puts the hint away.');
    expect(panel('Two-of-a-Kind of 10s beats the Two-of-a-Kind of 8s.', 'lays the marked cards')).toContain(
      'Enter lays the marked cards, Esc puts the hint away.',
    );
  });

  it('says nothing of Enter while the hint is worked out', () => {
    const frame =
      render(<TeachPanel hint="thinking" stuck={null} lesson={null} more={0} takeBacks={0} canTakeBack width={100} />).lastFrame() ?? '';
    expect(frame).toContain('Hint: thinking…');
    expect(frame).not.toContain('Enter');
  });

  const keysLine = (width: number, canTakeBack: boolean, more = 7, takeBacks = 1) =>
    (
      render(
        <TeachPanel hint={null} stuck={null} lesson={null} more={more} takeBacks={takeBacks} canTakeBack={canTakeBack} width={width} />,
      ).lastFrame() ?? ''
    ).split('\n')[0] ?? '';

  it('offers the take-back only in the rounds it works', () => {
    expect(keysLine(100, true)).toBe(
      'Teaching table: h hint   u take back your last move   t score sheet   1 taken back   7 more to learn',
    );
    expect(keysLine(100, false)).toBe('Teaching table: h hint   t score sheet   1 taken back   7 more to learn');
    expect(keysLine(100, false)).not.toContain('u ');
  });

  it('says its keys more shortly on a narrow screen instead of cutting a word', () => {
    for (const width of [80, 60, 40]) {
      const line = keysLine(width, true);
      expect(line.length).toBeLessThanOrEqual(width);
      expect(line).not.toContain('…');
      expect(line.startsWith('Teaching table: h hint') || line.startsWith('h hint')).toBe(true);
    }
    expect(keysLine(80, true)).toContain('u take back');
    expect(keysLine(60, true)).toBe('h hint   u take back   t scores   1 taken back   7 to learn');
  });
});
