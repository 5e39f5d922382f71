// PLACEHOLDER: replaced by the real command.
/* eslint-disable @typescript-eslint/no-unused-vars */
export async function scores(game: string | undefined, opts: Record<string, unknown>): Promise<number> {
  throw new Error('scores is not built yet');
}
