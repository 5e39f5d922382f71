import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2, { type ClientChannel, type ConnectConfig } from 'ssh2';
import { BIN, requireBuild } from '../cli/run-bin.js';

/** A `big-chicken serve` process started from the built program. */
export interface Served {
  readonly port: number;
  readonly home: string;
  readonly child: ChildProcess;
  /** Everything the server printed so far (its log). */
  log(): string;
  /** Resolves once the log holds a line matching `pattern`. */
  waitLog(pattern: RegExp, ms?: number): Promise<string>;
  /** Sends SIGTERM and waits for the process to end; resolves to its exit status. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The environment of a server under test: no CI (Ink draws no live frames under CI), no colour. */
export function serveEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BIG_CHICKEN_HOME: home, FORCE_COLOR: '0', BIG_CHICKEN_DEBUG: '' };
  delete env.CI;
  delete env.CONTINUOUS_INTEGRATION;
  return env;
}

/**
 * A new ed25519 key pair that ssh2 reads back. Its generator now and then writes a pair its own
 * parser refuses (about one in 250; src/serve/host-key.ts makes such a key again), and a test
 * handed one would fail by chance.
 */
export function keyPair(): { readonly private: string; readonly public: string } {
  for (;;) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    if (!(ssh2.utils.parseKey(pair.private) instanceof Error) && !(ssh2.utils.parseKey(pair.public) instanceof Error)) return pair;
  }
}

/** A fresh data directory. */
export function tempHome(): string {
  return mkdtempSync(join(tmpdir(), 'bc-serve-'));
}

/**
 * Starts `big-chicken serve --port 0 <args>` and waits for its address. `colour` leaves
 * FORCE_COLOR unset, so the server draws in colour as it does by default.
 */
export async function startServe(args: readonly string[] = [], home = tempHome(), colour = false): Promise<Served> {
  requireBuild();
  const env = serveEnv(home);
  if (colour) delete env.FORCE_COLOR;
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const feed = (data: Buffer) => {
    out += data.toString('utf8');
    for (const w of [...waiters]) {
      const m = out.match(w.pattern);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m[0]);
      }
    }
  };
  child.stdout?.on('data', feed);
  child.stderr?.on('data', feed);
  const waitLog = (pattern: RegExp, ms = 10_000) =>
    new Promise<string>((resolve, reject) => {
      const m = out.match(pattern);
      if (m) return resolve(m[0]);
      const timer = setTimeout(() => reject(new Error(`no log line ${pattern} within ${ms} ms; log:\n${out}`)), ms);
      waiters.push({ pattern, resolve: (l) => (clearTimeout(timer), resolve(l)) });
    });
  const line = await waitLog(/listening on 127\.0\.0\.1:(\d+)/, 45_000);
  const port = Number(/:(\d+)$/.exec(line)?.[1]);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    port,
    home,
    child,
    log: () => out,
    waitLog,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** An ssh2 client logged in to the server (as a guest unless `extra` says otherwise). */
export function connect(port: number, user: string, extra: Partial<ConnectConfig> = {}): Promise<ssh2.Client> {
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    client.on('ready', () => resolve(client));
    client.on('error', reject);
    client.on('keyboard-interactive', (_name, _instructions, _lang, prompts, finish) =>
      finish(prompts.map(() => (extra.password as string | undefined) ?? '')),
    );
    client.connect({
      host: '127.0.0.1',
      port,
      username: user,
      tryKeyboard: true,
      readyTimeout: 10_000,
      hostVerifier: () => true,
      ...extra,
    });
  });
}

/** What a command over SSH printed and its exit status. */
export interface ExecResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number | null;
}

/** Runs `command` over a new connection (no PTY unless asked) and collects its output. */
export async function sshExec(port: number, user: string, command: string, pty = false): Promise<ExecResult> {
  const client = await connect(port, user);
  try {
    return await new Promise<ExecResult>((resolve, reject) => {
      client.exec(command, pty ? { pty: { cols: 80, rows: 24, term: 'xterm' } } : {}, (error, stream) => {
        if (error) return reject(error);
        let stdout = '';
        let stderr = '';
        let code: number | null = null;
        stream.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
        stream.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
        stream.on('exit', (c: number | null) => (code = c));
        stream.on('close', () => resolve({ stdout, stderr, code }));
      });
    });
  } finally {
    client.end();
  }
}

/** Drops ANSI escape sequences, leaving the text a terminal would show (roughly). */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[=>]|\x1b\][^\x07]*\x07/g, '');
}

