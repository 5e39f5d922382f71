// DEV=true asks Ink to connect to React DevTools. The bundle carries no DevTools: the table is
// drawn as usual, and none of the DevTools code (react-devtools-core, ws) is in dist/.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, requireBuild } from '../cli/run-bin.js';

beforeAll(requireBuild);
const dir = mkdtempSync(join(tmpdir(), 'big-chicken-devtools-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('DEV=true', () => {
  it('plays: the table is drawn, and the game is left with its keys', async () => {
    const log = join(dir, 'play.log');
    const env: NodeJS.ProcessEnv = { ...process.env, DEV: 'true', TERM: 'xterm-256color', BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' };
    delete env.CI;
    const child = spawn('script', ['-qefc', `stty cols 100 rows 40; "${process.execPath}" "${BIN}" play --players 4 --seed 3`, log], {
      env,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    writeFileSync(log, '');
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const shown = async (text: string) => {
      for (let waited = 0; waited < 15_000; waited += 50) {
        if (readFileSync(log, 'utf8').includes(text)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`not shown within 15 s: ${text}`);
    };
    try {
      await shown('seed 3');
      child.stdin.write('q');
      await shown('Leave the table?');
      child.stdin.write('y');
      expect(await exited).toBe(0);
    } finally {
      child.kill();
    }
    const text = readFileSync(log, 'utf8');
    expect(text).not.toContain('is not a function');
    expect(text).not.toContain('DevTools');
    expect(text).toContain('Leave the table?');
    expect(text).toContain('Nothing was played, so nothing was saved.');
  });

  it('has no DevTools code in the bundle', () => {
    const files = readdirSync(join(ROOT, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    for (const f of files) {
      const text = readFileSync(join(ROOT, 'dist', f), 'utf8');
      expect(text, f).not.toContain('connectToDevTools');
      expect(text, f).not.toContain('npx react-devtools');
    }
  });
});
