// A closed or full output, as only a real process meets it. What is quoted back and the sim
// progress bar are tested in process in test/commands/output.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, outputLines, PLAIN_ENV, requireBuild } from './run-bin.js';

beforeAll(requireBuild);

const home = mkdtempSync(join(tmpdir(), 'big-chicken-output-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const ENV = { ...PLAIN_ENV, BIG_CHICKEN_HOME: home };

/** Runs a shell line with the program as $BC; pipefail, so the program's own status is seen. */
function shell(line: string) {
  const r = spawnSync('bash', ['-c', `set -o pipefail; BC='"${process.execPath}" "${BIN}"'; ${line}`], {
    env: ENV,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a closed or full output', () => {
  it('`check --help | head -3` ends quietly every time (the reader closes the pipe early)', () => {
    for (let i = 0; i < 8; i++) {
      const r = shell(`eval "$BC check --help" | head -3`);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(outputLines(r.stdout)).toHaveLength(3);
    }
  });

  it.each([['sim clutch --games 300'], ['scores'], ['--help'], ['--version'], ['rules henhouse']])('`%s | true` ends quietly', (args) => {
    const r = shell(`eval "$BC ${args}" | true`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('a usage error with stdout on a full disk is still its one line, exit 2', () => {
    for (const args of ['rules clutch nosuchtopic', 'rules nosuchgame']) {
      const r = shell(`eval "$BC ${args}" > /dev/full`);
      expect(r.status).toBe(2);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^big-chicken: no (topic|game|such)|^big-chicken: unknown game/);
    }
  });

  it.each([
    ['rules'],
    ['rules just-hatched'],
    ['--help'],
    ['--version'],
    ['-V'],
    ['check --help'],
    ['scores'],
    ['sim clutch --games 5'],
    ['check just-hatched "O7 Y7" --on "B7 G7"'],
  ])('`%s > /dev/full` says so in one line and exits 1', (args) => {
    const r = shell(`eval "$BC ${args.replace(/"/g, '\\"')}" > /dev/full`);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('big-chicken: could not write the output: no space left on the device\n');
  });
});
