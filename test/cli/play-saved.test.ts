// `play` and the saved game of its game: a game still being played elsewhere keeps its save, and
// a finished game that could not be recorded is recorded (or kept aside) before a new one starts.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { openStore, type SavedGame } from '../../src/store/index.js';
import { savedClutch, tempDir } from '../store/helpers.js';
import { BIN, PLAIN_ENV, requireBuild, runIn } from './run-bin.js';

beforeAll(requireBuild);

describe('play holds the saved game of its game', () => {
  test('a second play of a game still being played is refused in one line (exit 3), and the first keeps its save', async () => {
    const dir = tempDir();
    const a = spawn(process.execPath, [BIN, 'play', '--plain', '--players', '3', '--seed', '11'], {
      env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    a.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const closed = new Promise<number | null>((resolve) => a.on('close', (code) => resolve(code)));
    const deadline = Date.now() + 20_000;
    while (!out.includes('Your choices') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(out).toContain('Your choices');

    const b = runIn(dir, ['play', '--watch', '--plain', '--speed', 'max', '--players', '3', '--seed', '12']);
    expect(b.status).toBe(3);
    expect(b.stdout).toBe('');
    expect(b.stderr).toMatch(/^big-chicken: BIG CHICKEN: Just Hatched is being played at another table \(.*saved-just-hatched\.lock\)/);
    expect(b.stderr.trimEnd().split('\n')).toHaveLength(1);

    a.kill('SIGHUP');
    expect(await closed).toBe(129);
    const saved = openStore({ dir }).loadSavedGame('just-hatched');
    expect(saved?.seed).toBe(11);
    // And resume finds it.
    const r = runIn(dir, ['resume', 'just-hatched', '--plain']);
    expect(r.stdout).toContain('The saved game goes on after');
  });
});

describe('a finished game that could not be recorded', () => {
  test('is recorded by the next play of its game before the new game starts', () => {
    const dir = tempDir();
    const done = savedClutch(21);
    openStore({ dir }).saveGame(done);
    const r = runIn(dir, ['play', 'clutch', '--watch', '--plain', '--speed', 'max', '--seed', '5']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('The saved game of A Clutch of Chickens (seed 21) had already ended; it is now recorded.');
    expect(r.stderr).not.toContain('replaces it');
    const seeds = openStore({ dir })
      .records()
      .map((x) => x.seed);
    expect(seeds).toEqual([21, 5]);
  });

  test('is kept aside, never deleted, when it cannot be recorded now either', () => {
    const dir = tempDir();
    const done = savedClutch(22);
    openStore({ dir }).saveGame(done);
    // A newer program's scores file: left alone, so nothing can be recorded in it.
    writeFileSync(join(dir, 'records.json'), '{"records": [], "__internal__": {"migrations": {"version": "9.0.0"}}}');
    const r = runIn(dir, ['play', 'clutch', '--watch', '--plain', '--speed', 'max', '--seed', '6']);
    expect(r.stderr).toMatch(
      /^big-chicken: warning: the saved game of A Clutch of Chickens is over but could not be recorded \(.*\); kept it as .*saved-clutch\.unrecorded-.*\.json$/m,
    );
    const aside = readdirSync(dir).filter((f) => f.startsWith('saved-clutch.unrecorded-'));
    expect(aside).toHaveLength(1);
    expect((JSON.parse(readFileSync(join(dir, aside[0] as string), 'utf8')) as { game: SavedGame }).game.steps).toEqual(done.steps);
  });
});
