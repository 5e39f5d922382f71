// Load figures for `big-chicken serve` (not a test): opens 50 simulated players at 12 tables of
// the built server and reports the server's memory per connection and the time from a key to
// its redrawn frame (p50/p99).
//
//   npm run build && node scripts/serve-bench.js [--tables 12] [--players 50] [--seconds 30]
//     [--speed normal] [--root DIR] [--cpu-prof DIR] [--server-flags '--flag ...'] [--json]
//
// The machine's cores and its load (1-minute load average at the start and the end of the
// played stretch) are printed beside the figures: on a shared machine they say how far the
// figures are the server's own.
//
// Each table has one seated player who plays their own turns from what their screen shows (so
// every table keeps playing, its other seats bots at --speed (normal, as people play), every
// third table with hard bots searching in worker threads); the other players watch a table.
// Every player toggles the help overlay (`?`, then any key) now and then and times the first
// frame that shows the change. --root runs another build of the program (a checkout with its
// own dist/, to compare builds in alternating runs); --cpu-prof writes the server's CPU profile
// into DIR; --server-flags gives the server's Node extra flags (V8's among them, to compare
// them in alternating runs); --json prints the figures as one JSON object.
//
// Inside the server (scripts/serve-bench-probe.js, loaded with `node --import`, which works for
// an older --root build too) and in this process, for the played stretch only: the event loop's
// delay (monitorEventLoopDelay: timer lateness, so blocking plus waiting for a core), garbage
// collections by kind, the loop's longest stalls with the GC time inside each, and how long the
// main thread ran and waited, runnable, for a core (Linux schedstat). A key's time here counts
// from this process's write to the moment this process sees the frame, so a busy or starved
// client loop adds to it: its own loop delay is reported beside the server's.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ssh2 from 'ssh2';
import { schedstat } from './serve-bench-probe.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const text = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const arg = (name, fallback) => Number(text(name, fallback));
const TABLES = arg('tables', 12);
const PLAYERS = arg('players', 50);
const SECONDS = arg('seconds', 30);
const SPEED = text('speed', 'normal');
const BUILD = text('root', root);
const PROFILE = text('cpu-prof', null);
const SERVER_FLAGS = text('server-flags', '')
  .split(' ')
  .filter((f) => f !== '');
const JSON_OUT = process.argv.includes('--json');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// eslint-disable-next-line no-control-regex
const plain = (t) => t.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[=>]/g, '');

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** CPU seconds (user + system) a process has used. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startServer(home) {
  const env = { ...process.env, BIG_CHICKEN_HOME: home, FORCE_COLOR: '0', BIG_CHICKEN_BENCH_PROBE: join(home, 'probe.json') };
  delete env.CI;
  delete env.CONTINUOUS_INTEGRATION;
  const child = spawn(
    process.execPath,
    [
      ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE] : []),
      ...SERVER_FLAGS,
      '--import',
      join(root, 'scripts/serve-bench-probe.js'),
      join(BUILD, 'bin/big-chicken.js'),
      'serve',
      '--port',
      '0',
      '--max-connections-per-ip',
      '200',
      '--max-tables-per-player',
      '5',
      '--input-rate',
      '100000',
    ],
    {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  for (let i = 0; i < 200 && !/listening on [\d.]+:(\d+)/.test(out); i++) await sleep(50);
  const port = Number(/listening on [\d.]+:(\d+)/.exec(out)?.[1]);
  if (!port) throw new Error(`the server did not start:\n${out}`);
  return { child, port, log: () => out };
}

/** One simulated player: an SSH session with a PTY, its screen text, keys in. */
async function player(port, name, command, columns = 100, rows = 40) {
  const client = new ssh2.Client();
  await new Promise((resolve, reject) => {
    client.on('ready', resolve).on('error', reject);
    client.on('keyboard-interactive', (_n, _i, _l, prompts, finish) => finish(prompts.map(() => '')));
    client.connect({ host: '127.0.0.1', port, username: name, tryKeyboard: true, hostVerifier: () => true, readyTimeout: 30_000 });
  });
  // OpenSSH's client turns Nagle's algorithm off for a session with a terminal (TCP_NODELAY), so
  // a key goes out at once; ssh2's client leaves it on unless told.
  client.setNoDelay(true);
  const channel = await new Promise((resolve, reject) =>
    client.exec(command, { pty: { cols: columns, rows, term: 'xterm', width: 0, height: 0 } }, (e, s) => (e ? reject(e) : resolve(s))),
  );
  const p = { client, channel, text: '', frame: '', listeners: new Set(), chunks: 0, bytes: 0 };
  channel.on('data', (d) => {
    p.chunks++;
    p.bytes += d.length;
    const chunk = plain(d.toString('utf8'));
    p.text += chunk;
    if (p.text.length > 200_000) p.text = p.text.slice(-100_000);
    const at = p.text.lastIndexOf('BIG CHICKEN');
    p.frame = at >= 0 ? p.text.slice(at) : p.text.slice(-4000);
    for (const l of [...p.listeners]) l(chunk);
  });
  p.waitFor = (re, ms = 20_000) =>
    new Promise((resolve, reject) => {
      if (re.test(p.text.slice(-6000))) return resolve();
      const t = setTimeout(() => (p.listeners.delete(l), reject(new Error(`${name}: no ${re}`))), ms);
      const l = () => {
        if (re.test(p.text.slice(-6000))) {
          clearTimeout(t);
          p.listeners.delete(l);
          resolve();
        }
      };
      p.listeners.add(l);
    });
  /** Sends `key` and resolves with the ms until the first output chunk that matches `re`. */
  p.time = (key, re) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const t = setTimeout(() => (p.listeners.delete(l), resolve(null)), 5000);
      const l = (chunk) => {
        if (re.test(chunk)) {
          clearTimeout(t);
          p.listeners.delete(l);
          resolve(performance.now() - t0);
        }
      };
      p.listeners.add(l);
      channel.write(key);
    });
  return p;
}

