import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, requireBuild } from './run-bin.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'big-chicken-dumb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the program on a real pseudo-terminal (util-linux `script`) and returns every byte it wrote and its status. */
function onTerminal(args: string, term: string, timeout = 20_000): { bytes: string; status: number | null } {
  const log = join(dir, `${term}-${args.replace(/\W+/g, '-')}.log`);
  const env: NodeJS.ProcessEnv = { ...process.env, TERM: term, BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' };
  delete env.CI;
  const r = spawnSync('script', ['-qefc', `"${process.execPath}" "${BIN}" ${args}`, log], {
    env,
    encoding: 'utf8',
    timeout,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  return { bytes: readFileSync(log, 'utf8'), status: r.status };
}

describe('a terminal that cannot move the cursor (TERM=dumb)', () => {
  test.each(['play --players 4', 'clutch', 'resume', ''])('`big-chicken %s` sends no escape code and says why in one line', (args) => {
    const { bytes, status } = onTerminal(args, 'dumb');
    // `script` adds its own header and footer lines around what the program wrote.
    const written = bytes
      .split('\n')
      .filter((line) => !line.startsWith('Script '))
      .join('\n');
    expect(written).not.toContain('\u001b');
    if (args !== 'resume') {
      expect(written).toContain('(TERM=dumb) cannot draw the table');
      expect(status).toBe(1);
    }
  });

  test('the same command on an ordinary terminal draws the table (so the test above can fail)', () => {
    const { bytes } = onTerminal('play --players 4 --watch --speed max', 'xterm', 4_000);
    expect(bytes).toContain('\u001b');
  });
});
