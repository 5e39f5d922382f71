import type { GameOptions, Rng, SearchTally, Seat } from '../engine/index.js';
import { Spend, type SearchBudget } from './budget.js';
import {
  MAX_PLAYOUT_STEPS,
  PAIRED_MIN_VISITS,
  pairedGains,
  pairedPick,
  count,
  spendYielding,
  type PairedStat,
  type PlayoutPolicy,
  type RootSpec,
} from './ismcts.js';

/**
 * How a hard bot plans against opponents it models by a known policy ({@link RootSpec}): here
 * `policy` is the model of every other seat's play (and the searching seat's, without
 * `selfPolicy`), `key` also says what the searching seat sees of another's move, and `minVisits`
 * counts deals. A game that can play its walks faster than through the Game contract brings its
 * own {@link PlanPlayout} (`playout`), whose moves are of type `M`; otherwise the walks apply
 * `game`'s actions to its states, with `later`, `policy`, `selfPolicy`, `stop`, `evaluate` and
 * `key` as they say.
 */
export interface PlanSpec<S, A, V, O extends GameOptions = GameOptions, M = A> extends RootSpec<S, A, V, O> {
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
  /**
   * A walk's own player, made once per search: it plays exactly as the hooks above would (the
   * same moves, the same reward), on a state of its own changed in place.
   */
  readonly playout?: () => PlanPlayout<S, A, M>;
  /** Exploration constant of UCB at the searching seat's later turns (default 0.5). */
  readonly exploration?: number;
  /** Safety cap on a playout's length (default {@link MAX_PLAYOUT_STEPS}). */
  readonly maxSteps?: number;
}

/**
 * One walk of a plan search at a time, played in place: a deal and the searching seat's root
 * move, then one move after another of type `M` until the playout stops. The moves of each
 * seat's turn are the spec's: the policy's (the searching seat's own off the tree), or the
 * searching seat's `later` moves.
 */
export interface PlanPlayout<S, A, M> {
  /** Starts a walk on the deal `root` (which it must not change), with the searching seat's root move `first`. */
  start(root: S, first: A): void;
  /** The seat to act, or -1 once the playout stops (the spec's `stop`, or the end of the game). */
  toAct(): number;
  /** The move the seat to act makes off the tree: by the searching seat's own policy when `self`. */
  choose(self: boolean): M;
  /** The moves worth weighing for `seat`, to act now (the spec's `later`). */
  later(seat: Seat): M[];
  /**
   * The first of {@link PlanPlayout.later}'s moves when it has more than one, else undefined (then
   * `later` is asked). A walk plays the first move at a turn it meets for the first time, so the
   * others are only worked out when another walk comes back to it (optional: without it, `later`
   * is asked at once).
   */
  laterFirst?(seat: Seat): M | undefined;
  /** The identity of a move, as the searching seat sees it (the spec's `key`). */
  key(move: M): string | number;
  /** Plays `move` for the seat to act. */
  play(move: M): void;
  /** The reward of `seat` where the playout stopped (the spec's `evaluate`). */
  reward(seat: Seat): number;
}

/** The plan search's walks through the Game contract, for a spec with no {@link PlanPlayout} of its own. */
function gamePlayout<S, A, V, O extends GameOptions, M>(spec: PlanSpec<S, A, V, O, M>, rng: Rng): PlanPlayout<S, A, A> {
  const game = spec.game;
  const self = spec.selfPolicy ?? spec.policy;
  let root: S | undefined;
  let state: S | undefined;
  const legal = (): readonly A[] => game.legalActions(state as S);
  return {
    start(deal, first) {
      root = deal;
      state = game.applyAction(deal, first);
    },
    toAct() {
      const player = game.currentPlayer(state as S);
      return player === 'terminal' || spec.stop(root as S, state as S) ? -1 : player;
    },
    choose: (own) => (own ? self : spec.policy)(state as S, legal, rng),
    later: (seat) => [...spec.later(state as S, seat)],
    key: spec.key,
    play(move) {
      state = game.applyAction(state as S, move);
    },
    reward: (seat) => spec.evaluate(root as S, state as S)[seat] ?? 0,
  };
}

