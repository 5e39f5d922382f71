// A served table on a full disk: a save that does not fit leaves its last good save whole and
// nothing half-written, the server says so in its log and plays on, and saving resumes once
// there is room again.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CAN_MOUNT, fillDisk, smallDisk } from '../store/helpers.js';
import { savedTables, sleep, startServe, tableLeftToBots, tempHome, type Served } from './harness.js';

// Needs a small tmpfs, which only root may mount (CI runs as root); skipped elsewhere.
describe.runIf(CAN_MOUNT)('serve on a full disk', () => {
  let served: Served | undefined;
  afterAll(async () => {
    await served?.stop();
  });

  async function until<T>(what: string, get: () => T | undefined, ms = 20_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = get();
      if (value !== undefined) return value;
      if (Date.now() > end) throw new Error(`no ${what} within ${ms} ms; log:\n${served?.log()}`);
      await sleep(100);
    }
  }

  it('keeps the last save whole while the disk is full, and saves again once there is room', async () => {
    const home = smallDisk(1024) as string;
    served = await startServe([], home);
    const { code, watcher } = await tableLeftToBots(served);
    const steps = () => savedTables(home).find((t) => t.code === code)?.steps.length ?? 0;
    await until('saved moves', () => (steps() >= 3 ? true : undefined));

    fillDisk(home);
    await served.waitLog(new RegExp(`table ${code} could not be saved \\(the disk is full\\); its last save is kept`), 20_000);
    const tablesDir = join(home, 'serve', 'tables');
    expect(readdirSync(tablesDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const kept = steps();
    expect(kept).toBeGreaterThanOrEqual(3);
    // The table plays on meanwhile: its watcher sees moves the disk could not keep.
    const mark = watcher.mark();
    await watcher.waitFor(/lays|passes|clucks/, 10_000, mark);

    rmSync(join(home, 'filler'));
    await until('a save after the disk was freed', () => (steps() > kept ? true : undefined));
    expect(existsSync(join(tablesDir, `${code}.json`))).toBe(true);
    watcher.close();
  }, 90_000);
});

// A game that ended while the disk was full stays in its table file; the next start moves it
// to finished/ (it used to delete it).
describe('serve: a finished game left in its table file', () => {
  it('is moved to tables/finished/ at the next start, whole', async () => {
    const home = tempHome();
    const tables = join(home, 'serve', 'tables');
    mkdirSync(tables, { recursive: true });
    const record = {
      code: 'KQTW',
      game: 'just-hatched',
      options: { players: 3 },
      seed: 5,
      speed: 'normal',
      thinkMs: 400,
      name: null,
      creator: 'guest:ada',
      seats: ['Ada', 'Pip', 'Marigold'].map((name, i) => ({
        name,
        kind: i === 0 ? 'person' : 'bot',
        identity: i === 0 ? 'guest:ada' : null,
        level: 'normal',
      })),
      phase: 'over',
      steps: [{ seat: 0, action: 'x' }],
    };
    writeFileSync(join(tables, 'KQTW.json'), JSON.stringify(record));
    const served = await startServe([], home);
    try {
      expect(existsSync(join(tables, 'KQTW.json'))).toBe(false);
      const kept = readdirSync(join(tables, 'finished'));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatch(/^KQTW-.*\.json$/);
      expect(JSON.parse(readFileSync(join(tables, 'finished', kept[0] as string), 'utf8'))).toEqual(record);
    } finally {
      await served.stop();
    }
  });
});
