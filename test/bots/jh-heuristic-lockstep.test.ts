// The normal heuristic on packed hands (src/games/just-hatched/heuristic.ts) held to the heuristic
// as it was written on card strings (jh-heuristic-reference.ts), position by position, over
// seeded games of easy, normal and hard bots at every table (2–6 players, both 2-player
// versions): the normal bot's choice, the hard bot's own heuristic (HARD_WEIGHTS, held to its
// first form: the normal cost on strings plus its own terms), the playouts' choice, the easy bot's careful choice (with
// the random draws it makes), the hard bot's root moves, and the reading of past turns, on the
// real hands and on deals drawn from the view (where a catch can put a seat's own laid card back
// in its hand). The first disagreement fails. LOCKSTEP_POSITIONS sets how many positions
// (scripts/lockstep.js runs a million).
import { describe, expect, it } from 'vitest';
import { playGame, Rng } from '../../src/engine/index.js';
import { hardChoice, jhCandidates, misfits, normalChoice, pastTurns, playoutChoice, viewChoice } from '../../src/games/just-hatched/bot.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import {
  addCard,
  handCard,
  handCode,
  HAND_WORDS,
  justHatchedGame as game,
  logEvents,
  type JhAction,
  type JhOptions,
  type JhState,
} from '../../src/games/just-hatched/index.js';
import * as ref from './jh-heuristic-reference.js';
import { CONFIGS } from '../games/just-hatched/helpers.js';

await loadAllBots();

const POSITIONS = Number(process.env.LOCKSTEP_POSITIONS ?? 20_000);

/** An action as compared: its JSON (a Cluck object or the engine's own, the same). */
const same = (a: JhAction): string => JSON.stringify(a);

describe('the normal heuristic on packed hands', () => {
  it(`chooses as the heuristic on card strings did, at ${POSITIONS} positions`, () => {
    const rng = Rng.fromSeed(2626);
    const seen = { lead: 0, follow: 0, cluck: 0, coop: 0, duck: 0, exchange: 0, turns: 0, misfit: 0, hard: 0 };
    let positions = 0;
    for (let g = 0; positions < POSITIONS; g++) {
      const options = CONFIGS[g % CONFIGS.length] as JhOptions;
      const level = g % 23 === 22 ? 'hard' : g % 2 === 0 ? 'easy' : 'normal';
      const bots = Array.from({ length: options.players }, (_, s) =>
        makeBot('just-hatched', level === 'hard' && s > 0 ? 'normal' : level, { thinkMs: 0, iterations: 8 }),
      );
      const seed = 9000 + g;
      const played = playGame(game, options, bots, seed);
      let s = game.setup(options, seed);
      for (const step of played.steps) {
        if (positions >= POSITIONS) break;
        if (step.seat === s.turn && s.phase !== 'over') {
          positions++;
          check(s, rng, seen, positions);
        }
        s = game.applyAction(s, step.action, step.seat);
      }
    }
    // Every kind of turn came up.
    for (const [what, count] of Object.entries(seen)) expect({ what, count: count > 0 }).toEqual({ what, count: true });
  });

  it('reads a past turn as before when a deal gives a seat back a card it laid since', () => {
    // A deal after a catch may put cleared cards back in play: a seat may then be dealt a card it
    // laid later in the round, and with the cards it laid since, hold more copies than the deck has.
    let checked = 0;
    let loose = 0;
    for (let seed = 1; seed < 400 && loose < 200; seed++) {
      const options = { players: 3 + (seed % 4) };
      const bots = Array.from({ length: options.players }, () => makeBot('just-hatched', 'normal', { thinkMs: 0 }));
      const played = playGame(game, options, bots, seed);
      let s = game.setup(options, seed);
      for (const [i, step] of played.steps.entries()) {
        if (i % 5 === 0 && step.seat === s.turn && s.phase === 'play') {
          const view = game.playerView(s, s.turn);
          const turns = pastTurns(view);
          const refTurns = ref.pastTurns(view);
          for (const [k, t] of turns.entries()) {
            const at = t.seat * HAND_WORDS;
            const laid = laidSince(s, t.seat, t.at);
            for (const code of laid) {
              const held = s.held.slice();
              if (!addCard(held, at, code)) continue;
              // Loose when the hand and the cards laid since no longer fit in one hand.
              const together = held.slice(at, at + HAND_WORDS);
              if (laid.some((c) => !addCard(together, 0, c))) loose++;
              const deal: JhState = { ...s, held };
              checked++;
              const one = misfits(deal, [t], options.players);
              const oneRef = ref.misfits(deal, [refTurns[k] as ref.PastTurn], options.players);
              if (one !== oneRef)
                expect({ seed, step: i, turn: k, code, misfit: one }).toEqual({ seed, step: i, turn: k, code, misfit: oneRef });
            }
          }
        }
        s = game.applyAction(s, step.action, step.seat);
      }
    }
    expect(checked).toBeGreaterThan(loose);
    expect(loose).toBeGreaterThanOrEqual(200);
  });
});

