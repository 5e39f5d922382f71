import type { Bot, BotLevel, Rng } from '../../engine/index.js';
import { Spend } from '../../bots/budget.js';
import {
  ASIDE_TAKE,
  clutchGame,
  costOf,
  countRank as count,
  courtAtRisk,
  eventGain,
  halved,
  isCourtCard,
  makesPair,
  rankOf as rank,
  SPREAD_SIZE,
  suitOf as suit,
  TARGET,
  type ClutchAction,
  type ClutchState,
  type ClutchView,
} from './index.js';
import type { SearchBudget } from '../../bots/budget.js';

/** The part of a Clutch state or view that the heuristics read. */
type Situation = Pick<ClutchView, 'chickens' | 'court' | 'previous' | 'phase' | 'spread' | 'deckCount' | 'asideCount'>;

/**
 * How good a position looks, in chickens: the population, plus what the court is worth, plus
 * the promise of the previous number card (the suit event the next card of its suit would fire).
 * A won game is worth far more than any position, a lost one far less.
 */
export function clutchValue(s: Situation): number {
  if (s.phase.kind === 'over') return s.phase.outcome === 'won' ? 1e6 : -1e6;
  const kings = count(s.court, 13);
  const queens = count(s.court, 12);
  const jacks = count(s.court, 11);
  const c = s.chickens;
  let v = c + 90 * kings + 70 * queens + 60 * jacks;
  // Ready: a SPADES event now would win.
  const ready = c + eventGain('S', c, s.court) >= TARGET;
  if (ready) v += 600;
  if (s.previous !== null) {
    switch (suit(s.previous)) {
      case 'H':
        v += c < TARGET ? 0.5 * eventGain('H', c, s.court) : 0;
        break;
      case 'C':
        v += 0.5 * eventGain('C', c, s.court);
        break;
      case 'D':
        v += 40 + 40 * queens;
        break;
      case 'S':
        v += ready ? 800 : -30;
        break;
    }
  }
  return v;
}

/**
 * The decisions that need no judgement: escape a loss with a Jack whenever one is offered, and
 * let the Jacks keep Kings before Queens (Kings pay more at CLUBS). Null when the choice is a
 * real one (phase `choose`).
 */
function forced(state: Pick<ClutchView, 'phase'>, legal: readonly ClutchAction[]): ClutchAction | null {
  if (legal.length === 1) return legal[0] as ClutchAction;
  const phase = state.phase;
  if (phase.kind === 'escape') return legal.find((a) => a.type === 'escape') ?? (legal[0] as ClutchAction);
  if (phase.kind === 'save') {
    let best = legal[0] as ClutchAction;
    let bestScore = -1;
    for (const a of legal) {
      const score = a.type === 'save' ? a.cards.reduce((sum, c) => sum + rank(c), 0) : 0;
      if (score > bestScore) {
        best = a;
        bestScore = score;
      }
    }
    return best;
  }
  return null;
}

/**
 * The position right after `action`, foreseen with the engine's rule functions but without the
 * deck: the cost, the court card or the previous number card, and the suit event a pair fires.
 * Reshuffles that a deal may bring later are not foreseen.
 */
export function afterChoice(s: Situation, action: ClutchAction): Situation {
  const after = effectOf(s, action);
  if (after.phase.kind === 'over' || after.deckCount >= SPREAD_SIZE) return after;
  // The next deal empties the deck: a RESHUFFLE with consequences.
  if (after.asideCount < ASIDE_TAKE) {
    if (count(after.court, 11) === 0) return { ...after, phase: LOST };
    return { ...after, court: withoutOne(after.court, 11), deckCount: 99, asideCount: 0 };
  }
  return {
    ...after,
    chickens: halved(after.chickens),
    court: keepSaved(after.court),
    deckCount: 99,
    asideCount: after.asideCount - ASIDE_TAKE,
  };
}

