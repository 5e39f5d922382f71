// The program builds only the command named on the command line (what parsing it needs): the
// same answers as the whole program for that command's words, its help and its mistakes.
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/program.js';
import { runMain } from './run-main.js';

const ALL = buildProgram().commands.map((c) => c.name());

describe('buildProgram(name)', () => {
  it('builds that command alone, or every command for a word that names none', () => {
    expect(buildProgram('play').commands.map((c) => c.name())).toEqual(['play']);
    expect(buildProgram('clutch').commands.map((c) => c.name())).toEqual(['clutch']);
    expect(buildProgram('check').commands.map((c) => c.name())).toEqual(['check']);
    for (const word of ['pla', 'help', '--help', '-V', undefined]) {
      expect(buildProgram(word).commands.map((c) => c.name())).toEqual(ALL);
    }
  });

  it.each([
    ['play', '--help'],
    ['play', '--bogus'],
    ['play', 'nope'],
    ['clutch', '--help'],
    ['check', 'just-hatched', 'O7', '--on', 'G9'],
    ['check', '--bogus'],
    ['rules', 'just-hatched', 'scoring', '--width', '60'],
    ['sim', '--help'],
  ])('%s %s …: the same output and status as the whole program', async (...args) => {
    const whole = await runMain(args);
    const alone = await runMain(args, {}, buildProgram(args[0]));
    expect(alone).toEqual(whole);
  });
});
