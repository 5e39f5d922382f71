// `sim` as a user runs it, timed whole: wall time, the CPU time of every process it ran (its
// workers included) and its peak memory, for one or more builds and worker counts in alternating
// runs. A benchmark, not a test. scripts/bench.js reports its worker scaling and peak memory from
// here.
//
//   node scripts/sim-bench.js                          Just Hatched and Henhouse, easy bots,
//                                                      --workers 1 and 2, runs of ~10 CPU-seconds
//   node scripts/sim-bench.js --game henhouse --games 10000 --workers 1,2 --runs 3
//   node scripts/sim-bench.js --bots hard --think-playouts 20 --seconds 5
//   node scripts/sim-bench.js --tree /tmp/other-build   another built tree beside this one (a
//                                                      build without --workers runs once, in-process)
//   node scripts/sim-bench.js --quiet 0.3              also the medians of only the runs during which
//                                                      other work kept at most 0.3 cores busy
//   node scripts/sim-bench.js --side-by-side           also two sims of one worker each, half the
//                                                      games each, started together: what two
//                                                      processes get of this machine's cores at
//                                                      best, beside what --workers 2 gets
//   node scripts/sim-bench.js --json                   one JSON object on stdout
//   node scripts/sim-bench.js --messages               what a worker's answers cost per game, in
//                                                      this process (each --tree's src bundled):
//                                                      their JSON's size, writing and reading it,
//                                                      and adding the games up
//
// CPU time: the sim process's own (all its threads) plus its children's, which Linux adds to a
// process as it reaps them (/proc/self/stat, cutime and cstime), read as the sim exits: a sim
// waits for its workers to end. Peak memory: the sim process's own high-water mark (VmHWM, what
// `/usr/bin/time -v` calls the maximum resident set size), and the largest sum over the process
// and its workers of their resident sets (RSS) and of their proportional sets (PSS: shared pages,
// such as Node's own code, counted once), sampled every 50 ms from /proc. Linux only.
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));

/** Printed by the sim process as it exits: its CPU time, its children's and its own peak. */
const AT_EXIT = `data:text/javascript,${encodeURIComponent(`
  const fs = process.getBuiltinModule('node:fs');
  process.on('exit', () => {
    const u = process.cpuUsage();
    let children = 0;
    let hwm = 0;
    try {
      const stat = fs.readFileSync('/proc/self/stat', 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      children = (Number(fields[13]) + Number(fields[14])) / 100;
      hwm = Number(/VmHWM:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
    } catch {}
    process.stderr.write('\\nsim-bench ' + JSON.stringify({ self: (u.user + u.system) / 1e6, children, hwm }) + '\\n');
  });
`)}`;

/** The machine's busy CPU time so far, in seconds, every core summed (/proc/stat), or null. */
function machineBusy() {
  try {
    // cpu user nice system idle iowait irq softirq steal: everything but idle and iowait is busy.
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

/**
 * Cores the rest of the machine kept busy over `wall` seconds (other people's work: 0 on a quiet
 * machine), from the machine's busy time before and after ({@link machineBusy}) less the `cpu`
 * seconds of what was timed; null without /proc.
 */
function otherWork(busy0, busy1, cpu, wall) {
  return busy0 === null || busy1 === null ? null : Math.max(0, (busy1 - busy0 - cpu) / wall);
}

/** The process ids of `pid` and all its descendants. */
function tree(pid) {
  const all = [pid];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const kids = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean);
      for (const kid of kids) all.push(...tree(Number(kid)));
    }
  } catch {
    // Ended meanwhile.
  }
  return all;
}

/** The summed RSS and PSS, in bytes, of `pids`. */
function footprint(pids) {
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(text)?.[1] ?? 0) * 1024;
      pss += Number(/^Pss:\s+(\d+)/m.exec(text)?.[1] ?? 0) * 1024;
    } catch {
      // Ended meanwhile.
    }
  }
  return { rss, pss };
}

/**
 * Runs `node <tree>/bin/big-chicken.js sim <argv> --json` and returns its parsed figures, wall
 * time (process start included), CPU time of all its processes, and peak memory.
 */
