import type { HandMarks } from '../types.js';
import type { CardMarks } from '../components/cards/CardRow.js';

/**
 * The teaching marks of a hand as the card row draws them, by index: the hint's cards (a star
 * and a strong frame; two O7 in the hint mark two O7s) and the cards playable now (a dot).
 */
export function handMarks(hand: readonly string[], marks: HandMarks | undefined): CardMarks {
  if (!marks) return {};
  const hint = markedIndexes(hand, marks.hint);
  const playable = marks.playable;
  return {
    ...(hint.size > 0 ? { hint } : {}),
    ...(playable ? { marked: new Set(hand.flatMap((c, i) => (playable.has(c) ? [i] : []))) } : {}),
  };
}

/** The indexes of `hand` to mark for `cards` (a copy per card: two O7 mark two O7s). */
export function markedIndexes(hand: readonly string[], cards: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const c of cards) {
    const i = hand.findIndex((h, k) => h === c && !out.has(k));
    if (i >= 0) out.add(i);
  }
  return out;
}
