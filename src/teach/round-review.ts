import { botInterjection, Rng, type Bot, type Game, type Seat } from '../engine/index.js';
import type { Lesson } from '../games/index.js';
import { ordinalNumber } from '../games/words.js';
import { hashText, hintFor, type TaughtModule } from './hint.js';

/** One play the person chose on their turn: their view then, the legal actions, and what they chose. */
export interface Decision<A = unknown, V = unknown> {
  /** Actions taken before it in the game (its step number, 0-based). */
  readonly step: number;
  readonly view: V;
  readonly legal: readonly A[];
  readonly action: A;
}

/** The person's most costly play of a round, as the hard bot judges it from the person's views. */
export interface CostlyPlay<A = unknown, V = unknown> {
  readonly decision: Decision<A, V>;
  /** The hard bot's choice in the same view. */
  readonly better: A;
  /** How many points (in the game's unit, the bad direction) the person's play gave away, on average over the deals tried. */
  readonly cost: number;
}

/** Deals drawn from the person's view to judge each play (fixed, so a round always gets the same review). */
export const REVIEW_DEALS = 8;
/** A play is named only when it cost at least this much on average. */
export const REVIEW_MIN_COST = 1;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The engine of a taught module, in its own types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any options: a play-out reads none
type Engine<S, A, V> = Game<S, A, V, any>;

/**
 * The seat's final score after `first` in `state`, every seat then played by `bots` (easy) with
 * `seed`'s random sources: the same seed gives the same later deals and the same bot draws, so two
 * first actions compared on one state differ only by what they changed.
 */
function playOut<S, A, V>(engine: Engine<S, A, V>, state: S, seat: Seat, first: A, bots: readonly Bot<V, A>[], seed: number): number {
  const rngs = bots.map((_, i) => Rng.fromSeed((seed + Math.imul(i + 1, 0x9e3779b1)) >>> 0));
  let s = engine.applyAction(state, first, seat);
  for (let n = 0; n < 100_000; n++) {
    const current = engine.currentPlayer(s);
    if (current === 'terminal') break;
    const said = botInterjection(engine, s, bots, rngs, current);
    if (said) {
      s = engine.applyAction(s, said.action, said.seat);
      continue;
    }
    const bot = bots[current] as Bot<V, A>;
    const view = engine.playerView(s, current);
    const rng = rngs[current] as Rng;
    const action = bot.chooseFromView ? bot.chooseFromView(view, rng) : bot.choose(view, engine.legalActions(s), rng);
    s = engine.applyAction(s, action, current);
  }
  return engine.outcome(s)?.scores[seat] ?? 0;
}

/**
 * The person's most costly play among `decisions` (one round's), or null when none cost
 * {@link REVIEW_MIN_COST} or more. For each play with a choice, the hard bot chooses from the same
 * view (on the game's fixed hint budget); where it chose otherwise, both are played on
 * {@link REVIEW_DEALS} deals drawn from that view alone (the game's `resample`: hidden cards the
 * person could not know are drawn, never read) to the end with easy bots in every seat, and the
 * person's final scores compared deal by deal (`players` seats). Everything is seeded from the views, so the same
 * round always gets the same answer.
 */
export async function costliestPlay<S, A, V>(
  mod: TaughtModule<S, A, V>,
  seat: Seat,
  players: number,
  decisions: readonly Decision<A, V>[],
): Promise<CostlyPlay<A, V> | null> {
  const factory = await mod.bots();
  const easy = () => Array.from({ length: players }, () => factory('easy', { iterations: 1 }));
  const sign = mod.score.lowerIsBetter ? 1 : -1;
  let worst: CostlyPlay<A, V> | null = null;
  for (const decision of decisions) {
    if (decision.legal.length < 2) continue;
    const hint = await hintFor(mod, decision.view, seat, decision.legal);
    if (!hint || sameJson(hint.action, decision.action)) continue;
    const root = hashText(`review:${seat}:${JSON.stringify(decision.view)}`);
    let total = 0;
    for (let d = 0; d < REVIEW_DEALS; d++) {
      const seed = (root + Math.imul(d + 1, 0x85ebca6b)) >>> 0;
      const state = mod.game.resample(decision.view, seat, Rng.fromSeed(seed));
      const mine = playOut(mod.game, state, seat, decision.action, easy(), seed);
      const theirs = playOut(mod.game, state, seat, hint.action, easy(), seed);
      total += sign * (mine - theirs);
      // Yield between deals so the table keeps drawing.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const cost = total / REVIEW_DEALS;
    if (cost >= REVIEW_MIN_COST && (worst === null || cost > worst.cost)) worst = { decision, better: hint.action, cost };
  }
  return worst;
}

/**
 * The teaching review of a round that just ended, as two lines for the teaching panel: the
 * person's most costly play of it ({@link costliestPlay} over `decisions`, their turns of that
 * round) and the hard bot's choice there with its reason; in a two-player game, the cards of the
 * round now begun that the person has not yet seen (`now`, their view). Null when the person made
 * no choice in the round and there is nothing to count.
 */
export async function roundReview<S, A, V>(
  mod: TaughtModule<S, A, V>,
  seat: Seat,
  players: number,
  round: number,
  decisions: readonly Decision<A, V>[],
  now: V,
): Promise<Lesson | null> {
  const unseen = mod.teaching?.unseen?.(now) ?? null;
  const choices = decisions.filter((d) => d.legal.length > 1);
  if (choices.length === 0 && unseen === null) return null;
  const costly = await costliestPlay(mod, seat, players, choices);
  const head = `Round ${round} review: `;
  const count = unseen === null ? null : `Cards of the new round you have not seen: ${unseen} (in the other hand or face down).`;
  if (costly === null) {
    return {
      topic: `review-${round}`,
      lines: [
        `${head}by the hard bot's reckoning, none of your plays cost a point.`,
        count ?? `It tried each play it would have made otherwise on ${REVIEW_DEALS} deals drawn from what you saw.`,
      ],
    };
  }
  const yours = mod.game.actionToString(costly.decision.action);
  const better = mod.game.actionToString(costly.better);
  const points = Math.round(costly.cost);
  const unit = points === 1 ? mod.score.unit.replace(/s$/, '') : mod.score.unit;
  const why = mod.teaching ? mod.teaching.reason(costly.decision.view, costly.better, costly.decision.legal) : '';
  return {
    topic: `review-${round}`,
    lines: [
      `${head}your ${ordinalNumber(decisions.indexOf(costly.decision) + 1)} turn, ${yours}, cost about ${points} ${unit}; better: ${better}.`,
      [count, why].filter((t) => t).join(' '),
    ],
  };
}
