import type { GameOptions, Rng, SearchTally } from '../engine/index.js';
import { Spend, type SearchBudget } from './budget.js';
import {
  count,
  IsMcts,
  MAX_PLAYOUT_STEPS,
  PAIRED_MIN_VISITS,
  pairedGains,
  pairedPick,
  spendYielding,
  type PairedStat,
  type RootSpec,
} from './ismcts.js';

/**
 * How a hard bot searches one game ({@link RootSpec}): after each root move `policy` plays every
 * seat. With `paired` (or `halving`) the root moves are played deal by deal and `minVisits`
 * counts deals; without, they share the deals by UCB in an {@link IsMcts} whose nodes below the
 * root hold the policy's move, and `minVisits` counts a move's visits.
 */
export interface GuidedSpec<S, A, V, O extends GameOptions = GameOptions> extends RootSpec<S, A, V, O> {
  /**
   * The whole playout from `state` to `stop` at once, ending where following `policy` for every
   * seat would ({@link SearchConfig.rollout}); absent, each move is applied in turn.
   */
  readonly rollout?: (root: S, state: S) => S;
  /** Without `paired`: visits the search gives every root move first, whatever UCB thinks (default 1). */
  readonly firstVisits?: number;
  /**
   * Play every root move on each deal and compare them deal by deal (default false): the luck of
   * the deal then drops out of their differences. `minVisits` then counts deals. Below the root
   * every seat follows `policy`, with no tree: a tree whose nodes hold the policy's one move
   * would only walk each deal down the moves the playout plays anyway.
   */
  readonly paired?: boolean;
  /**
   * Successive halving over the root moves (implies `paired`): every move is played on each
   * deal until `halving` deals, then at `halving`, twice that, four times that... deals the
   * weaker half of the moves other than the heuristic's (by their gain over it so far) are
   * dropped, so the playouts go to the moves still in the running.
   */
  readonly halving?: number;
}

/**
 * Root moves played deal by deal ({@link GuidedSpec.paired}): each deal from `game.resample`, each
 * live move on it followed by `policy` for every seat to `stop`, with the weaker half of the
 * challengers dropped at each checkpoint of {@link GuidedSpec.halving} (never, without it).
 */
class DealByDeal<S, A, V, O extends GameOptions> {
  playouts = 0;
  deals = 0;
  private next: number;
  /** Reward of each move on each deal it was played on (its deals are the first ones, in order). */
  private readonly rewards: number[][];
  private live: number[];

  constructor(
    private readonly spec: GuidedSpec<S, A, V, O>,
    private readonly view: V,
    private readonly candidates: readonly A[],
    private readonly rng: Rng,
    checkpoint = Infinity,
  ) {
    this.rewards = candidates.map(() => []);
    this.live = candidates.map((_, i) => i);
    this.next = checkpoint;
  }

  /** Plays one deal for every live move. */
  deal(): void {
    const { spec, rng } = this;
    const game = spec.game;
    const seat = spec.seatOf(this.view);
    const root = game.resample(this.view, seat, rng);
    for (const i of this.live) {
      let state = game.applyAction(root, this.candidates[i] as A);
      if (spec.rollout) state = spec.rollout(root, state);
      for (let steps = 0; steps < MAX_PLAYOUT_STEPS && !spec.rollout; steps++) {
        if (game.currentPlayer(state) === 'terminal' || spec.stop(root, state)) break;
        const here = state;
        state = game.applyAction(
          here,
          spec.policy(here, () => game.legalActions(here), rng),
        );
      }
      (this.rewards[i] as number[]).push(spec.evaluate(root, state)[seat] ?? 0);
      this.playouts++;
    }
    if (++this.deals >= this.next && this.live.length > 2) {
      this.next *= 2;
      const stats = this.paired();
      const challengers = this.live
        .filter((i) => i !== 0)
        .sort((a, b) => (stats[b] as PairedStat<A>).gain - (stats[a] as PairedStat<A>).gain);
      this.live = [0, ...challengers.slice(0, Math.ceil(challengers.length / 2))];
    }
  }

  /** Each move's gain over the heuristic's, on the deals both were played on. */
  paired(): PairedStat<A>[] {
    return pairedGains(this.candidates, this.rewards);
  }
}

