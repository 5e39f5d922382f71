// The teaching panel under the table: a hint's sentence, then what Enter does with that hint.
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import TeachPanel from '../../src/ui/components/TeachPanel.js';

afterEach(() => cleanup());

const panel = (reason: string, enter: string) =>
  render(<TeachPanel hint={{ reason, enter }} stuck={null} lesson={null} more={0} takeBacks={0} />).lastFrame() ?? '';

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
    const frame = render(<TeachPanel hint="thinking" stuck={null} lesson={null} more={0} takeBacks={0} />).lastFrame() ?? '';
    expect(frame).toContain('Hint: thinking…');
    expect(frame).not.toContain('Enter');
  });
});
