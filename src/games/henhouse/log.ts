import type { Seat } from '../../engine/index.js';
import { verminName, describeCombo } from './lays.js';
import type { HenhouseEvent } from './state.js';
import { plural } from '../words.js';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** "first", "second", … for a place (1-based). */
export function ordinal(place: number): string {
  return ORDINALS[place - 1] ?? `${place}th`;
}

/** One plain sentence for an event, naming seats with `names` (indexed by seat). */
export function describeEvent(event: HenhouseEvent, names: readonly string[]): string {
  const name = (s: Seat): string => names[s] ?? `Seat ${s}`;
  switch (event.type) {
    case 'deal':
      return event.why === 'drawn'
        ? `Round ${event.round} is dealt; ${name(event.leader)} was drawn to lead.`
        : `Round ${event.round} is dealt; ${name(event.leader)} leads with the most points.`;
    case 'play': {
      const cards = event.combo.cards.join(' ');
      const what = `a ${describeCombo(event.combo)} (${cards})`;
      if (!event.vermin) return `${name(event.seat)} plays ${what}.`;
      const took = event.removed ? `, removes ${event.removed},` : '';
      return `${name(event.seat)} takes the ${verminName(event.vermin)}${took} and plays ${what}.`;
    }
    case 'pass':
      return `${name(event.seat)} passes.`;
    case 'trick':
      return event.winner === event.leader
        ? `${name(event.winner)} wins the trick and leads.`
        : `${name(event.winner)} wins the trick; ${name(event.leader)} leads next.`;
    case 'out':
      return `${name(event.seat)} is out, ${ordinal(event.place)}.`;
    case 'round': {
      const parts = event.result.places.map((s) => `${name(s)} ${event.result.points[s]}`);
      return `Round ${event.result.round} scores: ${parts.join(', ')}.`;
    }
    case 'end': {
      const least = event.totals[event.winners[0] as Seat];
      const who = event.winners.map(name);
      return who.length > 1
        ? `${who.join(' and ')} share the win with ${plural(least as number, 'point')}.`
        : `${who[0]} wins with ${plural(least as number, 'point')}.`;
    }
  }
}
