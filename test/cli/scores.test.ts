import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore, type GameRecord } from '../../src/store/index.js';
import { runMain } from '../commands/run-main.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(root, 'bin/big-chicken.js');
const homes: string[] = [];

function home(records: readonly GameRecord[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'big-chicken-scores-'));
  homes.push(dir);
  const store = openStore({ dir });
  for (const r of records) store.recordGame(r);
  return dir;
}

afterAll(() => {
  for (const dir of homes) rmSync(dir, { recursive: true, force: true });
});

beforeAll(() => {
  if (!existsSync(join(root, 'dist/cli.js'))) throw new Error('build first: node scripts/build.js');
});

const ENV = { FORCE_COLOR: '0', TZ: 'UTC' };

/** Runs the program in this process without a terminal (the binary: {@link runInTerminal}). */
async function run(dir: string, args: readonly string[], env: Record<string, string> = {}) {
  const r = await runMain(args, { ...ENV, BIG_CHICKEN_HOME: dir, ...env });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Runs the built program in a pseudo-terminal (util-linux `script`), typing `answer` once
 * `prompt` appears. Returns everything the terminal showed and the exit status.
 */
function runInTerminal(dir: string, args: readonly string[], env: Record<string, string> = {}, prompt?: string, answer?: string) {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qefc', command, '/dev/null'], {
    env: { ...process.env, ...ENV, BIG_CHICKEN_HOME: dir, COLUMNS: '80', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let answered = false;
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (prompt !== undefined && !answered && out.includes(prompt)) {
      answered = true;
      child.stdin.write(answer ?? '');
    }
  });
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    child.on('close', (code) => resolve({ code, out }));
  });
}

const seats3 = [
  { name: 'Ada', bot: null },
  { name: 'Pip', bot: 'normal' as const },
  { name: 'Wren', bot: 'hard' as const },
];

function jh(date: string, seed: number, scores: number[], winners: number[], extra: Partial<GameRecord> = {}): GameRecord {
  return { game: 'just-hatched', date, seats: seats3, seed, options: { players: 3 }, rounds: 5, scores, winners, ...extra };
}

function clutch(date: string, seed: number, chickens: number, won: boolean): GameRecord {
  return {
    game: 'clutch',
    date,
    seats: [{ name: 'Ada', bot: null }],
    seed,
    options: { players: 1 },
    rounds: 1,
    scores: [chickens],
    winners: won ? [0] : [],
    outcome: won ? 'won' : 'lost',
  };
}

/*
 * Just Hatched, seat 0: 10 (won alone), 20 (won, shared by 2), 30 (3rd of 3), 12 (2nd of 3, tied
 * with the winner's 12). Played 4; wins 1 + 1/2 = 1.5; best 10; mean (10+20+30+12)/4 = 18.0.
 * Clutch: won 1200, lost 0, won 900. Played 3; wins 2; best population of a won game 1200.
 */
const RECORDS: GameRecord[] = [
  jh('2026-11-01T10:00:00.000Z', 101, [10, 25, 40], [0]),
  clutch('2026-11-02T10:00:00.000Z', 201, 1200, true),
  jh('2026-11-03T10:00:00.000Z', 102, [20, 20, 35], [0, 1]),
  clutch('2026-11-04T10:00:00.000Z', 202, 0, false),
  jh('2026-11-05T10:00:00.000Z', 103, [30, 5, 12], [1]),
  clutch('2026-11-06T10:00:00.000Z', 203, 900, true),
  jh('2026-11-07T10:00:00.000Z', 4294967295, [12, 12, 31], [1], {
    seats: seats3.slice(0, 2),
    options: { players: 2, twoPlayer: 'one-and-dump' },
    scores: [12, 12],
  }),
];

