import type { Bot } from './bot.js';
import { Rng } from './rng.js';
import type { Game, GameOptions, Outcome, Seat } from './types.js';

/** One action in a game's record: who took it and what it was. */
export interface Step<A> {
  readonly seat: Seat;
  readonly action: A;
}

/**
 * A game's full record. `{options, seed, steps}` replays it exactly (see {@link replay}); it is
 * also the saved-game format.
 */
export interface Transcript<A, O extends GameOptions = GameOptions> {
  readonly game: string;
  readonly options: O;
  readonly seed: number;
  readonly steps: readonly Step<A>[];
  readonly outcome: Outcome | null;
}

/** The bots' own random source for a game: derived from the game seed, apart from the deal. */
export function botRngs(seed: number, seats: number): Rng[] {
  const root = Rng.fromSeed(seed ^ 0x2c1b3c6d);
  return Array.from({ length: seats }, () => Rng.fromSeed(root.deriveSeed()));
}

/**
 * Asks each seat whether its bot takes an out-of-turn action now: first the seat the game says
 * speaks first (see `Game.speaksFirst`), then the others in turn order from `from`. Returns the
 * first one taken, or null.
 */
export function botInterjection<S, A, V, O extends GameOptions>(
  game: Game<S, A, V, O>,
  state: S,
  bots: readonly (Bot<V, A> | null)[],
  rngs: readonly Rng[],
  from: Seat,
): Step<A> | null {
  if (!game.interjections || game.mayInterject?.(state) === false) return null;
  const n = bots.length;
  const first = game.speaksFirst?.(state) ?? null;
  for (let k = first === null ? 0 : -1; k < n; k++) {
    const seat = k < 0 ? (first as Seat) : (from + k) % n;
    if (k >= 0 && seat === first) continue;
    const bot = bots[seat];
    if (!bot?.interject) continue;
    const options = game.interjections(state, seat);
    if (options.length === 0) continue;
    const rng = rngs[seat] as Rng;
    const action = bot.blind ? bot.blind.interject(options, rng) : bot.interject(game.playerView(state, seat), options, rng);
    if (action !== null) return { seat, action };
  }
  return null;
}

/**
 * Plays a whole game between bots, synchronously (for sim, tests and benchmarks).
 * Out-of-turn actions are offered before every turn (see {@link botInterjection}). A bot with
 * `chooseFromView` is asked that way, and the legal actions are not listed for it; a `blind` bot
 * is given the legal actions alone, and no view is built for it.
 * Returns the game's transcript, its final state and `first`, who was to move once it was set
 * up ('terminal' for a game over before any move). Throws if a bot returns an action that is
 * not legal, or if the game runs past `maxSteps`.
 */
export function playGame<S, A, V, O extends GameOptions>(
  game: Game<S, A, V, O>,
  options: O,
  bots: readonly Bot<V, A>[],
  seed: number,
  maxSteps = 100_000,
): Transcript<A, O> & { readonly final: S; readonly first: Seat | 'terminal' } {
  let state = game.setup(options, seed);
  const first = game.currentPlayer(state);
  const rngs = botRngs(seed, bots.length);
  const steps: Step<A>[] = [];
  for (;;) {
    const current = game.currentPlayer(state);
    if (current === 'terminal') break;
    if (steps.length >= maxSteps) throw new Error(`${game.id}: no end after ${maxSteps} actions (seed ${seed})`);
    const interjection = botInterjection(game, state, bots, rngs, current);
    if (interjection) {
      state = game.applyAction(state, interjection.action, interjection.seat);
      steps.push(interjection);
      continue;
    }
    const bot = bots[current];
    if (!bot) throw new Error(`${game.id}: no bot for seat ${current}`);
    const rng = rngs[current] as Rng;
    let action: A;
    if (bot.blind) action = bot.blind.choose(game.legalActions(state), rng);
    else {
      const view = game.playerView(state, current);
      action = bot.chooseFromView ? bot.chooseFromView(view, rng) : bot.choose(view, game.legalActions(state), rng);
    }
    state = game.applyAction(state, action, current);
    steps.push({ seat: current, action });
  }
  return { game: game.id, options, seed, steps, outcome: game.outcome(state), final: state, first };
}

/** The state reached by applying `steps` to a new game of `options` and `seed`. */
export function replay<S, A, V, O extends GameOptions>(game: Game<S, A, V, O>, options: O, seed: number, steps: readonly Step<A>[]): S {
  let state = game.setup(options, seed);
  for (const step of steps) state = game.applyAction(state, step.action, step.seat);
  return state;
}
