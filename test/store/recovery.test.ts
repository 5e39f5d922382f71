import { mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openStore, STORE_FILES } from '../../src/store/index.js';
import { salvageRecords } from '../../src/store/records-file.js';
import { sampleRecord, tempDir } from './helpers.js';

/** A store of `count` games recorded one by one, so `records.json.bak` holds the first count-1. */
function history(count: number): string {
  const dir = tempDir();
  const store = openStore({ dir });
  for (let i = 0; i < count; i++) expect(store.recordGame(sampleRecord({ seed: i }))).toBe(true);
  expect(store.takeWarnings()).toEqual([]);
  return dir;
}

const damage: Record<string, (file: string) => void> = {
  garbage: (file) => writeFileSync(file, Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256))),
  deleted: (file) => rmSync(file),
  'wrong shape': (file) => writeFileSync(file, '{"records": 5}'),
  'a list': (file) => writeFileSync(file, '[1, 2, 3]'),
  // No list of records at all is damage too, never an empty history: the program always writes one.
  'records null': (file) => writeFileSync(file, '{"records": null, "__internal__": {"migrations": {"version": "1.0.0"}}}'),
  'no records': (file) => writeFileSync(file, '{"__internal__": {"migrations": {"version": "1.0.0"}}}'),
  'an empty object': (file) => writeFileSync(file, '{}'),
};

describe('a damaged records.json is recovered from records.json.bak', () => {
  for (const [how, spoil] of Object.entries(damage)) {
    test(`${how}: the backup's games come back, in one warning, and the backup is never deleted`, () => {
      const dir = history(100);
      const file = join(dir, STORE_FILES.records);
      const backup = join(dir, STORE_FILES.recordsBackup);
      const backupText = readFileSync(backup, 'utf8');
      spoil(file);
      const store = openStore({ dir });
      expect(store.records()).toHaveLength(99);
      const warnings = store.takeWarnings();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`recovered 99 games from ${backup}`);
      expect(warnings[0]).not.toContain('\n');
      // Written back; the backup untouched; the damaged file (if any) kept aside.
      expect(readFileSync(backup, 'utf8')).toBe(backupText);
      expect(openStore({ dir }).records()).toHaveLength(99);
      if (how !== 'deleted') expect(readdirSync(dir).some((f) => f.startsWith('records.unreadable-'))).toBe(true);
      // The next finished game keeps them all and leaves a backup of the recovered file.
      const next = openStore({ dir });
      expect(next.recordGame(sampleRecord({ seed: 1000 }))).toBe(true);
      expect(next.takeWarnings()).toEqual([]);
      expect(openStore({ dir }).records()).toHaveLength(100);
      expect(
        readFileSync(backup, 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('{"game"')),
      ).toHaveLength(99);
    });
  }

  test('a cut file: its readable records are salvaged beside the backup (none lost, none twice)', () => {
    const dir = history(100);
    const file = join(dir, STORE_FILES.records);
    const full = readFileSync(file, 'utf8');
    truncateSync(file, Math.floor(full.length / 2));
    const store = openStore({ dir });
    // The backup has games 0..98; the cut file about the first half: nothing new in it.
    expect(store.records().map((r) => r.seed)).toEqual(Array.from({ length: 99 }, (_, i) => i));
    expect(store.takeWarnings()[0]).toContain('recovered 99 games from');
  });

  test('a cut file with no backup keeps every complete record before the cut', () => {
    const dir = history(10);
    rmSync(join(dir, STORE_FILES.recordsBackup));
    const file = join(dir, STORE_FILES.records);
    const full = readFileSync(file, 'utf8');
    const cut = full.indexOf('"seed":7');
    writeFileSync(file, full.slice(0, cut));
    const store = openStore({ dir });
    expect(store.records().map((r) => r.seed)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(store.takeWarnings()[0]).toMatch(/recovered 7 games from the damaged file$/);
  });

  test('the newest game, only in the damaged file, is salvaged after the backup’s', () => {
    const dir = history(5);
    const file = join(dir, STORE_FILES.records);
    const full = readFileSync(file, 'utf8');
    // Overwrite the file's head: the list can still be found, the first entry is lost.
    writeFileSync(file, full.replace('"seed":0', '"seed":0x'));
    const store = openStore({ dir });
    expect(store.records().map((r) => r.seed)).toEqual([0, 1, 2, 3, 4]);
  });

  test('salvage reads conf-style (indented) files and stops at the cut', () => {
    const text = JSON.stringify({ records: [sampleRecord({ seed: 1 }), sampleRecord({ seed: 2 })] }, null, '\t');
    expect(salvageRecords(text).map((r) => r.seed)).toEqual([1, 2]);
    expect(salvageRecords(text.slice(0, text.length - 40)).map((r) => r.seed)).toEqual([1]);
    expect(salvageRecords('garbage')).toEqual([]);
  });

  test('a .bak that is a directory is named in the message, and records.json is left as it was', () => {
    const dir = history(3);
    const backup = join(dir, STORE_FILES.recordsBackup);
    rmSync(backup);
    mkdirSync(backup);
    writeFileSync(join(backup, 'x'), 'x');
    const before = readFileSync(join(dir, STORE_FILES.records), 'utf8');
    const store = openStore({ dir });
    expect(store.recordGame(sampleRecord({ seed: 9 }))).toBe(false);
    const [warning] = store.takeWarnings();
    expect(warning).toContain(`(${backup})`);
    expect(readFileSync(join(dir, STORE_FILES.records), 'utf8')).toBe(before);
  });
});
