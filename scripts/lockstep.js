// The lockstep tests at full length: the fast tables of the engines held to the rules they are
// made from over a million positions of seeded random games (the suite runs 20,000). Exits
// non-zero on the first disagreement.
//
//   node scripts/lockstep.js              1,000,000 positions
//   node scripts/lockstep.js 5000000      another count
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const positions = process.argv[2] ?? '1000000';
const files = ['test/games/just-hatched/lay-tables.test.ts', 'test/games/henhouse/lay-tables.test.ts'];
const r = spawnSync('npx', ['vitest', 'run', ...files, '--testTimeout', '0'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, LOCKSTEP_POSITIONS: positions },
});
process.exit(r.status ?? 1);
