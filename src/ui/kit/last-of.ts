/** The last event of `type` in `log`, or null: what a card table's panels look back for (the deal, the end). */
export function lastOf<E extends { readonly type: string }, T extends E['type']>(
  log: readonly E[],
  type: T,
): Extract<E, { type: T }> | null {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.type === type) return log[i] as Extract<E, { type: T }>;
  return null;
}
