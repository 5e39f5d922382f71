import type { Game, GameOptions, Rng, SearchTally, Seat } from '../engine/index.js';
import { Spend, type SearchBudget } from './budget.js';
import { budgetNow } from './budget-clock.js';

/**
 * A move-picking policy used inside playouts: a legal action of the state's current player.
 * `legal()` lists the legal actions; a policy that can build a legal action more cheaply from the
 * state itself need not call it.
 */
export type PlayoutPolicy<S, A> = (state: S, legal: () => readonly A[], rng: Rng) => A;

/**
 * What the generic search needs to know of a game besides its {@link Game} object. Every hook sees
 * only determinised states — full states rebuilt by `game.resample` from the searching seat's
 * view — never the real one.
 */
export interface SearchConfig<S, A> {
  /** Chooses moves during playouts (default: uniformly random). */
  readonly playout?: PlayoutPolicy<S, A>;
  /**
   * True when a playout may stop early at `state` (e.g. the round that began at `root` is over).
   * Default: play on to the end of the game.
   */
  readonly stop?: (root: S, state: S) => boolean;
  /**
   * Reward of every seat, each in [0, 1], for a state a playout stopped at; called with
   * terminal states too. Default: the share of the win from `game.outcome`.
   */
  readonly evaluate?: (root: S, state: S) => readonly number[];
  /** Exploration constant of the UCB formula (default 0.7). */
  readonly exploration?: number;
  /** Safety cap on a single playout's length (default {@link MAX_PLAYOUT_STEPS}). */
  readonly maxPlayoutSteps?: number;
  /**
   * Plays a playout from `state` (reached from the deal `root`) to its end at once, in place of
   * the loop that applies `playout`'s choice for every seat until `stop` (or the end of the game,
   * or `maxPlayoutSteps` actions), and returns the state it ends in. It must end where that loop
   * would, as far as `evaluate` reads the state; a game gives one when it can play its policy on
   * a copy changed in place, without making a state for every move.
   */
  readonly rollout?: (root: S, state: S, rng: Rng) => S;
  /** Stable identity of an action across determinisations (default: its JSON). */
  readonly key?: (action: A) => string;
  /**
   * The actions the tree considers below the root (default: every legal action). Returning the
   * playout policy's own choice first, or alone, keeps the search on sensible lines when the
   * budget allows only a few iterations.
   */
  readonly treeActions?: (state: S, legal: () => readonly A[], rng: Rng) => readonly A[];
  /**
   * Visits every root action gets before UCB takes over (default 1), so that a move that looks
   * poor early still has a result to compare.
   */
  readonly minRootVisits?: number;
}

/** A root action compared with the first root action on the same deals (guided-search.ts' `paired`, plan-search.ts). */
export interface PairedStat<A> {
  readonly action: A;
  /** Deals it was played on. */
  readonly deals: number;
  /** Mean of its reward less the first action's, deal by deal (0 for the first action itself). */
  readonly gain: number;
  /** Standard error of `gain` (Infinity with fewer than two deals). */
  readonly error: number;
}

/**
 * Each of `actions`' mean gain over the first one, measured deal by deal on the deals both were
 * played on (`rewards[i][d]`: action i's reward on deal d), with its standard error.
 */
export function pairedGains<A>(actions: readonly A[], rewards: readonly (readonly number[] | undefined)[]): PairedStat<A>[] {
  const base = rewards[0] ?? [];
  return actions.map((action, i) => {
    const mine = rewards[i] ?? [];
    const n = Math.min(mine.length, base.length);
    let sum = 0;
    let squares = 0;
    for (let d = 0; d < n; d++) {
      const diff = (mine[d] as number) - (base[d] as number);
      sum += diff;
      squares += diff * diff;
    }
    if (n === 0) return { action, deals: 0, gain: 0, error: Infinity };
    const gain = sum / n;
    const variance = n > 1 ? Math.max(0, (squares - n * gain * gain) / (n - 1)) : Infinity;
    return { action, deals: n, gain, error: Math.sqrt(variance / n) };
  });
}

/** What the search found for one root action. */
export interface RootStat<A> {
  readonly action: A;
  readonly visits: number;
  /** Mean reward of the searching seat after this action. */
  readonly mean: number;
  /** Standard error of `mean` (Infinity with fewer than two visits). */
  readonly error: number;
}

interface Node {
  readonly player: Seat;
  visits: number;
  /** Times this node's action was legal when its parent was reached (ISUCT availability). */
  avail: number;
  /** Summed reward, for `player` (the seat that took the action leading here). */
  reward: number;
  /** Summed squared reward, for the spread of the results. */
  squares: number;
  readonly children: Map<string, Node>;
}

const newNode = (player: Seat): Node => ({ player, visits: 0, avail: 0, reward: 0, squares: 0, children: new Map() });

/** The share of the win every seat gets from a finished game: 1/k to each of k winners. */
export function winShares<S, A, V, O extends GameOptions>(game: Game<S, A, V, O>, state: S): number[] {
  const outcome = game.outcome(state);
  if (!outcome) return [];
  const rewards = outcome.scores.map(() => 0);
  for (const w of outcome.winners) rewards[w] = 1 / outcome.winners.length;
  return rewards;
}