/** Plays a seated player's turns from their screen: Cluck when it may, else lay the lowest card. */
function autoPlay(p, stop) {
  let last = '';
  let tries = 0;
  const tick = async () => {
    while (!stop.done) {
      const f = p.frame;
      if (/Enter or q: leave/.test(f)) return;
      if (/Your turn|give back|pick a card/.test(f) || /round \d+ of 5.*Enter/is.test(f)) {
        tries = f === last ? tries + 1 : 0;
        last = f;
        if (/give back|pick a card/.test(f)) p.channel.write('\r');
        else if (tries % 3 === 0 && /c clucks/.test(f)) p.channel.write('c');
        else if (tries % 3 === 1) p.channel.write(' \r');
        else p.channel.write('\r\x1b');
      } else if (/Enter/.test(f.slice(-600)) && !/Space/.test(f.slice(-300))) {
        p.channel.write('\r');
      }
      await sleep(250);
    }
  };
  void tick();
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const home = mkdtempSync(join(tmpdir(), 'bc-serve-bench-'));
const server = await startServer(home);
await sleep(500);
const baseKb = rssKb(server.child.pid);
const stop = { done: false };
const everyone = [];
const seated = [];
for (let t = 0; t < TABLES; t++) {
  const bots = t % 3 === 0 ? 'hard' : 'normal';
  const p = await player(server.port, `host${t}`, `new just-hatched --players 4 --speed ${SPEED} --bots ${bots}`);
  await p.waitFor(/code: [A-Z]+/);
  p.code = /code: ([A-Z]+)/.exec(p.text)?.[1];
  await sleep(150);
  p.channel.write('s');
  await p.waitFor(/Round 1 of 5/);
  seated.push(p);
  everyone.push(p);
}
for (let i = everyone.length; i < PLAYERS; i++) {
  const table = seated[i % TABLES];
  const p = await player(server.port, `guest${i}`, `watch ${table.code}`, 90, 30);
  await p.waitFor(/Watching table/);
  everyone.push(p);
}
await sleep(1000);
const loadedKb = rssKb(server.child.pid);
const cpu0 = { server: cpuSeconds(server.child.pid), bench: process.cpuUsage() };
const output0 = everyone.map((p) => ({ chunks: p.chunks, bytes: p.bytes }));
// The server's probe measures from here; this process's own loop is measured too, since a
// blocked client loop delays the moment a frame is seen and so inflates the key times.
server.child.kill('SIGUSR2');
const clientDelay = monitorEventLoopDelay({ resolution: 10 });
clientDelay.enable();
const clientSched0 = schedstat();
// The machine may be shared: its load (1-minute average, every process on it) is reported with the figures.
const load0 = loadavg()[0];
for (const p of seated) autoPlay(p, stop);

// Every player toggles the help overlay now and then; each toggle is timed to its frame.
const times = [];
const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
  everyone.map(async (p, i) => {
    await sleep((i * 97) % 1000);
    while (Date.now() < deadline) {
      if (/Enter or q: leave/.test(p.frame)) break;
      const open = await p.time('?', /: keys/);
      if (open !== null) times.push(open);
      await sleep(100);
      // A seated player's own moves may have closed the help meanwhile; a key that changes
      // nothing draws no frame, so it is timed only while the help shows.
      if (/: keys/.test(p.frame.slice(-3000))) {
        const close = await p.time('x', /q leave|Watching table/);
        if (close !== null) times.push(close);
      }
      await sleep(600 + ((i * 131) % 400));
    }
  }),
);
stop.done = true;
const load1 = loadavg()[0];
clientDelay.disable();
const clientSched1 = schedstat();
server.child.kill('SIGUSR2');
const peakKb = rssKb(server.child.pid);
const serverCpu = cpuSeconds(server.child.pid) - cpu0.server;
// What the server sent while playing, per connection and second: its frames (a frame leaves as
// one write, so about one chunk here) and their bytes, for the seated players and the watchers.
const sent = (from, to) => {
  const ps = everyone.slice(from, to);
  const sum = (k) => ps.reduce((a, p) => a + p[k] - output0[everyone.indexOf(p)][k], 0);
  return ps.length === 0
    ? null
    : { chunksPerSecond: sum('chunks') / ps.length / SECONDS, kbPerSecond: sum('bytes') / 1024 / ps.length / SECONDS };
};
const benchUsage = process.cpuUsage(cpu0.bench);
const benchCpu = (benchUsage.user + benchUsage.system) / 1e6;
for (const p of everyone) p.client.end();
server.child.kill('SIGTERM');
await new Promise((r) => server.child.once('exit', r));
let probe = null;
try {
  probe = JSON.parse(readFileSync(join(home, 'probe.json'), 'utf8'));
} catch {
  // an older server without the probe's output: the figures go without it
}
rmSync(home, { recursive: true, force: true });

