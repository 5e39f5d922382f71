import { NotationError } from '../../engine/index.js';
import type { LayCheck } from '../types.js';
import {
  DUCK,
  cardTokens,
  deckFor,
  eggNumber,
  formatCards,
  handCard,
  isDuck,
  isDuckAsChicken,
  isLaidDuck,
  laidDuck,
  parseCards,
} from './cards.js';
import { caseOf, duckStandIns, judgeBeat, kindName, readLay, sortLaid } from './lays.js';
import type { Card, LaidCard, Lay } from './state.js';

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
  const { cards, asChickens } = readAsked(lay);
  const onCards = on === undefined ? undefined : parseCards(on);
  const problem = impossible(cards, onCards, players);
  if (problem) throw new NotationError(`this position cannot happen: ${problem}`);
  if (asChickens.length > 0) return duckAsChickenRefusal(cards, asChickens, onCards !== undefined);
  const shown = formatCards(sortLaid(cards));
  const refuse = (reason: string): LayCheck => ({
    legal: false,
    beats: onCards ? false : null,
    reason,
    lay: shown,
    kind: null,
    rule: refusalRule(cards),
  });
  if (cards.filter((c) => c === DUCK).length === 1 && !cards.some(isLaidDuck)) return checkDuck(cards, onCards, shown);
  const reading = readLay(cards);
  if (!reading.ok) return refuse(reading.reason);
  const mine = reading.lay;
  const base = { legal: true, lay: formatCards(mine.cards), kind: mine.name };
  if (!onCards) return { ...base, beats: null, reason: `A legal ${mine.name}.`, rule: LAY_RULE };
  const target = readLay(onCards);
  if (!target.ok) return { ...base, beats: false, reason: `The lay to beat is not a lay. ${target.reason}`, rule: LAY_RULE };
  const verdict = judgeBeat(mine, target.lay);
  return { ...base, beats: verdict.beats, reason: verdict.reason, rule: beatRule(mine, target.lay) };
}

/**
 * The cards of a lay asked about, read, and apart from them every Duck written standing for a
 * Chicken (`D=RC`): such a card is written as a card should be, and asking about one is asking the
 * rules (see {@link duckAsChickenRefusal}). Throws NotationError on any other unreadable card, and
 * on a lay of no card at all.
 */
export function readAsked(lay: string): { readonly cards: LaidCard[]; readonly asChickens: string[] } {
  const tokens = cardTokens(lay);
  const asChickens = tokens.filter(isDuckAsChicken).map((t) => t.toUpperCase());
  if (asChickens.length === 0) return { cards: parseCards(lay), asChickens };
  const rest = tokens.filter((t) => !isDuckAsChicken(t));
  return { cards: rest.length > 0 ? parseCards(rest.join(' ')) : [], asChickens };
}

/**
 * The rules' "no" to a lay of `cards` and the Ducks `asChickens` written standing for Chickens
 * (see {@link readAsked}), once the rest of the question has been read and found possible;
 * `on`: asked against a lay to beat.
 */
export function duckAsChickenRefusal(
  cards: readonly LaidCard[],
  asChickens: readonly string[],
  on: boolean,
): LayCheck & { readonly rule: string } {
  return {
    legal: false,
    beats: on ? false : null,
    reason: 'A Duck never stands for a Chicken.',
    lay: formatCards([...sortLaid(cards), ...asChickens]),
    kind: null,
    rule: DUCK_RULE,
  };
}

/** How the paragraph that decides an illegal lay of `cards` begins: the Duck's, when one is laid, else the kinds of Lay. */
export function refusalRule(cards: readonly LaidCard[]): string {
  return cards.some((c) => c === DUCK || isLaidDuck(c)) ? DUCK_RULE : LAY_RULE;
}

/** How the rules text's paragraph on the kinds of Lay begins (for `--why`). */
const LAY_RULE = 'A Lay is a Single card';
/** ...and its paragraph on the Duck. */
const DUCK_RULE = 'A Duck is wild';

