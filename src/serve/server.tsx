import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import chalk from 'chalk';
import ssh2, { type Connection } from 'ssh2';
import { colourLevel } from '../platform/colour.js';
import { Admission } from './admission.js';
import { Auth } from './auth.js';
import { BotPool, builtWorker } from './bot-pool.js';
import { KEEPALIVE_MISSES, loginAt, shownHost, type ServeConfig } from './config.js';
import { Hall } from './hall.js';
import { loadHostKey } from './host-key.js';
import type { LogLine } from './link.js';
import { escapeForLog } from './log-text.js';
import { Pacer } from './pace.js';
import { openSessions } from './sessions.js';

export { readAuthorizedKeys } from './auth.js';
export type { LogLine } from './link.js';

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

/**
 * Starts `big-chicken serve`: an SSH server (ssh2) on `config.host:config.port` whose sessions
 * are the lobby and shared tables (one Ink tree per connection, each drawn from its own seat's
 * view) and whose exec commands answer `rules`, `check` and `scores` as the local program does.
 * Makes the host key on the first start, brings back the tables saved by the last run, and
 * applies every limit of `config.limits`, each refusal a line to the client and one to `log`.
 *
 * Its parts: {@link Admission} (the limits before a login, and each connection's bookkeeping),
 * {@link Auth} (who may log in, and as whom), `openSessions` (what each session runs, sessions.tsx)
 * and the {@link Hall} (the tables, saved and recorded; seating.ts seats a session at one).
 */
export async function startServer(config: ServeConfig, rawLog: LogLine, bin: string): Promise<RunningServer> {
  // A client's words (its login name, its commands, its errors) reach the log: no line break or
  // escape sequence of theirs may forge a line or drive the host's terminal.
  const log: LogLine = (line) => rawLog(escapeForLog(line));
  const hostKey = loadHostKey(config.dataDir);
  if (hostKey.created) log(`made a new host key: ${hostKey.path}`);
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
  let stopping = false;
  let boundPort = config.port;

  // ssh2 pings a client that has sent nothing for `keepalive` seconds and gives up after
  // KEEPALIVE_MISSES unanswered pings; the link is then cut (see Admission.attach).
  const ssh = new ssh2.Server({
    hostKeys: [hostKey.privateKey],
    ident: 'big-chicken',
    keepaliveInterval: limits.keepalive * 1000,
    keepaliveCountMax: KEEPALIVE_MISSES,
  });
  ssh.on('error', (error: Error) => log(`error: ${error.message}`));
  const admission = new Admission(
    config,
    log,
    (socket) => ssh.injectSocket(socket),
    () => stopping,
  );
  const auth = new Auth(config, admission.gate, log, (link) => admission.loggedIn(link));
  const sessions = openSessions({
    config,
    hall,
    pacer: new Pacer(),
    log,
    bin,
    joinCommand: (code, login) =>
      `ssh -t -p ${boundPort} ${login === undefined ? '' : loginAt(login)}${shownHost(config.host)} join ${code}`,
    scoresCommand: (login) => `ssh -p ${boundPort} ${loginAt(login)}${shownHost(config.host)} scores`,
    stopping: () => stopping,
  });

  const tcp = createServer((socket) => admission.accept(socket));
  tcp.on('error', (error) => log(`error: ${error.message}`));

  ssh.on('connection', (client: Connection, info: { ip: string; port: number }) => {
    const link = admission.attach(client, info);
    if (!link) return void client.end();
    client.on('authentication', (ctx) => auth.authenticate(link, ctx, client));
    client.on('ready', () => {
      if (link.person === null) return;
      if (link.refusal === null)
        log(
          `connection ${link.id}: ${link.person.name} logged in (${link.person.identity.startsWith('key:') ? link.person.identity.slice(4) : 'guest'})`,
        );
    });
    client.on('session', (accept) => sessions.onSession(link, accept()));
    client.on('request', (_accept, reject) => reject?.());
    client.on('tcpip', (_accept, reject) => reject());
    client.on('openssh.streamlocal', (_accept, reject) => reject());
  });

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
    reloadKeys: () => auth.reloadKeys(),
    async close(reason: string) {
      if (stopping) return;
      stopping = true;
      tcp.close();
      sessions.endAll(reason);
      hall.closeAll();
      await new Promise((r) => setTimeout(r, 150));
      for (const link of admission.all) {
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
