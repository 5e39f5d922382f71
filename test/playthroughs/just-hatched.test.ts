import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playGame, randomBot } from '../../src/engine/index.js';
import { justHatchedGame as game, type JhAction, type JhOptions, type JhView } from '../../src/games/just-hatched/index.js';

/** Seeded games whose transcripts are kept; `UPDATE_GOLDEN=1` rewrites the files on purpose. */
const CASES: { file: string; options: JhOptions; seed: number }[] = [
  { file: 'just-hatched-4p.txt', options: { players: 4 }, seed: 2026 },
  { file: 'just-hatched-2p-both-hands.txt', options: { players: 2, twoPlayer: 'both-hands' }, seed: 7 },
];

function transcript(options: JhOptions, seed: number): string {
  const bots = Array.from({ length: options.players }, () => randomBot<JhView, JhAction>());
  const result = playGame(game, options, bots, seed);
  const out = result.outcome!;
  return [
    `# just-hatched ${JSON.stringify(options)} seed ${seed}`,
    ...result.steps.map((s) => `seat ${s.seat}: ${game.actionToString(s.action)}`),
    `scores: ${out.scores.join(' ')}`,
    `winners: ${out.winners.join(' ')}`,
    `summary: ${out.summary}`,
    '',
  ].join('\n');
}

describe('golden playthroughs', () => {
  for (const c of CASES) {
    it(`${c.file} is unchanged`, () => {
      const path = fileURLToPath(new URL(c.file, import.meta.url));
      const now = transcript(c.options, c.seed);
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, now);
      expect(now).toBe(readFileSync(path, 'utf8'));
    });
  }
});
