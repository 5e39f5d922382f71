import { useMemo, useState } from 'react';

/** A hand's cursor and selection, as {@link useHand} keeps them. */
export interface HandPicks {
  readonly cursor: number;
  readonly selected: ReadonlySet<number>;
  /** The selected cards, in hand order. */
  readonly chosen: readonly string[];
  /** Moves the cursor `step` places; it stops at either end of the hand. */
  move(step: number): void;
  /** Selects or unselects the card under the cursor. */
  toggle(): void;
  clear(): void;
  /** Puts the cursor on `index`. */
  setCursor(index: number): void;
}

interface Picks {
  readonly key: string;
  readonly cursor: number;
  readonly selected: ReadonlySet<number>;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The cursor and selection of the person's hand, shared by the screens: a new hand (a lay, a
 * catch, a deal, a new sort) clears the selection and keeps the cursor inside the hand.
 */
export function useHand(cards: readonly string[]): HandPicks {
  const key = cards.join(' ');
  const size = cards.length;
  const [picks, setPicks] = useState<Picks>({ key, cursor: 0, selected: NONE });
  // The joined cards are the hand's identity: a changed hand starts with nothing selected.
  const fresh = (p: Picks): Picks => (p.key === key ? p : { key, cursor: Math.min(p.cursor, Math.max(0, size - 1)), selected: NONE });
  const current = fresh(picks);
  const update = (change: (p: Picks) => Partial<Picks>) => setPicks((p) => ({ ...fresh(p), ...change(fresh(p)) }));
  const chosen = useMemo(
    () =>
      [...current.selected]
        .filter((i) => i < size)
        .sort((a, b) => a - b)
        .map((i) => cards[i] as string),
    [current.selected, cards, size],
  );
  return {
    cursor: Math.min(current.cursor, Math.max(0, size - 1)),
    selected: current.selected,
    chosen,
    move: (step) => {
      // No wrapping round: a press too many at one end must not land on the card at the other.
      if (size > 0) update((p) => ({ cursor: Math.max(0, Math.min(size - 1, p.cursor + step)) }));
    },
    toggle: () => {
      if (size === 0) return;
      update((p) => {
        const at = Math.min(p.cursor, size - 1);
        const next = new Set(p.selected);
        if (next.has(at)) next.delete(at);
        else next.add(at);
        return { selected: next };
      });
    },
    clear: () => update(() => ({ selected: NONE })),
    setCursor: (i) => update(() => ({ cursor: Math.max(0, Math.min(size - 1, i)) })),
  };
}
