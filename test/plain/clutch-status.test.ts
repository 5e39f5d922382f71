import { describe, expect, it } from 'vitest';
import { clutchGame } from '../../src/games/clutch/index.js';
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
});
