import { NotationError } from '../engine/types.js';
import { EXIT } from '../platform/exit.js';
import { UsageError } from '../games/options.js';
import { oneLine } from '../platform/text/output.js';

/** A command's behaviour: its exit status. */
export type Run = () => Promise<number>;

/** Runs a command and turns its result or its error into an exit status, never a stack trace. */
export async function run(command: Run): Promise<void> {
  try {
    process.exitCode = await command();
  } catch (error) {
    if (error instanceof UsageError || error instanceof NotationError) {
      process.stderr.write(`big-chicken: ${oneLine(error.message)}\n`);
      process.exitCode = EXIT.usage;
    } else {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`big-chicken: ${oneLine(message)}\n`);
      if (process.env.BIG_CHICKEN_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
      process.exitCode = EXIT.no;
    }
  }
}
