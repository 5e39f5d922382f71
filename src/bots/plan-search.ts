import type { GameOptions, Rng, Seat } from '../engine/index.js';
import { Spend } from './budget.js';
import {
  MAX_PLAYOUT_STEPS,
  PAIRED_MIN_VISITS,
  pairedGains,
  pairedPick,
  spendYielding,
  type PairedStat,
  type PlayoutPolicy,
  type RootSpec,
  type SearchBudget,
} from './ismcts.js';

/**
 * How a hard bot plans against opponents it models by a known policy ({@link RootSpec}): here
 * `policy` is the model of every other seat's play (and the searching seat's, without
 * `selfPolicy`), `key` also says what the searching seat sees of another's move, and `minVisits`
 * counts deals.
 */
export interface PlanSpec<S, A, V, O extends GameOptions = GameOptions> extends RootSpec<S, A, V, O> {
  /**
   * The moves worth weighing when `seat` is to act again in a deal, the heuristic's choice first.
   * They must depend only on what `seat` sees of `state` (its own hand and the public record):
   * every deal that reaches the same turn along the same public moves shares them.
   */
  readonly later: (state: S, seat: Seat) => readonly A[];
  /**
   * The searching seat's own play off the tree (default `policy`). It must read only what that
   * seat sees of the state. The first move of `candidates` and `later` should be its choice.
   */
  readonly selfPolicy?: PlayoutPolicy<S, A>;
  /** Exploration constant of UCB at the searching seat's later turns (default 0.5). */
  readonly exploration?: number;
  /** Safety cap on a playout's length (default {@link MAX_PLAYOUT_STEPS}). */
  readonly maxSteps?: number;
}

/** One of the searching seat's moves at one of its turns, with what followed it. */
interface Edge<A> {
  readonly action: A;
  visits: number;
  reward: number;
  /** The searching seat's next turns after this move, by what the others did in between. */
  readonly next: Map<string, Turn<A>>;
}

/** One of the searching seat's turns, reached along one public line of play. */
interface Turn<A> {
  visits: number;
  readonly edges: Edge<A>[];
}

const edge = <A>(action: A): Edge<A> => ({ action, visits: 0, reward: 0, next: new Map() });

/**
 * A search over the searching seat's own moves, for games where every other seat is modelled
 * by a known policy from its (resampled) hand: the game is then one player's decision problem
 * with hidden cards, and the tree is the one of partially observable Monte Carlo planning (Silver
 * & Veness 2010). Each deal comes from `game.resample`; at the root every candidate is played on
 * it (paired, as {@link PairedStat}); the other seats then follow the policy, and each of the
 * searching seat's later turns is a node keyed by the public moves that led to it (so the deals
 * that reach it are those consistent with what the seat would have seen), where UCB picks among
 * the spec's `later` moves. A playout leaves the tree at the first new turn, which it plays by the
 * heuristic, and is scored at `stop`.
 *
 * Unlike a search that follows the heuristic below the root (guided-search.ts), the seat here
 * improves its later moves too, not only the first: as the visits grow, the root's value of a
 * move becomes that of the best play the search has found after it, not the heuristic's.
 */
export class PlanTree<S, A, V, O extends GameOptions> {
  /** Walks from the root played so far (one per root move and deal). */
  playouts = 0;
  private readonly seat: Seat;
  private readonly roots: Edge<A>[];
  private readonly byDeal: number[][];
  private readonly exploration: number;
  private readonly maxSteps: number;

  constructor(
    private readonly spec: PlanSpec<S, A, V, O>,
    private readonly view: V,
    private readonly moves: readonly A[],
    private readonly rng: Rng,
  ) {
    this.seat = spec.seatOf(view);
    this.roots = moves.map((a) => edge(a));
    this.byDeal = moves.map(() => []);
    this.exploration = spec.exploration ?? 0.5;
    this.maxSteps = spec.maxSteps ?? MAX_PLAYOUT_STEPS;
  }

  /** Plays one deal: every root move on it, each down its own subtree. */
  deal(): void {
    const root = this.spec.game.resample(this.view, this.seat, this.rng);
    for (let i = 0; i < this.roots.length; i++) {
      (this.byDeal[i] as number[]).push(this.walk(root, this.roots[i] as Edge<A>));
    }
  }

  /** Each root move's gain over the heuristic's, deal by deal. */
  paired(): PairedStat<A>[] {
    return pairedGains(this.moves, this.byDeal);
  }

