import type { Seat } from '../../engine/index.js';

/** Rounds in a game of Henhouse. */
export const ROUNDS = 4;

/**
 * Place points by table size, indexed by place − 1: the first player out scores 0; 3 players
 * 2/2; 4 players 2/4/4; 5 players 2/4/6/6.
 */
export const PLACE_POINTS: Readonly<Record<number, readonly number[]>> = {
  3: [0, 2, 2],
  4: [0, 2, 4, 4],
  5: [0, 2, 4, 6, 6],
};

/** What one round scored, per seat (all arrays are indexed by seat). */
export interface RoundResult {
  readonly round: number;
  /** Seats in the order they went out; the last entry is the player left holding cards. */
  readonly places: readonly Seat[];
  readonly vermin: readonly number[];
  /** Cards left in hand, unused wilds included; 0 for everyone but the last player. */
  readonly cardsLeft: readonly number[];
  readonly placePoints: readonly number[];
  /** The round's score: 0 for the first out; otherwise place points + vermin (+ cards left for the last). */
  readonly points: readonly number[];
}

/**
 * Scores a finished round. `places` lists every seat, first out first; `vermin[s]` is how many
 * vermin seat s took; `lastCards` counts the last player's cards, unused wilds included.
 */
export function scoreRound(round: number, places: readonly Seat[], vermin: readonly number[], lastCards: number): RoundResult {
  const n = places.length;
  const table = PLACE_POINTS[n];
  if (!table) throw new RangeError(`Henhouse scores 3 to 5 players, not ${n}`);
  const placePoints = Array<number>(n).fill(0);
  const points = Array<number>(n).fill(0);
  const cardsLeft = Array<number>(n).fill(0);
  places.forEach((seat, i) => {
    placePoints[seat] = table[i] as number;
    if (i === 0) return;
    points[seat] = (table[i] as number) + (vermin[seat] as number);
  });
  const last = places[n - 1] as Seat;
  cardsLeft[last] = lastCards;
  points[last] = (points[last] as number) + lastCards;
  return { round, places: [...places], vermin: [...vermin], cardsLeft, placePoints, points };
}

/**
 * The seat that leads the next round: the most points in total; among tied seats, the one that
 * placed worse in the round just played.
 */
export function nextLeader(totals: readonly number[], lastPlaces: readonly Seat[]): Seat {
  const most = Math.max(...totals);
  for (let i = lastPlaces.length - 1; i >= 0; i--) {
    const seat = lastPlaces[i] as Seat;
    if (totals[seat] === most) return seat;
  }
  return totals.indexOf(most);
}

/** The seats with the lowest total: the winners (several share a tie). */
export function winnersOf(totals: readonly number[]): Seat[] {
  const least = Math.min(...totals);
  const winners: Seat[] = [];
  for (let seat = 0; seat < totals.length; seat++) if (totals[seat] === least) winners.push(seat);
  return winners;
}
