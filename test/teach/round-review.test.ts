import { describe, expect, it } from 'vitest';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import type { Rng } from '../../src/engine/index.js';
import { botInterjection, botRngs, type Seat } from '../../src/engine/index.js';
import { justHatchedGame as jh, type JhAction, type JhState } from '../../src/games/just-hatched/index.js';
import { gameModule, ordinalNumber } from '../../src/games/index.js';
import { costliestPlay, hintFor, roundReview, type Decision } from '../../src/teach/index.js';

await loadAllBots();

/**
 * Round 1 of a 4-player game with seat 0 played by `choose` and easy bots elsewhere: seat 0's
 * turns (its view, legal actions, choice) and its view once the round is over.
 */
async function roundOne(seed: number, choose: (view: unknown, legal: readonly JhAction[], rng: Rng) => Promise<JhAction>) {
  let state: JhState = jh.setup({ players: 4 }, seed);
  const bots = Array.from({ length: 4 }, () => makeBot('just-hatched', 'easy', { thinkMs: 1 }));
  const rngs = botRngs(seed, 4);
  const decisions: Decision[] = [];
  let step = 0;
  while (jh.currentPlayer(state) !== 'terminal' && state.round === 1) {
    const current = jh.currentPlayer(state) as Seat;
    const said = botInterjection(jh, state, bots, rngs, current);
    if (said) {
      state = jh.applyAction(state, said.action, said.seat);
      step++;
      continue;
    }
    const view = jh.playerView(state, current);
    const legal = jh.legalActions(state);
    const action = current === 0 ? await choose(view, legal, rngs[0]!) : bots[current]!.choose(view, legal, rngs[current]!);
    if (current === 0) decisions.push({ step, view, legal, action });
    state = jh.applyAction(state, action, current);
    step++;
  }
  return { decisions, now: jh.playerView(state, 0) };
}

describe('the teaching review of a round', () => {
  it('names a play the hard bot would not have made, and gives the same answer every time', async () => {
    // A careless person: the last legal action (often a high lay, or giving up the lead).
    const careless = async (_v: unknown, legal: readonly JhAction[]) => legal[legal.length - 1]!;
    const { decisions } = await roundOne(21, careless);
    const first = await costliestPlay(gameModule('just-hatched'), 0, 4, decisions);
    expect(first).not.toBeNull();
    if (!first) return;
    expect(first.cost).toBeGreaterThanOrEqual(1);
    // The better play is the hard bot's own choice from that view, and differs from the person's.
    const hint = await hintFor(gameModule('just-hatched'), first.decision.view, 0, first.decision.legal);
    expect(hint?.action).toEqual(first.better);
    expect(first.better).not.toEqual(first.decision.action);
    expect(decisions).toContain(first.decision);
    const again = await costliestPlay(gameModule('just-hatched'), 0, 4, decisions);
    expect(again).toEqual(first);
  }, 120_000);

  it('finds nothing to say of plays that were the hard bot’s own', async () => {
    const asHint = async (view: unknown, legal: readonly JhAction[]) =>
      ((await hintFor(gameModule('just-hatched'), view, 0, legal))?.action ?? legal[0]) as JhAction;
    const { decisions, now } = await roundOne(21, asHint);
    expect(await costliestPlay(gameModule('just-hatched'), 0, 4, decisions)).toBeNull();
    const review = await roundReview(gameModule('just-hatched'), 0, 4, 1, decisions, now);
    expect(review?.lines[0]).toBe("Round 1 review: by the hard bot's reckoning, none of your plays cost a point.");
  }, 120_000);

  it('says the play, its cost and the better one in a line', async () => {
    const careless = async (_v: unknown, legal: readonly JhAction[]) => legal[legal.length - 1]!;
    const { decisions, now } = await roundOne(21, careless);
    const costly = await costliestPlay(gameModule('just-hatched'), 0, 4, decisions);
    const review = await roundReview(gameModule('just-hatched'), 0, 4, 1, decisions, now);
    expect(costly).not.toBeNull();
    if (!costly) return;
    expect(review?.lines[0]).toBe(
      // The play is named by the person's own count of their turns, which they can follow; the
      // game's step number is shown nowhere.
      `Round 1 review: your ${ordinalNumber(decisions.indexOf(costly.decision) + 1)} turn, ${jh.actionToString(costly.decision.action as JhAction)}, cost about ${Math.round(costly.cost)} point${Math.round(costly.cost) === 1 ? '' : 's'}; better: ${jh.actionToString(costly.better as JhAction)}.`,
    );
  }, 120_000);

  it('counts the cards not yet seen in a two-player game only', () => {
    const teaching = gameModule('just-hatched').teaching!;
    const two = jh.setup({ players: 2, twoPlayer: 'both-hands' }, 4);
    expect(jh.currentPlayer(two)).toBe(1);
    // 64 cards: my 16 are seen; of the other 16 and the 32 face down, only Big Red (BC) is known,
    // shown by seat 1 to lead: 16 - 1 + 32 = 47.
    expect(teaching.unseen?.(jh.playerView(two, 0))).toBe(47);
    const singles = jh.legalActions(two).filter((a) => a.type === 'lay' && a.cards.length === 1);
    const bigRed = singles.find((a) => a.type === 'lay' && a.cards[0] === 'BC')!;
    const other = singles.find((a) => a.type === 'lay' && a.cards[0] !== 'BC')!;
    // Laying the known Big Red shows nothing new (15 - 0 + 32); another card is one more seen (15 - 1 + 32).
    expect(teaching.unseen?.(jh.playerView(jh.applyAction(two, bigRed, 1), 0))).toBe(47);
    expect(teaching.unseen?.(jh.playerView(jh.applyAction(two, other, 1), 0))).toBe(46);
    expect(teaching.unseen?.(jh.playerView(jh.setup({ players: 4 }, 4), 0))).toBeNull();
  });

  it('says what the count of a two-player review counts', async () => {
    const two = jh.setup({ players: 2, twoPlayer: 'both-hands' }, 4);
    const review = await roundReview(gameModule('just-hatched'), 0, 2, 1, [], jh.playerView(two, 0));
    expect(review?.lines[1]).toBe('Cards of the new round you have not seen: 47 (in the other hand or face down).');
  });
});
