import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../../src/engine/index.js';
import { clutch } from '../../../src/games/clutch/module.js';
import { type ClutchAction, type ClutchState } from '../../../src/games/clutch/index.js';
import { added, addedTypes, allCards, position } from './helpers.js';

const game = clutch.game;
const act = (s: ClutchState, a: ClutchAction): ClutchState => game.applyAction(s, a);
const take = (card: string): ClutchAction => ({ type: 'take', card });

function expectConserved(s: ClutchState): void {
  expect(new Set(allCards(s)).size).toBe(52);
  expect(allCards(s).length).toBe(52);
}

describe('costs', () => {
  it('the smallest number card costs its face value', () => {
    const s = position({ spread: ['3H', '7S', 'QD'] });
    const after = act(s, take('3H'));
    // 100 − 3 = 97
    expect(after.chickens).toBe(97);
    expect(after.previous).toBe('3H');
    expect(after.discard.slice(-2)).toEqual(expect.arrayContaining(['7S', 'QD']));
    expectConserved(after);
  });

  it('any other number card costs ten times its face value', () => {
    const after = act(position({ spread: ['3H', '7S', 'QD'] }), take('7S'));
    // 100 − 10×7 = 30
    expect(after.chickens).toBe(30);
  });

  it('cards tied for smallest all count as smallest', () => {
    const after = act(position({ spread: ['3H', '3S', '6D'] }), take('3S'));
    // 100 − 3 = 97, not 100 − 30
    expect(after.chickens).toBe(97);
  });

  it('an Ace is a 1 and court cards are not number cards', () => {
    expect(act(position({ spread: ['AC', '2D', '5H'] }), take('AC')).chickens).toBe(99); // 100 − 1
    // 9♣ is the only number card, so the smallest: 100 − 9 = 91
    expect(act(position({ spread: ['9C', 'JD', 'KS'] }), take('9C')).chickens).toBe(91);
  });

  it('a court card costs 1 and joins the court', () => {
    const after = act(position({ spread: ['3H', '7S', 'QD'] }), take('QD'));
    // 100 − 1 = 99
    expect(after.chickens).toBe(99);
    expect(after.court).toEqual(['QD']);
    expect(after.previous).toBeNull();
  });

  it('a new number card of another suit replaces the previous card, which is discarded', () => {
    const s = position({ spread: ['5H', '7S', 'QD'], previous: '4C' });
    const after = act(s, take('5H'));
    expect(after.previous).toBe('5H');
    expect(after.discard).toContain('4C');
    expect(added(s, after)).toContainEqual({ type: 'previous', card: '5H', replaced: '4C' });
  });
});

describe('CL 4: a choice that brings chickens to 0 or below loses at once', () => {
  it('loses before the card takes effect, even when its event would have refilled the flock', () => {
    const s = position({ spread: ['2C', '7S', 'QD'], chickens: 70, previous: '4S', court: ['QH', 'QC'] });
    const after = act(s, take('7S'));
    // 70 − 70 = 0: lost, and the SPADES event (with two Queens) never happens
    expect(after.chickens).toBe(0);
    expect(after.phase).toMatchObject({ kind: 'over', outcome: 'lost', cause: 'cost' });
    expect(addedTypes(s, after)).toEqual(['take', 'end']);
    expect(game.currentPlayer(after)).toBe('terminal');
    expect(game.outcome(after)).toMatchObject({ winners: [], scores: [0] });
    expectConserved(after);
  });

  it('a court card with 1 chicken left loses too', () => {
    const after = act(position({ spread: ['3H', '7S', 'QD'], chickens: 1 }), take('QD'));
    // 1 − 1 = 0
    expect(after.phase).toMatchObject({ kind: 'over', outcome: 'lost' });
    expect(after.court).toEqual([]);
    expectConserved(after);
  });

  it('a wiped-out flock ends at 0, never below', () => {
    const after = act(position({ spread: ['3C', '9S', 'QD'], chickens: 42 }), take('9S'));
    // 42 − 90 would be −48: the game is lost and the score is 0
    expect(after.chickens).toBe(0);
    expect(game.outcome(after)?.scores).toEqual([0]);
    expect(after.phase).toMatchObject({ reason: 'Paying 90 for 9♠ with only 42 chickens wipes out the clutch.' });
  });

  it('a choice leaving 1 chicken goes on', () => {
    const after = act(position({ spread: ['4H', '7S', 'QD'], chickens: 5 }), take('4H'));
    expect(after.chickens).toBe(1); // 5 − 4
    expect(after.phase.kind).toBe('choose');
  });
});

