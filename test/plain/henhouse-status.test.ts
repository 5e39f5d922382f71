import { describe, expect, it } from 'vitest';
import { henhouseGame } from '../../src/games/henhouse/index.js';
import { henhousePlain } from '../../src/games/henhouse/plain.js';

describe("Henhouse's status in line mode", () => {
  it("counts each seat's wilds among its cards, and says which it holds, as the drawn table does", () => {
    const state = henhouseGame.setup({ players: 4 }, 3);
    const seats = ['Ada', 'Pip', 'Wren', 'Moss'].map((name, i) => ({ name, bot: i === 0 ? null : ('normal' as const) }));
    const lines = henhousePlain.status!(henhouseGame.playerView(state, 0), seats);
    // 15 dealt cards and both wilds each.
    expect(lines.join('\n').replace(/\s+/g, ' ')).toContain('Pip (normal bot): 17 cards (wilds *C *E), 0 points');
    expect(lines.some((l) => /^Your hand \(17\): /.test(l))).toBe(true);
  });
});
