// PLACEHOLDER: replaced by the real command.
/* eslint-disable @typescript-eslint/no-unused-vars */
export async function play(game: string, opts: Record<string, unknown>): Promise<number> {
  throw new Error('play is not built yet');
}