function effectOf(s: Situation, action: ClutchAction): Situation {
  if (action.type !== 'take' && action.type !== 'sacrifice') return s;
  let court = s.court;
  let chickens = s.chickens;
  let card: string | null;
  if (action.type === 'take') {
    card = action.card;
    chickens -= costOf(card, s.spread);
    if (chickens <= 0) return { ...s, chickens, phase: LOST };
  } else {
    court = court.filter((c) => c !== action.court);
    card = action.take;
  }
  if (card === null) return { ...s, court };
  if (isCourtCard(card)) return { ...s, chickens, court: [...court, card] };
  if (!makesPair(s.previous, card)) return { ...s, chickens, court, previous: card };
  const event = suit(card);
  chickens += eventGain(event, chickens, court);
  switch (event) {
    case 'D':
      if (s.asideCount >= ASIDE_TAKE)
        return { ...s, chickens, court, previous: null, deckCount: 99, asideCount: s.asideCount - ASIDE_TAKE };
      break;
    case 'H':
      if (chickens >= TARGET) court = keepSaved(court);
      break;
    case 'S':
      if (chickens >= TARGET) return { ...s, chickens, court, previous: null, phase: WON };
      if (count(court, 11) === 0) return { ...s, chickens, court, previous: null, phase: LOST };
      court = withoutOne(court, 11);
      break;
    case 'C':
      break;
  }
  return { ...s, chickens, court, previous: null };
}

const LOST: ClutchView['phase'] = { kind: 'over', outcome: 'lost', cause: 'cost', reason: '' };
const WON: ClutchView['phase'] = { kind: 'over', outcome: 'won', cause: 'spades-win', reason: '' };

function withoutOne(court: readonly string[], r: number): string[] {
  const i = court.findIndex((c) => rank(c) === r);
  return i < 0 ? [...court] : [...court.slice(0, i), ...court.slice(i + 1)];
}

/** The court after it is lost, as this bot would choose: each Jack keeps one Queen or King, Kings first. */
function keepSaved(court: readonly string[]): string[] {
  const { jacks, candidates } = courtAtRisk(court);
  return candidates.sort((a, b) => rank(b) - rank(a)).slice(0, jacks);
}

/** The choice whose resulting position {@link clutchValue} likes best. */
function greedy(s: Situation, legal: readonly ClutchAction[]): ClutchAction {
  const sure = forced(s, legal);
  if (sure) return sure;
  let best = legal[0] as ClutchAction;
  let bestValue = -Infinity;
  for (const a of legal) {
    const v = clutchValue(afterChoice(s, a));
    if (v > bestValue) {
      best = a;
      bestValue = v;
    }
  }
  return best;
}

/**
 * Easy: mostly random — any card it can pay for, or a court sacrifice — and one time in three
 * the normal bot's choice.
 */
function easyClutch(): Bot<ClutchView, ClutchAction> {
  return {
    level: 'easy',
    choose(view, legal, rng) {
      const sure = forced(view, legal);
      if (sure) return sure;
      if (rng.chance(1 / 3)) return greedy(compact(view), legal);
      const affordable = legal.filter((a) => a.type !== 'take' || view.chickens > costOf(a.card, view.spread));
      return rng.pick(affordable.length > 0 ? affordable : legal);
    },
  };
}

/** Normal: one step of lookahead, taking the choice whose known effects look best. */
function normalClutch(): Bot<ClutchView, ClutchAction> {
  return { level: 'normal', choose: (view, legal) => greedy(compact(view), legal) };
}

/** Just the figures the heuristics read from a view, so that copying them is cheap. */
function compact(view: ClutchView): Situation {
  const { chickens, court, previous, phase, spread, deckCount, asideCount } = view;
  return { chickens, court, previous, phase, spread, deckCount, asideCount };
}

/** The situation of a full state, as a view would show it. */
function situationOf(state: ClutchState): Situation {
  const { chickens, court, previous, phase, spread } = state;
  return { chickens, court, previous, phase, spread, deckCount: state.deck.length, asideCount: state.aside.length };
}

