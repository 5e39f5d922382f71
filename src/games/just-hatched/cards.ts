import { NotationError } from '../../engine/index.js';
import { SUITS, type Card, type LaidCard, type Suit } from './state.js';

/** The Chickens, low to high; `RC` is Big Red. */
export const CHICKENS: readonly Card[] = ['BC', 'GC', 'YC', 'OC', 'RC'];

/** Big Red. */
export const BIG_RED: Card = 'RC';

/** A Duck in a hand. */
export const DUCK: Card = 'D';

/** The Duck's {@link CardCode} (see the packed layout below): between the Eggs and the Chickens, as rule JH 2 ranks it. */
export const DUCK_CODE = 50;

const EGG = /^([BGYO])(10|[1-9])$/;
const CHICKEN = /^([BGYOR])C$/;
const SUIT_NAMES: Record<Suit, string> = { B: 'blue', G: 'green', Y: 'yellow', O: 'orange' };

/** Cards each player is dealt: 10 with 3–6 players, 16 with 2 (rule JH 12). */
export function handSize(players: number): number {
  return players === 2 ? 16 : 10;
}

/**
 * The prepared deck for `players` (2–6), in a fixed order (rulings JH 1 and JH 12).
 * 3: 5 Chickens, 1 Duck, Eggs 8–10 (30). 4: + 3 Ducks, Eggs 7–10 (40). 5: Eggs 6–10 + both O5 (50).
 * 6: Eggs 5–10 + both Y4 and O4 (60). 2: B, G, Y Eggs 1–10 twice less B1 B1 G1 G1, 5 Chickens,
 * 3 Ducks (64). Throws RangeError for another count.
 */
export function deckFor(players: number): Card[] {
  let deck = DECKS.get(players);
  if (deck === undefined) {
    deck = buildDeck(players);
    DECKS.set(players, deck);
  }
  return deck.slice();
}

/** Each player count's deck, built once (its card strings are then shared, and read faster). */
const DECKS = new Map<number, readonly Card[]>();

function buildDeck(players: number): Card[] {
  const deck: Card[] = [];
  const eggs = (suits: readonly Suit[], from: number, to: number): void => {
    for (let n = from; n <= to; n++) for (const s of suits) deck.push(`${s}${n}`, `${s}${n}`);
  };
  switch (players) {
    case 2:
      eggs(['Y'], 1, 1);
      eggs(['B', 'G', 'Y'], 2, 10);
      break;
    case 3:
      eggs(SUITS, 8, 10);
      break;
    case 4:
      eggs(SUITS, 7, 10);
      break;
    case 5:
      eggs(['O'], 5, 5);
      eggs(SUITS, 6, 10);
      break;
    case 6:
      eggs(['Y', 'O'], 4, 4);
      eggs(SUITS, 5, 10);
      break;
    default:
      throw new RangeError(`Just Hatched is for 2 to 6 players, not ${players}`);
  }
  deck.push(...CHICKENS);
  const ducks = players === 3 ? 1 : 3;
  for (let i = 0; i < ducks; i++) deck.push(DUCK);
  return deck;
}

/*
 * Just Hatched cards, as written and as ordered: the one place the layout is explained.
 *
 * Written (the notation of the rulings): an Egg is its suit and number, `B7`, `O10`; a Chicken
 * its suit and `C`, `BC` to `OC`, and Big Red `RC`; a Duck in a hand `D`, and a laid Duck `D=`
 * and the Egg it stands for, `D=O7`.
 *
 * Ordered (rule JH 2): a card's play value is one number. An Egg's is its number × 4 plus its
 * suit's place in SUITS (blue 0, green 1, yellow 2, orange 3), so O7 (31) is below B8 (32) and
 * the Eggs run from 4 (B1) to 43 (O10); a Chicken's is 100 plus its place in CHICKENS; a laid
 * Duck has its Egg's, a bare Duck none (-1). Every card string of the game is read once, into
 * FIGURES (found by the string's characters), and the helpers below answer from there; {@link eggOfValue} goes back from a value.
 */

