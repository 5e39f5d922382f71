// PLACEHOLDER: replaced by the real command.
/* eslint-disable @typescript-eslint/no-unused-vars */
export async function sim(game: string, opts: Record<string, unknown>): Promise<number> {
  throw new Error('sim is not built yet');
}