export function timedSim(root, argv, { sample = true } = {}) {
  return new Promise((resolvePromise, reject) => {
    const load = loadavg()[0];
    const busy0 = machineBusy();
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', AT_EXIT, `${root}/bin/big-chicken.js`, 'sim', ...argv, '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    let peakRss = 0;
    let peakPss = 0;
    let most = 1;
    const timer = sample
      ? setInterval(() => {
          const pids = tree(child.pid);
          most = Math.max(most, pids.length);
          const { rss, pss } = footprint(pids);
          peakRss = Math.max(peakRss, rss);
          peakPss = Math.max(peakPss, pss);
        }, 50)
      : null;
    child.on('exit', (code) => {
      if (timer) clearInterval(timer);
      const wall = (performance.now() - t0) / 1000;
      const at = /\nsim-bench (\{.*\})\n/.exec(err);
      if (code !== 0 || !at) {
        reject(new Error(`sim ${argv.join(' ')} in ${root} failed (${code}): ${err.trim()}`));
        return;
      }
      const { self, children, hwm } = JSON.parse(at[1]);
      const res = JSON.parse(out);
      const cpu = self + children;
      const others = otherWork(busy0, machineBusy(), cpu, wall);
      resolvePromise({ res, wall, cpu, hwm, peakRss: Math.max(peakRss, hwm), peakPss, processes: most, load, others });
    });
    child.on('error', reject);
  });
}

/** The figures of a sim without its timings: what must not depend on the workers. */
export const figures = (res) => JSON.stringify({ ...res, seconds: undefined, gamesPerSecond: undefined });

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Whether the build in `root` has `sim --workers`. */
function hasWorkers(root) {
  return existsSync(`${root}/dist/sim-worker.js`);
}

/**
 * Games that take about `seconds` of CPU on one worker once warmed up: the difference of two
 * probes (400 and 1,600 games), so that neither start-up nor a loaded machine shortens the runs.
 */
export async function gamesFor(root, base, seconds) {
  const worker = hasWorkers(root) ? ['--workers', '1'] : [];
  const short = (await timedSim(root, [...base, '--games', '400', ...worker], { sample: false })).cpu;
  const long = (await timedSim(root, [...base, '--games', '1600', ...worker], { sample: false })).cpu;
  return Math.max(200, Math.round((1200 / Math.max(0.05, long - short)) * seconds));
}

/**
 * Two sims of `base` with one worker each, started together, each given half of `games` (the
 * first the odd one): wall time until both have ended, CPU time of both, and the sums of their
 * peaks (at most what both held at once; sampled only when `sample`, as {@link timedSim}). What
 * two processes of this machine get done side by side, with nothing shared between them; the
 * figures are the first sim's.
 */
async function sideBySide(root, base, games, sample) {
  const half = Math.ceil(games / 2);
  const busy0 = machineBusy();
  const t0 = performance.now();
  const [a, b] = await Promise.all(
    [half, games - half].map((n) => timedSim(root, [...base, '--games', String(n), '--workers', '1'], { sample })),
  );
  const wall = (performance.now() - t0) / 1000;
  const cpu = a.cpu + b.cpu;
  return {
    ...a,
    wall,
    cpu,
    hwm: Math.max(a.hwm, b.hwm),
    peakRss: a.peakRss + b.peakRss,
    peakPss: a.peakPss + b.peakPss,
    // Each sim's own count holds the other: the rest of the machine is what neither used.
    others: otherWork(busy0, machineBusy(), cpu, wall),
  };
}

/**
 * Alternating runs of `base` + `--games games` on every tree and worker count: run r goes
 * through the configurations in order, the next in reverse. With `apart`, the first tree also
 * runs {@link sideBySide} (workers 'apart'). Returns each configuration's runs.
 */
export async function alternate(trees, workerCounts, base, games, runs, onRun = () => {}, { sample = true, apart = false } = {}) {
  const configs = [];
  for (const root of trees) {
    if (hasWorkers(root)) for (const w of workerCounts) configs.push({ root, workers: w, runs: [] });
    else configs.push({ root, workers: null, runs: [] });
  }
  if (apart && hasWorkers(trees[0])) configs.push({ root: trees[0], workers: 'apart', runs: [] });
  for (let r = 0; r < runs; r++) {
    for (const c of r % 2 === 0 ? configs : [...configs].reverse()) {
      const argv = [...base, '--games', String(games), ...(c.workers === null ? [] : ['--workers', String(c.workers)])];
      const t = c.workers === 'apart' ? await sideBySide(c.root, base, games, sample) : await timedSim(c.root, argv, { sample });
      c.runs.push(t);
      onRun(c, t);
    }
  }
  return configs;
}