describe('events', () => {
  it('CLUBS without Kings gains 100 and discards both cards', () => {
    const s = position({ spread: ['3C', '8H', '9D'], previous: '2C' });
    const after = act(s, take('3C'));
    // 100 − 3 + 100 = 197
    expect(after.chickens).toBe(197);
    expect(after.previous).toBeNull();
    expect(after.discard).toEqual(expect.arrayContaining(['2C', '3C', '8H', '9D']));
    expect(added(s, after)).toContainEqual({ type: 'event', suit: 'C', pair: ['2C', '3C'], count: 0, gain: 100, chickens: 197 });
  });

  it('CLUBS with Kings gains 250 per King', () => {
    const after = act(position({ spread: ['3C', '8H', '9D'], previous: '2C', court: ['KH', 'KS', 'QC'] }), take('3C'));
    // 100 − 3 + 2×250 = 597
    expect(after.chickens).toBe(597);
    expect(after.court).toEqual(['KH', 'KS', 'QC']);
  });

  it('DIAMONDS gains 100 per Queen, then RESHUFFLES free of consequences', () => {
    const s = position({ spread: ['2D', '8H', '9C'], previous: '5D', court: ['QC', 'JS'], deck: 4, aside: 30 });
    const discardBefore = s.discard.length;
    const after = act(s, take('2D'));
    // 100 − 2 + 1×100 = 198, no halving
    expect(after.chickens).toBe(198);
    expect(after.court).toEqual(['QC', 'JS']);
    expect(after.aside.length).toBe(20); // 30 − 10
    // deck 4 + discard (old + 8♥ 9♣ 5♦ 2♦) + 10 aside, then 3 dealt
    expect(after.deck.length).toBe(4 + discardBefore + 4 + 10 - 3);
    expect(after.discard).toEqual([]);
    expect(addedTypes(s, after)).toEqual(['take', 'event', 'reshuffle', 'shuffle', 'deal']);
    expect(added(s, after)).toContainEqual({ type: 'reshuffle', consequences: false, taken: 10, asideLeft: 20 });
    expectConserved(after);
  });

  it('HEARTS below 1000 doubles and keeps the court', () => {
    const after = act(position({ spread: ['2H', '8S', '9C'], previous: '4H', chickens: 300, court: ['KD'] }), take('2H'));
    // (300 − 2) × 2 = 596
    expect(after.chickens).toBe(596);
    expect(after.court).toEqual(['KD']);
  });

  it('HEARTS at 1000 or more: the flock rises up and the court goes to the crypt', () => {
    const s = position({ spread: ['2H', '8S', '9C'], previous: '4H', chickens: 600, court: ['QS', 'KC'] });
    const after = act(s, take('2H'));
    // (600 − 2) × 2 = 1196 ≥ 1000, no Jack: everything lost
    expect(after.chickens).toBe(1196);
    expect(after.court).toEqual([]);
    expect(after.crypt).toEqual(['QS', 'KC']);
    expect(addedTypes(s, after)).toEqual(['take', 'event', 'rise', 'court-lost', 'deal']);
    expect(after.phase.kind).toBe('choose');
    expectConserved(after);
  });

  it('HEARTS at 1000 or more with an empty court only doubles', () => {
    const s = position({ spread: ['2H', '8S', '9C'], previous: '4H', chickens: 600 });
    const after = act(s, take('2H'));
    // (600 − 2) × 2 = 1196, nothing to lose
    expect(after.chickens).toBe(1196);
    expect(addedTypes(s, after)).toEqual(['take', 'event', 'deal']);
  });

  it('SPADES with 1000 or more, Queens included, wins', () => {
    const s = position({ spread: ['AS', '8H', '9C'], previous: '5S', chickens: 900, court: ['QH', 'QD'] });
    const after = act(s, take('AS'));
    // 900 − 1 + 2×100 = 1099 ≥ 1000
    expect(after.chickens).toBe(1099);
    expect(after.phase).toMatchObject({ kind: 'over', outcome: 'won', cause: 'spades-win' });
    expect(game.outcome(after)).toMatchObject({ winners: [0], scores: [1099], rounds: 1 });
  });

  it('SPADES below 1000 without a Jack loses', () => {
    const after = act(position({ spread: ['AS', '8H', '9C'], previous: '5S', chickens: 900, court: ['QH'] }), take('AS'));
    // 900 − 1 + 100 = 999 < 1000
    expect(after.chickens).toBe(999);
    expect(after.phase).toMatchObject({ kind: 'over', outcome: 'lost', cause: 'spades' });
  });
});

