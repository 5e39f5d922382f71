// PLACEHOLDER: replaced by the real command.
/* eslint-disable @typescript-eslint/no-unused-vars */
export async function check(game: string, lay: string | undefined, opts: Record<string, unknown>): Promise<number> {
  throw new Error('check is not built yet');
}
