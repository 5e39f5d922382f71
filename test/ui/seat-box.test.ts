import { describe, expect, it } from 'vitest';
import { boxLines, compactFit } from '../../src/ui/components/table/SeatBox.js';
import { THINKING, type SeatView } from '../../src/ui/components/table/seat.js';

function seat(facts: string[], tags: string[], bot: string | null = 'normal'): SeatView {
  return { name: 'Clover', bot, facts, tags, next: true, dim: false };
}

describe("a seat's lines where its states do not all fit", () => {
  it('keeps a compact seat\'s Egg whole: the level goes first, then "thinking…"', () => {
    const [, line2] = compactFit(seat(['11c', '14p'], [THINKING, 'Bad Egg']), 16, '▶', '·');
    expect(line2).toBe('Bad Egg');
    // With room, everything stays, the level last.
    expect(compactFit(seat(['11c', '14p'], [THINKING, 'Bad Egg']), 30, '▶', '·')[1]).toBe('thinking… · Bad Egg · normal');
  });

  it("moves a box's first states up beside its facts, as many as fit, before anything is cut", () => {
    expect(boxLines(seat(['5 cards', '0 pts'], ['*C *E', 'skunk fox', 'passed']), 24, '·')).toEqual({
      facts: '5 cards · 0 pts',
      up: '*C *E',
      tags: 'skunk fox · passed',
    });
    // A box with room keeps its states under its facts.
    expect(boxLines(seat(['5 cards', '0 pts'], ['*C *E', 'skunk fox', 'passed']), 26, '·')).toEqual({
      facts: '5 cards · 0 pts',
      up: '',
      tags: '*C *E · skunk fox · passed',
    });
  });

  it('leaves "thinking…" out of a box only where moving states up is not enough', () => {
    expect(boxLines(seat(['5 cards', '0 pts'], ['*C *E', 'skunk fox', THINKING]), 24, '·')).toEqual({
      facts: '5 cards · 0 pts',
      up: '*C *E',
      tags: `skunk fox · ${THINKING}`,
    });
    expect(boxLines(seat(['5 cards', '0 pts'], ['*C *E', 'skunk fox', THINKING, 'passed']), 24, '·')).toEqual({
      facts: '5 cards · 0 pts',
      up: '*C *E',
      tags: 'skunk fox · passed',
    });
  });
});
