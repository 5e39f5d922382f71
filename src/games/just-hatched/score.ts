import type { Rng, Seat } from '../../engine/index.js';
import { bestValue, drawValue } from './cards.js';
import type { Card, RoundScore } from './state.js';

/** Rule JH 8: the card-score multiplier for `cards` left: 1–4 ×1, 5–7 ×2, 8–9 ×3, 10 or more ×4. */
export function multiplier(cards: number): number {
  if (cards >= 10) return 4;
  if (cards >= 8) return 3;
  if (cards >= 5) return 2;
  return 1;
}

/** One seat's round score: cards × multiplier, then penalty points added unmultiplied. */
export function roundScore(cards: number, penalty = 0): RoundScore {
  const m = multiplier(cards);
  return { cards, multiplier: m, penalty, points: cards * m + penalty };
}

/** Running totals after the given round tables. */
export function totalsOf(scores: readonly (readonly RoundScore[])[], players: number): number[] {
  const totals = new Array<number>(players).fill(0);
  for (const table of scores) {
    for (let seat = 0; seat < table.length; seat++) totals[seat] = (totals[seat] as number) + (table[seat] as RoundScore).points;
  }
  return totals;
}

/** Hand values high to low in the "best card" order of rule JH 2. */
function handProfile(hand: readonly Card[]): number[] {
  return hand.map(bestValue).sort((a, b) => b - a);
}

/**
 * The Bad Egg of a round (ruling JH 9): most points; a tie goes to the tied player with more
 * points in the previous round, then the round before, and so on; then to the one holding the
 * highest card (rule JH 2 best-card order, next cards compared if equal); then (ours) to the
 * tied player nearest clockwise after the Good Egg. `previous` are earlier rounds' tables,
 * oldest first; `hands` the seats' hands. Returns the seat and how a tie was settled (null when
 * there was none).
 */
export function findBadEgg(
  current: readonly RoundScore[],
  previous: readonly (readonly RoundScore[])[],
  hands: readonly (readonly Card[])[],
  goodEgg: Seat,
): { readonly seat: Seat; readonly tieBreak: string | null } {
  return badEggBy(current, previous, (seat) => handProfile(hands[seat] ?? []), goodEgg);
}

/**
 * {@link findBadEgg}, the hands read through `profileOf`: a seat's hand as its values in the
 * best-card order of rule JH 2, high to low (asked only when a tie comes to the hands).
 */
export function badEggBy(
  current: readonly RoundScore[],
  previous: readonly (readonly RoundScore[])[],
  profileOf: (seat: Seat) => readonly number[],
  goodEgg: Seat,
): { readonly seat: Seat; readonly tieBreak: string | null } {
  // Most points, found in one pass: every round ends here, and a tie is rare.
  let top = -Infinity;
  let most = 0;
  for (let seat = 0; seat < current.length; seat++) {
    const points = (current[seat] as RoundScore).points;
    if (points > top) {
      top = points;
      most = seat;
    }
  }
  let tied: Seat[] = [];
  for (let seat = 0; seat < current.length; seat++) if ((current[seat] as RoundScore).points === top) tied.push(seat);
  if (tied.length === 1) return { seat: most, tieBreak: null };
  for (let r = previous.length - 1; r >= 0; r--) {
    const table = previous[r] as readonly RoundScore[];
    const best = Math.max(...tied.map((seat) => (table[seat] as RoundScore).points));
    tied = tied.filter((seat) => (table[seat] as RoundScore).points === best);
    if (tied.length === 1) return { seat: tied[0] as Seat, tieBreak: `more points in round ${r + 1}` };
  }
  const profiles = new Map(tied.map((seat) => [seat, profileOf(seat)]));
  const width = Math.max(...[...profiles.values()].map((p) => p.length));
  for (let i = 0; i < width && tied.length > 1; i++) {
    const best = Math.max(...tied.map((seat) => profiles.get(seat)?.[i] ?? -1));
    tied = tied.filter((seat) => (profiles.get(seat)?.[i] ?? -1) === best);
  }
  if (tied.length === 1) return { seat: tied[0] as Seat, tieBreak: 'the highest card in hand' };
  const n = current.length;
  for (let k = 1; k <= n; k++) {
    const seat = (goodEgg + k) % n;
    if (tied.includes(seat)) return { seat, tieBreak: 'sitting nearest after the Good Egg' };
  }
  return { seat: tied[0] as Seat, tieBreak: 'sitting nearest after the Good Egg' };
}

/** Seats with the most points (all share the Rotten Egg). */
export function rottenEggs(totals: readonly number[]): Seat[] {
  const top = Math.max(...totals);
  return totals.flatMap((t, seat) => (t === top ? [seat] : []));
}

/** Seats with the fewest points. */
export function lowestSeats(totals: readonly number[]): Seat[] {
  const low = Math.min(...totals);
  return totals.flatMap((t, seat) => (t === low ? [seat] : []));
}

/**
 * Ruling JH 11's draw among `tied` seats: the full deck is shuffled with `rng`; the tied seats
 * draw one card each in turn, clockwise starting from the last Good Egg (or the first tied seat
 * after it); highest card wins (Eggs by number then suit, then Chickens; a Duck loses); those
 * still tied draw again from the rest. Should the deck run out, it is shuffled again (ours).
 * Returns the winner and every draw in order.
 */
export function goldenDraw(
  tied: readonly Seat[],
  lastGood: Seat,
  players: number,
  deck: readonly Card[],
  rng: Rng,
): { readonly golden: Seat; readonly draws: readonly { readonly seat: Seat; readonly card: Card }[] } {
  const order: Seat[] = [];
  for (let k = 0; k < players; k++) {
    const seat = (lastGood + k) % players;
    if (tied.includes(seat)) order.push(seat);
  }
  let pile = rng.shuffle(deck);
  const draws: { seat: Seat; card: Card }[] = [];
  let still = order;
  while (still.length > 1) {
    const round = still.map((seat) => {
      if (pile.length === 0) pile = rng.shuffle(deck);
      const card = pile.shift() as Card;
      draws.push({ seat, card });
      return { seat, value: drawValue(card) };
    });
    const best = Math.max(...round.map((d) => d.value));
    still = round.filter((d) => d.value === best).map((d) => d.seat);
  }
  return { golden: still[0] as Seat, draws };
}
