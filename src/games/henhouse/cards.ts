import { NotationError } from '../../engine/index.js';
import { withArticle } from '../words.js';

/** Colour of a Henhouse card: brown or white. */
export type Colour = 'B' | 'W';
/** Trait of a Henhouse card: chicken or egg. */
export type Trait = 'C' | 'E';
/** One of the four suits, colour then trait: brown chicken, white chicken, brown egg, white egg. */
export type Suit = 'BC' | 'WC' | 'BE' | 'WE';
/** The four suits in the order hands are sorted by suit. */
export const SUITS: readonly Suit[] = ['BC', 'WC', 'BE', 'WE'];
export { VERMIN, type Vermin } from './vermin.js';

/**
 * A card as it counts in a combination: its suit and rank, and whether it is a wild standing in
 * for that suit and rank. A wild's trait is fixed (`*C` is always a chicken, `*E` an egg).
 */
export interface PlayedCard {
  readonly suit: Suit;
  readonly rank: number;
  readonly wild: boolean;
}

/*
 * Henhouse cards, as written and as packed: the one place the layout is explained.
 *
 * Written (the notation of the rulings): a dealt card is three characters, colour, trait and
 * rank: B(rown) or W(hite), C(hicken) or E(gg), 1 to 9; `BC5` is a brown chicken 5. A wild as
 * played is `*`, its trait, `=` and the card it stands for: `*C=WC5`; a hand holds its wilds as
 * `*C` and `*E` until they are played. So in every canonical card the rank is the last
 * character, a wild begins with `*`, and the suit the card counts as is the two characters
 * before its rank.
 *
 * Packed: a dealt card's id is suit × 10 + rank, 1 to 39, the suit being its place in SUITS
 * (brown chicken 0, white chicken 1, brown egg 2, white egg 3: 1 for white plus 2 for egg).
 * Tables indexed by card (the counts of a hand, every card's notation, a slot's options) use it.
 *
 * A packed hand (a {@link PackedHand}: the game's state holds every hand and the undealt cards
 * so) is ten numbers: at 0 how many dealt cards it holds, and at each rank r (1 to 9) which of
 * that rank's cards, as digits in base 3, one a suit, suit 0 lowest: Σ copies(suit) × 3^suit,
 * 0 to 80 (the deck holds no card more than twice). So `[3, 0, 0, 0, 0, 4, 0, 9, 0, 0]` holds
 * BC5, WC5 and BE7: 4 = 1 + 3 at rank 5, 9 = 3² at rank 7. A rank's number is what the listing's
 * tables are indexed by (lays.ts), a card taken out is one subtraction, and the hand's codes are
 * read off it rank by rank, in the order hands are sorted in (rank, then suit).
 *
 * The helpers below read codes straight from their character codes, as they run for every card
 * of every hand; everything else reads cards through them or through parsePlayed.
 */
const CODE_B = 66;
const CODE_W = 87;
const CODE_C = 67;
const CODE_E = 69;
const CODE_STAR = 42;
const CODE_0 = 48;

/** The rank of a canonical card, dealt or played wild: its last character. */
export function rankOfCode(code: string): number {
  return code.charCodeAt(code.length - 1) - CODE_0;
}

/** Whether a canonical played card is a wild (`*C=WC5`). */
export function isWildCode(code: string): boolean {
  return code.charCodeAt(0) === CODE_STAR;
}

/** The place in {@link SUITS} of the suit a canonical card counts as (a wild: the suit it stands for). */
export function suitIndexOfCode(code: string): number {
  const at = code.length - 3;
  return (code.charCodeAt(at) === CODE_W ? 1 : 0) + (code.charCodeAt(at + 1) === CODE_E ? 2 : 0);
}

/** The packed id (suit × 10 + rank) of a dealt card's canonical code, or -1 for any other text. */
export function cardId(code: string): number {
  if (code.length !== 3) return -1;
  const colour = code.charCodeAt(0);
  const trait = code.charCodeAt(1);
  const rank = code.charCodeAt(2) - CODE_0;
  if ((colour !== CODE_B && colour !== CODE_W) || (trait !== CODE_C && trait !== CODE_E) || rank < 1 || rank > 9) return -1;
  return ((colour === CODE_W ? 1 : 0) + (trait === CODE_E ? 2 : 0)) * 10 + rank;
}

