import { expect } from 'vitest';
import { IllegalActionError, type Seat, startLog } from '../../../src/engine/index.js';
import {
  justHatchedGame as game,
  withCards,
  type Card,
  type CentreLay,
  type Direction,
  type JhAction,
  type JhOptions,
  type JhState,
  type RoundScore,
} from '../../../src/games/just-hatched/index.js';

/** A hand-made position: a real setup, then the given hands and table overriding it. */
export function position(p: {
  players: number;
  hands: Card[][];
  turn?: Seat;
  direction?: Direction;
  run?: CentreLay[];
  discard?: Card[];
  round?: number;
  scores?: RoundScore[][];
  twoPlayer?: 'both-hands' | 'one-and-dump';
  seed?: number;
}): JhState {
  const base = game.setup({ players: p.players, twoPlayer: p.twoPlayer }, p.seed ?? 1);
  const table: JhState = {
    ...base,
    turn: p.turn ?? 0,
    direction: p.direction ?? 1,
    round: p.round ?? 1,
    scores: p.scores ?? [],
    lastEgg: p.hands.map(() => 'none' as const),
    catchable: null,
    phase: 'play',
    known: [],
    gift: null,
    log: startLog([]),
  };
  return withCards(table, { hands: p.hands, run: p.run ?? [], discard: p.discard ?? [] });
}

/** Applies actions in order, each as [seat, action]. */
export function play(state: JhState, ...moves: [Seat, JhAction][]): JhState {
  return moves.reduce((s, [seat, action]) => game.applyAction(s, action, seat), state);
}

/** A lay action from notation, e.g. lay('O8 Y8'). */
export function lay(cards: string, coop?: 'flip' | 'skip'): JhAction {
  const list = cards.split(' ');
  return coop ? { type: 'lay', cards: list, coop } : { type: 'lay', cards: list };
}

export const cluck: JhAction = { type: 'cluck' };

/** Asserts that applying `action` throws IllegalActionError whose message matches `reason`. */
export function refused(state: JhState, action: JhAction, seat: Seat, reason: RegExp): void {
  expect(() => game.applyAction(state, action, seat)).toThrow(IllegalActionError);
  expect(() => game.applyAction(state, action, seat)).toThrow(reason);
}

/** A round score line with the given points (cards chosen so the multiplier gives them). */
export function line(cards: number): RoundScore {
  const m = cards >= 10 ? 4 : cards >= 8 ? 3 : cards >= 5 ? 2 : 1;
  return { cards, multiplier: m, penalty: 0, points: cards * m };
}

export { game };

/** Every table the game is played at: both 2-player versions, then 3 to 6 players. */
export const CONFIGS: readonly JhOptions[] = [
  { players: 2, twoPlayer: 'both-hands' },
  { players: 2, twoPlayer: 'one-and-dump' },
  { players: 3 },
  { players: 4 },
  { players: 5 },
  { players: 6 },
];

/** Three other hands of three cards, for a position that is about seat 0's hand. */
export const OTHER_HANDS = [
  ['B6', 'G6', 'Y6'],
  ['B7', 'G7', 'Y7'],
  ['B8', 'G8', 'Y8'],
];

/** Seat 0 to lead with a Duck, a Coop of 9s and two odd cards. */
export const LEAD_WITH_DUCK = position({ players: 4, hands: [['B1', 'G3', 'D', 'B9', 'G9', 'Y9', 'O9'], ...OTHER_HANDS] });