describe('big-chicken scores', () => {
  test('with no games recorded, says so', async () => {
    const r = await run(home(), ['scores']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('No games recorded yet.\nFinished games are kept here; start one with: big-chicken play\n');
    for (const line of r.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  test('a game saved unfinished is named, with the command that brings it back, under the scores', async () => {
    const dir = home();
    const seats = [
      { name: 'Ada', bot: null },
      { name: 'Pip', bot: 'easy' as const },
      { name: 'Marigold', bot: 'easy' as const },
    ];
    const step = { seat: 1, action: { type: 'pass' } };
    openStore({ dir }).saveGame({
      game: 'henhouse',
      options: { players: 3 },
      seed: 3,
      seats,
      speed: 'max',
      thinkMs: 10,
      steps: [step, step],
      savedAt: '2026-11-01T10:00:00.000Z',
    });
    const r = await run(dir, ['scores']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'No games recorded yet.\nFinished games are kept here; start one with: big-chicken play\n\n' +
        'Unfinished: Henhouse (seed 3, 2 moves); `big-chicken resume henhouse` brings it\n  back.\n',
    );
    // Another game's scores leave it out.
    expect((await run(dir, ['scores', 'clutch'])).stdout).not.toContain('Unfinished');
  });

  test('the table per game: played, wins (shared as a fraction), best and mean; Clutch wins and best population', async () => {
    const r = await run(home(RECORDS), ['scores']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Game                       Played  Wins  Best  Mean',
      'BIG CHICKEN: Just Hatched       4   1.5    10  18.0',
      'A Clutch of Chickens            3     2  1200     -',
    ]);
    expect(r.stdout).toContain('A win shared by several players counts as 1/k of a win');
  });

  test('the last games, newest first, with seeds and replay commands that fit 80 columns', async () => {
    const r = await run(home(RECORDS), ['scores', 'just-hatched']);
    expect(r.code).toBe(0);
    const text = r.stdout;
    expect(text).not.toContain('Clutch of Chickens');
    const lastGames = text.slice(text.indexOf('Last games of BIG CHICKEN: Just Hatched'));
    expect(lastGames.split('\n').slice(1, 9)).toEqual([
      '  2026-11-07 10:00  2nd of 2  12 points  Ada',
      '    big-chicken play just-hatched --players 2 --seed 4294967295 \\',
      '      --two-player one-and-dump',
      '  2026-11-05 10:00  3rd of 3  30 points  Ada',
      '    big-chicken play just-hatched --players 3 --seed 103',
      '  2026-11-03 10:00  won, shared by 2  20 points  Ada',
      '    big-chicken play just-hatched --players 3 --seed 102',
      '  2026-11-01 10:00  won  10 points  Ada',
    ]);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(text).not.toContain('\u001b');
  });

  test('clutch lines: outcome, chickens and a replay without a player count', async () => {
    const r = await run(home(RECORDS), ['scores', 'clutch']);
    expect(r.stdout).toContain('  2026-11-06 10:00  won  900 chickens  Ada\n    big-chicken play clutch --seed 203\n');
    expect(r.stdout).toContain('  2026-11-04 10:00  lost  0 chickens  Ada\n');
  });

  test('--json prints the totals and the records (of one game when named)', async () => {
    const dir = home(RECORDS);
    const all = await run(dir, ['scores', '--json']);
    expect(all.code).toBe(0);
    const parsed = JSON.parse(all.stdout) as { totals: { game: string; played: number }[]; records: unknown[] };
    expect(parsed.records).toEqual(RECORDS.map((r) => ({ ...r, watched: false })));
    expect(parsed.totals.map((t) => [t.game, t.played])).toEqual([
      ['just-hatched', 4],
      ['clutch', 3],
    ]);
    const one = await run(dir, ['scores', 'clutch', '--json']);
    expect((JSON.parse(one.stdout) as { records: unknown[] }).records).toEqual(
      RECORDS.filter((r) => r.game === 'clutch').map((r) => ({ ...r, watched: false })),
    );
    const none = await run(home(), ['scores', '--json']);
    expect(JSON.parse(none.stdout)).toEqual({ totals: [], records: [] });
  });

  test("a watched game stays in the history, marked, and out of the person's totals (text and --json)", async () => {
    // A bot in Ada's seat won this one alone with 1 point: counted, it would make 5 played, 2.5 wins, best 1.
    const watched = jh('2026-11-08T10:00:00.000Z', 104, [1, 30, 40], [0], {
      seats: [{ name: 'Ada', bot: 'hard' }, ...seats3.slice(1)],
      watched: true,
    });
    const dir = home([...RECORDS, watched]);
    const text = (await run(dir, ['scores'])).stdout;
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Game                       Played  Wins  Best  Mean  Watched',
      'BIG CHICKEN: Just Hatched       4   1.5    10  18.0        1',
      'A Clutch of Chickens            3     2  1200     -        0',
    ]);
    expect(text).toContain('  2026-11-08 10:00  won  1 points  watched (hard bot)\n');
    expect(text).toContain('listed below but not counted');
    const json = JSON.parse((await run(dir, ['scores', 'just-hatched', '--json'])).stdout) as {
      totals: { played: number; wins: number; best: number; watched: number }[];
      records: { seed: number; watched: boolean }[];
    };
    expect(json.totals).toEqual([
      { game: 'just-hatched', played: 4, watched: 1, abandoned: 0, wins: 1.5, best: 10, mean: 18, lowerIsBetter: true },
    ]);
    expect(json.records.map((r) => [r.seed, r.watched])).toEqual([
      [101, false],
      [102, false],
      [103, false],
      [4294967295, false],
      [104, true],
    ]);
  });

  test('an unknown game is one line and exit 2', async () => {
    const r = await run(home(), ['scores', 'poker']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('big-chicken: unknown game "poker": choose just-hatched, henhouse, clutch\n');
  });

  test('--reset refuses without a terminal unless --yes, and keeps everything', async () => {
    const dir = home(RECORDS);
    const r = await run(dir, ['scores', '--reset']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^big-chicken: --reset asks first.*--yes.*\n$/);
    expect(openStore({ dir }).records()).toHaveLength(RECORDS.length);
    expect((await run(dir, ['scores', '--yes'])).code).toBe(2);
  });

  test("--reset --yes forgets one game's records, or all", async () => {
    const dir = home(RECORDS);
    const one = await run(dir, ['scores', 'clutch', '--reset', '--yes']);
    expect(one.code).toBe(0);
    expect(one.stdout).toBe('Forgot 3 recorded games.\n');
    expect(
      openStore({ dir })
        .records()
        .map((r) => r.game),
    ).toEqual(['just-hatched', 'just-hatched', 'just-hatched', 'just-hatched']);
    const all = await run(dir, ['scores', '--reset', '--yes']);
    expect(all.stdout).toBe('Forgot 4 recorded games.\n');
    expect(openStore({ dir }).records()).toEqual([]);
  });

  test('--reset on a terminal asks first: N keeps, y forgets', async () => {
    const dir = home(RECORDS);
    const prompt = '[y/N] ';
    const no = await runInTerminal(dir, ['scores', '--reset'], {}, prompt, 'n\r');
    expect(no.out).toContain('Forget every recorded game (7 games)? This cannot be undone. [y/N]');
    expect(no.out).toContain('Kept the scores.');
    expect(no.code).toBe(1);
    expect(openStore({ dir }).records()).toHaveLength(7);
    const yes = await runInTerminal(dir, ['scores', '--reset'], {}, prompt, 'y\r');
    expect(yes.out).toContain('Forgot 7 recorded games.');
    expect(yes.code).toBe(0);
    expect(openStore({ dir }).records()).toEqual([]);
  });

  test('on a terminal the headings are bold, and NO_COLOR turns every escape code off', async () => {
    const dir = home(RECORDS);
    const coloured = await runInTerminal(dir, ['scores'], { FORCE_COLOR: '', TERM: 'xterm' });
    expect(coloured.out).toContain('\u001b[1mGame');
    const plain = await runInTerminal(dir, ['scores'], { FORCE_COLOR: '', TERM: 'xterm', NO_COLOR: '1' });
    expect(plain.out).toContain('Game                       Played');
    expect(plain.out).not.toContain('\u001b');
  });

  test('a corrupt scores file: a warning naming where it was kept, then an empty table, exit 0', async () => {
    const dir = home();
    writeFileSync(join(dir, 'records.json'), '{"records": [{"game": ');
    const r = await run(dir, ['scores']);
    expect(r.code).toBe(0);
    const kept = readdirSync(dir).find((f) => f.startsWith('records.unreadable-'));
    expect(kept).toBeDefined();
    expect(r.stderr).toBe(
      `big-chicken: warning: could not read the scores in ${join(dir, 'records.json')} (it is not valid JSON); kept it as ${join(dir, kept as string)} and started afresh\n`,
    );
    expect(r.stdout).toContain('No games recorded yet.');
  });
});