/** Whether `code` is a wild as a hand holds it, before it is played: `*C` or `*E`. */
export function isHeldWild(code: string): boolean {
  return code.length === 2 && code.charCodeAt(0) === CODE_STAR;
}

/** The trait of a wild, held (`*C`) or played (`*C=WC5`); null for a dealt card. */
export function wildTraitOf(code: string): Trait | null {
  return isWildCode(code) ? (code[1] as Trait) : null;
}

/** The dealt card a played card counts as: `*C=WC5` → `WC5`, a dealt card unchanged. */
export function standsFor(code: string): string {
  return isWildCode(code) ? code.slice(3) : code;
}

/** The suit of a colour and a trait: brown (`B`) and egg (`E`) make `BE`. */
export function suitOf(colour: Colour, trait: Trait): Suit {
  return `${colour}${trait}`;
}

/** The colour of a suit. */
export function colourOf(suit: Suit): Colour {
  return suit[0] as Colour;
}

/** The trait of a suit. */
export function traitOf(suit: Suit): Trait {
  return suit[1] as Trait;
}

/** The canonical code of a dealt card, e.g. `BC5`. */
export function cardCode(suit: Suit, rank: number): string {
  return `${suit}${rank}`;
}

/** The suit and rank of a dealt card's code; the code must be canonical. */
export function splitCode(code: string): { suit: Suit; rank: number } {
  return { suit: code.slice(0, 2) as Suit, rank: Number(code.slice(2)) };
}

/** A played card in canonical notation: `BC5`, or `*C=WC5` for a wild. */
export function formatPlayed(card: PlayedCard): string {
  const s = SUITS.indexOf(card.suit);
  if (s >= 0 && Number.isInteger(card.rank) && card.rank >= 1 && card.rank <= 9) {
    return NOTES[(s * 10 + card.rank) * 2 + (card.wild ? 1 : 0)] as string;
  }
  return writePlayed(card);
}

function writePlayed(card: PlayedCard): string {
  const code = cardCode(card.suit, card.rank);
  return card.wild ? `*${traitOf(card.suit)}=${code}` : code;
}

/** Every card's notation, written once: index {@link cardId} × 2 + wild. */
const NOTES: readonly string[] = Array.from({ length: 80 }, (_, k) =>
  writePlayed({ suit: SUITS[Math.floor(k / 20)] as Suit, rank: Math.floor(k / 2) % 10, wild: k % 2 === 1 }),
);

/** The wild's own name, `*C` or `*E`, for a trait. */
export function wildName(trait: Trait): string {
  return `*${trait}`;
}

const CARD = /^(B|W)(C|E)([1-9])$/;
const WILD = /^\*(C|E)=(B|W)(C|E)([1-9])$/;

/**
 * Reads one played card (`BC5`, `*C=WC5`, any case). Throws {@link NotationError} with a
 * one-line reason on anything else, including a wild that claims the other trait.
 */
export function parsePlayed(token: string): PlayedCard {
  const known = PARSED.get(token);
  if (known) return known;
  const card = readPlayed(token);
  // Canonical and lower-case tokens are few (a few hundred), so the cache stays small.
  if (PARSED.size < PARSED_LIMIT) PARSED.set(token, Object.freeze(card));
  return card;
}

/** Tokens already read, to their (frozen) cards: play, notation and logs read the same few again and again. */
const PARSED = new Map<string, PlayedCard>();
const PARSED_LIMIT = 4096;

/**
 * Whether `token` is a wild written standing for a card of the other trait (`*C=WE5`): well
 * written, and against the rules (a wild keeps its trait).
 */
export function isWildOfOtherTrait(token: string): boolean {
  const wild = WILD.exec(token.trim().toUpperCase());
  return wild !== null && wild[1] !== wild[3];
}

/**
 * A wild written standing for the other trait (see {@link isWildOfOtherTrait}) as its own trait
 * would stand for the same colour and rank (`*C=WE5` as `*C=WC5`): what a check counts in its
 * place when it asks whether the rest of a position can happen.
 */
export function wildInItsTrait(token: string): string {
  const wild = WILD.exec(token.trim().toUpperCase());
  return wild === null ? token : `*${wild[1]}=${wild[2]}${wild[1]}${wild[4]}`;
}