describe('Jacks', () => {
  it('CL 7: a failed SPADES event asks for a Jack; sacrificing one goes on', () => {
    const s = position({ spread: ['AS', '8H', '9C'], previous: '5S', court: ['JC', 'JH', 'KD'] });
    const asked = act(s, take('AS'));
    // 100 − 1 + 0 = 99 < 1000
    expect(asked.phase).toEqual({ kind: 'escape', cause: 'spades' });
    expect(game.legalActions(asked)).toEqual([{ type: 'escape', jack: 'JC' }, { type: 'escape', jack: 'JH' }, { type: 'decline' }]);
    expect(() => act(asked, take('8H'))).toThrow(IllegalActionError);
    const escaped = act(asked, { type: 'escape', jack: 'JH' });
    expect(escaped.phase.kind).toBe('choose');
    expect(escaped.court).toEqual(['JC', 'KD']);
    expect(escaped.crypt).toEqual(['JH']);
    expect(escaped.chickens).toBe(99);
    expect(escaped.spread.length).toBe(3);
    expectConserved(escaped);
    const declined = act(asked, { type: 'decline' });
    expect(declined.phase).toMatchObject({ kind: 'over', outcome: 'lost', cause: 'spades' });
  });

  it('Jacks at least as many as Queens/Kings save them all without asking', () => {
    const s = position({ spread: ['2H', '8S', '9C'], previous: '4H', chickens: 600, court: ['JD', 'JS', 'QS'] });
    const after = act(s, take('2H'));
    expect(after.court).toEqual(['QS']);
    expect(after.crypt).toEqual(['JD', 'JS']);
    expect(added(s, after)).toContainEqual({ type: 'court-lost', cause: 'hearts', lost: ['JD', 'JS'], saved: ['QS'] });
  });

  it('fewer Jacks than Queens/Kings: the player chooses which ones stay', () => {
    const s = position({ spread: ['2H', '8S', '9C'], previous: '4H', chickens: 600, court: ['JD', 'QS', 'KC', 'KH'] });
    const asked = act(s, take('2H'));
    expect(asked.phase).toEqual({ kind: 'save', cause: 'hearts', jacks: 1, candidates: ['QS', 'KC', 'KH'] });
    expect(game.legalActions(asked)).toEqual([
      { type: 'save', cards: ['QS'] },
      { type: 'save', cards: ['KC'] },
      { type: 'save', cards: ['KH'] },
    ]);
    expect(() => act(asked, { type: 'save', cards: ['QS', 'KC'] })).toThrow(/exactly 1/);
    const after = act(asked, { type: 'save', cards: ['KC'] });
    expect(after.court).toEqual(['KC']);
    expect(after.crypt).toEqual(['JD', 'QS', 'KH']);
    expect(after.phase.kind).toBe('choose');
    expectConserved(after);
  });

  it('the aside cards taken by a RESHUFFLE stay hidden while the Jacks choose', () => {
    const s = position({ spread: ['3H', '7S', 'QD'], deck: 0, aside: 20, court: ['JD', 'QS', 'KC'] });
    const asked = act(s, take('3H'));
    expect(asked.phase.kind).toBe('save');
    const view = game.playerView(asked, 0);
    // the 10 cards came off the aside pile but are not in the public discard pile
    expect(view.asideCount).toBe(10);
    expect(view.deckCount).toBe(10);
    expect(view.discard).toEqual(s.discard.concat(['7S', 'QD']));
    expectConserved(asked);
  });

  it('two Jacks keep two of three', () => {
    const s = position({ spread: ['2H', '8S', '9C'], previous: '4H', chickens: 600, court: ['JD', 'JC', 'QS', 'KC', 'KH'] });
    const asked = act(s, take('2H'));
    expect(game.legalActions(asked)).toHaveLength(3); // C(3,2)
    const after = act(asked, { type: 'save', cards: ['QS', 'KH'] });
    expect(after.court).toEqual(['QS', 'KH']);
  });
});

