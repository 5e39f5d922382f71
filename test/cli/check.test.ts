// The exit statuses of `check` as a real process ends with them; what it answers is tested in
// process, through the same program, in test/commands/check-cli.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { columns } from '../../src/platform/text/index.js';
import { outputLines, requireBuild, runBin } from './run-bin.js';

beforeAll(requireBuild);

describe('big-chicken check (built program, no terminal)', () => {
  it('exit 0 and a yes for a lay that beats', () => {
    const r = runBin(['check', 'just-hatched', 'O7 Y7', '--on', 'B7 G7']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const lines = outputLines(r.stdout);
    // The --on lay comes back in canonical order, highest card first.
    expect(lines[0]).toMatch(/^yes: O7 Y7 .*beats G7 B7/);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const l of lines) expect(columns(l)).toBeLessThanOrEqual(80);
  });

  it('exit 1 for an illegal lay', () => {
    const r = runBin(['check', 'henhouse', 'BC5 WE5']);
    expect(r.status).toBe(1);
    expect(outputLines(r.stdout)[0]).toMatch(/^no: BC5 WE5 is not a legal lay/);
  });

  it('exit 1 for a Duck standing for a Chicken, which is well written and against the rules, with --seat too', () => {
    for (const args of [
      ['check', 'just-hatched', 'D=RC', '--why'],
      ['check', 'just-hatched', 'D=RC', '--players', '4', '--seat', '1', '--why'],
    ]) {
      const r = runBin(args);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe('');
      expect(outputLines(r.stdout)[0]).toBe('no: D=RC is not a legal lay.');
      expect(r.stdout).toContain('A Duck never stands for a Chicken.');
      // --why quotes the rules paragraph on the Duck, with --seat too.
      expect(r.stdout.replace(/\s+/g, ' ')).toContain('why: A Duck is wild');
    }
  });

  it.each([
    ['an unknown card', ['check', 'just-hatched', 'X9']],
    ['an unknown option', ['check', 'henhouse', 'BC5', '--wild']],
    ['a position the deck cannot hold, with --json', ['check', 'henhouse', 'BC1 BC1', '--json']],
  ])('exit 2 with one line for %s', (_why, args) => {
    const r = runBin(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = outputLines(r.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^big-chicken: \S/);
  });
});
