import { NotationError, logEvents, type Seat } from '../../engine/index.js';
import { deckFor, formatCards, handCard, removeCards } from './cards.js';
import { duckAsChickenRefusal, impossible, readAsked, refusalRule } from './check.js';
import { isCoop, readLay } from './lays.js';
import { handsOf, justHatchedGame, withCards } from './rules.js';
import type { CoopEffect, Direction, JhEvent, JhState } from './state.js';

/** What one lay did to the turn, as the engine played it. */
export interface TurnEffect {
  /** The Coop's choice, or null for any other lay (and for a Coop with 2 players). */
  readonly coop: CoopEffect | null;
  readonly flipped: boolean;
  /** The seat the skip passed over (none when the lay went out). */
  readonly skipped: Seat | null;
  /** The direction after the lay: in the next Round too, when it went out. */
  readonly direction: Direction;
  /** Who plays next in this Round, or null when the lay ended it. */
  readonly next: Seat | null;
}

/** The answer of `check just-hatched LAY --seat S`: the lay read, and its effect (one per Coop choice). */
export type TurnAnswer =
  | {
      readonly legal: false;
      readonly lay: string;
      readonly reason: string;
      /** How the rules paragraph that decides it begins. */ readonly rule: string;
    }
  | { readonly legal: true; readonly lay: string; readonly name: string; readonly coop: boolean; readonly effects: readonly TurnEffect[] };

/**
 * What laying `lay` from `seat` does to the turn at a table of `players` going `direction`, by
 * the engine's own move: the lay is played on a table where that seat leads a Run holding the
 * lay (and, unless `out`, two cards more), and the turn and direction are read back from the
 * state it gives. A Coop at 3 or more players is played both ways unless `coop` says which.
 */
export function turnAfter(args: {
  readonly lay: string;
  readonly players: number;
  readonly seat: Seat;
  readonly direction: Direction;
  readonly out: boolean;
  readonly coop?: CoopEffect;
}): TurnAnswer {
  const { players, seat } = args;
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
    throw new NotationError(`there is no seat ${seat} at a table of ${players}: seats are 0 to ${players - 1}`);
  }
  const { cards, asChickens } = readAsked(args.lay);
  const problem = impossible(cards, undefined, players);
  if (problem) throw new NotationError(`this position cannot happen: ${problem}`);
  if (asChickens.length > 0) {
    const no = duckAsChickenRefusal(cards, asChickens, false);
    return { legal: false, lay: no.lay, reason: no.reason, rule: no.rule };
  }
  const reading = readLay(cards);
  if (!reading.ok) return { legal: false, lay: formatCards(cards), reason: reading.reason, rule: refusalRule(cards) };
  const lay = reading.lay;
  const coop = isCoop(lay) && players > 2;
  if (args.coop !== undefined && !coop) {
    throw new NotationError(
      players > 2 ? `--coop is a Coop's choice, and ${lay.name} is no Coop` : 'with 2 players a Coop neither flips nor skips',
    );
  }
  const base = justHatchedGame.setup({ players }, 0);
  // Two more cards of the deck, other than the lay's, so that a hand holds no more copies than the deck.
  const layHand = lay.cards.map(handCard);
  const filler = args.out ? [] : (removeCards(deckFor(players), layHand) ?? []).slice(0, 2);
  const state: JhState = {
    ...withCards(base, { hands: handsOf(base).map((h, s) => (s === seat ? [...layHand, ...filler] : h)) }),
    phase: 'play',
    turn: seat,
    direction: args.direction,
    run: [],
    lastEgg: base.lastEgg.map(() => 'none'),
    catchable: null,
  };
  const choices: (CoopEffect | undefined)[] = coop ? (args.coop ? [args.coop] : ['flip', 'skip']) : [undefined];
  const effects = choices.map((choice): TurnEffect => {
    const after = justHatchedGame.applyAction(state, { type: 'lay', cards: lay.cards, ...(choice ? { coop: choice } : {}) }, seat);
    const events: readonly JhEvent[] = logEvents(after.log).slice(state.log.length);
    const skip = events.find((e): e is Extract<JhEvent, { type: 'skip' }> => e.type === 'skip');
    return {
      coop: choice ?? null,
      flipped: events.some((e) => e.type === 'flip'),
      skipped: skip && !skip.roundOver ? skip.skipped : null,
      direction: after.direction,
      next: args.out ? null : after.turn,
    };
  });
  return { legal: true, lay: formatCards(lay.cards), name: lay.name, coop, effects };
}