describe('RESHUFFLE', () => {
  it('an empty deck reshuffles with consequences: 10 aside, half the flock rounded up, the court lost', () => {
    const s = position({ spread: ['3H', '7S', 'QD'], deck: 0, aside: 25, chickens: 100, court: ['KS'] });
    const discardBefore = s.discard.length;
    const after = act(s, take('3H'));
    // 100 − 3 = 97, halved and rounded up: 49
    expect(after.chickens).toBe(49);
    expect(after.court).toEqual([]);
    expect(after.crypt).toEqual(['KS']);
    expect(after.aside.length).toBe(15);
    expect(after.deck.length).toBe(discardBefore + 2 + 10 - 3);
    expect(addedTypes(s, after)).toEqual(['take', 'previous', 'reshuffle', 'halve', 'court-lost', 'shuffle', 'deal']);
    expectConserved(after);
  });

  it('CL 1 and 2: cards are drawn one at a time, so a RESHUFFLE can fall in the middle of a deal', () => {
    const s = position({ spread: ['3H', '7S', 'QD'], deck: ['9C'], aside: 20 });
    const after = act(s, take('3H'));
    expect(after.spread).toContain('9C');
    expect(after.chickens).toBe(49); // ⌈97 / 2⌉
    expect(after.aside.length).toBe(10);
  });

  it('CL 3: fewer than 10 aside loses without a Jack', () => {
    const s = position({ spread: ['3H', '7S', 'QD'], deck: 0, aside: 9 });
    const after = act(s, take('3H'));
    expect(after.phase).toMatchObject({ kind: 'over', outcome: 'lost', cause: 'aside' });
    expect(after.chickens).toBe(97); // no halving: the aside pile is checked first
    expectConserved(after);
  });

  it('CL 3: with a Jack, escaping takes what is left, then halves and loses the court, Jacks saving', () => {
    const s = position({ spread: ['3H', '7S', 'QD'], deck: 0, aside: 6, court: ['JC', 'JD', 'KH'] });
    const asked = act(s, take('3H'));
    expect(asked.phase).toEqual({ kind: 'escape', cause: 'aside' });
    expect(asked.chickens).toBe(97);
    const after = act(asked, { type: 'escape', jack: 'JC' });
    // the escaping Jack goes first; the other Jack then saves the King; ⌈97 / 2⌉ = 49
    expect(after.crypt).toEqual(['JC', 'JD']);
    expect(after.court).toEqual(['KH']);
    expect(after.chickens).toBe(49);
    expect(after.aside).toEqual([]);
    expect(addedTypes(asked, after)).toEqual(['escape', 'reshuffle', 'halve', 'court-lost', 'shuffle', 'deal']);
    expect(added(asked, after)[1]).toEqual({ type: 'reshuffle', consequences: true, taken: 6, asideLeft: 0 });
    expectConserved(after);
  });

  it('a DIAMONDS RESHUFFLE with fewer than 10 aside is a loss too', () => {
    const after = act(position({ spread: ['2D', '8H', '9C'], previous: '5D', aside: 4 }), take('2D'));
    expect(after.phase).toMatchObject({ kind: 'over', outcome: 'lost', cause: 'aside' });
  });
});