/**
 * Information-set Monte Carlo tree search (single observer, Cowling, Powley & Whitehouse 2012).
 * Each iteration deals a fresh determinisation with `game.resample(view, seat, rng)`, walks the one
 * shared tree along actions legal in that deal (UCB with availability counts), expands one node,
 * finishes with a playout and backs each seat's reward up to the nodes where that seat moved.
 *
 * The search is resumable, so an interactive table can run it in slices between frames.
 */
export class IsMcts<S, A, V, O extends GameOptions> {
  private readonly root: Node;
  private readonly key: (action: A) => string;
  private readonly exploration: number;
  private readonly maxSteps: number;
  private readonly minRootVisits: number;
  /** Iterations run so far: each deals once and walks from the root to one playout. */
  iterations = 0;

  /** Playouts run so far: one an iteration (the tally every search reports counts both). */
  get playouts(): number {
    return this.iterations;
  }

  constructor(
    private readonly game: Game<S, A, V, O>,
    private readonly view: V,
    private readonly seat: Seat,
    private readonly legal: readonly A[],
    private readonly rng: Rng,
    private readonly config: SearchConfig<S, A> = {},
  ) {
    this.root = newNode(seat);
    this.key = config.key ?? ((a: A) => JSON.stringify(a));
    this.exploration = config.exploration ?? 0.7;
    this.maxSteps = config.maxPlayoutSteps ?? MAX_PLAYOUT_STEPS;
    this.minRootVisits = config.minRootVisits ?? 1;
  }

  /** Runs `count` iterations. */
  run(count: number): void {
    for (let i = 0; i < count; i++) this.iterate();
  }

  /**
   * The most visited of the legal actions given at construction, ties going to the higher mean
   * reward (the first legal action if nothing was searched).
   */
  best(): A {
    let best = this.legal[0] as A;
    let bestVisits = -1;
    let bestMean = -Infinity;
    for (const action of this.legal) {
      const child = this.root.children.get(this.key(action));
      const visits = child?.visits ?? 0;
      const mean = child && visits > 0 ? child.reward / visits : 0;
      if (visits > bestVisits || (visits === bestVisits && mean > bestMean)) {
        best = action;
        bestVisits = visits;
        bestMean = mean;
      }
    }
    return best;
  }

  /** Visit count, mean reward and its standard error for each root action. */
  stats(): RootStat<A>[] {
    return this.legal.map((action) => {
      const child = this.root.children.get(this.key(action));
      const visits = child?.visits ?? 0;
      if (!child || visits === 0) return { action, visits, mean: 0, error: Infinity };
      const mean = child.reward / visits;
      const variance = visits > 1 ? Math.max(0, (child.squares - visits * mean * mean) / (visits - 1)) : Infinity;
      return { action, visits, mean, error: Math.sqrt(variance / visits) };
    });
  }

  private iterate(): void {
    this.descend(this.game.resample(this.view, this.seat, this.rng));
    this.iterations++;
  }

  /**
   * One walk from `root` (a deal): down the tree, expanding one node, then a playout; backs the
   * rewards up the path.
   */
  private descend(root: S): void {
    const { game, rng } = this;
    let state = root;
    let node = this.root;
    const path: Node[] = [];
    // Selection and expansion.
    for (;;) {
      const player = game.currentPlayer(state);
      if (player === 'terminal') break;
      const here = state;
      const legal =
        node === this.root
          ? this.legal
          : this.config.treeActions
            ? this.config.treeActions(here, () => game.legalActions(here), rng)
            : game.legalActions(here);
      let unexplored: A[] | null = null;
      let chosen: Node | null = null;
      let chosenAction: A | null = null;
      let bestScore = -Infinity;
      for (const action of legal) {
        const child = node.children.get(this.key(action));
        if (!child) {
          (unexplored ??= []).push(action);
          continue;
        }
        child.avail++;
        if (unexplored) continue;
        const score =
          node === this.root && child.visits < this.minRootVisits
            ? 1e9 - child.visits
            : child.reward / child.visits + this.exploration * Math.sqrt(Math.log(child.avail) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          chosen = child;
          chosenAction = action;
        }
      }
      if (unexplored) {
        const action = rng.pick(unexplored);
        const child = newNode(player);
        child.avail = 1;
        node.children.set(this.key(action), child);
        state = game.applyAction(state, action);
        path.push(child);
        break;
      }
      state = game.applyAction(state, chosenAction as A);
      node = chosen as Node;
      path.push(node);
    }
    // Playout.
    const policy = this.config.playout;
    const stop = this.config.stop;
    if (this.config.rollout) state = this.config.rollout(root, state, rng);
    else {
      for (let steps = 0; steps < this.maxSteps; steps++) {
        if (game.currentPlayer(state) === 'terminal') break;
        if (stop?.(root, state)) break;
        const current = state;
        const action = policy ? policy(current, () => game.legalActions(current), rng) : rng.pick(game.legalActions(current));
        state = game.applyAction(state, action);
      }
    }
    const rewards = this.config.evaluate ? this.config.evaluate(root, state) : winShares(game, state);
    this.root.visits++;
    for (const n of path) {
      const r = rewards[n.player] ?? 0;
      n.visits++;
      n.reward += r;
      n.squares += r * r;
    }
  }
}

