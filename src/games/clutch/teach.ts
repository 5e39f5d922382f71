import { Rng } from '../../engine/index.js';
import type { GameTeaching, Lesson } from '../types.js';
import { previewChoice } from './preview.js';
import { clutchGame } from './rules.js';
import type { ClutchAction, ClutchEvent, ClutchView } from './state.js';

const L = (topic: string, a: string, b: string): Lesson => ({ topic, lines: [a, b] });

const LESSONS: Readonly<Record<string, Lesson>> = {
  court: L(
    'court',
    'A Jack, Queen or King costs 1 chicken and joins your court: Kings feed CLUBS,',
    'Queens DIAMONDS and SPADES, Jacks save others and can pull you back from a loss.',
  ),
  sacrifice: L(
    'sacrifice',
    'A sacrifice sends a court card to the crypt for good and takes a card of its',
    'suit from the spread for nothing (none there: the spread is discarded).',
  ),
  previous: L(
    'previous',
    'The number card you keep stays as your previous card. Take another of the same',
    "suit and both are discarded and that suit's event fires.",
  ),
  clubs: L('clubs', 'CLUBS: 250 chickens for every King in your court, or 100 with no King.', 'Kings are worth keeping for it.'),
  diamonds: L(
    'diamonds',
    'DIAMONDS: 100 chickens per Queen in your court, then a free RESHUFFLE',
    '(10 cards from the aside pile, shuffled in with the discards, no penalty).',
  ),
  hearts: L(
    'hearts',
    'HEARTS: your flock doubles. At 1000 or more it rises up and you lose your',
    'court (each Jack keeps one Queen or King).',
  ),
  spades: L(
    'spades',
    'SPADES: 100 chickens per Queen. With 1000 or more you win; with fewer you',
    'lose, unless you sacrifice a Jack, which saves the game.',
  ),
  reshuffle: L(
    'reshuffle',
    'RESHUFFLE: 10 cards come from the aside pile into the deck with the discards.',
    'When the deck ran dry it has consequences: half the flock and your court go.',
  ),
  'court-lost': L(
    'court-lost',
    'The court was lost: its cards went to the crypt for good. Each Jack you held',
    'kept one Queen or King of your choice and went to the crypt itself.',
  ),
};

const SUIT_TOPIC: Readonly<Record<string, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

function cards(a: ClutchAction): string[] {
  switch (a.type) {
    case 'take':
      return [a.card];
    case 'sacrifice':
      return [a.court, ...(a.take ? [a.take] : [])];
    case 'save':
      return [...a.cards];
    case 'escape':
      return [a.jack];
    case 'decline':
      return [];
  }
}

/** The teaching table's words and marks for this game. */
export const clutchTeaching: GameTeaching<ClutchView, ClutchAction, ClutchEvent> = {
  hintIterations: 60,
  cards,
  reason(view, action) {
    let text: string;
    try {
      text = previewChoice(clutchGame.resample(view, 0, Rng.fromSeed(1)), action).text;
    } catch {
      text = clutchGame.actionToString(action);
    }
    return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)} — of your choices, the one that leaves the flock best placed.`;
  },
  playable: (view) => new Set(view.spread),
  nothingBeats: () => null,
  topics(_view, events) {
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
  },
  lessons: LESSONS,
};
