// What the store and `export` take from files a person may have edited: a saved game's bounds,
// a record's steps, scores and take-backs, each checked as the command line and `replay` do. The
// game is played by the binary (line mode reads stdin to its end); the checks run in process.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { openStore } from '../../src/store/index.js';
import { sampleSaved, tempDir } from '../store/helpers.js';
import { runMainIn } from '../commands/run-main.js';
import { requireBuild, runIn } from './run-bin.js';

beforeAll(requireBuild);

/** A store with one finished clutch game, and a function to edit its one record. */
function oneGame(): { dir: string; edit: (change: (r: Record<string, unknown>) => void) => void } {
  const dir = tempDir();
  expect(runIn(dir, ['play', 'clutch', '--watch', '--plain', '--speed', 'max', '--seed', '3']).status).toBe(0);
  const file = join(dir, 'records.json');
  const edit = (change: (r: Record<string, unknown>) => void) => {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { records: Record<string, unknown>[] };
    change(data.records[0] as Record<string, unknown>);
    writeFileSync(file, JSON.stringify(data));
  };
  return { dir, edit };
}

describe('a saved game edited by hand', () => {
  for (const [what, change] of [
    ['a thinking time of 99999999999 ms', { thinkMs: 99_999_999_999 }],
    ['a thinking time of 0 ms', { thinkMs: 0 }],
    ['a take-back count that is not a number', { takeBacks: 'many' }],
  ] as const) {
    test(`${what}: kept aside with one warning, never played`, async () => {
      const dir = tempDir();
      openStore({ dir }).saveGame(sampleSaved(0, change as never));
      const r = await runMainIn(dir, ['resume', '--plain']);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(
        /^big-chicken: warning: could not read the saved game in .*saved-henhouse\.json \(.*\), so it cannot be resumed; kept it as .*saved-henhouse\.unreadable-.*\.json\nbig-chicken: there is no other saved game to resume; start a new one with: big-chicken play\n$/,
      );
      expect(readdirSync(dir).some((f) => f.startsWith('saved-henhouse.unreadable-'))).toBe(true);
    });
  }
});

describe('export checks a record as replay does', () => {
  test('the record as played exports', async () => {
    const { dir } = oneGame();
    expect((await runMainIn(dir, ['export', '1'])).status).toBe(0);
  });

  for (const [what, change] of [
    ['a step removed', (r: Record<string, unknown>) => (r.steps as unknown[]).pop()],
    ['a score raised', (r: Record<string, unknown>) => ((r.scores as number[])[0] = (r.scores as number[])[0]! + 500)],
  ] as const) {
    test(`${what}: refused in one line, exit 1, as replay refuses it`, async () => {
      const { dir, edit } = oneGame();
      edit(change);
      const exported = await runMainIn(dir, ['export', '1']);
      const replayed = await runMainIn(dir, ['replay', '1']);
      expect(replayed.status).toBe(1);
      expect(exported.status).toBe(1);
      expect(exported.stdout).toBe('');
      expect(exported.stderr).toMatch(/^big-chicken: that game does not replay with this version: .+\n$/);
    });
  }

  test('with no history, export 1 exits 1 as replay 1, export --saved and resume do: nothing is there', async () => {
    const dir = tempDir();
    const e = await runMainIn(dir, ['export', '1']);
    expect((await runMainIn(dir, ['replay', '1'])).status).toBe(1);
    expect((await runMainIn(dir, ['export', '--saved'])).status).toBe(1);
    expect((await runMainIn(dir, ['resume'])).status).toBe(1);
    expect(e.status).toBe(1);
    expect(e.stderr).toBe('big-chicken: no finished game is recorded yet; finish one with: big-chicken play\n');
  });

  test('with no history but a game in progress, export says how to export that one', async () => {
    const dir = tempDir();
    openStore({ dir }).saveGame(sampleSaved(0));
    const e = await runMainIn(dir, ['export']);
    expect(e.status).toBe(1);
    expect(e.stdout).toBe('');
    expect(e.stderr).toBe('big-chicken: no finished game is recorded yet; the game in progress exports with: big-chicken export --saved\n');
    const saved = await runMainIn(dir, ['export', '--saved']);
    expect(saved.status).toBe(0);
    expect(JSON.parse(saved.stdout)).toMatchObject({ game: 'henhouse' });
  });
});
