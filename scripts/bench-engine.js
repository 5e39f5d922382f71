// The engines' own speed, measured in-process: random-policy playouts through the Game contract
// (games per CPU-second and per wall-second), easy-bot games, and the playouts a hard bot's search
// runs per second of its thinking. A benchmark, not a test. Each figure is given per second of the
// process's CPU time (its garbage collector's helper threads included), of the measuring thread's
// own CPU time (what a hard bot's think budget counts) and of the wall clock.
//
//   node scripts/bench-engine.js                       this tree, every figure
//   node scripts/bench-engine.js --root ../other-tree  the same figures for another checkout
//   node scripts/bench-engine.js --compare ../base     alternating runs of both, medians and ratios
//   node scripts/bench-engine.js --only random|easy|hard --seconds 2 --runs 5 --json
//   node scripts/bench-engine.js --game henhouse       one engine's figures only
//   node scripts/bench-engine.js --think-ms 300        the hard bot's think a move (300 ms, its default)
//   node scripts/bench-engine.js --iterations 1000     ... or a budget of playouts a move instead
//   node scripts/bench-engine.js --every 10            the hard bot asked at every 10th position
//                                                      only, so a run meets positions of whole games
//
// Each tree's src is bundled with esbuild into a temporary module (engine, the two engines and
// the bots), so the figures of two checkouts come from the same bench. Every measurement runs in
// its own child process, so one tree's warm-up or garbage never counts against the other's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleSource } from './src-bundle.js';

const here = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

/** Where `root` loads its games' bots: beside the registry, or in bots/ in builds before that move. */
function botLoader(root) {
  const beside = `${root}/src/games/bots.ts`;
  return existsSync(beside) ? beside : `${root}/src/bots/index.ts`;
}

/**
 * For a tree whose hard bots do not tally their searches (`Bot.searched`, added after 0b5c633):
 * counts in its one search class, IsMcts, the deals it draws (an iteration draws one) and the
 * playouts it runs (a walk from the root ends in one), in `globalThis.benchTally`.
 */
const tallyOlderSearch = {
  name: 'tally-older-search',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]bots[\\/]ismcts\.ts$/ }, async (args) => {
      let text = readFileSync(args.path, 'utf8');
      if (text.includes('SearchTally')) return undefined;
      const marks = [
        ['    this.iterations++;\n', '    this.iterations++;\n    globalThis.benchTally.deals++;\n'],
        [
          '  private descend(root: S, first: A | null): readonly number[] {\n',
          '  private descend(root: S, first: A | null): readonly number[] {\n    globalThis.benchTally.playouts++;\n',
        ],
      ];
      for (const [from, to] of marks) {
        if (text.split(from).length !== 2) throw new Error(`${args.path}: cannot count this tree's searches (no single "${from.trim()}")`);
        text = text.replace(from, to);
      }
      return { contents: text, loader: 'ts' };
    });
  },
};

/** Bundles `root`'s engines and bots into one module file; returns its path. */
function bundle(root, dir) {
  return bundleSource(
    root,
    [
      `export { Rng, playGame, randomBot } from ${JSON.stringify(`${root}/src/engine/index.ts`)};`,
      `export { justHatchedGame } from ${JSON.stringify(`${root}/src/games/just-hatched/index.ts`)};`,
      `export { henhouseGame } from ${JSON.stringify(`${root}/src/games/henhouse/index.ts`)};`,
      `export { loadBots, makeBot } from ${JSON.stringify(botLoader(root))};`,
    ],
    join(dir, `engines-${Math.random().toString(36).slice(2)}.mjs`),
    [tallyOlderSearch],
  );
}

const GAMES = { 'just-hatched': 'justHatchedGame', henhouse: 'henhouseGame' };

