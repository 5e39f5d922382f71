// What only a real process shows of `sim`: worker processes, Ctrl-C and the files it loads. The
// command itself is tested in process in test/commands/sim.test.ts.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { BIN, PLAIN_ENV, requireBuild, runBin } from './run-bin.js';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** The ids of the processes `pid` started that are still running (Linux: /proc). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Whether process `pid` still runs (one that ended but was not yet reaped does not). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Waits until `check` holds, looking every 50 ms, for at most `ms`; returns whether it held. */
async function eventually(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = performance.now() + ms; performance.now() < end; await new Promise((r) => setTimeout(r, 50))) if (check()) return true;
  return check();
}

const LINUX = existsSync('/proc/self/task');

/**
 * The figures of `big-chicken sim <args> --json` (run as `runBin` runs it, given `env` and
 * `timeoutMs`), timings left out once checked to be there: a clean exit, nothing on stderr.
 */
function simFigures(args: readonly string[], env = PLAIN_ENV, timeoutMs?: number): string {
  const r = runBin(['sim', ...args, '--json'], env, [], timeoutMs);
  expect(r.status).toBe(0);
  expect(r.stderr).toBe('');
  const o = JSON.parse(r.stdout) as Record<string, unknown>;
  expect(o.seconds).toBeGreaterThan(0);
  delete o.seconds;
  delete o.gamesPerSecond;
  return JSON.stringify(o);
}

