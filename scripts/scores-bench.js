// How long `big-chicken scores` takes on a long history: 125,000 games of one game (the size
// that once overflowed the stack) in a temporary store, read by the built program as a user
// runs it. A benchmark, not a test; the machine's load moves the figures, so it prints medians.
//
//   node scripts/build.js && node scripts/scores-bench.js [games] [runs]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}/bin/big-chicken.js`;
const games = Number(process.argv[2] ?? 125_000);
const runs = Number(process.argv[3] ?? 5);

const dir = mkdtempSync(join(tmpdir(), 'big-chicken-scores-bench-'));
try {
  const seats = [
    { name: 'Ada', bot: null },
    { name: 'Pip', bot: 'normal' },
    { name: 'Wren', bot: 'hard' },
    { name: 'Moss', bot: 'easy' },
  ];
  const start = Date.UTC(2026, 0, 1);
  const records = Array.from({ length: games }, (_, i) => ({
    game: 'henhouse',
    date: new Date(start + i * 60_000).toISOString(),
    seats,
    seed: i,
    options: { players: 4 },
    rounds: 5,
    scores: [12 + (i % 7), 30, 41, 7],
    winners: [i % 4],
  }));
  // The layout earlier versions wrote (conf: indented with tabs), as a long-time player has it.
  writeFileSync(join(dir, 'records.json'), JSON.stringify({ records, __internal__: { migrations: { version: '1.0.0' } } }, null, '\t'));
  const size = statSync(join(dir, 'records.json')).size;
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  for (const args of [['scores'], ['scores', '--json'], ['scores', 'henhouse']]) {
    const times = [];
    for (let r = 0; r < runs; r++) {
      const t = performance.now();
      const out = spawnSync(process.execPath, [bin, ...args], {
        env: { ...process.env, BIG_CHICKEN_HOME: dir },
        encoding: 'utf8',
        maxBuffer: 1 << 30,
      });
      times.push(performance.now() - t);
      if (out.status !== 0) throw new Error(`${args.join(' ')} exited ${out.status}: ${out.stderr.trim()}`);
    }
    console.log(
      `${args.join(' ').padEnd(16)} ${games} games (${(size / 1e6).toFixed(1)} MB): median ${(median(times) / 1000).toFixed(2)} s of ${runs}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