/** Reward of a finished or cut-off playout: a win is 1; otherwise a little for the population. */
function clutchReward(_root: ClutchState, state: ClutchState): number[] {
  if (state.phase.kind === 'over') return [state.phase.outcome === 'won' ? 1 : 0];
  return [0.1 * Math.min(1, Math.max(0, clutchValue(situationOf(state))) / (2 * TARGET))];
}

/** Plays `state` to the end with the greedy policy; the reward of {@link clutchReward}. */
function playOut(state: ClutchState, maxSteps = 400): number {
  let s = state;
  for (let i = 0; i < maxSteps && s.phase.kind !== 'over'; i++) {
    s = clutchGame.applyAction(s, greedy(situationOf(s), clutchGame.legalActions(s)));
  }
  return clutchReward(state, s)[0] as number;
}

/**
 * Hard: a search over possible orders of the unseen cards. Each round deals the deck and the aside
 * pile afresh from the view (`resample`), plays every choice on that same deal and finishes each
 * game greedily; the choice with the best total over all rounds wins (the greedy choice on a tie).
 * Comparing every choice on the same deals keeps luck out of the comparison.
 * `budget.iterations` counts rounds; `budget.ms` is CPU time, as for every hard bot ({@link Spend}).
 */
function hardClutch(budget: SearchBudget): Bot<ClutchView, ClutchAction> {
  const choose = (view: ClutchView, legal: readonly ClutchAction[], rng: Rng): ClutchAction => {
    const sure = forced(view, legal);
    if (sure) return sure;
    const search = new ClutchSearch(view, legal, rng);
    const spend = new Spend(budget);
    while (spend.more(search.rounds)) search.round();
    return search.best();
  };
  return {
    level: 'hard',
    choose,
    async chooseAsync(view, legal, rng, signal) {
      signal?.throwIfAborted();
      const sure = forced(view, legal);
      if (sure) return sure;
      const search = new ClutchSearch(view, legal, rng);
      const spend = new Spend(budget);
      while (spend.more(search.rounds)) {
        search.round();
        await new Promise<void>((resolve) => setImmediate(resolve));
        signal?.throwIfAborted();
      }
      return search.best();
    },
  };
}

/** The state of a hard Clutch bot's search for one choice. */
class ClutchSearch {
  /** Per choice, the reward of each round. */
  readonly rewards: number[][];
  rounds = 0;

  constructor(
    private readonly view: ClutchView,
    private readonly legal: readonly ClutchAction[],
    private readonly rng: Rng,
  ) {
    this.rewards = legal.map(() => []);
  }

  /** One fresh deal of the unseen cards, every choice played out on it. */
  round(): void {
    const deal = clutchGame.resample(this.view, 0, this.rng);
    this.legal.forEach((a, i) => {
      this.rewards[i]?.push(playOut(clutchGame.applyAction(deal, a)));
    });
    this.rounds++;
  }

  /**
   * The greedy choice, unless another did better on the same deals by more than two standard
   * errors of the paired differences (then the one that did best).
   */
  best(): ClutchAction {
    const fallback = greedy(compact(this.view), this.legal);
    const base = this.rewards[this.legal.indexOf(fallback)] ?? [];
    const n = this.rounds;
    if (n < 2) return fallback;
    let best = fallback;
    let bestMean = 0;
    this.legal.forEach((a, i) => {
      const diffs = (this.rewards[i] as number[]).map((r, k) => r - (base[k] as number));
      const mean = diffs.reduce((x, y) => x + y, 0) / n;
      const variance = diffs.reduce((x, d) => x + (d - mean) ** 2, 0) / (n - 1);
      const se = Math.sqrt(variance / n);
      if (mean > bestMean && mean > 2 * se) {
        best = a;
        bestMean = mean;
      }
    });
    return best;
  }
}

/** A Clutch bot of `level`; `budget` bounds the hard bot's thinking per choice. */
export function clutchBot(level: BotLevel, budget: SearchBudget): Bot<ClutchView, ClutchAction> {
  switch (level) {
    case 'easy':
      return easyClutch();
    case 'normal':
      return normalClutch();
    case 'hard':
      return hardClutch(budget);
  }
}