  /** Visits and mean reward of the moves at the searching seat's first later turn along `line` (for tests). */
  turnAfter(rootMove: number, line: string): { readonly action: A; readonly visits: number; readonly mean: number }[] {
    const turn = this.roots[rootMove]?.next.get(line);
    return (turn?.edges ?? []).map((e) => ({ action: e.action, visits: e.visits, mean: e.visits > 0 ? e.reward / e.visits : 0 }));
  }

  /** One walk from `root` after `first`: down the tree, one new turn at most, then the policy. */
  private walk(root: S, first: Edge<A>): number {
    const { spec, rng, seat } = this;
    const game = spec.game;
    const self = spec.selfPolicy ?? spec.policy;
    const path: Edge<A>[] = [first];
    let state = game.applyAction(root, first.action);
    let at: Edge<A> | null = first;
    let line = '';
    for (let steps = 0; steps < this.maxSteps; steps++) {
      const player = game.currentPlayer(state);
      if (player === 'terminal' || spec.stop(root, state)) break;
      const here = state;
      if (at === null || player !== seat) {
        const action = (player === seat ? self : spec.policy)(here, () => game.legalActions(here), rng);
        if (at !== null) line += `${spec.key(action)};`;
        state = game.applyAction(here, action);
        continue;
      }
      let turn = at.next.get(line);
      let fresh = false;
      if (!turn) {
        turn = { visits: 0, edges: spec.later(here, seat).map((a) => edge(a)) };
        at.next.set(line, turn);
        fresh = true;
      }
      if (turn.edges.length <= 1) {
        // A forced move is no choice: it is part of the line, like the others' moves.
        const forced = turn.edges[0]?.action ?? self(here, () => game.legalActions(here), rng);
        line += `${spec.key(forced)};`;
        state = game.applyAction(here, forced);
        continue;
      }
      const chosen = this.select(turn);
      path.push(chosen);
      state = game.applyAction(here, chosen.action);
      // A playout leaves the tree at its first new turn.
      at = fresh ? null : chosen;
      line = '';
    }
    const reward = spec.evaluate(root, state)[seat] ?? 0;
    this.playouts++;
    for (const e of path) {
      e.visits++;
      e.reward += reward;
    }
    return reward;
  }

  /** UCB among the moves a turn weighs so far, untried ones first in the heuristic's order. */
  private select(turn: Turn<A>): Edge<A> {
    turn.visits++;
    const edges = turn.edges;
    const log = Math.log(turn.visits);
    let best = edges[0] as Edge<A>;
    let bestScore = -Infinity;
    for (let i = 0; i < edges.length; i++) {
      const e = edges[i] as Edge<A>;
      if (e.visits === 0) return e;
      const score = e.reward / e.visits + this.exploration * Math.sqrt(log / e.visits);
      if (score > bestScore) {
        bestScore = score;
        best = e;
      }
    }
    return best;
  }
}

/**
 * A hard bot's move by {@link PlanTree} within `budget` (counted in playouts): the heuristic's
 * own move unless another root move gains on it, deal by deal, by more than the spec's margin.
 */
export function planChoice<S, A, V, O extends GameOptions>(
  spec: PlanSpec<S, A, V, O>,
  view: V,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
): A {
  const moves = spec.candidates(view, legal);
  if (moves.length <= 1) return (moves[0] ?? legal[0]) as A;
  const tree = new PlanTree(spec, view, moves, rng);
  const spend = new Spend(budget);
  while (spend.more(tree.playouts)) tree.deal();
  return pairedPick(tree.paired(), moves[0] as A, spec.margin ?? 2, spec.minVisits ?? PAIRED_MIN_VISITS);
}

/**
 * {@link planChoice} that yields to the event loop every few dozen deals or 10 ms
 * ({@link spendYielding}). When `signal` aborts, it stops at the next yield and rejects with
 * `signal.reason`.
 */
export async function planChoiceAsync<S, A, V, O extends GameOptions>(
  spec: PlanSpec<S, A, V, O>,
  view: V,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
  signal?: AbortSignal,
): Promise<A> {
  signal?.throwIfAborted();
  const moves = spec.candidates(view, legal);
  if (moves.length <= 1) return (moves[0] ?? legal[0]) as A;
  const tree = new PlanTree(spec, view, moves, rng);
  await spendYielding(
    new Spend(budget),
    () => tree.playouts,
    () => tree.deal(),
    signal,
  );
  return pairedPick(tree.paired(), moves[0] as A, spec.margin ?? 2, spec.minVisits ?? PAIRED_MIN_VISITS);
}