/** The figures of a card string, read once. */
export interface Figures {
  readonly egg: boolean;
  readonly chicken: boolean;
  readonly number: number | null;
  readonly suit: Suit | null;
  readonly value: number;
}

/** The figures of any string, read from its text: the reference {@link figures} answers from. */
export function figuresOf(card: string): Figures {
  const c = countsAs(card);
  const egg = EGG.exec(c);
  const chicken = CHICKENS.indexOf(c);
  return {
    egg: EGG.test(card),
    chicken: CHICKEN.test(card),
    number: egg ? Number(egg[2]) : null,
    suit: egg || (CHICKEN.test(c) && c !== BIG_RED) ? (c[0] as Suit) : null,
    value: egg ? Number(egg[2]) * 4 + SUITS.indexOf(egg[1] as Suit) : chicken >= 0 ? 100 + chicken : -1,
  };
}

/**
 * Where a card string of the game sits in FIGURES, read from its characters (no hashing): an Egg
 * at its play value (4–43), a bare Duck at 50, a laid Duck at 50 + its Egg's (54–93), a Chicken
 * at 100 + its place in CHICKENS; -1 for any other string, which {@link figuresOf} reads instead.
 * For a hand card this is its {@link CardCode}.
 */
function slotOf(card: string): number {
  const len = card.length;
  let at = 0;
  let base = 0;
  let c = card.charCodeAt(0);
  if (c === 68 /* D */) {
    if (len === 1) return DUCK_CODE;
    if (card.charCodeAt(1) !== 61 /* = */) return -1;
    at = 2;
    base = 50;
    c = card.charCodeAt(2);
  }
  const rest = len - at;
  const suit = c === 66 ? 0 : c === 71 ? 1 : c === 89 ? 2 : c === 79 ? 3 : c === 82 ? 4 : -1;
  if (suit < 0 || rest < 2 || rest > 3) return -1;
  const d = card.charCodeAt(at + 1);
  if (rest === 2) {
    if (d === 67 /* C */) return base === 0 ? 100 + suit : -1;
    if (suit === 4 || d < 49 || d > 57) return -1;
    return base + (d - 48) * 4 + suit;
  }
  if (suit === 4 || d !== 49 || card.charCodeAt(at + 2) !== 48) return -1;
  return base + 40 + suit;
}

/** Every card string the game uses (Eggs 1–10, Chickens, bare and laid Ducks), read in advance, by {@link slotOf}. */
const FIGURES: (Figures | undefined)[] = new Array<Figures | undefined>(105).fill(undefined);
for (let n = 1; n <= 10; n++) {
  for (const s of SUITS) for (const c of [`${s}${n}`, `D=${s}${n}`]) FIGURES[slotOf(c)] = figuresOf(c);
}
for (const c of [...CHICKENS, DUCK]) FIGURES[slotOf(c)] = figuresOf(c);

function figures(card: string): Figures {
  const slot = slotOf(card);
  return (slot >= 0 ? FIGURES[slot] : undefined) ?? figuresOf(card);
}

/**
 * A card as laid, as a number from its characters: an Egg's play value (4–43), a laid Duck's 50
 * more (54–93), a Chicken's (100–104), 50 for a bare Duck; -1 for any other string.
 */
export function laidCode(card: string): number {
  return slotOf(card);
}

/**
 * A hand card's {@link CardCode}, from its characters: an Egg's play value (4–43), 50 for a
 * Duck, a Chicken's (100–104); -1 for any other string, a laid Duck included.
 */
export function handCode(card: string): number {
  const slot = slotOf(card);
  return slot > DUCK_CODE && slot < 100 ? -1 : slot;
}

/** The Egg of play value `v` (number × 4 + suit, 4 to 43), e.g. 29 → `O7`. */
export function eggOfValue(v: number): Card {
  return `${SUITS[v % 4] as Suit}${Math.floor(v / 4)}`;
}

