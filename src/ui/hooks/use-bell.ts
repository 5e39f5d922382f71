import { useStdout } from 'ink';
import { useEffect, useRef } from 'react';

/** The terminal bell (BEL): a terminal beeps or flashes, or marks the window or tab. */
export const BELL = '\x07';

/**
 * Rings the bell on the table's own output stream (so a seat over SSH rings its own terminal)
 * each time `turn` becomes true while `on`: when it becomes the person's turn, not while it
 * stays theirs, and not for a turn already theirs when the table opens. BEL moves no cursor,
 * so Ink's frame is left as drawn.
 */
export function useBell(on: boolean, turn: boolean): void {
  const { stdout } = useStdout();
  const was = useRef(turn);
  useEffect(() => {
    if (on && turn && !was.current) stdout.write(BELL);
    was.current = turn;
  }, [on, turn, stdout]);
}
