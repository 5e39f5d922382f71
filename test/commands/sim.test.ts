// `sim`: the command function, its plan and figures, and the whole program in this process.
// test/cli/sim.test.ts runs the binary for worker processes, Ctrl-C and what it loads.
import { describe, expect, it, vi } from 'vitest';
import {
  emptyTally,
  loadSimGame,
  planSim,
  playSimGame,
  readSim,
  rotatedLevels,
  runSim,
  sim,
  simBots,
  SimTotals,
  type PackedOutcomes,
  type SimIo,
  type SimSummary,
} from '../../src/commands/sim/sim.js';
import { wilson } from '../../src/commands/sim/balance.js';
import { BATCH_MS, batchGames, failureLine } from '../../src/commands/sim/pool.js';
import { growthFactor, SIM_SEMI_SPACE_MB, simWorkerFlags, userYoungFlags } from '../../src/commands/sim/young.js';
import { UsageError } from '../../src/games/options.js';
import { outputLines } from '../cli/run-bin.js';
import { runMain } from './run-main.js';

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
    const rows = lines.slice(4, 8);
    expect(lines[8]).toBe('');
    expect(rows[0]).toMatch(/^0\s+normal\s/);
    expect(rows[3]).toMatch(/^3\s+easy\s/);
    expect(lines[9]).toBe('win share by level, 95% interval (the fair share is 25.0%):');
    expect(lines[10]).toMatch(/^ {2}normal\s+\d+\.\d% {2}\(\d+\.\d%–\d+\.\d%\)$/);
    expect(lines[11]).toMatch(/^ {2}easy\s+\d+\.\d% {2}\(\d+\.\d%–\d+\.\d%\), each of 3 seats$/);
    expect(lines[12]).toMatch(/^mean rounds 5\.00; the player who was dealt Big Red won \d+\.\d% \(/);
    expect(lines[13]).toMatch(/^lays: .*pair \d+.*single \d+/);
    // No progress bar when stderr is not a terminal.
    expect(io.err).toBe('');
  });

  it('--json: one versioned shape; seats and levels with win shares and their intervals; wins add up to the games', async () => {
    const io = capture();
    await sim('jh', { players: '3', games: '5', json: true }, io);
    const o = JSON.parse(io.out) as SimSummary;
    expect(Object.keys(o)).toEqual([
      'version',
      'game',
      'players',
      'options',
      'seed',
      'deals',
      'rotate',
      'games',
      'think',
      'seconds',
      'gamesPerSecond',
      'seats',
      'levels',
      'balance',
    ]);
    expect(o).toMatchObject({
      version: 1,
      game: 'just-hatched',
      players: 3,
      options: {},
      seed: 1,
      deals: 5,
      rotate: false,
      games: 5,
      think: null,
    });
    expect(o.seconds).toBeGreaterThan(0);
    expect(o.gamesPerSecond).toBeGreaterThan(0);
    expect(o.seats.map((s) => Object.keys(s))).toEqual(
      [0, 1, 2].map(() => ['seat', 'bot', 'wins', 'share', 'interval', 'meanScore', 'counts']),
    );
    // Each game has one Golden Egg (Just Hatched settles ties with a draw).
    expect(o.seats.reduce((sum, s) => sum + s.wins, 0)).toBeCloseTo(5, 6);
    for (const s of o.seats) {
      expect(s.meanScore).toBeGreaterThanOrEqual(0);
      expect(s.share).toBeCloseTo(s.wins / 5, 3);
      expect(s.interval[0]).toBeLessThanOrEqual(s.share);
      expect(s.interval[1]).toBeGreaterThanOrEqual(s.share);
    }
    expect(o.levels).toEqual([expect.objectContaining({ bot: 'normal', seats: 3, wins: 5 })]);
    expect(o.levels[0]!.share).toBeCloseTo(1 / 3, 3);
    expect(o.balance?.meanRounds).toBe(5);
    expect(o.balance?.first.who).toBe('was dealt Big Red');
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

  it("keeps nothing of a finished game: its log's events are read for the counts, not remembered", async () => {
    // A list remembered per finished game (logEvents' WeakMap) made V8 keep the games' events in
    // its old generation, raising a long sim's peak memory by half.
    const logs: unknown[] = [];
    const original = WeakMap.prototype.set;
    const set = vi.spyOn(WeakMap.prototype, 'set').mockImplementation(function (
      this: WeakMap<WeakKey, unknown>,
      key: WeakKey,
      value: unknown,
    ) {
      if (typeof key === 'object' && 'events' in key && 'before' in key) logs.push(key);
      return original.call(this, key, value);
    });
    try {
      const { module, plan } = readSim('just-hatched', { players: '4', games: '3', seed: '7', bots: 'easy', workers: '1' });
      const summary = runSim(await loadSimGame(module), plan);
      expect(summary.seats.reduce((sum, s) => sum + (s.counts?.lastEggs ?? 0), 0)).toBeGreaterThan(0);
    } finally {
      set.mockRestore();
    }
    expect(logs).toEqual([]);
  });

  it('adds batches of games that come in any order to the same figures, bit for bit, as games played in order', async () => {
    // Workers answer in any order; a win shared by two seats counts 0.5 to each, and sums of
    // fractions depend on their order, so outcomes wait for the games before them.
    for (const [name, opts] of [
      ['just-hatched', { players: '4', games: '40', seed: '3', bots: 'easy,random,easy,random' }],
      ['henhouse', { players: '4', games: '10', seed: '8', bots: 'normal,easy,easy,easy', rotate: true }],
    ] as const) {
      const { module, plan } = readSim(name, opts);
      const game = await loadSimGame(module);
      const inOrder = runSim(game, plan);
      const bots = simBots(plan);
      const batches: { from: number; games: number; packed: PackedOutcomes; tally: ReturnType<typeof emptyTally> }[] = [];
      for (let from = 0; from < inOrder.games; from += 7) {
        const games = Math.min(7, inOrder.games - from);
        const tally = emptyTally(game, plan);
        const packed: PackedOutcomes = [];
        for (let k = from; k < from + games; k++) playSimGame(game, plan, bots, k, tally, packed);
        batches.push({ from, games, packed, tally });
      }
      const totals = new SimTotals(game, plan);
      for (const b of [...batches].reverse()) {
        totals.addTally(b.tally);
        totals.addOutcomes(b.from, b.games, b.packed);
        expect(totals.done).toBe(b.from === 0 ? inOrder.games : 0);
      }
      const figures = (o: SimSummary) => JSON.stringify({ ...o, seconds: null, gamesPerSecond: null });
      expect(figures(totals.summary(1))).toBe(figures(inOrder));
    }
  });

  it('Henhouse --json has no counts of its own', async () => {
    const io = capture();
    await sim('henhouse', { players: '3', games: '2', json: true }, io);
    const o = JSON.parse(io.out) as { seats: Record<string, unknown>[] };
    expect(o.seats.every((s) => !('counts' in s))).toBe(true);
  });

  it('Clutch: --json has the same shape, one seat and no balance', async () => {
    const io = capture();
    await sim('clutch', { games: '200', bots: 'normal', json: true }, io);
    const o = JSON.parse(io.out) as SimSummary;
    expect(o.version).toBe(1);
    expect(o.seats).toHaveLength(1);
    expect(o.balance).toBeNull();
    expect(o.seats[0]!.share).toBeGreaterThan(0.3);
    expect(o.seats[0]!.share).toBeLessThan(0.9);
    expect(o.levels[0]!.share).toBe(o.seats[0]!.share);
  });

  it('--rotate plays each deal once per rotation of the levels, so every seat sees every level', async () => {
    const { module, plan } = readSim('henhouse', { players: '4', games: '3', seed: '20', bots: 'normal,easy,easy,easy', rotate: true });
    const game = await loadSimGame(module);
    const o = runSim(game, plan);
    expect(o).toMatchObject({ deals: 3, rotate: true, games: 12 });
    expect(o.seats.every((s) => s.bot === null)).toBe(true);
    expect(o.levels.map((l) => [l.bot, l.seats])).toEqual([
      ['normal', 1],
      ['easy', 3],
    ]);
    // Game k is deal k / 4 in rotation k % 4: rotation r moves every level r seats on.
    expect(rotatedLevels(['normal', 'easy', 'easy', 'easy'], 1)).toEqual(['easy', 'normal', 'easy', 'easy']);
    expect(rotatedLevels(['hard', 'normal', 'easy'], 2)).toEqual(['normal', 'easy', 'hard']);
    // The normal seat of rotation r plays deal d as seat r: its wins are those of seats r of
    // the 12 games, which the unrotated sims of each rotation give seat by seat.
    let normalWins = 0;
    for (let r = 0; r < 4; r++) {
      const one = runSim(game, { ...plan, rotate: false, levels: rotatedLevels(plan.levels, r) });
      normalWins += one.seats[r]!.wins;
    }
    expect(o.levels[0]!.wins).toBeCloseTo(normalWins, 6);
    expect(o.levels.reduce((sum, l) => sum + l.wins, 0)).toBeCloseTo(12, 6);
    expect(() => planSim('clutch', { rotate: true })).toThrow(/--rotate needs seats to rotate/);
  });

  it('balance: who leads first, rounds and lays by kind, read from the games themselves', async () => {
    const { module, plan } = readSim('henhouse', { players: '3', games: '4', seed: '2', bots: 'easy' });
    const game = await loadSimGame(module);
    const o = runSim(game, plan);
    const b = o.balance!;
    expect(b.first.who).toBe('led first');
    expect(b.meanRounds).toBeGreaterThanOrEqual(1);
    expect(Object.keys(b.lays).every((k) => ['single', 'set', 'run', 'henhouse', 'skunk', 'fox', 'snake'].includes(k))).toBe(true);
    expect(b.lays.single).toBeGreaterThan(0);
    expect(b.first.wins).toBeLessThanOrEqual(4);
  });

  it('balance: lays by kind come out in the same order on every machine, whatever its language', async () => {
    const { module, plan } = readSim('henhouse', { players: '3', games: '1', seed: '2', bots: 'easy' });
    const totals = new SimTotals(await loadSimGame(module), plan);
    // Names a language's collation orders otherwise: capitals, a hyphen, and z (after s in Estonian).
    Object.assign(totals.tally.lays, { zebra: 1, snake: 2, Skunk: 3, 'big-coop': 4, bigcoop: 5, fox: 6 });
    expect(Object.keys(totals.summary(1).balance!.lays)).toEqual(['Skunk', 'big-coop', 'bigcoop', 'fox', 'snake', 'zebra']);
  });

  it('wilson: the 95% score interval, inside [0, 1] even at the ends', () => {
    // 50 of 100: centre 0.5, half-width 1.96 × sqrt(0.0025 + 0.000096) / 1.0384 = 0.0962.
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    // 0 of 10: [0, 3.8416 / 13.8416 = 0.2775].
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10)[1]).toBe(1);
  });

  it('Henhouse shares tied wins as fractions, and the same seed gives the same figures', async () => {
    const { module, plan } = readSim('henhouse', { players: '3', games: '3', seed: '5', bots: 'normal' });
    const game = await loadSimGame(module);
    const a = runSim(game, plan);
    const b = runSim(game, plan);
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
    expect(lines.slice(4, 8).every((l) => /^\d\s+random\s/.test(l))).toBe(true);
    // Random players mix with bots seat by seat, and the same seed plays the same games.
    const { module, plan } = readSim('henhouse', { players: '4', games: '10', bots: 'random,normal,random,easy' });
    expect(plan.levels).toEqual(['random', 'normal', 'random', 'easy']);
    const game = await loadSimGame(module);
    const [a, b] = [runSim(game, plan), runSim(game, plan)];
    expect(b.seats).toEqual(a.seats);
    // The normal bot beats random players more often than not.
    expect(a.seats[1]!.wins).toBeGreaterThan(a.seats[0]!.wins);
  });

  it('--think-playouts: hard bots search a fixed number of playouts, so the same seed gives the same figures', async () => {
    const { module, plan } = readSim('henhouse', {
      players: '4',
      games: '1',
      seed: '7',
      bots: 'hard,normal,hard,normal',
      thinkPlayouts: '20',
    });
    expect(plan.thinkPlayouts).toBe(20);
    const game = await loadSimGame(module);
    const a = runSim(game, plan);
    const b = runSim(game, plan);
    expect(b.seats).toEqual(a.seats);
    const io = capture();
    await sim('henhouse', { players: '4', games: '1', bots: 'hard', thinkPlayouts: '5' }, io);
    expect(outputLines(io.out)[0]).toBe('henhouse, 4 players, hard bots think 5 playouts a move');
  });

  it('--workers: 1 by choice, the cores by default', () => {
    expect(planSim('clutch', { workers: '1' }).workers).toBe(1);
    expect(planSim('clutch', {}).workers).toBeGreaterThanOrEqual(1);
  });

  it("sizes a worker's batch by the pace of the last, and shares out the last games", () => {
    // One game before the pace is known, then BATCH_MS of play: 50 ms at 0.2 ms a game is 250.
    expect(batchGames(null, 10_000, 2)).toBe(1);
    expect(batchGames(0.2, 100_000, 2)).toBe(Math.floor(BATCH_MS / 0.2));
    // A hard bot's game takes seconds: one at a time.
    expect(batchGames(3000, 100, 2)).toBe(1);
    // Never more than a quarter of what is left with 2 workers, so both end together...
    expect(batchGames(0.2, 400, 2)).toBe(100);
    expect(batchGames(0.2, 9, 2)).toBe(3);
    // ...and never none, nor more than is left.
    expect(batchGames(0.2, 1, 8)).toBe(1);
    expect(batchGames(1e-9, 3, 1)).toBe(2);
  });

  it("tells why a worker failed from its stderr: an uncaught error's line, or V8's fatal error", () => {
    const uncaught =
      'file:///x/sim-worker.js:6\n  throw new Error(...)\n  ^\n\nTypeError: cards is not iterable\n    at f (file:///x:1:1)\n\nNode.js v22.23.5\n';
    expect(failureLine(uncaught)).toBe('TypeError: cards is not iterable');
    expect(
      failureLine(
        '\n<--- Last few GCs --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n----- Native stack trace -----\n',
      ),
    ).toBe('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory');
    expect(failureLine('Error: the worker cannot start\n')).toBe('Error: the worker cannot start');
    expect(failureLine('')).toBeUndefined();
    expect(failureLine('Killed\n')).toBeUndefined();
  });

  it("starts its workers with a sim's young generation, unless the user sized it", () => {
    expect(simWorkerFlags([], '')).toEqual([`--max-semi-space-size=${SIM_SEMI_SPACE_MB}`]);
    expect(simWorkerFlags(['--max-semi-space-size=32'], '')).toEqual(['--max-semi-space-size=32']);
    expect(simWorkerFlags(['--cpu-prof'], '--max_semi_space_size=8 --trace-gc')).toEqual(['--max_semi_space_size=8']);
    expect(userYoungFlags(['--import', 'x.js'], '--semi-space-growth-factor=4')).toEqual(['--semi-space-growth-factor=4']);
    expect(userYoungFlags(['--max-old-space-size=100'], '')).toEqual([]);
  });

  it("grows its own young generation to a sim's size and never past it, whatever size V8 reports", () => {
    const MiB = 1024 * 1024;
    const wanted = 2 * SIM_SEMI_SPACE_MB * MiB;
    // Two semi-spaces of 2 MiB, as V8 reports them now and then: 3.75 MiB, which once asked for a
    // factor of 3 and grew the young generation to 12 MiB.
    expect(growthFactor(3_932_160, wanted)).toBe(2);
    expect(growthFactor(4 * MiB, wanted)).toBe(2);
    expect(growthFactor(2 * MiB, wanted)).toBe(4);
    // No room for a whole doubling, or there already: held where it is.
    expect(growthFactor(6 * MiB, wanted)).toBe(1);
    expect(growthFactor(wanted, wanted)).toBe(1);
    expect(growthFactor(16 * MiB, wanted)).toBe(1);
    expect(growthFactor(0, wanted)).toBe(1);
    // A size reported short of the true one still grows no further than wanted: two semi-spaces of
    // 2 MiB reported as 3 MiB (a factor of 2, not 2.67 rounded to anything larger).
    expect(growthFactor(3 * MiB, wanted)).toBe(2);
    expect(growthFactor(1.5 * MiB, wanted)).toBe(4);
    for (let size = MiB; size <= 16 * MiB; size += 65_536)
      expect(size * growthFactor(size, wanted)).toBeLessThanOrEqual(Math.max(size, wanted));
  });

  it('reads the variants: two-player versions and big hands', () => {
    expect(planSim('just-hatched', { players: '2', twoPlayer: 'one-and-dump' }).options).toEqual({ players: 2, twoPlayer: 'one-and-dump' });
    // The big-hands variant is for three: it sets the table when --players is not given.
    expect(planSim('henhouse', { bigHands: true }).options).toEqual({ players: 3, bigHands: true });
    expect(planSim('henhouse', { bigHands: true, bots: 'easy,normal,hard' }).levels).toEqual(['easy', 'normal', 'hard']);
    expect(planSim('henhouse', { players: '3', bigHands: true }).options).toEqual({ players: 3, bigHands: true });
    expect(planSim('clutch', {}).options).toEqual({ players: 1 });
  });

  it('takes the number of seats from a list of levels where --players is not given', () => {
    expect(planSim('just-hatched', { bots: 'easy,hard' }).options).toMatchObject({ players: 2 });
    expect(planSim('just-hatched', { bots: 'easy,hard' }).levels).toEqual(['easy', 'hard']);
    expect(planSim('henhouse', { bots: 'easy,normal,hard,random,easy' }).options).toEqual({ players: 5 });
    // One level is for every seat of the game's usual table; --players still wins.
    expect(planSim('just-hatched', { bots: 'hard' }).levels).toHaveLength(4);
    expect(() => planSim('henhouse', { players: '4', bots: 'easy,hard' })).toThrow(/--bots needs one level or 4/);
    expect(() => planSim('just-hatched', { bots: 'easy,easy,easy,easy,easy,easy,easy' })).toThrow(/takes 2 to 6 players, got --players 7/);
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
    ['henhouse', { players: '4', bigHands: true }, /--big-hands is the 3-player variant: give --players 3 or leave --players out, not 4/],
  ];
  for (const [game, opts, message] of bad) {
    it(`refuses ${game} ${JSON.stringify(opts)} with a usage error`, () => {
      expect(() => planSim(game, opts)).toThrow(UsageError);
      expect(() => planSim(game, opts)).toThrow(message);
    });
  }
});

