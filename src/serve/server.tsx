import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import chalk from 'chalk';
import { render } from 'ink';
import ssh2, { type AuthContext, type Connection, type ServerChannel, type Session } from 'ssh2';
import { colourLevel } from '../platform/colour.js';
import { nameFromLogin } from '../table/setup.js';
import { splitCommand } from './argv.js';
import { escapeForLog } from './log-text.js';
import { BotPool, builtWorker } from './bot-pool.js';
import { KEEPALIVE_MISSES, shownHost, type ServeConfig } from './config.js';
import { parseExec, runQuick, type ExecRequest } from './exec.js';
import { Hall, playerDir } from './hall.js';
import { Pacer } from './pace.js';
import { RedrawPaceContext } from '../ui/hooks/use-paced.js';
import { fingerprintOf, loadHostKey } from './host-key.js';
import { AddressGate, Counter, isLoopback, RateBucket } from './limits.js';
import SessionApp, { type Person, type SessionStart } from './SessionApp.js';
import { channelTerminal, MAX_UNREAD_OUTPUT } from './terminal.js';
import { spellSigns } from '../platform/ascii.js';
import { stripStyles } from '../platform/control.js';
import { tablePrefs } from '../store/prefs.js';
import { glyphsFor, localeOf, LOCALE_VARIABLES, LookProvider, makeTheme, type Look } from '../ui/look/index.js';

/** What the server reads of a client's environment: its colours and its locale. */
const CLIENT_ENV: readonly string[] = ['NO_COLOR', 'COLORTERM', ...LOCALE_VARIABLES];

/** A server that is running. */
export interface RunningServer {
  readonly host: string;
  readonly port: number;
  readonly fingerprint: string;
  /** True when searching bots think in worker threads. */
  readonly threaded: boolean;
  /** Tables brought back from the last run. */
  readonly restored: number;
  /** Tells every player, saves every table, closes every connection. */
  close(reason: string): Promise<void>;
  /** Reads `--authorized-keys` again (the keys let in from now on); returns the log line that says what came of it. */
  reloadKeys(): string;
}

/** What the server writes its log with: one line per event. */
export type LogLine = (line: string) => void;

/** An SSH connection's bookkeeping. */
interface Link {
  readonly id: number;
  readonly ip: string;
  readonly port: number;
  readonly socket: Socket;
  /** Set when a limit refuses this connection: its sessions print this line and end. */
  refusal: string | null;
  /** Set once logged in. */
  person: Person | null;
  login: string;
  triedCredential: boolean;
  attempts: number;
  readonly bucket: RateBucket;
  /** Each open session's release of its count (called once, when its channel or the link closes). */
  readonly sessions: Map<ServerChannel, () => void>;
  client: Connection | null;
}

/** Authentication attempts one connection may make before it is dropped. */
const MAX_AUTH_ATTEMPTS = 12;
/** Connections from one address beyond its limit are dropped unanswered past this many times it. */
const FLOOD_FACTOR = 2;

/** Terminal resizes a session may apply in a second; the ones past it wait for the next second. */
const RESIZES_PER_SECOND = 10;

/** Ink's frame rate cap per connection. */
const MAX_FPS = 200;

/** Equal passwords, compared in constant time. */
function samePassword(given: string, wanted: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(wanted).digest();
  return timingSafeEqual(a, b);
}

/** The key blobs of an authorized_keys file (lines `type base64 [comment]`; options before them are not supported). */
export function readAuthorizedKeys(path: string): Buffer[] {
  const keys: Buffer[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const parsed = ssh2.utils.parseKey(text);
    if (parsed instanceof Error) throw new Error(`${path}: a line is not a public key (${parsed.message})`);
    const key = Array.isArray(parsed) ? parsed[0] : parsed;
    if (key) keys.push(key.getPublicSSH());
  }
  if (keys.length === 0) throw new Error(`${path} holds no public key`);
  return keys;
}