describe('big-chicken sim (built program, no terminal)', () => {
  beforeAll(requireBuild);

  it('--workers: the same figures, byte for byte but the timings, on 1, 2 or 3 processes, hard bots included', () => {
    const figures = (workers: string, game: string, bots: string, ...more: string[]) =>
      simFigures(
        [game, '-p', '4', '--seed', '11', '--bots', bots, '--think-playouts', '8', '--workers', workers, ...more],
        PLAIN_ENV,
        // Hard bots' sims take seconds each, far more on a loaded machine: the test's own limit rules.
        170_000,
      );
    for (const [game, bots, ...more] of [
      ['just-hatched', 'hard,normal,easy,random', '-g', '12'],
      ['henhouse', 'easy,hard,normal,normal', '-g', '2', '--rotate'],
    ]) {
      const one = figures('1', game!, bots!, ...more);
      expect(figures('2', game!, bots!, ...more)).toBe(one);
      expect(figures('3', game!, bots!, ...more)).toBe(one);
    }
  }, 180_000);

  it("gives the same seeded figures whatever the machine's language (a Hawaiian collation puts D after O)", () => {
    const inLanguage = (locale: string) => ({ ...PLAIN_ENV, LANG: locale, LC_ALL: locale });
    const figures = (locale: string) =>
      simFigures(['just-hatched', '-p', '4', '--seed', '3', '--bots', 'random', '-g', '10', '--workers', '1'], inLanguage(locale));
    // A process with that environment does collate in Hawaiian, which puts D after O.
    const collates = spawnSync(process.execPath, ['-e', "process.stdout.write(String(new Intl.Collator().compare('D', 'O')))"], {
      env: inLanguage('haw_US.UTF-8'),
      encoding: 'utf8',
    });
    expect(collates.stdout).toBe('1');
    expect(figures('haw_US.UTF-8')).toBe(figures('C.UTF-8'));
  });

  it('Ctrl-C stops a sim with worker processes at once, as it stops one in process: nothing printed, no worker left', async () => {
    // At a terminal, Ctrl-C signals every process of the sim (its process group); `kill -INT`
    // signals the program alone.
    for (const [workers, group] of [
      ['1', false],
      ['2', false],
      ['2', true],
    ] as const) {
      const child = spawn(
        process.execPath,
        [BIN, 'sim', 'just-hatched', '-g', '1000000', '--bots', 'easy', '--json', '--workers', workers],
        {
          env: PLAIN_ENV,
          detached: group,
        },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const pid = child.pid!;
      const workerPids = LINUX && workers === '2' ? childrenOf(pid) : [];
      if (LINUX && workers === '2') expect(workerPids).toHaveLength(1);
      const started = performance.now();
      if (group) process.kill(-pid, 'SIGINT');
      else child.kill('SIGINT');
      const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])));
      expect(signal).toBe('SIGINT');
      expect(code).toBeNull();
      expect(out).toBe('');
      expect(err).toBe('');
      // At once: well before the million games could end.
      expect(performance.now() - started).toBeLessThan(5000);
      expect(await eventually(() => !workerPids.some(running), 3000)).toBe(true);
    }
  });

  it.runIf(LINUX)('a worker ended by Ctrl-C before the program is taken as Ctrl-C for the whole sim, not as a failure', async () => {
    // At a terminal the signal reaches the worker too, which may end before the program reads its
    // own: the sim must still end by SIGINT, saying nothing.
    const child = spawn(process.execPath, [BIN, 'sim', 'henhouse', '-g', '1000000', '--bots', 'easy', '--json', '--workers', '2'], {
      env: PLAIN_ENV,
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const pid = child.pid!;
    expect(await eventually(() => childrenOf(pid).length === 1, 10_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    process.kill(childrenOf(pid)[0]!, 'SIGINT');
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])));
    expect([code, signal]).toEqual([null, 'SIGINT']);
    expect(err).toBe('');
  });

  it.runIf(LINUX)('a worker whose sim is killed outright ends by itself, after the batch it is playing', async () => {
    const child = spawn(process.execPath, [BIN, 'sim', 'henhouse', '-g', '1000000', '--bots', 'easy', '--json', '--workers', '3'], {
      env: PLAIN_ENV,
    });
    const pid = child.pid!;
    expect(await eventually(() => childrenOf(pid).length === 2, 10_000)).toBe(true);
    const workerPids = childrenOf(pid);
    // Past their start-up, into their batches.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(workerPids.every(running)).toBe(true);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    expect(await eventually(() => !workerPids.some(running), 5000)).toBe(true);
  });

  it("a worker's failure ends the sim with one line and exit code 1, whether it exits or throws", () => {
    const crash = (how: string) =>
      runBin(['sim', 'just-hatched', '-g', '1000000', '--bots', 'easy', '--json', '--workers', '2'], {
        ...PLAIN_ENV,
        NODE_OPTIONS: `--import=${fixture('sim-worker-crash.mjs')}`,
        BIG_CHICKEN_TEST_WORKER_CRASH: how,
      });
    const exited = crash('exit');
    expect(exited.stdout).toBe('');
    expect(exited.stderr).toBe('big-chicken: a sim worker stopped (exit code 3)\n');
    expect(exited.status).toBe(1);
    const threw = crash('throw');
    expect(threw.stdout).toBe('');
    expect(threw.stderr).toBe('big-chicken: a sim worker stopped (exit code 1): Error: this worker cannot start\n');
    expect(threw.status).toBe(1);
  });

  it("keeps each process's young generation at a sim's size, the program's own and its workers' alike", () => {
    // V8 grows a semi-space up to 16 MiB; a sim's are held at 4 MiB (src/commands/sim/young.ts),
    // which took a 10,000-game sim's peak from about 110 MB to under 94 MiB. Unheld, 2,000 games
    // in one process reach 16 MiB of young generation (two semi-spaces of 8 MiB).
    const dir = mkdtempSync(join(tmpdir(), 'big-chicken-sim-young-'));
    try {
      const file = join(dir, 'young.txt');
      const env = { ...PLAIN_ENV, NODE_OPTIONS: `--import=${fixture('young-generation.mjs')}`, BIG_CHICKEN_TEST_YOUNG_FILE: file };
      for (const [workers, games] of [
        ['1', '3000'],
        ['2', '6000'],
      ] as const) {
        rmSync(file, { force: true });
        const r = runBin(['sim', 'just-hatched', '-g', games, '--bots', 'easy', '--json', '--workers', workers], env, [], 120_000);
        expect(r.status).toBe(0);
        const sizes = readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .map((line) => line.split(' '));
        expect(sizes.map(([role]) => role).sort()).toEqual(workers === '1' ? ['main'] : ['main', 'worker']);
        for (const [, size] of sizes) expect(Number(size)).toBeLessThanOrEqual(2 * 4 * 1024 * 1024);
      }
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
