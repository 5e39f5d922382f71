import { plural } from '../words.js';
import { actionLabel, eventPhrase } from './text.js';
import { legalChoices, resolve } from './effects.js';
import type { ClutchAction, ClutchEvent, ClutchState } from './state.js';

/** What a choice would do, worked out by the engine itself before the player commits. */
export interface ChoicePreview {
  readonly action: ClutchAction;
  /** The choice in words, e.g. "take 7♥". */
  readonly label: string;
  /** Chickens paid (0 for a sacrifice and for the decisions that follow a card). */
  readonly cost: number;
  /** Population once the choice and its effects have run (before any later decision). */
  readonly chickens: number;
  /**
   * `continue`: the next spread is dealt. `decide`: another decision follows (which
   * Queens/Kings the Jacks save, or whether a Jack escapes a loss). `won`/`lost`: the game ends.
   */
  readonly outcome: 'continue' | 'decide' | 'won' | 'lost';
  /** Every effect in order, as short phrases (never the cards of the next spread). */
  readonly effects: readonly string[];
  /** One line, e.g. "take 7♥: −70, then HEARTS: double → 260". */
  readonly text: string;
  /** Why the choice loses the game, or null when it does not. */
  readonly loses: string | null;
}

/** The events a resolution added to the log, minus the new spread (which the player may not see yet). */
function newEvents(before: ClutchState, after: ClutchState): ClutchEvent[] {
  return after.log.slice(before.log.length).filter((e) => e.type !== 'deal');
}

/**
 * Previews `action` in `state` by running the engine on a copy. The resulting deal is dropped
 * from the description, so the preview never shows cards the player could not know.
 * Throws IllegalActionError for an action the rules refuse.
 */
export function previewChoice(state: ClutchState, action: ClutchAction): ChoicePreview {
  const after = resolve(state, action);
  const events = newEvents(state, after);
  const paid = events.find((e) => e.type === 'take');
  const cost = paid?.type === 'take' ? paid.cost : 0;
  const effects = events.map(eventPhrase).filter((p): p is string => p !== null);
  const phase = after.phase;
  const outcome = phase.kind === 'over' ? phase.outcome : phase.kind === 'choose' ? 'continue' : 'decide';
  const loses = phase.kind === 'over' && phase.outcome === 'lost' ? phase.reason : null;
  const head = action.type === 'take' ? `${actionLabel(action)}: −${cost}` : actionLabel(action);
  const tail = [...effects];
  if (phase.kind === 'save')
    tail.push(`choose which ${phase.jacks === 1 ? 'Queen/King the Jack saves' : `${phase.jacks} Queens/Kings the Jacks save`}`);
  if (phase.kind === 'escape') tail.push('lose unless a Jack is sacrificed');
  const text = tail.length === 0 ? head : `${head}, then ${tail.join(', then ')}`;
  return { action, label: actionLabel(action), cost, chickens: after.chickens, outcome, effects, text, loses };
}

/** Why `action` would lose the game at once, or null when it would not. */
export function wouldLose(state: ClutchState, action: ClutchAction): string | null {
  return previewChoice(state, action).loses;
}

/** The preview of every legal choice in `state`, in the engine's stable order; empty once the game is over. */
export function previewChoices(state: ClutchState): ChoicePreview[] {
  return legalChoices(state).map((action) => previewChoice(state, action));
}

/**
 * Why, in one line, of a choice (the table's "why?" key, `y`): what it costs and leaves, and the
 * events that follow it in the engine's own words, or why it ends the game. Never the next spread.
 */
export function whyChoice(p: ChoicePreview): string {
  const label = `${p.label[0]?.toUpperCase() ?? ''}${p.label.slice(1)}`;
  const events = p.effects.filter((e) => e !== 'YOU WIN' && e !== 'YOU LOSE');
  const then = events.length === 0 ? '' : `; then ${events.join(', then ')}`;
  const paid = p.cost > 0 ? `costs ${plural(p.cost, 'chicken')}` : 'costs nothing';
  if (p.loses !== null) return `${label} ${paid}${then}, and so you lose. ${p.loses.endsWith('.') ? p.loses : `${p.loses}.`}`;
  if (p.outcome === 'won') return `${label} ${paid}${then}; and so you win, with ${plural(p.chickens, 'chicken')}.`;
  const next = p.outcome === 'decide' ? `${p.text.slice(p.text.lastIndexOf('then ') + 5)} next` : 'the next spread is dealt';
  return `${label} ${paid}${then}: you have ${plural(p.chickens, 'chicken')}, and ${next}.`;
}
