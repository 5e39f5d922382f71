import type { LayCheck } from '../types.js';
import { deckFor, formatCards, handCard, parseCards } from './cards.js';
import { judgeBeat, readLay, sortLaid } from './lays.js';
import type { LaidCard } from './types.js';

/** Why `cards` cannot all come out of one deck (that of `players`, or any deck), or null. */
function deckProblem(cards: readonly LaidCard[], players: number | undefined): string | null {
  const deck = players === undefined ? null : deckFor(players);
  const held = cards.map(handCard);
  for (const card of new Set(held)) {
    const count = held.filter((c) => c === card).length;
    if (deck) {
      const inDeck = deck.filter((c) => c === card).length;
      if (inDeck === 0) return `${card} is not in the ${players}-player deck.`;
      if (count > inDeck) return `The ${players}-player deck has only ${inDeck} × ${card}.`;
    } else {
      const most = card === 'D' ? 3 : /C$/.test(card) ? 1 : 2;
      if (count > most) return `No deck has ${count} × ${card}.`;
    }
  }
  return null;
}

/**
 * `big-chicken check just-hatched`: whether `lay` is a legal lay and, with `on`, whether it beats
 * that lay, judged by the engine's own lay rules. With `players`, cards outside that player
 * count's deck are refused with a reason. Throws NotationError on unreadable input; a
 * `players` outside 2–6 throws RangeError.
 */
export function checkLay(lay: string, on: string | undefined, players: number | undefined): LayCheck {
  if (players !== undefined) deckFor(players);
  const cards = parseCards(lay);
  const onCards = on === undefined ? undefined : parseCards(on);
  const shown = formatCards(sortLaid(cards));
  const refuse = (reason: string): LayCheck => ({ legal: false, beats: onCards ? false : null, reason, lay: shown, kind: null });
  const problem = deckProblem(cards, players);
  if (problem) return refuse(problem);
  const reading = readLay(cards);
  if (!reading.ok) return refuse(reading.reason);
  const mine = reading.lay;
  const base = { legal: true, lay: formatCards(mine.cards), kind: mine.name };
  if (!onCards) return { ...base, beats: null, reason: `A legal ${mine.name}.` };
  const onProblem = deckProblem(onCards, players);
  if (onProblem) return { ...base, beats: false, reason: `The lay to beat cannot be: ${onProblem}` };
  const target = readLay(onCards);
  if (!target.ok) return { ...base, beats: false, reason: `The lay to beat is not a lay: ${target.reason}` };
  if (players !== undefined) {
    const both = [...cards, ...onCards].map(handCard);
    const clash = deckProblem(both, players);
    if (clash) return { ...base, beats: false, reason: `Both lays together cannot come from one deck: ${clash}` };
  }
  const verdict = judgeBeat(mine, target.lay);
  return { ...base, beats: verdict.beats, reason: verdict.reason };
}

