// What only a real process shows of `sim`: worker threads, Ctrl-C and the files it loads. The
// command itself is tested in process in test/commands/sim.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { BIN, PLAIN_ENV, requireBuild, runBin } from './run-bin.js';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

describe('big-chicken sim (built program, no terminal)', () => {
  beforeAll(requireBuild);

  it('--workers: the same figures, byte for byte but the timings, on 1, 2 or 3 threads, hard bots included', () => {
    const figures = (workers: string, game: string, bots: string, ...more: string[]) => {
      const r = runBin(
        ['sim', game, '-p', '4', '--seed', '11', '--bots', bots, '--think-playouts', '8', '--json', '--workers', workers, ...more],
        PLAIN_ENV,
        [],
        // Hard bots' sims take seconds each, far more on a loaded machine: the test's own limit rules.
        170_000,
      );
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
      const o = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(o.seconds).toBeGreaterThan(0);
      delete o.seconds;
      delete o.gamesPerSecond;
      return JSON.stringify(o);
    };
    for (const [game, bots, ...more] of [
      ['just-hatched', 'hard,normal,easy,random', '-g', '12'],
      ['henhouse', 'easy,hard,normal,normal', '-g', '2', '--rotate'],
    ]) {
      const one = figures('1', game!, bots!, ...more);
      expect(figures('2', game!, bots!, ...more)).toBe(one);
      expect(figures('3', game!, bots!, ...more)).toBe(one);
    }
  }, 180_000);

  it('Ctrl-C stops a sim on worker threads at once, as it stops one in process: nothing printed, no thread left', async () => {
    for (const workers of ['1', '2']) {
      const child = spawn(
        process.execPath,
        [BIN, 'sim', 'just-hatched', '-g', '1000000', '--bots', 'easy', '--json', '--workers', workers],
        {
          env: PLAIN_ENV,
        },
      );
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const started = performance.now();
      child.kill('SIGINT');
      const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])));
      expect(signal).toBe('SIGINT');
      expect(code).toBeNull();
      expect(out).toBe('');
      // At once: well before the million games could end.
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });

  it("keeps its young generation at a sim's size when it plays in the program's own process", () => {
    // V8 grows a semi-space up to 16 MiB; a sim's are held at 4 MiB (src/commands/sim/young.ts),
    // which took a 10,000-game sim's peak from about 110 MB to under 94 MiB. Unheld, 2,000 games
    // in one process reach 16 MiB of young generation (two semi-spaces of 8 MiB).
    const dir = mkdtempSync(join(tmpdir(), 'big-chicken-sim-young-'));
    try {
      const file = join(dir, 'young.txt');
      const env = { ...PLAIN_ENV, NODE_OPTIONS: `--import=${fixture('young-generation.mjs')}`, BIG_CHICKEN_TEST_YOUNG_FILE: file };
      const r = runBin(['sim', 'just-hatched', '-g', '3000', '--bots', 'easy', '--json', '--workers', '1'], env, [], 120_000);
      expect(r.status).toBe(0);
      const sizes = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' '));
      expect(sizes.map(([role]) => role)).toEqual(['main']);
      for (const [, size] of sizes) expect(Number(size)).toBeLessThanOrEqual(2 * 4 * 1024 * 1024);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('never loads Ink or React', () => {
    // The module-load tracer of the other CLI tests lists every file the process loads.
    const tracer = fileURLToPath(new URL('./fixtures/trace-loads.mjs', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'big-chicken-sim-loads-'));
    try {
      const file = join(dir, 'loads.txt');
      const r = runBin(['sim', 'just-hatched', '-g', '2'], { ...PLAIN_ENV, BIG_CHICKEN_TRACE_LOADS: file }, ['--import', tracer]);
      expect(r.status).toBe(0);
      const files = readFileSync(file, 'utf8')
        .split('\n')
        .filter((url) => url.startsWith('file:'))
        .map((url) => fileURLToPath(url));
      expect(files.length).toBeGreaterThan(0);
      const drawing = files.filter((f) => /react\.transitional\.element|isRawModeSupported/.test(readFileSync(f, 'utf8')));
      expect(drawing).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
