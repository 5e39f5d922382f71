import { NotationError } from '../../engine/index.js';
import { formatPlayed, handSize } from './cards.js';
import { deckOf, impossible } from './check.js';
import { readHand } from './check-hand.js';
import { PLACE_POINTS, scoreRound } from './score.js';

/** What the cards left score the last player of a Henhouse round (ruling HH 7). */
export interface LeftScore {
  readonly left: string;
  /** Cards left, unused wilds included. */
  readonly cards: number;
  readonly wilds: number;
  /** The last place's points at `players`, or null when no table size was given. */
  readonly placePoints: number | null;
  readonly vermin: number;
  readonly points: number;
}

/**
 * The round score of the player left holding `left` (wilds held as `*C`, `*E`) with `vermin`
 * taken, by the game's own {@link scoreRound}: 1 per card left, unused wilds included, plus the
 * last place's points when `players` is given, plus 1 per vermin. NotationError for cards the
 * deck cannot hold.
 */
export function leftScore(left: string, players: number | undefined, bigHands: boolean, vermin: number): LeftScore {
  // The cards themselves are read, so that what the deck cannot hold is refused: not a count.
  if (/^\s*[-+]?\d*\.?\d+\s*$/.test(left))
    throw new NotationError(
      `--left takes the cards left in Henhouse, wilds as *C and *E (e.g. --left BC5 WE9 *C), not a count (${left.trim()})`,
    );
  const { dealt, wilds } = readHand(left);
  const deck = deckOf(players, bigHands);
  const problem = impossible(dealt, undefined, deck);
  if (problem) throw new NotationError(`this position cannot happen: ${problem.replace('the lay', 'the hand')}`);
  // Nobody gains a card in a round (vermin take cards from the pile, never give them), so a hand
  // never holds more dealt cards than its deal.
  const most =
    players === undefined
      ? bigHands
        ? handSize(3, true)
        : Math.max(...[3, 4, 5].map((p) => handSize(p, false)))
      : handSize(players, bigHands);
  if (dealt.length > most) {
    const deal =
      players === undefined && !bigHands
        ? `no table deals more than ${most} cards a hand (${handSize(3, true)} with --big-hands)`
        : `${players === undefined ? 'the big-hands deal' : `a table of ${players}${bigHands ? ' with big hands' : ''}`} deals ${most} cards a hand`;
    throw new NotationError(
      `this position cannot happen: ${deal} besides the two wilds, and nobody gains a card; ${dealt.length} dealt cards left`,
    );
  }
  const wildCount = (wilds.C ? 1 : 0) + (wilds.E ? 1 : 0);
  const cards = dealt.length + wildCount;
  const n = players ?? 3;
  if (!PLACE_POINTS[n]) throw new NotationError(`Henhouse scores 3 to 5 players, not ${n}`);
  // Seat 0 is the last out: the places run 1, 2, …, 0.
  const places = [...Array.from({ length: n - 1 }, (_, i) => i + 1), 0];
  const taken = Array.from({ length: n }, (_, s) => (s === 0 ? vermin : 0));
  const result = scoreRound(1, places, taken, cards);
  const placePoints = players === undefined ? null : (result.placePoints[0] as number);
  const points = (result.points[0] as number) - (players === undefined ? (result.placePoints[0] as number) : 0);
  const shown = [...dealt.map(formatPlayed), ...(wilds.C ? ['*C'] : []), ...(wilds.E ? ['*E'] : [])].join(' ');
  return { left: shown, cards, wilds: wildCount, placePoints, vermin, points };
}
