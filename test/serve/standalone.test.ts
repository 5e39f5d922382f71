import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild, ROOT } from '../cli/run-bin.js';
import { openScreen, serveEnv, sshExec, tempHome } from './harness.js';

// The package ships bin/ and dist/ only: every library is in the bundle. ssh2's optional native
// parts are absent there, and it must serve with its pure-JS crypto, hard bots in their worker.
describe('serve from the built files alone', () => {
  it('starts, answers and plays with no node_modules anywhere above it', async () => {
    requireBuild();
    const dir = mkdtempSync(join(tmpdir(), 'bc-standalone-'));
    for (const part of ['bin', 'dist', 'package.json']) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
    expect(existsSync(join(dir, 'node_modules'))).toBe(false);
    const child = spawn(process.execPath, [join(dir, 'bin/big-chicken.js'), 'serve', '--port', '0'], {
      cwd: dir,
      env: serveEnv(tempHome()),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    try {
      for (let i = 0; i < 200 && !/listening on 127\.0\.0\.1:\d+/.test(out); i++) await new Promise((r) => setTimeout(r, 50));
      const port = Number(/listening on 127\.0\.0\.1:(\d+)/.exec(out)?.[1]);
      expect(port).toBeGreaterThan(0);
      const r = await sshExec(port, 'ada', 'check just-hatched "O7 Y7" --on "B7 G7"');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^yes: /);
      const s = await openScreen(port, 'ada', 'new henhouse --players 3 --bots hard --speed fast');
      await s.waitFor(/code: [A-Z]+/);
      await new Promise((r2) => setTimeout(r2, 150));
      s.keys('s');
      await s.waitFor(/Henhouse/);
      s.close();
      expect(out).not.toMatch(/no bot worker file|error:/);
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});
