import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { playGame, randomBot, replay } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { openStore, type SavedGame } from '../../src/store/index.js';
import { RESUME_NEEDS_TERMINAL } from '../../src/commands/resume/resume.js';
import { Tmux, waitFor } from './tmux.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(root, 'bin/big-chicken.js');
const homes: string[] = [];

function home(): string {
  const dir = mkdtempSync(join(tmpdir(), 'big-chicken-resume-'));
  homes.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of homes) rmSync(dir, { recursive: true, force: true });
});

beforeAll(() => {
  if (!existsSync(join(root, 'dist/cli.js'))) throw new Error('build first: node scripts/build.js');
});

/** Starts the built program with `args` in a fresh terminal of `tmux`, with `dir` as its home; returns its pid. */
function startIn(tmux: Tmux, dir: string, args: readonly string[]): number {
  return tmux.start(['exec', process.execPath, BIN, ...args].join(' '), { BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' });
}

/** Runs the built program as a user would, without a terminal (`input` on its stdin). */
function run(dir: string, args: readonly string[], input = '') {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' },
    timeout: 20_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function savedOf(game: 'clutch' | 'henhouse', steps: SavedGame['steps'], seed: number, players: number): SavedGame {
  return {
    game,
    options: { players },
    seed,
    seats: Array.from({ length: players }, (_, i) => ({ name: i === 0 ? 'Ada' : `Bot ${i}`, bot: i === 0 ? null : 'easy' })),
    speed: 'fast',
    thinkMs: 50,
    steps,
    savedAt: '2026-11-29T18:00:00.000Z',
  };
}

describe('resume without a table', () => {
  test('no saved game: one line, exit 1', () => {
    const r = run(home(), ['resume']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('big-chicken: there is no saved game to resume; start one with: big-chicken play\n');
  });

  test('a saved game and no terminal: says a terminal is needed, exit 1, the save is kept', () => {
    const dir = home();
    const { game } = gameModule('henhouse');
    const done = playGame(game, { players: 4 }, [randomBot(), randomBot(), randomBot(), randomBot()], 11);
    const saved = savedOf('henhouse', done.steps.slice(0, 10), 11, 4);
    openStore({ dir }).saveGame(saved);
    const r = run(dir, ['resume']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('resume needs a terminal');
    expect(openStore({ dir }).loadSavedGame()).toEqual(saved);
  });

  test('several saved games: resume takes the one saved last and names the others; resume <game> takes that one', () => {
    const dir = home();
    const { game: hh } = gameModule('henhouse');
    const going = playGame(hh, { players: 4 }, [randomBot(), randomBot(), randomBot(), randomBot()], 11);
    const { game: solo } = gameModule('clutch');
    const done = playGame(solo, { players: 1 }, [randomBot()], 21);
    const store = openStore({ dir });
    // Clutch (already over) saved first, Henhouse (going on) saved last: neither replaces the other.
    store.saveGame({ ...savedOf('clutch', done.steps, 21, 1), savedAt: '2026-11-29T17:00:00.000Z' });
    store.saveGame({ ...savedOf('henhouse', going.steps.slice(0, 10), 11, 4), savedAt: '2026-11-29T18:00:00.000Z' });
    const latest = run(dir, ['resume']);
    expect(latest.code).toBe(1);
    expect(latest.stderr).toBe(
      'Resuming Henhouse, the game saved last; also saved: clutch (big-chicken resume <game>).\n' + `${RESUME_NEEDS_TERMINAL}\n`,
    );
    const chosen = run(dir, ['resume', 'clutch']);
    expect(chosen.code).toBe(0);
    expect(chosen.stdout).toContain('already ended and is now recorded');
    expect(
      openStore({ dir })
        .savedGames()
        .map((g) => g.game),
    ).toEqual(['henhouse']);
    const none = run(dir, ['resume', 'clutch']);
    expect([none.code, none.stderr]).toEqual([
      1,
      'big-chicken: there is no saved game of A Clutch of Chickens to resume; start one with: big-chicken play clutch\n',
    ]);
    expect(run(dir, ['resume', 'poker']).code).toBe(2);
  });

  test("--speed sets the bots' pace from here on (saved with the game); without it the saved pace stays; a bad one is exit 2", () => {
    const dir = home();
    // A game saved at slow speed by play itself: in line mode, the input ends at once.
    expect(run(dir, ['play', 'henhouse', '--plain', '--speed', 'slow', '--seed', '5']).code).toBe(0);
    const speedOf = () => openStore({ dir }).loadSavedGame()?.speed;
    expect(speedOf()).toBe('slow');
    const bad = run(dir, ['resume', '--speed', 'zoom']);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe(
      "big-chicken: option '--speed <speed>' argument 'zoom' is invalid. Allowed choices are slow, normal, fast, max.\n",
    );
    expect(speedOf()).toBe('slow');
    // One move (the first choice), then the input ends and the game is saved again.
    expect(run(dir, ['resume', '--plain'], '1\n').code).toBe(0);
    expect(speedOf()).toBe('slow');
    expect(run(dir, ['resume', '--plain', '--speed', 'max'], '1\n').code).toBe(0);
    expect(speedOf()).toBe('max');
  });

  test('a saved game that no longer replays is kept aside, not deleted, with one line', () => {
    const dir = home();
    const broken = savedOf('henhouse', [{ seat: 0, action: { type: 'play', cards: ['XX9'] } }], 5, 4);
    openStore({ dir }).saveGame(broken);
    const r = run(dir, ['resume']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    // The reason names the move that fails.
    expect(lines[0]).toMatch(
      /^big-chicken: the saved game no longer replays with this version \(step 1 of 1, by seat 0: .+\); kept it as .*saved-henhouse\.unplayable-.*\.json$/,
    );
    const aside = readdirSync(dir).filter((f) => f.startsWith('saved-henhouse.unplayable-'));
    expect(aside).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(dir, aside[0] as string), 'utf8')).game).toEqual(broken);
    expect(openStore({ dir }).hasSavedGame()).toBe(false);
  });

  test('a saved game that had already ended is recorded, and the save cleared', () => {
    const dir = home();
    const { game } = gameModule('clutch');
    const done = playGame(game, { players: 1 }, [randomBot()], 21);
    openStore({ dir }).saveGame(savedOf('clutch', done.steps, 21, 1));
    const r = run(dir, ['resume']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('already ended');
    const store = openStore({ dir });
    expect(store.hasSavedGame()).toBe(false);
    const records = store.records();
    expect(records).toHaveLength(1);
    expect(records[0]?.seed).toBe(21);
    expect(records[0]?.scores).toEqual(done.outcome?.scores);
  });

  test('a corrupt saved game is kept aside, the warning says where and that it cannot be resumed, then "no other saved game"', () => {
    const dir = home();
    const damaged = '{"version":1,"game":';
    writeFileSync(join(dir, 'saved-game.json'), damaged);
    const r = run(dir, ['resume']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    const warning =
      /^big-chicken: warning: could not read the saved game in .*saved-game\.json \(it is not valid JSON\), so it cannot be resumed; kept it as (.*saved-game\.unreadable-.*\.json)$/.exec(
        lines[0]!,
      );
    expect(warning).not.toBeNull();
    // Kept where it says, byte for byte.
    expect(readFileSync(warning![1]!, 'utf8')).toBe(damaged);
    expect(lines[1]).toBe('big-chicken: there is no other saved game to resume; start a new one with: big-chicken play');
    expect(r.stderr).not.toContain('afresh');
  });
});

function stepsSaved(dir: string): number {
  try {
    return (JSON.parse(readFileSync(join(dir, 'saved-just-hatched.json'), 'utf8')) as { game: SavedGame }).game.steps.length;
  } catch {
    return 0;
  }
}

/** Waits until the screen shows the table and has not changed for 100 ms; returns it. */
async function settledTable(tmux: Tmux): Promise<string> {
  let last = '';
  let since = Date.now();
  await waitFor('the table', () => {
    const now = tmux.screen();
    if (now !== last) {
      last = now;
      since = Date.now();
    }
    return now.includes('seed') && Date.now() - since >= 100;
  });
  return last;
}

describe('a real table killed mid-game comes back as it was', () => {
  test.each(['SIGHUP', 'SIGINT'] as const)('killed with %s: resume shows the same hands, turn and log', async (signal) => {
    // The signal is read by the program's event loop: on a loaded machine a bot's move may land
    // between the screen being read and the signal being taken. The game is then saved with that
    // move (nothing is lost), but it is not the screen read: the run is made again, up to three times.
    let dir: string;
    let screenBefore: string;
    let saved: SavedGame | null;
    for (let attempt = 0; ; attempt++) {
      dir = home();
      const first = new Tmux();
      let before: number;
      try {
        const pid = startIn(first, dir, ['play', '--watch', '--speed', 'fast', '--seed', '3']);
        // Bots move every 550 ms at --speed fast: wait for a few moves, then act just after one,
        // once its frame has settled. On a loaded machine the next move may land while the screen
        // is being read: then the same is done after that move.
        await waitFor('five saved moves', () => stepsSaved(dir) >= 5);
        for (let tries = 0; ; tries++) {
          const count = stepsSaved(dir);
          await waitFor('the next move', () => stepsSaved(dir) > count);
          before = stepsSaved(dir);
          screenBefore = await settledTable(first);
          if (stepsSaved(dir) === before) break;
          expect(tries, 'a move landed while the screen was read, every time').toBeLessThan(10);
        }
        process.kill(pid, signal);
        await waitFor('the program to end', () => first.exitStatus() !== null);
        expect(first.screen()).toContain('big-chicken resume');
        saved = openStore({ dir }).loadSavedGame();
      } finally {
        first.stop();
      }
      // Never fewer moves than were on the screen: a move shown is a move saved.
      expect(saved?.steps.length ?? 0).toBeGreaterThanOrEqual(before);
      if (saved?.steps.length === before) break;
      expect(attempt, 'a move landed between the screen read and the signal, every time').toBeLessThan(2);
    }
    expect(saved).not.toBeNull();
    const s = saved as SavedGame;
    expect([s.game, s.seed, s.speed, s.options.players]).toEqual(['just-hatched', 3, 'fast', 4]);
    // The steps still replay with the engine, to a game in progress.
    const { game } = gameModule('just-hatched');
    expect(game.currentPlayer(replay(game, s.options, s.seed, s.steps))).not.toBe('terminal');

    const second = new Tmux();
    try {
      // At the slow speed the resumed table's first move waits long enough (a forced Cluck 250 ms,
      // any other 2.2 s) for its first frame to settle: at --speed fast a forced Cluck came 60 ms
      // after it, so a loaded machine could read the table a move or more on.
      startIn(second, dir, ['resume', '--speed', 'slow']);
      const screenAfter = await settledTable(second);
      // The hand of the watched seat and the log are on the screen being compared.
      expect(screenBefore).toMatch(/Watching: .*hand/);
      expect(screenBefore.split('\n').filter((l) => /\.$/.test(l.trim())).length).toBeGreaterThanOrEqual(3);
      // The lay that has just landed is framed in double lines for a moment; a resumed table
      // shows the same lay without that moment, so frames are compared by their text alone.
      const single = (screen: string) =>
        screen.replace(/[╔╗╚╝═║]/g, (c) => ({ '╔': '╭', '╗': '╮', '╚': '╰', '╝': '╯', '═': '─', '║': '│' })[c] ?? c);
      expect(single(screenAfter)).toBe(single(screenBefore));
    } finally {
      second.stop();
    }
  });
});
