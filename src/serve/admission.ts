import type { Socket } from 'node:net';
import type { Connection } from 'ssh2';
import { KEEPALIVE_MISSES, type ServeConfig } from './config.js';
import { AddressGate, isLoopback, RateBucket } from './limits.js';
import type { Link, LogLine } from './link.js';

/**
 * The limits a connection meets before and as it logs in. Before: connections not logged in yet
 * per address (past them dropped unanswered), logins a minute (each one past them answered
 * later), the time to finish the SSH key exchange (short, so a silent socket holds its place only
 * briefly) and the time to log in. As it logs in: connections per address (past them it logs in
 * to read one refusal line). Keeps every connection's {@link Link} from its TCP connection to its
 * close, and hands each socket to ssh2 once it may be answered.
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

  /** A new TCP connection: dropped, or answered (maybe after a wait). */
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
    const refusal = trusted ? null : gate.arrive(ip);
    if (refusal !== null) {
      log(`refused ${ip}:${port}: ${refusal} (dropped unanswered)`);
      return void socket.destroy();
    }
    const link: Link = {
      id: this.nextId++,
      ip,
      port,
      socket,
      trusted,
      pending: true,
      keyed: false,
      admitted: false,
      refusal: null,
      person: null,
      login: '',
      triedCredential: false,
      attempts: 0,
      bucket: new RateBucket(limits.inputRate),
      sessions: new Map(),
      client: null,
    };
    log(`connection ${link.id} from ${ip}:${port}`);
    this.links.set(`${ip}:${port}`, link);
    this.live.add(link);
    const timers: ReturnType<typeof setTimeout>[] = [];
    // The times to exchange keys and to log in count from when the server answers.
    const answer = () => {
      if (socket.destroyed || this.stopping()) return;
      timers.push(
        setTimeout(() => {
          if (link.keyed) return;
          log(`connection ${link.id} from ${ip}: no SSH key exchange within ${limits.preauth} s (pre-login timeout); closed`);
          socket.destroy();
        }, limits.preauth * 1000),
        setTimeout(() => {
          if (link.person !== null) return;
          log(`connection ${link.id} from ${ip}: no login within ${limits.handshake} s (handshake timeout); closed`);
          socket.destroy();
        }, limits.handshake * 1000),
      );
      this.answer(socket);
    };
    socket.once('close', () => {
      for (const t of timers) clearTimeout(t);
      this.settle(link);
      for (const release of [...link.sessions.values()]) release();
      this.links.delete(`${ip}:${port}`);
      this.live.delete(link);
      if (link.admitted) gate.release(ip);
      // Keys refused (an unknown or unverified key): one failed login of the name, however many keys it offered.
      if (link.person === null && link.triedCredential) gate.failed(ip, link.login);
      log(`connection ${link.id} closed${link.person ? ` (${link.person.name})` : ''}`);
    });
    // Past the logins a minute of one address, each new connection waits a little longer.
    const wait = trusted ? 0 : gate.pace(ip);
    if (wait === 0) return answer();
    log(`connection ${link.id} from ${ip}: answered after ${wait} ms (more than ${limits.loginsPerMinute} logins a minute)`);
    timers.push(setTimeout(answer, wait));
  }

  /** No longer among its address's connections not logged in yet. */
  private settle(link: Link): void {
    if (!link.pending) return;
    link.pending = false;
    if (!link.trusted) this.gate.settled(link.ip);
  }

  /**
   * `link` has just logged in: it leaves the connections not logged in yet and its name's failed
   * logins are forgotten; it takes a place among its address's connections, or, when they are
   * full, gets the refusal its sessions print.
   */
  loggedIn(link: Link): void {
    this.settle(link);
    this.gate.loggedIn(link.ip, link.login);
    if (link.trusted || link.refusal !== null) return;
    const refusal = this.gate.admit(link.ip);
    if (refusal === null) link.admitted = true;
    else {
      link.refusal = refusal;
      this.log(`refused ${link.ip}:${link.port}: ${refusal}`);
    }
  }

  /** The link of the SSH connection ssh2 made of a socket handed to it, with its client's errors handled; undefined if unknown. */
  attach(client: Connection, info: { readonly ip: string; readonly port: number }): Link | undefined {
    const link = this.links.get(`${info.ip.replace(/^::ffff:/, '')}:${info.port}`);
    if (!link) return undefined;
    const { log } = this;
    const limits = this.config.limits;
    link.client = client;
    client.once('handshake', () => (link.keyed = true));
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
