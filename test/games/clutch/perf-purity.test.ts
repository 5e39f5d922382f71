import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import { clutch } from '../../../src/games/clutch/module.js';
import { compareCards, fullDeck, rankOf, sampleAction, sortCards, suitOf, type ClutchState } from '../../../src/games/clutch/index.js';

const game = clutch.game;

/** Freezes `value` and everything inside it, so any write into a shared array throws. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

// The fast paths share arrays between a state, its view and the next state; these checks make
// sure that sharing never turns into writing into a state that was already handed out.
describe('Clutch fast paths stay pure', () => {
  it('never writes into a state it was given, nor into a view', () => {
    for (let seed = 1; seed <= 300; seed++) {
      let state: ClutchState = deepFreeze(game.setup({ players: 1 }, seed));
      const rng = Rng.fromSeed(seed);
      while (game.currentPlayer(state) !== 'terminal') {
        const before = JSON.stringify(state);
        const view = deepFreeze(game.playerView(state, 0));
        const action = sampleAction(view, rng);
        // A write into the frozen state or view would throw here in strict mode.
        const next = game.applyAction(state, action, 0);
        expect(JSON.stringify(state)).toBe(before);
        state = deepFreeze(next);
      }
    }
  });

  it('shows exactly the open fields in a view, never the deck, aside pile or rng', () => {
    const state = game.setup({ players: 1 }, 42);
    const view = game.playerView(state, 0);
    expect(Object.keys(view).sort()).toEqual([
      'asideCount',
      'chickens',
      'court',
      'crypt',
      'deckCount',
      'discard',
      'log',
      'pending',
      'phase',
      'previous',
      'spread',
      'turn',
    ]);
    // 52 cards: 12 in the first deck less the 3 dealt = 9, and 40 aside.
    expect([view.deckCount, view.asideCount]).toEqual([9, 40]);
  });

  it('orders cards from the lookup tables exactly as rank then suit', () => {
    const deck = fullDeck();
    const rankSuit = (c: string): number =>
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(c.slice(0, -1)) * 4 + 'CDHS'.indexOf(c.slice(-1));
    for (const a of deck) for (const b of deck) expect(Math.sign(compareCards(a, b))).toBe(Math.sign(rankSuit(a) - rankSuit(b)));
    // fullDeck hands out a fresh array each time: sorting one leaves the next untouched.
    sortCards(deck).reverse();
    deck.reverse();
    expect(fullDeck()[0]).toBe('AC');
  });

  it('reads rank and suit from character codes exactly as the notation defines them', () => {
    const names = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const slow = (c: string): number => names.indexOf(c.slice(0, -1));
    // Every card, plus strings that are not cards (those are never in a state, but must not pass as one).
    for (const c of [...fullDeck(), '1S', '0H', 'XS', '11C', '100D', 'S', '', 'AAS']) {
      expect([c, rankOf(c)]).toEqual([c, slow(c)]);
      expect(suitOf(c)).toBe(c.slice(-1));
    }
    // 10H is 10, QS 12, AC 1: the two-character and three-character forms both read right.
    expect([rankOf('10H'), rankOf('QS'), rankOf('AC')]).toEqual([10, 12, 1]);
  });
});
