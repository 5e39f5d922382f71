// Start-up time of the commands that must stay fast (--version, --help, rules, check), against a
// bare `node -e 0`: median wall time of whole processes, no terminal, NO_COLOR set.
// Usage: node scripts/build.js && node scripts/startup-bench.js [runs]   (default 25 runs each)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}/bin/big-chicken.js`;
const runs = Math.max(5, Number(process.argv[2] ?? 25));
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };

const cases = [
  ['node -e 0', ['-e', '0']],
  ['--version', [bin, '--version']],
  ['--help', [bin, '--help']],
  ['rules', [bin, 'rules']],
  ['rules just-hatched', [bin, 'rules', 'just-hatched']],
  ['check just-hatched', [bin, 'check', 'just-hatched', 'O7 Y7', '--on', 'B7 G7']],
  ['check clutch', [bin, 'check', 'clutch', '--spread', '3H 7S QD', '--take', '7S']],
];

function once(args) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// Interleave the cases so background load hits them alike; one warm-up run each first.
const times = cases.map(() => []);
for (const [, args] of cases) once(args);
for (let i = 0; i < runs; i++) cases.forEach(([, args], k) => times[k].push(once(args)));

const base = median(times[0]);
console.log(`median of ${runs} runs (ms), ratio to node -e 0`);
// The machine may be shared: its load (1, 5, 15 minutes) is printed beside the figures.
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
cases.forEach(([name], k) => {
  const m = median(times[k]);
  console.log(`${name.padEnd(22)} ${m.toFixed(1).padStart(7)}  ${(m / base).toFixed(2)}x`);
});
const worst = Math.max(...times.slice(1).map((t) => median(t) / base));
process.exitCode = worst <= 2 ? 0 : 1;
