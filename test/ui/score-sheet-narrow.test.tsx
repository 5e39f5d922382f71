import stringWidth from 'string-width';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { playGame, randomBot, type AnyGame, type GameId } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { scoreSheet } from '../../src/review/index.js';
import ScoreSheet from '../../src/ui/components/ScoreSheet.js';

afterEach(() => cleanup());

const NAMES = ['Player', 'Pip', 'Marigold', 'Nugget', 'Henrietta', 'Clover'];

/** The score sheet (`t`) of a finished game of random moves, drawn `columns` wide. */
function sheetFrame(game: GameId, players: number, columns: number): string {
  const engine = gameModule(game).game as AnyGame;
  const played = playGame(
    engine,
    { players },
    Array.from({ length: players }, () => randomBot(0.3)),
    9,
  );
  const view = engine.playerView(played.final, 0);
  return render(<ScoreSheet sheet={scoreSheet(game, view, NAMES.slice(0, players))} columns={columns} />).lastFrame() ?? '';
}

describe('the score sheet (t) in a narrow window', () => {
  for (const [game, players] of [
    ['just-hatched', 6],
    ['henhouse', 5],
  ] as const) {
    it(`${game} for ${players} at 60 columns: a row a seat, every seat and its total whole`, () => {
      const frame = sheetFrame(game, players, 60);
      const lines = frame.split('\n');
      for (const l of lines) expect(stringWidth(l), l).toBeLessThanOrEqual(60);
      expect(frame).not.toContain('…');
      for (const name of NAMES.slice(0, players))
        expect(
          lines.some((l) => new RegExp(`^│ ${name}\\s+\\S`).test(l)),
          `${name}\n${frame}`,
        ).toBe(true);
      expect(
        lines.some((l) => /R1\s+R2\s+R3\s+R4\s+.*total/.test(l)),
        frame,
      ).toBe(true);
      if (game === 'just-hatched') expect(frame.replace(/\s+/g, ' ')).toMatch(/Good \/ Bad Egg: R1 \S+ \/ \S+; R2/);
    });
  }

  it('keeps a column a seat where it fits (100 columns)', () => {
    const frame = sheetFrame('just-hatched', 6, 100);
    expect(frame).toMatch(/Player\s+Pip\s+Marigold\s+Nugget\s+Henrietta\s+Clover\s+Good \/ Bad Egg/);
  });
});
