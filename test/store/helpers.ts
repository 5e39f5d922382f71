import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync, statSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { playGame, randomBot } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import type { GameRecord, SavedGame } from '../../src/store/index.js';

// Test files may share this module (the quick project runs without isolation), so what it makes
// is removed when the worker ends, and what one file made is never removed under another.
const made: string[] = [];
const removeMade = () => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
};

/** A fresh temporary directory, removed after the test file (readable by every user). */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'big-chicken-store-'));
  chmodSync(dir, 0o777);
  made.push(dir);
  return dir;
}

/**
 * A clutch game of `seed` played by random bots, saved as the table leaves it after `moves` of
 * its moves (all of them unless told: a game that had ended).
 */
export function savedClutch(seed: number, moves = Number.POSITIVE_INFINITY): SavedGame {
  const done = playGame(gameModule('clutch').game, { players: 1 }, [randomBot()], seed);
  return {
    game: 'clutch',
    options: { players: 1 },
    seed,
    seats: [{ name: 'Ada', bot: null }],
    speed: 'max',
    thinkMs: 50,
    steps: done.steps.slice(0, moves),
    savedAt: '2026-11-29T18:00:00.000Z',
  };
}

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The script the child processes run (test/store/store-child.mjs). */
export const CHILD = join(root, 'test/store/store-child.mjs');

let bundle: Promise<string> | undefined;

/** src/store bundled into one ES module, so plain `node` child processes can use it. */
export function storeBundle(): Promise<string> {
  bundle ??= (async () => {
    const dir = tempDir();
    // The bundle outlives the file that built it: a shared module keeps handing out its path.
    const out = join(dir, 'store.mjs');
    // Split like the real build: the game registry's lazily imported table screens (Ink) stay
    // in chunks the store never loads; conf writes through the store's verified writer.
    await build({
      absWorkingDir: root,
      entryPoints: { store: 'src/store/index.ts' },
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      splitting: true,
      alias: { 'react-devtools-core': './scripts/stubs/react-devtools-core.js', atomically: './src/store/conf-atomically.ts' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      logLevel: 'silent',
      banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
    });
    chmodSync(out, 0o644);
    return out;
  })();
  return bundle;
}

/** A finished child process. */
export interface ChildResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs store-child.mjs with `args` against the store in `dir`, to the end. */
export async function runChild(dir: string, args: readonly string[], options: SpawnOptions = {}): Promise<ChildResult> {
  return finished(await spawnChild(dir, args, options));
}

/** Starts store-child.mjs with `args` against the store in `dir`. */
export async function spawnChild(dir: string, args: readonly string[], options: SpawnOptions = {}) {
  const bundle = await storeBundle();
  return spawn(process.execPath, [CHILD, ...args], {
    ...options,
    env: { ...process.env, BIG_CHICKEN_HOME: dir, STORE_BUNDLE: bundle },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Waits for a spawned child, collecting its output. */
export function finished(child: ChildProcess): Promise<ChildResult> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** A plausible finished game for `game`. */
export function sampleRecord(overrides: Partial<GameRecord> = {}): GameRecord {
  return {
    game: 'just-hatched',
    date: '2026-11-29T18:00:00.000Z',
    seats: [
      { name: 'Ada', bot: null },
      { name: 'Pip', bot: 'normal' },
      { name: 'Wren', bot: 'hard' },
    ],
    seed: 42,
    options: { players: 3 },
    rounds: 5,
    scores: [12, 30, 41],
    winners: [0],
    ...overrides,
  };
}

/** A game in progress with `steps` actions. */
export function sampleSaved(steps: number, overrides: Partial<SavedGame> = {}): SavedGame {
  return {
    game: 'henhouse',
    options: { players: 4 },
    seed: 7,
    seats: [
      { name: 'Ada', bot: null },
      { name: 'Pip', bot: 'easy' },
      { name: 'Wren', bot: 'normal' },
      { name: 'Moss', bot: 'hard' },
    ],
    speed: 'normal',
    thinkMs: 300,
    steps: Array.from({ length: steps }, (_, i) => ({ seat: i % 4, action: { kind: 'play', cards: ['BC5', 'WE7'], n: i } })),
    savedAt: '2026-11-29T18:00:00.000Z',
    ...overrides,
  };
}

const mounted: string[] = [];
const unmount = () => {
  for (const dir of mounted.splice(0)) spawnSync('umount', ['-l', dir]);
};
// Unmounted first, then removed: once per worker, whichever test files shared this module.
process.on('exit', () => {
  unmount();
  removeMade();
});

/**
 * A fresh directory on a tmpfs of `kib` KiB, to fill the disk for real; null where this machine
 * does not allow mounting (not root, or no mount in a container): the tests that need it are
 * then skipped with a note. Unmounted after the test file.
 */
export function smallDisk(kib: number): string | null {
  if (process.getuid?.() !== 0) return null;
  const dir = tempDir();
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k,mode=0777`, 'tmpfs', dir], { encoding: 'utf8' });
  if (r.status !== 0) return null;
  mounted.push(dir);
  return dir;
}

/** True when this machine lets the tests mount a small tmpfs (see {@link smallDisk}). */
export const CAN_MOUNT = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'big-chicken-mount-'));
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', probe]).status === 0;
  if (ok) spawnSync('umount', [probe]);
  rmSync(probe, { recursive: true, force: true });
  return ok;
})();

/** Fills the disk holding `dir` until a write fails, leaving about `leaveBytes` free at most. */
export function fillDisk(dir: string, leaveBytes = 0): void {
  const filler = join(dir, 'filler');
  const chunk = Buffer.alloc(1024, 120);
  const fd = openSync(filler, 'a');
  try {
    for (;;) writeSync(fd, chunk);
  } catch {
    // Full.
  } finally {
    closeSync(fd);
  }
  if (leaveBytes > 0) truncateSync(filler, Math.max(0, statSync(filler).size - leaveBytes));
}

/** `count` records as the earlier versions wrote them (conf: indented with tabs, ~450 bytes each). */
export function confStyleHistory(count: number, game: GameRecord['game'] = 'henhouse'): string {
  const records = Array.from({ length: count }, (_, i) =>
    sampleRecord({ game: i % 2 === 0 ? game : 'just-hatched', seed: i, date: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString() }),
  );
  return JSON.stringify({ records, __internal__: { migrations: { version: '1.0.0' } } }, null, '\t');
}
