import { useEffect, useRef, useState } from 'react';
import type { RoundPause } from '../types.js';

/**
 * Who reads a finished round's panel: a person, who goes on with Enter; nobody (`--watch`), the
 * panel then staying up while the table's pause lasts (its length set by the speed); or a
 * spectator, who is never shown one (the players' pauses are theirs).
 */
export type RoundReader = 'person' | 'watch' | 'spectator';

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
  const showing = reader !== 'spectator' && !over && rounds > seen;
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
