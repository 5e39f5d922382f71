// Just Hatched in line mode (`--plain`): the table as sentences, moves typed in the notation of
// the rulings (O7 Y7, D=O7, a Coop with flip or skip, cluck, give B7, Last Egg, catch).
import type { PlainText } from '../types.js';
import { cardName, parseCards } from './cards.js';
import { justHatchedGame, ROUNDS } from './rules.js';
import { plural } from '../words.js';
import type { JhAction, JhView } from './state.js';

const DECLARE: JhAction = { type: 'declare' };

/** The Just Hatched table in sentences, and how its moves are typed. */
export const jhPlain: PlainText<JhView, JhAction> = {
  status(view, seats) {
    const who = (seat: number) => seats[seat]?.name ?? `Seat ${seat}`;
    const direction = view.options.players === 2 ? '' : `, play goes ${view.direction === 1 ? 'Cluckwise' : 'Counter-Cluckwise'}`;
    const lines = [`Round ${view.round} of ${ROUNDS}${direction}.`];
    const seatLines = seats.map((s, seat) => {
      const facts = [
        plural(view.handCounts[seat] ?? 0, 'card'),
        plural(view.totals[seat] ?? 0, 'point'),
        ...(view.lastEgg[seat] === 'declared' ? ['said Last Egg'] : []),
        ...(view.turn === seat ? ['to play'] : []),
      ];
      return `${seat === view.seat ? `${s.name} (you)` : s.bot ? `${s.name} (${s.bot} bot)` : s.name}: ${facts.join(', ')}`;
    });
    lines.push(`Seats: ${seatLines.join('; ')}.`);
    // Both hands, Rounds 2 and 4: the face-down cards are the last Round's, set aside, not the leftovers (those were dealt).
    if (view.stockCount > 0)
      lines.push(
        view.handCounts.length === 2 && view.options.twoPlayer !== 'one-and-dump' && view.round % 2 === 0
          ? `Set aside: the ${view.stockCount} cards of Round ${view.round - 1}.`
          : `Face down: ${view.stockCount} cards.`,
      );
    if (view.phase === 'exchange' && view.turn === view.seat) {
      lines.push(
        `You are the Bad Egg and got ${view.gift ?? 'a card'}${view.gift ? ` (${cardName(view.gift)})` : ''}: give back another card.`,
      );
    } else if (view.centre) {
      lines.push(`To beat: ${who(view.centre.seat)}'s ${view.centre.name}: ${view.centre.cards.join(' ')}.`);
    } else if (view.phase === 'play') lines.push('Nothing to beat: a new Run is led.');
    lines.push(`Your hand (${view.hand.length}): ${view.hand.join(' ') || 'no cards'}.`);
    return lines;
  },
  label(action, view, seats) {
    const who = (seat: number) => seats[seat]?.name ?? `Seat ${seat}`;
    switch (action.type) {
      case 'catch':
        return `catch ${who(action.target)} (x)`;
      case 'declare':
        return 'Last Egg (e)';
      case 'lay': {
        const cards = action.cards.join(' ');
        if (action.coop !== 'skip') return action.coop ? `${cards} flip` : cards;
        const n = view.options.players;
        return `${cards} skip (skips ${who((((view.seat + view.direction) % n) + n) % n)})`;
      }
      default:
        return justHatchedGame.actionToString(action);
    }
  },
  howTo(legal) {
    if (legal.some((a) => a.type === 'give-back')) return 'Type give and the card to give back (give B7), or a choice number.';
    // A Cluck is named only when the rules offer one (never to the leader of a Run).
    const cluck = legal.some((a) => a.type === 'cluck') ? ', cluck' : '';
    return `Type the cards to lay (O7 Y7; a Duck as D=O7, or D to be asked; a Coop with flip or skip)${cluck}, or a choice number. End a lay with "e" to say Last Egg with it.`;
  },
  aliases: { c: 'cluck', e: 'Last Egg', egg: 'Last Egg', 'last egg!': 'Last Egg', x: 'catch' },
  // A Duck may be typed bare (D) and a Coop without flip or skip, a catch without its seat: the
  // choices that fit are then listed to pick from.
  loose: (notation) =>
    notation
      .replace(/\bD=\S+/g, 'D')
      .replace(/\s+(flip|skip)$/, '')
      .replace(/^catch seat \d+$/, 'catch'),
  together: { e: DECLARE, egg: DECLARE },
  // The words of the moves that are no lay are read too, so that the engine says why one cannot be
  // made now ("You lead this Run, so you must lay something."), not that the word is not a card.
  read(typed, view) {
    const text = typed.trim();
    if (/^cluck$/i.test(text)) return { type: 'cluck' };
    if (/^last egg!?$/i.test(text)) return DECLARE;
    const caught = /^catch(?:\s+seat\s+(\d+))?$/i.exec(text);
    // A bare catch names the seat open to one, if any: with none, no seat (-1) is, and the engine says so.
    if (caught) return { type: 'catch', target: caught[1] === undefined ? (view?.catchable ?? -1) : Number(caught[1]) };
    const give = /^give\s+(\S+)$/i.exec(text);
    if (give) return { type: 'give-back', card: parseCards(give[1] as string)[0] as string };
    const coop = /\s+(flip|skip)$/i.exec(text);
    const cards = parseCards(coop ? text.slice(0, coop.index) : text);
    return coop ? { type: 'lay', cards, coop: (coop[1] as string).toLowerCase() as 'flip' | 'skip' } : { type: 'lay', cards };
  },
};
