import type { Game, GameOptions, Rng, Seat } from '../engine/index.js';
import { Spend } from './budget.js';
import { IsMcts, YIELD_EVERY, type PlayoutPolicy, type SearchBudget } from './ismcts.js';
import { budgetNow } from './budget-clock.js';

/** How a hard bot searches one game: its heuristic, its playouts and how a playout is scored. */
export interface GuidedSpec<S, A, V, O extends GameOptions = GameOptions> {
  readonly game: Game<S, A, V, O>;
  /** The seat a view belongs to. */
  readonly seatOf: (view: V) => Seat;
  /**
   * The moves worth searching at the root, best first by the heuristic: the first is the normal
   * bot's own choice. Each must be an element of `legal`.
   */
  readonly candidates: (view: V, legal: readonly A[]) => readonly A[];
  /** The heuristic on a full state, used for every seat in the tree and in playouts. */
  readonly policy: PlayoutPolicy<S, A>;
  /** When a playout may stop (e.g. at the end of the round), and how it is then scored. */
  readonly stop: (root: S, state: S) => boolean;
  readonly evaluate: (root: S, state: S) => readonly number[];
  /** Identity of an action across deals. */
  readonly key: (action: A) => string;
  /**
   * How many standard errors of the difference another move must gain over the heuristic's
   * to be chosen instead (default 2).
   */
  readonly margin?: number;
  /**
   * Visits each root move gets before UCB takes over, and needs before its result can overrule
   * the heuristic (default 4).
   */
  readonly minVisits?: number;
  /** Visits the search gives every root move first, whatever UCB thinks (default 1). */
  readonly firstVisits?: number;
  /**
   * Play every root move on each deal and compare them deal by deal (default false); see
   * {@link SearchConfig.pairedRoot}. `minVisits` then counts deals.
   */
  readonly paired?: boolean;
}

/** Default visits each root move needs before its result can overrule the heuristic. */
const MIN_VISITS = 4;

function tree<S, A, V, O extends GameOptions>(
  spec: GuidedSpec<S, A, V, O>,
  view: V,
  candidates: readonly A[],
  rng: Rng,
): IsMcts<S, A, V, O> {
  return new IsMcts(spec.game, view, spec.seatOf(view), candidates, rng, {
    playout: spec.policy,
    stop: spec.stop,
    evaluate: spec.evaluate,
    key: spec.key,
    exploration: 0.5,
    minRootVisits: spec.firstVisits ?? 1,
    treeActions: (state, legal, r) => [spec.policy(state, legal, r)],
    pairedRoot: spec.paired === true,
  });
}

/**
 * The heuristic's move unless the search found a better one: another root move must beat it by
 * more than `z` standard errors of the difference, with enough visits on both.
 */
function verdict<S, A, V, O extends GameOptions>(search: IsMcts<S, A, V, O>, candidates: readonly A[], z = 2, minVisits = MIN_VISITS): A {
  let best = candidates[0] as A;
  const paired = search.pairedStats();
  if (paired.length > 0) {
    // Deal by deal: the gain over the heuristic's move and its standard error.
    let margin = 0;
    for (const s of paired.slice(1)) {
      if (s.deals < minVisits) continue;
      if (s.gain > z * s.error && s.gain > margin) {
        best = s.action;
        margin = s.gain;
      }
    }
    return best;
  }
  const stats = search.stats();
  const base = stats[0];
  if (!base || base.visits < minVisits) return best;
  let margin = 0;
  for (const s of stats.slice(1)) {
    if (s.visits < minVisits) continue;
    const gain = s.mean - base.mean;
    const error = Math.sqrt(s.error ** 2 + base.error ** 2);
    if (gain > z * error && gain > margin) {
      best = s.action;
      margin = gain;
    }
  }
  return best;
}

/**
 * A hard bot's move: information-set MCTS (see {@link IsMcts}) over deals consistent with the
 * view, limited at the root to the heuristic's best few moves, following the heuristic below the
 * root and in playouts; the heuristic's own move stands unless clearly beaten.
 */
export function guidedChoice<S, A, V, O extends GameOptions>(
  spec: GuidedSpec<S, A, V, O>,
  view: V,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
): A {
  const candidates = spec.candidates(view, legal);
  if (candidates.length <= 1) return (candidates[0] ?? legal[0]) as A;
  const search = tree(spec, view, candidates, rng);
  const spend = new Spend(budget);
  while (spend.more(search.playouts)) search.run(1);
  return verdict(search, candidates, spec.margin, spec.minVisits);
}

/**
 * {@link guidedChoice} that yields to the event loop every {@link YIELD_EVERY} iterations or
 * 10 ms, whichever comes first. When `signal` aborts, it stops at the next yield and rejects
 * with `signal.reason`.
 */
export async function guidedChoiceAsync<S, A, V, O extends GameOptions>(
  spec: GuidedSpec<S, A, V, O>,
  view: V,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
  signal?: AbortSignal,
): Promise<A> {
  signal?.throwIfAborted();
  const candidates = spec.candidates(view, legal);
  if (candidates.length <= 1) return (candidates[0] ?? legal[0]) as A;
  const search = tree(spec, view, candidates, rng);
  const spend = new Spend(budget);
  let sinceYield = 0;
  let lastYield = budgetNow();
  while (spend.more(search.playouts)) {
    search.run(1);
    // Playouts of a whole round can be slow: yield after a few dozen iterations or 10 ms.
    if (++sinceYield >= YIELD_EVERY || budgetNow() - lastYield >= 10) {
      sinceYield = 0;
      await new Promise<void>((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
      lastYield = budgetNow();
    }
  }
  return verdict(search, candidates, spec.margin, spec.minVisits);
}
