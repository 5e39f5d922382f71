import { markedIndexes } from '../../teach/index.js';
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
