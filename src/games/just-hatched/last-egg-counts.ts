import type { Seat } from '../../engine/index.js';
import type { JhEvent } from './state.js';

/** One seat's Last Eggs over a game (ruling JH 7), as `sim --json` reports them. */
export type LastEggCounts = {
  /** Times a lay left this seat with one card, so that it had to say "Last Egg". */
  readonly lastEggs: number;
  /** Of those, the ones it declared while it could still be caught. */
  readonly declared: number;
  /** The others: not declared in time (caught, or let pass). */
  readonly forgotten: number;
  /** Undeclared Last Eggs of others this seat caught. */
  readonly catches: number;
  /** Times this seat was caught. */
  readonly caught: number;
};

/** The count names, in the order sim prints them, with a column heading each (the table fits 80 columns). */
export const LAST_EGG_COLUMNS: readonly { readonly key: keyof LastEggCounts; readonly heading: string }[] = [
  { key: 'lastEggs', heading: 'last eggs' },
  { key: 'declared', heading: 'said' },
  { key: 'forgotten', heading: 'forgot' },
  { key: 'catches', heading: 'catches' },
  { key: 'caught', heading: 'caught' },
];

/**
 * Every seat's Last Egg counts, read from a game's log. Hand sizes are followed through the
 * deals, lays, catches and the exchange; a lay that leaves one card opens a Last Egg, and the
 * next lay or Cluck by anyone closes its window: a declaration counts while it is open.
 */
export function lastEggCounts(log: readonly JhEvent[], players: number): LastEggCounts[] {
  const hands = new Array<number>(players).fill(0);
  const counts = Array.from({ length: players }, () => ({ lastEggs: 0, declared: 0, forgotten: 0, catches: 0, caught: 0 }));
  let open: Seat | null = null;
  for (const e of log) {
    switch (e.type) {
      case 'deal':
        hands.fill(e.cardsEach);
        open = null;
        break;
      case 'gift':
      case 'give-back':
        hands[e.from] = (hands[e.from] as number) - 1;
        hands[e.to] = (hands[e.to] as number) + 1;
        break;
      case 'lay': {
        open = null;
        const left = (hands[e.seat] as number) - e.cards.length;
        hands[e.seat] = left;
        if (left === 1) {
          counts[e.seat]!.lastEggs++;
          open = e.seat;
        }
        break;
      }
      case 'cluck':
        open = null;
        break;
      case 'declare':
        if (open === e.seat) {
          counts[e.seat]!.declared++;
          open = null;
        }
        break;
      case 'catch':
        hands[e.seat] = (hands[e.seat] as number) + e.penalty;
        counts[e.by]!.catches++;
        counts[e.seat]!.caught++;
        open = null;
        break;
      default:
        break;
    }
  }
  for (const c of counts) c.forgotten = c.lastEggs - c.declared;
  return counts;
}