/** A Duck laid as `egg`: `O7` → `D=O7`. */
export function laidDuck(egg: Card): LaidCard {
  return `D=${egg}`;
}

/** A laid Duck as each Egg of a number 0–10 (index), in suit order; index 0 is unused. */
const DUCKS_BY_NUMBER: readonly (readonly LaidCard[])[] = Array.from({ length: 11 }, (_, n) => SUITS.map((s) => laidDuck(`${s}${n}`)));

/** A laid Duck as each Egg of number `n` (1–10), lowest suit first: a Duck joining Eggs of that number. */
export function ducksOfNumber(n: number): readonly LaidCard[] {
  return DUCKS_BY_NUMBER[n] ?? [];
}

/** True for an Egg card (`B7`), including what a Duck stands for. */
export function isEgg(card: string): boolean {
  const slot = slotOf(card);
  return slot < 0 ? figuresOf(card).egg : slot <= 43;
}

/** True for a Chicken, Big Red included. */
export function isChicken(card: string): boolean {
  const slot = slotOf(card);
  return slot < 0 ? figuresOf(card).chicken : slot >= 100;
}

/** True for a Duck, bare (`D`) or laid (`D=O7`). */
export function isDuck(card: string): boolean {
  return card === DUCK || isLaidDuck(card);
}

/** True for a laid Duck, which names its Egg (`D=O7`); false for a bare Duck and any other card. */
export function isLaidDuck(card: string): boolean {
  return card.startsWith('D=');
}

/** The hand card a laid card came from: `D=O7` → `D`, anything else unchanged. */
export function handCard(laid: LaidCard): Card {
  return isDuck(laid) ? DUCK : laid;
}

/** What a laid card counts as: `D=O7` → `O7`, anything else unchanged. */
export function countsAs(laid: LaidCard): Card {
  return isLaidDuck(laid) ? laid.slice(2) : laid;
}

/** The number of an Egg (or of the Egg a laid Duck stands for), or null. */
export function eggNumber(card: string): number | null {
  // Read from the slot (see slotOf): an Egg's play value, or a laid Duck's 50 more, is number × 4 + suit.
  const slot = slotOf(card);
  if (slot < 0) return figuresOf(card).number;
  if (slot >= 100 || slot === DUCK_CODE) return null;
  return (slot < 50 ? slot : slot - 50) >> 2;
}

/** The suit of an Egg or a Chicken other than Big Red, or null. */
export function suitOf(card: string): Suit | null {
  return figures(card).suit;
}

/**
 * Play order of rule JH 2: Eggs by number then suit, every Chicken above every Egg. A laid Duck
 * counts as its Egg; a bare Duck has no play order (returns -1).
 */
export function playValue(laid: LaidCard): number {
  const slot = slotOf(laid);
  if (slot < 0) return figuresOf(laid).value;
  if (slot === DUCK_CODE) return -1;
  return slot < 50 || slot >= 100 ? slot : slot - 50;
}

/**
 * "Best / highest card" order of rule JH 2 (Good Egg's gift, starting player, Bad Egg tie-break):
 * Chickens, then Ducks, then Eggs.
 */
export function bestValue(card: Card): number {
  return card === DUCK ? 50 : playValue(card);
}

/** Golden Egg draw order of rule JH 11: Eggs by number then suit, then Chickens; a Duck loses. */
export function drawValue(card: Card): number {
  return playValue(card);
}

/** A copy of `cards` in pecking order, lowest first (Ducks between Eggs and Chickens). */
export function sortCards(cards: readonly Card[]): Card[] {
  // Hands are kept in order, so most calls only need the check.
  const n = cards.length;
  let last = -Infinity;
  let sorted = true;
  for (let i = 0; i < n && sorted; i++) {
    const v = bestValue(cards[i] as Card);
    sorted = v >= last;
    last = v;
  }
  if (sorted) return cards.slice();
  if (n > SORT_SCRATCH.length) {
    const keyed = cards.map((card) => ({ card, value: bestValue(card) }));
    return keyed.sort((a, b) => a.value - b.value).map((k) => k.card);
  }
  // A hand's worth: an insertion sort of the values, stable like Array.prototype.sort.
  const values = SORT_SCRATCH;
  const out: Card[] = [];
  for (let i = 0; i < n; i++) {
    const card = cards[i] as Card;
    const v = bestValue(card);
    let j = i;
    out.push(card);
    while (j > 0 && (values[j - 1] as number) > v) {
      values[j] = values[j - 1] as number;
      out[j] = out[j - 1] as Card;
      j--;
    }
    values[j] = v;
    out[j] = card;
  }
  return out;
}