/** An interactive session: a PTY, its whole byte stream, keys in. */
export interface Screen {
  readonly client: ssh2.Client;
  readonly channel: ClientChannel;
  /** Every byte received so far. */
  bytes(): string;
  /** The text received since `mark()` (ANSI removed). */
  since(mark: number): string;
  /** The current length of the stream, for {@link since}. */
  mark(): number;
  /** Resolves once the text received after `from` matches `pattern`. */
  waitFor(pattern: RegExp, ms?: number, from?: number): Promise<void>;
  keys(data: string): void;
  resize(columns: number, rows: number): void;
  /** Resolves with the exit status when the session ends. */
  readonly ended: Promise<number | null>;
  /** Closes the connection as a client would. */
  close(): void;
}

/** Opens a shell (the lobby) or runs `command` with a PTY of `columns`×`rows`. */
export async function openScreen(
  port: number,
  user: string,
  command: string | null,
  columns = 100,
  rows = 40,
  extra: Partial<ConnectConfig> = {},
  /** Environment variables the client sends (as `ssh -o SetEnv=…` does). */
  clientEnv: Record<string, string> = {},
  /** The TERM the client's pty request names. */
  term = 'xterm-256color',
): Promise<Screen> {
  const client = await connect(port, user, extra);
  const window = { cols: columns, rows, term, width: 0, height: 0 };
  const channel = await new Promise<ClientChannel>((resolve, reject) => {
    const cb = (error: Error | undefined, stream: ClientChannel) => (error ? reject(error) : resolve(stream));
    if (command === null) client.shell(window, { env: clientEnv }, cb);
    else client.exec(command, { pty: window, env: clientEnv }, cb);
  });
  let data = '';
  const waiters: { pattern: RegExp; from: number; resolve: () => void }[] = [];
  const check = () => {
    for (const w of [...waiters]) {
      if (w.pattern.test(plain(data.slice(w.from)))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  channel.on('data', (d: Buffer) => {
    data += d.toString('utf8');
    check();
  });
  channel.stderr.on('data', (d: Buffer) => {
    data += d.toString('utf8');
    check();
  });
  const ended = new Promise<number | null>((resolve) => {
    let code: number | null = null;
    channel.on('exit', (c: number | null) => (code = c));
    // As OpenSSH's client does, the connection ends with its session.
    channel.on('close', () => {
      resolve(code);
      client.end();
    });
  });
  client.on('error', () => {});
  return {
    client,
    channel,
    bytes: () => data,
    since: (mark) => plain(data.slice(mark)),
    mark: () => data.length,
    waitFor(pattern, ms = 10_000, from = 0) {
      return new Promise<void>((resolve, reject) => {
        if (pattern.test(plain(data.slice(from)))) return resolve();
        const timer = setTimeout(() => reject(new Error(`screen never showed ${pattern}; last text:\n${plain(data.slice(-3000))}`)), ms);
        waiters.push({ pattern, from, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    keys: (k) => channel.write(k),
    resize: (c, r) => channel.setWindow(r, c, 0, 0),
    ended,
    close: () => client.end(),
  };
}

/** The saved tables of a server's data directory. */
export function savedTables(home: string): {
  code: string;
  phase: string;
  steps: { seat: number; action: unknown }[];
  seats: { name: string; kind: string }[];
  seed: number;
  options: { players: number };
}[] {
  const dir = join(home, 'serve', 'tables');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The table code a screen was shown ("code: KQTZ"). */
export const codeOf = (text: string): string => /code: ([A-Z]{4,6})/.exec(plain(text))?.[1] as string;

/**
 * Another table that plays by itself: Eve opens a public Just Hatched table for 4 at speed fast, starts
 * it and leaves it to the bots, and Gil watches it (at 90×30). Resolves to its code and Gil's screen.
 */
export async function tableLeftToBots(served: Served): Promise<{ code: string; watcher: Screen }> {
  const eve = await openScreen(served.port, 'eve', 'new just-hatched --players 4 --speed fast --public', 100, 40);
  await eve.waitFor(/code: [A-Z]+/);
  const code = codeOf(eve.bytes());
  await sleep(150);
  eve.keys('s');
  await eve.waitFor(/Round 1 of 5/, 20_000);
  const watcher = await openScreen(served.port, 'gil', `watch ${code}`, 90, 30);
  await watcher.waitFor(/Watching table/);
  await sleep(150);
  eve.keys('q');
  await eve.waitFor(/Leave the table\?/);
  await sleep(150);
  eve.keys('y');
  const status = await eve.ended;
  if (status !== 0) throw new Error(`Eve's session ended with ${status}; log:\n${served.log()}`);
  return { code, watcher };
}
