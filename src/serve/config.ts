import { UsageError } from '../games/options.js';

/**
 * The limits of `big-chicken serve`, each with a default and a command-line option. A limit that
 * refuses something sends the client one line saying which limit and logs one line.
 */
export interface Limits {
  /** Open logged-in connections from one IP address at once. */
  readonly connectionsPerIp: number;
  /** Failed logins of one name from one IP address answered at once; each further one waits longer (see AddressGate). */
  readonly failedLogins: number;
  /** The longest a failed login's answer waits, in seconds. */
  readonly loginPause: number;
  /** Connections from one IP address not logged in yet, at once (they do not count in {@link connectionsPerIp}). */
  readonly pendingPerIp: number;
  /** Seconds from the server's answer to a finished SSH key exchange before a connection is dropped. */
  readonly preauth: number;
  /** Sessions (lobby, table, command) one identity may have open at once. */
  readonly sessionsPerIdentity: number;
  /** Open tables one identity may have created. */
  readonly tablesPerIdentity: number;
  /** Input bytes per second a connection may send (bursts up to one second's worth). */
  readonly inputRate: number;
  /** Seconds without a key in the lobby before the session is closed. */
  readonly lobbyIdle: number;
  /** Seconds from connecting to a finished login before the connection is dropped. */
  readonly handshake: number;
  /**
   * Seconds between the server's checks that a quiet client still answers; a link that misses
   * {@link KEEPALIVE_MISSES} checks in a row is cut (a half-open link), and a bot takes its seat.
   */
  readonly keepalive: number;
  /** Seconds a table may have nobody at it (no player, no spectator) before it is closed. */
  readonly tableIdle: number;
  /** Logins one IP address may make in a minute; past it, each login waits longer (see AddressGate). */
  readonly loginsPerMinute: number;
}

/** Keepalive checks a client may leave unanswered in a row before its link is cut. */
export const KEEPALIVE_MISSES = 3;

/** Everything `serve` runs with. */
export interface ServeConfig {
  readonly host: string;
  /** 0 picks a free port (tests). */
  readonly port: number;
  readonly maxTables: number;
  /** When set, every login needs this password. */
  readonly password: string | null;
  /** When set, only the keys in this authorized_keys file may log in. */
  readonly authorizedKeys: string | null;
  readonly limits: Limits;
  /** Lift the per-address limits for 127.0.0.1 and ::1 (friends arriving through an SSH tunnel all come from there). */
  readonly trustLoopback: boolean;
  /** The directory of the host key, players' records and saved tables. */
  readonly dataDir: string;
}

/** The default of every limit. */
export const DEFAULT_LIMITS: Limits = {
  connectionsPerIp: 8,
  failedLogins: 5,
  loginPause: 10,
  pendingPerIp: 4,
  // Time for a person to read a new host's key fingerprint and answer ssh's question: the key
  // exchange waits on them (4 such connections at most from one address: pendingPerIp).
  preauth: 60,
  sessionsPerIdentity: 3,
  tablesPerIdentity: 2,
  inputRate: 2048,
  lobbyIdle: 600,
  // Time to type a password, as OpenSSH's own LoginGraceTime (120 s) gives.
  handshake: 120,
  keepalive: 15,
  tableIdle: 900,
  loginsPerMinute: 30,
};

/** One limit option: its flag, what it sets, its help text, and the smallest value it takes. */
export interface LimitOption {
  readonly flag: string;
  readonly key: keyof Limits;
  readonly help: string;
  readonly min: number;
}

/** The limit options, in the order `serve --help` lists them. */
export const LIMIT_OPTIONS: readonly LimitOption[] = [
  { flag: 'max-connections-per-ip', key: 'connectionsPerIp', help: 'open connections from one IP address', min: 1 },
  {
    flag: 'max-failed-logins',
    key: 'failedLogins',
    help: 'failed logins of one name from one IP address before each further one is answered later',
    min: 1,
  },
  { flag: 'login-pause', key: 'loginPause', help: 'the longest wait, in seconds, before a failed login is answered', min: 1 },
  { flag: 'max-pending-per-ip', key: 'pendingPerIp', help: 'connections from one IP address not logged in yet', min: 1 },
  { flag: 'preauth-timeout', key: 'preauth', help: 'seconds for a new connection to finish its SSH key exchange', min: 1 },
  { flag: 'max-sessions', key: 'sessionsPerIdentity', help: 'sessions one player may have open at once', min: 1 },
  { flag: 'max-tables-per-player', key: 'tablesPerIdentity', help: 'open tables one player may create', min: 1 },
  { flag: 'input-rate', key: 'inputRate', help: 'input bytes per second per connection', min: 16 },
  { flag: 'lobby-timeout', key: 'lobbyIdle', help: 'seconds idle in the lobby before it closes', min: 1 },
  { flag: 'handshake-timeout', key: 'handshake', help: 'seconds to finish logging in', min: 1 },
  {
    flag: 'keepalive',
    key: 'keepalive',
    help: `seconds between checks that a link still answers (cut after ${KEEPALIVE_MISSES} missed)`,
    min: 1,
  },
  { flag: 'table-idle', key: 'tableIdle', help: 'seconds a table may have nobody at it before it is closed', min: 1 },
  {
    flag: 'max-logins-per-minute',
    key: 'loginsPerMinute',
    help: 'logins from one IP address in a minute before each further one is slowed down',
    min: 1,
  },
];

/** commander's camelCase name of a kebab-case flag. */
export function camel(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function whole(value: unknown, name: string, min: number, max: number): number {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number, got "${String(value)}"`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`--${name} must be from ${min} to ${max}, got ${n}`);
  return n;
}

/** Reads `serve`'s options (as commander hands them over) into a config; throws UsageError with one line. */
export function parseServeOptions(opts: Record<string, unknown>, dataDir: string): ServeConfig {
  const port = opts.port === undefined ? 2222 : whole(opts.port, 'port', 0, 65535);
  const host = opts.host === undefined ? '127.0.0.1' : String(opts.host).trim();
  if (host === '' || /\s/.test(host)) throw new UsageError(`--host must be an address such as 127.0.0.1 or 0.0.0.0, got "${host}"`);
  const maxTables = opts.maxTables === undefined ? 50 : whole(opts.maxTables, 'max-tables', 1, 10_000);
  let password: string | null = null;
  if (opts.password !== undefined) {
    password = String(opts.password);
    if (password === '') throw new UsageError('--password must not be empty');
  }
  const authorizedKeys = opts.authorizedKeys === undefined ? null : String(opts.authorizedKeys);
  if (authorizedKeys === '') throw new UsageError('--authorized-keys needs a file');
  const limits: Record<string, number> = { ...DEFAULT_LIMITS };
  for (const option of LIMIT_OPTIONS) {
    const value = opts[camel(option.flag)];
    if (value !== undefined) limits[option.key] = whole(value, option.flag, option.min, 1_000_000_000);
  }
  const trustLoopback = opts.trustLoopback === true;
  return { host, port, maxTables, password, authorizedKeys, limits: limits as unknown as Limits, trustLoopback, dataDir };
}

/**
 * `login@` as it is typed in a shell before the host of an ssh command: the login a person came
 * with, which a seat or the scores of a guest belong to; quoted where the shell would read it
 * otherwise.
 */
export function loginAt(login: string): string {
  return /^[A-Za-z0-9._-]+$/.test(login) ? `${login}@` : `'${login.replaceAll("'", "'\\''")}'@`;
}

/** How a client addresses a server bound to `host`: a wildcard address (every interface) reads HOST. */
export function shownHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'HOST' : host;
}