/** The values {@link sortCards} sorts a hand by: reused, as a hand holds a few dozen cards at most. */
const SORT_SCRATCH = new Float64Array(64);

/** A card in words: "orange 7", "Big Red", "blue Chicken", "Duck", "Duck as orange 7". */
export function cardName(card: string): string {
  if (card === BIG_RED) return 'Big Red';
  if (card === DUCK) return 'Duck';
  if (card.startsWith('D=')) return `Duck as ${cardName(card.slice(2))}`;
  const suit = SUIT_NAMES[card[0] as Suit];
  if (isChicken(card)) return `${suit} Chicken`;
  return `${suit} ${card.slice(1)}`;
}

function readOne(token: string): LaidCard {
  const t = token.toUpperCase();
  if (EGG.test(t) || CHICKEN.test(t) || t === DUCK) return t;
  if (t.startsWith('D=')) {
    const as = t.slice(2);
    if (EGG.test(as)) return `D=${as}`;
    if (isDuckAsChicken(t)) throw new NotationError(`a Duck cannot stand for a Chicken: "${token}"`);
    throw new NotationError(`"${token}": a Duck stands for an Egg, written like D=O7`);
  }
  throw new NotationError(
    `"${token}" is not a card: write an Egg as suit + number (B7, O10), a Chicken as BC GC YC OC RC, a Duck as D or D=O7`,
  );
}

/**
 * Reads cards written in the notation of the rulings: case-insensitive, separated by spaces or
 * commas; returns them in canonical form. Throws NotationError on an unreadable token or on
 * empty input.
 */
export function parseCards(text: string): LaidCard[] {
  const tokens = cardTokens(text);
  if (tokens.length === 0) throw new NotationError('no cards given');
  return tokens.map(readOne);
}

/** The cards written in `text`, one token each, unread: separated by spaces or commas, `D = O7` as `D=O7`. */
export function cardTokens(text: string): string[] {
  return text
    .trim()
    .replace(/\s*=\s*/g, '=')
    .split(/[\s,]+/)
    .filter((t) => t.length > 0);
}

/** Whether `token` is a Duck written standing for a Chicken (`D=RC`): well written, and against the rules. */
export function isDuckAsChicken(token: string): boolean {
  const t = token.toUpperCase();
  return t.startsWith('D=') && CHICKEN.test(t.slice(2));
}

/** Cards in canonical notation, separated by spaces. */
export function formatCards(cards: readonly string[]): string {
  return cards.join(' ');
}

/** `from` with one copy of each of `cards` taken out, or null when `from` lacks one of them. */
export function removeCards(from: readonly Card[], cards: readonly Card[]): Card[] | null {
  return takeOut(from, cards, false);
}

/** `hand` with the hand card of each of `laid` taken out (a laid Duck takes a `D`), or null when it lacks one. */
export function removeLaid(hand: readonly Card[], laid: readonly LaidCard[]): Card[] | null {
  return takeOut(hand, laid, true);
}

/**
 * {@link removeCards}, of the hand cards of `cards` when `laid`. Equal strings are the same card,
 * so which copy goes does not matter: a hand (up to 31 cards) marks the ones taken in a bit mask
 * and is copied once, a longer list is spliced.
 */
