import { useEffect, useState } from 'react';

/** How long the lay that has just landed stays highlighted, in milliseconds. */
export const FRESH_MS = 900;

/** The key a screen last drew, and whether it is still drawn highlighted. */
interface Seen {
  readonly key: string;
  readonly fresh: boolean;
}

/**
 * True for `ms` after `key` changes (not on the first render): the lay that just landed is drawn
 * highlighted for a moment, so each move is seen as it happens.
 *
 * The highlight is known in the very render that sees the new key (state set while rendering,
 * which React settles before it commits), so a move is one frame, highlighted, and its end a
 * second: an effect that turned it on after the commit made every move two frames and two
 * commits of the whole screen, for each screen watching the table.
 */
export function useFresh(key: string, ms: number = FRESH_MS): boolean {
  const [seen, setSeen] = useState<Seen>(() => ({ key, fresh: false }));
  let now = seen;
  if (seen.key !== key) {
    now = { key, fresh: ms > 0 };
    setSeen(now);
  }
  useEffect(() => {
    if (!now.fresh) return;
    const t = setTimeout(() => setSeen((s) => (s === now ? { key: s.key, fresh: false } : s)), ms);
    return () => clearTimeout(t);
  }, [now, ms]);
  return now.fresh;
}
