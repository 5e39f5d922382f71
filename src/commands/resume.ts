// PLACEHOLDER: replaced by the real command.
/* eslint-disable @typescript-eslint/no-unused-vars */
export async function resume(): Promise<number> {
  throw new Error('resume is not built yet');
}
