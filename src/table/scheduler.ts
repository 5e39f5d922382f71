import { botInterjection, type Bot, type Seat, type Step } from '../engine/index.js';
import { decisionRng } from './decision-rng.js';
import { messageOf, type PlayRecord } from './record.js';
import { DECLARE_DELAY, FORCED_DELAY, MOVE_DELAY, PERSON_CATCH_CHANCE, PERSON_GRACE, REACTION_BY_LEVEL, REACTION_DELAY } from './timing.js';
import type { Speed } from './types.js';

/** A seat's player: a bot, or null for a person. */
export type SeatPlayer = Bot<unknown, unknown> | null;

/** What the scheduler reads from its table and asks of it. */
export interface SchedulerHost {
  /** The record of play now. */
  record(): PlayRecord;
  /** One per seat, as the table holds them now. */
  readonly players: readonly SeatPlayer[];
  /** True while no bot may act for the table's own reasons: stopped by a fault, or the game over. */
  halted(): boolean;
  /** Something the screens see changed (thinking, speaking, holds). */
  changed(): void;
  /** Takes a bot's decided step (its seat is still a bot's). */
  botAct(step: Step<unknown>): void;
  /** A bot failed: the table stops with this one line. */
  fail(fault: string): void;
}

/** A bot's next action being prepared: waiting out its delay, searching, or decided and held. */
interface Plan {
  /** The scheduler's `moves` when it was made; any later move voids it. */
  readonly at: number;
  readonly seat: Seat;
  readonly kind: 'turn' | 'interject';
  timer: ReturnType<typeof setTimeout> | null;
  abort: AbortController | null;
  /** Decided while a hold was set: applied as soon as no hold is left. */
  ready: Step<unknown> | null;
}

/**
 * When and how a table's bots act: their turns after the speed's delay (a beat for a forced move)
 * and their searches, with a signal that aborts when play moves on; their out-of-turn actions
 * after their reaction time; the holds that make them wait. Every timer of a table is here.
 *
 * Timing (see timing.ts): a bot that just went down to one card speaks before anyone catches it;
 * no bot catches a person sooner than {@link PERSON_GRACE} after the person's action, at every
 * speed; while a person may catch a bot, play waits at least {@link PERSON_CATCH_CHANCE} (not at
 * `max`). Each decision draws from {@link decisionRng}(seed, step, seat), so a decision asked
 * again is the same decision.
 */
export class BotScheduler {
  /** The seat whose bot is about to play or is choosing, or null. */
  thinking: Seat | null = null;
  private readonly heldBy = new Map<string, ReturnType<typeof setTimeout> | null>();
  /** Counts moves; a plan made at another count is void. */
  private moves = 0;
  private plan: Plan | null = null;
  private closed = false;

  constructor(
    private readonly host: SchedulerHost,
    private readonly speed: Speed,
    private readonly minTurnMs: number,
  ) {}

  /** Keys of the holds now set. */
  holds(): string[] {
    return [...this.heldBy.keys()];
  }

  /** The seat whose bot is about to speak on its own last move (see `TableSnapshot.speaking`), else null. */
  speaking(): Seat | null {
    const plan = this.plan;
    return plan !== null && plan.kind === 'interject' && plan.seat === this.host.record().lastActor && plan.timer !== null
      ? plan.seat
      : null;
  }

  /** A move was made (or taken back): any plan made before it is void. */
  moved(): void {
    this.moves++;
    if (this.plan && this.plan.at !== this.moves) this.cancelPlan();
  }

  /** Drops the bots' plan and the thinking seat (a move taken back, a fault). */
  reset(): void {
    this.cancelPlan();
    this.thinking = null;
  }

  /** `seat` changed hands to `player`: plans it voids are dropped (see `GameTable.setPlayer`). */
  seatChanged(seat: Seat, player: SeatPlayer): void {
    const plan = this.plan;
    // Who acts out of turn may change with any seat; a turn plan only with its own seat.
    if (plan && (plan.kind === 'interject' || plan.seat === seat)) this.cancelPlan();
    if (this.thinking === seat && player === null) this.thinking = null;
  }

  /** Sets or lifts the hold `key` (see `GameTable.hold`), then tells the table and plans again. */
  hold(key: string, on: boolean, lapseMs?: number): void {
    if (this.closed) return;
    const had = this.heldBy.get(key);
    if (had) clearTimeout(had);
    if (!on && !this.heldBy.has(key)) return;
    if (on) {
      const lapse = lapseMs === undefined ? null : setTimeout(() => this.hold(key, false), lapseMs);
      const was = this.heldBy.has(key);
      this.heldBy.set(key, lapse);
      if (was) return;
    } else this.heldBy.delete(key);
    this.host.changed();
    this.schedule();
  }

  /** Stops every timer and search for good; nothing is planned again. */
  close(): void {
    this.closed = true;
    this.cancelPlan();
    for (const lapse of this.heldBy.values()) if (lapse) clearTimeout(lapse);
    this.heldBy.clear();
    this.thinking = null;
  }

  /** Decides what the bots do next, unless the table is held, over, stopped or closed. */
  schedule(): void {
    if (this.plan && this.plan.at !== this.moves) this.cancelPlan();
    if (this.closed || this.host.halted()) {
      this.cancelPlan();
      return;
    }
    const plan = this.plan;
    if (this.heldBy.size > 0) {
      // Bots wait: a delay not yet run out starts again once no hold is left; a search runs on.
      if (plan?.timer) {
        clearTimeout(plan.timer);
        plan.timer = null;
        if (plan.abort === null && plan.ready === null) this.plan = null;
      }
      return;
    }
    if (plan) {
      if (plan.ready) {
        this.plan = null;
        this.botMove(plan.ready);
      }
      return;
    }
    this.plan = this.decide();
    // A bot about to speak on its own move: screens learn it now, not at the next change.
    if (this.speaking() !== null) this.host.changed();
  }

