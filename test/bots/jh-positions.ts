import { justHatchedGame as game, type JhState } from '../../src/games/just-hatched/index.js';
import { normalChoice, pastTurns } from '../../src/games/just-hatched/bot.js';

/**
 * States met along a seeded game of normal bots at `players` (4 unless given), at every `every`th
 * step (5) in the play phase where the seat to act has seen at least `minTurns` (4) turns of the
 * others this round: the positions the hard bot's reading of the others is tested on.
 */
export function midRounds(seed: number, { players = 4, every = 5, minTurns = 4 } = {}): JhState[] {
  let s = game.setup({ players }, seed);
  const out: JhState[] = [];
  for (let step = 0; step < 400 && game.currentPlayer(s) !== 'terminal'; step++) {
    const view = game.playerView(s, s.turn);
    if (s.phase === 'play' && step % every === 0 && pastTurns(view).length >= minTurns) out.push(s);
    s = game.applyAction(s, normalChoice(view, game.legalActions(s)));
  }
  return out;
}
