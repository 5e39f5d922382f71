// `play` on a real pseudo-terminal (util-linux `script`): the first frame it draws is the table
// itself, not a line saying the table opens (which Ink would follow with the table only once its
// frame rate allowed), and the table then plays and leaves as ever, having loaded the engine of
// its own game alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BIN, requireBuild } from './run-bin.js';
import { bundledSources, TRACER } from './trace.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'big-chicken-first-frame-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `play` wrote up to the table's header, everything it wrote until it left (after `q`, `y`), and its status. */
function playAndLeave(traceFile: string): Promise<{ before: string; all: string; status: number | null }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BIG_CHICKEN_HOME: dir,
    TERM: 'xterm-256color',
    LANG: 'C.UTF-8',
    FORCE_COLOR: '0',
    BIG_CHICKEN_TRACE_LOADS: traceFile,
  };
  delete env.CI;
  const command = `stty cols 100 rows 40; "${process.execPath}" --import "${TRACER}" "${BIN}" play --players 4 --seed 7 --speed slow`;
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qefc', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    let all = '';
    let before: string | null = null;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no table and exit within 20 s: ${all.slice(-300)}`));
    }, 20_000);
    // `q` once the table reads the keyboard (from the first frame's effects on: again each second
    // until it asks), then `y` to the question.
    let quit: NodeJS.Timeout | undefined;
    let asked = false;
    child.stdout.on('data', (chunk: Buffer) => {
      all += chunk.toString();
      if (before === null && all.includes('seed 7')) {
        before = all.slice(0, all.indexOf('seed 7'));
        setTimeout(() => child.stdin.write('q'), 200);
        quit = setInterval(() => child.stdin.write('q'), 1000);
      }
      if (!asked && all.includes('Leave the table?')) {
        asked = true;
        clearInterval(quit);
        child.stdin.write('y');
      }
    });
    child.on('exit', (status) => {
      clearTimeout(timer);
      clearInterval(quit);
      resolve({ before: before ?? '', all, status });
    });
  });
}

test('the first frame of `play` is the table, and only its own game is loaded', async () => {
  const trace = join(dir, 'loads.txt');
  const { before, all, status } = await playAndLeave(trace);
  expect(before).toContain('BIG CHICKEN');
  expect(all).not.toContain('Opening the table');
  // At --speed slow the first bot has not moved yet.
  expect(all).toContain('Nothing was played, so nothing was saved.');
  expect(status).toBe(0);
  const sources = bundledSources(trace);
  expect(sources).toContain('src/games/just-hatched/rules.ts');
  expect(sources).toContain('src/games/just-hatched/bot.ts');
  for (const other of ['henhouse', 'clutch']) {
    expect(sources).not.toContain(`src/games/${other}/rules.ts`);
    expect(sources).not.toContain(`src/games/${other}/module.ts`);
  }
});
