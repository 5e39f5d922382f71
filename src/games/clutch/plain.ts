// A Clutch of Chickens in line mode (`--plain`): the solo table as sentences, each choice listed
// with its full consequences (the engine's own preview), cards written with suit letters (7H).
import { NotationError, Rng } from '../../engine/index.js';
import type { PlainText } from '../types.js';
import { plural } from '../words.js';
import { parseCard, parseCards, sortCards, SUIT_SYMBOLS, SUITS } from './cards.js';
import { TARGET } from './effects.js';
import { previewChoice } from './preview.js';
import { clutchGame } from './rules.js';
import type { ClutchAction, ClutchEvent, ClutchState, ClutchView } from './state.js';
import { actionToString, eventText } from './text.js';

const LETTER = new Map(SUITS.map((suit) => [SUIT_SYMBOLS[suit], suit]));

/** `text` with every suit glyph written as its letter (7♥ → 7H), as line mode writes cards. */
function letters(text: string): string {
  return text.replace(/[♣♦♥♠]/g, (glyph) => LETTER.get(glyph) ?? glyph);
}

const list = (cards: readonly string[]) => (cards.length === 0 ? 'none' : cards.join(' '));

/**
 * A full state behind a view, for the engine's previews. The unseen cards are placed by a fixed
 * seed: a preview never shows the cards dealt next, so where they lie does not matter.
 */
function stateFromView(view: ClutchView): ClutchState {
  return clutchGame.resample(view, 0, Rng.fromSeed(1));
}

/** What the decision of the moment is about, in one line. */
function prompt(view: ClutchView): string | null {
  const phase = view.phase;
  switch (phase.kind) {
    case 'choose':
      return `Spread: ${list(view.spread)}. Keep one card${view.court.length > 0 ? ', or sacrifice a court card' : ''}.`;
    case 'save':
      return `Your court falls! ${phase.jacks === 1 ? 'Your Jack keeps one' : `Your ${phase.jacks} Jacks keep ${phase.jacks}`} of ${list(phase.candidates)}.`;
    case 'escape':
      return phase.cause === 'spades'
        ? `SPADES came with only ${plural(view.chickens, 'chicken')}: sacrifice a Jack to go on, or decline and lose.`
        : `${view.asideCount} ${view.asideCount === 1 ? 'card is' : 'cards are'} left aside for the RESHUFFLE: sacrifice a Jack to go on, or decline and lose.`;
    case 'over':
      return null;
  }
}

/** How each kind of choice is typed, by example. */
/** The kinds of choice, in the order the rules list them: howTo gives an example of each offered. */
const KINDS: readonly ClutchAction['type'][] = ['take', 'sacrifice', 'save', 'escape', 'decline'];

/** The solo table in sentences, and its choices with their consequences. */
export const clutchPlain: PlainText<ClutchView, ClutchAction> = {
  sentence: (event) => letters(eventText(event as ClutchEvent)),
  status(view) {
    const lines = [
      `Turn ${view.turn + 1}: ${plural(view.chickens, 'chicken')} of ${TARGET}; deck ${view.deckCount}, aside ${view.asideCount}, discard ${view.discard.length}.`,
      `Previous card: ${view.previous ?? 'none'}. Court: ${list(view.court)}. Crypt: ${list(view.crypt)}.`,
      // Open information: every card in it was seen face up. Listed low to high, as the table lists it.
      `Discard pile: ${list(sortCards(view.discard))}.`,
    ];
    const now = prompt(view);
    if (now !== null) lines.push(now);
    return lines;
  },
  choice: (action, view) => letters(previewChoice(stateFromView(view), action).text),
  // A card of the spread alone takes it.
  loose: (notation) => notation.replace(/^take /, ''),
  // One example of each kind of choice the moment offers, in the order the rules list them.
  howTo(legal) {
    // The first choice of each kind on offer, in notation: a card a take names is in the spread.
    const examples = KINDS.flatMap((kind) => {
      const first = legal.find((a) => a.type === kind);
      if (first === undefined) return [];
      const written = actionToString(first);
      return [first.type === 'take' ? `${first.card} or ${written}` : written];
    });
    return examples.length === 0
      ? 'Type a choice number, or the choice as written.'
      : `Type a choice number, or the choice as written (${examples.join(', ')}).`;
  },
  // A choice typed that is none of the legal ones is read too, so that the rules say why it
  // cannot be made now ("your court is empty: nothing to sacrifice"), as the table does.
  read(typed, view) {
    const text = typed.trim();
    const sacrifice = /^sacrifice(?:\s+(?!take\b)(\S+))?(?:\s+take\s+(\S+))?$/i.exec(text);
    if (sacrifice) {
      const [, court, take] = sacrifice;
      return { type: 'sacrifice', court: court ? parseCard(court) : (view.court[0] ?? ''), take: take ? parseCard(take) : null };
    }
    const take = /^(?:take\s+)?(\S+)$/i.exec(text);
    if (/^decline$/i.test(text)) return { type: 'decline' };
    const save = /^save\s+(.+)$/i.exec(text);
    if (save) return { type: 'save', cards: parseCards(save[1] as string) };
    const escape = /^escape\s+(\S+)$/i.exec(text);
    if (escape) return { type: 'escape', jack: parseCard(escape[1] as string) };
    if (take) return { type: 'take', card: parseCard(take[1] as string) };
    throw new NotationError(`"${text}" is not one of your choices now`);
  },
};