/**
 * Where a public line of play leads from one of the searching seat's moves: the searching seat's
 * turn there, if it has one, and the lines on. A search makes one for every new line a walk
 * takes, so its turn is written into it rather than kept apart.
 */
interface Line<M> {
  /** The moves the turn weighs so far, with what followed each; null while the line has no turn of the searching seat. */
  edges: Edge<M, M>[] | null;
  /** The walks that chose a move at the turn. */
  turnVisits: number;
  /** False while `edges` holds only the first of the moves, the only one played so far. */
  whole: boolean;
  /**
   * The lines one move longer, made when first walked: the first of them with its move's key
   * (most lines of a search are walked by one deal only, so most never have a second), then the
   * others by key.
   */
  firstKey: string | number;
  first: Line<M> | null;
  next: Map<string | number, Line<M>> | null;
}

/**
 * One of the searching seat's moves at one of its turns (a root move `X`, else a move `M`), with
 * what followed it: the line of the others' moves after it, which begins at the move itself.
 */
interface Edge<X, M> extends Line<M> {
  readonly action: X;
  visits: number;
  reward: number;
}

const newLine = <M>(): Line<M> => ({ edges: null, turnVisits: 0, whole: false, firstKey: 0, first: null, next: null });

const edge = <X, M>(action: X): Edge<X, M> => ({
  edges: null,
  turnVisits: 0,
  whole: false,
  firstKey: 0,
  first: null,
  next: null,
  action,
  visits: 0,
  reward: 0,
});

/** The line one move (of key `key`) longer than `line`, if it was walked. */
function lineAt<M>(line: Line<M>, key: string | number): Line<M> | undefined {
  if (line.first === null) return undefined;
  return line.firstKey === key ? line.first : line.next?.get(key);
}

/** The line one move (of key `key`) longer than `line`. */
function lineOn<M>(line: Line<M>, key: string | number): Line<M> {
  if (line.first === null) {
    line.firstKey = key;
    return (line.first = newLine());
  }
  if (line.firstKey === key) return line.first;
  let next = line.next;
  if (next === null) {
    next = new Map();
    line.next = next;
  }
  let on = next.get(key);
  if (on === undefined) {
    on = newLine();
    next.set(key, on);
  }
  return on;
}

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
export class PlanTree<S, A, V, O extends GameOptions, M = A> {
  /** Walks from the root played so far (one per root move and deal). */
  playouts = 0;
  /** Deals drawn so far. */
  deals = 0;
  private readonly seat: Seat;
  private readonly roots: Edge<A, M>[];
  private readonly byDeal: number[][];
  private readonly exploration: number;
  private readonly maxSteps: number;
  private readonly play: PlanPlayout<S, A, M>;
  /** The later moves of the walk under way, reused walk after walk. */
  private readonly path: Edge<M, M>[] = [];

  constructor(
    private readonly spec: PlanSpec<S, A, V, O, M>,
    private readonly view: V,
    private readonly moves: readonly A[],
    private readonly rng: Rng,
  ) {
    this.seat = spec.seatOf(view);
    this.roots = moves.map((a) => edge<A, M>(a));
    this.byDeal = moves.map(() => []);
    this.exploration = spec.exploration ?? 0.5;
    this.maxSteps = spec.maxSteps ?? MAX_PLAYOUT_STEPS;
    // Without a player of its own, a spec's moves are its actions (M is A).
    this.play = spec.playout ? spec.playout() : (gamePlayout(spec, rng) as unknown as PlanPlayout<S, A, M>);
  }

  /** Plays one deal: every root move on it, each down its own subtree. */
  deal(): void {
    const root = this.spec.game.resample(this.view, this.seat, this.rng);
    this.deals++;
    for (let i = 0; i < this.roots.length; i++) {
      (this.byDeal[i] as number[]).push(this.walk(root, this.roots[i] as Edge<A, M>));
    }
  }

  /** Each root move's gain over the heuristic's, deal by deal. */
  paired(): PairedStat<A>[] {
    return pairedGains(this.moves, this.byDeal);
  }

