import { logEvents, type JhEvent, type JhView } from '../index.js';
import type { SeatInfo } from '../../../ui/types.js';
import { THINKING, type SeatView } from '../../../ui/components/table/seat.js';

/** Seats that have clucked since the last lay of this Run (a new Run clears them). */
export function cluckedSeats(log: readonly JhEvent[]): ReadonlySet<number> {
  const out = new Set<number>();
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.type === 'cluck') out.add(e.seat);
    else if (e.type === 'lay' || e.type === 'run-won' || e.type === 'deal') break;
  }
  return out;
}

/**
 * Each seat of a Just Hatched table as the ring draws it. `person` is the seat whose person
 * watches (their own undeclared Last Egg says that e declares it), or null when watching bots.
 */
export function jhSeats(
  view: JhView,
  seats: readonly SeatInfo[],
  thinking: number | null,
  compact: boolean,
  person: number | null = null,
): SeatView[] {
  const clucked = cluckedSeats(logEvents(view.log));
  return seats.map((s, seat) => {
    const count = view.handCounts[seat] ?? 0;
    const egg = view.lastEgg[seat];
    const tags: string[] = [];
    if (thinking === seat) tags.push(THINKING);
    if (count === 0 && view.phase !== 'exchange') tags.push('out');
    if (egg === 'declared') tags.push('Last Egg!');
    if (egg === 'undeclared') {
      tags.push(
        seat === person
          ? 'Last Egg not said! (e says it)'
          : view.catchable === seat
            ? 'Last Egg not said! (x catches)'
            : 'one card, not said',
      );
    }
    if (clucked.has(seat)) tags.push('clucked');
    if (view.goodEgg === seat) tags.push('Good Egg');
    if (view.badEgg === seat) tags.push('Bad Egg');
    const total = view.totals[seat] ?? 0;
    return {
      name: s.name,
      bot: s.away ? 'away' : s.bot,
      facts: compact ? [`${count}c`, `${total}p`] : [`${count} card${count === 1 ? '' : 's'}`, total === 1 ? '1 pt' : `${total} pts`],
      tags,
      next: view.turn === seat && view.phase !== 'over',
      dim: clucked.has(seat) || count === 0,
      warn: egg === 'undeclared' && view.catchable === seat,
    };
  });
}

/** Group starts in a hand in pecking order: the first Duck and the first Chicken stand apart from the Eggs. */
export function jhGroups(hand: readonly string[]): ReadonlySet<number> {
  const group = (c: string) => (c === 'D' ? 1 : /^[BGYOR]C$/.test(c) ? 2 : 0);
  const out = new Set<number>();
  hand.forEach((c, i) => {
    if (i > 0 && group(c) !== group(hand[i - 1]!)) out.add(i);
  });
  return out;
}
