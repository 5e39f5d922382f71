import type { Seat } from '../../engine/index.js';
import { plural } from '../words.js';
import { cardName, formatCards } from './cards.js';
import type { JhAction, JhEvent, RoundScore, TwoPlayerVersion } from './state.js';

function direction(d: 1 | -1): string {
  return d === 1 ? 'Cluckwise' : 'Counter-Cluckwise';
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function scoreLine(name: string, s: RoundScore): string {
  if (s.cards === 0) return `${name} 0`;
  const penalty = s.penalty > 0 ? ` + ${s.penalty}` : '';
  return `${name} ${s.points} (${s.cards} card${s.cards === 1 ? '' : 's'} ×${s.multiplier}${penalty})`;
}

/**
 * One event as a plain sentence, players named by `names[seat]` (falling back to "Seat n").
 * Each lay is declared in words, e.g. "Ada lays Three-of-a-Kind of 8s: O8 Y8 B8."
 */
export function describeEvent(event: JhEvent, names: readonly string[], twoPlayer?: TwoPlayerVersion | null): string {
  const who = (seat: Seat): string => names[seat] ?? `Seat ${seat}`;
  switch (event.type) {
    case 'deal':
      // Both-hands deals rounds 2 and 4 from the cards set aside the round before, and sets
      // that round's cards aside in their place (the event counts them, as it counts any stock).
      if (twoPlayer === 'both-hands' && event.round % 2 === 0)
        return `Round ${event.round}: the ${event.cardsEach * 2} cards set aside in Round ${event.round - 1} are dealt, ${event.cardsEach} each; Round ${event.round - 1}'s own ${event.stock} lie face down; ${who(event.leader)} leads.`;
      return event.stock > 0
        ? `Round ${event.round}: ${event.cardsEach} cards each, ${event.stock} face down; ${who(event.leader)} leads.`
        : `Round ${event.round}: ${event.cardsEach} cards each; ${who(event.leader)} leads.`;
    case 'big-red':
      return `${who(event.seat)} shows Big Red and leads the first Run.`;
    case 'highest-card':
      return `${who(event.seat)} shows the highest card, ${event.card} (${cardName(event.card)}), and leads the first Run.`;
    case 'lay':
      return `${who(event.seat)} lays ${event.name}: ${formatCards(event.cards)}.`;
    case 'cluck':
      return `${who(event.seat)} clucks.`;
    case 'flip':
      return `${who(event.seat)} flips the play: now ${direction(event.direction)}.`;
    case 'skip':
      return event.roundOver
        ? `${who(event.seat)}'s Coop skips ${who(event.skipped)}, but the Round is over.`
        : `${who(event.seat)} skips ${who(event.skipped)}.`;
    case 'run-won':
      return `${who(event.seat)} wins the Run and leads the next one.`;
    case 'declare':
      return `${who(event.seat)} says "Last Egg!"`;
    case 'catch':
      return `${who(event.by)} catches ${who(event.seat)}'s undeclared Last Egg: ${who(event.seat)} takes ${event.penalty} penalty card${event.penalty === 1 ? '' : 's'}.`;
    case 'out':
      return `${who(event.seat)} goes out!`;
    case 'round-end':
      return `Round ${event.round} scores: ${event.scores.map((s, seat) => scoreLine(who(seat), s)).join(', ')}.`;
    case 'eggs':
      return `${who(event.good)} is the Good Egg and ${who(event.bad)} the Bad Egg${event.tieBreak ? ` (tie settled by ${event.tieBreak})` : ''}.`;
    case 'gift':
      return `${who(event.from)} gives their best card to ${who(event.to)}: ${event.card} (${cardName(event.card)}).`;
    case 'give-back':
      return `${who(event.from)} gives ${who(event.to)} ${event.card} (${cardName(event.card)}) in return.`;
    case 'golden-draw':
      return `${who(event.seat)} draws ${event.card} (${cardName(event.card)}) for the Golden Egg.`;
    case 'game-end': {
      const rotten = event.rotten.map(who);
      const rottenText = rotten.length === 1 ? `${rotten[0]} is the Rotten Egg` : `${list(rotten)} share the Rotten Egg`;
      return `${who(event.golden)} is the Golden Egg with ${plural(event.totals[event.golden] as number, 'point')}; ${rottenText} with ${event.totals[event.rotten[0] as Seat]}.`;
    }
  }
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
