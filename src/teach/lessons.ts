import type { GameId, Seat } from '../engine/index.js';
import type { ClutchEvent, ClutchView } from '../games/clutch/index.js';
import type { HenhouseEvent, HenhouseView } from '../games/henhouse/index.js';
import { isCoop, readLay, type JhEvent, type JhView } from '../games/just-hatched/index.js';

/** A special card or rule, explained in two lines the first time it comes up at a teaching table. */
export interface Lesson {
  readonly topic: string;
  readonly lines: readonly [string, string];
}

const L = (topic: string, a: string, b: string): Lesson => ({ topic, lines: [a, b] });

/** Every lesson, by topic. */
export const LESSONS: Readonly<Record<string, Lesson>> = {
  // Just Hatched
  'big-red': L('big-red', 'Big Red (RC) is the top card. Laid alone nothing beats him, not even a Coop,', 'so he always wins his Run. In round 1 his holder shows him and leads.'),
  duck: L('duck', 'A Duck (D) is wild: laid, it stands for any Egg you name (D=O7), one per lay,', 'never with Chickens or in a Coop. Every lay with a Duck flips the direction.'),
  chickens: L('chickens', 'Chickens (BC GC YC OC) rank above every Egg. They go alone or together', '(two, three, a Coop of Chickens), never mixed with Eggs or a Duck.'),
  coop: L('coop', 'A Coop is 4 (Little) or 5 (Big) of one number, or 4–5 Chickens. It beats any lay', 'but Big Red alone; only a higher Coop beats it. Its layer flips or skips.'),
  'last-egg': L('last-egg', 'Down to one card? Say "Last Egg!" (e). Until the next player acts, anyone may', 'catch you (x) if you did not, and you take 2 cards from the discard pile.'),
  flip: L('flip', 'The direction flipped: play now goes the other way round the table', '(Cluckwise ↔ Counter-Cluckwise). A Duck in a lay, or a Coop, flips it.'),
  exchange: L('exchange', 'Between rounds the Good Egg (out first) gives the Bad Egg (most points) their', 'best card, and the Bad Egg gives back any card but that one.'),
  cluck: L('cluck', 'To Cluck (c) is to pass. It does not shut you out: you may lay again later in', 'the Run. When play comes back to the last layer, they win the Run and lead.'),
  // Henhouse
  wild: L('wild', 'Your wilds (*C, *E) are cards of your hand, seen by all. Played, each keeps its', 'trait (chicken or egg) and you choose its colour and rank: *C=WC5.'),
  skunk: L('skunk', 'The skunk lets you play LOWER: the same type and size, below the pile.', 'Each vermin you hold costs a point at the end of the round, unless you go out first.'),
  fox: L('fox', 'The fox takes a chicken out of a set or run of 3–4 on the pile (from a run, an end', 'card); then beat what is left with one card fewer. Each vermin costs a point.'),
  snake: L('snake', 'The snake takes an egg out of a set or run of 3–4 on the pile (from a run, an end', 'card); then beat what is left with one card fewer. Each vermin costs a point.'),
  henhouse: L('henhouse', 'A Henhouse is two pairs of next ranks (5-5-6-6). It beats any combination that is', 'not a Henhouse, and is beaten only by a higher (or suited) Henhouse.'),
  'golden-rule': L('golden-rule', 'Every set, run and Henhouse is all one colour (brown or white) or all one trait', '(chickens or eggs): brown chickens never join white eggs.'),
  // Clutch
  court: L('court', 'A Jack, Queen or King costs 1 chicken and joins your court: Kings feed CLUBS,', 'Queens DIAMONDS and SPADES, Jacks save others and can pull you back from a loss.'),
  sacrifice: L('sacrifice', 'A sacrifice sends a court card to the crypt for good and takes a card of its', 'suit from the spread for nothing (none there: the spread is discarded).'),
  previous: L('previous', 'The number card you keep stays as your previous card. Take another of the same', 'suit and both are discarded and that suit\'s event fires.'),
  clubs: L('clubs', 'CLUBS: 250 chickens for every King in your court, or 100 with no King.', 'Kings are worth keeping for it.'),
  diamonds: L('diamonds', 'DIAMONDS: 100 chickens per Queen in your court, then a free RESHUFFLE', '(10 cards from the aside pile, shuffled in with the discards, no penalty).'),
  hearts: L('hearts', 'HEARTS: your flock doubles. At 1000 or more it rises up and you lose your', 'court (each Jack keeps one Queen or King).'),
  spades: L('spades', 'SPADES: 100 chickens per Queen. With 1000 or more you win; with fewer you', 'lose, unless you sacrifice a Jack, which saves the game.'),
  reshuffle: L('reshuffle', 'RESHUFFLE: 10 cards come from the aside pile into the deck with the discards.', 'When the deck ran dry it has consequences: half the flock and your court go.'),
  'court-lost': L('court-lost', 'The court was lost: its cards went to the crypt for good. Each Jack you held', 'kept one Queen or King of your choice and went to the crypt itself.'),
};

