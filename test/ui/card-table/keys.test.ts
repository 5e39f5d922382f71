// The card table's shared keys as pure functions: the hand's cursor and selection, the round
// panel's Enter and a teaching table's keys, before any game's own.
import { describe, expect, it } from 'vitest';
import { chosenOf, handKeyStep, moveHand, settleHand, startHand, tableKey, type GameKeys } from '../../../src/ui/card-table/keys.js';
import { ch, ENTER, ESC, LEFT, named, RIGHT, SPACE } from './press.js';

const items = ['B1', 'G2', 'Y3', 'O4'];

describe('the hand', () => {
  it('moves the cursor, stopping at either end, and jumps to the ends', () => {
    let hand = startHand(items);
    hand = moveHand(hand, { kind: 'move', by: -1 }, 4);
    expect(hand.cursor).toBe(0);
    hand = moveHand(hand, { kind: 'to', end: 'last' }, 4);
    expect(hand.cursor).toBe(3);
    hand = moveHand(hand, { kind: 'move', by: 1 }, 4);
    expect(hand.cursor).toBe(3);
    expect(moveHand(hand, { kind: 'to', end: 'first' }, 4).cursor).toBe(0);
  });

  it('selects and unselects under the cursor, and gives the selection in hand order', () => {
    let hand = moveHand(startHand(items), { kind: 'to', end: 'last' }, 4);
    hand = moveHand(hand, { kind: 'toggle' }, 4);
    hand = moveHand(moveHand(hand, { kind: 'to', end: 'first' }, 4), { kind: 'toggle' }, 4);
    expect(chosenOf(hand, items)).toEqual(['B1', 'O4']);
    hand = moveHand(hand, { kind: 'toggle' }, 4);
    expect(chosenOf(hand, items)).toEqual(['O4']);
    expect(chosenOf(moveHand(hand, { kind: 'clear' }, 4), items)).toEqual([]);
    // An empty hand has nothing to select.
    expect(moveHand(startHand([]), { kind: 'toggle' }, 0).selected.size).toBe(0);
  });

  it('a new hand clears the selection and keeps the cursor inside it; the same hand keeps both', () => {
    const hand = moveHand(moveHand(startHand(items), { kind: 'to', end: 'last' }, 4), { kind: 'toggle' }, 4);
    expect(settleHand(hand, items)).toBe(hand);
    const after = settleHand(hand, ['B1', 'G2']);
    expect(after.cursor).toBe(1);
    expect(after.selected.size).toBe(0);
  });

  it('reads the hand keys, clearing the error line on Space and Esc only', () => {
    const state = { hand: startHand(items), game: null };
    const right = handKeyStep(state, RIGHT, 4)!;
    expect(right.step.state.hand.cursor).toBe(1);
    expect(right.step.effects).toEqual([]);
    expect(handKeyStep(state, named('end'), 4)!.step.state.hand.cursor).toBe(3);
    expect(handKeyStep(state, ch('G'), 4)!.step.state.hand.cursor).toBe(3);
    expect(handKeyStep(state, SPACE, 4)!.step.effects).toEqual([{ kind: 'notify', text: null }]);
    expect(handKeyStep(state, ESC, 4)!.move).toEqual({ kind: 'clear' });
    expect(handKeyStep(state, ch('c'), 4)).toBeNull();
  });
});

describe('tableKey', () => {
  const seen: string[] = [];
  const game: GameKeys<null, string, null> = (state, press) => {
    seen.push(press.input || 'key');
    return { state, effects: [{ kind: 'act', actions: [press.input] }] };
  };
  const ctx = { view: null, legal: [], interjections: [], myTurn: true, teach: false, roundShowing: false };
  const state = { hand: startHand(items), game: null };

  it("while a round's panel is up only Enter works: it goes on to the next round", () => {
    const showing = { ...ctx, roundShowing: true };
    expect(tableKey(state, ENTER, showing, game).effects).toEqual([{ kind: 'next-round' }]);
    for (const p of [ch('c'), LEFT, SPACE, ch('y')]) expect(tableKey(state, p, showing, game)).toEqual({ state, effects: [] });
    expect(seen).toEqual([]);
  });

  it("a teaching table's h and u are the platform's; every other key is the game's", () => {
    const teach = { ...ctx, teach: true };
    expect(tableKey(state, ch('h'), teach, game).effects).toEqual([]);
    expect(tableKey(state, ch('u'), teach, game).effects).toEqual([]);
    expect(tableKey(state, ch('h'), ctx, game).effects).toEqual([{ kind: 'act', actions: ['h'] }]);
    expect(tableKey(state, ch('c'), teach, game).effects).toEqual([{ kind: 'act', actions: ['c'] }]);
    expect(seen).toEqual(['h', 'c']);
  });
});
