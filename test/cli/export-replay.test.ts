import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playGame, type GameId } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { openStore, type SavedGame } from '../../src/store/index.js';
import { runMainIn } from '../commands/run-main.js';
import { BIN, requireBuild } from './run-bin.js';

await loadAllBots();

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
beforeAll(requireBuild);

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'big-chicken-export-'));
  dirs.push(dir);
  return dir;
}

/** A store holding one finished bot game of each of `games`, in that order. */
function homeWith(games: readonly [GameId, number][]): string {
  const dir = temp();
  const store = openStore({
    dir,
    now: (() => {
      let t = Date.UTC(2026, 0, 1);
      return () => new Date((t += 60_000));
    })(),
  });
  for (const [game, players] of games) {
    const engine = gameModule(game).game;
    const bots = Array.from({ length: players }, () => makeBot(game, 'easy', { thinkMs: 1 }));
    const t = playGame(engine, { players }, bots, 21);
    const seats = bots.map((_, i) => ({ name: i === 0 ? 'Ada' : `Bot ${i}`, bot: i === 0 ? null : ('easy' as const) }));
    const saved: SavedGame = {
      game,
      options: { players },
      seed: 21,
      seats,
      speed: 'normal',
      thinkMs: 300,
      steps: t.steps,
      savedAt: '2026-01-01T00:00:00.000Z',
    };
    store.finishGame(saved, t.outcome!);
  }
  return dir;
}

/**
 * Runs the program with the store in `home`: in this process, or with `input` on its stdin as
 * the binary (`replay -` reads the pipe to its end).
 */
