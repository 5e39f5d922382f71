import type { GameId, Seat, Step } from '../engine/index.js';
import { loadedGame } from '../games/catalog.js';
import type { AnyModule, GameReview } from '../games/index.js';

/** A review read without its game's types: what the records of any game go through here. */
type AnyReview = GameReview<unknown, unknown, unknown>;

/** A game whose module has no review: its actions in notation, one round, no open table. */
const PLAIN: AnyReview = {
  events: () => [],
  opening: () => [],
  sentence: (e) => String(e),
  summary: () => false,
  round: () => 1,
  openTable: () => ['(this game has no open table yet)'],
  scoreSheet: () => ({ head: [], rows: [], notes: ['This game keeps no score sheet yet.'] }),
};

/** How `game` reads back: its module's review (once loaded), or plain notation. */
export function reviewOf(game: GameId): AnyReview {
  const module = loadedGame(game);
  return module ? reviewIn(module) : PLAIN;
}

/** How a game of `module` reads back: its review, or plain notation. */
function reviewIn(module: AnyModule): AnyReview {
  return module.review ?? PLAIN;
}

/** One step of a record, read as text. */
export interface NarratedStep {
  /** 1-based number of the step. */
  readonly number: number;
  readonly seat: Seat;
  /** The round the step was taken in. */
  readonly round: number;
  /** The sentence of the step's own action (its first event), or its notation. */
  readonly line: string;
  /** What else the step caused before any round closed, as the live log said it (a flip, a skip, going out, a Run won). */
  readonly more: readonly string[];
  /**
   * The sentences of the events that closed a round with this step (scores, eggs, end), and what
   * followed them (the next round's deal and lead, the Good Egg's gift).
   */
  readonly summary: readonly string[];
}

/** Every step of a replayed game as sentences; `states[k]` is the state after k steps. */
export function narrate(
  module: AnyModule,
  steps: readonly Step<unknown>[],
  states: readonly unknown[],
  names: readonly string[],
): NarratedStep[] {
  const n = reviewIn(module);
  const engine = module.game;
  return steps.map((step, k) => {
    const before = states[k];
    const after = states[k + 1];
    const events = n.events(before, after);
    const own = events.find((e) => !n.summary(e));
    const closes = events.findIndex((e) => n.summary(e));
    const upTo = closes < 0 ? events.length : closes;
    const who = names[step.seat] ?? `Seat ${step.seat}`;
    const said = own === undefined ? `${who}: ${engine.actionToString(step.action)}` : n.sentence(own, names, after);
    return {
      number: k + 1,
      seat: step.seat,
      round: n.round(before),
      line: n.lineAfter ? n.lineAfter(said, after) : said,
      more: events
        .slice(0, upTo)
        .filter((e) => e !== own && !n.summary(e))
        .map((e) => n.sentence(e, names, after)),
      summary: closes < 0 ? [] : events.slice(closes).map((e) => n.sentence(e, names, after)),
    };
  });
}

/** The round a state is in (1 for a game of one round). */
export function roundOf(game: GameId, state: unknown): number {
  return reviewOf(game).round(state);
}

/** The table of `state` with every hand face up, one line per seat and then the centre. */
export function openTable(game: GameId, state: unknown, names: readonly string[]): string[] {
  return reviewOf(game).openTable(state, names);
}

/** The opening events of a game (the deal), as sentences. */
export function openingLines(module: AnyModule, first: unknown, names: readonly string[]): string[] {
  const n = reviewIn(module);
  return n.opening(first).map((e) => n.sentence(e, names, first));
}

/**
 * The public events that happened between two states or two views of one game (a view holds
 * the public log as the state does): what a teaching table reads to spot a first Duck or vermin.
 */
export function publicEvents(game: GameId, before: unknown, after: unknown): readonly unknown[] {
  return reviewOf(game).events(before, after);
}
