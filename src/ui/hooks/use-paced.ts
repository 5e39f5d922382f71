import { createContext, useContext, useMemo } from 'react';

/** A change source's subscribe: calls `listener` after each change, returns the unsubscribe. */
export type Subscribe = (listener: () => void) => () => void;

/**
 * How a screen hears of changes to what it draws. The local table hears of each at once; a
 * connection of `big-chicken serve` is paced (see src/serve/pace.ts), so that a busy table does
 * not redraw every watcher's frame on every move.
 */
export interface RedrawPace {
  /** `subscribe`, with its listeners called at this screen's pace. */
  paced(subscribe: Subscribe): Subscribe;
}

const AT_ONCE: RedrawPace = { paced: (subscribe) => subscribe };

/** The pace of the screens below it (at once when none is given). */
export const RedrawPaceContext = createContext<RedrawPace>(AT_ONCE);

/** `subscribe` at this screen's pace: the same function while `subscribe` is the same. */
export function usePaced(subscribe: Subscribe): Subscribe {
  const pace = useContext(RedrawPaceContext);
  return useMemo(() => pace.paced(subscribe), [pace, subscribe]);
}