async function run(home: string, args: readonly string[], input?: string) {
  if (input === undefined) {
    const r = await runMainIn(home, args);
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  }
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', BIG_CHICKEN_HOME: home, BIG_CHICKEN_DEBUG: '' },
    input,
    timeout: 20_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('big-chicken export and replay', () => {
  const home = homeWith([
    ['clutch', 1],
    ['henhouse', 3],
    ['just-hatched', 4],
  ]);

  it('exports the last finished game by default, N back on request, and replays each as text', async () => {
    const last = await run(home, ['export']);
    expect(last.code).toBe(0);
    expect(JSON.parse(last.stdout).game).toBe('just-hatched');
    const third = JSON.parse((await run(home, ['export', '3'])).stdout);
    expect(third.game).toBe('clutch');
    const file = join(temp(), 'game.json');
    expect((await run(home, ['export', '2', '-o', file])).code).toBe(0);
    const shown = await run(home, ['replay', file]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^Henhouse: 3 players, seed 21/);
    expect(shown.stdout).toMatch(/^Result: /m);
    for (const line of shown.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect((await run(home, ['replay', '1'])).stdout).toMatch(/^BIG CHICKEN: Just Hatched/);
    expect((await run(home, ['replay', '-'], last.stdout)).stdout).toBe((await run(home, ['replay'])).stdout);
  });

  it('refuses a tampered record, a missing file and a bad N with one line and exit 2; no game N back is exit 1', async () => {
    const record = JSON.parse((await run(home, ['export'])).stdout);
    record.steps[3].action = { type: 'lay', cards: ['RC', 'RC'] };
    const file = join(temp(), 'bad.json');
    writeFileSync(file, JSON.stringify(record));
    for (const args of [
      ['replay', file],
      ['replay', join(temp(), 'none.json')],
      ['export', 'x'],
      ['export', '0'],
    ]) {
      const r = await run(home, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
    }
    expect((await run(home, ['replay', file])).stderr).toMatch(/does not replay: step 4/);
    // No game 9 back: nothing there, as resume with no saved game (exit 1), in one line.
    for (const args of [
      ['export', '9'],
      ['replay', '9'],
    ]) {
      const r = await run(home, args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toMatch(/^big-chicken: only \d+ finished games? (is|are) recorded, so there is no game 9 back\n$/);
    }
  });

  it('exports the saved game in progress with --saved', async () => {
    const dir = temp();
    expect((await run(dir, ['export', '--saved'])).code).toBe(1);
    const store = openStore({ dir });
    store.saveGame({
      game: 'just-hatched',
      options: { players: 3 },
      seed: 4,
      seats: [
        { name: 'Ada', bot: null },
        { name: 'Pip', bot: 'easy' },
        { name: 'Nugget', bot: 'easy' },
      ],
      speed: 'normal',
      thinkMs: 300,
      steps: [],
      savedAt: '2026-01-01T00:00:00.000Z',
    });
    const r = await run(dir, ['export', '--saved']);
    expect(r.code).toBe(0);
    const record = JSON.parse(r.stdout);
    expect(record).toMatchObject({ game: 'just-hatched', seed: 4, finished: null, scores: null, steps: [] });
    expect((await run(dir, ['replay', '-'], r.stdout)).stdout).toMatch(/in progress, 0 actions/);
    // Exporting leaves the saved game where it was.
    expect(openStore({ dir }).loadSavedGame()?.seed).toBe(4);
  });

  /** A store holding a saved game of Just Hatched (seed 4) and one of Henhouse (seed 5), saved at these times. */
  function twoSaves(justHatchedAt: string, henhouseAt: string): string {
    const dir = temp();
    const store = openStore({ dir });
    const seats = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: i === 0 ? 'Ada' : `Bot ${i}`, bot: i === 0 ? null : ('easy' as const) }));
    const base = { speed: 'normal', thinkMs: 300, steps: [] };
    store.saveGame({ ...base, game: 'just-hatched', options: { players: 3 }, seed: 4, seats: seats(3), savedAt: justHatchedAt });
    store.saveGame({ ...base, game: 'henhouse', options: { players: 4 }, seed: 5, seats: seats(4), savedAt: henhouseAt });
    return dir;
  }

  it('exports the saved game of the game named after --saved, and without one the game resume picks', async () => {
    const dir = twoSaves('2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
    for (const name of ['henhouse', 'hh']) {
      const r = await run(dir, ['export', '--saved', name]);
      expect(r.code, name).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ game: 'henhouse', seed: 5, finished: null, scores: null });
      expect(r.stderr).toBe('');
    }
    const jh = await run(dir, ['export', '--saved', 'just-hatched']);
    expect(JSON.parse(jh.stdout)).toMatchObject({ game: 'just-hatched', seed: 4 });
    const file = join(temp(), 'saved.json');
    expect((await run(dir, ['export', '--saved', 'henhouse', '-o', file])).code).toBe(0);
    expect((await run(dir, ['replay', file])).stdout).toMatch(/^Henhouse: 4 players, seed 5/);
    // Without a game: the one saved last, as resume picks it, and the other named, as resume names it.
    for (const [jhAt, hhAt, game, other] of [
      ['2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'just-hatched', 'henhouse'],
      ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', 'henhouse', 'just-hatched'],
    ] as const) {
      const home = twoSaves(jhAt, hhAt);
      const r = await run(home, ['export', '--saved']);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).game).toBe(game);
      const title = gameModule(game).info.title;
      expect(r.stderr).toBe(`Exporting ${title}, the game saved last; also saved: ${other} (big-chicken export --saved <game>).\n`);
      expect((await run(home, ['resume'])).stderr).toContain(`Resuming ${title}, the game saved last; also saved: ${other}`);
    }
  });

  it('refuses a --saved game that is not a game, or an N with it, with one line and exit 2; a game with no save is exit 1', async () => {
    const dir = twoSaves('2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
    for (const args of [
      ['export', '--saved', 'chess'],
      ['export', '--saved', '3'],
      ['export', '2', '--saved', 'henhouse'],
      ['export', '2', '--saved'],
    ]) {
      const r = await run(dir, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
    }
    expect((await run(dir, ['export', '--saved', 'chess'])).stderr).toBe(
      'big-chicken: unknown game "chess": choose just-hatched, henhouse, clutch\n',
    );
    const none = await run(dir, ['export', '--saved', 'clutch']);
    expect(none.code).toBe(1);
    expect(none.stdout).toBe('');
    expect(none.stderr).toBe(
      'big-chicken: there is no saved game of A Clutch of Chickens in progress to export; saved: just-hatched, henhouse\n',
    );
  });
});