/** Default visits each root move needs before its result can overrule the heuristic. */
const MIN_VISITS = PAIRED_MIN_VISITS;

function tree<S, A, V, O extends GameOptions>(
  spec: GuidedSpec<S, A, V, O>,
  view: V,
  candidates: readonly A[],
  rng: Rng,
): IsMcts<S, A, V, O> {
  return new IsMcts(spec.game, view, spec.seatOf(view), candidates, rng, {
    playout: spec.policy,
    stop: spec.stop,
    ...(spec.rollout ? { rollout: spec.rollout } : {}),
    evaluate: spec.evaluate,
    key: spec.key,
    exploration: 0.5,
    minRootVisits: spec.firstVisits ?? 1,
    treeActions: (state, legal, r) => [spec.policy(state, legal, r)],
  });
}

/**
 * The heuristic's move unless the search found a better one: another root move must beat it by
 * more than `z` standard errors of the difference, with enough visits on both.
 */
function verdict<S, A, V, O extends GameOptions>(
  search: IsMcts<S, A, V, O> | DealByDeal<S, A, V, O>,
  candidates: readonly A[],
  z = 2,
  minVisits = MIN_VISITS,
): A {
  let best = candidates[0] as A;
  if (search instanceof DealByDeal) return pairedPick(search.paired(), best, z, minVisits);
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

/** The search a spec asks for: root moves deal by deal (halved or not), or the tree. */
function searcher<S, A, V, O extends GameOptions>(
  spec: GuidedSpec<S, A, V, O>,
  view: V,
  candidates: readonly A[],
  rng: Rng,
): {
  readonly playouts: number;
  readonly deals: number;
  run(): void;
  readonly search: IsMcts<S, A, V, O> | DealByDeal<S, A, V, O>;
} {
  if (spec.paired === true || spec.halving !== undefined) {
    const h = new DealByDeal(spec, view, candidates, rng, spec.halving);
    return {
      get playouts() {
        return h.playouts;
      },
      get deals() {
        return h.deals;
      },
      run: () => h.deal(),
      search: h,
    };
  }
  const t = tree(spec, view, candidates, rng);
  return {
    get playouts() {
      return t.playouts;
    },
    // An iteration draws one deal.
    get deals() {
      return t.iterations;
    },
    run: () => t.run(1),
    search: t,
  };
}

/**
 * A hard bot's move: the heuristic's best few moves weighed over deals consistent with the view,
 * deal by deal ({@link GuidedSpec.paired}) or by information-set MCTS at the root (see
 * {@link IsMcts}), the heuristic playing every seat after them; the heuristic's own move stands
 * unless clearly beaten.
 */
export function guidedChoice<S, A, V, O extends GameOptions>(
  spec: GuidedSpec<S, A, V, O>,
  view: V,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
  tally?: SearchTally,
): A {
  const candidates = spec.candidates(view, legal);
  if (candidates.length <= 1) return (candidates[0] ?? legal[0]) as A;
  const s = searcher(spec, view, candidates, rng);
  const spend = new Spend(budget);
  while (spend.more(s.playouts)) s.run();
  count(tally, s);
  return verdict(s.search, candidates, spec.margin, spec.minVisits);
}

/**
 * {@link guidedChoice} that yields to the event loop every few dozen iterations or 10 ms
 * ({@link spendYielding}). When `signal` aborts, it stops at the next yield and rejects with
 * `signal.reason`.
 */
export async function guidedChoiceAsync<S, A, V, O extends GameOptions>(
  spec: GuidedSpec<S, A, V, O>,
  view: V,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
  signal?: AbortSignal,
  tally?: SearchTally,
): Promise<A> {
  signal?.throwIfAborted();
  const candidates = spec.candidates(view, legal);
  if (candidates.length <= 1) return (candidates[0] ?? legal[0]) as A;
  const s = searcher(spec, view, candidates, rng);
  await spendYielding(
    new Spend(budget),
    () => s.playouts,
    () => s.run(),
    signal,
  );
  count(tally, s);
  return verdict(s.search, candidates, spec.margin, spec.minVisits);
}
