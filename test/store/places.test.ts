import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { openStore, storeDirs, STORE_FILES, type StoreDirs } from '../../src/store/index.js';
import { moveFromOldPlace } from '../../src/store/move.js';
import { recordsText } from '../../src/store/records-file.js';
import { sampleRecord, sampleSaved, storeBundle, tempDir } from './helpers.js';

describe('where each kind of file lives', () => {
  test('Linux: settings in XDG config, scores in XDG data, saved games in XDG state (relative ones ignored)', () => {
    const env = { XDG_CONFIG_HOME: '/x/cfg', XDG_DATA_HOME: '/x/data', XDG_STATE_HOME: '/x/state' };
    expect(storeDirs(env, 'linux')).toEqual({ config: '/x/cfg/big-chicken', data: '/x/data/big-chicken', state: '/x/state/big-chicken' });
    expect(storeDirs({ XDG_DATA_HOME: 'rel', XDG_STATE_HOME: './s' }, 'linux')).toEqual({
      config: join(homedir(), '.config', 'big-chicken'),
      data: join(homedir(), '.local', 'share', 'big-chicken'),
      state: join(homedir(), '.local', 'state', 'big-chicken'),
    });
  });

  test('macOS: settings in Preferences, the rest in Application Support', () => {
    expect(storeDirs({ XDG_DATA_HOME: '/ignored' }, 'darwin')).toEqual({
      config: join(homedir(), 'Library', 'Preferences', 'big-chicken'),
      data: join(homedir(), 'Library', 'Application Support', 'big-chicken'),
      state: join(homedir(), 'Library', 'Application Support', 'big-chicken'),
    });
  });

  test('Windows: settings in the roaming AppData, the rest in the local one', () => {
    const dirs = storeDirs({ APPDATA: '/w/Roaming', LOCALAPPDATA: '/w/Local' }, 'win32');
    expect(dirs).toEqual({
      config: join('/w/Roaming', 'big-chicken', 'Config'),
      data: join('/w/Local', 'big-chicken', 'Data'),
      state: join('/w/Local', 'big-chicken', 'State'),
    });
    expect(storeDirs({}, 'win32').data).toBe(join(homedir(), 'AppData', 'Local', 'big-chicken', 'Data'));
  });

  test('BIG_CHICKEN_HOME holds everything, on every platform', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const)
      expect(storeDirs({ BIG_CHICKEN_HOME: '/h', XDG_DATA_HOME: '/x', LOCALAPPDATA: '/l' }, platform)).toEqual({
        config: '/h',
        data: '/h',
        state: '/h',
      });
  });
});

/** Fake XDG directories under a temporary home, with the old single folder filled as earlier versions left it. */
function oldPlace(): { dirs: StoreDirs; env: Record<string, string>; files: Map<string, Buffer> } {
  const root = tempDir();
  const env = { XDG_CONFIG_HOME: join(root, 'cfg'), XDG_DATA_HOME: join(root, 'data'), XDG_STATE_HOME: join(root, 'state') };
  const dirs = storeDirs(env, 'linux');
  const old = dirs.config;
  mkdirSync(join(old, 'serve', 'tables'), { recursive: true });
  const files = new Map<string, Buffer>([
    [STORE_FILES.records, Buffer.from(recordsText([sampleRecord({ seed: 1 }), sampleRecord({ seed: 2 })]))],
    [STORE_FILES.recordsBackup, Buffer.from(recordsText([sampleRecord({ seed: 1 })]))],
    ['records.unreadable-2026-11-29T20-15-30-250Z.json', Buffer.from([0xff, 0x00, 0x7b, 0xfe])],
    [STORE_FILES.savedGameOf('henhouse'), Buffer.from(JSON.stringify({ version: 1, game: sampleSaved(3, { seed: 3 }) }))],
    ['serve/host_key', Buffer.from('-----BEGIN KEY-----\nsecret\n')],
    ['serve/tables/ABCD.json', Buffer.from('{"table":1}')],
  ]);
  for (const [name, bytes] of files) writeFileSync(join(old, name), bytes);
  chmodSync(join(old, 'serve/host_key'), 0o600);
  writeFileSync(join(old, 'settings.json'), '{"theme":"light"}\n');
  return { dirs, env, files };
}

/** Where a file of the old folder belongs now. */
function placeOf(dirs: StoreDirs, name: string): string {
  return join(name.startsWith('saved-') ? dirs.state : dirs.data, name);
}

function expectAllMoved(dirs: StoreDirs, files: Map<string, Buffer>): void {
  for (const [name, bytes] of files) expect(readFileSync(placeOf(dirs, name)).equals(bytes), name).toBe(true);
  // Only the settings stay in the config folder.
  expect(readdirSync(dirs.config).filter((n) => !n.endsWith('.lock'))).toEqual(['settings.json']);
}

