import type { GameId } from '../engine/index.js';
import { gameById, type Lesson } from '../games/index.js';

export type { Lesson } from '../games/index.js';

/**
 * The topics that come up in `view`: special cards in its hand, and what the public `events`
 * (those of the last move) show, as the game's module spots them. In the order they came up.
 */
export function topicsIn(game: GameId, view: unknown, events: readonly unknown[]): string[] {
  return gameById(game)?.teaching?.topics(view, events) ?? [];
}

/** The first lesson of `game` among `topics` not in `seen`, or null. */
export function nextLesson(game: GameId, topics: readonly string[], seen: ReadonlySet<string>): Lesson | null {
  const lessons = gameById(game)?.teaching?.lessons ?? {};
  for (const t of topics) if (!seen.has(t) && lessons[t]) return lessons[t] as Lesson;
  return null;
}
