import { NotationError } from '../../engine/types.js';

/** The four suits, by their letter in the card notation. */
export type Suit = 'C' | 'D' | 'H' | 'S';

/** Suits in a stable order (used for the full deck and for sorting equal ranks). */
export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];

/**
 * A card in canonical notation: rank then suit, e.g. `AS`, `7C`, `10H`, `JD`, `QC`, `KS`.
 * Cards are plain strings so states stay plain JSON.
 */
export type Card = string;

const RANK_NAMES: readonly string[] = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Suit names in capitals, as the events are called. */
export const SUIT_NAMES: Readonly<Record<Suit, string>> = { C: 'CLUBS', D: 'DIAMONDS', H: 'HEARTS', S: 'SPADES' };

/** Suit symbols for the screen and the event texts. */
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** The canonical card of `rank` (1 = Ace … 13 = King) and `suit`. */
export function makeCard(rank: number, suit: Suit): Card {
  const name = RANK_NAMES[rank];
  if (!name || rank < 1 || rank > 13 || !Number.isInteger(rank)) throw new NotationError(`no card has rank ${rank}`);
  return `${name}${suit}`;
}

const DECK: readonly Card[] = SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, i) => makeCard(i + 1, suit)));

// Rank, suit and spread position of every canonical card, looked up instead of parsed: the
// engine asks for them several times per card per choice.
const RANK = new Map<Card, number>();
const SUIT = new Map<Card, Suit>();
const ORDER = new Map<Card, number>();
for (const card of DECK) {
  const rank = RANK_NAMES.indexOf(card.slice(0, -1));
  const suit = card.slice(-1) as Suit;
  RANK.set(card, rank);
  SUIT.set(card, suit);
  ORDER.set(card, rank * 4 + SUITS.indexOf(suit));
}

/** The 52 cards, Clubs then Diamonds, Hearts, Spades, each Ace to King (a fresh array each call). */
export function fullDeck(): Card[] {
  return DECK.slice();
}

/** The suit letter of a canonical card. */
export function suitOf(card: Card): Suit {
  return SUIT.get(card) ?? (card.slice(-1) as Suit);
}

/** The rank of a canonical card: Ace 1, number cards their value, Jack 11, Queen 12, King 13. */
export function rankOf(card: Card): number {
  return RANK.get(card) ?? RANK_NAMES.indexOf(card.slice(0, -1));
}

/** True for Ace to 10. */
export function isNumberCard(card: Card): boolean {
  return rankOf(card) <= 10;
}

/** True for Jacks, Queens and Kings (the chicken court). */
export function isCourtCard(card: Card): boolean {
  return rankOf(card) >= 11;
}

/** Spread order: by rank (A low, K high), equal ranks by suit C < D < H < S. */
export function compareCards(a: Card, b: Card): number {
  const x = ORDER.get(a);
  const y = ORDER.get(b);
  if (x !== undefined && y !== undefined) return x - y;
  return rankOf(a) - rankOf(b) || SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b));
}

/** A sorted copy of `cards` (spread order). */
export function sortCards(cards: readonly Card[]): Card[] {
  return cards.slice().sort(compareCards);
}

/**
 * Reads one card in any case: `as`, `7c`, `10h`, `th`, `Jd`. Returns the canonical form.
 * Throws {@link NotationError} with a one-line reason otherwise.
 */
export function parseCard(text: string): Card {
  const raw = text.trim().toUpperCase();
  const match = /^(A|[2-9]|10|T|J|Q|K|1)([CDHS])$/.exec(raw);
  if (!match) {
    if (raw === '') throw new NotationError('a card is missing');
    throw new NotationError(`"${text.trim()}" is not a card: write rank then suit, like AS, 7C, 10H, JD, QC, KS`);
  }
  const rankText = match[1] as string;
  const suit = match[2] as Suit;
  const rank = rankText === 'A' || rankText === '1' ? 1 : rankText === 'T' || rankText === '10' ? 10 : rankText === 'J' ? 11 : rankText === 'Q' ? 12 : rankText === 'K' ? 13 : Number(rankText);
  return makeCard(rank, suit);
}

/**
 * Reads cards separated by spaces or commas; an empty text gives an empty list. Throws
 * {@link NotationError} on an unreadable card or one written twice.
 */
export function parseCards(text: string): Card[] {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  const cards = parts.map(parseCard);
  const seen = new Set<Card>();
  for (const card of cards) {
    if (seen.has(card)) throw new NotationError(`${card} is written twice; a deck has one of each card`);
    seen.add(card);
  }
  return cards;
}

/** A card for people: rank and suit symbol, e.g. `7♥`, `10♠`, `Q♦`. */
export function cardLabel(card: Card): string {
  return `${card.slice(0, -1)}${SUIT_SYMBOLS[suitOf(card)]}`;
}
