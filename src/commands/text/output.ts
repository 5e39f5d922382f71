/**
 * Writes `text` to stdout for a command that prints and exits. A reader that goes away early
 * (`| head`, `| less` quit) closes the pipe: that EPIPE ends the process quietly with status 0
 * instead of an unhandled error.
 */
export function print(text: string): void {
  quietOnClosedPipe();
  process.stdout.write(text);
}

let guarded = false;

function quietOnClosedPipe(): void {
  if (guarded) return;
  guarded = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}