/** The codes of the cards `seat` laid at or after log index `from` in the round of `s`. */
function laidSince(s: JhState, seat: number, from: number): number[] {
  const log = logEvents(s.log);
  const out: number[] = [];
  for (let i = from; i < log.length; i++) {
    const e = log[i];
    if (e?.type === 'lay' && e.seat === seat) for (const c of e.cards) out.push(handCode(handCard(c)));
  }
  return out;
}

/** Every question the bots ask the heuristic at the position `s`, packed and on strings; fails on the first difference. */
function check(s: JhState, rng: Rng, seen: Record<string, number>, position: number): void {
  const where = { position, round: s.round, turn: s.turn };
  const legal = game.legalActions(s);
  const view = game.playerView(s, s.turn);
  const players = s.options.players;

  const normal = normalChoice(view, legal);
  const normalRef = ref.normalChoice(view, legal);
  if (same(normal) !== same(normalRef)) expect({ ...where, normal }).toEqual({ ...where, normal: normalRef });

  const hard = hardChoice(view, legal);
  const hardRef = ref.tunedChoice(view, legal);
  if (same(hard) !== same(hardRef)) expect({ ...where, hard }).toEqual({ ...where, hard: hardRef });
  if (same(hardRef) !== same(normalRef)) seen.hard = (seen.hard ?? 0) + 1;

  const playout = playoutChoice(s, () => legal);
  const playoutRef = ref.playoutChoice(s, () => legal);
  if (same(playout) !== same(playoutRef)) expect({ ...where, playout }).toEqual({ ...where, playout: playoutRef });

  const draws = rng.deriveSeed();
  const [mine, theirs] = [Rng.fromSeed(draws), Rng.fromSeed(draws)];
  const careful = viewChoice(view, mine);
  const carefulRef = ref.viewChoice(view, theirs);
  if (same(careful) !== same(carefulRef) || JSON.stringify(mine.state()) !== JSON.stringify(theirs.state())) {
    expect({ ...where, careful, draws: mine.state() }).toEqual({ ...where, careful: carefulRef, draws: theirs.state() });
  }

  const roots = jhCandidates(view, legal, 8);
  const rootsRef = ref.jhCandidates(view, legal, 8);
  if (JSON.stringify(roots) !== JSON.stringify(rootsRef)) expect({ ...where, roots }).toEqual({ ...where, roots: rootsRef });

  if (s.phase === 'exchange') seen.exchange = (seen.exchange ?? 0) + 1;
  else if (s.run.length === 0) seen.lead = (seen.lead ?? 0) + 1;
  else seen.follow = (seen.follow ?? 0) + 1;
  if (playoutRef.type === 'cluck') seen.cluck = (seen.cluck ?? 0) + 1;
  if (playoutRef.type === 'lay' && playoutRef.coop !== undefined) seen.coop = (seen.coop ?? 0) + 1;
  if (playoutRef.type === 'lay' && playoutRef.cards.some((c) => c.startsWith('D='))) seen.duck = (seen.duck ?? 0) + 1;

  // Past turns, read on the real hands and on a deal drawn from the view.
  const turns = pastTurns(view);
  const turnsRef = ref.pastTurns(view);
  expect(turns.length).toBe(turnsRef.length);
  if (turns.length === 0) return;
  seen.turns = (seen.turns ?? 0) + 1;
  const deal = game.resample(view, s.turn, rng);
  const k = rng.int(turns.length);
  for (const state of [s, deal]) {
    const one = misfits(state, [turns[k] as (typeof turns)[number]], players);
    const oneRef = ref.misfits(state, [turnsRef[k] as ref.PastTurn], players);
    if (one !== oneRef) expect({ ...where, turn: k, misfit: one }).toEqual({ ...where, turn: k, misfit: oneRef });
    if (oneRef > 0) seen.misfit = (seen.misfit ?? 0) + 1;
  }
  if (position % 16 === 0) {
    const all = misfits(deal, turns, players);
    const allRef = ref.misfits(deal, turnsRef, players);
    if (all !== allRef) expect({ ...where, misfits: all }).toEqual({ ...where, misfits: allRef });
  }
}
