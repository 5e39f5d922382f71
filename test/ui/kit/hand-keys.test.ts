// The card tables' hand keys, as a pure function: which key does what, and nothing for the rest.
import { describe, expect, it } from 'vitest';
import { applyHandKey, readHandKey } from '../../../src/ui/kit/hand-keys.js';

const none = { leftArrow: false, rightArrow: false, home: false, end: false, escape: false };

describe('readHandKey', () => {
  it('arrows and h l move; Home End and g G jump to the ends; Space selects; Esc clears', () => {
    expect(readHandKey('', { ...none, leftArrow: true })).toEqual({ kind: 'move', by: -1 });
    expect(readHandKey('h', none)).toEqual({ kind: 'move', by: -1 });
    expect(readHandKey('', { ...none, rightArrow: true })).toEqual({ kind: 'move', by: 1 });
    expect(readHandKey('l', none)).toEqual({ kind: 'move', by: 1 });
    expect(readHandKey('', { ...none, home: true })).toEqual({ kind: 'to', end: 'first' });
    expect(readHandKey('g', none)).toEqual({ kind: 'to', end: 'first' });
    expect(readHandKey('', { ...none, end: true })).toEqual({ kind: 'to', end: 'last' });
    expect(readHandKey('G', none)).toEqual({ kind: 'to', end: 'last' });
    expect(readHandKey(' ', none)).toEqual({ kind: 'toggle' });
    expect(readHandKey('', { ...none, escape: true })).toEqual({ kind: 'clear' });
  });

  it('leaves every other key to the screen', () => {
    for (const input of ['c', 'e', 'x', 'y', 'p', 'v', 's', 'H', 'L', '1', '']) expect(readHandKey(input, none)).toBeNull();
  });
});

describe('applyHandKey', () => {
  it('moves, jumps to the first and the last of `size` cards, selects and clears', () => {
    const calls: string[] = [];
    const hand = {
      move: (step: number) => void calls.push(`move ${step}`),
      setCursor: (i: number) => void calls.push(`cursor ${i}`),
      toggle: () => void calls.push('toggle'),
      clear: () => void calls.push('clear'),
    };
    applyHandKey(hand, { kind: 'move', by: -1 }, 7);
    applyHandKey(hand, { kind: 'to', end: 'first' }, 7);
    applyHandKey(hand, { kind: 'to', end: 'last' }, 7);
    applyHandKey(hand, { kind: 'toggle' }, 7);
    applyHandKey(hand, { kind: 'clear' }, 7);
    expect(calls).toEqual(['move -1', 'cursor 0', 'cursor 6', 'toggle', 'clear']);
  });
});
