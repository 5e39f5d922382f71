// The questions `check` answers beyond one lay: what a hand may lay, what a round scores, who
// plays next. Each case says the rule or the arithmetic it rests on.
import { describe, expect, it } from 'vitest';
import { checkJson, runCheck } from './run-check.js';

describe('check just-hatched --hand', () => {
  it('lists the Singles that beat G7: Y7 and O7 (7s of higher colours), B8 (a higher number)', () => {
    // Rule JH 3: the number first, then the colour (blue < green < yellow < orange).
    const r = runCheck('just-hatched', undefined, { hand: 'O7 Y7 B8', on: 'G7' });
    expect(r.exit).toBe(0);
    expect(r.stdout).toBe('yes: 3 lays from O7 Y7 B8 beat G7.\nSingle (3): Y7, O7, B8\n');
  });

  it('writes a Duck out as the Egg it stands for, once per distinct lay, and groups by kind, strongest last', () => {
    // Rule JH 5: a Duck joins Eggs of one number as any Egg of that number; on a Pair of 7s
    // (Y7 G7) only Pairs go (rule JH 4), and each must be higher card by card.
    const r = checkJson('just-hatched', undefined, { hand: 'O7 Y7 B8 D', on: 'Y7 G7' });
    expect(r.exit).toBe(0);
    const groups = r.json?.groups as { kind: string; count: number; lays: string[] }[];
    expect(groups.map((g) => g.kind)).toEqual(['Two-of-a-Kind']);
    expect(groups[0]?.lays).toContain('D=O8 B8');
    expect(groups[0]?.lays).toContain('O7 Y7');
    expect(groups[0]?.lays).not.toContain('Y7 D=B7'); // Y7 B7 is lower than Y7 G7
    // Strongest last: the best Pair is the 8s with the orange Duck.
    expect(groups[0]?.lays.at(-1)).toBe('D=O8 B8');
    expect(r.json?.count).toBe(groups[0]?.count);
  });

  it('leads: every lay of the hand, Singles first and the Pair after', () => {
    const r = runCheck('just-hatched', undefined, { hand: 'O7 Y7 RC' });
    expect(r.exit).toBe(0);
    expect(r.stdout).toBe('yes: 4 lays from O7 Y7 RC may lead.\nSingle (3): Y7, O7, RC\nTwo-of-a-Kind (1): O7 Y7\n');
  });

  it('exit 1 when the only answer is to Cluck, and --why says why the nearest try fails', () => {
    // B8 is the hand's best Single and G9 is a higher number (rule JH 3).
    const r = checkJson('just-hatched', undefined, { hand: 'O7 Y7 B8', on: 'G9', why: true });
    expect(r.exit).toBe(1);
    expect(r.json).toEqual({
      version: 1,
      hand: 'O7 Y7 B8',
      on: 'G9',
      count: 0,
      cluck: true,
      groups: [],
      why: 'B8 is the nearest try, and it does not do: B8 is lower than G9.',
    });
  });

  it('a Coop on --on leaves only a higher Coop or Big Red alone (rule JH 4)', () => {
    const r = checkJson('just-hatched', undefined, { hand: 'RC O10 Y10 G10 B10', on: 'O9 Y9 G9 B9' });
    const lays = (r.json?.groups as { lays: string[] }[]).flatMap((g) => g.lays);
    expect(lays).toEqual(['RC', 'O10 Y10 G10 B10']);
  });

  it('a position the deck cannot hold is exit 2, counted across hand and --on', () => {
    // The 3-player deck has Eggs 8–10 only.
    expect(runCheck('just-hatched', undefined, { hand: 'O7', on: 'G8', players: 3 }).exit).toBe(2);
    expect(runCheck('just-hatched', undefined, { hand: 'RC', on: 'RC' }).error).toMatch(/cannot happen/);
    expect(runCheck('just-hatched', undefined, { hand: 'D=O7' }).exit).toBe(2);
    expect(runCheck('just-hatched', 'O7', { hand: 'O7' }).exit).toBe(2);
  });

  it('two Ducks can never be one lay: --on "D=Y9 D=G9" is exit 2, not "does not beat"', () => {
    // Rule JH 5: at most one Duck in a lay, so no one laid that.
    const r = runCheck('just-hatched', 'O9', { on: 'D=Y9 D=G9' });
    expect(r.exit).toBe(2);
    expect(r.error).toBe('this position cannot happen: --on holds two Ducks, and a lay holds at most one');
  });
});

describe('check henhouse --hand', () => {
  it('lists the plays on a run of 3, with a wild written as what it stands for', () => {
    // A run goes on a run of as many cards that is higher: a higher top, or the same top and
    // suited over unsuited. So the wild chicken makes 4-5-6 in either colour, or the suited
    // 3-4-5 as BC3 (a white 3 would leave it unsuited, only equal to the pile's).
    const r = checkJson('henhouse', undefined, { hand: 'BC4 BC5 *C', on: 'WE3 WE4 BE5' });
    expect(r.exit).toBe(0);
    const lays = (r.json?.groups as { kind: string; lays: string[] }[]).flatMap((g) => g.lays.map((l) => `${g.kind}: ${l}`));
    expect(lays).toEqual(['Run of 3: *C=BC3 BC4 BC5', 'Run of 3: BC4 BC5 *C=BC6', 'Run of 3: BC4 BC5 *C=WC6']);
  });

  it('--vermin adds that vermin’s plays: the skunk lets a lower run of as many cards go under', () => {
    // Ruling HH 5: with the skunk, a lower combination of the same kind and size.
    const r = checkJson('henhouse', undefined, { hand: 'BC2 BC3 BC4', on: 'WE4 WE5 WE6', vermin: 'skunk' });
    expect(r.exit).toBe(0);
    expect(r.json?.vermin).toBe('skunk');
    const groups = r.json?.groups as { kind: string; lays: string[] }[];
    expect(groups).toEqual([{ kind: 'With the skunk', count: 1, lays: ['skunk: BC2 BC3 BC4'] }]);
  });

  it('exit 1 with pass when nothing goes on', () => {
    const r = checkJson('henhouse', undefined, { hand: 'BC3 BC2', on: 'WE8' });
    expect(r.exit).toBe(1);
    expect(r.json?.pass).toBe(true);
  });

  it('a hand holding two of one wild, or a card the deck lacks, is exit 2', () => {
    expect(runCheck('henhouse', undefined, { hand: '*C *C' }).exit).toBe(2);
    // The 3-player deck goes up to 7.
    expect(runCheck('henhouse', undefined, { hand: 'BC8', players: 3 }).exit).toBe(2);
    expect(runCheck('henhouse', undefined, { hand: 'BC9', on: 'BC9' }).exit).toBe(2);
  });
});
