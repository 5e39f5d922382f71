import { IllegalActionError, type Outcome, type Seat, type Step } from '../engine/index.js';
import type { SavedGame } from '../store/types.js';
import { loadedGame } from '../games/catalog.js';
import { roundOf } from '../review/narrate.js';
import { takeBackPoint } from '../teach/take-back.js';
import type { DescribeAction, LogEntry, TableGame, TableSetup } from './types.js';

/** A one-line message of anything thrown. */
export function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

/**
 * The record of play at one table, and nothing else: the engine state, the steps taken, the log
 * in words and what is saved. No timers, no I/O, no bots: every change returns a new record (or
 * the one-line refusal), so the same setup and steps always give the same record. The table
 * ({@link GameTable}) holds the current one and does the waiting, the bots and the saving.
 */
export class PlayRecord {
  private constructor(
    readonly game: TableGame,
    readonly setup: TableSetup,
    private readonly describe: DescribeAction<unknown, unknown> | undefined,
    /** The engine state now. */
    readonly state: unknown,
    /** The state before the last action (null before the first): what the last action changed. */
    readonly before: unknown,
    /** The seat that took the last action, or null. */
    readonly lastActor: Seat | null,
    readonly steps: readonly Step<unknown>[],
    /** One sentence per step, oldest first. */
    readonly log: readonly LogEntry[],
    /** Moves taken back so far (teaching games only). */
    readonly takeBacks: number,
  ) {}

  /**
   * The record of `setup`: its steps replayed from the deal, and its moves taken back so far.
   * Throws when a step is refused (a saved game from another version).
   */
  static open(game: TableGame, setup: TableSetup, describe?: DescribeAction<unknown, unknown>): PlayRecord {
    return new PlayRecord(game, setup, describe, null, null, null, [], [], setup.takeBacks ?? 0).replay(setup.steps);
  }

  /** Whose turn it is, or 'terminal'. */
  get current(): Seat | 'terminal' {
    return this.game.currentPlayer(this.state) as Seat | 'terminal';
  }

  /** The result once the game is over, else null. */
  get outcome(): Outcome | null {
    return this.current === 'terminal' ? this.game.outcome(this.state) : null;
  }

  /**
   * `actions` of `actor` taken one after the other as one move: the new record, or the engine's
   * one-line refusal of the first refused (and then none is taken).
   */
  apply(actor: Seat, actions: readonly unknown[]): PlayRecord | string {
    let state = this.state;
    let before = state;
    const steps: Step<unknown>[] = [];
    const lines: LogEntry[] = [];
    for (const action of actions) {
      const step: Step<unknown> = { seat: actor, action };
      let next: unknown;
      try {
        next = this.game.applyAction(state, action, actor);
      } catch (error) {
        return error instanceof IllegalActionError ? error.message : messageOf(error);
      }
      lines.push({ index: this.steps.length + steps.length, seat: actor, text: this.sentence(state, step) });
      steps.push(step);
      before = state;
      state = next;
    }
    const { game, setup, describe, takeBacks } = this;
    return new PlayRecord(game, setup, describe, state, before, actor, [...this.steps, ...steps], [...this.log, ...lines], takeBacks);
  }

  /**
   * In a teaching game, `seat`'s last move of this round and every step after it taken back: the
   * steps before it replayed, in the rounds the game's rules allow it (its module's
   * `teaching.takeBackRounds`). The new record, or the one-line reason it cannot be done. Whether
   * the game is a teaching one and a person plays `seat` is for the table to ask first.
   */
  takeBack(seat: Seat): PlayRecord | string {
    if (this.current === 'terminal') return 'The game is over: there is nothing left to take back.';
    const rounds = loadedGame(this.setup.game)?.teaching?.takeBackRounds;
    if (rounds !== undefined && roundOf(this.setup.game, this.state) > rounds) {
      return `From round ${rounds + 1} on a card laid is a card played, even in a teaching game.`;
    }
    const cut = takeBackPoint(this.game, this.setup.options, this.setup.seed, this.steps, seat);
    if (cut === null) {
      // A round once scored stands: its moves are out of reach from the next round's first turns.
      return this.steps.some((s) => s.seat === seat)
        ? 'A round once scored stands: take-backs reach only your moves in the round being played, and you have made none yet.'
        : 'Nothing of yours to take back in this round.';
    }
    const { game, setup, describe } = this;
    return new PlayRecord(game, setup, describe, null, null, null, [], [], this.takeBacks + 1).replay(this.steps.slice(0, cut));
  }

  /** The game so far as the store saves it, saved at `savedAt`: for persistence and replays, never for a seat's screen. */
  saved(savedAt: Date): SavedGame {
    const { setup } = this;
    return {
      game: setup.game,
      options: setup.options,
      seed: setup.seed,
      seats: setup.seats,
      speed: setup.speed,
      thinkMs: setup.thinkMs,
      ...(setup.thinkPlayouts !== undefined ? { thinkPlayouts: setup.thinkPlayouts } : {}),
      steps: this.steps,
      savedAt: savedAt.toISOString(),
      ...(setup.teach ? { teach: true } : {}),
      ...(setup.taunt ? { taunt: setup.taunt } : {}),
      ...(this.takeBacks > 0 ? { takeBacks: this.takeBacks } : {}),
      ...(setup.playedOn !== undefined ? { playedOn: setup.playedOn } : {}),
    };
  }

  /**
   * True when a seat a person plays (`people[seat]`) got an out-of-turn action with the last step
   * that it did not have before it (e.g. a catch): the moment play moving on would end.
   */
  newChanceFor(people: readonly boolean[]): boolean {
    const interjections = this.game.interjections;
    if (!interjections || this.before === null) return false;
    return people.some((person, seat) => {
      if (!person) return false;
      const now = interjections(this.state, seat);
      if (now.length === 0) return false;
      const had = new Set(interjections(this.before, seat).map((a) => JSON.stringify(a)));
      return now.some((a) => !had.has(JSON.stringify(a)));
    });
  }

  /** This record with `steps` replayed from the deal in place of its own; throws when one is refused. */
  private replay(steps: readonly Step<unknown>[]): PlayRecord {
    let state = this.game.setup(this.setup.options, this.setup.seed);
    let before: unknown = null;
    const log: LogEntry[] = [];
    steps.forEach((step, index) => {
      log.push({ index, seat: step.seat, text: this.sentence(state, step) });
      before = state;
      state = this.game.applyAction(state, step.action, step.seat);
    });
    const { game, setup, describe, takeBacks } = this;
    return new PlayRecord(game, setup, describe, state, before, steps.at(-1)?.seat ?? null, [...steps], log, takeBacks);
  }

  /** The log sentence for one step, falling back to "<name>: <notation>". */
  private sentence(state: unknown, step: Step<unknown>): string {
    const names = this.setup.seats.map((s) => s.name);
    if (this.describe) {
      try {
        return this.describe(step.action, step.seat, names, this.game.playerView(state, step.seat));
      } catch {
        // A describe helper that cannot read this action falls back to the notation.
      }
    }
    return `${names[step.seat] ?? `Seat ${step.seat}`}: ${this.game.actionToString(step.action)}`;
  }
}