/** How the rules text's paragraph that settles whether `lay` beats `top` begins (rule JH 4's cases, see lays.ts' caseOf). */
function beatRule(lay: Lay, top: Lay): string {
  switch (caseOf(lay, top)) {
    case 'compare':
      return 'To compare two Lays of one kind';
    case 'big-red-top':
    case 'big-red-on-coop':
      return 'Big Red (RC) is the highest card.';
    case 'only-coop':
    case 'coop-on-set':
      return 'A Coop can be laid on any Lay of any kind';
    case 'other-size':
      return 'Whoever leads a Run picks the kind of Lay';
    case 'big-on-little':
    case 'little-on-big':
    case 'chickens-on-eggs':
    case 'eggs-on-chickens':
      return 'Which Coop is higher';
  }
}

/** `eggs` in words: "O10", "O10 or B10", "G10, Y10, O10 or B10"; every Egg there is, as a range. */
function eggList(eggs: readonly Card[]): string {
  if (eggs.length === duckStandIns().length) return `any Egg, ${eggs[0]} to ${eggs[eggs.length - 1]}`;
  return eggs.length === 1 ? (eggs[0] as Card) : `${eggs.slice(0, -1).join(', ')} or ${eggs[eggs.length - 1]}`;
}

/**
 * {@link checkLay} for a lay whose one Duck does not say its Egg (`G10 D`): the answer the table
 * gives such a selection. Legal when some Egg it may stand for makes a lay, beating when some
 * such lay beats `on`; the reason names those Eggs (the lowest one's verdict with them), or says
 * why none does, and `duck` lists them.
 */
function checkDuck(cards: readonly LaidCard[], on: readonly LaidCard[] | undefined, shown: string): LayCheck {
  const as = (egg: Card): LaidCard[] => cards.map((c) => (c === DUCK ? laidDuck(egg) : c));
  const lays = duckStandIns().flatMap((egg): { egg: Card; lay: Lay }[] => {
    const r = readLay(as(egg));
    return r.ok ? [{ egg, lay: r.lay }] : [];
  });
  const lowest = lays[0];
  if (lowest === undefined) {
    // No Egg makes a lay: the reason the Duck as an Egg of the lay's own number is refused.
    const n = cards.map(eggNumber).find((x) => x !== null) ?? 10;
    const r = readLay(as(`O${n}`));
    return { legal: false, beats: on ? false : null, reason: r.ok ? '' : r.reason, lay: shown, kind: null, duck: [], rule: DUCK_RULE };
  }
  // A lone Duck is a Single whatever it stands for; with other cards, the lay is of their number.
  const kind = cards.length === 1 ? kindName('single') : lowest.lay.name;
  const base = { legal: true, lay: shown, kind };
  if (on === undefined) {
    const eggs = lays.map((l) => l.egg);
    return { ...base, beats: null, reason: `A legal ${kind}, the Duck standing for ${eggList(eggs)}.`, duck: eggs, rule: DUCK_RULE };
  }
  const target = readLay(on);
  if (!target.ok) return { ...base, beats: false, reason: `The lay to beat is not a lay. ${target.reason}`, duck: [], rule: LAY_RULE };
  const top = target.lay;
  const beating = lays.filter((l) => judgeBeat(l.lay, top).beats);
  const first = beating[0];
  const theirs = formatCards(top.cards);
  if (first !== undefined) {
    const eggs = beating.map((l) => l.egg);
    return {
      ...base,
      beats: true,
      reason: `Standing for ${eggList(eggs)}, the Duck beats ${theirs}: ${judgeBeat(first.lay, top).reason}`,
      duck: eggs,
      rule: beatRule(first.lay, top),
    };
  }
  const none = `No Egg the Duck could stand for lets ${shown} beat ${theirs}`;
  // A lay of the wrong kind or size is refused for that; else even the highest Egg falls short.
  const highest = lays[lays.length - 1] as { egg: Card; lay: Lay };
  const reason =
    caseOf(lowest.lay, top) !== 'compare'
      ? `${none}. ${judgeBeat(lowest.lay, top).reason}`
      : `${none}: as ${highest.egg}, the highest it may stand for, ${judgeBeat(highest.lay, top).reason}`;
  return { ...base, beats: false, reason, duck: [], rule: beatRule(lowest.lay, top) };
}
