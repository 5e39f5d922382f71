import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

/** A terminal's columns and rows (80×24 when it does not say; Ink 8 types its stdout as any stream). */
const sizeOf = (stream: NodeJS.WritableStream) => {
  const stdout = stream as Partial<NodeJS.WriteStream>;
  return { columns: stdout.columns || 80, rows: stdout.rows || 24 };
};

/** The terminal's columns and rows (80×24 when unknown), updated when the terminal is resized. */
export function useTerminalSize(): { columns: number; rows: number } {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => sizeOf(stdout));
  useEffect(() => {
    const onResize = () => setSize(sizeOf(stdout));
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}
