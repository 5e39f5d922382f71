import { checkText } from '../../src/commands/check/check.js';
import { UsageError } from '../../src/games/options.js';
import { NotationError } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { prepareColumns } from '../../src/platform/text/index.js';

// Measure every width with string-width, as the command does once it meets such text.
await prepareColumns(['鶏']);

/** What one `check` call ends with, as the command line reports it. */
export interface CheckRun {
  readonly exit: number;
  readonly stdout: string;
  /** The one-line message of an unreadable input, without the program name. */
  readonly error: string;
}

/**
 * Runs `check` in-process the way src/cli.ts does: UsageError and NotationError become exit 2
 * with their message. Any other error is rethrown, so a test sees it as a failure.
 */
export function runCheck(game: string, lay: string | readonly string[] | undefined, opts: Record<string, unknown> = {}): CheckRun {
  try {
    const out = checkText(game, lay, opts, gameModule);
    return { exit: out.exit, stdout: out.stdout, error: '' };
  } catch (error) {
    if (error instanceof UsageError || error instanceof NotationError) return { exit: 2, stdout: '', error: error.message };
    throw error;
  }
}

/** `check --json` in-process: the exit status and the parsed object (null when exit 2). */
export function checkJson(
  game: string,
  lay: string | undefined,
  opts: Record<string, unknown> = {},
): { exit: number; json: Record<string, unknown> | null; error: string } {
  const run = runCheck(game, lay, { ...opts, json: true });
  return { exit: run.exit, json: run.exit === 2 ? null : (JSON.parse(run.stdout) as Record<string, unknown>), error: run.error };
}
