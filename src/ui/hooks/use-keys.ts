import { useInput, type Key } from 'ink';
import { useCallback, useRef } from 'react';

/**
 * `useInput` whose handler is always the one of the latest render. Ink re-subscribes a changed
 * handler only after the screen is drawn, so a key typed right after another could otherwise
 * reach the previous render's handler and act on stale state. Call it only from screens.
 */
export function useKeys(handler: (input: string, key: Key) => void, options: { readonly isActive?: boolean } = {}): void {
  const ref = useRef(handler);
  ref.current = handler;
  const stable = useCallback((input: string, key: Key) => ref.current(input, key), []);
  useInput(stable, { isActive: options.isActive !== false });
}
