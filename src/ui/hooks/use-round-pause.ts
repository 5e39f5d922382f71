import { useEffect, useRef, useState } from 'react';
import type { RoundPause, ScreenRounds } from '../types.js';

/**
 * Who reads a finished round's panel: a person, who goes on with Enter; nobody (`--watch`), the
 * panel then staying up while the table's pause lasts (its length set by the speed); or a
 * spectator, who is never shown one (the players' pauses are theirs).
 */
export type RoundReader = 'person' | 'watch' | 'spectator';

/**
 * What a round's pause reads of a view: the rounds finished so far (none in a game without
 * rounds), and whether the game is over past every panel, which it is only where the screen
 * shows no panel for the last round (a screen that does is held at that panel first).
 */
export function roundsDone<V>(
  rounds: ScreenRounds<V> | undefined,
  view: V,
  over: boolean,
): { readonly done: number; readonly over: boolean } {
  return { done: rounds ? rounds.done(view) : 0, over: rounds?.showsLast ? false : over };
}

/** Whether a finished round's panel is up: `done` rounds finished, `seen` of them read, the game not over past them. */
export function roundShowing(done: number, seen: number, over: boolean): boolean {
  return !over && done > seen;
}

/**
 * Whether the step from `before` to `after` ends a round whose panel the table then shows (the
 * view `after` it, with `overAfter` true where that step ends the game): the moment the live
 * table holds at, for a replay to stop at too.
 */
export function endsRound<V>(rounds: ScreenRounds<V> | undefined, before: V, after: V, overAfter: boolean): boolean {
  const now = roundsDone(rounds, after, overAfter);
  return roundShowing(now.done, roundsDone(rounds, before, false).done, now.over);
}

/**
 * Holds the table at the end of each round until the person goes on (Enter), so the lay that
 * ended it and the score sheet can be read. `rounds` counts the rounds finished so far, `moves`
 * the moves made. With `--watch` the platform lifts the pause after a while, and the panel goes
 * once the pause it took has lapsed, or the table has moved on (a lapse too quick to be drawn).
 */
export function useRoundPause(
  rounds: number,
  over: boolean,
  pause: (on: boolean) => void,
  paused: boolean,
  reader: RoundReader,
  moves: number,
): RoundPause {
  const [seen, setSeen] = useState(rounds);
  const showing = reader !== 'spectator' && roundShowing(rounds, seen, over);
  const was = useRef(false);
  // Whether the table has been held for the panel up now, and the moves made when it went up.
  const held = useRef(false);
  const movesAtPanel = useRef(moves);
  useEffect(() => {
    if (showing === was.current) return;
    was.current = showing;
    held.current = false;
    movesAtPanel.current = moves;
    if (showing) pause(true);
    else if (paused) pause(false);
  }, [showing, paused, pause, moves]);
  useEffect(() => {
    if (reader !== 'watch' || !showing) return;
    if (paused) held.current = true;
    else if (held.current || moves !== movesAtPanel.current) setSeen(rounds);
  }, [reader, showing, paused, rounds, moves]);
  return {
    showing,
    next: () => {
      setSeen(rounds);
      pause(false);
    },
  };
}