function readPlayed(token: string): PlayedCard {
  const t = token.trim().toUpperCase();
  const plain = CARD.exec(t);
  if (plain) return { suit: `${plain[1]}${plain[2]}` as Suit, rank: Number(plain[3]), wild: false };
  const wild = WILD.exec(t);
  if (wild) {
    if (isWildOfOtherTrait(t)) {
      const name = wild[1] === 'C' ? 'wild chicken' : 'wild egg';
      throw new NotationError(
        `"${token}": a ${name} keeps its trait, so it can only stand for ${withArticle(wild[1] === 'C' ? 'chicken' : 'egg')}`,
      );
    }
    return { suit: `${wild[2]}${wild[3]}` as Suit, rank: Number(wild[4]), wild: true };
  }
  if (t === '*C' || t === '*E') {
    throw new NotationError(`"${token}": say what the wild stands for, e.g. ${t}=${t === '*C' ? 'WC5' : 'BE3'}`);
  }
  throw new NotationError(`"${token}" is not a Henhouse card (write e.g. BC5, WE9, *C=WC5 or *E=BE3)`);
}

/** Splits a list of cards written with spaces and/or commas into tokens. */
export function tokens(text: string): string[] {
  return text.split(/[\s,]+/).filter((t) => t.length > 0);
}

/** The highest rank in play: 7 in the ordinary 3-player game, 9 otherwise. */
export function maxRank(players: number, bigHands: boolean): number {
  return players === 3 && !bigHands ? 7 : 9;
}

/** How many copies of `rank` each suit holds in the deck for this table. */
export function copiesOf(rank: number, players: number, bigHands: boolean): number {
  const top = maxRank(players, bigHands);
  if (rank < 1 || rank > top) return 0;
  if (rank === 1 || rank === 9) return 1;
  if (players === 3 && !bigHands && rank === 7) return 1;
  return 2;
}

/** Decks made so far, by table: a deal copies one rather than writing out every code again. */
const DECKS = new Map<string, readonly string[]>();

/**
 * The prepared deck for a table, in a fixed order (suits, then ranks): 64 cards for 4 and 5
 * players and the big-hands variant; 48 for the ordinary 3-player game (no 8s or 9s, one 7 per suit).
 */
export function deckFor(players: number, bigHands: boolean): string[] {
  const key = `${players}${bigHands ? '+' : ''}`;
  let deck = DECKS.get(key);
  if (deck === undefined) {
    deck = buildDeck(players, bigHands);
    DECKS.set(key, deck);
  }
  return deck.slice();
}

/** Decks made so far as card ids, by table (see {@link deckIdsFor}). */
const DECK_IDS = new Map<string, readonly number[]>();

/** {@link deckFor} as card ids ({@link cardId}), in the same order (a new array). */
export function deckIdsFor(players: number, bigHands: boolean): number[] {
  const key = `${players}${bigHands ? '+' : ''}`;
  let deck = DECK_IDS.get(key);
  if (deck === undefined) {
    deck = deckFor(players, bigHands).map(cardId);
    DECK_IDS.set(key, deck);
  }
  return deck.slice();
}

function buildDeck(players: number, bigHands: boolean): string[] {
  const deck: string[] = [];
  for (const suit of SUITS) {
    for (let rank = 1; rank <= 9; rank++) {
      for (let k = 0; k < copiesOf(rank, players, bigHands); k++) deck.push(cardCode(suit, rank));
    }
  }
  return deck;
}

/** Cards dealt to each player: 15 for 3 or 4 players, 12 for 5, 20 in the big-hands variant. */
export function handSize(players: number, bigHands: boolean): number {
  if (players === 3 && bigHands) return 20;
  return players === 5 ? 12 : 15;
}

/** Sorts codes by rank then suit (`'rank'`) or by suit then rank (`'suit'`); returns a new array. */
export function sortCodes(codes: readonly string[], by: 'rank' | 'suit' = 'rank'): string[] {
  const key = (code: string): number => {
    const { suit, rank } = splitCode(code);
    const s = SUITS.indexOf(suit);
    return by === 'rank' ? rank * 10 + s : s * 10 + rank;
  };
  if (codes.length <= 32) {
    const small = sortedSmall(codes, by);
    if (small) return small;
  }
  // Keys worked out once per card, not once per comparison; the sort is stable, as before.
  const keyed = codes.map((code) => ({ code, key: fastKey(code, by) ?? key(code) }));
  keyed.sort((a, b) => a.key - b.key);
  return keyed.map((k) => k.code);
}

