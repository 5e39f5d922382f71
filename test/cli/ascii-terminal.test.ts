// A terminal in an ASCII locale (LANG=C) gets nothing but ASCII from the table: every sign some
// text carries (an ellipsis in "Pip to play…", arrows in key hints) is spelt out on the way out.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, requireBuild } from './run-bin.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'big-chicken-ascii-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a table in an ASCII locale', () => {
  test('`play` writes only ASCII while the bots play, and leaves with q y', () => {
    const log = join(dir, 'play.log');
    const env: NodeJS.ProcessEnv = { ...process.env, LANG: 'C', LC_ALL: 'C', TERM: 'xterm', BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' };
    delete env.CI;
    delete env.CONTINUOUS_INTEGRATION;
    // On a real pseudo-terminal (util-linux `script`); the keys come after the bots have played a while.
    const play = `"${process.execPath}" "${BIN}" play --players 4 --seed 3 --speed fast`;
    const r = spawnSync('sh', ['-c', `(sleep 4; printf q; sleep 1; printf y; sleep 1) | script -qefc '${play}' '${log}'`], {
      env,
      timeout: 30_000,
      stdio: 'ignore',
    });
    expect(r.status).toBe(0);
    const text = readFileSync(log, 'utf8');
    expect(text).toMatch(/to play\.\.\./);
    expect(text).toMatch(/Your game is saved/);
    expect([...new Set([...text].filter((c) => (c.codePointAt(0) ?? 0) > 127))]).toEqual([]);
  });
});
