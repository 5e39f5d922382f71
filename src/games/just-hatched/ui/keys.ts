import { asSentence } from '../../words.js';
import { duckChoices, readLay, refusal, type JhAction, type JhView } from '../index.js';
import { whyNote } from '../why.js';
import { pickerKey } from '../../../ui/kit/picker.js';
import {
  chosenOf,
  handKeyStep,
  notice,
  stay,
  toGame,
  type Effect,
  type KeyContext,
  type KeyPress,
  type Step,
  type TableState,
} from '../../../ui/card-table/keys.js';

/** A choice half made at the Just Hatched table, or none (`hand`). */
export type JhMode =
  | { readonly kind: 'hand' }
  /** A Duck is being laid: which Egg it stands for (`typed`: characters typed towards one). */
  | {
      readonly kind: 'duck';
      readonly cards: readonly string[];
      readonly choices: readonly string[];
      readonly at: number;
      readonly typed: string;
    }
  /** A Coop is being laid with 3 or more players: flip or skip. */
  | { readonly kind: 'coop'; readonly cards: readonly string[] }
  /** The Bad Egg's give-back, named and asked once before it is given. */
  | { readonly kind: 'give'; readonly card: string };

/** The Just Hatched screen's own state. */
export interface JhScreen {
  readonly mode: JhMode;
  /** The hand the mode was chosen on: a new hand ends any half-made choice. */
  readonly modeHand: string;
  /**
   * The round in which "Last Egg" is armed, at any moment while two or more cards are held: said
   * together with the lay that leaves one card (a new round disarms it); null when not armed.
   */
  readonly armedRound: number | null;
}

type JhState = TableState<JhScreen>;
type JhStep = Step<JhScreen, JhAction>;
type JhContext = KeyContext<JhView, JhAction>;

const HAND: JhMode = { kind: 'hand' };

/** The screen state a table opens with. */
export function startJh(view: JhView): JhScreen {
  return { mode: HAND, modeHand: view.hand.join(' '), armedRound: null };
}

/**
 * `s` for the view now: a new hand ends any half-made Duck, Coop or give-back choice; the Last
 * Egg armed is the table's (`armed`) when the table keeps it, so it is saved and resumed.
 */
export function settleJh(s: JhScreen, view: JhView, armed?: number | null): JhScreen {
  const hand = view.hand.join(' ');
  const kept = armed === undefined || armed === s.armedRound ? s : { ...s, armedRound: armed };
  return kept.modeHand === hand ? kept : { ...kept, mode: HAND, modeHand: hand };
}

/** True while "Last Egg" is armed for this round's lay that leaves one card. */
export function isArmed(s: JhScreen, view: JhView): boolean {
  return s.armedRound === view.round && view.hand.length >= 2 && view.phase !== 'over';
}

/** True when laying `selection` now leaves exactly one card. */
export function leavesOne(view: JhView, myTurn: boolean, selection: readonly string[]): boolean {
  return myTurn && view.phase === 'play' && selection.length > 0 && view.hand.length - selection.length === 1;
}

const isCoop = (cards: readonly string[], players: number): boolean => {
  const read = readLay(cards);
  return read.ok && (read.lay.kind === 'little-coop' || read.lay.kind === 'big-coop') && players > 2;
};

/**
 * Why the selection cannot be laid now, in the rules' words (see the game's `refusal`); null
 * when it can: with a bare Duck, when some Egg it may stand for makes it legal; a Coop with 3 or
 * more players, whichever way it then goes.
 */
export function selectionRefusal(view: JhView, selection: readonly string[]): string | null {
  const lay: JhAction = { type: 'lay', cards: selection };
  if (selection.includes('D')) return duckChoices(view, selection).length > 0 ? null : refusal(view, lay);
  return refusal(view, isCoop(selection, view.options.players) ? { type: 'lay', cards: selection, coop: 'flip' } : lay);
}

/**
 * Takes `action`, or says in the rules' words why it cannot be taken now. A Cluck lays none of the
 * cards picked, so the next turn starts with none selected; a word said out of turn keeps them.
 */
function tryAct(state: JhState, view: JhView, action: JhAction): JhStep {
  const why = refusal(view, action);
  const unselect = action.type === 'cluck';
  return { state, effects: [why !== null ? notice(asSentence(why)) : { kind: 'act', actions: [action], unselect }] };
}

/** Lays `cards` (a Coop: going `coop`), with "Last Egg!" when it is armed and the lay leaves one card. */
function lay(
  state: JhState,
  ctx: JhContext,
  cards: readonly string[],
  coop?: 'flip' | 'skip',
  before: Effect<JhScreen, JhAction>[] = [],
): JhStep {
  const action: JhAction = { type: 'lay', cards, ...(coop ? { coop } : {}) };
  const sayWithLay = isArmed(state.game, ctx.view) && leavesOne(ctx.view, ctx.myTurn, chosenOf(state.hand, ctx.view.hand));
  const actions: JhAction[] = sayWithLay ? [action, { type: 'declare' }] : [action];
  return { state, effects: [...before, { kind: 'act', actions, taken: { ...state.game, mode: HAND } }] };
}

