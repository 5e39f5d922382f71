import { NotationError, type Seat } from '../../engine/index.js';
import { findBadEgg, roundScore } from './score.js';
import { impossible } from './check.js';
import { formatCards, handSize, isLaidDuck, parseCards } from './cards.js';
import type { RoundScore } from './state.js';

/** A round's card score (rule JH 8) for the cards left, as `check --left` tells it. */
export interface LeftScore {
  /** The cards, when they were named; null for a count. */
  readonly cards: string | null;
  readonly score: RoundScore;
}

/**
 * The score of `left` (a count, or the cards themselves) with `penalty` points added after the
 * multiplier, by the game's own {@link roundScore}. Cards are counted against the deck of
 * `players` (or any one deck); NotationError for cards a hand cannot hold.
 */
export function leftScore(left: string, penalty: number, players: number | undefined): LeftScore {
  const text = left.trim();
  // A number with a sign or a fraction is a count misread, not a card.
  if (/^[-+]?\d*\.?\d+$/.test(text) && !/^\d+$/.test(text))
    throw new NotationError(`--left takes the cards left or how many: a whole number from 0, not ${text}`);
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    tooMany(n, players);
    return { cards: null, score: roundScore(n, penalty) };
  }
  const cards = parseCards(text);
  const laid = cards.find(isLaidDuck);
  if (laid !== undefined) throw new NotationError(`a hand holds its Ducks as D, not ${laid}`);
  const problem = impossible(cards, undefined, players);
  if (problem) throw new NotationError(`this position cannot happen: ${problem.replace('the lay', 'the hand')}`);
  tooMany(cards.length, players);
  return { cards: formatCards(cards), score: roundScore(cards.length, penalty) };
}

/**
 * NotationError when a hand at `players` (any table when undefined) cannot hold `n` cards: no
 * hand ever holds more than its deal, since the exchange gives one card for one and a catch
 * deals 2 cards only to a hand of one.
 */
function tooMany(n: number, players: number | undefined): void {
  const most = players === undefined ? Math.max(...[2, 3, 4, 5, 6].map(handSize)) : handSize(players);
  if (n <= most) return;
  const deal = players === undefined ? `no table deals more than ${most} cards a hand` : `a table of ${players} deals ${most} cards a hand`;
  throw new NotationError(`this position cannot happen: ${deal}, and a hand never grows past its deal; ${n} cards left`);
}

/** The arithmetic of a score in one phrase: "7 × 2 = 14", "7 × 2 + 3 = 17". */
export function scoreSum(s: RoundScore): string {
  const base = `${s.cards} × ${s.multiplier}`;
  return s.penalty === 0 ? `${base} = ${s.points}` : `${base} + ${s.penalty} = ${s.points}`;
}

/** The Good Egg and Bad Egg of a round, from its points and the rounds before (rule JH 9). */
export interface Eggs {
  readonly round: number;
  readonly good: Seat;
  /** The Bad Egg, or null when only the hands could settle the tie. */
  readonly bad: Seat | null;
  /** The seats tied for most points this round (one when there was no tie). */
  readonly tied: readonly Seat[];
  /** How the tie was settled, in words; null without a tie. */
  readonly tieBreak: string | null;
}

/**
 * Reads `text`: one line of points per round, seats separated by spaces or commas, rounds by `/`
 * or `;`, the round just played last; and names its Eggs. The Good Egg went out, so it alone
 * scores 0 (nothing can score 0 holding a card). The Bad Egg is found by the game's own
 * {@link findBadEgg}; a tie the earlier rounds leave open would need the hands, so it is given
 * back as open. UsageError-like misuse is a NotationError with one line.
 */
export function roundEggs(text: string, players: number): Eggs {
  const rounds = text.split(/[/;]/).map((r) => r.split(/[\s,]+/).filter((t) => t !== ''));
  if (rounds.every((r) => r.length === 0)) throw new NotationError('--round-scores names no points');
  if (rounds.length > 5)
    throw new NotationError(`this position cannot happen: a game has 5 Rounds, and --round-scores gives ${rounds.length}`);
  // Every round is checked, not only the last: the earlier ones settle a tie for Bad Egg.
  const tables = rounds.map((r, i) => {
    if (r.length !== players) {
      throw new NotationError(`round ${i + 1} of --round-scores gives ${r.length} scores for ${players} players`);
    }
    const table = r.map((t) => {
      if (!/^\d+$/.test(t)) throw new NotationError(`"${t}" in --round-scores is not a score (whole points, 0 or more)`);
      const points = Number(t);
      if (!Number.isSafeInteger(points)) throw new NotationError(`"${t}" in --round-scores is too large to be a score`);
      return { cards: 0, multiplier: 1, penalty: 0, points };
    });
    const out = table.filter((s) => s.points === 0).length;
    if (out !== 1) {
      throw new NotationError(
        `this position cannot happen: exactly one player goes out and scores 0 in a Round, and round ${i + 1} of --round-scores has ${out}`,
      );
    }
    return table;
  });
  const current = tables[tables.length - 1] as RoundScore[];
  const good = current.findIndex((s) => s.points === 0) as Seat;
  const top = Math.max(...current.map((s) => s.points));
  const tied = current.flatMap((s, seat) => (s.points === top ? [seat] : []));
  // Without the hands, the highest-card tie-break cannot be read: only the rounds before decide.
  const found = findBadEgg(
    current,
    tables.slice(0, -1),
    current.map(() => []),
    good,
  );
  const settled = found.tieBreak === null || found.tieBreak.startsWith('more points');
  return { round: tables.length, good, bad: settled ? found.seat : null, tied, tieBreak: settled ? found.tieBreak : null };
}
