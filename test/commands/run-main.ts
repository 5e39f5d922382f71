import type { Command } from 'commander';
import { buildProgram, main } from '../../src/program.js';
import type { BinRun } from '../cli/run-bin.js';

/** The environment of a plain, colourless run, changed only by a test's `env`. */
type EnvChanges = Readonly<Record<string, string | undefined>>;

/** Sets `name` on `target` for the length of a run, returning how to put it back. */
function override(target: object, name: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(target, name, own);
    else delete (target as Record<string, unknown>)[name];
  };
}

/**
 * Runs `big-chicken <args>` in this process through the program's own `main`, as the built
 * program would with no terminal (stdin, stdout and stderr not terminals): what it wrote to
 * stdout and stderr and the exit status it set. `env` changes the environment for the run only
 * (`undefined` removes a variable); `program` is the whole program unless given. For what only a real process shows (exits, signals, pipes,
 * terminals, colour flags read before anything loads), test/cli/run-bin.ts starts the binary.
 */
export async function runMain(args: readonly string[], env: EnvChanges = {}, program: Command = buildProgram()): Promise<BinRun> {
  let stdout = '';
  let stderr = '';
  const restore: (() => void)[] = [];
  const saved = new Map<string, string | undefined>();
  // A COLUMNS the shell exported would narrow every text written to a pipe: none unless a test sets it.
  for (const [name, value] of Object.entries({ BIG_CHICKEN_DEBUG: '', COLUMNS: undefined, ...env })) {
    saved.set(name, process.env[name]);
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const capture =
    (add: (text: string) => void) =>
    (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
      add(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    };
  restore.push(
    override(
      process.stdout,
      'write',
      capture((t) => (stdout += t)),
    ),
  );
  restore.push(
    override(
      process.stderr,
      'write',
      capture((t) => (stderr += t)),
    ),
  );
  for (const stream of [process.stdin, process.stdout, process.stderr]) {
    restore.push(override(stream, 'isTTY', false));
    if (stream !== process.stdin) restore.push(override(stream, 'columns', undefined));
  }
  const exitBefore = process.exitCode;
  process.exitCode = undefined;
  try {
    await main(['node', 'big-chicken', ...args], program);
    const code = process.exitCode as number | string | undefined;
    return { status: code === undefined ? 0 : Number(code), stdout, stderr };
  } finally {
    process.exitCode = exitBefore;
    for (const undo of restore.reverse()) undo();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** `runMain` with the store in `dir`. */
export function runMainIn(dir: string, args: readonly string[]): Promise<BinRun> {
  return runMain(args, { BIG_CHICKEN_HOME: dir });
}