  /**
   * Visits and mean reward of the moves at the searching seat's first later turn after root move
   * `rootMove` and the others' moves of keys `line` (for tests).
   */
  turnAfter(
    rootMove: number,
    line: readonly (string | number)[],
  ): { readonly action: M; readonly visits: number; readonly mean: number }[] {
    let at: Line<M> | undefined = this.roots[rootMove];
    for (const k of line) at = at && lineAt(at, k);
    return (at?.edges ?? []).map((e) => ({ action: e.action, visits: e.visits, mean: e.visits > 0 ? e.reward / e.visits : 0 }));
  }

  /** One walk from `root` after `first`: down the tree, one new turn at most, then the policy. */
  private walk(root: S, first: Edge<A, M>): number {
    const { play, seat } = this;
    const path = this.path;
    path.length = 0;
    play.start(root, first.action);
    // The line walked so far within the tree; null once the walk has left it.
    let at: Line<M> | null = first;
    for (let steps = 0; steps < this.maxSteps; steps++) {
      const player = play.toAct();
      if (player < 0) break;
      if (at === null || player !== seat) {
        const move = play.choose(player === seat);
        if (at !== null) at = lineOn(at, play.key(move));
        play.play(move);
        continue;
      }
      let edges = at.edges;
      let fresh = false;
      if (edges === null) {
        const first = play.laterFirst?.(seat);
        if (first === undefined) {
          edges = play.later(seat).map((m) => edge<M, M>(m));
          at.whole = true;
        } else edges = [edge<M, M>(first)];
        at.edges = edges;
        fresh = true;
      } else if (!at.whole) {
        // Come back to: the rest of its moves, the same on every deal that reaches it.
        const all = play.later(seat);
        for (let i = 1; i < all.length; i++) edges.push(edge<M, M>(all[i] as M));
        at.whole = true;
      }
      if (at.whole && edges.length <= 1) {
        // A forced move is no choice: it is part of the line, like the others' moves.
        const forced: M = edges.length === 1 ? (edges[0] as Edge<M, M>).action : play.choose(true);
        at = lineOn(at, play.key(forced));
        play.play(forced);
        continue;
      }
      const chosen = this.select(at, edges);
      path.push(chosen);
      play.play(chosen.action);
      // A playout leaves the tree at its first new turn.
      at = fresh ? null : chosen;
    }
    const reward = play.reward(seat);
    this.playouts++;
    first.visits++;
    first.reward += reward;
    for (let i = 0; i < path.length; i++) {
      const e = path[i] as Edge<M, M>;
      e.visits++;
      e.reward += reward;
    }
    return reward;
  }

  /** UCB among the moves the turn at `line` weighs so far (`edges`), untried ones first in the heuristic's order. */
  private select(line: Line<M>, edges: Edge<M, M>[]): Edge<M, M> {
    line.turnVisits++;
    const log = Math.log(line.turnVisits);
    let best = edges[0] as Edge<M, M>;
    let bestScore = -Infinity;
    for (let i = 0; i < edges.length; i++) {
      const e = edges[i] as Edge<M, M>;
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
export function planChoice<S, A, V, O extends GameOptions, M = A>(
  spec: PlanSpec<S, A, V, O, M>,
  view: V,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
  tally?: SearchTally,
): A {
  const moves = spec.candidates(view, legal);
  if (moves.length <= 1) return (moves[0] ?? legal[0]) as A;
  const tree = new PlanTree(spec, view, moves, rng);
  const spend = new Spend(budget);
  while (spend.more(tree.playouts)) tree.deal();
  count(tally, tree);
  return pairedPick(tree.paired(), moves[0] as A, spec.margin ?? 2, spec.minVisits ?? PAIRED_MIN_VISITS);
}

/**
 * {@link planChoice} that yields to the event loop every few dozen deals or 10 ms
 * ({@link spendYielding}). When `signal` aborts, it stops at the next yield and rejects with
 * `signal.reason`.
 */
export async function planChoiceAsync<S, A, V, O extends GameOptions, M = A>(
  spec: PlanSpec<S, A, V, O, M>,
  view: V,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
  signal?: AbortSignal,
  tally?: SearchTally,
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
  count(tally, tree);
  return pairedPick(tree.paired(), moves[0] as A, spec.margin ?? 2, spec.minVisits ?? PAIRED_MIN_VISITS);
}
