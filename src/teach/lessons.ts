import type { Lesson } from '../games/index.js';
import type { TaughtModule } from './hint.js';

export type { Lesson } from '../games/index.js';

/**
 * The topics that come up in `view`: special cards in its hand, and what the public `events`
 * (those of the last move) show, as the game's module spots them. In the order they came up.
 */
export function topicsIn<S, A, V>(module: TaughtModule<S, A, V>, view: V, events: readonly unknown[]): string[] {
  return module.teaching?.topics(view, events) ?? [];
}

/** The first lesson of `game` among `topics` not in `seen`, or null. */
export function nextLesson<S, A, V>(module: TaughtModule<S, A, V>, topics: readonly string[], seen: ReadonlySet<string>): Lesson | null {
  const lessons = module.teaching?.lessons ?? {};
  for (const t of topics) {
    const lesson = lessons[t];
    if (!seen.has(t) && lesson) return lesson;
  }
  return null;
}