/**
 * A hand-sized list of canonical codes sorted by insertion on keys read from the characters
 * (stable, and cheaper than the built-in sort at this size); null when a code is not canonical.
 */
function sortedSmall(codes: readonly string[], by: 'rank' | 'suit'): string[] | null {
  const out: string[] = [];
  const keys: number[] = [];
  for (const code of codes) {
    const k = fastKey(code, by);
    if (k === undefined) return null;
    let i = out.length;
    out.push(code);
    keys.push(k);
    while (i > 0 && (keys[i - 1] as number) > k) {
      out[i] = out[i - 1] as string;
      keys[i] = keys[i - 1] as number;
      i--;
    }
    out[i] = code;
    keys[i] = k;
  }
  return out;
}

/**
 * The sort key of a canonical dealt code ({@link cardId}), or undefined for any other text (left
 * to the general reading).
 */
function fastKey(code: string, by: 'rank' | 'suit'): number | undefined {
  const id = cardId(code);
  if (id < 0) return undefined;
  return by === 'rank' ? (id % 10) * 10 + Math.floor(id / 10) : id;
}

/** A suit in words, e.g. "brown chicken". */
export function suitName(suit: Suit): string {
  return `${colourOf(suit) === 'B' ? 'brown' : 'white'} ${traitOf(suit) === 'C' ? 'chicken' : 'egg'}`;
}

/**
 * A hand (or the undealt cards) packed as numbers, as the state holds it: see the layout above.
 * Never changed once made: a move that changes a hand makes a new one.
 */
export type PackedHand = readonly number[];

/** Length of a {@link PackedHand}: the count, then ranks 1 to 9. */
export const PACKED_LENGTH = 10;

/** 3 to the power of each suit's place: a card's weight in its rank's number. */
export const SUIT_WEIGHTS: readonly number[] = [1, 3, 9, 27];

/** Each rank number's digits (copies of suit 0–3) at number × 4 + suit. */
export const DIGITS: Uint8Array = (() => {
  const out = new Uint8Array(81 * 4);
  for (let code = 0; code < 81; code++) for (let s = 0; s < 4; s++) out[code * 4 + s] = Math.floor(code / 3 ** s) % 3;
  return out;
})();

/** How many cards each rank number holds. */
export const CARDS_IN: Uint8Array = (() => {
  const out = new Uint8Array(81);
  for (let code = 0; code < 81; code++) for (let s = 0; s < 4; s++) out[code] = (out[code] as number) + (DIGITS[code * 4 + s] as number);
  return out;
})();

/** Whether rank number `part` holds no card more often than `whole` does, at whole × 81 + part. */
export const HOLDS: Uint8Array = (() => {
  const out = new Uint8Array(81 * 81);
  for (let whole = 0; whole < 81; whole++) {
    for (let part = 0; part < 81; part++) {
      let ok = 1;
      for (let s = 0; s < 4; s++) if ((DIGITS[part * 4 + s] as number) > (DIGITS[whole * 4 + s] as number)) ok = 0;
      out[whole * 81 + part] = ok;
    }
  }
  return out;
})();

/**
 * A new empty packed hand, written out so that its array holds small integers with no holes, the
 * kind of array the engine reads fastest (one made as `Array(10).fill(0)` is read as having holes).
 */
function emptyPacked(): number[] {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

/** The empty packed hand. */
export const NO_CARDS: PackedHand = Object.freeze(emptyPacked());

/**
 * Packs dealt card ids ({@link cardId}), in any order. Throws RangeError on an id that is no
 * card, or on a card held three times, which no deck has.
 */
export function packIds(ids: readonly number[]): number[] {
  const out = emptyPacked();
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k] as number;
    const rank = id % 10;
    const suit = (id - rank) / 10;
    if (!Number.isInteger(id) || rank === 0 || suit < 0 || suit > 3) throw new RangeError(`${id} is not a Henhouse card`);
    const code = out[rank] as number;
    if ((DIGITS[code * 4 + suit] as number) >= 2)
      throw new RangeError(`${CODES[id]} is held three times, and the deck has it at most twice`);
    out[rank] = code + (SUIT_WEIGHTS[suit] as number);
    out[0] = (out[0] as number) + 1;
  }
  return out;
}

