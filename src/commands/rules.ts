// PLACEHOLDER: replaced by the real command.
/* eslint-disable @typescript-eslint/no-unused-vars */
export async function rules(game: string | undefined, topic: string | undefined): Promise<number> {
  throw new Error('rules is not built yet');
}
