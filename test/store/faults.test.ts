import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LockBusyError, openStore, STORE_FILES, StoreWriteError } from '../../src/store/index.js';
import { withLock } from '../../src/store/lock.js';
import type { Outcome } from '../../src/engine/index.js';
import { CAN_MOUNT, confStyleHistory, fillDisk, finished, sampleRecord, sampleSaved, smallDisk, spawnChild, tempDir } from './helpers.js';

// (Cast: the outcome's shape is the engine's; only these fields are recorded.)
const outcome = { winners: [0], scores: [3, 9, 9, 9], rounds: 2, summary: 'x', lowerIsBetter: true } as unknown as Outcome;

// Filling a disk for real needs a small tmpfs, which only root may mount. CI runs as root on
// machines like this one; elsewhere these tests are skipped (the note below says so).
const onSmallDisk = CAN_MOUNT ? test : test.skip;
if (!CAN_MOUNT) console.warn('note: cannot mount a tmpfs here (not root?): the full-disk tests are skipped');

describe('a nearly full disk', () => {
  onSmallDisk('a reset that cannot be written whole fails, and the history stays as it was', () => {
    const dir = smallDisk(64) as string;
    const history = confStyleHistory(100);
    const file = join(dir, STORE_FILES.records);
    writeFileSync(file, history);
    expect(history.length).toBeGreaterThan(33_000);
    fillDisk(dir, 4096);
    const store = openStore({ dir });
    expect(store.resetRecords('henhouse')).toBeNull();
    const warnings = store.takeWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^could not reset the scores in .*records\.json: the disk is full \(a change to the scores needs about \d+ KiB free, three times the size of the file\); the file was left as it was$/,
    );
    expect(readFileSync(file, 'utf8')).toBe(history);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // The next look at the scores still finds all 100 games.
    expect(openStore({ dir }).records()).toHaveLength(100);
  });

  onSmallDisk('a reset that fits is written and checked: 100 games in 64 KiB, 50 of them forgotten', () => {
    const dir = smallDisk(64) as string;
    writeFileSync(join(dir, STORE_FILES.records), confStyleHistory(100));
    const store = openStore({ dir });
    expect(store.resetRecords('henhouse')).toBe(50);
    expect(store.takeWarnings()).toEqual([]);
    expect(openStore({ dir }).records()).toHaveLength(50);
  });

  onSmallDisk('scores are read on a full disk, and a game that cannot be recorded says so and stays saved', () => {
    const dir = smallDisk(64) as string;
    const store = openStore({ dir });
    for (let i = 0; i < 20; i++) expect(store.recordGame(sampleRecord({ seed: i }))).toBe(true);
    const saved = sampleSaved(40);
    store.saveGame(saved);
    const before = readFileSync(join(dir, STORE_FILES.records), 'utf8');
    fillDisk(dir);
    expect(openStore({ dir }).records()).toHaveLength(20);
    expect(() => store.finishGame(saved, outcome)).toThrow(StoreWriteError);
    expect(() => store.finishGame(saved, outcome)).toThrow(
      /^the disk is full \(.*records\.json\); the game stays saved for `big-chicken resume`$/,
    );
    expect(readFileSync(join(dir, STORE_FILES.records), 'utf8')).toBe(before);
    expect(store.loadSavedGame()).toEqual(saved);
  });

  onSmallDisk('a save that does not fit throws, and the previous save stays whole', () => {
    const dir = smallDisk(64) as string;
    const store = openStore({ dir });
    store.saveGame(sampleSaved(10));
    fillDisk(dir, 2048);
    expect(() => store.saveGame(sampleSaved(400))).toThrow(/^the disk is full \(.*saved-henhouse\.json\)$/);
    expect(store.loadSavedGame()).toEqual(sampleSaved(10));
    expect(store.takeWarnings()).toEqual([]);
  });
});

describe('a record that cannot be written', () => {
  test('finishGame throws one line, and the game is saved to its end for resume to record', () => {
    const dir = tempDir();
    // A scores file from a newer program is never written over.
    writeFileSync(join(dir, STORE_FILES.records), JSON.stringify({ records: [], __internal__: { migrations: { version: '9.0.0' } } }));
    const store = openStore({ dir });
    store.saveGame(sampleSaved(39));
    const final = sampleSaved(40);
    expect(() => store.finishGame(final, outcome)).toThrow(
      /^the scores file .*records\.json cannot be used \(it was written by a newer big-chicken \(layout 9\.0\.0\)\); it was left untouched; the game stays saved for `big-chicken resume`$/,
    );
    expect(store.loadSavedGame()).toEqual(final);
  });
});

describe('the previous version', () => {
  test('each change keeps the file it replaces as records.json.bak', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    store.recordGame(sampleRecord({ seed: 1 }));
    const first = readFileSync(join(dir, STORE_FILES.records), 'utf8');
    store.recordGame(sampleRecord({ seed: 2 }));
    expect(readFileSync(join(dir, STORE_FILES.recordsBackup), 'utf8')).toBe(first);
    expect(store.records().map((r) => r.seed)).toEqual([1, 2]);
  });
});

describe('locks', () => {
  test('an old lock whose holder still runs is not broken: the writer gives up and says so', async () => {
    const dir = tempDir();
    const lock = join(dir, STORE_FILES.recordsLock);
    // An older big-chicken (its lock names the pid alone; its command line names the program).
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)', 'big-chicken'], { stdio: 'ignore' });
    try {
      writeFileSync(lock, String(holder.pid));
      const old = new Date(Date.now() - 60_000);
      utimesSync(lock, old, old);
      expect(() => withLock(lock, () => 'ran', { waitMs: 300 })).toThrow(LockBusyError);
      expect(readFileSync(lock, 'utf8')).toBe(String(holder.pid));
      // The store reports the busy lock as one warning, and writes nothing.
      const store = openStore({ dir });
      const start = Date.now();
      // (The store waits its full 30 s only for a live holder; this one is killed first.)
      setTimeout(() => holder.kill('SIGKILL'), 200);
      await new Promise((r) => setTimeout(r, 400));
      expect(store.recordGame(sampleRecord())).toBe(true);
      expect(Date.now() - start).toBeLessThan(5000);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  test('only one table holds the saved game; the lock goes with its process', async () => {
    const dir = tempDir();
    const child = await spawnChild(dir, ['hold']);
    const done = finished(child);
    await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
    const store = openStore({ dir });
    expect(() => store.holdSavedGame('henhouse')).toThrow(LockBusyError);
    expect(() => store.holdSavedGame('henhouse')).toThrow(new RegExp(`^the saved game is held by process ${child.pid} `));
    child.kill('SIGTERM');
    await done;
    expect(readdirSync(dir)).not.toContain(STORE_FILES.savedGameLockOf('henhouse'));
    const held = store.holdSavedGame('henhouse');
    expect(statSync(join(dir, STORE_FILES.savedGameLockOf('henhouse'))).isFile()).toBe(true);
    held.release();
    expect(readdirSync(dir)).not.toContain(STORE_FILES.savedGameLockOf('henhouse'));
  });

  test('a saved-game lock left by a killed process is taken over', async () => {
    const dir = tempDir();
    const child = await spawnChild(dir, ['hold']);
    const done = finished(child);
    await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
    child.kill('SIGKILL');
    await done;
    expect(readdirSync(dir)).toContain(STORE_FILES.savedGameLockOf('henhouse'));
    openStore({ dir }).holdSavedGame('henhouse').release();
  });
});