/** Median figures of a configuration's runs (of those that `keep`, if given). */
export function medians(c, keep = () => true) {
  const runs = c.runs.filter(keep);
  const of = (key) => (runs.length === 0 ? NaN : median(runs.map((t) => t[key] ?? NaN)));
  return {
    tree: c.root,
    workers: c.workers,
    wall: of('wall'),
    cpu: of('cpu'),
    hwm: of('hwm'),
    peakRss: of('peakRss'),
    peakPss: of('peakPss'),
    others: of('others'),
    processes: Math.max(...c.runs.map((t) => t.processes)),
    count: runs.length,
    loads: runs.map((t) => t.load),
    identical: new Set(c.runs.map((t) => figures(t.res))).size === 1,
    figures: figures(c.runs[0].res),
  };
}

const MiB = 1024 * 1024;

/**
 * What a worker's answers cost per game, measured in this process on this tree's sim (bundled
 * from src/): 3,000 easy games of `game` played in batches of `batch` (a worker's 50 ms at 0.2 ms
 * a game), each batch's answer written as JSON and read back, and the outcomes added up in order.
 */
export async function messageCosts(root, game, batch = 250, games = 3000, repeats = 50) {
  // Inside node_modules, so that what the bundle leaves out (Ink, React) resolves from there.
  mkdirSync(join(here, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(join(here, 'node_modules/.cache/sim-bench-'));
  try {
    const out = join(dir, 'sim.mjs');
    await build({
      absWorkingDir: here,
      // A checkout without node_modules of its own (a bare worktree) uses this one's.
      nodePaths: [join(here, 'node_modules')],
      entryPoints: [join(root, 'src/commands/sim/sim.ts')],
      outfile: out,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      jsx: 'automatic',
      logLevel: 'error',
      external: ['ink', 'react', 'ssh2', 'conf', 'cpu-features', '*.node'],
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const sim = await import(pathToFileURL(out).href);
    const { module, plan } = sim.readSim(game, { players: '4', games: String(games), bots: 'easy', workers: '1' });
    const loaded = await sim.loadSimGame(module);
    const bots = sim.simBots(plan);
    // Builds before the packed outcomes sent a result object per game.
    const packed = typeof sim.emptyTally === 'function';
    const answers = [];
    for (let from = 0; from < games; from += batch) {
      if (packed) {
        const tally = sim.emptyTally(loaded, plan);
        const outcomes = [];
        for (let k = from; k < from + batch; k++) sim.playSimGame(loaded, plan, bots, k, tally, outcomes);
        answers.push({ from, games: batch, outcomes, tally, ms: 50 });
      } else {
        const results = [];
        for (let k = from; k < from + batch; k++) results.push(sim.playSimGame(loaded, plan, bots, k));
        answers.push({ from, results });
      }
    }
    const texts = answers.map((a) => JSON.stringify(a));
    const perGame = (f) => {
      const t0 = performance.now();
      for (let i = 0; i < repeats; i++) f();
      return ((performance.now() - t0) / repeats / games) * 1000;
    };
    return {
      tree: root,
      game,
      bytes: texts.reduce((n, t) => n + t.length, 0) / games,
      write: perGame(() => answers.forEach((a) => JSON.stringify(a))),
      read: perGame(() => texts.forEach((t) => JSON.parse(t))),
      add: perGame(() => {
        const totals = new sim.SimTotals(loaded, plan);
        for (const a of answers) {
          if (packed) {
            totals.addTally(a.tally);
            totals.addOutcomes(a.from, a.games, a.outcomes);
          } else a.results.forEach((r, j) => totals.add(a.from + j, r));
        }
      }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each configuration's medians (over the runs that `keep`), with its wall-time speed-up over one worker of its build. */
function table(configs, trees, keep) {
  const rows = configs.map((c) => medians(c, keep));
  for (const root of trees) {
    const one = rows.find((r) => r.tree === root && (r.workers === 1 || r.workers === null));
    for (const r of rows.filter((x) => x.tree === root)) r.speedup = one ? one.wall / r.wall : null;
  }
  return rows;
}

async function main() {
  const args = process.argv.slice(2);
  const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const trees = [here, ...args.flatMap((a, i) => (args[i - 1] === '--tree' ? [resolve(a)] : []))];
  const gameList = value('--game', 'just-hatched,henhouse').split(',');
  const bots = value('--bots', 'easy');
  const playouts = value('--think-playouts', bots.includes('hard') ? '20' : null);
  const workerCounts = value('--workers', '1,2').split(',').map(Number);
  const runs = Number(value('--runs', '5'));
  const seconds = Number(value('--seconds', '10'));
  const fixedGames = value('--games', null);
  const json = args.includes('--json');
  const quiet = value('--quiet', null) === null ? null : Number(value('--quiet', null));
  const apart = args.includes('--side-by-side');
  const report = [];
  if (args.includes('--messages')) {
    for (const game of gameList)
      for (const root of trees) {
        const m = await messageCosts(root, game);
        report.push(m);
        if (!json)
          process.stdout.write(
            `${root === here ? 'this tree' : root}, ${game}: a worker's answer is ${m.bytes.toFixed(0)} bytes of JSON a game; writing it ${m.write.toFixed(2)} µs, ` +
              `reading it ${m.read.toFixed(2)} µs, adding the outcomes up ${m.add.toFixed(2)} µs a game\n`,
          );
      }
    if (json) process.stdout.write(`${JSON.stringify({ node: process.version, messages: report })}\n`);
    return;
  }
  for (const game of gameList) {
    const base = [game, '--players', value('--players', '4'), '--seed', value('--seed', '1'), '--bots', bots];
    if (playouts !== null) base.push('--think-playouts', playouts);
    const games = fixedGames === null ? await gamesFor(here, base, seconds) : Number(fixedGames);
    process.stderr.write(`${game} ${bots}${playouts ? ` @${playouts} playouts` : ''}: ${games} games, ${runs} alternating runs\n`);
    const configs = await alternate(
      trees,
      workerCounts,
      base,
      games,
      runs,
      (c, t) =>
        process.stderr.write(
          `  ${c.root === here ? 'this tree' : c.root} w${c.workers ?? '-'}: wall ${t.wall.toFixed(2)} s, CPU ${t.cpu.toFixed(2)} s, ` +
            `peak ${(t.hwm / MiB).toFixed(1)} MiB (sum RSS ${(t.peakRss / MiB).toFixed(1)}, PSS ${(t.peakPss / MiB).toFixed(1)}), ` +
            `load ${t.load.toFixed(1)}, other work ${t.others?.toFixed(2) ?? '?'} cores\n`,
        ),
      { apart },
    );
    // Two sims side by side play half the games each: their figures are not the sim's.
    const whole = configs.filter((c) => c.workers !== 'apart');
    const answers = new Set(whole.flatMap((c) => c.runs.map((t) => figures(t.res))));
    // Within a build, every worker count and every run must give the same figures.
    const sameInTree = trees.every(
      (root) => new Set(whole.filter((c) => c.root === root).flatMap((c) => c.runs.map((t) => figures(t.res)))).size === 1,
    );
    const tables = [{ title: `medians of ${runs} alternating runs`, rows: table(configs, trees) }];
    if (quiet !== null)
      tables.push({
        title: `medians of the runs while other work kept at most ${quiet} cores busy`,
        rows: table(configs, trees, (t) => t.others !== null && t.others <= quiet),
      });
    report.push({ game, bots, playouts, games, runs, tables, sameInTree, sameAcrossTrees: answers.size === 1 });
    if (!json) {
      for (const { title, rows } of tables) {
        process.stdout.write(`\n${game}, ${bots} bots${playouts ? ` @${playouts} playouts` : ''}, ${games} games, ${title}\n`);
        process.stdout.write(
          'tree | workers | runs | wall s | speed-up | CPU s (all processes) | peak MiB (VmHWM) | sum RSS MiB | sum PSS MiB | other work, cores | load\n',
        );
        for (const r of rows)
          process.stdout.write(
            `${r.tree === here ? 'this tree' : r.tree} | ${r.workers === 'apart' ? '2 sims side by side, 1 each' : (r.workers ?? 'in-process')} | ${r.count} | ${r.wall.toFixed(2)} | ${r.speedup?.toFixed(2) ?? '-'}× | ` +
              `${r.cpu.toFixed(2)} | ${(r.hwm / MiB).toFixed(1)} | ${(r.peakRss / MiB).toFixed(1)} | ${(r.peakPss / MiB).toFixed(1)} | ` +
              `${r.others.toFixed(2)} | ${r.loads.length ? `${Math.min(...r.loads).toFixed(1)}–${Math.max(...r.loads).toFixed(1)}` : '-'}` +
              `${r.identical ? '' : ' FIGURES DIFFER BETWEEN RUNS'}\n`,
          );
      }
      process.stdout.write(
        `figures (--json minus timings): ${sameInTree ? 'identical for every worker count and run of each build' : 'DIFFERENT within a build'}` +
          `${trees.length > 1 ? (answers.size === 1 ? ', and across builds' : ', not across builds (their bots differ)') : ''}; ${availableParallelism()} cores\n`,
      );
    }
  }
  if (json) process.stdout.write(`${JSON.stringify({ node: process.version, cores: availableParallelism(), report })}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