/**
 * Searches within `budget` and returns the chosen action (always an element of `legal`).
 * With a single legal action it answers at once.
 */
export function search<S, A, V, O extends GameOptions>(
  game: Game<S, A, V, O>,
  view: V,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
  config?: SearchConfig<S, A>,
): A {
  if (legal.length === 1) return legal[0] as A;
  const tree = new IsMcts(game, view, seat, legal, rng, config);
  const spend = new Spend(budget);
  while (spend.more(tree.iterations)) tree.run(1);
  return tree.best();
}

/**
 * What every hard bot's search of one game is told, whatever its shape (guided-search.ts,
 * plan-search.ts): the game, the moves worth weighing at the root, the heuristic that plays the
 * other seats, where a playout stops and how it is scored, and when another move overrules the
 * heuristic's.
 */
export interface RootSpec<S, A, V, O extends GameOptions = GameOptions> {
  readonly game: Game<S, A, V, O>;
  /** The seat a view belongs to. */
  readonly seatOf: (view: V) => Seat;
  /**
   * The moves worth weighing at the root, best first by the heuristic: the first is the
   * heuristic's own choice. Each must be an element of `legal`.
   */
  readonly candidates: (view: V, legal: readonly A[]) => readonly A[];
  /** The heuristic on a full state: how the seats play in playouts. */
  readonly policy: PlayoutPolicy<S, A>;
  /** When a playout may stop (e.g. at the end of the round), and how it is then scored. */
  readonly stop: (root: S, state: S) => boolean;
  readonly evaluate: (root: S, state: S) => readonly number[];
  /** Identity of an action across deals. */
  readonly key: (action: A) => string;
  /**
   * How many standard errors of the difference another root move must gain over the
   * heuristic's to be chosen instead (default 2).
   */
  readonly margin?: number;
  /** Visits (or deals) a root move needs before its result can overrule the heuristic (default {@link PAIRED_MIN_VISITS}). */
  readonly minVisits?: number;
}

/** Actions a playout may take at most, by default: a safety cap, far past any round's length. */
export const MAX_PLAYOUT_STEPS = 2000;

/** Deals a root move needs, by default, before its gain can overrule the heuristic's move ({@link pairedPick}). */
export const PAIRED_MIN_VISITS = 4;

/**
 * Deal by deal: the root move with the largest gain over the heuristic's (`first`) that clears
 * `z` standard errors of the difference, among those played on at least `minVisits` deals; else
 * `first`.
 */
export function pairedPick<A>(paired: readonly PairedStat<A>[], first: A, z: number, minVisits = PAIRED_MIN_VISITS): A {
  let best = first;
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

/** Adds a finished search's deals and playouts to `tally`, when there is one. */
export function count(tally: SearchTally | undefined, search: { readonly deals: number; readonly playouts: number }): void {
  if (tally === undefined) return;
  tally.deals += search.deals;
  tally.playouts += search.playouts;
}

/**
 * Runs `step` while `spend` allows `done()` more, handing control back to the event loop (with
 * `setImmediate`) every {@link YIELD_EVERY} steps or 10 ms, whichever comes first: a step that
 * plays whole rounds can be slow. When `signal` aborts, it stops at the next yield and rejects
 * with `signal.reason`.
 */
export async function spendYielding(spend: Spend, done: () => number, step: () => void, signal?: AbortSignal): Promise<void> {
  let sinceYield = 0;
  let lastYield = budgetNow();
  while (spend.more(done())) {
    step();
    if (++sinceYield >= YIELD_EVERY || budgetNow() - lastYield >= 10) {
      sinceYield = 0;
      await new Promise<void>((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
      lastYield = budgetNow();
    }
  }
}

/** Iterations run between two yields to the event loop in {@link searchAsync}. */
export const YIELD_EVERY = 32;

/**
 * {@link search} that hands control back to the event loop every {@link YIELD_EVERY} iterations
 * (with `setImmediate`), so a screen keeps drawing and reading keys while the bot thinks. When
 * `signal` aborts, it stops at the next yield and rejects with `signal.reason`.
 */
export async function searchAsync<S, A, V, O extends GameOptions>(
  game: Game<S, A, V, O>,
  view: V,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
  budget: SearchBudget,
  config?: SearchConfig<S, A>,
  signal?: AbortSignal,
): Promise<A> {
  signal?.throwIfAborted();
  if (legal.length === 1) return legal[0] as A;
  const tree = new IsMcts(game, view, seat, legal, rng, config);
  const spend = new Spend(budget);
  while (spend.more(tree.iterations)) {
    const stopAt = tree.iterations + YIELD_EVERY;
    while (tree.iterations < stopAt && spend.more(tree.iterations)) tree.run(1);
    await new Promise<void>((resolve) => setImmediate(resolve));
    signal?.throwIfAborted();
  }
  return tree.best();
}
