import { randomBot, type Bot, type BotLevel, type GameId } from '../engine/index.js';

/** Settings every bot level accepts. */
export interface BotSettings {
  /** Thinking budget per move for searching bots, in milliseconds. */
  readonly thinkMs: number;
}

/** A bot of `level` for `game`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function makeBot(_game: GameId, _level: BotLevel, _settings: BotSettings): Bot<any, any> {
  return randomBot();
}