  private cancelPlan(): void {
    const plan = this.plan;
    if (!plan) return;
    this.plan = null;
    if (plan.timer) clearTimeout(plan.timer);
    plan.abort?.abort();
  }

  private setThinking(seat: Seat | null): void {
    if (this.thinking === seat) return;
    this.thinking = seat;
    this.host.changed();
  }

  /** The bots' next move for this state: an out-of-turn action after its reaction time, or the current bot's turn. */
  private decide(): Plan | null {
    const record = this.host.record();
    const players = this.host.players;
    const current = record.current as Seat;
    const seed = record.setup.seed;
    const step = record.steps.length;
    let interjection: Step<unknown> | null;
    try {
      const rngs = players.map((_, seat) => decisionRng(seed, step, seat, 'interject'));
      // Asked in turn order from the seat that just acted: it speaks first about its own move.
      interjection = botInterjection(record.game, record.state, players, rngs, record.lastActor ?? current);
    } catch (error) {
      this.host.fail(`a bot could not decide whether to act out of turn: ${messageOf(error)}`);
      return null;
    }
    if (interjection) {
      const chosen = interjection;
      const plan: Plan = { at: this.moves, seat: chosen.seat, kind: 'interject', timer: null, abort: null, ready: null };
      plan.timer = setTimeout(() => {
        plan.timer = null;
        if (this.plan !== plan) return;
        this.plan = null;
        this.botMove(chosen);
      }, this.reactionDelay(chosen.seat));
      return plan;
    }
    if (players[current] === null) {
      this.setThinking(null);
      return null;
    }
    const plan: Plan = { at: this.moves, seat: current, kind: 'turn', timer: null, abort: null, ready: null };
    const legal = record.game.legalActions(record.state);
    if (legal.length === 1) {
      // A forced move (nothing beats the lay): no search and no thinking time, only a beat.
      const step: Step<unknown> = { seat: current, action: legal[0] };
      plan.timer = setTimeout(() => {
        plan.timer = null;
        if (this.plan !== plan) return;
        this.plan = null;
        this.botMove(step);
      }, this.turnDelay(true));
      this.setThinking(null);
      return plan;
    }
    plan.timer = setTimeout(() => this.think(plan), this.turnDelay(false));
    this.setThinking(current);
    return plan;
  }

  /** Asks the bot of `plan.seat` for its turn action, with a signal that aborts its search if the table moves on. */
  private think(plan: Plan): void {
    plan.timer = null;
    const bot = this.host.players[plan.seat];
    if (this.plan !== plan || !bot) return;
    const abort = new AbortController();
    plan.abort = abort;
    const record = this.host.record();
    const state = record.state;
    const view = record.game.playerView(state, plan.seat);
    const legal = record.game.legalActions(state);
    const rng = decisionRng(record.setup.seed, record.steps.length, plan.seat, 'turn');
    const name = record.setup.seats[plan.seat]?.name ?? 'A bot';
    const choice = Promise.resolve().then(() =>
      bot.chooseAsync ? bot.chooseAsync(view, legal, rng, abort.signal) : bot.choose(view, legal, rng),
    );
    void choice.then(
      (action) => {
        if (this.plan !== plan || abort.signal.aborted) return;
        plan.abort = null;
        const step: Step<unknown> = { seat: plan.seat, action };
        if (this.heldBy.size > 0) {
          plan.ready = step;
          return;
        }
        this.plan = null;
        this.botMove(step);
      },
      (error: unknown) => {
        if (this.plan !== plan || abort.signal.aborted) return;
        this.plan = null;
        this.host.fail(`${name} could not choose: ${messageOf(error)}`);
      },
    );
  }

  /** Hands a bot's decided step to the table, unless a person plays its seat now. */
  private botMove(step: Step<unknown>): void {
    if (this.host.players[step.seat] === null) return this.schedule();
    this.thinking = null;
    this.host.botAct(step);
  }

  /** True when a person got an out-of-turn chance with the last action (see `PlayRecord.newChanceFor`). */
  private personHasNewChance(): boolean {
    return this.host.record().newChanceFor(this.host.players.map((p) => p === null));
  }

  /** How long a bot takes to act out of turn now (see timing.ts). */
  private reactionDelay(seat: Seat): number {
    const record = this.host.record();
    const lastActor = record.lastActor;
    // The seat that just acted speaks first about its own move (its Last Egg).
    if (seat === lastActor) return DECLARE_DELAY[this.speed];
    const level = REACTION_BY_LEVEL[record.setup.seats[seat]?.bot ?? 'normal'] ?? 1;
    let delay = REACTION_DELAY[this.speed] * level;
    if (lastActor !== null && this.host.players[lastActor] === null) delay = Math.max(delay, PERSON_GRACE);
    // Never sooner than the person's fair chance, however quick the bot (a slow one waits longer).
    if (this.speed !== 'max' && this.personHasNewChance()) delay = Math.max(delay, PERSON_CATCH_CHANCE * Math.max(1, level));
    return delay;
  }

  /** How long the current bot waits before its turn (see timing.ts); `forced`: it has one legal action only. */
  private turnDelay(forced: boolean): number {
    const delay = Math.max(this.minTurnMs, (forced ? FORCED_DELAY : MOVE_DELAY)[this.speed]);
    return this.speed !== 'max' && this.personHasNewChance() ? Math.max(delay, PERSON_CATCH_CHANCE) : delay;
  }
}
