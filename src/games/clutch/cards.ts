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

/** The 52 cards, Clubs then Diamonds, Hearts, Spades, each Ace to King (a fresh array each call). */
export function fullDeck(): Card[] {
  return DECK.slice();
}

/** The suit letter of a canonical card. */
export function suitOf(card: Card): Suit {
  return card.charAt(card.length - 1) as Suit;
}

// Rank and suit are read from character codes rather than by slicing and searching: the engine
// asks for them several times per card per choice. Anything unusual falls back to the search.
const CODE_A = 65;
const CODE_J = 74;
const CODE_Q = 81;
const CODE_K = 75;
const CODE_0 = 48;
const CODE_1 = 49;
const CODE_2 = 50;
const CODE_9 = 57;

/** The rank of a canonical card: Ace 1, number cards their value, Jack 11, Queen 12, King 13. */
export function rankOf(card: Card): number {
  if (card.length === 2) {
    const c = card.charCodeAt(0);
    if (c >= CODE_2 && c <= CODE_9) return c - CODE_0;
    if (c === CODE_A) return 1;
    if (c === CODE_J) return 11;
    if (c === CODE_Q) return 12;
    if (c === CODE_K) return 13;
    return -1;
  }
  if (card.length === 3) return card.charCodeAt(0) === CODE_1 && card.charCodeAt(1) === CODE_0 ? 10 : -1;
  return RANK_NAMES.indexOf(card.slice(0, -1));
}

/** The place of a suit letter in {@link SUITS}, -1 for anything else. */
function suitIndex(card: Card): number {
  switch (card.charAt(card.length - 1)) {
    case 'C':
      return 0;
    case 'D':
      return 1;
    case 'H':
      return 2;
    case 'S':
      return 3;
    default:
      return -1;
  }
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
  return rankOf(a) - rankOf(b) || suitIndex(a) - suitIndex(b);
}

/** A sorted copy of `cards` (spread order). */
export function sortCards(cards: readonly Card[]): Card[] {
  return cards.slice().sort(compareCards);
}

/** Outlined suit symbols (♡), which a person may type as well as those the table shows. */
const OUTLINED: Readonly<Record<Suit, string>> = { C: '♧', D: '♢', H: '♡', S: '♤' };

/** The suit of each symbol a person may type for its letter: {@link SUIT_SYMBOLS} and {@link OUTLINED}. */
const SUIT_OF_SYMBOL: ReadonlyMap<string, Suit> = new Map(
  (Object.keys(SUIT_SYMBOLS) as Suit[]).flatMap((suit) => [
    [SUIT_SYMBOLS[suit], suit],
    [OUTLINED[suit], suit],
  ]),
);

/**
 * Reads one card in any case: `as`, `7c`, `10h`, `th`, `Jd`, or with the suit's symbol as the
 * table shows it, `7♥`. Returns the canonical form. Throws {@link NotationError} with a
 * one-line reason otherwise.
 */
export function parseCard(text: string): Card {
  // An emoji picker writes ♥ with a variation selector after it (U+FE0F): it is no part of the card.
  const raw = text
    .replace(/\uFE0F/g, '')
    .trim()
    .toUpperCase()
    .replace(/.$/u, (last) => SUIT_OF_SYMBOL.get(last) ?? last);
  const match = /^(A|[2-9]|10|T|J|Q|K|1)([CDHS])$/.exec(raw);
  if (!match) {
    if (raw === '') throw new NotationError('a card is missing');
    throw new NotationError(`"${text.trim()}" is not a card: write rank then suit, like AS, 7C, 10H, JD, QC, KS`);
  }
  const rankText = match[1] as string;
  const suit = match[2] as Suit;
  const rank =
    rankText === 'A' || rankText === '1'
      ? 1
      : rankText === 'T' || rankText === '10'
        ? 10
        : rankText === 'J'
          ? 11
          : rankText === 'Q'
            ? 12
            : rankText === 'K'
              ? 13
              : Number(rankText);
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
