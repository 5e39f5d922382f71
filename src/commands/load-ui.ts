/**
 * Loads the Ink table (src/ui/run-table.tsx) for a command that has a terminal.
 *
 * Ink draws only the final frame when it believes it runs under CI (the `CI` or
 * `CONTINUOUS_INTEGRATION` variable, read once when Ink is first imported), which would leave a
 * person with a blank table if their shell happens to export `CI`. A table is only ever opened
 * on a real terminal, so those variables are dropped for this process before Ink loads.
 */
export async function loadUi(): Promise<typeof import('../ui/run-table.js')> {
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
  return import('../ui/run-table.js');
}
