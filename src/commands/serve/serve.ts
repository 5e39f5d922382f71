import { accessSync, constants, statSync } from 'node:fs';
import { join } from 'node:path';
import { placedDirs } from '../../store/index.js';
import { parseServeOptions, shownHost } from '../../serve/config.js';
import { escapeForLog } from '../../serve/log-text.js';
import { EXIT } from '../../platform/exit.js';
import { UsageError } from '../../games/options.js';
import { fileErrorWords } from '../../platform/file-error.js';

/** Signals that stop the server: every table is saved first and every player told. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The line each connected player reads when the server stops. */
export const STOP_MESSAGE = 'the server is stopping; every table is saved';

/** The data directory of `serve`: host key, saved tables, players' records (in the store's data directory). */
export function serveDir(): string {
  return join(placedDirs().dirs.data, 'serve');
}

/**
 * Throws UsageError (one line) when the `--authorized-keys` file cannot be read, before anything
 * starts or is made: a name such as `--` is most often an option that lost its value.
 */
function keysFileProblem(file: string): void {
  const shown = JSON.stringify(file.length > 60 ? `${file.slice(0, 57)}...` : file);
  try {
    if (statSync(file).isDirectory()) throw new UsageError(`--authorized-keys ${shown} is a directory, not a file of keys`);
    accessSync(file, constants.R_OK);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`--authorized-keys: there is no file ${shown} (give the file of public keys to let in)`);
    throw new UsageError(`--authorized-keys: cannot read ${shown} (${fileErrorWords(error)})`);
  }
}

/**
 * `big-chicken serve`: validates the options (UsageError, exit 2), starts the SSH server, prints
 * its address and host-key fingerprint, logs one line per event to stdout, and on SIGINT,
 * SIGTERM or SIGHUP tells every player, saves every table and exits 0 (with --authorized-keys,
 * SIGHUP reads that file again instead). Exit 1 when it cannot
 * start (the port is taken, the host key or authorized_keys cannot be read).
 */
export async function serve(opts: Record<string, unknown>): Promise<number> {
  const config = parseServeOptions(opts, serveDir());
  if (config.authorizedKeys !== null) keysFileProblem(config.authorizedKeys);
  // Every session is a live Ink table: Ink must not believe it runs under CI (it would draw no
  // frames), and that is read when Ink is first imported.
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
  const { startServer } = await import('../../serve/server.js');
  // The log's reader may go away while players are at their tables (`serve | tee log` and Ctrl-C,
  // which reaches tee too): the program's usual rule (stdout closed: exit at once) would end the
  // server before its orderly stop. The server stops writing its log instead, and goes on.
  let logGone = false;
  process.stdout.removeAllListeners('error');
  process.stdout.on('error', () => {
    logGone = true;
  });
  const log = (line: string) => {
    if (logGone) return;
    try {
      process.stdout.write(`${new Date().toISOString()} ${escapeForLog(line)}\n`);
    } catch {
      logGone = true;
    }
  };
  // A fault in one session must not stop the others: it is logged, and the server goes on.
  process.on('uncaughtException', (error) => {
    log(`error: ${error.message}`);
    if (process.env.BIG_CHICKEN_DEBUG) log(String(error.stack));
  });
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, log, process.argv[1] ?? '');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'EADDRINUSE'
        ? `port ${config.port} on ${config.host} is in use (choose another with --port)`
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`big-chicken: serve cannot start: ${why}\n`);
    return EXIT.no;
  }
  const access =
    config.authorizedKeys !== null
      ? `keys in ${config.authorizedKeys} only`
      : config.password !== null
        ? 'password'
        : 'guests (any name, no key or password)';
  process.stdout.write(
    `big-chicken serve: listening on ${server.host}:${server.port}\n` +
      `host key fingerprint: ${server.fingerprint}\n` +
      `access: ${access}; data in ${config.dataDir}\n` +
      `join with: ssh -t -p ${server.port} NAME@${shownHost(server.host)}\n` +
      (server.restored > 0 ? `${server.restored} table${server.restored === 1 ? '' : 's'} brought back from the last run\n` : ''),
  );
  if (!server.threaded) log('no bot worker file next to the program: hard bots think on the main thread');
  // Listeners stay on (not `once`): Ink's signal-exit re-sends a signal to the process when it finds
  // no other listener left, which would end it before the tables are saved.
  const signal = await new Promise<string>((resolve) => {
    for (const s of SIGNALS) {
      process.on(s, () => {
        // With --authorized-keys, SIGHUP reads the file again (a friend added or removed) instead of stopping.
        if (s === 'SIGHUP' && config.authorizedKeys !== null) return log(server.reloadKeys());
        resolve(s);
      });
    }
  });
  log(`stopping (${signal}): telling every player and saving every table`);
  await server.close(STOP_MESSAGE);
  log('stopped');
  // Sessions' timers and closing sockets would keep the process a little longer: nothing is left to do.
  setTimeout(() => process.exit(0), 50).unref();
  return EXIT.ok;
}