describe('CL 5 and 6: sacrificing a court card', () => {
  it('with a match: the card of its suit is taken free and the court card goes to the crypt', () => {
    const s = position({ spread: ['3H', '7S', 'KD'], court: ['QH'] });
    const after = act(s, { type: 'sacrifice', court: 'QH', take: '3H' });
    expect(after.chickens).toBe(100);
    expect(after.crypt).toEqual(['QH']);
    expect(after.court).toEqual([]);
    expect(after.previous).toBe('3H');
    expect(after.discard).toEqual(expect.arrayContaining(['7S', 'KD']));
    expect(after.discard).not.toContain('QH');
    expectConserved(after);
  });

  it('with several matches the player picks, and must take one', () => {
    const s = position({ spread: ['3H', '9H', 'KD'], court: ['QH'] });
    const sacrifices = game.legalActions(s).filter((a) => a.type === 'sacrifice');
    expect(sacrifices).toEqual([
      { type: 'sacrifice', court: 'QH', take: '3H' },
      { type: 'sacrifice', court: 'QH', take: '9H' },
    ]);
    expect(() => act(s, { type: 'sacrifice', court: 'QH', take: null })).toThrow(/must|means taking/);
    expect(() => act(s, { type: 'sacrifice', court: 'QH', take: 'KD' })).toThrow(IllegalActionError);
  });

  it('without a match: the whole spread is discarded', () => {
    const s = position({ spread: ['3H', '7S', 'KD'], court: ['QC'] });
    expect(game.legalActions(s)).toContainEqual({ type: 'sacrifice', court: 'QC', take: null });
    const after = act(s, { type: 'sacrifice', court: 'QC', take: null });
    expect(after.chickens).toBe(100);
    expect(after.previous).toBeNull();
    expect(after.crypt).toEqual(['QC']);
    expect(after.discard).toEqual(expect.arrayContaining(['3H', '7S', 'KD']));
  });

  it('a free number card still fires its event (CL 6)', () => {
    const after = act(position({ spread: ['3C', '9H', 'KD'], previous: '4H', court: ['KH'] }), {
      type: 'sacrifice',
      court: 'KH',
      take: '9H',
    });
    // 100 − 0, then HEARTS: × 2 = 200
    expect(after.chickens).toBe(200);
    expect(after.crypt).toEqual(['KH']);
  });

  it('a free court card joins the court', () => {
    const after = act(position({ spread: ['3C', '9H', 'KD'], court: ['JD'] }), { type: 'sacrifice', court: 'JD', take: 'KD' });
    expect(after.court).toEqual(['KD']);
    expect(after.chickens).toBe(100);
  });
});

describe('views', () => {
  it('shows counts of the deck and aside pile, never their cards', () => {
    const s = position({ spread: ['3H', '7S', 'QD'], deck: 5, aside: 30 });
    const view = game.playerView(s, 0);
    expect(view.deckCount).toBe(5);
    expect(view.asideCount).toBe(30);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(s.deck));
    expect(view.discard).toEqual(s.discard);
  });

  it('prints actions in notation', () => {
    expect(game.actionToString({ type: 'take', card: '10H' })).toBe('take 10H');
    expect(game.actionToString({ type: 'sacrifice', court: 'QH', take: '7H' })).toBe('sacrifice QH take 7H');
    expect(game.actionToString({ type: 'sacrifice', court: 'QH', take: null })).toBe('sacrifice QH');
    expect(game.actionToString({ type: 'save', cards: ['QD', 'KS'] })).toBe('save QD KS');
  });
});

describe('setup and refusals', () => {
  it('deals 12 cards to the deck and 40 aside, then the first spread of 3', () => {
    const s = game.setup({ players: 1 }, 42);
    expect(s.chickens).toBe(100);
    expect(s.deck.length).toBe(9);
    expect(s.aside.length).toBe(40);
    expect(s.spread.length).toBe(3);
    expectConserved(s);
  });

  it('refuses other player counts and other seats', () => {
    expect(() => game.setup({ players: 2 } as unknown as { players: 1 }, 1)).toThrow(RangeError);
    const s = game.setup({ players: 1 }, 1);
    expect(() => game.applyAction(s, game.legalActions(s)[0] as ClutchAction, 1)).toThrow(IllegalActionError);
  });

  it('says why a choice is refused', () => {
    const s = game.setup({ players: 1 }, 3);
    const notInSpread = allCards(s).find((c) => !s.spread.includes(c)) as string;
    expect(() => act(s, { type: 'take', card: notInSpread })).toThrow(/not in the spread/);
    // An empty court has nothing to give; a court without the card named says which card it lacks.
    expect(() => act(s, { type: 'sacrifice', court: 'KS', take: null })).toThrow('your court is empty: nothing to sacrifice');
    const courted = {
      ...s,
      court: allCards(s)
        .filter((c) => c.startsWith('Q'))
        .slice(0, 1),
    };
    expect(() => act(courted, { type: 'sacrifice', court: 'KS', take: null })).toThrow(/not in your court/);
    expect(() => act(s, { type: 'decline' })).toThrow(IllegalActionError);
    expect(() => act(s, { type: 'save', cards: [] })).toThrow(IllegalActionError);
  });

  it('shows the same view whatever the order of the deck and the aside pile', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const s = game.setup({ players: 1 }, seed);
      const hidden = [...s.deck, ...s.aside].reverse();
      const other: ClutchState = { ...s, deck: hidden.slice(0, s.deck.length), aside: hidden.slice(s.deck.length) };
      expect(game.playerView(other, 0)).toEqual(game.playerView(s, 0));
    }
  });
});
