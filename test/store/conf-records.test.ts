import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openStore, STORE_FILES } from '../../src/store/index.js';
import { runChild, sampleRecord, tempDir } from './helpers.js';

const snap = process.env.SNAP;
afterEach(() => {
  if (snap === undefined) delete process.env.SNAP;
  else process.env.SNAP = snap;
});

describe('the scores are written by conf, through the verified writer', () => {
  test('the file is the layout conf keeps: one record a line and its migrations version', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    expect(store.recordGame(sampleRecord({ seed: 1 }))).toBe(true);
    expect(store.recordGame(sampleRecord({ seed: 2 }))).toBe(true);
    const text = readFileSync(join(dir, STORE_FILES.records), 'utf8');
    const lines = text.split('\n');
    expect(lines[0]).toBe('{"records": [');
    expect(JSON.parse(lines[1]!.replace(/,$/, ''))).toMatchObject({ seed: 1 });
    expect(JSON.parse(lines[2]!)).toMatchObject({ seed: 2 });
    expect(lines.slice(3)).toEqual(['],', '"__internal__": {"migrations":{"version":"1.0.0"}}}', '']);
    // The file replaced by the second record is the backup, whole.
    const backup = JSON.parse(readFileSync(join(dir, STORE_FILES.recordsBackup), 'utf8')) as { records: { seed: number }[] };
    expect(backup.records.map((r) => r.seed)).toEqual([1]);
  });

  test('with SNAP set (where conf writes in place) the scores are still replaced by the verified writer', async () => {
    const dir = tempDir();
    // The bundled store in a process of its own, as the program runs it (vitest rewrites conf's
    // reading of process.env).
    process.env.SNAP = '/snap/big-chicken/1';
    const first = await runChild(dir, ['record', '1', '1']);
    const second = await runChild(dir, ['record', '1', '2']);
    expect([first.code, second.code, first.stderr + second.stderr]).toEqual([0, 0, '']);
    const seeds = (name: string) =>
      (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { records: { seed: number }[] }).records.map((r) => r.seed);
    expect(seeds(STORE_FILES.records)).toEqual([1000, 2000]);
    // Only the verified writer keeps the replaced file as the backup; an in-place write does not.
    expect(seeds(STORE_FILES.recordsBackup)).toEqual([1000]);
  });

  test('a new file is written once, whole: a backup already there is never replaced by an empty file', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    store.recordGame(sampleRecord({ seed: 1 }));
    store.recordGame(sampleRecord({ seed: 2 }));
    // The scores file is lost; its backup (game 1) is the last good copy.
    writeFileSync(join(dir, STORE_FILES.records), '');
    const fresh = openStore({ dir });
    expect(fresh.records().map((r) => r.seed)).toEqual([1]);
    expect(backupSeeds(dir)).toEqual([1]);
    expect(fresh.recordGame(sampleRecord({ seed: 3 }))).toBe(true);
    expect(
      openStore({ dir })
        .records()
        .map((r) => r.seed),
    ).toEqual([1, 3]);
    expect(backupSeeds(dir)).toEqual([1]);
  });
});

function backupSeeds(dir: string): number[] {
  const backup = JSON.parse(readFileSync(join(dir, STORE_FILES.recordsBackup), 'utf8')) as { records: { seed: number }[] };
  return backup.records.map((r) => r.seed);
}
