import { describe, expect, it } from 'vitest';
import { clutchGame, sortCards } from '../../src/games/clutch/index.js';
import { position } from '../games/clutch/helpers.js';
import { clutchPlain } from '../../src/games/clutch/plain.js';

describe("Clutch's status in line mode", () => {
  it('offers a court sacrifice only when the court has someone to sacrifice', () => {
    // A new game: the court is empty.
    const view = clutchGame.playerView(clutchGame.setup({ players: 1 }, 5), 0);
    expect(view.court).toEqual([]);
    const lines = clutchPlain.status!(view, []);
    expect(lines.at(-1)).toMatch(/^Spread: .*\. Keep one card\.$/);
    const courted = { ...view, court: ['QH'] } as typeof view;
    expect(clutchPlain.status!(courted, []).at(-1)).toMatch(/Keep one card, or sacrifice a court card\.$/);
  });

  it('lists the discard pile, open information, low to high as the table does', () => {
    // Cards named nowhere else beyond the 10 aside and 5 in the deck: the discard pile.
    const view = clutchGame.playerView(position({ spread: ['3C', '7H', 'QD'], previous: '4H', deck: 5, aside: 10 }), 0);
    expect(view.discard.length).toBeGreaterThan(20);
    const line = clutchPlain.status!(view, []).find((l) => l.startsWith('Discard pile: '));
    expect(line).toBe(`Discard pile: ${sortCards(view.discard).join(' ')}.`);
    const fresh = clutchGame.playerView(clutchGame.setup({ players: 1 }, 5), 0);
    expect(clutchPlain.status!(fresh, [])).toContain('Discard pile: none.');
  });
});
