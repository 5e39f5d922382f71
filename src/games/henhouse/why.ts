import { compareSameKind, describeCombo, type Combination } from './lays.js';
import { refusal } from './rules.js';
import type { HenhouseAction, HenhouseEvent, HenhouseView } from './state.js';
import { actionToString } from './text.js';

const capital = (s: string): string => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** Why a combination beat the one it went on, in one sentence of the rules (ruling HH 3–4). */
function beatReason(top: Combination, under: Combination): string {
  if (top.type === 'henhouse' && under.type !== 'henhouse') return 'a Henhouse beats every other combination.';
  if (top.type === 'single') return 'a single beats a lower single.';
  return compareSameKind(top, under) > 0 && top.rank === under.rank
    ? 'at equal rank, suited beats unsuited.'
    : `the same type and size, and higher.`;
}

/**
 * Why, in one line, for a seat's view: with a selected `play`, whether it may go on the pile now
 * and, when not, the engine's own reason; without one, why the combination on top of the pile
 * beat the one under it (or what the vermin did). The table's "why?" key shows it.
 */
export function whyLine(view: HenhouseView, play: (HenhouseAction & { type: 'play' }) | null): string {
  return whyNote(view, play).text;
}

/** The line of {@link whyLine}, and whether it refuses the selection (false: it may go on, or nothing was selected). */
export function whyNote(
  view: HenhouseView,
  play: (HenhouseAction & { type: 'play' }) | null,
): { readonly text: string; readonly refused: boolean } {
  const current = view.trick.current;
  if (play !== null && play.cards.length > 0) {
    const shown = actionToString(play);
    const why = refusal(view, play);
    if (why !== null) return { text: `${shown}: ${why}.`, refused: true };
    return {
      text: current === null ? `${shown} may lead this trick.` : `${shown} may go on the ${describeCombo(current)}.`,
      refused: false,
    };
  }
  return { text: pileLine(view), refused: false };
}

/** Why the combination on top of the pile beat the one under it (or what the vermin did). */
function pileLine(view: HenhouseView): string {
  const current = view.trick.current;
  if (current === null) return 'Nothing is on the pile: the leader may play any combination.';
  const plays = view.trick.events.filter((e): e is Extract<HenhouseEvent, { type: 'play' }> => e.type === 'play');
  const top = plays[plays.length - 1];
  const under = plays[plays.length - 2];
  if (top === undefined || under === undefined) return `The ${describeCombo(current)} leads this trick: any combination may lead.`;
  const what = capital(describeCombo(top.combo));
  const pile = describeCombo(under.combo);
  if (top.vermin === 'skunk') return `${what} went under the ${pile} with the skunk: a lower combination of the same type and size.`;
  if (top.vermin)
    return `The ${top.vermin} took ${top.removed ?? 'a card'} from the ${pile}, and the ${describeCombo(top.combo)} beat what was left.`;
  return `${what} beats the ${pile}: ${beatReason(top.combo, under.combo)}`;
}