/** Ends a channel with one line on its stderr (if any) and an exit status. */
function finish(channel: ServerChannel, exit: number, line: string | null, crlf: boolean): void {
  try {
    if (line !== null) channel.stderr.write(`${line}${crlf ? '\r\n' : '\n'}`);
    channel.exit(exit);
    channel.end();
  } catch {
    // Already closed by the client.
  }
}

/**
 * Starts `big-chicken serve`: an SSH server (ssh2) on `config.host:config.port` whose sessions
 * are the lobby and shared tables (one Ink tree per connection, each drawn from its own seat's
 * view) and whose exec commands answer `rules`, `check` and `scores` as the local program does.
 * Makes the host key on the first start, brings back the tables saved by the last run, and
 * applies every limit of `config.limits`, each refusal a line to the client and one to `log`.
 */
export async function startServer(config: ServeConfig, rawLog: LogLine, bin: string): Promise<RunningServer> {
  // A client's words (its login name, its commands, its errors) reach the log: no line break or
  // escape sequence of theirs may forge a line or drive the host's terminal.
  const log: LogLine = (line) => rawLog(escapeForLog(line));
  const hostKey = loadHostKey(config.dataDir);
  if (hostKey.created) log(`made a new host key: ${hostKey.path}`);
  let allowedKeys = config.authorizedKeys === null ? null : readAuthorizedKeys(config.authorizedKeys);
  // Ink colours through chalk, whose level is one for the process: 256 colours unless the host
  // asked otherwise (FORCE_COLOR, NO_COLOR). Each connection's theme is at its own terminal's
  // level (platform/colour.ts: 16 colours for TERM=xterm, none for TERM=dumb or NO_COLOR sent
  // by the client), so it asks chalk for no colour its terminal cannot show.
  chalk.level = process.env.FORCE_COLOR === undefined && (process.env.NO_COLOR ?? '') === '' ? 2 : colourLevel(process.stdout);
  const limits = config.limits;
  const pool = new BotPool(builtWorker(), Math.max(1, Math.min(4, availableParallelism() - 1)), log);
  const hall = new Hall(
    config.dataDir,
    { maxTables: config.maxTables, tablesPerIdentity: limits.tablesPerIdentity, tableIdle: limits.tableIdle },
    pool,
    log,
  );
  const restored = (await hall.open()) - hall.watchIdle();
  const pacer = new Pacer();
  const gate = new AddressGate(limits);
  const sessions = new Counter(limits.sessionsPerIdentity);
  const links = new Map<string, Link>();
  const live = new Set<Link>();
  const enders = new Set<(reason: string) => void>();
  let stopping = false;
  let nextId = 1;
  let boundPort = config.port;
  /** The command that takes a person to table `code` (again). */
  const joinCommand = (code: string) => `ssh -t -p ${boundPort} ${shownHost(config.host)} join ${code}`;

  // ssh2 pings a client that has sent nothing for `keepalive` seconds and gives up after
  // KEEPALIVE_MISSES unanswered pings; the link is then cut (see the client's 'error' below).
  const ssh = new ssh2.Server({
    hostKeys: [hostKey.privateKey],
    ident: 'big-chicken',
    keepaliveInterval: limits.keepalive * 1000,
    keepaliveCountMax: KEEPALIVE_MISSES,
  });
  ssh.on('error', (error: Error) => log(`error: ${error.message}`));

  const tcp = createServer((socket) => {
    const ip = (socket.remoteAddress ?? '?').replace(/^::ffff:/, '');
    const port = socket.remotePort ?? 0;
    socket.on('error', () => {});
    // A session is keys in and frames out: with Nagle's algorithm on, a frame written while the
    // last one is unacknowledged waits for the client's delayed ACK (40 ms or more). OpenSSH's
    // sshd turns it off for interactive sessions too.
    socket.setNoDelay(true);
    if (stopping) return void socket.destroy();
    // Behind an SSH tunnel every friend arrives as 127.0.0.1: --trust-loopback lifts the per-address limits there.
    const trusted = config.trustLoopback && isLoopback(ip);
    const refusal = trusted ? null : gate.admit(ip);
    if (refusal !== null && gate.connections(ip) >= limits.connectionsPerIp * FLOOD_FACTOR) {
      log(`refused ${ip}:${port}: ${refusal} (dropped unanswered)`);
      return void socket.destroy();
    }
    const link: Link = {
      id: nextId++,
      ip,
      port,
      socket,
      refusal,
      person: null,
      login: '',
      triedCredential: false,
      attempts: 0,
      bucket: new RateBucket(limits.inputRate),
      sessions: new Map(),
      client: null,
    };
    if (refusal !== null) log(`refused ${ip}:${port}: ${refusal}`);
    else log(`connection ${link.id} from ${ip}:${port}`);
    links.set(`${ip}:${port}`, link);
    live.add(link);
    let handshake: ReturnType<typeof setTimeout> | undefined;
    // The time to log in counts from when the server answers.
    const answer = () => {
      if (socket.destroyed || stopping) return;
      handshake = setTimeout(() => {
        if (link.person !== null) return;
        log(`connection ${link.id} from ${ip}: no login within ${limits.handshake} s (handshake timeout); closed`);
        socket.destroy();
      }, limits.handshake * 1000);
      ssh.injectSocket(socket);
    };
    socket.once('close', () => {
      clearTimeout(handshake);
      for (const release of [...link.sessions.values()]) release();
      links.delete(`${ip}:${port}`);
      live.delete(link);
      if (refusal === null && !trusted) gate.release(ip);
      if (link.person === null && link.triedCredential && link.refusal === null && !trusted) {
        if (gate.fail(ip)) log(`${ip} paused for ${limits.loginPause} s after ${limits.failedLogins} failed logins`);
      }
      if (link.person !== null || refusal === null) log(`connection ${link.id} closed${link.person ? ` (${link.person.name})` : ''}`);
    });
    // Past the logins a minute of one address, each new connection waits a little longer.
    const wait = trusted ? 0 : gate.pace(ip);
    if (wait === 0) return answer();
    log(`connection ${link.id} from ${ip}: answered after ${wait} ms (more than ${limits.loginsPerMinute} logins a minute)`);
    setTimeout(answer, wait);
  });
  tcp.on('error', (error) => log(`error: ${error.message}`));

  ssh.on('connection', (client: Connection, info: { ip: string; port: number }) => {
    const link = links.get(`${info.ip.replace(/^::ffff:/, '')}:${info.port}`);
    if (!link) return void client.end();
    link.client = client;
    client.on('error', (error: Error & { level?: string }) => {
      if (error.level === 'client-timeout') {
        // A half-open link: ssh2 only ends the connection, which waits for output that will
        // never drain. Cutting the socket frees it and ends its sessions (a bot takes the seat).
        log(
          `connection ${link.id}${link.person ? ` (${link.person.name})` : ''}: no answer to ${KEEPALIVE_MISSES} keepalives ${limits.keepalive} s apart; link cut`,
        );
        return void link.socket.destroy();
      }
      if (!/ECONNRESET|EPIPE|read ECONN/.test(error.message)) log(`connection ${link.id}: ${error.message}`);
    });
    client.on('authentication', (ctx) => authenticate(link, ctx, client));
    client.on('ready', () => {
      if (link.person === null) return;
      if (link.refusal === null)
        log(
          `connection ${link.id}: ${link.person.name} logged in (${link.person.identity.startsWith('key:') ? link.person.identity.slice(4) : 'guest'})`,
        );
    });
    client.on('session', (accept) => onSession(link, accept()));
    client.on('request', (_accept, reject) => reject?.());
    client.on('tcpip', (_accept, reject) => reject());
    client.on('openssh.streamlocal', (_accept, reject) => reject());
  });

  function authenticate(link: Link, ctx: AuthContext, client: Connection): void {
    link.login = ctx.username;
    if (++link.attempts > MAX_AUTH_ATTEMPTS) {
      ctx.reject();
      log(`connection ${link.id}: too many login attempts; closed`);
      client.end();
      return;
    }
    const name = nameFromLogin(ctx.username);
    const login = (identity: string) => {
      link.person = { name, identity };
      ctx.accept();
    };
    // A refused connection logs in as anyone: its sessions only print the refusal.
    if (link.refusal !== null) return login(`guest:${ctx.username}`);
    if (config.password !== null) {
      if (ctx.method === 'password') {
        if (samePassword(ctx.password, config.password)) return login(`guest:${ctx.username}`);
        return wrongPassword(link, ctx, client);
      }
      if (ctx.method === 'keyboard-interactive') {
        ctx.prompt([{ prompt: 'Password: ', echo: false }], 'big-chicken', '', (answers) => {
          if (answers[0] !== undefined && samePassword(answers[0], config.password as string)) return login(`guest:${ctx.username}`);
          wrongPassword(link, ctx, client);
        });
        return;
      }
      return ctx.reject(['password', 'keyboard-interactive']);
    }
    if (ctx.method === 'publickey') {
      const blob = ctx.key.data;
      if (allowedKeys !== null && !allowedKeys.some((k) => k.equals(blob))) {
        link.triedCredential = true;
        log(
          `connection ${link.id} from ${link.ip}: key ${fingerprintOf(blob)} of ${ctx.username} refused (not in ${config.authorizedKeys})`,
        );
        return ctx.reject(['publickey']);
      }
      if (!ctx.signature) return ctx.accept();
      const key = ssh2.utils.parseKey(blob);
      const parsed = key instanceof Error ? null : Array.isArray(key) ? key[0] : key;
      if (!parsed || ctx.blob === undefined || !parsed.verify(ctx.blob, ctx.signature, ctx.hashAlgo)) {
        link.triedCredential = true;
        return ctx.reject(allowedKeys === null ? ['publickey', 'keyboard-interactive'] : ['publickey']);
      }
      return login(`key:${fingerprintOf(blob)}`);
    }
    if (allowedKeys !== null) return ctx.reject(['publickey']);
    // Guests: anyone, any name, no key or password. 'none' is answered with the other methods
    // first, so a client with a key offers it (the key then names the person).
    if (ctx.method === 'keyboard-interactive') return login(`guest:${ctx.username}`);
    return ctx.reject(['publickey', 'keyboard-interactive']);
  }

  function wrongPassword(link: Link, ctx: AuthContext, client: Connection): void {
    log(`connection ${link.id} from ${link.ip}: wrong password for ${ctx.username}`);
    ctx.reject(['password', 'keyboard-interactive']);
    if (!(config.trustLoopback && isLoopback(link.ip)) && gate.fail(link.ip)) {
      link.refusal = `too many failed logins from ${link.ip}: try again in ${limits.loginPause} s`;
      link.triedCredential = false;
      log(`${link.ip} paused for ${limits.loginPause} s after ${limits.failedLogins} failed logins`);
      client.end();
    }
  }

  function onSession(link: Link, session: Session): void {
    let pty: { columns: number; rows: number; term: string } | null = null;
    // What the client says of its terminal's colours and locale (sent with `ssh -o SetEnv=…` or
    // SendEnv; many systems' ssh_config sends LANG and LC_* already).
    const clientEnv: NodeJS.ProcessEnv = {};
    let resize: ((size: { columns: number; rows: number }) => void) | null = null;
    session.on('pty', (accept, _reject, info) => {
      pty = { columns: info.cols, rows: info.rows, term: info.term };
      accept?.();
    });
    // Each resize redraws the whole table: like input, they are limited. Past RESIZES_PER_SECOND
    // in a second the others wait, and only the last size is applied when the second is over.
    let resizeWindow = 0;
    let resizesInWindow = 0;
    let pendingSize: { columns: number; rows: number } | null = null;
    let toldResizes = false;
    session.on('window-change', (accept, _reject, info) => {
      accept?.();
      const size = { columns: info.cols, rows: info.rows };
      if (pty) pty = { ...pty, ...size };
      const now = Date.now();
      if (now - resizeWindow >= 1000) {
        resizeWindow = now;
        resizesInWindow = 0;
      }
      if (++resizesInWindow <= RESIZES_PER_SECOND) return void resize?.(size);
      if (!toldResizes) {
        toldResizes = true;
        log(`connection ${link.id}: more than ${RESIZES_PER_SECOND} resizes a second; the last one of each second is applied`);
      }
      if (pendingSize === null) {
        setTimeout(
          () => {
            const last = pendingSize;
            pendingSize = null;
            if (last !== null) resize?.(last);
          },
          1000 - (now - resizeWindow),
        );
      }
      pendingSize = size;
    });
    session.on('env', (accept, _reject, info) => {
      if (CLIENT_ENV.includes(info.key)) clientEnv[info.key] = String(info.val);
      accept?.();
    });
    session.on('signal', (accept) => accept?.());
    session.on('subsystem', (_accept, reject) => reject?.());
    session.on('sftp', (_accept, reject) => reject?.());
    session.on('auth-agent', (_accept, reject) => reject?.());
    session.on('x11', (_accept, reject) => reject?.());
    session.on('shell', (accept) => {
      const channel = accept();
      begin(link, channel, pty, clientEnv, { kind: 'lobby', prefs: {} }, (r) => (resize = r));
    });
    session.on('exec', (accept, _reject, info) => {
      const channel = accept();
      const words = splitCommand(info.command);
      const request: ExecRequest =
        words === null
          ? { kind: 'text', stdout: 'big-chicken: a quote is left open in the command\n', exit: 2 }
          : parseExec(words, link.login);
      begin(link, channel, pty, clientEnv, request, (r) => (resize = r));
    });
  }

  /** Checks the refusals that apply to every session, then runs what it asked for. */
  function begin(
    link: Link,
    channel: ServerChannel,
    pty: { columns: number; rows: number; term: string } | null,
    clientEnv: NodeJS.ProcessEnv,
    request: ExecRequest,
    onResize: (resize: (size: { columns: number; rows: number }) => void) => void,
  ): void {
    const crlf = pty !== null;
    channel.on('error', () => {});
    if (link.refusal !== null) {
      finish(channel, 1, `big-chicken: ${link.refusal}`, crlf);
      setTimeout(() => link.client?.end(), 100);
      return;
    }
    const person = link.person as Person;
    if (stopping) return finish(channel, 1, 'big-chicken: the server is stopping', crlf);
    if (!sessions.add(person.identity)) {
      log(`connection ${link.id}: ${person.name} refused a session (already ${limits.sessionsPerIdentity} open)`);
      return finish(
        channel,
        1,
        `big-chicken: you have ${limits.sessionsPerIdentity} session${limits.sessionsPerIdentity === 1 ? '' : 's'} open already (the most one player may have)`,
        crlf,
      );
    }
    const release = () => {
      if (!link.sessions.delete(channel)) return;
      sessions.remove(person.identity);
    };
    link.sessions.set(channel, release);
    channel.once('close', release);
    if (request.kind === 'text') {
      const text = crlf ? request.stdout.replace(/\n/g, '\r\n') : request.stdout;
      try {
        if (request.exit === 0) channel.write(text);
        else channel.stderr.write(text);
      } catch {
        // Gone already.
      }
      return finish(channel, request.exit, null, crlf);
    }
    if (request.kind === 'quick') return quick(link, channel, request.args, crlf);
    if (pty === null) {
      return finish(channel, 1, 'big-chicken: the lobby and the tables need a terminal: connect with ssh -t', false);
    }
    const name = request.kind === 'new' || request.kind === 'join' ? request.name : person.name;
    const seated: Person = { name, identity: person.identity };
    let start: SessionStart;
    if (request.kind === 'lobby') start = { kind: 'lobby' };
    else if (request.kind === 'new') {
      const table = hall.create(request.choice, seated);
      if (typeof table === 'string') {
        log(`connection ${link.id}: ${person.name} refused a new table: ${table}`);
        return finish(channel, 1, `big-chicken: ${table}`, true);
      }
      const sat = table.sit(seated.name, seated.identity);
      if ('refusal' in sat) return finish(channel, 1, `big-chicken: ${sat.refusal}`, true);
      start = { kind: 'seat', table, seat: sat.seat };
    } else {
      const table = hall.find(request.code);
      if (!table) return finish(channel, 1, `big-chicken: no table has the code ${request.code}`, true);
      if (request.kind === 'watch') start = { kind: 'spectator', table };
      else {
        const sat = table.sit(seated.name, seated.identity, request.token);
        if ('refusal' in sat) {
          log(`connection ${link.id}: ${person.name} could not join ${table.code}: ${sat.refusal}`);
          return finish(channel, 1, `big-chicken: ${sat.refusal}`, true);
        }
        log(`${seated.name} sat at table ${table.code}, seat ${sat.seat + 1}`);
        start = { kind: 'seat', table, seat: sat.seat };
      }
    }
    // The client's own level, from its TERM (the host's terminfo for it) and what it sent;
    // chalk's process-wide level is only the ceiling.
    const level = Math.min(chalk.level, colourLevel({ isTTY: true }, { ...clientEnv, TERM: pty.term }, { platform: 'linux' }));
    const plain = level === 0;
    const prefs = tablePrefs(request.prefs, playerDir(config.dataDir, person.identity));
    if (prefs.warning !== null) log(`connection ${link.id}: ${person.name}'s --theme/--bell could not be remembered: ${prefs.warning}`);
    // The client's locale when it sent one (ASCII drawing for LANG=C), else the server's.
    const look: Look = {
      theme: makeTheme(prefs.theme, level),
      glyphs: glyphsFor(localeOf(clientEnv) !== undefined ? clientEnv : process.env),
    };
    interactive(link, channel, pty, plain, { look, bell: prefs.bell }, seated, start, onResize);
  }

  /** Runs `rules`, `check` or `scores` as the program itself, the player's own records as its store. */
  function quick(link: Link, channel: ServerChannel, args: readonly string[], crlf: boolean): void {
    const person = link.person as Person;
    const { child, done } = runQuick(args, { bin, home: playerDir(config.dataDir, person.identity) });
    const convert = (data: Buffer) => (crlf ? data.toString('utf8').replace(/\r?\n/g, '\r\n') : data);
    child.stdout?.on('data', (data: Buffer) => {
      try {
        channel.write(convert(data));
      } catch {
        child.kill();
      }
    });
    child.stderr?.on('data', (data: Buffer) => {
      try {
        channel.stderr.write(convert(data));
      } catch {
        child.kill();
      }
    });
    channel.once('close', () => child.kill());
    void done.then((status) => {
      log(`connection ${link.id}: ${person.name} ran ${args[0]} (exit ${status})`);
      finish(channel, status, null, crlf);
    });
  }

  /** One Ink tree on the channel, until the person leaves, the link drops or the server stops. */
  function interactive(
    link: Link,
    channel: ServerChannel,
    pty: { columns: number; rows: number },
    plain: boolean,
    prefs: { readonly look: Look; readonly bell: boolean },
    person: Person,
    start: SessionStart,
    onResize: (resize: (size: { columns: number; rows: number }) => void) => void,
  ): void {
    let ended = false;
    let idle: ReturnType<typeof setTimeout> | null = null;
    // What waits unread counts the channel's buffer (the client's SSH window is full) and the
    // socket's (TCP does not drain): either grows without end on a link that stopped reading.
    const out = {
      // No styles for a terminal without colour; ASCII for a client in an ASCII locale.
      write: (d: string | Buffer) => {
        const text = plain ? stripStyles(String(d)) : String(d);
        return channel.write(prefs.look.glyphs.unicode ? text : spellSigns(text));
      },
      get writableLength() {
        return channel.writableLength + link.socket.writableLength;
      },
    };
    const terminal = channelTerminal(out, pty, () => {
      end(1, null, `more than ${MAX_UNREAD_OUTPUT / 1024} KB of output not read (a stalled link); link cut`);
      link.socket.destroy();
    });
    onResize((size) => terminal.resize(size));
    const pace = pacer.connection();
    // Where the session is, which the server's stop notice names.
    let back: { readonly command: string; readonly seated: boolean } | null = null;
    const instance = render(
      <RedrawPaceContext.Provider value={pace}>
        <LookProvider look={prefs.look}>
          <SessionApp
            bell={prefs.bell}
            hall={hall}
            person={person}
            start={start}
            joinHint={joinCommand}
            onTable={(at) => (back = at)}
            onLobby={(inLobby) => {
              if (idle !== null) clearTimeout(idle);
              idle = inLobby
                ? setTimeout(
                    () =>
                      end(
                        1,
                        `big-chicken: no key in the lobby for ${limits.lobbyIdle} s: closing`,
                        `idle in the lobby for ${limits.lobbyIdle} s`,
                      ),
                    limits.lobbyIdle * 1000,
                  )
                : null;
            }}
            // Ctrl-C (like q) leaves this session only, so it ends it as a person leaving: status 0.
            onExit={(_end, farewell) => end(0, farewell ?? null, null)}
          />
        </LookProvider>
      </RedrawPaceContext.Provider>,
      {
        // Ink asks these streams only for what channelTerminal gives (write, isTTY, size, resize; raw-mode no-ops).
        stdout: terminal.stdout as unknown as NodeJS.WriteStream,
        stdin: terminal.stdin as unknown as NodeJS.ReadStream,
        stderr: terminal.stdout as unknown as NodeJS.WriteStream,
        patchConsole: false,
        exitOnCtrlC: false,
        debug: false,
        // Ink's own throttle (30 fps by default) could hold a key's frame back by up to 33 ms
        // behind a table's redraw; the table's redraws are paced before Ink (pace.ts) instead.
        maxFps: MAX_FPS,
      },
    );
    const ender = (reason: string) =>
      end(
        1,
        `big-chicken: ${reason}${back === null ? '' : back.seated ? `; when it is back, take your seat again: ${back.command}` : `; when it is back, watch again: ${back.command}`}`,
        null,
      );
    enders.add(ender);
    function end(status: number, line: string | null, why: string | null): void {
      if (ended) return;
      ended = true;
      enders.delete(ender);
      if (idle !== null) clearTimeout(idle);
      pace.close();
      if (why !== null) log(`connection ${link.id}: ${person.name}'s session closed: ${why}`);
      try {
        instance.unmount();
      } catch {
        // The tree may already be gone.
      }
      // Ink's last frame and the cursor it hid, then the line, then the exit status.
      setImmediate(() => {
        terminal.detach();
        try {
          channel.write('\x1b[?25h\r\n');
        } catch {
          // Closed.
        }
        finish(channel, status, line, true);
      });
    }
    channel.on('data', (data: Buffer) => {
      if (ended) return;
      if (!link.bucket.take(data.length)) {
        log(`connection ${link.id}: ${person.name} sent input faster than ${limits.inputRate} bytes/s`);
        return end(1, `big-chicken: input faster than ${limits.inputRate} bytes a second: closing this session`, null);
      }
      pace.typed();
      terminal.input(data);
    });
    channel.once('close', () => end(0, null, null));
  }

  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(config.port, config.host, () => {
      tcp.off('error', reject);
      resolve();
    });
  });
  const address = tcp.address() as AddressInfo;
  boundPort = address.port;

  return {
    host: address.address,
    port: address.port,
    fingerprint: hostKey.fingerprint,
    threaded: pool.threaded,
    restored,
    reloadKeys() {
      if (config.authorizedKeys === null) return 'no --authorized-keys file to read again';
      try {
        allowedKeys = readAuthorizedKeys(config.authorizedKeys);
        return `read ${config.authorizedKeys} again: ${allowedKeys.length} key${allowedKeys.length === 1 ? '' : 's'} let in`;
      } catch (error) {
        return `${config.authorizedKeys} could not be read again (${error instanceof Error ? error.message : String(error)}); the keys read before stay`;
      }
    },
    async close(reason: string) {
      if (stopping) return;
      stopping = true;
      tcp.close();
      for (const end of [...enders]) end(reason);
      hall.closeAll();
      await new Promise((r) => setTimeout(r, 150));
      for (const link of live) {
        try {
          link.client?.end();
        } catch {
          // Already closed.
        }
        link.socket.destroySoon();
      }
      await pool.close();
    },
  };
}
