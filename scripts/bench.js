// The figures of the bots and the sim: speed of whole games between easy bots, and the strength
// of each level against the one below, measured with the built `big-chicken sim --json` exactly
// as a user would run it. A benchmark, not a test: it takes minutes and its numbers vary a little.
//
//   npm run bench                 every figure (several minutes)
//   node scripts/bench.js --quick fewer games, for a first look
//   node scripts/bench.js --only speed|engine|workers|strength|lastegg|clutch
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

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

// The engines in-process (scripts/bench-engine.js): random playouts, easy games and hard-bot
// iterations, per CPU-second and per wall-second, medians of its runs.
function engine() {
  const out = execFileSync(
    process.execPath,
    [`${root}/scripts/bench-engine.js`, '--json', '--runs', String(runs), '--seconds', quick ? '1' : '2'],
    { encoding: 'utf8', maxBuffer: 1 << 22, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  for (const row of JSON.parse(out).rows) {
    const [t] = row.trees;
    record(
      `${row.game} 4p ${row.kind}, ${row.unit}`,
      'measured',
      t.cpu.toFixed(0),
      true,
      `per CPU-second; ${t.wall.toFixed(0)} per wall-second; median of ${runs}`,
    );
  }
}

// Worker scaling: the same games on one thread and on two, in alternating runs, timed whole
// (process start included) by the wall clock and by the CPU time of the whole process, every
// thread included (reported by the process itself as it exits). A probe sizes the runs to about
// ten CPU-seconds of play on one thread, so that starting threads is a small part of every run. The
// figures must not depend on the threads. The machine's load is printed beside the ratios, since
// other work on the cores lowers the wall ratio (the CPU ratio is the threads' own overhead).
const CPU_AT_EXIT =
  'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write(`\\ncpu ${u.user+u.system}\\n`)})';
function timedSim(argv, workers) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', CPU_AT_EXIT, bin, 'sim', ...argv, '--workers', String(workers), '--json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const wall = (performance.now() - t0) / 1000;
  const cpu = /\ncpu (\d+)\n/.exec(r.stderr);
  if (r.status !== 0 || !cpu) throw new Error(`sim failed: ${r.stderr}`);
  return { res: JSON.parse(r.stdout), wall, cpu: Number(cpu[1]) / 1e6 };
}

function workers(game, seconds) {
  const base = [game, '--players', '4', '--seed', '1', '--bots', 'easy'];
  // Games per CPU-second once warmed up (the difference of two probes, so that neither the
  // start-up nor a loaded machine shortens the runs).
  const short = timedSim([...base, '--games', '400'], 1).cpu;
  const long = timedSim([...base, '--games', '1600'], 1).cpu;
  const games = Math.max(200, Math.round((1200 / Math.max(0.05, long - short)) * seconds));
  const argv = [...base, '--games', String(games)];
  const strip = (res) => JSON.stringify({ ...res, seconds: undefined, gamesPerSecond: undefined });
  const wall = { 1: [], 2: [] };
  const cpu = { 1: [], 2: [] };
  const answers = new Set();
  const loads = [];
  for (let r = 0; r < runs; r++) {
    for (const n of r % 2 === 0 ? [1, 2] : [2, 1]) {
      loads.push(loadavg()[0]);
      const t = timedSim(argv, n);
      answers.add(strip(t.res));
      wall[n].push(t.wall);
      cpu[n].push(t.cpu);
    }
  }
  const ratio = median(wall[1]) / median(wall[2]);
  const overhead = median(cpu[2]) / median(cpu[1]);
  record(
    `${game} 4p easy, --workers 2 over --workers 1 (wall)`,
    '>= 1.6× on 2 quiet cores, same figures',
    `${ratio.toFixed(2)}×`,
    ratio >= 1.6 && answers.size === 1,
    `${games} games; median wall ${median(wall[1]).toFixed(2)} s vs ${median(wall[2]).toFixed(2)} s, ` +
      `CPU (user+sys, all threads) ${median(cpu[1]).toFixed(2)} s vs ${median(cpu[2]).toFixed(2)} s (${overhead.toFixed(2)}×) ` +
      `over ${runs} alternating runs each; ${answers.size === 1 ? 'identical figures' : 'FIGURES DIFFER'}; ` +
      `${availableParallelism()} cores, 1-minute load ${median(loads).toFixed(1)} (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`,
  );
}

const started = Date.now();
if (!only || only === 'engine') {
  process.stderr.write('engine\n');
  engine();
}
if (!only || only === 'workers') {
  process.stderr.write('workers\n');
  workers('just-hatched', quick ? 3 : 10);
  workers('henhouse', quick ? 3 : 10);
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