describe('big-chicken sim (the program in process, no terminal)', () => {
  it('prints one JSON object for Clutch and exits 0', async () => {
    const r = await runMain(['sim', 'clutch', '--games', '300', '--bots', 'normal', '--json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(outputLines(r.stdout)).toHaveLength(1);
    const o = JSON.parse(r.stdout) as SimSummary;
    expect(o.games).toBe(300);
    expect(o.seats[0]!.share).toBeGreaterThan(0.3);
  });

  it('prints the table for a 4-player game', async () => {
    const r = await runMain(['sim', 'just-hatched', '-p', '4', '-g', '4', '--bots', 'hard,normal,normal,normal', '--think-ms', '2']);
    expect(r.status).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines[0]).toBe('just-hatched, 4 players, hard bots think 2 ms a move');
    expect(lines.filter((l) => /^\d\s+(hard|normal)\s/.test(l))).toHaveLength(4);
  });

  it('exits 2 with one line on bad options', async () => {
    for (const args of [
      ['sim', 'clutch', '--games', 'many'],
      ['sim', 'henhouse', '--players', '9'],
      ['sim', 'nope'],
      ['sim', 'just-hatched', '--players', '4', '--bots', 'easy,normal'],
    ]) {
      const r = await runMain(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(outputLines(r.stderr)).toHaveLength(1);
      expect(r.stderr).toMatch(/^big-chicken: /);
    }
  });
});