/** Enter on the hand: lay the selection, or open its Duck or Coop choice, or say why not. */
function tryLay(state: JhState, ctx: JhContext): JhStep {
  const { view } = ctx;
  const selection = chosenOf(state.hand, view.hand);
  if (selection.length === 0) {
    // Nothing selected: on the seat's turn, how to select (and Cluck, unless it leads the Run and
    // may not); else the rules' reason it is no time to lay.
    const away = view.turn === view.seat ? null : refusal(view, { type: 'lay', cards: [] });
    const select =
      view.centre === null
        ? 'Select cards with Space first: you lead this Run, so you must lay something.'
        : 'Select cards with Space first, or press c to Cluck.';
    return { state, effects: [notice(away === null ? select : asSentence(away))] };
  }
  const why = selectionRefusal(view, selection);
  if (why !== null) return { state, effects: [notice(asSentence(why))] };
  const clear = notice<JhScreen, JhAction>(null);
  if (selection.includes('D')) {
    const choices = duckChoices(view, selection);
    return toGame(state, { ...state.game, mode: { kind: 'duck', cards: selection, choices, at: choices.length - 1, typed: '' } }, [clear]);
  }
  if (isCoop(selection, view.handCounts.length)) return toGame(state, { ...state.game, mode: { kind: 'coop', cards: selection } }, [clear]);
  return lay(state, ctx, selection, undefined, [clear]);
}

/** The keys of a Duck's, a Coop's or a give-back's choice. */
function modeKey(state: JhState, { input, key }: KeyPress, ctx: JhContext): JhStep | null {
  const mode = state.game.mode;
  const back = toGame<JhScreen, JhAction>(state, { ...state.game, mode: HAND });
  if (mode.kind === 'duck') {
    const s = pickerKey(mode.choices, mode.at, mode.typed, input, key);
    if (s.kind === 'at') return toGame(state, { ...state.game, mode: { ...mode, at: s.at, typed: s.typed } });
    if (s.kind === 'back') return back;
    if (s.kind === 'confirm')
      return lay(
        state,
        ctx,
        mode.cards.map((c) => (c === 'D' ? `D=${mode.choices[mode.at]}` : c)),
      );
    if (input.length > 0)
      return { state, effects: [notice(`No Egg the Duck may stand for starts with ${(mode.typed + input).toUpperCase()}.`)] };
    return stay(state);
  }
  if (mode.kind === 'give') {
    if (key.return) return { state, effects: [{ kind: 'act', actions: [{ type: 'give-back', card: mode.card }], taken: back.state.game }] };
    return key.escape ? back : stay(state);
  }
  if (mode.kind === 'coop') {
    if (input === 'f') return lay(state, ctx, mode.cards, 'flip');
    if (input === 's') return lay(state, ctx, mode.cards, 'skip');
    return key.escape ? back : stay(state);
  }
  return null;
}

/**
 * The Just Hatched table's keys: in a choice, its keys; else the hand's keys, `e` Last Egg (said,
 * or armed and disarmed for the lay that leaves one card), `x` catch, `y` why, `c` Cluck, Enter
 * lay (or, as the Bad Egg at the exchange, give back the card under the cursor, asked once).
 */
export function jhKeys(state: JhState, press: KeyPress, ctx: JhContext): JhStep {
  const inMode = modeKey(state, press, ctx);
  if (inMode) return inMode;
  const { view, interjections } = ctx;
  const { input, key } = press;
  const handKey = handKeyStep<JhScreen, JhAction>(state, press, view.hand.length);
  if (handKey) return handKey.step;
  if (input === 'e') {
    const declare = interjections.find((a) => a.type === 'declare');
    if (declare) return { state, effects: [{ kind: 'act', actions: [declare] }] };
    if (view.hand.length >= 2 && view.phase !== 'over') {
      const round = isArmed(state.game, view) ? null : view.round;
      return toGame(state, { ...state.game, armedRound: round }, [notice(null), { kind: 'arm', round }]);
    }
    return tryAct(state, view, { type: 'declare' });
  }
  if (input === 'x')
    return tryAct(state, view, interjections.find((a) => a.type === 'catch') ?? { type: 'catch', target: view.catchable ?? -1 });
  if (input === 'y') {
    const why = whyNote(view, chosenOf(state.hand, view.hand));
    return { state, effects: [notice(why.text, why.refused ? 'refusal' : 'note')] };
  }
  if (input === 'c') return tryAct(state, view, { type: 'cluck' });
  if (!key.return) return stay(state);
  if (view.phase !== 'exchange') return tryLay(state, ctx);
  const card = view.hand[state.hand.cursor];
  if (card === undefined) return stay(state);
  const why = refusal(view, { type: 'give-back', card });
  if (why !== null) return { state, effects: [notice(asSentence(why))] };
  return toGame(state, { ...state.game, mode: { kind: 'give', card } }, [notice(null)]);
}
