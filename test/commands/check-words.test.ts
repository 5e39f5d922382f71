// How `check` words its answers: the verdict's label (yes, no, why) in small letters and what
// follows it as a sentence, alike in every game; and a lay's refusal names what is wrong with it.
import { describe, expect, it } from 'vitest';
import { runCheck } from './run-check.js';

describe('check answers, label and sentence', () => {
  it.each([
    ['just-hatched', 'O7', { on: 'G9', why: true }],
    ['just-hatched', 'O7 Y8', { why: true }],
    ['just-hatched', undefined, { hand: 'O7', on: 'RC', why: true }],
    ['just-hatched', undefined, { hand: 'O7 Y7', on: 'G9' }],
    ['just-hatched', undefined, { hand: 'O7 Y7 B8', on: 'G7' }],
    ['henhouse', undefined, { hand: 'BC3', on: 'WE4 WE5 WE6', why: true }],
    ['henhouse', 'BC3 BC4', { on: 'WE4 WE5', why: true }],
    ['clutch', undefined, { spread: '3H 7S QD', take: '7S', chickens: '5', why: true }],
  ])('%s %s %o: every label is followed by a capital, a card or a number', (game, lay, opts) => {
    const r = runCheck(game, lay, opts);
    const labelled = r.stdout.split('\n').filter((line) => /^(yes|no|why): /.test(line));
    expect(labelled.length).toBeGreaterThan(0);
    for (const line of labelled) {
      expect(line).toMatch(/^(yes|no|why): [^a-z]/);
    }
  });

  it('a hand with nothing to lay says so as the others do', () => {
    expect(runCheck('just-hatched', undefined, { hand: 'O7', on: 'RC' }).stdout).toBe(
      'no: Nothing from O7 beats RC; the only answer is to cluck.\n',
    );
  });
});

describe('check just-hatched with two Ducks', () => {
  // Rule JH 5: a lay holds at most one Duck. That, not the Egg the bare Duck leaves unsaid, is
  // what is wrong with D D=O7: naming the second Duck's Egg would not make it a lay.
  it('D D=O7: says a lay holds one Duck, not to say which Egg the Duck stands for', () => {
    const r = runCheck('just-hatched', 'D D=O7', {});
    expect(r.exit).toBe(1);
    expect(r.stdout).toBe('no: D=O7 D is not a legal lay.\nOnly one Duck may be in a lay, and this one holds two.\n');
  });

  it('the same with --on and with --seat', () => {
    expect(runCheck('just-hatched', 'D D=O7', { on: 'G7' }).stdout).toContain('Only one Duck may be in a lay');
    const turn = runCheck('just-hatched', 'D D=O7', { players: 4, seat: 1 });
    expect(turn.exit).toBe(1);
    expect(turn.stdout).toBe('no: D D=O7 is not a legal lay.\nOnly one Duck may be in a lay, and this one holds two.\n');
  });
});

describe('check just-hatched --seat with a Duck', () => {
  it('says the Duck flips play, and from which way to which', () => {
    // Rule JH 5: seat 2 of 4 going Counter-Cluckwise lays a Duck: play flips to Cluckwise, seat 3 next.
    const r = runCheck('just-hatched', 'D=O7', { players: 4, seat: 2, direction: 'counter' });
    expect(r.stdout).toBe(
      'seat 2 lays D=O7 (Single Duck as orange 7): the Duck flips play from\n  Counter-Cluckwise to Cluckwise; seat 3 plays next.\n',
    );
  });
});
