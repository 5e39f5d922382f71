// Time to the first frame of a 4-player Just Hatched table, whole process on a pseudo-terminal
// (util-linux `script`), against `node -e 0` through the same wrapper: median of alternating runs,
// each build first run once to a normal exit so that Node's compile cache holds it, as it does
// for anyone who has played before.
// Usage: node scripts/build.js && node scripts/first-frame-bench.js [runs] [other-build-dir ...]
//   e.g. node scripts/first-frame-bench.js 21 /tmp/main-build   (a checkout of main, built)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Math.max(3, Number(process.argv[2] ?? 15));
const builds = [root, ...process.argv.slice(3)];
const home = mkdtempSync(join(tmpdir(), 'bc-frame-'));
const env = { ...process.env, BIG_CHICKEN_HOME: home, LANG: 'C.UTF-8', TERM: 'xterm-256color' };
delete env.CI;

/** Milliseconds from spawning `command` on a pty until its output contains `marker` (then it is killed). */
function once(command, marker) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn('script', ['-qfec', `stty cols 100 rows 40; ${command}`, '/dev/null'], {
      env,
      detached: true,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let out = '';
    const timer = setTimeout(() => done(new Error(`no "${marker}" within 10 s: ${out.slice(-200)}`)), 10_000);
    let ms = null;
    let failed = null;
    const done = (error) => {
      if (ms !== null) return;
      clearTimeout(timer);
      ms = Number(process.hrtime.bigint() - start) / 1e6;
      failed = error;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      if (marker && out.includes(marker)) done(null);
    });
    // Timed at its exit without a marker (node -e 0); settled once the process is gone, so that a
    // killed one's end does not overlap the next run.
    child.on('exit', () => done(marker ? new Error(`exited before "${marker}": ${out.slice(-200)}`) : null));
    child.on('close', () => {
      done(null);
      if (failed) reject(failed);
      else resolve(ms);
    });
  });
}

/**
 * Runs `command` once to a normal exit (`q`, then `y` to leaving, once `marker` is drawn): Node
 * writes its compile cache only as a process exits, and the timed runs are killed.
 */
function warm(command, marker) {
  return new Promise((resolve, reject) => {
    // A home of its own, so that a game saved here (had a bot moved first) never waits in the timed runs'.
    const child = spawn('script', ['-qfec', `stty cols 100 rows 40; ${command}`, '/dev/null'], {
      env: { ...env, BIG_CHICKEN_HOME: mkdtempSync(join(home, 'warm-')) },
      detached: true,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let out = '';
    let quit = null;
    let asked = false;
    const timer = setTimeout(() => {
      process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`no normal exit within 20 s: ${out.slice(-200)}`));
    }, 20_000);
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      if (quit === null && marker && out.includes(marker)) quit = setInterval(() => child.stdin.write('q'), 300);
      if (!asked && out.includes('Leave the table?')) {
        asked = true;
        clearInterval(quit);
        child.stdin.write('y');
      }
    });
    child.on('close', () => {
      clearTimeout(timer);
      clearInterval(quit);
      // A warm-up that never left the table (it crashed, or never drew it) wrote no compile cache.
      if (marker && !asked) reject(new Error(`the warm-up run never reached "Leave the table?": ${out.slice(-200)}`));
      else resolve();
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const cases = [
  ['node -e 0', `${process.execPath} -e 0`, null],
  ...builds.map((dir) => [dir, `${process.execPath} ${dir}/bin/big-chicken.js play --players 4 --seed 7 --speed slow`, 'seed 7']),
];
const times = cases.map(() => []);
for (const [, cmd, marker] of cases) await warm(cmd, marker);
// Each round in its own shuffled order, with a pause before each run: a run just after another
// build's was slower (on 2 cores, by 9-14 ms for the same build), and in a fixed or rotated
// order each case always follows the same one.
let random = 0x9e3779b9;
const next = () => (random = (Math.imul(random, 1664525) + 1013904223) >>> 0) / 2 ** 32;
for (let i = 0; i < runs; i++) {
  const order = cases.map((_, k) => k);
  for (let j = order.length - 1; j > 0; j--) {
    const r = Math.floor(next() * (j + 1));
    [order[j], order[r]] = [order[r], order[j]];
  }
  for (const k of order) {
    const [, cmd, marker] = cases[k];
    await new Promise((resolve) => setTimeout(resolve, 100));
    times[k].push(await once(cmd, marker));
  }
}
rmSync(home, { recursive: true, force: true });

const base = median(times[0]);
console.log(`first frame of a 4-player table: median of ${runs} alternating runs, each round in a shuffled order (ms), ratio to node -e 0`);
// The machine may be shared: its load (1, 5, 15 minutes) is printed beside the figures.
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
cases.forEach(([name], k) => {
  const m = median(times[k]);
  console.log(`${name.padEnd(40)} ${m.toFixed(1).padStart(7)}  ${(m / base).toFixed(2)}x`);
});
