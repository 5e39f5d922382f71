import type { Socket } from 'node:net';
import type { Connection } from 'ssh2';
import { KEEPALIVE_MISSES, type ServeConfig } from './config.js';
import { AddressGate, isLoopback, RateBucket } from './limits.js';
import type { Link, LogLine } from './link.js';

/** Connections from one address beyond its limit are dropped unanswered past this many times it. */
const FLOOD_FACTOR = 2;

/**
 * The limits a connection meets before it logs in: connections per address (past twice the
 * limit dropped unanswered, else let in to read one refusal line), failed logins, logins a minute
 * (each one past it answered later) and the time to log in. Keeps every connection's {@link Link}
 * from its TCP connection to its close, and hands each socket to ssh2 once it may be answered.
 */
export class Admission {
  readonly gate: AddressGate;
  private readonly links = new Map<string, Link>();
  private readonly live = new Set<Link>();
  private nextId = 1;

  constructor(
    private readonly config: ServeConfig,
    private readonly log: LogLine,
    /** Hands a socket to the SSH server (it answers from then on). */
    private readonly answer: (socket: Socket) => void,
    private readonly stopping: () => boolean,
  ) {
    this.gate = new AddressGate(config.limits);
  }

  /** Every connection open now. */
  get all(): Iterable<Link> {
    return this.live;
  }

  /** A new TCP connection: refused, dropped, or answered (maybe after a wait). */
  accept(socket: Socket): void {
    const { config, gate, log } = this;
    const limits = config.limits;
    const ip = (socket.remoteAddress ?? '?').replace(/^::ffff:/, '');
    const port = socket.remotePort ?? 0;
    socket.on('error', () => {});
    // A session is keys in and frames out: with Nagle's algorithm on, a frame written while the
    // last one is unacknowledged waits for the client's delayed ACK (40 ms or more). OpenSSH's
    // sshd turns it off for interactive sessions too.
    socket.setNoDelay(true);
    if (this.stopping()) return void socket.destroy();
    // Behind an SSH tunnel every friend arrives as 127.0.0.1: --trust-loopback lifts the per-address limits there.
    const trusted = config.trustLoopback && isLoopback(ip);
    const refusal = trusted ? null : gate.admit(ip);
    if (refusal !== null && gate.connections(ip) >= limits.connectionsPerIp * FLOOD_FACTOR) {
      log(`refused ${ip}:${port}: ${refusal} (dropped unanswered)`);
      return void socket.destroy();
    }
    const link: Link = {
      id: this.nextId++,
      ip,
      port,
      socket,
      trusted,
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
    this.links.set(`${ip}:${port}`, link);
    this.live.add(link);
    let handshake: ReturnType<typeof setTimeout> | undefined;
    // The time to log in counts from when the server answers.
    const answer = () => {
      if (socket.destroyed || this.stopping()) return;
      handshake = setTimeout(() => {
        if (link.person !== null) return;
        log(`connection ${link.id} from ${ip}: no login within ${limits.handshake} s (handshake timeout); closed`);
        socket.destroy();
      }, limits.handshake * 1000);
      this.answer(socket);
    };
    socket.once('close', () => {
      clearTimeout(handshake);
      for (const release of [...link.sessions.values()]) release();
      this.links.delete(`${ip}:${port}`);
      this.live.delete(link);
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
  }

  /** The link of the SSH connection ssh2 made of a socket handed to it, with its client's errors handled; undefined if unknown. */
  attach(client: Connection, info: { readonly ip: string; readonly port: number }): Link | undefined {
    const link = this.links.get(`${info.ip.replace(/^::ffff:/, '')}:${info.port}`);
    if (!link) return undefined;
    const { log } = this;
    const limits = this.config.limits;
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
    return link;
  }
}
