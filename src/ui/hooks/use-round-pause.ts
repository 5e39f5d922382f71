import { useEffect, useRef, useState } from 'react';
import type { RoundPause } from '../types.js';

/**
 * Holds the table at the end of each round until the person goes on (Enter), so the lay that
 * ended it and the score sheet can be read. `rounds` counts the rounds finished so far. With
 * `--watch` the platform lifts the pause after a while, and the table then moves on by itself.
 */
export function useRoundPause(rounds: number, over: boolean, pause: (on: boolean) => void, paused: boolean, watch: boolean): RoundPause {
  const [seen, setSeen] = useState(rounds);
  const showing = !over && rounds > seen;
  const was = useRef(false);
  useEffect(() => {
    if (showing === was.current) return;
    was.current = showing;
    if (showing) pause(true);
    else if (paused) pause(false);
  }, [showing, paused, pause]);
  useEffect(() => {
    if (watch && showing && !paused) setSeen(rounds);
  }, [watch, showing, paused, rounds]);
  return {
    showing,
    next: () => {
      setSeen(rounds);
      pause(false);
    },
  };
}
