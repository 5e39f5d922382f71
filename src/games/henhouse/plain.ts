// Henhouse in line mode (`--plain`): the table as sentences, plays typed as the rules print
// them (BC5 BE5, a wild as *C=WC5, "fox BC6: BC7 BC8" with a vermin, pass).
import type { PlainText } from '../types.js';
import { sortCodes, VERMIN } from './cards.js';
import { describeCombo } from './lays.js';
import { ordinal, parseAction } from './text.js';
import { plural } from '../words.js';
import { ROUNDS } from './score.js';
import { cardsHeld } from './step.js';
import type { HenhouseAction, HenhouseView } from './state.js';

/** The Henhouse table in sentences, and how its plays are typed. */
export const henhousePlain: PlainText<HenhouseView, HenhouseAction> = {
  status(view, seats) {
    const who = (seat: number) => seats[seat]?.name ?? `Seat ${seat}`;
    const lines = [`Round ${Math.min(view.round, ROUNDS)} of ${ROUNDS}.`];
    const seatLines = seats.map((s, seat) => {
      const place = view.out.indexOf(seat);
      const taken = view.taken[seat] ?? [];
      const held = view.wilds[seat] ?? { C: false, E: false };
      const wilds = [held.C ? '*C' : '', held.E ? '*E' : ''].filter((w) => w !== '').join(' ');
      // The wilds count as cards in the hand, as the drawn table and the round's score count them.
      const facts = [
        place >= 0
          ? `out (${ordinal(place + 1)})`
          : `${plural(cardsHeld(view, seat, view.handCounts[seat] ?? 0), 'card')} (${wilds === '' ? 'no wilds' : `wilds ${wilds}`})`,
        plural(view.totals[seat] ?? 0, 'point'),
        ...(taken.length > 0 ? [`took ${taken.join(', ')}`] : []),
        ...(view.trick.passed[seat] ? ['passed'] : []),
        ...(view.turn === seat && !view.over ? ['to play'] : []),
      ];
      return `${seat === view.seat ? `${s.name} (you)` : s.bot ? `${s.name} (${s.bot} bot)` : s.name}: ${facts.join(', ')}`;
    });
    lines.push(`Seats: ${seatLines.join('; ')}.`);
    const current = view.trick.current;
    lines.push(
      current
        ? `To beat: ${who(view.trick.by ?? 0)}'s ${describeCombo(current)}: ${current.cards.join(' ')}.`
        : 'Nothing to beat: a new trick is led.',
    );
    lines.push(`Vermin on the table: ${VERMIN.map((v) => `${v} ${view.table[v]}`).join(', ')}.`);
    const wilds = view.wilds[view.seat] ?? { C: false, E: false };
    const hand = [...sortCodes(view.hand), ...(wilds.C ? ['*C'] : []), ...(wilds.E ? ['*E'] : [])];
    lines.push(`Your hand (${hand.length}): ${hand.join(' ') || 'no cards'}.`);
    return lines;
  },
  // Only the kinds of play the rules offer now: a wild, a vermin and a pass each when one is legal.
  howTo(legal) {
    const plays = legal.filter((a) => a.type === 'play');
    const wild = plays.some((a) => a.cards.some((c) => c.startsWith('*'))) ? '; a wild as *C=WC5' : '';
    const vermin = plays.some((a) => a.vermin) ? ', "fox BC6: BC7 BC8" to play with a vermin' : '';
    const pass = legal.some((a) => a.type === 'pass') ? ', pass' : '';
    return `Type the cards to play (BC5 BE5${wild})${vermin}${pass}, or a choice number.`;
  },
  aliases: { p: 'pass' },
  // Plays of the cards as dealt first, then those with wilds, then those with a vermin; pass last.
  order: (action) => (action.type === 'pass' ? 100 : action.cards.filter((c) => c.startsWith('*')).length + (action.vermin ? 10 : 0)),
  read: (typed) => parseAction(typed),
};
