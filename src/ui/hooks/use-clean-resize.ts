import { useStdout } from 'ink';
import { useEffect, useRef } from 'react';

/** Clears the screen and the scrollback, cursor home. */
const CLEAR = '\u001B[2J\u001B[3J\u001B[H';

/**
 * After the terminal changes size, clears the screen and draws the frame again: a terminal
 * reflows the old frame's lines to the new width, and Ink, which erases only the lines it knows
 * it drew, would leave the reflowed pieces above the new frame. Only on a terminal.
 */
export function useCleanResize(columns: number, rows: number): void {
  const { stdout, write } = useStdout();
  const last = useRef({ columns, rows });
  useEffect(() => {
    if (last.current.columns === columns && last.current.rows === rows) return;
    last.current = { columns, rows };
    if (!(stdout as Partial<NodeJS.WriteStream>).isTTY) return;
    // Ink writes the new frame at once (throttled); clearing after it and drawing it again
    // leaves exactly one frame on a clean screen.
    const t = setTimeout(() => write(CLEAR), 40);
    return () => clearTimeout(t);
  }, [columns, rows, stdout, write]);
}
