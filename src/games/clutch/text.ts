import { plural } from '../words.js';
import { cardLabel, rankOf, type Card } from './cards.js';
import type { ClutchAction, ClutchEvent } from './state.js';

/** What a Queens event brought: "2 Queens brought +200", or "no Queen, nothing gained". */
function gained(queens: number, gain: number): string {
  return queens === 0 ? 'no Queen, nothing gained' : `${plural(queens, 'Queen')} brought +${gain}`;
}

function list(cards: readonly Card[]): string {
  return cards.length === 0 ? 'none' : cards.map(cardLabel).join(' ');
}

function rankName(card: Card): string {
  return rankOf(card) === 11 ? 'Jack' : rankOf(card) === 12 ? 'Queen' : 'King';
}

/** One plain sentence for the event log. */
export function eventText(e: ClutchEvent): string {
  switch (e.type) {
    case 'deal':
      return `The spread is ${list(e.spread)}.`;
    case 'take':
      return `You took ${cardLabel(e.card)} for ${plural(e.cost, 'chicken')}${e.smallest ? ' (smallest number card)' : ''}, leaving ${e.chickens}.`;
    case 'sacrifice':
      return e.take === null
        ? `You sacrificed ${cardLabel(e.court)} to the crypt; nothing in the spread matched, so it was discarded.`
        : `You sacrificed ${cardLabel(e.court)} to the crypt and took ${cardLabel(e.take)} free.`;
    case 'court-add':
      return `${cardLabel(e.card)} joined your court as a ${rankName(e.card)}.`;
    case 'previous':
      return e.replaced === null
        ? `${cardLabel(e.card)} is now your previous number card.`
        : `${cardLabel(e.card)} replaced ${cardLabel(e.replaced)} as your previous number card.`;
    case 'event':
      switch (e.suit) {
        case 'C':
          return e.count > 0
            ? `CLUBS: ${plural(e.count, 'King')} brought +${e.gain}, now ${plural(e.chickens, 'chicken')}.`
            : `CLUBS: +${e.gain} with no King, now ${plural(e.chickens, 'chicken')}.`;
        case 'D':
          return `DIAMONDS: ${gained(e.count, e.gain)}, now ${plural(e.chickens, 'chicken')}; a free RESHUFFLE follows.`;
        case 'H':
          return `HEARTS: the population doubled to ${e.chickens}.`;
        case 'S':
          return `SPADES: ${gained(e.count, e.gain)}, now ${plural(e.chickens, 'chicken')}.`;
      }
      break;
    case 'rise':
      return `With ${e.chickens} chickens the flock rose up against the court.`;
    case 'court-lost':
      return `The court was lost${e.cause === 'hearts' ? ' to the uprising' : ' in the RESHUFFLE'}: ${list(e.lost)} went to the crypt${e.saved.length > 0 ? `; ${plural(e.saved.length, 'Jack')} saved ${list(e.saved)}` : ''}.`;
    case 'reshuffle':
      return `RESHUFFLE${e.consequences ? ' with consequences' : ', free of consequences'}: ${plural(e.taken, 'card')} came from the aside pile (${e.asideLeft} left).`;
    case 'halve':
      return `Half the flock was lost: ${e.from} became ${e.to}.`;
    case 'shuffle':
      return `The discard pile was shuffled into the deck, now ${plural(e.deck, 'card')}.`;
    case 'escape':
      return `You sacrificed ${cardLabel(e.jack)} to escape losing ${e.cause === 'spades' ? 'to the SPADES event' : 'for want of aside cards'}.`;
    case 'end':
      return e.reason;
  }
}

/** A few words for a choice preview, e.g. "HEARTS: double → 260"; null for events not worth naming there. */
export function eventPhrase(e: ClutchEvent): string | null {
  switch (e.type) {
    case 'deal':
    case 'shuffle':
    case 'sacrifice':
    case 'take':
      return null;
    case 'court-add':
      return `${cardLabel(e.card)} joins the court`;
    case 'previous':
      return e.replaced === null
        ? `${cardLabel(e.card)} becomes previous card`
        : `${cardLabel(e.card)} replaces ${cardLabel(e.replaced)} as previous card`;
    case 'event':
      switch (e.suit) {
        case 'C':
          return `CLUBS: +${e.gain} → ${e.chickens}`;
        case 'D':
          // Worded as the log words it: no Queen brings nothing, not "+0".
          return e.count === 0 ? `DIAMONDS: no Queen, nothing gained → ${e.chickens}` : `DIAMONDS: +${e.gain} → ${e.chickens}`;
        case 'H':
          return `HEARTS: double → ${e.chickens}`;
        case 'S':
          return e.count === 0 ? `SPADES: no Queen, nothing gained → ${e.chickens}` : `SPADES: +${e.gain} → ${e.chickens}`;
      }
      break;
    case 'rise':
      return 'the flock rises up';
    case 'court-lost':
      return `court lost (${list(e.lost)} to the crypt${e.saved.length > 0 ? `, ${list(e.saved)} saved` : ''})`;
    case 'reshuffle':
      return e.consequences ? `RESHUFFLE with consequences (+${e.taken} aside)` : `RESHUFFLE, free (+${e.taken} aside)`;
    case 'halve':
      return `halved → ${e.to}`;
    case 'escape':
      return `${cardLabel(e.jack)} sacrificed to go on`;
    case 'end':
      return e.outcome === 'won' ? 'YOU WIN' : 'YOU LOSE';
  }
}

/** The action in notation: `take 7H`, `sacrifice QH take 7H`, `sacrifice QH`, `save QD KS`, `escape JH`, `decline`. */
export function actionToString(action: ClutchAction): string {
  switch (action.type) {
    case 'take':
      return `take ${action.card}`;
    case 'sacrifice':
      return action.take === null ? `sacrifice ${action.court}` : `sacrifice ${action.court} take ${action.take}`;
    case 'save':
      return `save ${action.cards.join(' ')}`;
    case 'escape':
      return `escape ${action.jack}`;
    case 'decline':
      return 'decline';
  }
}

/** The action for people, e.g. "take 7♥", "sacrifice Q♥, take 7♥ free". */
export function actionLabel(action: ClutchAction): string {
  switch (action.type) {
    case 'take':
      return `take ${cardLabel(action.card)}`;
    case 'sacrifice':
      return action.take === null
        ? `sacrifice ${cardLabel(action.court)}, discard the spread`
        : `sacrifice ${cardLabel(action.court)}, take ${cardLabel(action.take)} free`;
    case 'save':
      return `save ${list(action.cards)}`;
    case 'escape':
      return `sacrifice ${cardLabel(action.jack)} and go on`;
    case 'decline':
      return 'keep the Jacks and lose';
  }
}
