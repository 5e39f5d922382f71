import { chmodSync, chownSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openStore, STORE_FILES } from '../../src/store/index.js';
import { withLock } from '../../src/store/lock.js';
import { finished, runChild, sampleRecord, spawnChild, tempDir } from './helpers.js';

const isRoot = process.getuid?.() === 0;
/** As root, permissions are tested in a child process that runs as `nobody`. */
const NOBODY = 65534;

describe('several processes', () => {
  test('two processes recording at the same moment keep every game', async () => {
    const dir = tempDir();
    // 2 writers × 30 games, started together: without the lock, read-modify-write loses games.
    const [a, b] = await Promise.all([runChild(dir, ['record', '30', '1']), runChild(dir, ['record', '30', '2'])]);
    expect(a.stderr + b.stderr).toBe('');
    expect([a.code, b.code]).toEqual([0, 0]);
    const seeds = openStore({ dir })
      .records()
      .map((r) => r.seed)
      .sort((x, y) => x - y);
    const expected = [...Array.from({ length: 30 }, (_, i) => 1000 + i), ...Array.from({ length: 30 }, (_, i) => 2000 + i)];
    expect(seeds).toEqual(expected);
    // The file and its previous version; no lock or temporary file is left.
    expect(readdirSync(dir).sort()).toEqual([STORE_FILES.records, STORE_FILES.recordsBackup]);
  });

  test.each(['SIGHUP', 'SIGINT'] as const)('a process killed with %s mid-game leaves a whole, loadable save', async (signal) => {
    const dir = tempDir();
    const child = await spawnChild(dir, ['save-loop', '3000']);
    const done = finished(child);
    let last = 0;
    await new Promise<void>((resolve) => {
      child.stdout?.on('data', (d: Buffer) => {
        const m = /saved (\d+)\n(?![\s\S]*saved)/.exec(d.toString());
        if (m) last = Number(m[1]);
        if (last >= 3040 && !child.killed) {
          child.kill(signal);
          resolve();
        }
      });
    });
    const result = await done;
    expect(result.signal).toBe(signal);
    const saved = openStore({ dir }).loadSavedGame();
    expect(saved).not.toBeNull();
    // The save that was reported is on disk, or a later one that finished before the signal.
    expect(saved?.steps.length).toBeGreaterThanOrEqual(last);
    expect(saved?.steps.at(-1)).toEqual({
      seat: ((saved?.steps.length ?? 0) - 1) % 2,
      action: { kind: 'lay', cards: ['B7', 'G7', 'O7'], i: (saved?.steps.length ?? 0) - 1 },
    });
    const reread = await runChild(dir, ['read']);
    expect(JSON.parse(reread.stdout).warnings).toEqual([]);
  });

  test('a lock left by a process that died is broken', () => {
    const dir = tempDir();
    const lock = join(dir, STORE_FILES.recordsLock);
    // No process has pid 2^22 + 1 on Linux (pid_max is at most 2^22).
    writeFileSync(lock, String(4194305));
    const start = Date.now();
    expect(withLock(lock, () => 'ran')).toBe('ran');
    expect(Date.now() - start).toBeLessThan(1000);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('no permission', () => {
  /** Runs `read` in a child that cannot read `records.json`: as nobody when we are root. */
  async function readWithoutPermission(dir: string) {
    if (isRoot) return runChild(dir, ['read'], { uid: NOBODY, gid: NOBODY });
    return runChild(dir, ['read']);
  }

  test('an unreadable scores file is moved aside and named in one warning; the copy is intact', async () => {
    const dir = tempDir();
    openStore({ dir }).recordGame(sampleRecord());
    const file = join(dir, STORE_FILES.records);
    const before = readFileSync(file, 'utf8');
    if (isRoot) {
      chownSync(dir, NOBODY, NOBODY);
      chmodSync(file, 0o600); // root's file, not readable by nobody
    } else {
      chmodSync(file, 0o000);
    }
    const result = await readWithoutPermission(dir);
    expect(result.stderr).toBe('');
    const out = JSON.parse(result.stdout) as { records: unknown[]; warnings: string[] };
    expect(out.records).toEqual([]);
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings[0]).toMatch(
      /^could not read the scores in .*records\.json \(no permission to read it\); kept it as .*records\.unreadable-.*\.json and started afresh$/,
    );
    const aside = readdirSync(dir).find((f) => f.startsWith('records.unreadable-'));
    expect(aside).toBeDefined();
    chmodSync(join(dir, aside as string), 0o644);
    expect(readFileSync(join(dir, aside as string), 'utf8')).toBe(before);
  });

  test('when the file can be neither read nor moved, it is left untouched with a warning', async () => {
    const dir = tempDir();
    const home = join(dir, 'home');
    mkdirSync(home);
    openStore({ dir: home }).recordGame(sampleRecord());
    const file = join(home, STORE_FILES.records);
    const before = readFileSync(file, 'utf8');
    chmodSync(file, isRoot ? 0o600 : 0o000);
    chmodSync(home, 0o555); // nobody (or we, when not root) may not rename inside it
    const result = isRoot ? await runChild(home, ['read'], { uid: NOBODY, gid: NOBODY }) : await runChild(home, ['read']);
    chmodSync(home, 0o755);
    chmodSync(file, 0o644);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout) as { records: unknown[]; warnings: string[] };
    expect(out.records).toEqual([]);
    expect(out.warnings.length).toBeGreaterThanOrEqual(1);
    expect(out.warnings.join(' ')).toContain('no permission');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(home).sort()).toEqual([STORE_FILES.records]);
  });

  test('a directory that cannot be written to still shows the scores it holds', async () => {
    const dir = tempDir();
    const home = join(dir, 'home');
    mkdirSync(home);
    openStore({ dir: home }).recordGame(sampleRecord());
    chmodSync(home, 0o555);
    const result = isRoot ? await runChild(home, ['read'], { uid: NOBODY, gid: NOBODY }) : await runChild(home, ['read']);
    chmodSync(home, 0o755);
    const out = JSON.parse(result.stdout) as { records: unknown[]; warnings: string[] };
    expect(out.records).toEqual([sampleRecord()]);
    expect(out.warnings).toEqual([]);
  });
});