function takeOut(from: readonly Card[], cards: readonly string[], laid: boolean): Card[] | null {
  const n = from.length;
  if (n > 31) {
    const rest = [...from];
    for (const card of cards) {
      const i = rest.indexOf(laid ? handCard(card) : card);
      if (i < 0) return null;
      rest.splice(i, 1);
    }
    return rest;
  }
  let taken = 0;
  for (let k = 0; k < cards.length; k++) {
    const card = cards[k] as string;
    const c = laid && isLaidDuck(card) ? DUCK : card;
    let i = 0;
    while (i < n && (((taken >>> i) & 1) !== 0 || from[i] !== c)) i++;
    if (i === n) return null;
    taken |= 1 << i;
  }
  const rest: Card[] = [];
  for (let i = 0; i < n; i++) if (((taken >>> i) & 1) === 0) rest.push(from[i] as Card);
  return rest;
}

/*
 * The packed layout: how the engine holds cards. The notation above is made only at the edges
 * (views, events, actions, saves); play itself reads and changes these numbers.
 *
 * A card in a hand or a pile is its CardCode, a small integer in pecking order (rule JH 2, "best
 * card" order): an Egg is its play value, number × 4 + suit (B7 = 28, O10 = 43); the Duck is 50;
 * a Chicken is 100 + its place in CHICKENS (BC = 100, RC = 104). A pile is a list of codes.
 *
 * A hand is HAND_WORDS = 3 numbers, each below 2^28 (so V8 keeps them as small integers):
 *
 *   word 0   Eggs 1–4    bits 0–6 number 1, 7–13 number 2, 14–20 number 3, 21–27 number 4
 *   word 1   Eggs 5–8    the same for numbers 5 to 8
 *   word 2   Eggs 9–10   bits 0–6 number 9, 7–13 number 10; and
 *                        bits 14–15 the Ducks (0–3), bits 16–20 the Chickens (bit i for
 *                        CHICKENS[i]), bits 21–27 how many cards the hand holds
 *
 * The 7 bits of an Egg number are its shape: the copies held of each suit (0–2, the deck's most) as
 * the digits of a base-3 number, blue + 3 × green + 9 × yellow + 27 × orange (0–80). Taking a lay
 * out of a hand is then a few subtractions; the lays a hand can make are read from tables by shape
 * (lays.ts); and the hand in pecking order is its shapes read number by number, then its Ducks,
 * then its Chickens. A state holds every seat's hand in one list, HAND_WORDS numbers a seat, seat
 * after seat: seat s's hand starts at s × HAND_WORDS (its `at` below).
 */

/** A card as the engine holds it: see the packed layout above. */
export type CardCode = number;

/** Numbers a hand takes in a state's list of hands (see the packed layout). */
export const HAND_WORDS = 3;

const DUCK_SHIFT = 14;
const CHICKEN_SHIFT = 16;
const COUNT_SHIFT = 21;

/** The weight of each suit's digit in an Egg shape: blue 1, green 3, yellow 9, orange 27. */
export const POW3: readonly number[] = [1, 3, 9, 27];

/** Each Egg shape's digit of each suit: `SHAPE_DIGITS[shape * 4 + suit]`, 0–2. */
export const SHAPE_DIGITS = Uint8Array.from({ length: 81 * 4 }, (_, i) => Math.floor((i >> 2) / (POW3[i & 3] as number)) % 3);

/** Cards in each Egg shape. */
export const SHAPE_SIZES = Uint8Array.from({ length: 81 }, (_, x) => {
  let size = 0;
  for (let s = 0; s < 4; s++) size += SHAPE_DIGITS[x * 4 + s] as number;
  return size;
});

/** Whether Egg shape `a` holds shape `b` (each suit's digit at least b's): `SHAPE_HOLDS[a * 81 + b]`. */
const SHAPE_HOLDS = Uint8Array.from({ length: 81 * 81 }, (_, i) => {
  const a = Math.floor(i / 81);
  const b = i % 81;
  for (let s = 0; s < 4; s++) if ((SHAPE_DIGITS[a * 4 + s] as number) < (SHAPE_DIGITS[b * 4 + s] as number)) return 0;
  return 1;
});

