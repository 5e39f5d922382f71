import { IllegalActionError, Rng, type Game, type Seat } from '../../engine/index.js';
import { BIG_RED, DUCK, bestValue, deckFor, eggNumber, formatCards, handCard, handSize, removeCards, sortCards } from './cards.js';
import { describeEvent } from './events.js';
import { duckStandIns, isCoop, judgeBeat, layBeats, possibleLays, readLay } from './lays.js';
import { findBadEgg, goldenDraw, lowestSeats, rottenEggs, roundScore, totalsOf } from './score.js';
import type {
  Card,
  CentreLay,
  Direction,
  JhAction,
  JhEvent,
  JhOptions,
  JhState,
  JhView,
  KnownCard,
  LaidCard,
  Lay,
  LastEggState,
} from './types.js';
import type { RulesSection } from '../types.js';

/**
 * The rules of Just Hatched in this program's words, sections in reading order. Paragraphs that
 * come from the project's rulings carry `ruling: 'JH n'`; points this program decided where the
 * rulings are silent carry `ruling: 'ours'`.
 */
export const JH_RULES: readonly RulesSection[] = [
  {
    topic: 'goal',
    title: 'Goal',
    paragraphs: [
      {
        text: 'A game is 5 Rounds. In each Round everybody tries to get rid of their hand first; the cards you are left holding count against you. Lowest total after 5 Rounds wins: that player is the Golden Egg.',
      },
      {
        text: 'A Round is made of Runs. In a Run, players take turns laying a card or a set of cards (a Lay) that must top the previous one, or Cluck (pass).',
      },
    ],
  },
  {
    topic: 'setup',
    title: 'Deck and deal',
    paragraphs: [
      {
        text: 'All four suits are used, from lowest to highest: blue (B), green (G), yellow (Y), orange (O). Every Egg in the deck is there twice (two B7s, two G7s…). All five Chickens are always in, and three Ducks (only one with 3 players).',
      },
      {
        text: 'Low Eggs are left out so that the deck deals exactly 10 cards to everyone: 3 players use Eggs 8–10 (30 cards); 4 players Eggs 7–10 (40); 5 players Eggs 6–10 plus both orange 5s (50); 6 players Eggs 5–10 plus both yellow and both orange 4s (60).',
        ruling: 'JH 1',
      },
      {
        text: 'The deck is shuffled and dealt out completely. In the first Round the player holding Big Red shows it to everyone and leads the first Run. Play starts Cluckwise (seat numbers going up).',
      },
    ],
  },
  {
    topic: 'lays',
    title: 'Lays and the pecking order',
    paragraphs: [
      {
        text: 'A Lay is a Single card, a Two-of-a-Kind (two cards of one number), a Three-of-a-Kind (three of one number) or a Coop (four or five of one number). Chickens make Two-, Three-of-a-Kinds and Coops among themselves, never with Eggs.',
      },
      {
        text: 'Card order: the number decides first, then the suit (B < G < Y < O), so O7 is below B8. Every Chicken is above every Egg, and the Chickens go BC < GC < YC < OC < RC (Big Red).',
      },
      {
        text: 'Whoever leads a Run picks the kind of Lay; everyone after must answer with the same kind, strictly higher: the same card or the same set does not beat it.',
      },
      {
        text: 'To compare two Lays of one kind, read each from its highest card down and compare card by card: the first difference decides. A Lay equal to the one in the centre does not beat it (the deck holds two of every Egg).',
        ruling: 'JH 3',
      },
      { text: 'No kind beats another kind, except Coops and Big Red (see coops).' },
      {
        text: 'Notation: an Egg is suit + number (B7, G10), a Chicken BC GC YC OC, Big Red RC, a Duck D, and a laid Duck says what it stands for: D=O7. Input is case-insensitive; separate cards with spaces or commas.',
      },
    ],
  },
  {
    topic: 'turn',
    title: 'Turns, Clucking and winning a Run',
    paragraphs: [
      {
        text: 'On your turn lay something higher, or Cluck. You may Cluck even when you could lay, and you may still lay later in the same Run.',
      },
      { text: "The player leading a Run cannot Cluck: a Cluck passes on someone else's Lay, and a Run needs a first Lay.", ruling: 'JH 6' },
      {
        text: 'Seats are numbered clockwise and you are seat 0. Cluckwise the turn goes to the next seat number, Counter-Cluckwise to the previous one. A skip means the next player in the current direction misses this turn.',
        ruling: 'JH 6',
      },
      {
        text: 'When the turn comes back round to the player who made the last Lay with nobody laying since, that player wins the Run: the centre is cleared face down onto the discard pile and they lead the next Run with any kind of Lay.',
        ruling: 'JH 6',
      },
      { text: 'The Round ends at once when a player lays their last card (going out).' },
      {
        text: 'The table always plays the optional "declare the Lay" and "a card laid is a card played" rules: every Lay is announced in words in the log, and a Lay cannot be taken back. Flips and skips are applied for you, so none is ever forgotten.',
        ruling: 'ours',
      },
      {
        text: 'In the first or second Round of a teaching game (play --teach) a card laid may be picked up again. From Round 3 on a card laid is a card played.',
      },
      {
        text: 'At a teaching table, u takes back your last move together with whatever the bots did after it, and may be pressed again down to the start of the Round. A game with take-backs counts for no best score.',
        ruling: 'ours',
      },
      {
        text: 'The optional taunting of slow players is for experienced players only: with play --taunt the bots make chicken noises at you when your turn takes too long, and never in a teaching game.',
      },
    ],
  },
  {
    topic: 'chickens',
    title: 'Chickens and Big Red',
    paragraphs: [
      {
        text: 'Chickens are the top cards. They are not numbers and not wild. They can be laid as a Single, or together as a Two-of-a-Kind, Three-of-a-Kind or Coop of Chickens, but never with an Egg or a Duck.',
      },
      {
        text: 'Big Red (RC) is the highest card. Laid alone he beats any Coop, and nothing beats him laid alone, so he always wins his Run. Inside a set he is just the top Chicken.',
      },
    ],
  },
  {
    topic: 'ducks',
    title: 'Ducks',
    paragraphs: [
      {
        text: 'A Duck is wild: when you lay it you name the Egg it stands for, in any suit. At most one Duck per Lay; a Duck never stands for a Chicken, never joins a Chicken and never goes in a Coop.',
      },
      { text: 'A Duck may stand for any number 1 to 10, even an Egg this deck leaves out.', ruling: 'JH 5' },
      { text: 'Every Lay holding a Duck flips the direction of play (3 to 6 players).' },
      {
        text: 'In the hand, a Duck ranks below the Chickens and above the Eggs when "best card" or "highest card" matters (the Good Egg\'s gift, the 2-player starting player, a Bad Egg tie). Drawn for a Golden Egg tie, a Duck always loses.',
        ruling: 'JH 2',
      },
    ],
  },
  {
    topic: 'coops',
    title: 'Coops',
    paragraphs: [
      { text: 'A Coop is 4 cards (Little Coop) or 5 cards (Big Coop) of one number, or 4–5 Chickens. It can never hold a Duck.' },
      {
        text: 'A Coop can be laid on any Lay of any kind except Big Red alone, and beats it; only a higher Coop or Big Red alone beats a Coop.',
      },
      {
        text: 'Which Coop is higher: a Big Coop beats any Little Coop; at equal size a Coop of Chickens beats a Coop of Eggs, then the higher number wins, then the card-by-card comparison.',
        ruling: 'JH 4',
      },
      {
        text: 'When you lay a Coop (3 to 6 players) you choose: flip the direction of play, or skip the next player. One or the other, never both.',
      },
      {
        text: "A Duck's flip and a Coop's flip or skip happen also when that Lay is your last card: a flip then carries into the next Round with the direction, and a skip skips nobody, as the Round is over.",
        ruling: 'JH 6',
      },
    ],
  },
  {
    topic: 'last-egg',
    title: 'Last Egg',
    paragraphs: [
      {
        text: 'When you are down to one card you must say "Last Egg" (once is enough). If you have not said it, any other player may catch you; a catch shuffles the discard pile and deals you 2 cards from it.',
      },
      {
        text: 'The chance to catch you lasts until the next player acts. The discard pile is the cleared Runs, not the Lay in the centre; if it holds fewer than 2 cards you get what there is. A declaration lapses when your hand grows past one card.',
        ruling: 'JH 7',
      },
      {
        text: 'The player left with one card speaks first: their "Last Egg" is heard before anyone\'s catch, and you may say it together with the Lay that leaves you one card. No bot catches a person sooner than a person could react. Bots say and catch Last Eggs with a skill that grows with their level.',
        ruling: 'JH 7',
      },
      {
        text: 'Once the next player has acted you can no longer be caught for that Last Egg, and you may still say it late. A catch that finds the discard pile empty still ends the chance to catch; you keep your single card and may then say "Last Egg".',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'round',
    title: 'End of a Round',
    paragraphs: [
      {
        text: 'The Round ends when a player goes out. That player is the Good Egg. The player with the most points this Round is the Bad Egg.',
      },
      {
        text: 'A tie for Bad Egg goes to the tied player who scored more in the previous Round, then the Round before, and so on; if that settles nothing (or in Round 1), to the tied player holding the highest card.',
        ruling: 'JH 9',
      },
      {
        text: 'If the highest cards are equal, the next highest are compared, and so on; if the hands are equal throughout, the tied player sitting first clockwise after the Good Egg is the Bad Egg.',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'scoring',
    title: 'Scoring',
    paragraphs: [
      {
        text: 'Each player scores the cards left in their hand, multiplied: 1–4 cards ×1, 5–7 cards ×2, 8–9 cards ×3, 10 or more ×4. Penalty points, if any rule adds them, come after the multiplier and are never multiplied.',
        ruling: 'JH 8',
      },
      { text: 'For example 6 cards left score 6 × 2 = 12 points, 10 cards score 10 × 4 = 40.' },
    ],
  },
  {
    topic: 'exchange',
    title: 'The next Round and the exchange',
    paragraphs: [
      { text: 'Every Round the whole deck is reshuffled and dealt again, 10 cards each.' },
      {
        text: 'From Round 2 (3 to 6 players) the Good Egg must give the Bad Egg their best card other than Big Red, face up. The Bad Egg then gives the Good Egg any card they like, face up, except the card just received. Everybody sees both cards.',
      },
      {
        text: "The Good Egg's best card is the highest in the order for best cards: a Chicken if they hold one (Big Red aside), else a Duck, else their highest Egg.",
        ruling: 'JH 10',
      },
      {
        text: 'The deck holds two of some Eggs: the Bad Egg may not give back a card identical to the one just received either, since it would undo the exchange.',
        ruling: 'ours',
      },
      { text: 'The Good Egg leads the first Run of the new Round, and play keeps the direction it had at the end of the last Round.' },
    ],
  },
  {
    topic: 'end',
    title: 'End of the game',
    paragraphs: [
      {
        text: 'After 5 Rounds the lowest total is the Golden Egg and wins. The highest total is the Rotten Egg; tied players share that title.',
      },
      {
        text: "A tie for Golden Egg is settled by a draw: the game's whole deck is shuffled and the tied players each draw a card in turn, starting from the last Good Egg and going clockwise. Highest card wins (Eggs by number then suit, then Chickens; a Duck always loses).",
      },
      { text: 'Players still tied draw again from the rest of the deck, until one remains.', ruling: 'JH 11' },
      {
        text: 'If the last Good Egg is not among the tied players, the draw starts with the first tied player clockwise after them; should the deck run out, it is shuffled again.',
        ruling: 'ours',
      },
    ],
  },
  {
    topic: 'two-player',
    title: 'Two players',
    paragraphs: [
      {
        text: 'The 2-player deck: blue, green and yellow Eggs 1 to 10, two of each, less both blue 1s and both green 1s, plus the five Chickens and the three Ducks: 64 cards. Each player gets 16 cards; 32 stay face down.',
        ruling: 'JH 12',
      },
      {
        text: 'Round 1 is led by the player holding the highest card (Chickens, then Ducks, then Eggs); after that the first player alternates every Round. Ducks and Coops neither flip nor skip, and there is no Good Egg / Bad Egg exchange. 5 Rounds, scored as usual.',
      },
      {
        text: 'Both hands (the default): the next Round is dealt from the 32 face-down cards, and after that everything is reshuffled, so Rounds 1, 3 and 5 are fresh deals and Rounds 2 and 4 play the cards left over. One and dump: every Round reshuffles all 64 cards.',
      },
      {
        text: "While the left-over hands are played, the previous Round's cards stay out of play; a Last Egg catch only takes from this Round's cleared Runs. If both players' highest cards are equal in Round 1, the next highest decide.",
        ruling: 'ours',
      },
    ],
  },
];

/** Rounds in a game. */
export const ROUNDS = 5;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/**
 * A state being changed by one action. Its lists are shared with the state it came from, so they
 * are only ever replaced (by a changed copy, see {@link replaced}), never changed in place; an
 * action copies only the lists it changes. Its `log` holds only the events of this action until
 * {@link applyAction} joins them to the earlier ones (one copy of the whole log per action, made
 * at its exact length).
 */
type Draft = Mutable<Omit<JhState, 'log'>> & { log: JhEvent[] };

/** A copy of `list` with item `i` set to `value`. */
function replaced<T>(list: readonly T[], i: number, value: T): T[] {
  const copy = list.slice();
  copy[i] = value;
  return copy;
}

function draft(s: JhState): Draft {
  return {
    options: s.options,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    hands: s.hands,
    turn: s.turn,
    direction: s.direction,
    run: s.run,
    discard: s.discard,
    stock: s.stock,
    lastEgg: s.lastEgg,
    catchable: s.catchable,
    scores: s.scores,
    goodEgg: s.goodEgg,
    badEgg: s.badEgg,
    firstLeader: s.firstLeader,
    gift: s.gift,
    known: s.known,
    golden: s.golden,
    log: [],
  };
}

function players(s: { readonly options: JhState['options'] }): number {
  return s.options.players;
}

/** True when the 3–6 player rules apply (flip, skip, exchange). */
function crowd(s: { readonly options: JhState['options'] }): boolean {
  return players(s) > 2;
}

/** Seat `steps` places from `seat` in `direction`. */
function step(seat: Seat, direction: Direction, n: number, steps = 1): Seat {
  return (((seat + direction * steps) % n) + n) % n;
}

/** Hand values high to low, for "who holds the highest card" questions (rule JH 2). */
function profile(hand: readonly Card[]): number[] {
  return hand.map(bestValue).sort((a, b) => b - a);
}

/** 2 players, round 1: the seat holding the highest card (next cards if equal; seat 0 if all equal). */
function highestHolder(hands: readonly (readonly Card[])[]): Seat {
  const [a, b] = [profile(hands[0] ?? []), profile(hands[1] ?? [])];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d > 0 ? 0 : 1;
  }
  return 0;
}

function topCard(hand: readonly Card[]): Card {
  return sortCards(hand)[hand.length - 1] as Card;
}

/** Who leads round `round` with 2 players: the first leader in odd rounds, the other in even. */
function twoPlayerLeader(firstLeader: Seat, round: number): Seat {
  return round % 2 === 1 ? firstLeader : 1 - firstLeader;
}

/** Every card of the game, wherever it is now (hands, centre, discard, face-down pile). */
function allCards(d: Draft): Card[] {
  return [...d.hands.flat(), ...d.run.flatMap((l) => l.cards.map(handCard)), ...d.discard, ...d.stock];
}

/** Shuffles and deals round `round` (rulings JH 1, JH 12) and sets its leader and exchange. */
function startRound(d: Draft, round: number, rng: Rng): void {
  const n = players(d);
  const size = handSize(n);
  const fromStock = n === 2 && d.options.twoPlayer === 'both-hands' && round % 2 === 0;
  let pile: readonly Card[];
  let setAside: Card[] = [];
  if (fromStock) {
    setAside = allCards({ ...d, stock: [] });
    pile = d.stock;
  } else {
    pile = rng.shuffle(deckFor(n));
  }
  const hands = Array.from({ length: n }, (_, seat) => sortCards(pile.slice(seat * size, (seat + 1) * size)));
  d.hands = hands;
  d.stock = fromStock ? setAside : pile.slice(n * size);
  d.run = [];
  d.discard = [];
  d.round = round;
  d.lastEgg = new Array<LastEggState>(n).fill('none');
  d.catchable = null;
  const known: KnownCard[] = [];
  d.known = known;
  d.gift = null;
  let leader: Seat;
  if (round === 1) {
    leader = n === 2 ? highestHolder(d.hands) : d.hands.findIndex((h) => h.includes(BIG_RED));
    d.firstLeader = leader;
  } else if (n === 2) {
    leader = twoPlayerLeader(d.firstLeader, round);
  } else {
    leader = d.goodEgg as Seat;
  }
  d.turn = leader;
  d.phase = 'play';
  d.log.push({ type: 'deal', round, leader, cardsEach: size, stock: d.stock.length });
  if (round === 1) {
    const card = n === 2 ? topCard(d.hands[leader] as Card[]) : BIG_RED;
    known.push({ seat: leader, card });
    d.log.push(n === 2 ? { type: 'highest-card', seat: leader, card } : { type: 'big-red', seat: leader });
  }
  if (round > 1 && n > 2) {
    const good = d.goodEgg as Seat;
    const bad = d.badEgg as Seat;
    const goodHand = (hands[good] as Card[]).slice();
    const gift = sortCards(goodHand.filter((c) => c !== BIG_RED)).pop() as Card;
    goodHand.splice(goodHand.indexOf(gift), 1);
    hands[good] = goodHand;
    hands[bad] = sortCards([...(hands[bad] as Card[]), gift]);
    d.gift = gift;
    known.push({ seat: bad, card: gift });
    d.log.push({ type: 'gift', from: good, to: bad, card: gift });
    d.phase = 'exchange';
    d.turn = bad;
  }
}

function newState(options: JhState['options'], rng: Rng): JhState {
  const n = options.players;
  const d: Draft = {
    options,
    rng: [],
    round: 1,
    phase: 'play',
    hands: [],
    turn: 0,
    direction: 1,
    run: [],
    discard: [],
    stock: [],
    lastEgg: new Array<LastEggState>(n).fill('none'),
    catchable: null,
    scores: [],
    goodEgg: null,
    badEgg: null,
    firstLeader: 0,
    gift: null,
    known: [],
    golden: null,
    log: [],
  };
  startRound(d, 1, rng);
  d.rng = rng.state();
  return d;
}

/** Normalises and validates options; throws RangeError with a one-line reason. */
export function normaliseOptions(options: JhOptions): JhState['options'] {
  const n = options.players;
  if (!Number.isInteger(n) || n < 2 || n > 6) throw new RangeError(`Just Hatched is for 2 to 6 players, not ${n}`);
  const v = options.twoPlayer;
  if (v !== undefined && v !== null && v !== 'both-hands' && v !== 'one-and-dump') {
    throw new RangeError(`the 2-player version is both-hands or one-and-dump, not ${String(v)}`);
  }
  if (n !== 2 && v !== undefined && v !== null) throw new RangeError('the 2-player version only applies with 2 players');
  return { players: n, twoPlayer: n === 2 ? (v ?? 'both-hands') : null };
}

function top(s: JhState): CentreLay | null {
  return s.run[s.run.length - 1] ?? null;
}

function readCentre(c: CentreLay): Lay {
  const r = readLay(c.cards);
  if (!r.ok) throw new Error(`corrupt centre lay ${formatCards(c.cards)}`);
  return r.lay;
}

/** What judging a selection needs; both a state and a view provide it. */
interface Table {
  readonly phase: JhState['phase'];
  readonly turn: Seat | 'terminal';
  readonly run: readonly CentreLay[];
  readonly seat: Seat;
  readonly hand: readonly Card[];
}

function tableOf(source: JhState | JhView, seat?: Seat): Table {
  if ('hands' in source) {
    const who = seat ?? source.turn;
    return { phase: source.phase, turn: source.turn, run: source.run, seat: who, hand: source.hands[who] ?? [] };
  }
  const who = seat ?? source.seat;
  return { phase: source.phase, turn: source.turn, run: source.run, seat: who, hand: who === source.seat ? source.hand : [] };
}

/** The hand left once `cards` are laid, or why this seat cannot lay them now whatever they are. */
function handAfter(t: Table, cards: readonly LaidCard[]): Card[] | string {
  if (t.phase === 'over') return 'The game is over.';
  if (t.phase === 'exchange') return 'The Bad Egg must first choose a card to give back.';
  if (t.seat !== t.turn) return 'It is not your turn.';
  return removeCards(t.hand, cards.map(handCard)) ?? 'You do not hold those cards.';
}

/** The lay `cards` (no bare Duck) make, when it may go on the centre; otherwise why not. */
function layOn(t: Table, cards: readonly LaidCard[]): Lay | string {
  const r = readLay(cards);
  if (!r.ok) return r.reason;
  const last = t.run[t.run.length - 1];
  if (!last) return r.lay;
  const centre = readCentre(last);
  return layBeats(r.lay, centre) ? r.lay : judgeBeat(r.lay, centre).reason;
}

function explain(t: Table, cards: readonly LaidCard[]): string | null {
  const rest = handAfter(t, cards);
  if (typeof rest === 'string') return rest;
  const bare = cards.filter((c) => c === DUCK).length;
  if (bare === 1 && cards.filter((c) => c.startsWith('D=')).length === 0) {
    if (choices(t, cards).length > 0) return null;
    const n = cards.map(eggNumber).find((x) => x !== null) ?? 10;
    const r = readLay(cards.map((c) => (c === DUCK ? `D=O${n}` : c)));
    if (!r.ok) return r.reason;
    return 'No Egg the Duck could stand for makes this lay high enough.';
  }
  const lay = layOn(t, cards);
  return typeof lay === 'string' ? lay : null;
}

function choices(t: Table, cards: readonly LaidCard[]): Card[] {
  if (cards.filter((c) => c === DUCK).length !== 1) return [];
  return duckStandIns().filter(
    (egg) =>
      explain(
        t,
        cards.map((c) => (c === DUCK ? `D=${egg}` : c)),
      ) === null,
  );
}

/**
 * Why `cards` cannot be laid by `seat` right now, in one line; null when they can. Works on the
 * full state (seat defaults to the player to act) or on a seat's view (seat defaults to the
 * view's own). A bare Duck (`D`) in the selection is fine when some Egg it could stand for makes
 * the lay legal (see {@link duckChoices}). Flip or skip is not part of the question.
 */
export function explainLay(source: JhState | JhView, cards: readonly LaidCard[], seat?: Seat): string | null {
  return explain(tableOf(source, seat), cards);
}

/**
 * For a selection holding one bare Duck (`D`): every Egg the Duck may stand for so that the lay
 * is legal for `seat` now (defaults as in {@link explainLay}), lowest first. Empty when there is
 * none or no bare Duck.
 */
export function duckChoices(source: JhState | JhView, cards: readonly LaidCard[], seat?: Seat): Card[] {
  return choices(tableOf(source, seat), cards);
}

function layActions(s: JhState): JhAction[] {
  const hand = s.hands[s.turn] ?? [];
  const t = top(s);
  const topLay = t ? readCentre(t) : null;
  const out: JhAction[] = [];
  for (const lay of possibleLays(hand)) {
    if (topLay && !layBeats(lay, topLay)) continue;
    if (isCoop(lay) && crowd(s)) {
      out.push({ type: 'lay', cards: lay.cards, coop: 'flip' }, { type: 'lay', cards: lay.cards, coop: 'skip' });
    } else {
      out.push({ type: 'lay', cards: lay.cards });
    }
  }
  return out;
}

function legalActions(s: JhState): JhAction[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'exchange') {
    const hand = s.hands[s.turn] ?? [];
    return [...new Set(hand)].filter((c) => c !== s.gift).map((card) => ({ type: 'give-back', card }));
  }
  const lays = layActions(s);
  return top(s) ? [...lays, { type: 'cluck' }] : lays;
}

/** The answer when nobody may act out of turn, which is nearly always: shared, never changed. */
const NO_INTERJECTIONS: readonly JhAction[] = Object.freeze([]);

function interjections(s: JhState, seat: Seat): readonly JhAction[] {
  if (s.phase !== 'play') return NO_INTERJECTIONS;
  if (s.catchable === null && s.lastEgg[seat] !== 'undeclared') return NO_INTERJECTIONS;
  const out: JhAction[] = [];
  if (s.lastEgg[seat] === 'undeclared' && s.hands[seat]?.length === 1) out.push({ type: 'declare' });
  if (s.catchable !== null && s.catchable !== seat && s.lastEgg[s.catchable] === 'undeclared') {
    out.push({ type: 'catch', target: s.catchable });
  }
  return out;
}

/**
 * The player just left with one undeclared card speaks first (ruling JH 7): their declaration
 * is offered before anyone's catch.
 */
function speaksFirst(s: JhState): Seat | null {
  return s.phase === 'play' && s.catchable !== null && s.lastEgg[s.catchable] === 'undeclared' ? s.catchable : null;
}

/** Ends the round `out` went out of (scores, Good/Bad Egg) and starts the next, or ends the game. */
function endRound(d: Draft, out: Seat, random: () => Rng): void {
  const rng = random();
  const n = players(d);
  const table = d.hands.map((h) => roundScore(h.length));
  const previous = d.scores;
  d.scores = [...d.scores, table];
  const totals = totalsOf(d.scores, n);
  d.log.push({ type: 'out', seat: out }, { type: 'round-end', round: d.round, scores: table, totals });
  const bad = findBadEgg(table, previous, d.hands, out);
  d.goodEgg = out;
  d.badEgg = bad.seat;
  d.log.push({ type: 'eggs', round: d.round, good: out, bad: bad.seat, tieBreak: bad.tieBreak });
  if (d.round < ROUNDS) {
    startRound(d, d.round + 1, rng);
    return;
  }
  const lowest = lowestSeats(totals);
  let golden = lowest[0] as Seat;
  if (lowest.length > 1) {
    const draw = goldenDraw(lowest, out, n, deckFor(n), rng);
    for (const x of draw.draws) d.log.push({ type: 'golden-draw', seat: x.seat, card: x.card });
    golden = draw.golden;
  }
  d.golden = golden;
  d.phase = 'over';
  d.catchable = null;
  d.log.push({ type: 'game-end', golden, rotten: rottenEggs(totals), totals });
}

/** Passes the turn on from `from`; a Run is won when it comes back to the last layer. */
function passTurn(d: Draft, from: Seat, steps: number): void {
  const n = players(d);
  const next = step(from, d.direction, n, steps);
  const last = d.run[d.run.length - 1];
  if (last && last.seat === next) {
    const discard = d.discard.slice();
    for (const l of d.run) for (const c of l.cards) discard.push(handCard(c));
    const cards = discard.length - d.discard.length;
    d.discard = discard;
    d.run = [];
    d.log.push({ type: 'run-won', seat: next, cards });
  }
  d.turn = next;
}

function applyLay(d: Draft, seat: Seat, action: Extract<JhAction, { type: 'lay' }>, random: () => Rng): void {
  if (action.cards.includes(DUCK)) {
    throw new IllegalActionError(explainLay(d as JhState, action.cards, seat) ?? 'Say which Egg the Duck stands for, e.g. D=O7.');
  }
  const table: Table = { phase: d.phase, turn: d.turn, run: d.run, seat, hand: d.hands[seat] ?? [] };
  const rest = handAfter(table, action.cards);
  if (typeof rest === 'string') throw new IllegalActionError(rest);
  const lay = layOn(table, action.cards);
  if (typeof lay === 'string') throw new IllegalActionError(lay);
  const coop = isCoop(lay) && crowd(d);
  if (coop && action.coop !== 'flip' && action.coop !== 'skip') {
    throw new IllegalActionError('Choose whether your Coop flips the play or skips the next player.');
  }
  if (!coop && action.coop !== undefined) {
    throw new IllegalActionError(crowd(d) ? 'Only a Coop flips or skips by choice.' : 'With 2 players a Coop neither flips nor skips.');
  }
  const n = players(d);
  d.hands = replaced(d.hands, seat, rest);
  const run = d.run.slice();
  run.push({ seat, cards: lay.cards, name: lay.name });
  d.run = run;
  d.log.push({ type: 'lay', seat, cards: lay.cards, name: lay.name });
  if (d.known.length > 0) {
    const known = d.known.slice();
    for (const c of lay.cards.map(handCard)) {
      const i = known.findIndex((k) => k.seat === seat && k.card === c);
      if (i >= 0) known.splice(i, 1);
    }
    d.known = known;
  }
  const out = rest.length === 0;
  // A Duck's flip and a Coop's flip or skip happen also on the lay that goes out (ruling JH 6):
  // the flip carries into the next round with the direction; the skip then skips nobody.
  let steps = 1;
  if (crowd(d) && (lay.duck || (coop && action.coop === 'flip'))) {
    d.direction = d.direction === 1 ? -1 : 1;
    d.log.push({ type: 'flip', seat, direction: d.direction });
  } else if (coop && action.coop === 'skip') {
    steps = 2;
    d.log.push(
      out
        ? { type: 'skip', seat, skipped: step(seat, d.direction, n), roundOver: true }
        : { type: 'skip', seat, skipped: step(seat, d.direction, n) },
    );
  }
  if (out) {
    endRound(d, seat, random);
    return;
  }
  if (rest.length === 1 && d.lastEgg[seat] !== 'declared') {
    d.lastEgg = replaced(d.lastEgg, seat, 'undeclared');
    d.catchable = seat;
  } else if (rest.length > 1 && d.lastEgg[seat] !== 'none') {
    d.lastEgg = replaced(d.lastEgg, seat, 'none');
  }
  passTurn(d, seat, steps);
}

function applyAction(state: JhState, action: JhAction, seatArg?: Seat): JhState {
  const seat = seatArg ?? state.turn;
  if (state.phase === 'over') throw new IllegalActionError('The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= players(state)) throw new IllegalActionError(`There is no seat ${seat}.`);
  if (typeof action !== 'object' || action === null) throw new IllegalActionError('Unknown action.');
  const d = draft(state);
  // Most actions draw nothing, so the random source is only rebuilt when one does.
  const drawn: { rng: Rng | null } = { rng: null };
  const random = (): Rng => (drawn.rng ??= Rng.fromState(state.rng));
  switch (action.type) {
    case 'declare': {
      if (state.phase !== 'play' || state.hands[seat]?.length !== 1) {
        throw new IllegalActionError('You can only say "Last Egg" when you hold exactly one card.');
      }
      if (state.lastEgg[seat] === 'declared') throw new IllegalActionError('You have already said "Last Egg".');
      d.lastEgg = replaced(d.lastEgg, seat, 'declared');
      if (d.catchable === seat) d.catchable = null;
      d.log.push({ type: 'declare', seat });
      break;
    }
    case 'catch': {
      const target = action.target;
      if (target === seat) throw new IllegalActionError('You cannot catch yourself.');
      if (state.phase !== 'play' || state.catchable !== target || state.lastEgg[target] !== 'undeclared') {
        throw new IllegalActionError('There is no undeclared Last Egg to catch there right now.');
      }
      const pile = random().shuffle(d.discard);
      const penalty = pile.splice(0, 2);
      d.discard = pile;
      const caught = sortCards([...(d.hands[target] as Card[]), ...penalty]);
      d.hands = replaced(d.hands, target, caught);
      d.lastEgg = replaced(d.lastEgg, target, caught.length === 1 ? 'undeclared' : 'none');
      d.catchable = null;
      d.log.push({ type: 'catch', by: seat, seat: target, penalty: penalty.length });
      break;
    }
    case 'give-back': {
      if (state.phase !== 'exchange') throw new IllegalActionError('There is no card to give back now.');
      if (seat !== state.turn) throw new IllegalActionError('Only the Bad Egg gives a card back.');
      if (action.card === state.gift) {
        throw new IllegalActionError(`You cannot give back the card you were just given (${action.card}).`);
      }
      const hand = (d.hands[seat] as Card[]).slice();
      const i = hand.indexOf(action.card);
      if (i < 0) throw new IllegalActionError(`You do not hold ${action.card}.`);
      hand.splice(i, 1);
      const good = state.goodEgg as Seat;
      const hands = replaced(d.hands, seat, hand);
      hands[good] = sortCards([...(hands[good] as Card[]), action.card]);
      d.hands = hands;
      d.known = [...d.known, { seat: good, card: action.card }];
      d.log.push({ type: 'give-back', from: seat, to: good, card: action.card });
      d.phase = 'play';
      d.turn = good;
      d.gift = null;
      break;
    }
    case 'cluck': {
      if (state.phase !== 'play') throw new IllegalActionError('The Bad Egg must first choose a card to give back.');
      if (seat !== state.turn) throw new IllegalActionError('It is not your turn.');
      if (!top(state)) throw new IllegalActionError('You lead this Run, so you must lay something.');
      d.catchable = null;
      d.log.push({ type: 'cluck', seat });
      passTurn(d, seat, 1);
      break;
    }
    case 'lay': {
      if (!Array.isArray(action.cards)) throw new IllegalActionError('A lay needs a list of cards.');
      d.catchable = null;
      applyLay(d, seat, action, random);
      break;
    }
    default:
      throw new IllegalActionError('Unknown action.');
  }
  if (drawn.rng !== null) d.rng = drawn.rng.state();
  d.log = state.log.concat(d.log);
  return d;
}

/**
 * Who led this round's first Run: while the game goes on, the seat {@link startRound} chose
 * (round 1's first leader, the 2-player alternation, else the last Good Egg), found without
 * reading the log back to the deal; once it is over, the last deal's leader.
 */
function roundLeader(s: JhState): Seat {
  if (s.phase !== 'over') {
    if (s.round === 1) return s.firstLeader;
    if (players(s) === 2) return twoPlayerLeader(s.firstLeader, s.round);
    if (s.goodEgg !== null) return s.goodEgg;
  }
  return lastDeal(s.log)?.leader ?? s.turn;
}

function lastDeal(log: readonly JhEvent[]): Extract<JhEvent, { type: 'deal' }> | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as JhEvent;
    if (e.type === 'deal') return e;
  }
  return null;
}

/**
 * Running totals by the score list they sum: the list is only ever replaced, never changed, so
 * every view until the next round's end shares one (read-only) totals list.
 */
const TOTALS = new WeakMap<JhState['scores'], readonly number[]>();

function viewTotals(s: JhState, n: number): readonly number[] {
  let totals = TOTALS.get(s.scores);
  if (totals === undefined || totals.length !== n) {
    totals = totalsOf(s.scores, n);
    TOTALS.set(s.scores, totals);
  }
  return totals;
}

/** Whether `hand` is already in pecking order (as the engine keeps every hand). */
function inOrder(hand: readonly Card[]): boolean {
  let last = -Infinity;
  for (let i = 0; i < hand.length; i++) {
    const v = bestValue(hand[i] as Card);
    if (v < last) return false;
    last = v;
  }
  return true;
}

function playerView(s: JhState, seat: Seat): JhView {
  const n = players(s);
  const totals = viewTotals(s, n);
  const own = s.hands[seat] ?? [];
  return {
    seat,
    options: s.options,
    round: s.round,
    phase: s.phase,
    turn: s.phase === 'over' ? 'terminal' : s.turn,
    // A hand in order is shared: the state never changes its hands in place.
    hand: inOrder(own) ? own : sortCards(own),
    handCounts: s.hands.map((h) => h.length),
    centre: top(s),
    run: s.run,
    direction: s.direction,
    lastEgg: s.lastEgg,
    catchable: s.catchable,
    scores: s.scores,
    totals,
    goodEgg: s.goodEgg,
    badEgg: s.badEgg,
    gift: s.gift,
    discardCount: s.discard.length,
    stockCount: s.stock.length,
    roundLeader: roundLeader(s),
    nextLeader: n === 2 && s.round < ROUNDS && s.phase !== 'over' ? twoPlayerLeader(s.firstLeader, s.round + 1) : null,
    known: s.known,
    golden: s.golden,
    log: s.log,
  };
}

/**
 * A full state consistent with `view`: this seat's hand, the centre, every public fact as shown,
 * and the unseen cards dealt at random. Cards laid in this round's cleared Runs are public, so
 * they make up the discard pile (after a catch, a random part of them of the shown size; the
 * rest may be in hands). The other cards go to the other hands and the face-down pile in their
 * shown sizes, with publicly known cards (Big Red's holder, exchanged cards) kept where they are
 * known to be.
 */
function resample(view: JhView, seat: Seat, rng: Rng): JhState {
  const n = view.options.players;
  const runCards = view.run.flatMap((l) => l.cards.map(handCard));
  const unseen = removeCards(deckFor(n), [...view.hand, ...runCards]) ?? [];
  let since = 0;
  view.log.forEach((e, i) => {
    if (e.type === 'deal') since = i;
  });
  const laid = view.log.slice(since).flatMap((e) => (e.type === 'lay' ? e.cards.map(handCard) : []));
  const cleared = removeCards(laid, runCards) ?? laid;
  const publicDiscard: Card[] = [];
  const rest = [...unseen];
  for (const c of cleared) {
    const i = rest.indexOf(c);
    if (i >= 0) {
      publicDiscard.push(c);
      rest.splice(i, 1);
    }
  }
  const discard = rng.shuffle(publicDiscard).slice(0, view.discardCount);
  const pool = rng.shuffle(removeCards(unseen, discard) ?? []);
  if (discard.length < view.discardCount) {
    discard.push(...pool.splice(0, view.discardCount - discard.length));
  }
  const hands: Card[][] = Array.from({ length: n }, () => []);
  hands[seat] = [...view.hand];
  for (const k of view.known) {
    if (k.seat === seat) continue;
    const hand = hands[k.seat] as Card[];
    const i = pool.indexOf(k.card);
    if (i >= 0 && hand.length < (view.handCounts[k.seat] ?? 0)) {
      hand.push(k.card);
      pool.splice(i, 1);
    }
  }
  for (let s = 0; s < n; s++) {
    if (s === seat) continue;
    const hand = hands[s] as Card[];
    hand.push(...pool.splice(0, (view.handCounts[s] ?? 0) - hand.length));
    hands[s] = sortCards(hand);
  }
  const stock = pool.splice(0, view.stockCount);
  const first = view.log.find((e) => e.type === 'deal');
  return {
    options: view.options,
    rng: Rng.fromSeed(rng.deriveSeed()).state(),
    round: view.round,
    phase: view.phase,
    hands,
    turn: view.turn === 'terminal' ? 0 : view.turn,
    direction: view.direction,
    run: view.run,
    discard,
    stock,
    lastEgg: view.lastEgg,
    catchable: view.catchable,
    scores: view.scores,
    goodEgg: view.goodEgg,
    badEgg: view.badEgg,
    firstLeader: first && first.type === 'deal' ? first.leader : 0,
    gift: view.gift,
    known: view.known,
    golden: view.golden,
    log: view.log,
  };
}

/** An action in the card notation of the rulings, e.g. `O8 Y8 B8`, `G9 G9 Y9 O9 skip`, `cluck`. */
export function actionToString(action: JhAction): string {
  switch (action.type) {
    case 'lay':
      return `${formatCards(action.cards)}${action.coop ? ` ${action.coop}` : ''}`;
    case 'cluck':
      return 'cluck';
    case 'give-back':
      return `give ${action.card}`;
    case 'declare':
      return 'Last Egg';
    case 'catch':
      return `catch seat ${action.target}`;
  }
}

function outcome(s: JhState): ReturnType<Game<JhState, JhAction, JhView, JhOptions>['outcome']> {
  if (s.phase !== 'over' || s.golden === null) return null;
  const totals = totalsOf(s.scores, players(s));
  const names = totals.map((_, seat) => `Seat ${seat}`);
  const end = s.log[s.log.length - 1];
  const drawn = s.log.some((e) => e.type === 'golden-draw');
  const summary = end && end.type === 'game-end' ? describeEvent(end, names) : '';
  return {
    winners: [s.golden],
    scores: totals,
    rounds: ROUNDS,
    summary: drawn ? summary.replace(' is the Golden Egg', ' is the Golden Egg (after a tie-break draw)') : summary,
  };
}

/** The Just Hatched engine: the Game contract of src/engine over {@link JhState}. */
export const justHatchedGame: Game<JhState, JhAction, JhView, JhOptions> = {
  id: 'just-hatched',
  setup: (options, seed) => newState(normaliseOptions(options), Rng.fromSeed(seed)),
  currentPlayer: (s) => (s.phase === 'over' ? 'terminal' : s.turn),
  legalActions,
  interjections,
  speaksFirst,
  applyAction,
  playerView,
  resample,
  actionToString,
  outcome,
};
