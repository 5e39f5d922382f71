import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { spectatorSnapshot, WATCH_PAUSE, type GameTable, type SeatSnapshot } from '../../table/index.js';
import type { Seat } from '../../engine/index.js';
import { usePaced } from './use-paced.js';

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
  /** Arms a word for the seat to say with a later move (`round`: the round now), or disarms it (null); saved with the game. */
  arm(round: number | null): void;
}

/** Options of {@link useTable}. */
export interface UseTableOptions {
  /** Nobody plays at this screen (`--watch`): a pause lapses by itself. */
  readonly watch?: boolean;
  /** Names this screen's holds (default `seat <n>`). */
  readonly screen?: string;
  /** A spectator's screen: the public view of `seat` (no hand) and nothing to act on. */
  readonly spectator?: boolean;
  /** A pause lapses after this long (a shared table, where one person must not hold the others for ever). */
  readonly holdLapseMs?: number;
}

/**
 * True when a screen draws `a` and `b` of one seat alike: the same game state (steps and
 * take-backs), the same seats, turn, bot thinking, faults and ending, and the screen's own pause
 * the same. Only the version and other screens' holds may differ; a screen draws neither.
 */
export function sameScreen(a: SeatSnapshot, b: SeatSnapshot, ownHold: string): boolean {
  return (
    a.steps === b.steps &&
    a.takeBacks === b.takeBacks &&
    a.log === b.log &&
    a.seats === b.seats &&
    a.current === b.current &&
    a.thinking === b.thinking &&
    a.speaking === b.speaking &&
    a.myTurn === b.myTurn &&
    a.armed === b.armed &&
    a.legal.length === b.legal.length &&
    a.interjections.length === b.interjections.length &&
    a.people.length === b.people.length &&
    a.people.every((p, i) => p === b.people[i]) &&
    a.fault === b.fault &&
    a.saveError === b.saveError &&
    a.savedSteps === b.savedSteps &&
    a.recorded === b.recorded &&
    a.closed === b.closed &&
    a.speed === b.speed &&
    (a.outcome === null) === (b.outcome === null) &&
    a.holds.includes(ownHold) === b.holds.includes(ownHold)
  );
}

/** What a spectator's act gets. */
const SPECTATOR_REFUSAL = 'You are watching: only the players act.';

/**
 * Watches `table` from `seat`'s screen (re-rendering on every change, through
 * useSyncExternalStore, at the screen's {@link usePaced} pace) and acts for that seat. `screen` names this screen's holds, so two screens
 * of one table pause the bots independently.
 */
export function useTable(table: GameTable, seat: Seat, opts: UseTableOptions = {}): TableState {
  const spectator = opts.spectator ?? false;
  const subscribe = usePaced(table.subscribe);
  const key = `${opts.screen ?? `seat ${seat}`}:pause`;
  // A change this screen does not draw (another screen's hold, a new version with the same
  // state) keeps the snapshot it has, so it is not drawn again for nothing.
  const shown = useRef<SeatSnapshot | null>(null);
  const read = useCallback(() => {
    const next = spectator ? spectatorSnapshot(table.seat(seat)) : table.seat(seat);
    const prev = shown.current;
    if (prev !== null && prev !== next && prev.seat === next.seat && sameScreen(prev, next, key)) return prev;
    shown.current = next;
    return next;
  }, [table, seat, spectator, key]);
  const snap = useSyncExternalStore(subscribe, read);
  const watch = opts.watch ?? false;
  const act = useCallback((action: unknown) => (spectator ? SPECTATOR_REFUSAL : table.act(seat, action)), [table, seat, spectator]);
  const actTogether = useCallback(
    (actions: readonly unknown[]) => (spectator ? SPECTATOR_REFUSAL : table.actTogether(seat, actions)),
    [table, seat, spectator],
  );
  const lapse = opts.holdLapseMs;
  const pause = useCallback(
    (on: boolean) => {
      if (spectator) return;
      table.hold(key, on, watch ? WATCH_PAUSE[table.getSnapshot().speed] : lapse);
    },
    [table, key, watch, lapse, spectator],
  );
  const arm = useCallback((round: number | null) => (spectator ? undefined : table.arm(seat, round)), [table, seat, spectator]);
  const paused = snap.holds.includes(key);
  return useMemo(() => ({ ...snap, paused, act, actTogether, pause, arm }), [snap, paused, act, actTogether, pause, arm]);
}