function jhTopics(view: JhView, events: readonly JhEvent[]): string[] {
  const out: string[] = [];
  const hand = view.hand;
  if (hand.includes('RC')) out.push('big-red');
  if (hand.includes('D')) out.push('duck');
  if (hand.some((c) => /^[BGYO]C$/.test(c))) out.push('chickens');
  if (hand.length === 1) out.push('last-egg');
  for (const e of events) {
    if (e.type === 'big-red') out.push('big-red');
    if (e.type === 'cluck') out.push('cluck');
    if (e.type === 'flip') out.push('flip');
    if (e.type === 'declare' || e.type === 'catch') out.push('last-egg');
    if (e.type === 'gift' || e.type === 'give-back') out.push('exchange');
    if (e.type === 'lay') {
      const read = readLay(e.cards);
      if (read.ok && read.lay.duck) out.push('duck');
      if (read.ok && isCoop(read.lay)) out.push('coop');
      if (read.ok && read.lay.bigRed) out.push('big-red');
      if (read.ok && read.lay.chickens) out.push('chickens');
    }
  }
  return out;
}

function hhTopics(view: HenhouseView, events: readonly HenhouseEvent[]): string[] {
  const out: string[] = [];
  if (view.wilds[view.seat]?.C || view.wilds[view.seat]?.E) out.push('wild');
  for (const e of events) {
    if (e.type !== 'play') continue;
    if (e.combo.cards.some((c) => c.startsWith('*'))) out.push('wild');
    if (e.vermin) out.push(e.vermin);
    if (e.combo.type === 'henhouse') out.push('henhouse');
    if (e.combo.cards.length > 1) out.push('golden-rule');
  }
  return out;
}

const SUIT_TOPIC: Readonly<Record<string, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

function clutchTopics(_view: ClutchView, events: readonly ClutchEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'court-add') out.push('court');
    if (e.type === 'sacrifice' || e.type === 'escape') out.push('sacrifice');
    if (e.type === 'previous') out.push('previous');
    if (e.type === 'event') out.push(SUIT_TOPIC[e.suit] as string);
    if (e.type === 'reshuffle') out.push('reshuffle');
    if (e.type === 'court-lost') out.push('court-lost');
  }
  return out;
}

/**
 * The topics that come up for `seat` in `view`: special cards in its hand, and what the public
 * `events` (those of the last move) show. In the order they came up; a topic may repeat.
 */
export function topicsIn(game: GameId, view: unknown, events: readonly unknown[], _seat: Seat = 0): string[] {
  switch (game) {
    case 'just-hatched':
      return jhTopics(view as JhView, events as JhEvent[]);
    case 'henhouse':
      return hhTopics(view as HenhouseView, events as HenhouseEvent[]);
    case 'clutch':
      return clutchTopics(view as ClutchView, events as ClutchEvent[]);
    default:
      return [];
  }
}

/** The first lesson among `topics` not in `seen`, or null. */
export function nextLesson(topics: readonly string[], seen: ReadonlySet<string>): Lesson | null {
  for (const t of topics) if (!seen.has(t) && LESSONS[t]) return LESSONS[t] as Lesson;
  return null;
}
