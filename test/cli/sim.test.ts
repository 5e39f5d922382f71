import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { planSim, runSim, sim, type SimIo } from '../../src/commands/sim.js';
import { loadBots } from '../../src/bots/index.js';
import { UsageError } from '../../src/commands/errors.js';
import { outputLines, PLAIN_ENV, requireBuild, runBin } from './run-bin.js';

/** An io that keeps what sim writes; stderr a terminal or not. */
function capture(tty = false): SimIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: { write: (t: string) => ((io.out += t), true) },
    stderr: { write: (t: string) => ((io.err += t), true), isTTY: tty },
  };
  return io;
}

describe('sim, the command function', () => {
  it('prints the speed and a row per seat with its bot, wins and mean score', async () => {
    const io = capture();
    const code = await sim('just-hatched', { players: '4', games: '6', seed: '10', bots: 'normal,easy,easy,easy' }, io);
    expect(code).toBe(0);
    const lines = outputLines(io.out);
    expect(lines[0]).toBe('just-hatched, 4 players');
    expect(lines[1]).toMatch(/^6 games in \d+\.\d\d s, \d+\.\d games\/s \(seeds 10\.\.15\)$/);
    // Just Hatched adds its Last Egg counts; the table still fits 80 columns.
    expect(lines[3]).toMatch(/^seat\s+bot\s+wins\s+win %\s+mean score\s+last eggs\s+said\s+forgot\s+catches\s+caught$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    const rows = lines.slice(4);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^0\s+normal\s/);
    expect(rows[3]).toMatch(/^3\s+easy\s/);
    // No progress bar when stderr is not a terminal.
    expect(io.err).toBe('');
  });

  it('--json: games, seconds, gamesPerSecond and seats of {seat, bot, wins, meanScore, counts}; wins add up to the games', async () => {
    const io = capture();
    await sim('jh', { players: '3', games: '5', json: true }, io);
    const o = JSON.parse(io.out) as {
      games: number;
      seconds: number;
      gamesPerSecond: number;
      seats: { seat: number; bot: string; wins: number; meanScore: number }[];
    };
    expect(Object.keys(o)).toEqual(['games', 'seconds', 'gamesPerSecond', 'seats']);
    expect(o.games).toBe(5);
    expect(o.seconds).toBeGreaterThan(0);
    expect(o.gamesPerSecond).toBeGreaterThan(0);
    expect(o.seats.map((s) => Object.keys(s))).toEqual([0, 1, 2].map(() => ['seat', 'bot', 'wins', 'meanScore', 'counts']));
    // Each game has one Golden Egg (Just Hatched settles ties with a draw).
    expect(o.seats.reduce((sum, s) => sum + s.wins, 0)).toBeCloseTo(5, 6);
    for (const s of o.seats) expect(s.meanScore).toBeGreaterThanOrEqual(0);
  });

  it("Just Hatched --json counts each seat's Last Eggs: declared and forgotten add up, catches made match catches suffered", async () => {
    const io = capture();
    await sim('jh', { players: '4', games: '30', bots: 'easy,normal,normal,easy', json: true }, io);
    type Counts = { lastEggs: number; declared: number; forgotten: number; catches: number; caught: number };
    const o = JSON.parse(io.out) as { seats: { counts: Counts }[] };
    const all = o.seats.map((s) => s.counts);
    for (const c of all) {
      expect(Object.keys(c)).toEqual(['lastEggs', 'declared', 'forgotten', 'catches', 'caught']);
      expect(c.declared + c.forgotten).toBe(c.lastEggs);
      expect(c.caught).toBeLessThanOrEqual(c.forgotten);
    }
    expect(all.reduce((n, c) => n + c.catches, 0)).toBe(all.reduce((n, c) => n + c.caught, 0));
    expect(all.reduce((n, c) => n + c.lastEggs, 0)).toBeGreaterThan(40);
  });

  it('Henhouse --json has no counts of its own', async () => {
    const io = capture();
    await sim('henhouse', { players: '3', games: '2', json: true }, io);
    const o = JSON.parse(io.out) as { seats: Record<string, unknown>[] };
    expect(o.seats.every((s) => !('counts' in s))).toBe(true);
  });

  it('Clutch: --json is {games, seconds, gamesPerSecond, winRate}', async () => {
    const io = capture();
    await sim('clutch', { games: '200', bots: 'normal', json: true }, io);
    const o = JSON.parse(io.out) as Record<string, number>;
    expect(Object.keys(o)).toEqual(['games', 'seconds', 'gamesPerSecond', 'winRate']);
    expect(o.winRate).toBeGreaterThan(0.3);
    expect(o.winRate).toBeLessThan(0.9);
  });

  it('Henhouse shares tied wins as fractions, and the same seed gives the same figures', async () => {
    const plan = planSim('henhouse', { players: '3', games: '3', seed: '5', bots: 'normal' });
    await loadBots(plan.game);
    const a = runSim(plan);
    const b = runSim(plan);
    if (!('seats' in a) || !('seats' in b)) throw new Error('expected seats');
    expect(b.seats).toEqual(a.seats);
    expect(a.seats.reduce((sum, s) => sum + s.wins, 0)).toBeCloseTo(3, 6);
  });

  it('draws a progress bar on a terminal stderr and erases it, leaving stdout clean', async () => {
    const io = capture(true);
    // 2,000 normal Clutch games take about a second; the bar first shows after 250 ms.
    await sim('clutch', { games: '2000', bots: 'normal', json: true }, io);
    expect(() => JSON.parse(io.out)).not.toThrow();
    expect(io.err).toMatch(/\[[#.]+\] \d+\/2000 games/);
    expect(io.err.endsWith('\r')).toBe(true);
  });

  it('--bots random: a uniform random player in every seat, its speed printed like the others', async () => {
    const io = capture();
    await sim('just-hatched', { players: '4', games: '20', seed: '3', bots: 'random' }, io);
    const lines = outputLines(io.out);
    expect(lines[1]).toMatch(/^20 games in \d+\.\d\d s, \d+\.\d games\/s \(seeds 3\.\.22\)$/);
    expect(lines.slice(4).every((l) => /^\d\s+random\s/.test(l))).toBe(true);
    // Random players mix with bots seat by seat, and the same seed plays the same games.
    const plan = planSim('henhouse', { players: '4', games: '10', bots: 'random,normal,random,easy' });
    expect(plan.levels).toEqual(['random', 'normal', 'random', 'easy']);
    await loadBots(plan.game);
    const [a, b] = [runSim(plan), runSim(plan)];
    if (!('seats' in a) || !('seats' in b)) throw new Error('expected seats');
    expect(b.seats).toEqual(a.seats);
    // The normal bot beats random players more often than not.
    expect(a.seats[1]!.wins).toBeGreaterThan(a.seats[0]!.wins);
  });

  it('--think-playouts: hard bots search a fixed number of playouts, so the same seed gives the same figures', async () => {
    const plan = planSim('henhouse', { players: '4', games: '1', seed: '7', bots: 'hard,normal,hard,normal', thinkPlayouts: '20' });
    expect(plan.thinkPlayouts).toBe(20);
    await loadBots(plan.game);
    const a = runSim(plan);
    const b = runSim(plan);
    if (!('seats' in a) || !('seats' in b)) throw new Error('expected seats');
    expect(b.seats).toEqual(a.seats);
    const io = capture();
    await sim('henhouse', { players: '4', games: '1', bots: 'hard', thinkPlayouts: '5' }, io);
    expect(outputLines(io.out)[0]).toBe('henhouse, 4 players, hard bots think 5 playouts a move');
  });

  it('--workers: 1 by choice, the cores by default', () => {
    expect(planSim('clutch', { workers: '1' }).workers).toBe(1);
    expect(planSim('clutch', {}).workers).toBeGreaterThanOrEqual(1);
  });

  it('reads the variants: two-player versions and big hands', () => {
    expect(planSim('just-hatched', { players: '2', twoPlayer: 'one-and-dump' }).options).toEqual({ players: 2, twoPlayer: 'one-and-dump' });
    expect(planSim('henhouse', { players: '3', bigHands: true }).options).toEqual({ players: 3, bigHands: true });
    expect(planSim('clutch', {}).options).toEqual({ players: 1 });
  });

  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['chess', {}, /unknown game "chess"/],
    ['just-hatched', { players: '7' }, /takes 2 to 6 players, got --players 7/],
    ['henhouse', { players: 'four' }, /--players must be a whole number/],
    ['clutch', { players: '2' }, /played by 1 player only, got --players 2/],
    ['clutch', { games: '0' }, /--games must be a whole number from 1 to 10000000/],
    ['clutch', { games: '2.5' }, /--games must be a whole number/],
    ['clutch', { seed: 'abc' }, /--seed must be a whole number/],
    ['clutch', { thinkMs: '0' }, /--think-ms must be a whole number from 1 to 60000/],
    ['clutch', { bots: 'genius' }, /unknown level "genius" \(easy, normal, hard or random\)/],
    ['henhouse', { players: '4', bots: 'random,easy' }, /--bots needs one level or 4/],
    ['clutch', { thinkPlayouts: '0' }, /--think-playouts must be a whole number from 1 to 1000000/],
    ['clutch', { workers: '0' }, /--workers must be a whole number from 1 to 256/],
    ['clutch', { workers: 'all' }, /--workers must be a whole number/],
    ['henhouse', { players: '4', bots: 'easy,hard' }, /--bots needs one level or 4/],
    ['henhouse', { players: '4', twoPlayer: 'both-hands' }, /--two-player goes only with just-hatched/],
    ['henhouse', { players: '4', bigHands: true }, /--big-hands goes only with henhouse and --players 3/],
  ];
  for (const [game, opts, message] of bad) {
    it(`refuses ${game} ${JSON.stringify(opts)} with a usage error`, () => {
      expect(() => planSim(game, opts)).toThrow(UsageError);
      expect(() => planSim(game, opts)).toThrow(message);
    });
  }
});

describe('big-chicken sim (built program, no terminal)', () => {
  beforeAll(requireBuild);

  it('prints one JSON object for Clutch and exits 0', () => {
    const r = runBin(['sim', 'clutch', '--games', '300', '--bots', 'normal', '--json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(outputLines(r.stdout)).toHaveLength(1);
    const o = JSON.parse(r.stdout) as Record<string, number>;
    expect(o.games).toBe(300);
    expect(o.winRate).toBeGreaterThan(0.3);
  });

  it('prints the table for a 4-player game', () => {
    const r = runBin(['sim', 'just-hatched', '-p', '4', '-g', '4', '--bots', 'hard,normal,normal,normal', '--think-ms', '2']);
    expect(r.status).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines[0]).toBe('just-hatched, 4 players, hard bots think 2 ms a move');
    expect(lines.filter((l) => /^\d\s+(hard|normal)\s/.test(l))).toHaveLength(4);
  });

  it('--workers: the same figures, byte for byte but the timings, on 1, 2 or 3 threads, hard bots included', () => {
    const figures = (workers: string, game: string, bots: string) => {
      const r = runBin([
        'sim',
        game,
        '-p',
        '4',
        '-g',
        '16',
        '--seed',
        '11',
        '--bots',
        bots,
        '--think-playouts',
        '8',
        '--json',
        '--workers',
        workers,
      ]);
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
      const o = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(o.seconds).toBeGreaterThan(0);
      delete o.seconds;
      delete o.gamesPerSecond;
      return JSON.stringify(o);
    };
    for (const [game, bots] of [
      ['just-hatched', 'hard,normal,easy,random'],
      ['henhouse', 'easy,hard,normal,normal'],
    ] as const) {
      const one = figures('1', game, bots);
      expect(figures('2', game, bots)).toBe(one);
      expect(figures('3', game, bots)).toBe(one);
    }
  });

  it('never loads Ink or React', () => {
    // The module-load tracer of the other CLI tests lists every file the process loads.
    const tracer = fileURLToPath(new URL('./fixtures/trace-loads.mjs', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'big-chicken-sim-loads-'));
    try {
      const file = join(dir, 'loads.txt');
      const r = runBin(['sim', 'just-hatched', '-g', '2'], { ...PLAIN_ENV, BIG_CHICKEN_TRACE_LOADS: file }, ['--import', tracer]);
      expect(r.status).toBe(0);
      const files = readFileSync(file, 'utf8')
        .split('\n')
        .filter((url) => url.startsWith('file:'))
        .map((url) => fileURLToPath(url));
      expect(files.length).toBeGreaterThan(0);
      const drawing = files.filter((f) => /react\.transitional\.element|isRawModeSupported/.test(readFileSync(f, 'utf8')));
      expect(drawing).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 with one line on bad options', () => {
    for (const args of [
      ['sim', 'clutch', '--games', 'many'],
      ['sim', 'henhouse', '--players', '9'],
      ['sim', 'nope'],
      ['sim', 'just-hatched', '--bots', 'easy,normal'],
    ]) {
      const r = runBin(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(outputLines(r.stderr)).toHaveLength(1);
      expect(r.stderr).toMatch(/^big-chicken: /);
    }
  });
});
