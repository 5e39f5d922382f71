// The figures of the bots and the sim: speed of whole games between easy bots, and the strength
// of each level against the one below, measured with the built `big-chicken sim --json` exactly
// as a user would run it. A benchmark, not a test: it takes minutes and its numbers vary a little.
//
//   npm run bench                 every figure (several minutes)
//   node scripts/bench.js --quick fewer games, for a first look
//   node scripts/bench.js --only speed|engine|workers|memory|strength|lastegg|clutch
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { alternate, gamesFor, median, medians } from './sim-bench.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}/bin/big-chicken.js`;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const runs = quick ? 3 : 5;

/** Runs `big-chicken sim <argv> --json` on `workers` threads and returns the parsed object. */
function sim(argv, workers = 1) {
  // One thread unless asked: the figures are per core, comparable from one machine to another.
  const out = execFileSync(process.execPath, [bin, 'sim', ...argv, '--workers', String(workers), '--json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out);
}

const rows = [];
const record = (figure, target, measured, ok, detail) => {
  rows.push({ figure, target, measured, ok, detail });
  process.stderr.write(`  ${ok ? 'ok  ' : 'MISS'} ${figure}: ${measured} (${detail})\n`);
};

// Speed: several runs of easy bots with different seeds; the median games per second. A probe
// of a second's play sizes each run to take a few seconds, whatever the engine's speed, so that
// the engine's warming up is a small part of every run.
function speed(game, players, target) {
  const probeGames = game === 'clutch' ? 5000 : 500;
  const probe = sim([game, '--players', String(players), '--games', String(probeGames), '--seed', '999999', '--bots', 'easy']);
  const games = Math.max(100, Math.min(quick ? 20000 : 100000, Math.round(probe.gamesPerSecond * (quick ? 1.5 : 4))));
  const rates = [];
  for (let r = 0; r < runs; r++) {
    const res = sim([game, '--players', String(players), '--games', String(games), '--seed', String(1 + r * games), '--bots', 'easy']);
    rates.push(res.gamesPerSecond);
  }
  const m = median(rates);
  record(
    `${game} ${players}p easy, games/s`,
    `>= ${target}`,
    m.toFixed(0),
    m >= target,
    `median of ${runs} runs of ${games} games: ${rates.map((x) => x.toFixed(0)).join(', ')}`,
  );
}

// Strength: `level` plays against `others` in every other seat, each deal once per rotation of
// the seats (duplicate deals, `sim --rotate`); its share of the wins with its 95% interval. A
// hard bot thinks a fixed number of playouts a move, so the figure does not depend on the load.
function strength(game, level, others, deals, playouts, target) {
  const bots = [level, others, others, others].join(',');
  const think = level === 'hard' ? ['--think-playouts', String(playouts)] : [];
  const res = sim([game, '--players', '4', '--games', String(deals), '--seed', '1000', '--bots', bots, '--rotate', ...think]);
  const share = res.levels.find((l) => l.bot === level);
  const other = res.levels.find((l) => l.bot === others);
  const [low, high] = share.interval;
  record(
    `${game} ${level}${level === 'hard' ? ` @${playouts} playouts` : ''} vs 3 ${others}, win share`,
    `>= ${(target * 100).toFixed(0)}%`,
    `${(share.share * 100).toFixed(1)}%`,
    share.share >= target,
    `${res.games} games (${deals} deals rotated), 95% interval ${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}%, mean score ${share.meanScore} vs ${other.meanScore}`,
  );
}

// Clutch: win rate of each level over the same seeds; each must beat the one below by > 3 s.e.
function clutchLevels(games, thinkMs) {
  const levels = ['easy', 'normal', 'hard'];
  const rates = levels.map((level) => {
    const res = sim(['clutch', '--games', String(games), '--seed', '1', '--bots', level, '--think-ms', String(thinkMs)]);
    const p = res.seats[0].share;
    const se = Math.sqrt((p * (1 - p)) / res.games);
    process.stderr.write(`  clutch ${level}: ${(p * 100).toFixed(1)}% ± ${(se * 100).toFixed(1)}% (${res.gamesPerSecond} games/s)\n`);
    return { level, p, se };
  });
  for (let i = 1; i < rates.length; i++) {
    const lo = rates[i - 1];
    const hi = rates[i];
    const z = (hi.p - lo.p) / Math.sqrt(hi.se ** 2 + lo.se ** 2);
    record(
      `clutch ${hi.level} over ${lo.level}, win rates`,
      '> 3 s.e.',
      `${(hi.p * 100).toFixed(1)}% vs ${(lo.p * 100).toFixed(1)}%`,
      z > 3,
      `${games} games each, difference ${z.toFixed(1)} s.e.`,
    );
  }
}

// Last Egg (Just Hatched): each level's share of its Last Eggs said in time, from sim's per-seat
// counts, against the rate its design intends (src/games/just-hatched/bot.ts, LAST_EGG_SKILL). Easy and
// normal fill every seat; hard sits in seat 0 among normal bots, on a 1 ms budget (the Last Egg
// skill does not depend on the search).
function lastEggRates(games) {
  const design = { easy: 0.5, normal: 0.9, hard: 0.98 };
  let below = -1;
  for (const level of ['easy', 'normal', 'hard']) {
    const bots = level === 'hard' ? 'hard,normal,normal,normal' : level;
    const res = sim(['just-hatched', '--players', '4', '--games', String(games), '--seed', '1', '--bots', bots, '--think-ms', '1']);
    const seats = res.seats.filter((s) => s.bot === level);
    const eggs = seats.reduce((n, s) => n + s.counts.lastEggs, 0);
    const said = seats.reduce((n, s) => n + s.counts.declared, 0);
    const p = said / eggs;
    const se = Math.sqrt((design[level] * (1 - design[level])) / eggs);
    record(
      `just-hatched ${level} says its Last Eggs`,
      `${(design[level] * 100).toFixed(0)}% ± 3 s.e., above the level below`,
      `${(p * 100).toFixed(1)}%`,
      Math.abs(p - design[level]) <= 3 * se && p > below,
      `${said} of ${eggs} Last Eggs in ${games} games; catches made ${seats.reduce((n, s) => n + s.counts.catches, 0)}, suffered ${seats.reduce((n, s) => n + s.counts.caught, 0)}`,
    );
    below = p;
  }
}

// The engines in-process (scripts/bench-engine.js): random playouts, easy games and the playouts
// of a hard bot's searches at its default think time, per CPU-second and per wall-second (of its
// thinking), medians of its runs. The hard bot is asked at every 10th position, so its few
// searches fall across a game rather than on its first moves, whose playouts are the longest.
function engine() {
  const out = execFileSync(
    process.execPath,
    [`${root}/scripts/bench-engine.js`, '--json', '--runs', String(runs), '--seconds', quick ? '1' : '2', '--every', '10'],
    { encoding: 'utf8', maxBuffer: 1 << 22, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  for (const row of JSON.parse(out).rows) {
    const [t] = row.trees;
    record(
      `${row.game} 4p ${row.kind}, ${row.unit}`,
      'measured',
      t.cpu.toFixed(0),
      true,
      `per CPU-second; ${t.wall.toFixed(0)} per wall-second; median of ${runs}${row.kind === 'hard' ? '; asked at every 10th position' : ''}`,
    );
  }
}

// Worker scaling: the same games on one worker and on two, in alternating runs, timed whole
// (process start included) by the wall clock and by the CPU time of every process of the sim, its
// worker processes included (scripts/sim-bench.js). A probe sizes the runs to about ten
// CPU-seconds of play on one worker, so that starting workers is a small part of every run. The
// figures must not depend on the workers. The machine's load, and how many cores other work kept
// busy during the runs, are printed beside the ratios, since other work on the cores lowers the
// wall ratio (the CPU ratio is the workers' own overhead).
async function workers(game, seconds) {
  const base = [game, '--players', '4', '--seed', '1', '--bots', 'easy'];
  const games = await gamesFor(root, base, seconds);
  // Beside them, two sims of one worker each and half the games each, started together: what two
  // processes get of these cores at best (each warms up on its own, and neither leaves the other's
  // garbage collector an idle core), the ceiling the ratio is read against. Memory is not sampled
  // here (memory() does that): reading every process's smaps 20 times a second takes CPU from the
  // two cores the sim is timed on.
  const [one, two, apart] = (await alternate([root], [1, 2], base, games, runs, undefined, { sample: false, apart: true })).map((c) =>
    medians(c),
  );
  const ratio = one.wall / two.wall;
  const loads = [...one.loads, ...two.loads];
  record(
    `${game} 4p easy, --workers 2 over --workers 1 (wall)`,
    '>= 1.6× on 2 quiet cores, same figures',
    `${ratio.toFixed(2)}×`,
    ratio >= 1.6 && one.identical && two.identical && one.figures === two.figures,
    `${games} games; median wall ${one.wall.toFixed(2)} s vs ${two.wall.toFixed(2)} s, ` +
      `CPU (user+sys, all processes) ${one.cpu.toFixed(2)} s vs ${two.cpu.toFixed(2)} s (${(two.cpu / one.cpu).toFixed(2)}×) ` +
      `over ${runs} alternating runs each; two sims side by side (half the games each) ${(one.wall / apart.wall).toFixed(2)}× over one; ` +
      `${one.identical && two.identical && one.figures === two.figures ? 'identical figures' : 'FIGURES DIFFER'}; ` +
      `${availableParallelism()} cores; other work kept ${one.others.toFixed(2)} and ${two.others.toFixed(2)} cores busy meanwhile, ` +
      `1-minute load ${median(loads).toFixed(1)} (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`,
  );
}

// Peak memory of a long sim (10,000 games, the issue's measure), as `/usr/bin/time -v` gives it:
// the sim process's high-water mark of resident memory on one worker, and with two workers the
// largest sum over its processes (resident, and proportional: Node's shared code counted once).
const MEMORY_TARGET_MIB = 94;
async function memory(game, games) {
  const base = [game, '--players', '4', '--seed', '1', '--bots', 'easy'];
  const [one, two] = (await alternate([root], [1, 2], base, games, quick ? 1 : 3)).map((c) => medians(c));
  const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  record(
    `${game} 4p easy, ${games} games on 1 worker, peak memory`,
    `<= ${MEMORY_TARGET_MIB} MiB`,
    `${mib(one.hwm)} MiB`,
    one.hwm <= MEMORY_TARGET_MIB * 1024 * 1024,
    `median of ${one.loads.length} runs; on 2 workers: ${mib(two.hwm)} MiB this process, ${mib(two.peakRss)} MiB ` +
      `resident and ${mib(two.peakPss)} MiB proportional for its ${two.processes} processes together`,
  );
}

const started = Date.now();
if (!only || only === 'engine') {
  process.stderr.write('engine\n');
  engine();
}
if (!only || only === 'workers') {
  process.stderr.write('workers\n');
  await workers('just-hatched', quick ? 3 : 10);
  await workers('henhouse', quick ? 3 : 10);
}
if (!only || only === 'memory') {
  process.stderr.write('memory\n');
  await memory('henhouse', 10_000);
  await memory('just-hatched', 10_000);
}
if (!only || only === 'speed') {
  process.stderr.write('speed\n');
  speed('just-hatched', 4, 1000);
  speed('henhouse', 4, 1000);
  speed('clutch', 1, 5000);
}
if (!only || only === 'strength') {
  process.stderr.write('strength\n');
  strength('just-hatched', 'normal', 'easy', quick ? 25 : 100, 0, 0.8);
  strength('henhouse', 'normal', 'easy', quick ? 10 : 100, 0, 0.9);
  // 150 playouts: about what 20 ms bought a move on a quiet machine.
  strength('just-hatched', 'hard', 'normal', quick ? 10 : 100, 150, 0.65);
  strength('henhouse', 'hard', 'normal', quick ? 10 : 100, 150, 0.6);
}
if (!only || only === 'lastegg') {
  process.stderr.write('last egg\n');
  lastEggRates(quick ? 200 : 1000);
}
if (!only || only === 'clutch') {
  process.stderr.write('clutch levels\n');
  clutchLevels(quick ? 500 : 2000, 8);
}

const header = ['figure', 'target', 'measured', 'ok', 'how'];
const table = [header, ...rows.map((r) => [r.figure, r.target, r.measured, r.ok ? 'yes' : 'NO', r.detail])];
const widths = header.map((_, c) => Math.max(...table.map((r) => String(r[c]).length)));
const line = (r) => `| ${r.map((cell, c) => String(cell).padEnd(widths[c])).join(' | ')} |`;
const text = [
  line(header),
  `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
  ...table.slice(1).map(line),
  '',
  `node ${process.version}, ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
].join('\n');
process.stdout.write(`${text}\n`);
mkdirSync(`${root}/.bench`, { recursive: true });
writeFileSync(`${root}/.bench/last.json`, JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
