// A fourth game, Pebbles, that exists only in this test, registered with one call: every command
// works with it (rules, check, sim, play's options, scores, resume, replay), the SSH server's hall
// seats, plays and records it, and its table opens from its module, without a line of src/
// naming it. Its folder, pebbles/, has the layout of a game's folder in src/games/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, render } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playGame, replay, type Step } from '../../src/engine/index.js';
import { findGame, GAMES, registerGame, unregisterGame } from '../../src/games/index.js';
import { loadBots, makeBot } from '../../src/games/bots.js';
import { parsePlay } from '../table/parse-play.js';
import { buildProgram, main } from '../../src/program.js';
import { openStore, type SavedGame } from '../../src/store/index.js';
import App from '../../src/ui/App.js';
import { newTableSetup } from '../../src/table/setup.js';
import { pebblesGame } from './pebbles/rules.js';
import type { PebblesAction } from './pebbles/state.js';
import { pebbles } from './pebbles/module.js';
import { press, waitFrame } from '../ui/helpers.js';
import { Hall, playerDir } from '../../src/serve/hall.js';
import { BotPool } from '../../src/serve/bot-pool.js';

let home = '';
const previousHome = process.env.BIG_CHICKEN_HOME;

beforeAll(() => {
  registerGame(pebbles);
  home = mkdtempSync(join(tmpdir(), 'bc-pebbles-'));
  process.env.BIG_CHICKEN_HOME = home;
});
afterAll(() => {
  unregisterGame('pebbles');
  if (previousHome === undefined) delete process.env.BIG_CHICKEN_HOME;
  else process.env.BIG_CHICKEN_HOME = previousHome;
  rmSync(home, { recursive: true, force: true });
});
afterEach(() => cleanup());