describe('moved once from the old place, nothing lost', () => {
  test('scores and serve/ to data, saved games to state, settings stay; the host key stays private; a second run does nothing', () => {
    const { dirs, files } = oldPlace();
    const moved = moveFromOldPlace(dirs);
    expect(moved).toEqual({ dirs, warnings: [] });
    expectAllMoved(dirs, files);
    expect(statSync(join(dirs.data, 'serve/host_key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dirs.config, 'settings.json'), 'utf8')).toBe('{"theme":"light"}\n');
    expect(moveFromOldPlace(dirs)).toEqual({ dirs, warnings: [] });
    expectAllMoved(dirs, files);
    // The store reads them in their new places.
    const store = openStore({ dir: dirs.data });
    expect(store.records().map((r) => r.seed)).toEqual([1, 2]);
    expect(openStore({ dir: dirs.state }).loadSavedGame('henhouse')?.seed).toBe(3);
  });

  test('cut short after the copies, before the originals went: the next start finishes, and a dead copy is tidied', () => {
    const { dirs, files } = oldPlace();
    mkdirSync(dirs.data, { recursive: true });
    // The scores were copied already; a copy of the backup was being made by a process now gone.
    writeFileSync(join(dirs.data, STORE_FILES.records), files.get(STORE_FILES.records)!);
    writeFileSync(join(dirs.data, `${STORE_FILES.recordsBackup}.999999.tmp`), 'half');
    expect(moveFromOldPlace(dirs).warnings).toEqual([]);
    expectAllMoved(dirs, files);
    expect(existsSync(join(dirs.data, `${STORE_FILES.recordsBackup}.999999.tmp`))).toBe(false);
  });

  test('a data folder that cannot be made: one line, and everything stays and is used where it was', () => {
    const { dirs, files } = oldPlace();
    mkdirSync(join(dirs.data, '..'), { recursive: true });
    writeFileSync(dirs.data, 'a file in the way');
    const moved = moveFromOldPlace(dirs);
    expect(moved.warnings).toHaveLength(1);
    expect(moved.warnings[0]).toMatch(/could not move the scores and saved games from .*cfg\/big-chicken: .*; they stay there/);
    expect(moved.dirs).toEqual({ config: dirs.config, data: dirs.config, state: dirs.config });
    for (const [name, bytes] of files) expect(readFileSync(join(dirs.config, name)).equals(bytes)).toBe(true);
  });

  test('a different scores file already in the new place is never replaced: the old one stays, named in a warning', () => {
    const { dirs, files } = oldPlace();
    mkdirSync(dirs.data, { recursive: true });
    const other = recordsText([sampleRecord({ seed: 9 })]);
    writeFileSync(join(dirs.data, STORE_FILES.records), other);
    const moved = moveFromOldPlace(dirs);
    expect(moved.warnings.join('\n')).toMatch(
      /left .*cfg\/big-chicken\/records\.json where it was: .*data\/big-chicken\/records\.json already holds another version/,
    );
    expect(readFileSync(join(dirs.data, STORE_FILES.records), 'utf8')).toBe(other);
    expect(readFileSync(join(dirs.config, STORE_FILES.records)).equals(files.get(STORE_FILES.records)!)).toBe(true);
    // The saved game had no such trouble and moved.
    expect(existsSync(placeOf(dirs, STORE_FILES.savedGameOf('henhouse')))).toBe(true);
  });

  test('killed with SIGKILL at any point of the move: every file whole in one place or both, and the next start finishes', async () => {
    const bundle = await storeBundle();
    let partial = 0;
    for (const delay of [2, 10, 40, 120]) {
      const { dirs, env, files } = oldPlace();
      // Enough files that the kill lands mid-way.
      for (let i = 0; i < 300; i++) {
        const name = `saved-x${i}.unreadable-2026-11-29T20-15-30-250Z.json`;
        const bytes = Buffer.alloc(8192, i % 251);
        files.set(name, bytes);
        writeFileSync(join(dirs.config, name), bytes);
      }
      const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
      delete childEnv.BIG_CHICKEN_HOME;
      const script = `const { openStore } = await import(${JSON.stringify(pathToFileURL(bundle).href)}); process.stdout.write('go\\n'); openStore();`;
      const run = (killAfter?: number) =>
        new Promise<void>((resolve) => {
          const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
            env: childEnv,
            stdio: ['ignore', 'pipe', 'ignore'],
          });
          // Killed that many milliseconds into the move (the bundle loaded).
          child.stdout.once('data', () => {
            if (killAfter !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfter);
          });
          child.on('close', () => resolve());
        });
      await run(delay);
      // Whatever the kill left: every file is whole somewhere.
      for (const [name, bytes] of files) {
        const places = [join(dirs.config, name), placeOf(dirs, name)].filter((p) => existsSync(p));
        expect(places.length, name).toBeGreaterThan(0);
        for (const place of places) expect(readFileSync(place).equals(bytes), place).toBe(true);
      }
      partial +=
        [...files.keys()].some((n) => existsSync(placeOf(dirs, n))) && [...files.keys()].some((n) => existsSync(join(dirs.config, n)))
          ? 1
          : 0;
      await run();
      expectAllMoved(dirs, files);
    }
    // At least one kill landed mid-way (some files new, some still old).
    expect(partial).toBeGreaterThan(0);
  }, 120_000);
});
