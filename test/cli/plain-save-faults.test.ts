// Line mode when the saves cannot be written: each failed save is said as it happens, and no
// closing line claims a game is saved or recorded when it is not on disk.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { CAN_MOUNT, fillDisk, smallDisk, tempDir } from '../store/helpers.js';
import { BIN, PLAIN_ENV, requireBuild } from './run-bin.js';

beforeAll(requireBuild);

const onSmallDisk = CAN_MOUNT ? test : test.skip;

function play(home: string, args: readonly string[], input = '') {
  const r = spawnSync(process.execPath, [BIN, 'play', '--plain', '--speed', 'max', ...args], {
    encoding: 'utf8',
    input,
    env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: home, COLUMNS: '200' },
    timeout: 60_000,
  });
  // Line mode wraps at 80 columns, continuing with two spaces: read each sentence as one line.
  return { status: r.status, stdout: r.stdout.replace(/\n {2}(?=\S)/g, ' '), stderr: r.stderr };
}

/** Moves in the saved game of `game` in `dir` (0 when there is none). */
function savedSteps(dir: string, game: string): number {
  const file = join(dir, `saved-${game}.json`);
  if (!existsSync(file)) return 0;
  return (JSON.parse(readFileSync(file, 'utf8')) as { game: { steps: unknown[] } }).game.steps.length;
}

/** No line claims the game is kept when it is not. */
function expectNoFalseClaims(stdout: string): void {
  expect(stdout).not.toMatch(/stays saved|Your game is saved|over and recorded/);
}

describe('line mode tells the truth about saves that fail', () => {
  onSmallDisk('a nearly full disk: each failed save is one line as it happens, and the end says what the save holds', () => {
    const dir = smallDisk(64) as string;
    fillDisk(dir, 4096);
    const ones = Array.from({ length: 200 }, () => '1\n').join('');
    const r = play(dir, ['--players', '4', '--seed', '31'], ones);
    expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
    const fails = r.stdout.split('\n').filter((l) => l.startsWith('Could not save: the disk is full ('));
    expect(fails.length).toBeGreaterThan(0);
    expectNoFalseClaims(r.stdout);
    const held = savedSteps(dir, 'just-hatched');
    // The closing sentence (wrapped to the terminal's width, so read as one paragraph, before the
    // command to resume) says exactly how much is on disk.
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .filter((l) => !l.startsWith('  big-chicken'));
    const from = lines.findLastIndex((l) => /^(The game is over but could not be recorded|Your last moves could not be saved)/.test(l));
    expect(from).toBeGreaterThanOrEqual(0);
    const closing = lines
      .slice(from)
      .map((l) => l.trim())
      .join(' ');
    const end = /the last save is kept \((\d+) of its \d+ moves\)|the saved game holds (\d+) moves? of \d+|(nothing) of it is saved/.exec(
      closing,
    );
    expect(end).not.toBeNull();
    expect(end?.[3] === 'nothing' ? 0 : Number(end?.[1] ?? end?.[2])).toBe(held);
    expect(r.status).toBe(1);
  });

  onSmallDisk('a read-only data folder: every save and the record fail in one line each, nothing claimed', () => {
    const dir = tempDir();
    expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=16k', 'tmpfs', dir]).status).toBe(0);
    try {
      const r = play(dir, ['clutch', '--watch', '--seed', '4']);
      expect(r.stdout).toMatch(/^Could not save: the disk is read-only \(.*saved-clutch\.json\); nothing of this game is saved\.$/m);
      expect(r.stdout).toMatch(
        /^The game is over but could not be recorded: the disk is read-only \(.*records\.json\); nothing of it is saved\.$/m,
      );
      expectNoFalseClaims(r.stdout);
      expect(r.status).toBe(1);
    } finally {
      spawnSync('umount', ['-l', dir]);
    }
  });

  test('BIG_CHICKEN_HOME naming a file: the same, in words', () => {
    const file = join(tempDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const r = play(file, ['clutch', '--watch', '--seed', '4']);
    expect(r.stdout).toMatch(
      /^Could not save: a file is in the way of its directory \(.*saved-clutch\.json\); nothing of this game is saved\.$/m,
    );
    expect(r.stdout).toMatch(/^The game is over but could not be recorded: a file is in the way of its directory/m);
    expect(r.stdout).not.toContain('EEXIST');
    expectNoFalseClaims(r.stdout);
    expect(r.status).toBe(1);
  });
});
