import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore, type SavedGame } from '../../src/store/index.js';
import { BIN, requireBuild } from './run-bin.js';
import { Tmux, waitFor } from './tmux.js';
import { CAN_MOUNT, fillDisk, smallDisk } from '../store/helpers.js';

beforeAll(requireBuild);

const homes: string[] = [];
afterAll(() => {
  for (const dir of homes) rmSync(dir, { recursive: true, force: true });
});

function home(): string {
  const dir = mkdtempSync(join(tmpdir(), 'big-chicken-faults-'));
  homes.push(dir);
  return dir;
}

function stepsSaved(dir: string): number {
  try {
    return (JSON.parse(readFileSync(join(dir, 'saved-just-hatched.json'), 'utf8')) as { game: SavedGame }).game.steps.length;
  } catch {
    return 0;
  }
}

const PLAY = `"${process.execPath}" "${BIN}" play --watch --speed fast --seed 3`;

describe('a table whose terminal goes away', () => {
  test('closing the terminal leaves with 129, no stack trace or crash, and the save intact', async () => {
    const dir = home();
    const tmux = new Tmux();
    // The shell around the program ignores the hangup only to write down how the program ended.
    const status = join(dir, 'status');
    try {
      tmux.start(`trap '' HUP; ${PLAY} 2>"${dir}/stderr"; echo $? > "${status}"`, { BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' });
      await waitFor('three saved moves', () => stepsSaved(dir) >= 3);
    } finally {
      tmux.stop();
    }
    await waitFor('the program to end', () => existsSync(status) && readFileSync(status, 'utf8').trim() !== '');
    // 139 was a SIGSEGV from Node's exit after a write EIO.
    expect(readFileSync(status, 'utf8').trim()).toBe('129');
    expect(readFileSync(join(dir, 'stderr'), 'utf8')).not.toMatch(/Error|Assertion|at /);
    expect(openStore({ dir }).loadSavedGame()?.steps.length).toBeGreaterThanOrEqual(3);
  });

  test.each([
    ['SIGHUP', 129],
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)('%s from another terminal leaves with %i and says the game is saved', async (signal, code) => {
    const dir = home();
    const tmux = new Tmux();
    try {
      const pid = tmux.start(`exec ${PLAY}`, { BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' });
      await waitFor('two saved moves', () => stepsSaved(dir) >= 2);
      process.kill(pid, signal);
      await waitFor('the program to end', () => tmux.exitStatus() !== null);
      expect(tmux.exitStatus()).toBe(code);
      expect(tmux.screen()).toContain('Your game is saved. Bring it back with: big-chicken resume');
    } finally {
      tmux.stop();
    }
    expect(openStore({ dir }).loadSavedGame()).not.toBeNull();
  });
});

describe('two resume at once', () => {
  test('the second says in one line that the game is open at another table, exit 1', async () => {
    const dir = home();
    // A game in progress, as a table leaves it.
    openStore({ dir }).saveGame({
      game: 'just-hatched',
      options: { players: 4 },
      seed: 3,
      seats: [{ name: 'Ada', bot: 'normal' }, ...['Pip', 'Marigold', 'Nugget'].map((name) => ({ name, bot: 'normal' as const }))],
      speed: 'fast',
      thinkMs: 50,
      steps: [],
      savedAt: '2026-11-29T18:00:00.000Z',
    });
    const table = new Tmux();
    try {
      table.start(`exec "${process.execPath}" "${BIN}" resume`, { BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' });
      await waitFor('the resumed table', () => table.screen().includes('seed'), 25_000);
      const second = spawnSync(process.execPath, [BIN, 'resume'], { encoding: 'utf8', env: { ...process.env, BIG_CHICKEN_HOME: dir } });
      expect(second.status).toBe(1);
      expect(second.stdout).toBe('');
      expect(second.stderr).toMatch(
        /^big-chicken: the saved game of BIG CHICKEN: Just Hatched is open at another table \(process \d+; .*saved-just-hatched\.lock\); leave that table first\n$/,
      );
    } finally {
      table.stop();
    }
    // Once that table is gone, the game resumes again (here: no terminal, so it says so).
    await waitFor('the lock to go', () => !existsSync(join(dir, 'saved-just-hatched.lock')));
    const third = spawnSync(process.execPath, [BIN, 'resume'], { encoding: 'utf8', env: { ...process.env, BIG_CHICKEN_HOME: dir } });
    expect(third.stderr).toContain('resume needs a terminal');
  }, 60_000);
});

describe('a table on a full disk', () => {
  (CAN_MOUNT ? test : test.skip)('says on the table that it cannot save, and on leaving that nothing was saved, exit 1', async () => {
    const disk = smallDisk(64) as string;
    fillDisk(disk);
    const dir = join(disk, 'home');
    const tmux = new Tmux();
    try {
      tmux.start(`exec ${PLAY}`, { BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' });
      await waitFor('the table to say so', () => tmux.screen().includes('could not save: the disk is full'));
      tmux.keys('q');
      await waitFor('the quit question', () => tmux.screen().includes('Leave the table?'));
      tmux.keys('y');
      await waitFor('the program to end', () => tmux.exitStatus() !== null);
      expect(tmux.exitStatus()).toBe(1);
      expect(tmux.screenAndAbove().replace(/\n/g, '')).toContain('Your game could not be saved (the disk is full (');
    } finally {
      tmux.stop();
    }
  });

  (CAN_MOUNT ? test : test.skip)(
    'a new game over an older save of its game: nothing points to the older save as this one',
    async () => {
      const disk = smallDisk(64) as string;
      const dir = join(disk, 'home');
      // An older deal of Just Hatched, saved while the disk had room.
      const first = new Tmux();
      try {
        first.start(`exec "${process.execPath}" "${BIN}" play --watch --speed fast --seed 5`, { BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' });
        await waitFor('two saved moves', () => stepsSaved(dir) >= 2);
      } finally {
        first.stop();
      }
      await waitFor('the older table to let go of its save', () => !existsSync(join(dir, 'saved-just-hatched.lock')));
      fillDisk(disk);
      const tmux = new Tmux();
      try {
        // --replace: the new game takes the older one's place without asking.
        tmux.start(`exec ${PLAY} --replace`, { BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' });
        await waitFor('the table to say so', () => tmux.screen().includes('could not save: the disk is full'), 25_000);
        expect(tmux.screen().replace(/\n/g, ' ')).toContain('nothing of this game is saved yet');
        tmux.keys('q');
        await waitFor('the quit question', () => tmux.screen().includes('Leave the table?'));
        expect(tmux.screen()).toContain('Nothing of this game could be saved.');
        tmux.keys('y');
        await waitFor('the program to end', () => tmux.exitStatus() !== null);
        const left = tmux.screenAndAbove().replace(/\n/g, '');
        expect(left).toContain('Your game could not be saved (the disk is full (');
        expect(left).not.toContain('brings back the game as last saved');
      } finally {
        tmux.stop();
      }
    },
    60_000,
  );
});
