// The engines' own speed, measured in-process: random-policy playouts through the Game contract
// (games per CPU-second and per wall-second), easy-bot games, and a hard bot's search iterations
// per CPU-second. A benchmark, not a test.
//
//   node scripts/bench-engine.js                       this tree, every figure
//   node scripts/bench-engine.js --root ../other-tree  the same figures for another checkout
//   node scripts/bench-engine.js --compare ../base     alternating runs of both, medians and ratios
//   node scripts/bench-engine.js --only random|easy|hard --seconds 2 --runs 5 --json
//   node scripts/bench-engine.js --game henhouse       one engine's figures only
//   node scripts/bench-engine.js --iterations 1000     the hard bot's budget a move (100 unless given)
//
// Each tree's src is bundled with esbuild into a temporary module (engine, the two engines and
// the bots), so the figures of two checkouts come from the same bench. Every measurement runs in
// its own child process, so one tree's warm-up or garbage never counts against the other's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
  const measure = (unit) => {
    // Warm up for a quarter of the time, then count whole units until `seconds` of CPU pass.
    const warm = cpu() + seconds / 4;
    let seed = 1;
    while (cpu() < warm) unit(seed++);
    const [c0, w0] = [cpu(), performance.now()];
    let count = 0;
    while (cpu() - c0 < seconds) count += unit(seed++);
    return { count, cpu: cpu() - c0, wall: (performance.now() - w0) / 1000 };
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
    // The hard bot on a fixed iteration budget, asked for its move at every turn of a game that
    // easy bots play; the count is the iterations it ran.
    await m.loadBots(gameId);
    const iterations = Number(opt('--iterations', '100'));
    const hard = m.makeBot(gameId, 'hard', { thinkMs: 0, iterations });
    const easy = [0, 1, 2, 3].map(() => m.makeBot(gameId, 'easy', { thinkMs: 0 }));
    r = measure((seed) => {
      const rng = m.Rng.fromSeed(seed);
      let state = game.setup(options, seed);
      let asked = 0;
      for (let k = 0; k < 12 && game.currentPlayer(state) !== 'terminal'; k++) {
        const seat = game.currentPlayer(state);
        const view = game.playerView(state, seat);
        hard.choose(view, game.legalActions(state), rng);
        asked++;
        const action = easy[seat].choose(view, game.legalActions(state), rng);
        state = game.applyAction(state, action, seat);
      }
      return asked * iterations;
    });
  }
  process.stdout.write(JSON.stringify({ kind, game: gameId, perCpu: r.count / r.cpu, perWall: r.count / r.wall, count: r.count }));
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
      '--iterations',
      opt('--iterations', '100'),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out);
}

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
  const units = { random: 'games', easy: 'games', hard: 'iterations' };
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
        const samples = trees.map(() => ({ cpu: [], wall: [] }));
        for (let r = 0; r < runs; r++) {
          // Alternate which tree goes first, so a drift of the machine's load falls on both.
          const order = r % 2 === 0 ? trees.map((_, i) => i) : trees.map((_, i) => i).reverse();
          for (const i of order) {
            const res = runChild(files[i], kind, game, seconds);
            samples[i].cpu.push(res.perCpu);
            samples[i].wall.push(res.perWall);
          }
        }
        const row = {
          kind,
          game,
          unit: `${units[kind]}/s`,
          trees: trees.map((t, i) => ({ root: t, cpu: median(samples[i].cpu), wall: median(samples[i].wall), runs: samples[i] })),
        };
        if (trees.length === 2) {
          row.ratioCpu = row.trees[0].cpu / row.trees[1].cpu;
          row.ratioWall = row.trees[0].wall / row.trees[1].wall;
        }
        rows.push(row);
        const [a, b] = row.trees;
        process.stderr.write(
          `${kind.padEnd(6)} ${game.padEnd(12)} ${units[kind]}/CPU-s ${a.cpu.toFixed(0)}  /wall-s ${a.wall.toFixed(0)}` +
            (b
              ? `   vs ${b.cpu.toFixed(0)} / ${b.wall.toFixed(0)}   ratio CPU ${row.ratioCpu.toFixed(2)}× wall ${row.ratioWall.toFixed(2)}×`
              : '') +
            `  (median of ${runs})\n`,
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