/** Whether Egg shape `a` holds every card of shape `b`. */
export function shapeHolds(a: number, b: number): boolean {
  return SHAPE_HOLDS[a * 81 + b] === 1;
}

/** The Egg shape of number `n` (1–10) in the hand at `at` of `held`. */
export function eggShape(held: ArrayLike<number>, at: number, n: number): number {
  return ((held[at + ((n - 1) >> 2)] as number) >>> (((n - 1) & 3) * 7)) & 127;
}

/** Writes the Egg shape of each number 1–10 of the hand at `at` of `held` into `out[1]` to `out[10]`. */
export function eggShapes(held: ArrayLike<number>, at: number, out: Int32Array | number[]): void {
  for (let w = 0; w < 3; w++) {
    const word = held[at + w] as number;
    const n = w * 4;
    out[n + 1] = word & 127;
    out[n + 2] = (word >>> 7) & 127;
    if (w === 2) break;
    out[n + 3] = (word >>> 14) & 127;
    out[n + 4] = (word >>> 21) & 127;
  }
}

/** The Ducks in the hand at `at` of `held`. */
export function duckCount(held: ArrayLike<number>, at: number): number {
  return ((held[at + 2] as number) >>> DUCK_SHIFT) & 3;
}

/** The Chickens in the hand at `at` of `held`, as a mask: bit i for CHICKENS[i]. */
export function chickenMask(held: ArrayLike<number>, at: number): number {
  return ((held[at + 2] as number) >>> CHICKEN_SHIFT) & 31;
}

/** How many cards the hand at `at` of `held` holds. */
export function cardCount(held: ArrayLike<number>, at: number): number {
  return (held[at + 2] as number) >>> COUNT_SHIFT;
}

/** The amounts that take `size` cards, `ducks` Ducks and the Chickens of `chickens` (a mask) off a hand's third word. */
export function thirdWordOf(size: number, ducks: number, chickens: number): number {
  return (size << COUNT_SHIFT) + (ducks << DUCK_SHIFT) + (chickens << CHICKEN_SHIFT);
}

/**
 * Puts the card of `code` into the hand at `at` of `held`; false, leaving the hand as it was,
 * when no hand of the game can hold it (a third copy of an Egg, a fourth Duck, a Chicken twice,
 * a code of no card).
 */
export function addCard(held: number[], at: number, code: CardCode): boolean {
  const third = held[at + 2] as number;
  if (third >>> COUNT_SHIFT >= 127) return false;
  if (code >= 4 && code <= 43) {
    const n = code >> 2;
    const suit = code & 3;
    if ((SHAPE_DIGITS[eggShape(held, at, n) * 4 + suit] as number) === 2) return false;
    const w = at + ((n - 1) >> 2);
    held[w] = (held[w] as number) + ((POW3[suit] as number) << (((n - 1) & 3) * 7));
  } else if (code === DUCK_CODE) {
    if (duckCount(held, at) === 3) return false;
    held[at + 2] = third + (1 << DUCK_SHIFT);
  } else if (code >= 100 && code <= 104) {
    const bit = 1 << (code - 100 + CHICKEN_SHIFT);
    if ((third & bit) !== 0) return false;
    held[at + 2] = third | bit;
  } else return false;
  held[at + 2] = (held[at + 2] as number) + (1 << COUNT_SHIFT);
  return true;
}

/** Takes the card of `code` out of the hand at `at` of `held`; false, leaving it as it was, when the hand lacks it. */
export function takeCard(held: number[], at: number, code: CardCode): boolean {
  const third = held[at + 2] as number;
  if (code >= 4 && code <= 43) {
    const n = code >> 2;
    const suit = code & 3;
    if ((SHAPE_DIGITS[eggShape(held, at, n) * 4 + suit] as number) === 0) return false;
    const w = at + ((n - 1) >> 2);
    held[w] = (held[w] as number) - ((POW3[suit] as number) << (((n - 1) & 3) * 7));
  } else if (code === DUCK_CODE) {
    if (duckCount(held, at) === 0) return false;
    held[at + 2] = third - (1 << DUCK_SHIFT);
  } else if (code >= 100 && code <= 104) {
    const bit = 1 << (code - 100 + CHICKEN_SHIFT);
    if ((third & bit) === 0) return false;
    held[at + 2] = third & ~bit;
  } else return false;
  held[at + 2] = (held[at + 2] as number) - (1 << COUNT_SHIFT);
  return true;
}

