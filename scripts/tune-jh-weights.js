// The Just Hatched hard bot's own heuristic (src/games/just-hatched/bot.ts, HARD_WEIGHTS) against
// three normal bots, with no search: every deal played in all four rotations of the seats, as
// `sim --rotate` plays them, and each weight set compared deal by deal with another.
//
//   node scripts/tune-jh-weights.js                               HARD_WEIGHTS and the normal bot, 1,000 deals
//   node scripts/tune-jh-weights.js --seed 200000 --deals 1000 --weights '{"follow":12}'
//   node scripts/tune-jh-weights.js --sweep --seed 300000 --deals 400
//
// --sweep moves one weight at a time to a few multiples of its value (or a few small values
// from 0) and keeps a move when it gains over 1.5 standard errors of the paired difference,
// twice over the weights; it prints each kept move and the weights it ends with. A tool for
// finding weights, not a test: its figures are only as good as its deals.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleSource } from './src-bundle.js';

const here = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

/** Bundles the engine, the normal bot and the hard bot's heuristic into one module; returns its path. */
function bundle(dir) {
  const src = (p) => JSON.stringify(join(here, 'src', p));
  return bundleSource(
    here,
    [
      `export { playGame } from ${src('engine/index.ts')};`,
      `export { justHatchedGame } from ${src('games/just-hatched/index.ts')};`,
      `export { HARD_WEIGHTS, justHatchedBot, normalChoice } from ${src('games/just-hatched/bot.ts')};`,
      `export { Heuristic } from ${src('games/just-hatched/heuristic.ts')};`,
    ],
    join(dir, 'tune.mjs'),
  );
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Mean and standard error of the deal-by-deal difference of two lists of shares. */
function paired(a, b) {
  const d = a.map((x, i) => x - b[i]);
  const m = mean(d);
  return { gain: m, error: Math.sqrt(mean(d.map((x) => (x - m) ** 2)) / d.length) };
}

async function main() {
  const seed = Number(opt('--seed', '200000'));
  const deals = Number(opt('--deals', '1000'));
  mkdirSync(join(here, 'node_modules', '.cache'), { recursive: true });
  const dir = mkdtempSync(join(here, 'node_modules', '.cache', 'tune-jh-'));
  try {
    const m = await import(pathToFileURL(await bundle(dir)).href);
    const normal = m.justHatchedBot('normal', { iterations: 1 });
    // The hard seat keeps the hard bot's Last Egg skill: only the choice of moves differs.
    const { interject } = m.justHatchedBot('hard', { iterations: 1 });
    /** The hard seat's share of the win on each deal (over its four rotations), playing `choose`. */
    const shares = (choose) => {
      const seat = { level: 'hard', choose, interject };
      const out = [];
      for (let d = 0; d < deals; d++) {
        let won = 0;
        for (let r = 0; r < 4; r++) {
          const bots = [0, 1, 2, 3].map((s) => (s === r ? seat : normal));
          const { outcome } = m.playGame(m.justHatchedGame, { players: 4 }, bots, seed + d);
          if (outcome.winners.includes(r)) won += 1 / outcome.winners.length;
        }
        out.push(won / 4);
      }
      return out;
    };
    const weighted = (w) => {
      const h = new m.Heuristic(w);
      return shares((view, legal) => m.normalChoice(view, legal, h));
    };
    const pct = (x) => `${(100 * x).toFixed(1)}%`;
    if (!args.includes('--sweep')) {
      const w = { ...m.HARD_WEIGHTS, ...JSON.parse(opt('--weights', '{}')) };
      const base = shares((view, legal) => m.normalChoice(view, legal));
      const tuned = weighted(w);
      const p = paired(tuned, base);
      process.stdout.write(
        `${deals} deals from seed ${seed}, ${4 * deals} games: the normal bot's weights ${pct(mean(base))}, ` +
          `these ${pct(mean(tuned))} (${(100 * p.gain).toFixed(1)} ± ${(196 * p.error).toFixed(1)} points)\n${JSON.stringify(w)}\n`,
      );
      return;
    }
    let w = { ...m.HARD_WEIGHTS, ...JSON.parse(opt('--weights', '{}')) };
    let now = weighted(w);
    process.stdout.write(`start ${pct(mean(now))}\n`);
    for (let pass = 0; pass < 2; pass++) {
      // Going out always costs least: its weight is a bound, not a preference.
      for (const k of Object.keys(w).filter((k) => k !== 'goOut')) {
        const v = w[k];
        const tries = v === 0 ? [1, -1, 3, -3] : [0.5, 0.75, 0.9, 1.1, 1.25, 1.6, 2.5].map((f) => v * f);
        for (const t of tries) {
          const next = { ...w, [k]: t };
          const got = weighted(next);
          const p = paired(got, now);
          if (p.gain > 0 && p.gain > 1.5 * p.error) {
            process.stdout.write(
              `  ${k} ${v} -> ${t}: ${pct(mean(got))} (+${(100 * p.gain).toFixed(2)} ± ${(100 * p.error).toFixed(2)})\n`,
            );
            w = next;
            now = got;
            break;
          }
        }
      }
      process.stdout.write(`pass ${pass + 1}: ${pct(mean(now))} ${JSON.stringify(w)}\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