/** The child's side: one measurement, printed as JSON. */
async function child() {
  const [file, kind, gameId, seconds] = [opt('--file'), opt('--kind'), opt('--game'), Number(opt('--seconds', '2'))];
  const m = await import(pathToFileURL(file).href);
  const game = m[GAMES[gameId]];
  const options = { players: 4 };
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  // This thread's own CPU time: what a hard bot's think time counts (bots/budget-clock.ts). The
  // process's also holds V8's helper threads, which collect garbage beside it.
  const thread = () => {
    const u = process.threadCpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const measure = (unit) => {
    // Warm up for a quarter of the time, then count whole units until `seconds` of CPU pass.
    const warm = cpu() + seconds / 4;
    let seed = 1;
    while (cpu() < warm) unit(seed++);
    const [c0, w0, t0] = [cpu(), performance.now(), thread()];
    let count = 0;
    while (cpu() - c0 < seconds) count += unit(seed++);
    return { count, cpu: cpu() - c0, wall: (performance.now() - w0) / 1000, thread: thread() - t0 };
  };
  let r;
  if (kind === 'random') {
    const bots = [0, 1, 2, 3].map(() => m.randomBot());
    r = measure((seed) => (m.playGame(game, options, bots, seed), 1));
  } else if (kind === 'easy') {
    await m.loadBots(gameId);
    const bots = [0, 1, 2, 3].map(() => m.makeBot(gameId, 'easy', { thinkMs: 0 }));
    r = measure((seed) => (m.playGame(game, options, bots, seed), 1));
  } else {
    // The hard bot asked for its move at every turn of games that easy bots play, on its think
    // time (--think-ms, in CPU time) or a budget of playouts a move (--iterations): the playouts
    // its searches ran, per second of their thinking alone. A forced move runs none; it counts
    // only the time it took.
    await m.loadBots(gameId);
    const iterations = opt('--iterations', null);
    const budget = iterations === null ? { thinkMs: Number(opt('--think-ms', '300')) } : { thinkMs: 0, iterations: Number(iterations) };
    const hard = m.makeBot(gameId, 'hard', budget);
    globalThis.benchTally = { deals: 0, playouts: 0 };
    const tally = hard.searched ?? globalThis.benchTally;
    const easy = [0, 1, 2, 3].map(() => m.makeBot(gameId, 'easy', { thinkMs: 0 }));
    const warm = cpu() + seconds / 4;
    const spent = { cpu: 0, wall: 0, thread: 0, playouts: 0, deals: 0 };
    // Every position is asked by default: a few seconds then cover the first moves of one game,
    // whose rounds are still long to play out. --every K asks at every K-th position only.
    const every = Number(opt('--every', '1'));
    let position = 0;
    for (let seed = 1; spent.cpu < seconds; seed++) {
      // The games go as the easy bots' own draws say, whatever the search draws: both trees meet
      // the same positions in the same order.
      const rng = m.Rng.fromSeed(seed);
      const searching = m.Rng.fromSeed(seed + 1_000_000);
      let state = game.setup(options, seed);
      while (game.currentPlayer(state) !== 'terminal' && spent.cpu < seconds) {
        const seat = game.currentPlayer(state);
        const view = game.playerView(state, seat);
        const legal = game.legalActions(state);
        if (position++ % every === 0) {
          const [c0, w0, t0, p0, d0] = [cpu(), performance.now(), thread(), tally.playouts, tally.deals];
          hard.choose(view, legal, searching);
          if (c0 >= warm) {
            spent.cpu += cpu() - c0;
            spent.wall += (performance.now() - w0) / 1000;
            spent.thread += thread() - t0;
            spent.playouts += tally.playouts - p0;
            spent.deals += tally.deals - d0;
          }
        }
        state = game.applyAction(state, easy[seat].choose(view, legal, rng), seat);
      }
    }
    r = { count: spent.playouts, cpu: spent.cpu, wall: spent.wall, thread: spent.thread, deals: spent.deals };
  }
  process.stdout.write(
    JSON.stringify({
      kind,
      game: gameId,
      perCpu: r.count / r.cpu,
      perWall: r.count / r.wall,
      perThread: r.count / r.thread,
      count: r.count,
      deals: r.deals,
    }),
  );
}

function runChild(file, kind, game, seconds) {
  const out = execFileSync(
    process.execPath,
    [
      fileURLToPath(import.meta.url),
      '--child',
      '--file',
      file,
      '--kind',
      kind,
      '--game',
      game,
      '--seconds',
      String(seconds),
      ...['--iterations', '--think-ms', '--every'].flatMap((o) => (args.includes(o) ? [o, opt(o)] : [])),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out);
}

/** The lowest and highest of `xs`, as ratios. */
const spread = (xs) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}×`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const k = s.length >> 1;
  return s.length % 2 ? s[k] : (s[k - 1] + s[k]) / 2;
};

async function main() {
  const seconds = Number(opt('--seconds', '2'));
  const runs = Number(opt('--runs', '5'));
  const only = opt('--only', null);
  const kinds = only ? only.split(',') : ['random', 'easy', 'hard'];
  const games = opt('--game', null) ? opt('--game').split(',') : Object.keys(GAMES);
  for (const g of games) if (!(g in GAMES)) throw new Error(`--game: ${g} is not one of ${Object.keys(GAMES).join(', ')}`);
  const units = { random: 'games', easy: 'games', hard: 'playouts' };
  const trees = [resolve(opt('--root', here))];
  if (args.includes('--compare')) trees.push(resolve(opt('--compare')));
  // Beside node_modules, so the bundles' few external imports resolve.
  mkdirSync(join(here, 'node_modules', '.cache'), { recursive: true });
  const dir = mkdtempSync(join(here, 'node_modules', '.cache', 'bench-engine-'));
  try {
    const files = [];
    for (const t of trees) files.push(await bundle(t, dir));
    const rows = [];
    for (const kind of kinds) {
      for (const game of games) {
        const samples = trees.map(() => ({ cpu: [], wall: [], thread: [] }));
        for (let r = 0; r < runs; r++) {
          // Alternate which tree goes first, so a drift of the machine's load falls on both.
          const order = r % 2 === 0 ? trees.map((_, i) => i) : trees.map((_, i) => i).reverse();
          for (const i of order) {
            const res = runChild(files[i], kind, game, seconds);
            samples[i].cpu.push(res.perCpu);
            samples[i].wall.push(res.perWall);
            samples[i].thread.push(res.perThread);
            if (res.deals !== undefined) (samples[i].playoutsPerDeal ??= []).push(res.count / res.deals);
          }
        }
        const row = {
          kind,
          game,
          unit: `${units[kind]}/s`,
          trees: trees.map((t, i) => ({
            root: t,
            cpu: median(samples[i].cpu),
            wall: median(samples[i].wall),
            thread: median(samples[i].thread),
            runs: samples[i],
          })),
        };
        if (trees.length === 2) {
          row.ratioCpu = row.trees[0].cpu / row.trees[1].cpu;
          row.ratioWall = row.trees[0].wall / row.trees[1].wall;
          row.ratioThread = row.trees[0].thread / row.trees[1].thread;
          // Each run's own ratio (the two trees' runs back to back): how far one sitting's noise
          // moves the figure.
          const pairs = (key) => samples[0][key].map((x, r) => x / samples[1][key][r]);
          row.runRatiosCpu = pairs('cpu');
          row.runRatiosWall = pairs('wall');
          row.runRatiosThread = pairs('thread');
        }
        rows.push(row);
        const [a, b] = row.trees;
        process.stderr.write(
          `${kind.padEnd(6)} ${game.padEnd(12)} ${units[kind]}/CPU-s ${a.cpu.toFixed(0)}  /thread-CPU-s ${a.thread.toFixed(0)}  /wall-s ${a.wall.toFixed(0)}` +
            (b
              ? `   vs ${b.cpu.toFixed(0)} / ${b.thread.toFixed(0)} / ${b.wall.toFixed(0)}` +
                `   ratio CPU ${row.ratioCpu.toFixed(2)}× thread ${row.ratioThread.toFixed(2)}× wall ${row.ratioWall.toFixed(2)}×` +
                `  (median of ${runs}; runs' own ratios CPU ${spread(row.runRatiosCpu)}, thread ${spread(row.runRatiosThread)},` +
                ` wall ${spread(row.runRatiosWall)})\n`
              : `  (median of ${runs})\n`),
        );
      }
    }
    if (args.includes('--json')) process.stdout.write(`${JSON.stringify({ seconds, runs, rows }, null, 2)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (args.includes('--child')) await child();
else await main();
