import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playGame, randomBot } from '../../src/engine/index.js';
import { actionToString, describeEvent, henhouseGame, roundLog, type HenhouseAction } from '../../src/games/henhouse/index.js';

const GOLDEN = fileURLToPath(new URL('./henhouse-4p-seed-2026.golden.txt', import.meta.url));
const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

/** The whole game as text: the deal, every action with the events it caused, and the outcome. */
function transcript(): string {
  const options = { players: 4 };
  const seed = 2026;
  const bots = NAMES.map(() => randomBot<unknown, HenhouseAction>());
  const result = playGame(henhouseGame, options, bots, seed);
  const lines: string[] = [`henhouse ${JSON.stringify(options)} seed ${seed}`];
  let state = henhouseGame.setup(options, seed);
  const dealt = (): void => {
    state.hands.forEach((h, s) => lines.push(`  ${NAMES[s]}: ${h.join(' ')}`));
  };
  for (const e of state.log) lines.push(`  > ${describeEvent(e, NAMES)}`);
  dealt();
  for (const step of result.steps) {
    const round = state.round;
    // The log starts over with each round, opened by the move that ended the last one.
    const before = roundLog(state).length;
    state = henhouseGame.applyAction(state, step.action, step.seat);
    lines.push(`${NAMES[step.seat]}: ${actionToString(step.action)}`);
    for (const e of roundLog(state).slice(state.round === round ? before : 0)) lines.push(`  > ${describeEvent(e, NAMES)}`);
    if (state.round !== round) dealt();
  }
  lines.push(`outcome: ${JSON.stringify(henhouseGame.outcome(state))}`);
  return `${lines.join('\n')}\n`;
}

describe('Henhouse golden playthrough', () => {
  it('plays seed 2026 for 4 players exactly as recorded (UPDATE_GOLDEN=1 rewrites it)', () => {
    const text = transcript();
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(GOLDEN)) {
      if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`no golden file yet: run with UPDATE_GOLDEN=1 to write ${GOLDEN}`);
      writeFileSync(GOLDEN, text);
    }
    expect(text).toBe(readFileSync(GOLDEN, 'utf8'));
  });
});
