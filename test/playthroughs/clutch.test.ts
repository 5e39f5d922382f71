import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { clutch } from '../../src/games/clutch/module.js';
import { eventText, previewChoice, type ClutchState } from '../../src/games/clutch/index.js';

// A golden playthrough of one seeded deal, rewritten only on purpose: UPDATE_GOLDEN=1.
const GOLDEN = fileURLToPath(new URL('./clutch.golden.txt', import.meta.url));
// This deal reaches all four events, both kinds of RESHUFFLE, a lost court and a Jack escape.
const SEED = 18;

function line(s: ClutchState): string {
  const v = clutch.game.playerView(s, 0);
  return `chickens ${v.chickens} | spread ${v.spread.join(' ') || '-'} | court ${v.court.join(' ') || '-'} | previous ${v.previous ?? '-'} | deck ${v.deckCount} aside ${v.asideCount} discard ${v.discard.length} crypt ${v.crypt.join(' ') || '-'} | ${v.phase.kind}`;
}

/**
 * A greedy player: never a losing choice when another exists; the most chickens afterwards,
 * with a Queen counted as 150 more; ties broken by the seeded rng.
 */
function transcript(): string {
  const game = clutch.game;
  let state = game.setup({ players: 1 }, SEED);
  const rng = Rng.fromSeed(SEED);
  const out = [`A Clutch of Chickens, seed ${SEED}`, ...state.log.map((e) => `  ${eventText(e)}`)];
  while (game.currentPlayer(state) !== 'terminal') {
    out.push(line(state));
    const previews = game.legalActions(state).map((a) => previewChoice(state, a));
    const safe = previews.filter((p) => p.loses === null);
    const pool = safe.length > 0 ? safe : previews;
    const score = (p: (typeof pool)[number]): number => p.chickens + (p.action.type === 'take' && p.action.card.startsWith('Q') ? 150 : 0);
    const top = Math.max(...pool.map(score));
    const pick = rng.pick(pool.filter((p) => score(p) === top));
    out.push(`> ${game.actionToString(pick.action)}   [${pick.text}]`);
    const before = state.log.length;
    state = game.applyAction(state, pick.action);
    for (const e of state.log.slice(before)) out.push(`  ${eventText(e)}`);
  }
  out.push(line(state), `outcome: ${JSON.stringify(game.outcome(state))}`);
  return `${out.join('\n')}\n`;
}

it('plays the golden Clutch deal exactly as recorded', () => {
  const text = transcript();
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, text);
  expect(text).toBe(readFileSync(GOLDEN, 'utf8'));
  // The deal is chosen to cover the game's turns of fortune; say so if a change loses one.
  for (const sight of ['CLUBS', 'DIAMONDS', 'HEARTS', 'SPADES', 'RESHUFFLE, free', 'RESHUFFLE with consequences', 'The court was lost', '> escape']) {
    expect(text).toContain(sight);
  }
  expect(text).toContain('"winners":[0]');
});
