import type { Key } from 'ink';

/** What a key does to a card table's hand: move the cursor, jump to an end, select, clear. */
export type HandKey =
  | { readonly kind: 'move'; readonly by: -1 | 1 }
  | { readonly kind: 'to'; readonly end: 'first' | 'last' }
  | { readonly kind: 'toggle' }
  | { readonly kind: 'clear' };

/**
 * The hand's keys, shared by the card games' tables: ← → (h l) move, Home End (g G) jump to the
 * first or last card, Space selects or unselects, Esc clears; null for any other key. Pure: the
 * screen applies it (a teaching table keeps `h` for the hint, so the screen asks after that).
 */
export function readHandKey(input: string, key: Pick<Key, 'leftArrow' | 'rightArrow' | 'home' | 'end' | 'escape'>): HandKey | null {
  if (key.leftArrow || input === 'h') return { kind: 'move', by: -1 };
  if (key.rightArrow || input === 'l') return { kind: 'move', by: 1 };
  if (key.home || input === 'g') return { kind: 'to', end: 'first' };
  if (key.end || input === 'G') return { kind: 'to', end: 'last' };
  if (input === ' ') return { kind: 'toggle' };
  if (key.escape) return { kind: 'clear' };
  return null;
}

/** Applies `k` to `hand` of `size` cards. */
export function applyHandKey(
  hand: { move(step: number): void; setCursor(index: number): void; toggle(): void; clear(): void },
  k: HandKey,
  size: number,
): void {
  if (k.kind === 'move') hand.move(k.by);
  else if (k.kind === 'to') hand.setCursor(k.end === 'first' ? 0 : size - 1);
  else if (k.kind === 'toggle') hand.toggle();
  else hand.clear();
}
