import { describe, expect, it } from 'vitest';
import { boxLines, compactFit, seatRows } from '../../src/ui/components/table/SeatBox.js';
import { verminTaken } from '../../src/games/henhouse/ui/seats.js';
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
      tags: ['skunk fox · passed'],
    });
    // A box with room keeps its states under its facts.
    expect(boxLines(seat(['5 cards', '0 pts'], ['*C *E', 'skunk fox', 'passed']), 26, '·')).toEqual({
      facts: '5 cards · 0 pts',
      up: '',
      tags: ['*C *E · skunk fox · passed'],
    });
  });

  it('leaves "thinking…" out of a box only where moving states up is not enough', () => {
    expect(boxLines(seat(['5 cards', '0 pts'], ['*C *E', 'skunk fox', THINKING]), 24, '·')).toEqual({
      facts: '5 cards · 0 pts',
      up: '*C *E',
      tags: [`skunk fox · ${THINKING}`],
    });
    expect(boxLines(seat(['5 cards', '0 pts'], ['*C *E', 'skunk fox', THINKING, 'passed']), 24, '·')).toEqual({
      facts: '5 cards · 0 pts',
      up: '*C *E',
      tags: ['skunk fox · passed'],
    });
  });

  it('wraps states a box cannot hold on one line onto a second, each whole, and counts the row', () => {
    const out = seat(['0 cards', '7 pts'], ['skunk ×2 snake', 'out first']);
    expect(boxLines(out, 24, '·')).toEqual({ facts: '0 cards · 7 pts', up: '', tags: ['skunk ×2 snake', 'out first'] });
    expect(seatRows(out, 28, false)).toBe(5);
    expect(seatRows(out, 30, false)).toBe(4);
  });

  it('gives a compact seat a third line where its states need it, each whole', () => {
    const out = seat(['0c', '7p'], ['skunk ×2 snake', 'out first']);
    expect(compactFit(out, 18, '▶', '·')).toEqual(['▶ Clover 0c 7p', 'skunk ×2 snake', 'out first']);
    expect(seatRows(out, 18, true)).toBe(3);
    expect(seatRows(out, 40, true)).toBe(2);
  });

  it('counts a Henhouse seat\'s vermin of one kind once, with how many', () => {
    expect(verminTaken(['skunk', 'skunk', 'snake'])).toBe('skunk ×2 snake');
    expect(verminTaken(['fox', 'skunk', 'fox'])).toBe('fox ×2 skunk');
    expect(verminTaken([])).toBe('');
  });
});