/** Runs the command line in-process, as bin/big-chicken.js does, and collects what it wrote. */
async function run(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write;
  const err = process.stderr.write;
  process.stdout.write = ((chunk: string | Uint8Array) => ((stdout += String(chunk)), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => ((stderr += String(chunk)), true)) as typeof process.stderr.write;
  process.exitCode = 0;
  try {
    await main(['node', 'big-chicken', ...args], buildProgram());
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
  const status = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return { status, stdout, stderr };
}

/** A Pebbles table for seat 0 and bots, as `play` would open it. */
function table(seed: number, steps: readonly Step<PebblesAction>[]): SavedGame {
  const setup = newTableSetup({
    game: 'pebbles',
    options: { players: 2, pile: 12 },
    seed,
    name: 'Ada',
    speed: 'max',
    thinkMs: 10,
    watch: false,
    bots: ['normal'],
  });
  return { ...setup, steps, savedAt: new Date().toISOString() };
}

describe('a game registered from outside src/', () => {
  it('is in the registry, by id and alias', () => {
    expect(GAMES.map((m) => m.info.id)).toContain('pebbles');
    expect(findGame('Stones')).toBe(pebbles);
    expect(() => registerGame(pebbles)).toThrow(/already registered/);
  });

  it('rules: listed, printed, a topic, its house ruling marked', async () => {
    expect((await run('rules')).stdout).toMatch(/pebbles\s+2-4 players\s+Pebbles/);
    const all = await run('rules', 'stones');
    expect(all.status).toBe(0);
    expect(all.stdout).toContain('Pebbles (2-4 players)');
    expect(all.stdout).toContain('House ruling (ours): Nobody may pass.');
    expect((await run('rules', 'pebbles', 'turn')).stdout).toMatch(/^A TURN\n/);
    expect((await run('rules', '--help')).stdout).toContain('big-chicken rules pebbles');
  });

  it('check: its own subject and option, exit 0 / 1 / 2, --json (with the version the command adds), --help', async () => {
    expect(await run('check', 'pebbles', '7', '--grab', '3')).toEqual({ status: 0, stdout: 'yes: taking 3 of 7 wins.\n', stderr: '' });
    expect((await run('check', 'pebbles', '8')).status).toBe(1);
    expect(JSON.parse((await run('check', 'pebbles', '9', '--json')).stdout)).toEqual({ version: 1, pile: 9, winning: true });
    const stray = await run('check', 'pebbles', '7', '--on', 'B7');
    expect(stray.status).toBe(2);
    expect(stray.stderr).toBe('big-chicken: --on does not apply to pebbles (it takes --grab, --why, --json)\n');
    expect((await run('check', 'pebbles', '7', '--grab', '5')).stderr).toContain('--grab must be a whole number from 1 to 3');
    expect((await run('check', 'just-hatched', 'O7', '--grab', '1')).status).toBe(2);
    const help = (await run('check', '--help')).stdout;
    expect(help).toMatch(/--grab <n>\s+pebbles: pebbles taken now/);
    expect(help).toMatch(/pebbles\s+whether the player to move can force a win/);
  });

  it('sim: its player limits, its own option, its bots', async () => {
    const r = await run('sim', 'pebbles', '--games', '40', '--players', '3', '--pile', '9', '--bots', 'normal,easy,easy', '--json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const o = JSON.parse(r.stdout) as { games: number; seats: { bot: string; wins: number }[] };
    expect(o.games).toBe(40);
    expect(o.seats.map((s) => s.bot)).toEqual(['normal', 'easy', 'easy']);
    expect(o.seats.reduce((a, s) => a + s.wins, 0)).toBeCloseTo(40);
    expect((await run('sim', 'pebbles', '--players', '5')).stderr).toContain('Pebbles takes 2 to 4 players, got --players 5');
    expect((await run('sim', 'henhouse', '--pile', '9')).stderr).toBe('big-chicken: --pile goes only with pebbles\n');
    expect((await run('sim', 'pebbles', '--big-hands')).stderr).toBe('big-chicken: --big-hands goes only with henhouse\n');
    expect((await run('sim', 'pebbles', '--players', '4', '--pile', '3')).stderr).toContain('--pile needs at least a pebble a player');
  });

  it('play: reads its options like sim does, and wants a terminal', async () => {
    expect(parsePlay('pebbles', { pile: '12' }).options).toEqual({ players: 2, pile: 12 });
    expect((await run('play', '--help')).stdout).toMatch(/--pile <n>\s+pebbles: pebbles at the start/);
    const r = await run('play', 'pebbles', '--pile', '12');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('play needs a terminal');
  });

  it('scores: a finished game is recorded and shown in its own unit, with its replay command', async () => {
    await loadBots('pebbles');
    const bots = [makeBot('pebbles', 'normal', { thinkMs: 1 }), makeBot('pebbles', 'easy', { thinkMs: 1 })];
    const t = playGame(pebblesGame, { players: 2, pile: 12 }, bots, 5);
    const store = openStore();
    store.finishGame(table(5, t.steps), t.outcome!);
    expect(store.takeWarnings()).toEqual([]);
    const text = await run('scores', 'pebbles');
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('Pebbles');
    expect(text.stdout).toContain(`${t.outcome!.scores[0]} pebbles`);
    expect(text.stdout).toContain('big-chicken play pebbles --players 2 --seed 5 --pile 12');
    const json = JSON.parse((await run('scores', '--json')).stdout) as { records: { game: string; seed: number }[] };
    expect(json.records.filter((r) => r.game === 'pebbles').map((r) => r.seed)).toEqual([5]);
  });

  it('replay: the finished game of the history replays as text, each take in its notation', async () => {
    const r = await run('replay');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Pebbles');
    expect(r.stdout).toContain('seed 5');
    expect(r.stdout).toMatch(/take [123]/);
    // No game 7 back in the history: nothing there (exit 1).
    expect((await run('replay', '7')).status).toBe(1);
  });

  it('serve: the hall opens a shared table of it, seats a person and a bot, plays it out and records it for the person', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bc-pebbles-serve-'));
    const log: string[] = [];
    const hall = new Hall(dataDir, { maxTables: 4, tablesPerIdentity: 2, tableIdle: 0 }, new BotPool(null, 1), (l) => void log.push(l));
    try {
      await hall.open();
      const choice = {
        game: 'pebbles',
        options: { players: 2, pile: 9 },
        level: 'normal' as const,
        speed: 'max' as const,
        thinkMs: 10,
        name: null,
      };
      const shared = hall.create(choice, { name: 'Ada', identity: 'guest:ada' });
      if (typeof shared === 'string') throw new Error(shared);
      expect(hall.find(shared.code)?.title).toContain('Pebbles');
      const sat = shared.sit('Ada', 'guest:ada');
      expect(sat).toEqual({ seat: 0 });
      expect(shared.start(0)).toBeNull();
      const table = shared.gameTable!;
      // Ada always takes one; the bot answers until the pile is gone.
      for (let tries = 0; shared.phase !== 'over' && tries < 400; tries++) {
        const mine = table.seat(0);
        if (mine.myTurn) expect(table.act(0, { take: 1 })).toBeNull();
        else await new Promise((r) => setTimeout(r, 5));
      }
      expect(shared.phase).toBe('over');
      const records = openStore({ dir: playerDir(dataDir, 'guest:ada') }).records();
      expect(records.map((r) => r.game)).toEqual(['pebbles']);
      expect(log.join('\n')).toMatch(/table [A-Z]+ finished/);
    } finally {
      hall.closeAll();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('resume: a saved game is found, replays, and its table opens where it was', async () => {
    const steps: Step<PebblesAction>[] = [
      { seat: 0, action: { take: 3 } },
      { seat: 1, action: { take: 1 } },
    ];
    const store = openStore();
    store.saveGame(table(8, steps));
    expect(store.loadSavedGame('pebbles')?.steps).toEqual(steps);
    const r = await run('resume', 'pebbles');
    // Found and replayable: only the missing terminal stops it.
    expect(r.stderr).toContain('resume needs a terminal');
    const saved = store.loadSavedGame('pebbles')!;
    expect(replay(pebblesGame, saved.options, saved.seed, saved.steps).pile).toBe(8);
    const saves: SavedGame[] = [];
    const ui = render(
      <App
        start={{ kind: 'table', module: pebbles, setup: saved }}
        persistence={{ saveGame: (s) => void saves.push(s), finishGame: () => undefined, clearSavedGame: () => undefined }}
        onExit={() => undefined}
      />,
    );
    await waitFrame(ui, (f) => f.includes('Pebbles left: 8 · taken 3/1 · your turn'));
    // The first key can arrive before Ink listens to stdin: press again until the table acts.
    for (let tries = 0; saves.length === 0 && tries < 20; tries++) {
      await press(ui, '2');
      await new Promise((r) => setTimeout(r, 200));
    }
    await waitFrame(ui, () => saves.length > 0);
    expect(saves[0]!.steps).toEqual([...steps, { seat: 0, action: { take: 2 } }]);
  });
});

describe('line mode with a game that brings no line text of its own', () => {
  it('lists the legal actions in its notation, reads them back, and plays it to the end', async () => {
    const { runPlain } = await import('../../src/plain/run-plain.js');
    const { PassThrough } = await import('node:stream');
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (d: Buffer) => (text += d.toString()));
    const finished: unknown[] = [];
    const saves: SavedGame[] = [];
    // Always the first listed choice, typed by number, by its notation and wrongly.
    input.end(['3 pebbles', 'TAKE 1', ...Array.from({ length: 30 }, () => '1')].join('\n') + '\n');
    const code = await runPlain(pebbles, table(3, []), {
      input,
      output,
      persistence: { saveGame: (s) => void saves.push(s), finishGame: (_s, o) => void finished.push(o) },
      resumeCommand: 'big-chicken resume pebbles --plain',
    });
    expect(code).toBe(0);
    expect(text).toContain('Pebbles in line mode: Ada (you)');
    expect(text).toMatch(/Your choices: 1\) take 1, 2\) take 2, 3\) take 3\./);
    expect(text).toContain('Not taken: "3 pebbles" is not one of your choices now.');
    expect(text).toMatch(/Ada: take 1\n/);
    expect(text).toContain('The game is over and recorded');
    expect(finished).toHaveLength(1);
    expect(saves.length).toBeGreaterThan(1);
  });
});
