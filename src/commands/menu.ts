// PLACEHOLDER: replaced by the real command.
/* eslint-disable @typescript-eslint/no-unused-vars */
export async function menu(): Promise<number> {
  throw new Error('menu is not built yet');
}
