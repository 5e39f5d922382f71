import { useEffect, useRef, useState } from 'react';

/** How long the lay that has just landed stays highlighted, in milliseconds. */
export const FRESH_MS = 900;

/**
 * True for `ms` after `key` changes (not on the first render): the lay that just landed is drawn
 * highlighted for a moment, so each move is seen as it happens.
 */
export function useFresh(key: string, ms: number = FRESH_MS): boolean {
  const first = useRef(key);
  const [fresh, setFresh] = useState<string | null>(null);
  useEffect(() => {
    if (key === first.current || ms <= 0) return;
    setFresh(key);
    const t = setTimeout(() => setFresh(null), ms);
    return () => clearTimeout(t);
  }, [key, ms]);
  return fresh === key;
}
