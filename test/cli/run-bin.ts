import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The program as users start it. */
export const BIN = `${ROOT}/bin/big-chicken.js`;

/** What a run of the built program printed and how it ended. */
export interface BinRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The environment of a plain, colourless run with no terminal. */
// A COLUMNS the shell exported would narrow every text written to a pipe: none unless a test sets it.
export const PLAIN_ENV: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', BIG_CHICKEN_DEBUG: '', COLUMNS: undefined };

/** Fails with a clear message when dist/ has not been built (`node scripts/build.js`). */
export function requireBuild(): void {
  if (!existsSync(`${ROOT}/dist/cli.js`)) throw new Error('dist/cli.js is missing: run `node scripts/build.js` before the CLI tests');
}

/** Runs `big-chicken <args>` with no terminal (pipes only), as `ssh host big-chicken …` would. */
export function runBin(
  args: readonly string[],
  env: NodeJS.ProcessEnv = PLAIN_ENV,
  nodeArgs: readonly string[] = [],
  timeoutMs = 20_000,
): BinRun {
  const r = spawnSync(process.execPath, [...nodeArgs, BIN, ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: timeoutMs,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `runBin` with the store in `dir`, given time for a whole game played by bots. */
export function runIn(dir: string, args: readonly string[]): BinRun {
  return runBin(args, { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir }, [], 30_000);
}

/** The lines of an output, without the final newline. */
export function outputLines(text: string): string[] {
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}