times.sort((a, b) => a - b);
const mb = (kb) => kb / 1024;
const figures = {
  build: BUILD,
  serverFlags: SERVER_FLAGS,
  players: everyone.length,
  seated: seated.length,
  watching: everyone.length - seated.length,
  tables: TABLES,
  seconds: SECONDS,
  speed: SPEED,
  keys: times.length,
  p50Ms: percentile(times, 0.5) ?? null,
  p99Ms: percentile(times, 0.99) ?? null,
  maxMs: times.at(-1) ?? null,
  idleMb: mb(baseKb),
  connectedMb: mb(loadedKb),
  endMb: mb(peakKb),
  perConnectionMb: mb(loadedKb - baseKb) / everyone.length,
  perConnectionAfterPlayMb: mb(peakKb - baseKb) / everyone.length,
  serverCpuPercent: (100 * serverCpu) / SECONDS,
  output: { seated: sent(0, seated.length), watching: sent(seated.length, everyone.length) },
  clientsCpuPercent: (100 * benchCpu) / SECONDS,
  machine: { cores: availableParallelism(), loadavg1Before: load0, loadavg1After: load1 },
  serverLoop: probe,
  clientLoopDelay: {
    p50Ms: clientDelay.percentile(50) / 1e6,
    p99Ms: clientDelay.percentile(99) / 1e6,
    maxMs: clientDelay.max / 1e6,
  },
  clientMainThread:
    clientSched0 && clientSched1
      ? { runMs: clientSched1.runMs - clientSched0.runMs, waitMs: clientSched1.waitMs - clientSched0.waitMs }
      : null,
};
if (JSON_OUT) console.log(JSON.stringify(figures));
else {
  const f1 = (n) => (n === null ? '-' : n.toFixed(1));
  console.log(
    `serve bench: ${figures.players} players (${figures.seated} seated, ${figures.watching} watching) at ${TABLES} tables, ${SECONDS} s, bots at ${SPEED} speed`,
  );
  console.log(
    `server memory: ${f1(figures.idleMb)} MB idle, ${f1(figures.connectedMb)} MB with everyone connected, ${f1(figures.endMb)} MB at the end`,
  );
  console.log(
    `memory per connection: ${figures.perConnectionMb.toFixed(2)} MB (connected), ${figures.perConnectionAfterPlayMb.toFixed(2)} MB (after play)`,
  );
  console.log(
    `CPU while playing: server ${figures.serverCpuPercent.toFixed(0)}% of a core, the simulated players ${figures.clientsCpuPercent.toFixed(0)}%`,
  );
  const out = (o) => (o ? `${o.chunksPerSecond.toFixed(1)} chunks/s, ${o.kbPerSecond.toFixed(1)} KB/s` : '-');
  console.log(`output per connection: seated ${out(figures.output.seated)}; watching ${out(figures.output.watching)}`);
  console.log(
    `key to redrawn frame: ${times.length} keys, p50 ${f1(figures.p50Ms)} ms, p99 ${f1(figures.p99Ms)} ms, max ${f1(figures.maxMs)} ms`,
  );
  console.log(
    `machine: ${figures.machine.cores} cores, load (1-minute average) ${figures.machine.loadavg1Before.toFixed(2)} at the start, ${figures.machine.loadavg1After.toFixed(2)} at the end`,
  );
  const loop = (d) => `p50 ${f1(d.p50Ms)} ms, p99 ${f1(d.p99Ms)} ms, max ${f1(d.maxMs)} ms`;
  const waited = (t) => (t ? `; its main thread ran ${f1(t.runMs / 1000)} s and waited for a core ${f1(t.waitMs / 1000)} s` : '');
  if (probe) {
    console.log(`server event loop (10 ms timer): ${loop(probe.loopDelay)}${waited(probe.mainThread)}`);
    const gc = Object.entries(probe.gc).map(([kind, g]) => `${kind} ${g.count}× (${f1(g.totalMs)} ms, longest ${f1(g.maxMs)} ms)`);
    console.log(`server garbage collection: ${gc.join(', ') || 'none'}`);
    const stalls = probe.stalls.slice(0, 5).map((s) => `${f1(s.ms)} ms (${f1(s.gcMs)} in GC)`);
    console.log(`server loop stalls over 100 ms: ${probe.stallsOver100Ms}; longest ${stalls.join(', ') || '-'}`);
  }
  console.log(`simulated players' event loop: ${loop(figures.clientLoopDelay)}${waited(figures.clientMainThread)}`);
}
process.exit(0);
