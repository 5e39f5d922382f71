import { describe, expect, it } from 'vitest';
import { boxLines, compactFit, seatRows, seatWidth } from '../../src/ui/components/table/SeatBox.js';
import { ringLayout, shareOut } from '../../src/ui/components/table/TableRing.js';
import { verminTaken } from '../../src/games/henhouse/ui/seats.js';
import { THINKING, type SeatView } from '../../src/ui/components/table/seat.js';

function seat(facts: string[], tags: string[], bot: string | null = 'normal'): SeatView {
  return { name: 'Clover', bot, facts, tags, next: true, dim: false };
}

describe("a seat's lines where its states do not all fit", () => {
  it('keeps a compact name whole on its line where its facts then fit before the states', () => {
    const henrietta = { ...seat(['14c', '14p'], ['passed']), name: 'Henrietta' };
    // "▶ Henrietta 14c 14p" is 19 columns: at 18 the name had been cut ("▶ Henriet… 14c 14p").
    expect(compactFit(henrietta, 18, '▶', '·')).toEqual(['▶ Henrietta', '14c 14p · passed']);
    expect(compactFit(henrietta, 30, '▶', '·')).toEqual(['▶ Henrietta 14c 14p', 'passed · normal']);
    // The level gives way first; where the facts and states still take more than the line, the
    // name is cut as before, rather than the seat taking another line.
    expect(compactFit({ ...henrietta, tags: ['passed', 'skunk ×2'] }, 18, '▶', '·')).toEqual(['▶ Henriet… 14c 14p', 'passed · skunk ×2']);
  });

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

  it("counts a Henhouse seat's vermin of one kind once, with how many", () => {
    expect(verminTaken(['skunk', 'skunk', 'snake'])).toBe('skunk ×2, snake');
    expect(verminTaken(['fox', 'skunk', 'fox'])).toBe('fox ×2, skunk');
    expect(verminTaken([])).toBe('');
  });
});

describe('a state wider than its seat', () => {
  const catchable = 'Last Egg not said! (x catches)';

  it('breaks between its words onto the next line, in a box and on a compact seat, never cut', () => {
    expect(boxLines(seat(['1 card', '0 pts'], [catchable]), 24, '·').tags).toEqual(['Last Egg not said! (x', 'catches)']);
    expect(boxLines(seat(['1 card', '0 pts'], [catchable, 'Bad Egg']), 24, '·').tags).toEqual([
      'Last Egg not said! (x',
      'catches) · Bad Egg',
    ]);
    expect(compactFit(seat(['1c', '0p'], [catchable]), 18, '▶', '·')).toEqual(['▶ Clover 1c 0p', 'Last Egg not said!', '(x catches)']);
  });

  it('leaves no empty columns in a box whose states go on another line', () => {
    const passed = { ...seat(['12 cards', '0 pts'], ['no wilds', 'skunk', 'passed'], 'easy'), name: 'Pip', next: false };
    // All on one line it would want 29 columns; within a cap of 28 its lines take 20.
    expect(seatWidth(passed, false)).toBe(29);
    expect(seatWidth(passed, false, 28)).toBe(20);
    expect(boxLines(passed, 20 - 4, '·')).toEqual({ facts: '12 cards · 0 pts', up: '', tags: ['no wilds · skunk', 'passed'] });
    // A seat that fits keeps its width.
    expect(seatWidth({ ...passed, tags: ['*C *E'] }, false, 28)).toBe(20);
  });
});

describe("the top row's columns", () => {
  it('go to the seats that need them: a short seat leaves its spare columns to a long name', () => {
    // Three seats at 60 columns: 50 between the corners and the arrows.
    expect(shareOut([17, 12, 14], 50)).toEqual([17, 12, 14]);
    expect(shareOut([20, 12, 22], 50)).toEqual([19, 12, 19]);
    expect(shareOut([20, 20, 20], 50)).toEqual([16, 16, 16]);
  });

  it("keep Henrietta's whole name beside two short ones at 60 columns", () => {
    const named = ['Ada', 'Pip', 'Marigold', 'Nugget', 'Henrietta', 'Clover'].map((name) => ({
      ...seat(['10c', '10p'], []),
      name,
      next: false,
    }));
    const { places, topWidths } = ringLayout(named, 0, 60, true);
    const at = places.top.indexOf(4);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(compactFit(named[4]!, topWidths[at]!, '▶', '·')[0]).toBe('Henrietta 10c 10p');
  });
});
