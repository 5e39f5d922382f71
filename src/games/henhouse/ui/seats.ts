import { cardsHeld, isWildCode, ordinal, type HenhouseView } from '../index.js';
import type { SeatInfo } from '../../../ui/types.js';
import { THINKING, type SeatView } from '../../../ui/components/table/seat.js';

/** Each seat of a Henhouse table as the ring draws it: cards, wilds held, vermin taken, score, states. */
export function hhSeats(view: HenhouseView, seats: readonly SeatInfo[], thinking: number | null, compact: boolean): SeatView[] {
  return seats.map((s, seat) => {
    const place = view.out.indexOf(seat);
    const held = view.wilds[seat] ?? { C: false, E: false };
    // The wilds count as cards in the hand (the rules, and the round's score of cards left).
    const count = cardsHeld(view, seat, view.handCounts[seat] ?? 0);
    const wilds = [held.C ? '*C' : '', held.E ? '*E' : ''].filter((w) => w !== '').join(' ') || 'no wilds';
    const total = view.totals[seat] ?? 0;
    const facts = compact ? [`${count}c`, `${total}p`] : [`${count} card${count === 1 ? '' : 's'}`, total === 1 ? '1 pt' : `${total} pts`];
    // A seat that is out holds no wild: its place says so.
    const tags: string[] = place >= 0 ? [] : [wilds];
    const taken = verminTaken(view.taken[seat] ?? []);
    // The vermin taken come before the seat's state, as what costs points: states a seat cannot
    // hold on one line go on the next, so in a box and on a compact seat's lines alike.
    if (taken !== '') tags.push(taken);
    if (thinking === seat) tags.push(THINKING);
    if (place >= 0) tags.push(`out ${ordinal(place + 1)}`);
    else if (view.trick.passed[seat]) tags.push('passed');
    return {
      name: s.name,
      bot: s.away ? 'away' : s.bot,
      facts,
      tags,
      next: !view.over && view.turn === seat,
      dim: place >= 0 || view.trick.passed[seat] === true,
    };
  });
}

/** The vermin a seat took, each kind once with its count as the table's counts read ("skunk ×2, snake"). */
export function verminTaken(taken: readonly string[]): string {
  const kinds = [...new Set(taken)];
  return kinds
    .map((v) => {
      const n = taken.filter((t) => t === v).length;
      return n > 1 ? `${v} ×${n}` : v;
    })
    .join(', ');
}

/** Group starts in the hand's items: the wilds stand apart after the dealt cards. */
export function hhGroups(items: readonly string[]): ReadonlySet<number> {
  const first = items.findIndex(isWildCode);
  return first > 0 ? new Set([first]) : new Set();
}
