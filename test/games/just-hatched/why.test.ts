// The why key's sentences for a selection (rule JH 4's reasons, named for what was selected).
import { describe, expect, it } from 'vitest';
import { justHatchedGame as game, refusal } from '../../../src/games/just-hatched/index.js';
import { whyLine } from '../../../src/games/just-hatched/why.js';
import { lay, play, position } from './helpers.js';

/** Seat 0 laid B7 (or `centre`); seat 1 holds `hand` and is to act. */
function viewOn(hand: string, centre = 'B7') {
  const start = position({ players: 4, hands: [[...centre.split(' '), 'G1'], hand.split(' '), ['G2'], ['G3']] });
  return game.playerView(play(start, [0, lay(centre)]), 1);
}

describe('whyLine for a selection', () => {
  it('a lone Duck names the Egg it would stand for, and the others it may', () => {
    const view = viewOn('D G5');
    const line = whyLine(view, ['D']);
    // The lowest Egg above B7 comes first; the Duck may stand for every Egg from there up to the last 10.
    expect(line).toMatch(
      /^D: the Duck standing for (\w+) beats B7: D=\1 is higher than B7\. It may also stand for any of \d+ higher Eggs, up to \w10\.$/,
    );
    expect(line).not.toContain('some Egg');
  });

  it('a Duck with an Egg names the whole lay it makes', () => {
    const view = viewOn('D O9 G5', 'B7 B7');
    expect(whyLine(view, ['O9', 'D'])).toMatch(
      /^O9 D: with the Duck standing for (\w9), (O9 D=\1|D=\1 O9) beats B7 B7: \2 is higher than B7 B7\./,
    );
  });

  it('the selection is written in one order, the lay’s own, in both places', () => {
    const view = viewOn('B10 Y10 G5', 'O10 G10');
    const line = whyLine(view, ['B10', 'Y10']);
    const reversed = whyLine(view, ['Y10', 'B10']);
    expect(line).toBe(reversed);
    const [shown] = line.split(' does not beat ');
    expect(line).toBe(`${shown} does not beat O10 G10: ${shown} is lower than O10 G10.`);
  });
});

describe('the refusal of a lay with a bare Duck', () => {
  it('names the wrong size when the lay cannot answer the centre whatever the Duck stands for', () => {
    // A Two-of-a-Kind never answers a Single: that, not the Egg the Duck stands for, is why.
    const view = viewOn('D G10 G5', 'Y10');
    const why = refusal(view, { type: 'lay', cards: ['G10', 'D'] });
    expect(why).not.toBeNull();
    expect(why).not.toContain('high enough');
    expect(why).toBe(refusal(view, { type: 'lay', cards: ['G10', 'D=O10'] }));
  });

  it('still says no Egg is high enough when the size is right but every stand-in is too low', () => {
    const view = viewOn('D G5', 'Y10 Y10');
    expect(refusal(view, { type: 'lay', cards: ['G5', 'D'] })).toBe('No Egg the Duck could stand for makes this lay high enough.');
  });
});
