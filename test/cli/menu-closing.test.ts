// The start menu on a real pseudo-terminal (util-linux `script`): a saved game resumed from it and
// left before any new move is still saved, and the closing line says so.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { BIN, requireBuild } from './run-bin.js';
import { homeWithSave } from './saved-home.js';

beforeAll(requireBuild);

/** Runs `big-chicken` (the menu) on a terminal with the store in `dir`, typing each key once it has drawn `when` after the last key; all it wrote and its status. */
function onMenu(dir: string, keys: readonly { when: string; key: string }[]): Promise<{ all: string; status: number | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, BIG_CHICKEN_HOME: dir, TERM: 'xterm-256color', LANG: 'C.UTF-8', FORCE_COLOR: '0' };
  delete env.CI;
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qefc', `stty cols 100 rows 40; "${process.execPath}" "${BIN}"`, '/dev/null'], {
      env,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let all = '';
    let next = 0;
    // Where the output after the last key typed starts: each key waits for a screen drawn after it.
    let from = 0;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the menu did not end within 20 s: ${all.slice(-300)}`));
    }, 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      all += chunk.toString();
      const step = keys[next];
      if (step && all.indexOf(step.when, from) >= 0) {
        next++;
        from = all.length;
        // Once the screen reads the keyboard (its effects run after the frame).
        setTimeout(() => child.stdin.write(step.key), 200);
      }
    });
    child.on('exit', (status) => {
      clearTimeout(timer);
      resolve({ all, status });
    });
  });
}

test('a game resumed from the menu and left at once is still saved, and the closing line says so', async () => {
  // A Just Hatched game of deal 5 with moves made, saved as line mode leaves it.
  const { dir, saved } = homeWithSave();
  const file = join(dir, 'saved-just-hatched.json');
  const { all, status } = await onMenu(dir, [
    { when: 'A game is waiting', key: 'r' },
    { when: '· Round', key: 'q' },
    { when: 'Leave the table?', key: 'y' },
  ]);
  expect(status).toBe(0);
  expect(all).toContain('Your game is saved. Bring it back with: big-chicken resume');
  expect(all).not.toContain('Nothing was played');
  expect(existsSync(file)).toBe(true);
  expect(JSON.parse(readFileSync(file, 'utf8')).game.steps.length).toBeGreaterThanOrEqual(JSON.parse(saved).game.steps.length);
});
