import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { WATCH_PAUSE, type GameTable, type SeatSnapshot } from '../../table/index.js';
import type { Seat } from '../../engine/index.js';

/** What a screen gets from {@link useTable}: the seat's snapshot and the seat's actions. */
export interface TableState extends SeatSnapshot {
  /** True while this screen's own pause (e.g. a round panel) holds the bots. */
  readonly paused: boolean;
  /** Applies `action` for the seat; null when done, else the one-line refusal. */
  act(action: unknown): string | null;
  /** Applies `actions` for the seat as one move (no bot acts between them). */
  actTogether(actions: readonly unknown[]): string | null;
  /** Holds the bots while this screen shows something to read; with `watch`, the hold lapses by itself. */
  pause(paused: boolean): void;
}

/**
 * Watches `table` from `seat`'s screen (re-rendering on every change, through
 * useSyncExternalStore) and acts for that seat. `screen` names this screen's holds, so two screens
 * of one table pause the bots independently.
 */
export function useTable(table: GameTable, seat: Seat, opts: { readonly watch?: boolean; readonly screen?: string } = {}): TableState {
  const snap = useSyncExternalStore(table.subscribe, () => table.seat(seat));
  const key = `${opts.screen ?? `seat ${seat}`}:pause`;
  const watch = opts.watch ?? false;
  const act = useCallback((action: unknown) => table.act(seat, action), [table, seat]);
  const actTogether = useCallback((actions: readonly unknown[]) => table.actTogether(seat, actions), [table, seat]);
  const pause = useCallback(
    (on: boolean) => table.hold(key, on, watch ? WATCH_PAUSE[table.getSnapshot().speed] : undefined),
    [table, key, watch],
  );
  const paused = snap.holds.includes(key);
  return useMemo(() => ({ ...snap, paused, act, actTogether, pause }), [snap, paused, act, actTogether, pause]);
}
