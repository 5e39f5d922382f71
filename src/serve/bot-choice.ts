import { makeBot } from '../games/bots.js';
import { Rng, type Bot, type BotLevel, type GameId, type RngState } from '../engine/index.js';

/** One bot choice, as sent to a worker: plain data only. */
export interface ChoiceRequest {
  readonly id: number;
  readonly game: GameId;
  readonly level: BotLevel;
  readonly thinkMs: number;
  /** A fixed search budget instead of `thinkMs` (reproducible, for tests). */
  readonly iterations?: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly rng: RngState;
}

/** The answer: the action and the random state after choosing. */
export interface ChoiceAnswer {
  readonly action: unknown;
  readonly rng: RngState;
}

const bots = new Map<string, Bot<unknown, unknown>>();

/** Makes (once per game, level and budget) the bot of `request` and lets it choose; the game's bots must be loaded (`loadBots`). */
export function chooseOnce(request: Omit<ChoiceRequest, 'id'>): ChoiceAnswer {
  const key = `${request.game}/${request.level}/${request.thinkMs}/${request.iterations ?? ''}`;
  let bot = bots.get(key);
  if (!bot) {
    bot = makeBot(request.game, request.level, { thinkMs: request.thinkMs, iterations: request.iterations }) as Bot<unknown, unknown>;
    bots.set(key, bot);
  }
  const rng = Rng.fromState(request.rng);
  const action = bot.choose(request.view, request.legal, rng);
  return { action, rng: rng.state() };
}
