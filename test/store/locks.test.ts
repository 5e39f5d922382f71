// Locks that are not what they seem: a directory in the lock's place, a pid now used by an
// unrelated process, an empty file left by a process killed while making it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LockBusyError, openStore, STORE_FILES } from '../../src/store/index.js';
import { processStart, withLock } from '../../src/store/lock.js';
import { BIN, PLAIN_ENV, requireBuild } from '../cli/run-bin.js';
import { sampleRecord, sampleSaved, tempDir } from './helpers.js';

beforeAll(requireBuild);

const unrelated: ChildProcess[] = [];
afterAll(() => {
  for (const child of unrelated) child.kill();
});
/** A live process that is not big-chicken (what a reused pid names). */
function otherProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  unrelated.push(child);
  return child.pid as number;
}

function bin(dir: string, args: readonly string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    input: '',
    env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
    timeout: 20_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('locks', () => {
  test('a directory named saved-<game>.lock: refused at once, naming it', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    const lock = join(dir, STORE_FILES.savedGameLockOf('henhouse'));
    mkdirSync(lock);
    expect(() => store.holdSavedGame('henhouse')).toThrow(LockBusyError);
    expect(() => store.holdSavedGame('henhouse')).toThrow(`${lock} is in the way of the saved game (it is a directory); move it away`);
  }, 5_000);

  test('a directory named records.lock: the record fails at once in one line naming it, not after 30 s', () => {
    const dir = tempDir();
    mkdirSync(join(dir, STORE_FILES.recordsLock));
    const store = openStore({ dir });
    expect(store.recordGame(sampleRecord())).toBe(false);
    expect(store.takeWarnings()[0]).toContain(`${join(dir, STORE_FILES.recordsLock)} is in the way`);
  }, 5_000);

  test('resume with a directory in the lock’s place: one line, exit 1, and the save is kept', () => {
    const dir = tempDir();
    openStore({ dir }).saveGame(sampleSaved(0));
    mkdirSync(join(dir, STORE_FILES.savedGameLockOf('henhouse')));
    const r = bin(dir, ['resume', '--plain']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^big-chicken: the saved game of Henhouse cannot be opened: .*saved-henhouse\.lock is in the way of the saved game \(it is a directory\); move it away\n$/,
    );
    expect(openStore({ dir }).hasSavedGame('henhouse')).toBe(true);
  });

  test('records.lock naming a live unrelated process (older layout, pid only): broken, the game recorded', () => {
    const dir = tempDir();
    writeFileSync(join(dir, STORE_FILES.recordsLock), `${otherProcess()} ${hostname()}\n`);
    const store = openStore({ dir });
    expect(store.recordGame(sampleRecord())).toBe(true);
    expect(store.takeWarnings()).toEqual([]);
  }, 5_000);

  test('a lock whose pid lives but started at another time (a reused pid): broken', () => {
    const dir = tempDir();
    const pid = otherProcess();
    const start = processStart(pid);
    if (start === null) return expect(process.platform).not.toBe('linux');
    writeFileSync(join(dir, STORE_FILES.recordsLock), `${pid} ${hostname()} ${Number(start) + 1}\n`);
    expect(openStore({ dir }).recordGame(sampleRecord())).toBe(true);
    // `scores` reads at once too.
    writeFileSync(join(dir, STORE_FILES.recordsLock), `${pid} ${hostname()} ${Number(start) + 1}\n`);
    const r = bin(dir, ['scores', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect((JSON.parse(r.stdout) as { records: unknown[] }).records).toHaveLength(1);
  }, 10_000);

  test('a lock held by a live holder is respected, and the wait ends naming the lock file', () => {
    const dir = tempDir();
    const lock = join(dir, 'x.lock');
    withLock(lock, () => {
      // This process holds it: its pid and start time match.
      expect(() => withLock(lock, () => 1, { waitMs: 50 })).toThrow(`the lock is held by process ${process.pid} (${lock})`);
    });
  });

  test('an empty lock left by a process killed while making it does not hold resume back', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    store.saveGame(sampleSaved(0));
    writeFileSync(join(dir, STORE_FILES.savedGameLockOf('henhouse')), '');
    const held = store.holdSavedGame('henhouse');
    held.release();
  });
});