/** The card of each {@link CardCode}, in notation (undefined for a number that is no code). */
const CARD_OF_CODE: (Card | undefined)[] = new Array<Card | undefined>(105).fill(undefined);
for (let n = 1; n <= 10; n++) for (let s = 0; s < 4; s++) CARD_OF_CODE[n * 4 + s] = `${SUITS[s] as Suit}${n}`;
CARD_OF_CODE[DUCK_CODE] = DUCK;
CHICKENS.forEach((c, i) => (CARD_OF_CODE[100 + i] = c));

/** The card of a {@link CardCode}, in notation. Throws RangeError for a number that is no code. */
export function cardOfCode(code: CardCode): Card {
  const card = CARD_OF_CODE[code];
  if (card === undefined) throw new RangeError(`${code} is no card code`);
  return card;
}

/** The codes of cards in notation, in the same order. Throws RangeError on a card that is not one of the game's hand cards. */
export function cardCodes(cards: readonly Card[]): CardCode[] {
  return cards.map((c) => {
    const code = handCode(c);
    if (code < 0) throw new RangeError(`${c} is not a card of the game`);
    return code;
  });
}

/**
 * Writes the codes of the hand at `at` of `held` into `out` from index 0, in pecking order;
 * returns how many.
 */
export function handCodes(held: ArrayLike<number>, at: number, out: number[] | Int32Array): number {
  let k = 0;
  for (let n = 1; n <= 10; n++) {
    const shape = eggShape(held, at, n);
    if (shape === 0) continue;
    for (let s = 0; s < 4; s++) {
      const copies = SHAPE_DIGITS[shape * 4 + s] as number;
      for (let c = 0; c < copies; c++) out[k++] = n * 4 + s;
    }
  }
  for (let d = duckCount(held, at); d > 0; d--) out[k++] = DUCK_CODE;
  const chickens = chickenMask(held, at);
  for (let i = 0; i < 5; i++) if ((chickens & (1 << i)) !== 0) out[k++] = 100 + i;
  return k;
}

/** The code of the card at place `i` (from 0) of the hand at `at` of `held` in pecking order, as {@link handCodes} lists them; -1 past its end. */
export function nthCode(held: ArrayLike<number>, at: number, i: number): CardCode {
  let left = i;
  for (let n = 1; n <= 10; n++) {
    const shape = eggShape(held, at, n);
    const size = SHAPE_SIZES[shape] as number;
    if (left >= size) {
      left -= size;
      continue;
    }
    for (let s = 0; s < 4; s++) {
      const copies = SHAPE_DIGITS[shape * 4 + s] as number;
      if (left < copies) return n * 4 + s;
      left -= copies;
    }
  }
  const ducks = duckCount(held, at);
  if (left < ducks) return DUCK_CODE;
  left -= ducks;
  const chickens = chickenMask(held, at);
  for (let c = 0; c < 5; c++) {
    if ((chickens & (1 << c)) === 0) continue;
    if (left === 0) return 100 + c;
    left--;
  }
  return -1;
}

/**
 * Packs `cards` (in any order) as a hand into `held` at `at`, replacing what was there. Throws
 * RangeError for cards no hand of the game can hold together (see {@link addCard}).
 */
export function packHand(cards: readonly Card[], held: number[], at: number): void {
  for (let w = 0; w < HAND_WORDS; w++) held[at + w] = 0;
  for (const c of cards) {
    const code = handCode(c);
    if (code < 0 || !addCard(held, at, code)) {
      throw new RangeError(`a hand of Just Hatched cannot hold ${formatCards(cards)}: ${c} is one too many or no card of the game`);
    }
  }
}

