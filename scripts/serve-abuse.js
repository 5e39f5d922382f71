// An attacker's run against `big-chicken serve` (not a test): starts the built server in a fresh
// data directory and sends --clients abusive clients at it from 127.0.0.1 for --seconds, then
// prints the table "test | tried | failures | lost?" and exits 1 when anything failed.
//
//   npm run build && node scripts/serve-abuse.js [--clients 50] [--seconds 40]
//
// Kinds of abuse, round robin over the clients: fill the server (open a table, start it, leave,
// again), steal a seat (log in as a dropped guest and join their table without the token, or
// with a guessed one), forge log lines (login names with line breaks and escape codes), flood
// (garbage keys and resizes), and silent sockets. Failures: the server died, a seat was taken by
// someone who is not its person, a raw escape or forged line reached the log, the tables were
// not closed again after --table-idle, a client saw another seat's hidden cards (checked as: no
// thief session ever drew a table).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ssh2 from 'ssh2';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CLIENTS = arg('clients', 50);
const SECONDS = arg('seconds', 40);
const home = mkdtempSync(join(tmpdir(), 'bc-abuse-'));
const env = { ...process.env, BIG_CHICKEN_HOME: home, FORCE_COLOR: '0' };
delete env.CI;
const server = spawn(process.execPath, [join(root, 'bin/big-chicken.js'), 'serve', '--port', '0', '--table-idle', '5'], {
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout.on('data', (d) => (log += d.toString('utf8')));
server.stderr.on('data', (d) => (log += d.toString('utf8')));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
while (!/listening on 127\.0\.0\.1:(\d+)/.test(log)) await sleep(50);
const port = Number(/listening on 127\.0\.0\.1:(\d+)/.exec(log)[1]);

const results = new Map();
const count = (test, failed) => {
  const r = results.get(test) ?? { tried: 0, failures: 0 };
  r.tried++;
  if (failed) r.failures++;
  results.set(test, r);
};

/** A logged-in client, or null when the server refused or slowed it past the deadline. */
function login(user) {
  return new Promise((resolve) => {
    const c = new ssh2.Client();
    c.on('ready', () => resolve(c));
    c.on('error', () => resolve(null));
    c.on('keyboard-interactive', (_n, _i, _l, prompts, finish) => finish(prompts.map(() => '')));
    c.connect({ host: '127.0.0.1', port, username: user, tryKeyboard: true, readyTimeout: 15_000, hostVerifier: () => true });
  });
}

/** Runs `command` with a PTY; resolves with everything shown and the exit status, or after `ms`. */
function session(c, command, act, ms = 6000) {
  return new Promise((resolve) => {
    c.exec(command, { pty: { cols: 100, rows: 40, term: 'xterm' } }, (error, ch) => {
      if (error) return resolve({ text: '', code: null });
      let text = '';
      let code = null;
      const timer = setTimeout(() => ch.close(), ms);
      ch.on('data', (d) => (text += d.toString('utf8')));
      ch.stderr.on('data', (d) => (text += d.toString('utf8')));
      ch.on('exit', (s) => (code = s));
      ch.on('close', () => {
        clearTimeout(timer);
        resolve({ text, code });
      });
      void act?.(ch, () => text);
    });
  });
}

const deadline = Date.now() + SECONDS * 1000;
const dropped = []; // { user, code } of guests who left a started table
let n = 0;

async function filler(id) {
  const c = await login(`fill${id}`);
  if (!c) return count('fill the server (open, start, leave)', false);
  const r = await session(c, 'new just-hatched --players 4', async (ch, text) => {
    for (let i = 0; i < 40 && !/code: [A-Z]+/.test(text()); i++) await sleep(50);
    ch.write('s');
    await sleep(400);
    const code = /code: ([A-Z]+)/.exec(text())?.[1];
    if (code) dropped.push({ user: `fill${id}`, code });
    ch.close();
  });
  count('fill the server (open, start, leave)', /error:|stack/i.test(r.text));
  c.end();
}

async function thief() {
  const victim = dropped[Math.floor(Math.random() * dropped.length)];
  if (!victim) return;
  const c = await login(victim.user);
  if (!c) return;
  const guess = Array.from({ length: 8 }, () => 'FHKLQRTWXY'[Math.floor(Math.random() * 10)]).join('');
  const r = await session(c, `join ${victim.code}${Math.random() < 0.5 ? ` --seat ${guess}` : ''}`, null, 3000);
  // A thief who got the seat would see the table (its round line) instead of one refusal line.
  count('steal a dropped guest seat (same name, no or guessed token)', /Round \d of 5|\(you\)/.test(r.text));
  c.end();
}

async function forger(id) {
  const user = `x${id}\n2026-12-01T00:00:00.000Z forged\x1b[2J\u202e`;
  const c = await login(user);
  if (c) {
    await session(c, `new henhouse --name "N\u202e${id}"`, null, 1500);
    c.end();
  }
  // eslint-disable-next-line no-control-regex -- a raw ESC in the log is what this looks for
  count('forge a log line (name with newline, ESC, bidi)', /^2026-12-01T00:00:00\.000Z forged/m.test(log) || /\x1b|\u202e/.test(log));
}

async function flooder(id) {
  const c = await login(`flood${id}`);
  if (!c) return count('flood keys and resizes', false);
  const r = await session(
    c,
    'lobby',
    async (ch) => {
      for (let i = 0; i < 150; i++) {
        ch.setWindow(20 + (i % 30), 60 + (i % 50), 0, 0);
        if (i % 10 === 0) ch.write(Buffer.from(Array.from({ length: 64 }, () => Math.floor(Math.random() * 256))));
      }
      await sleep(800);
      ch.close();
    },
    3000,
  );
  count('flood keys and resizes', /error:|stack/i.test(r.text));
  c.end();
}

async function silent() {
  const s = netConnect(port, '127.0.0.1');
  s.on('error', () => {});
  await sleep(2000);
  s.destroy();
  count('silent socket', false);
}

const kinds = [filler, thief, forger, flooder, silent];
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, k) => {
    while (Date.now() < deadline) {
      await kinds[k % kinds.length](n++);
      await sleep(100);
    }
  }),
);

count('server still running after the run', server.exitCode !== null);
// Every table the fillers left is closed again once nobody has been at it for --table-idle.
await sleep(8000);
const open = [...log.matchAll(/table ([A-Z]+) opened/g)].map((m) => m[1]);
const closed = new Set([...log.matchAll(/table ([A-Z]+) (?:closed|finished)/g)].map((m) => m[1]));
const stillOpen = open.filter((code) => !closed.has(code)).length;
count('abandoned tables closed again (--table-idle 5)', stillOpen > 0);
count('no "error:" line in the log', /\berror:/.test(log));
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(home, { recursive: true, force: true });

console.log(`${CLIENTS} clients for ${SECONDS} s; tables opened ${open.length}, still open after the idle time ${stillOpen}`);
console.log('test | tried | failures | lost?');
let failed = false;
for (const [test, r] of results) {
  console.log(`${test} | ${r.tried} | ${r.failures} | ${r.failures > 0 ? 'yes' : 'no'}`);
  failed ||= r.failures > 0;
}
process.exit(failed ? 1 : 0);