/** Packs dealt cards written as codes (`BC5`, any case). Throws NotationError on anything else, RangeError as {@link packIds}. */
export function packCodes(codes: readonly string[]): number[] {
  return packIds(
    codes.map((code) => {
      const card = parsePlayed(code);
      if (card.wild) throw new NotationError(`"${code}" is a wild as played, not a dealt card`);
      return SUITS.indexOf(card.suit) * 10 + card.rank;
    }),
  );
}

/** Each dealt card's code, by id ('' where no card has the id). */
export const CODES: readonly string[] = Array.from({ length: 40 }, (_, id) =>
  id % 10 === 0 ? '' : cardCode(SUITS[Math.floor(id / 10)] as Suit, id % 10),
);

/**
 * The codes of each rank number's cards, in suit order, eight places for each rank and number (a
 * rank holds at most two of each of four suits): (rank × 81 + number) × 8, filled when first read.
 */
const RANK_CODES: string[] = Array<string>(10 * 81 * 8).fill('');
const RANK_CODES_MADE = new Uint8Array(10 * 81);

/** The codes of a packed hand, sorted by rank then suit (a new array, made at its length at once). */
export function codesOf(hand: PackedHand): string[] {
  let size = 0;
  for (let rank = 1; rank <= 9; rank++) size += CARDS_IN[hand[rank] as number] as number;
  const out = new Array<string>(size);
  let at = 0;
  for (let rank = 1; rank <= 9; rank++) {
    const code = hand[rank] as number;
    if (code === 0) continue;
    const slot = rank * 81 + code;
    if (RANK_CODES_MADE[slot] === 0) {
      let k = slot * 8;
      for (let s = 0; s < 4; s++)
        for (let j = 0; j < (DIGITS[code * 4 + s] as number); j++) RANK_CODES[k++] = CODES[s * 10 + rank] as string;
      RANK_CODES_MADE[slot] = 1;
    }
    const n = CARDS_IN[code] as number;
    for (let k = slot * 8, end = k + n; k < end; k++) out[at++] = RANK_CODES[k] as string;
  }
  return out;
}

/** The card ids of a packed hand, sorted as {@link codesOf} sorts their codes. */
export function idsOf(hand: PackedHand): number[] {
  const out: number[] = [];
  for (let rank = 1; rank <= 9; rank++) {
    const code = hand[rank] as number;
    for (let s = 0; s < 4 && code > 0; s++) for (let k = 0; k < (DIGITS[code * 4 + s] as number); k++) out.push(s * 10 + rank);
  }
  return out;
}

/**
 * The hands whose codes were read last ({@link handCodes}), and those codes: a seat's hand is
 * read at each of its turns, and is the same until it plays.
 */
const READ_HANDS: (PackedHand | null)[] = Array<PackedHand | null>(8).fill(null);
const READ_CODES: (readonly string[] | null)[] = Array<readonly string[] | null>(8).fill(null);
let readNext = 0;

/**
 * The codes of `hand` ({@link codesOf}), the same array for the same packed hand while it is
 * remembered among the last few read: shared, never to be changed.
 */
export function handCodes(hand: PackedHand): readonly string[] {
  for (let i = 0; i < READ_HANDS.length; i++) if (READ_HANDS[i] === hand) return READ_CODES[i] as readonly string[];
  const codes = codesOf(hand);
  READ_HANDS[readNext] = hand;
  READ_CODES[readNext] = codes;
  readNext = (readNext + 1) % READ_HANDS.length;
  return codes;
}

/**
 * The packed hand of dealt codes `codes`: the packed hand {@link handCodes} read them from when
 * it is remembered (the same array), else packed anew; null when they are not all dealt codes
 * held at most twice.
 */
export function packedOfCodes(codes: readonly string[]): PackedHand | null {
  for (let i = 0; i < READ_CODES.length; i++) if (READ_CODES[i] === codes) return READ_HANDS[i] as PackedHand;
  const out = emptyPacked();
  for (let k = 0; k < codes.length; k++) {
    const id = cardId(codes[k] as string);
    if (id < 0) return null;
    const rank = id % 10;
    const suit = (id - rank) / 10;
    const code = out[rank] as number;
    if ((DIGITS[code * 4 + suit] as number) >= 2) return null;
    out[rank] = code + (SUIT_WEIGHTS[suit] as number);
  }
  out[0] = codes.length;
  return out;
}