/**
 * The hand at `at` of `held` in notation, in pecking order: one shared list per hand (the hands
 * asked for lately are remembered), which must not be changed.
 */
export function handCards(held: ArrayLike<number>, at: number): readonly Card[] {
  const w0 = held[at] as number;
  const w1 = held[at + 1] as number;
  const w2 = held[at + 2] as number;
  const slot = (Math.imul(w0, 0x9e3779b1) ^ Math.imul(w1, 0x85ebca77) ^ Math.imul(w2, 0xc2b2ae3d)) >>> (32 - HAND_CACHE_BITS);
  const k = slot * 3;
  let list = HAND_LISTS[slot];
  if (list === undefined || HAND_KEYS[k] !== w0 || HAND_KEYS[k + 1] !== w1 || HAND_KEYS[k + 2] !== w2) {
    // Each Egg number's cards from a list made once per shape, then the Ducks and the Chickens.
    const made = new Array<Card>(w2 >>> COUNT_SHIFT);
    let i = 0;
    for (let n = 1; n <= 10; n++) {
      const shape = eggShape(held, at, n);
      if (shape === 0) continue;
      const cards = EGG_CARDS[n * 81 + shape] as readonly Card[];
      for (let j = 0; j < cards.length; j++) made[i++] = cards[j] as Card;
    }
    for (let d = (w2 >>> DUCK_SHIFT) & 3; d > 0; d--) made[i++] = DUCK;
    for (let c = 0; c < 5; c++) if (((w2 >>> CHICKEN_SHIFT) & (1 << c)) !== 0) made[i++] = CHICKENS[c] as Card;
    HAND_KEYS[k] = w0;
    HAND_KEYS[k + 1] = w1;
    HAND_KEYS[k + 2] = w2;
    HAND_LISTS[slot] = made;
    list = made;
  }
  // Remembered for packedHandOf: a view's hand is read back from its list, often at once.
  lastList = list;
  LAST_WORDS[0] = w0;
  LAST_WORDS[1] = w1;
  LAST_WORDS[2] = w2;
  return list;
}

/** The list {@link handCards} gave last, and its hand's words. */
let lastList: readonly Card[] | null = null;
const LAST_WORDS = [0, 0, 0];

/** The remembered hands: few, so that the table stays in the processor's nearest caches (the hands of a game's seats, a search's few). */
const HAND_CACHE_BITS = 8;

/** The cards of each Egg number's shape, lowest first: `EGG_CARDS[n * 81 + shape]`. */
const EGG_CARDS: (readonly Card[])[] = Array.from({ length: 11 * 81 }, (_, i) => {
  const n = Math.floor(i / 81);
  const shape = i % 81;
  const cards: Card[] = [];
  if (n > 0)
    for (let s = 0; s < 4; s++) for (let c = SHAPE_DIGITS[shape * 4 + s] as number; c > 0; c--) cards.push(CARD_OF_CODE[n * 4 + s] as Card);
  return cards;
});
const HAND_KEYS = new Int32Array(3 << HAND_CACHE_BITS);
const HAND_LISTS: (readonly Card[] | undefined)[] = new Array<readonly Card[] | undefined>(1 << HAND_CACHE_BITS).fill(undefined);

/**
 * The packed hand (HAND_WORDS numbers) of `cards`, a hand in notation: at once for the list
 * {@link handCards} gave last, else read from the cards' characters; null for cards no hand can
 * hold together. The list it returns must not be changed, and is reused by later calls.
 */
export function packedHandOf(cards: readonly Card[]): readonly number[] | null {
  if (cards === lastList) return LAST_WORDS;
  const held = PACKED;
  held[0] = 0;
  held[1] = 0;
  held[2] = 0;
  for (let i = 0; i < cards.length; i++) {
    const code = handCode(cards[i] as Card);
    if (code < 0 || !addCard(held, 0, code)) return null;
  }
  return held;
}

const PACKED = [0, 0, 0];
