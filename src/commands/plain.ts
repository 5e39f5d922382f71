import { isDumbTerminal } from './load-ui.js';
import { openStore } from '../store/index.js';
import type { AnyModule } from '../games/index.js';
import type { TableSetup } from '../table/index.js';
import { SIGNAL_EXIT } from '../platform/exit.js';
import { widthFor } from '../platform/text/index.js';

/**
 * Plays `setup`, a game of `module`, in line mode on stdin and stdout (`--plain`, `TERM=dumb`): no terminal needed,
 * so it also plays through pipes. Saves to and records in the store; SIGINT, SIGTERM and SIGHUP
 * leave with the game saved. Resolves to the exit status (see `runPlain`).
 */
export async function playPlain(module: AnyModule, setup: TableSetup, resumeCommand: string): Promise<number> {
  const store = openStore();
  const { runPlain } = await import('../plain/run-plain.js');
  const handlers: [NodeJS.Signals, () => void][] = [];
  const stop = new Promise<number>((resolve) => {
    for (const signal of Object.keys(SIGNAL_EXIT) as (keyof typeof SIGNAL_EXIT)[]) {
      const handler = () => resolve(SIGNAL_EXIT[signal]);
      handlers.push([signal, handler]);
      process.on(signal, handler);
    }
  });
  try {
    // Lines as wide as a narrower terminal, else 80 columns, as the text commands write.
    const width = widthFor(process.stdout);
    return await runPlain(module, setup, { input: process.stdin, output: process.stdout, persistence: store, resumeCommand, stop, width });
  } finally {
    for (const [signal, handler] of handlers) process.off(signal, handler);
    for (const warning of store.takeWarnings()) process.stderr.write(`big-chicken: warning: ${warning}\n`);
    // Nothing more is read: let the process end even with input still coming.
    process.stdin.destroy();
  }
}

/**
 * True when `opts` or the terminal ask for line mode: `--plain`, or a terminal that says it
 * cannot move the cursor (`TERM=dumb` with stdin or stdout a terminal; with neither, TERM
 * describes no terminal, and play asks for one or `--plain`).
 */
export function wantsPlain(
  opts: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
  onTerminal = Boolean(process.stdin.isTTY || process.stdout.isTTY),
): boolean {
  return opts.plain === true || (onTerminal && isDumbTerminal(env));
}
