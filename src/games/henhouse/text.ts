import { NotationError, type Seat } from '../../engine/index.js';
import { formatPlayed, parsePlayed, type Vermin } from './cards.js';
import { describeCombo, sortPlayed } from './lays.js';
import type { HenhouseAction, HenhouseEvent } from './state.js';
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
      return `${name(event.seat)} takes the ${event.vermin}${took} and plays ${what}.`;
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

/**
 * An action in canonical notation: `pass`; a play's cards sorted by rank then suit (`BC5 BC6 *C=BC7`), preceded by `skunk:` or by
 * `fox WC7:` / `snake BE2:` naming the card the vermin takes.
 */
export function actionToString(action: HenhouseAction): string {
  if (action.type === 'pass') return 'pass';
  const cards = sortPlayed(action.cards.map(parsePlayed)).map(formatPlayed).join(' ');
  if (!action.vermin) return cards;
  const remove = action.remove ? ` ${formatPlayed(parsePlayed(action.remove))}` : '';
  return `${action.vermin}${remove}: ${cards}`;
}

/**
 * Reads an action written as {@link actionToString} prints it (any case). Throws NotationError
 * with a one-line reason when it cannot.
 */
export function parseAction(text: string): HenhouseAction {
  const t = text.trim();
  if (/^pass$/i.test(t)) return { type: 'pass' };
  const m = /^(skunk|fox|snake)(?:\s+(\S+))?\s*:\s*(.*)$/i.exec(t);
  const body = m ? (m[3] as string) : t;
  const cards = body
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((c) => formatPlayed(parsePlayed(c)));
  if (cards.length === 0) throw new NotationError(`"${text}" names no cards`);
  if (!m) return { type: 'play', cards };
  const vermin = (m[1] as string).toLowerCase() as Vermin;
  return m[2] ? { type: 'play', cards, vermin, remove: formatPlayed(parsePlayed(m[2])) } : { type: 'play', cards, vermin };
}
