/**
 * The 95% Wilson score interval of a share of `wins` in `trials` (wins may be fractions, a tied
 * win shared): [low, high], within [0, 1]. Unlike the normal approximation it stays inside the
 * bounds and is sound near 0% and 100%.
 */
export function wilson(wins: number, trials: number, z = 1.96): readonly [number, number] {
  if (trials <= 0) return [0, 1];
  const p = wins / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
