import { NotationError } from '../../engine/index.js';
import type { LayCheck } from '../types.js';
import { deckFor, formatCards, handCard, isDuck, parseCards } from './cards.js';
import { judgeBeat, readLay, sortLaid } from './lays.js';
import type { Card, LaidCard } from './state.js';

/** Every player count's deck, as the number of copies of each card. */
const DECK_COUNTS: ReadonlyMap<number, ReadonlyMap<Card, number>> = new Map(
  [2, 3, 4, 5, 6].map((players) => {
    const counts = new Map<Card, number>();
    for (const c of deckFor(players)) counts.set(c, (counts.get(c) ?? 0) + 1);
    return [players, counts] as const;
  }),
);

/** How many of each card `cards` hold (a laid Duck counts as a Duck). */
function countOf(cards: readonly LaidCard[]): Map<Card, number> {
  const counts = new Map<Card, number>();
  for (const c of cards.map(handCard)) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/**
 * Why the lay and the lay to beat cannot both be on the table at once, cards counted across
 * both: for the deck of `players`, or, without a count, for any one deck of the game. Null when
 * they can. The answer names the card and the deck, in one phrase without a capital.
 */
export function impossible(cards: readonly LaidCard[], on: readonly LaidCard[] | undefined, players: number | undefined): string | null {
  // A lay on the table was laid by someone: it holds at most one Duck (rule JH 5).
  if (on !== undefined && on.filter(isDuck).length > 1) return '--on holds two Ducks, and a lay holds at most one';
  const all = countOf([...cards, ...(on ?? [])]);
  const mine = countOf(cards);
  const where = (card: Card, count: number): string => {
    if (on === undefined) return `the lay holds ${count}`;
    const inLay = mine.get(card) ?? 0;
    return inLay === count ? `the lay holds ${count}` : inLay === 0 ? `--on holds ${count}` : `the lay and --on hold ${count}`;
  };
  if (players !== undefined) {
    const deck = DECK_COUNTS.get(players) as ReadonlyMap<Card, number>;
    for (const [card, count] of all) {
      const copies = deck.get(card) ?? 0;
      if (copies === 0) return `${card} is not in the ${players}-player deck`;
      if (count > copies)
        return `the ${players}-player deck has only ${copies === 1 ? 'one' : `${copies} ×`} ${card}, and ${where(card, count)}`;
    }
    return null;
  }
  const decks = [...DECK_COUNTS.values()];
  for (const [card, count] of all) {
    const most = Math.max(...decks.map((d) => d.get(card) ?? 0));
    if (most === 0) return `${card} is in no deck of this game`;
    if (count > most) return `no deck of this game has ${count} × ${card} (${where(card, count)})`;
  }
  const fits = decks.some((d) => [...all].every(([card, count]) => count <= (d.get(card) ?? 0)));
  return fits ? null : 'no one deck of this game holds all these cards';
}

/**
 * `big-chicken check just-hatched`: whether `lay` is a legal lay and, with `on`, whether it beats
 * that lay, judged by the engine's own lay rules. A position the deck cannot hold — a card
 * counted across the lay and `on` that the deck of `players` (or, without it, any one deck of
 * the game) does not have that often — is refused as input, wherever the card stands. Throws
 * NotationError on unreadable or impossible input; a `players` outside 2–6 throws RangeError.
 */
export function checkLay(lay: string, on: string | undefined, players: number | undefined): LayCheck {
  if (players !== undefined) deckFor(players);
  const cards = parseCards(lay);
  const onCards = on === undefined ? undefined : parseCards(on);
  const problem = impossible(cards, onCards, players);
  if (problem) throw new NotationError(`this position cannot happen: ${problem}`);
  const shown = formatCards(sortLaid(cards));
  const refuse = (reason: string): LayCheck => ({ legal: false, beats: onCards ? false : null, reason, lay: shown, kind: null });
  const reading = readLay(cards);
  if (!reading.ok) return refuse(reading.reason);
  const mine = reading.lay;
  const base = { legal: true, lay: formatCards(mine.cards), kind: mine.name };
  if (!onCards) return { ...base, beats: null, reason: `A legal ${mine.name}.` };
  const target = readLay(onCards);
  if (!target.ok) return { ...base, beats: false, reason: `The lay to beat is not a lay. ${target.reason}` };
  const verdict = judgeBeat(mine, target.lay);
  return { ...base, beats: verdict.beats, reason: verdict.reason };
}
