import type { Socket } from 'node:net';
import type { Connection, ServerChannel } from 'ssh2';
import { wrap } from '../platform/text/index.js';
import type { RateBucket } from './limits.js';
import { clampSize } from './terminal.js';
import type { Person } from './SessionApp.js';

/** What the server writes its log with: one line per event. */
export type LogLine = (line: string) => void;

/** What a client said of its terminal when it asked for one (`ssh -t`). */
export interface Pty {
  readonly columns: number;
  readonly rows: number;
  readonly term: string;
}

/** An SSH connection's bookkeeping, from its TCP connection to its close. */
export interface Link {
  readonly id: number;
  readonly ip: string;
  readonly port: number;
  readonly socket: Socket;
  /** True when `--trust-loopback` lifts the per-address limits for this connection. */
  readonly trusted: boolean;
  /** True until it logs in or closes: it counts among its address's connections not logged in yet. */
  pending: boolean;
  /** True once its SSH key exchange is done. */
  keyed: boolean;
  /** True once logged in and counted among its address's connections. */
  admitted: boolean;
  /** Set when a limit refuses this connection: its sessions print this line and end. */
  refusal: string | null;
  /** Set once logged in. */
  person: Person | null;
  login: string;
  /** True once it offered a password or key that was refused (a failed login when it closes unlogged). */
  triedCredential: boolean;
  attempts: number;
  readonly bucket: RateBucket;
  /** Each open session's release of its count (called once, when its channel or the link closes). */
  readonly sessions: Map<ServerChannel, () => void>;
  client: Connection | null;
}

/**
 * Ends a channel with one line on its stderr (if any) and an exit status. With `columns` (a
 * client's terminal), the line is word-wrapped to that width ({@link farewellRows}), so the
 * terminal does not break it in the middle of a word.
 */
export function finish(channel: ServerChannel, exit: number, line: string | null, crlf: boolean, columns?: number): void {
  const eol = crlf ? '\r\n' : '\n';
  const text = line === null ? null : columns === undefined ? line : farewellRows(line, columns).join(eol);
  try {
    if (text !== null) channel.stderr.write(`${text}${eol}`);
    channel.exit(exit);
    channel.end();
  } catch {
    // Already closed by the client.
  }
}

/**
 * A session's last line as the rows of a terminal `columns` wide (a size the client did not give
 * reads as 80, as {@link clampSize} reads it), broken between words.
 */
export function farewellRows(line: string, columns: number): string[] {
  return wrap(line, { width: clampSize({ columns, rows: 24 }).columns });
}
