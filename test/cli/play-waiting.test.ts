// `play` of a game whose saved game is waiting: at a terminal it asks (resume it, replace it or
// leave); without one it refuses unless --replace says to replace it. A saved game is never
// replaced without being asked.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { BIN, requireBuild } from './run-bin.js';
import { Tmux, waitFor } from './tmux.js';
import { homeWithSave, typeIn } from './saved-home.js';

beforeAll(requireBuild);

const savedNow = (dir: string) => readFileSync(join(dir, 'saved-just-hatched.json'), 'utf8');

describe('without a terminal', () => {
  test('a new game is refused in one line (exit 2) and the saved game stays as it was', () => {
    const { dir, saved } = homeWithSave();
    const r = typeIn(dir, ['play', '--plain', '--speed', 'max', '--seed', '9'], '1\n');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'big-chicken: a saved game of BIG CHICKEN: Just Hatched (seed 5) is waiting: `big-chicken resume just-hatched` brings it back, or add --replace to start a new game in its place\n',
    );
    expect(savedNow(dir)).toBe(saved);
  });

  test('--replace starts the new game in its place, and says so', () => {
    const { dir } = homeWithSave();
    const r = typeIn(dir, ['play', '--plain', '--speed', 'max', '--seed', '9', '--replace'], '1\n');
    expect(r.status).toBe(0);
    expect(r.stderr.replace(/\s+/g, ' ')).toContain(
      'This new game replaces the saved game of BIG CHICKEN: Just Hatched (seed 5) from its first move.',
    );
    expect(JSON.parse(savedNow(dir)).game.seed).toBe(9);
  });
});

test('a saved game that no longer replays is kept aside, not replaced, and the new game starts', () => {
  const { dir } = homeWithSave();
  const file = join(dir, 'saved-just-hatched.json');
  const save = JSON.parse(readFileSync(file, 'utf8')) as { game: { steps: { seat: number; action: unknown }[] } };
  // The first move made by another seat than the one that made it.
  const first = save.game.steps[0]!;
  first.seat = (first.seat + 1) % 4;
  writeFileSync(file, JSON.stringify(save));
  const edited = readFileSync(file, 'utf8');
  const r = typeIn(dir, ['play', '--plain', '--speed', 'max', '--seed', '9'], '1\n');
  expect(r.status).toBe(0);
  expect(r.stderr).toMatch(
    /^big-chicken: warning: the saved game of BIG CHICKEN: Just Hatched no longer replays with this version \(.*\); kept it as .*saved-just-hatched\.unplayable-.*\.json$/m,
  );
  const aside = readdirSync(dir).filter((f) => f.startsWith('saved-just-hatched.unplayable-'));
  expect(aside).toHaveLength(1);
  expect(readFileSync(join(dir, aside[0]!), 'utf8')).toBe(edited);
  expect(JSON.parse(savedNow(dir)).game.seed).toBe(9);
});

describe('at a terminal, play asks', () => {
  const ask = async (key: string | null) => {
    const { dir, saved } = homeWithSave();
    const tmux = new Tmux();
    const pid = tmux.start(`exec "${process.execPath}" "${BIN}" play --plain --speed max --seed 9`, {
      BIG_CHICKEN_HOME: dir,
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    });
    try {
      await waitFor('the question', () => tmux.screen().includes('q: leave.'));
      expect(tmux.screen().replace(/\s+/g, ' ')).toContain(
        'A saved game of BIG CHICKEN: Just Hatched (seed 5) is waiting. r or Enter: resume it, with its own players and deal. n: start this new game in its place (its first move replaces the saved game). q: leave.',
      );
      // A key that answers nothing, and an arrow (Escape and more), are passed over.
      tmux.keys('x', 'Up');
      if (key !== null) tmux.keys(key);
      return { dir, saved, tmux, pid };
    } catch (error) {
      tmux.stop();
      throw error;
    }
  };

  test('q leaves with the saved game kept (exit 0)', async () => {
    const { dir, saved, tmux } = await ask('q');
    try {
      await waitFor('the program to end', () => tmux.exitStatus() !== null);
      expect(tmux.exitStatus()).toBe(0);
      expect(tmux.screen()).toContain('The saved game is kept: `big-chicken resume just-hatched` brings it back.');
      expect(savedNow(dir)).toBe(saved);
    } finally {
      tmux.stop();
    }
  });

  test('the terminal closing while it asks (SIGHUP) ends it as the table would (129), the saved game kept', async () => {
    const { dir, saved, tmux, pid } = await ask(null);
    try {
      process.kill(pid, 'SIGHUP');
      await waitFor('the program to end', () => tmux.exitStatus() !== null);
      expect(tmux.exitStatus()).toBe(129);
      expect(savedNow(dir)).toBe(saved);
    } finally {
      tmux.stop();
    }
  });

  test('r resumes the saved game', async () => {
    const { tmux } = await ask('r');
    try {
      await waitFor('the saved game', () => /The saved game goes on after \d+ moves?\./.test(tmux.screen()));
      tmux.keys('quit', 'Enter');
      await waitFor('the program to end', () => tmux.exitStatus() !== null);
      expect(tmux.exitStatus()).toBe(0);
    } finally {
      tmux.stop();
    }
  });

  test('n starts the new game in its place', async () => {
    const { dir, tmux } = await ask('n');
    try {
      await waitFor('the new game', () => tmux.screen().includes('Your choices') || tmux.screen().includes('Your turn'));
      tmux.keys('1', 'Enter');
      await waitFor('its first move saved', () => JSON.parse(savedNow(dir)).game.seed === 9);
      tmux.keys('quit', 'Enter');
      await waitFor('the program to end', () => tmux.exitStatus() !== null);
    } finally {
      tmux.stop();
    }
  });
});
