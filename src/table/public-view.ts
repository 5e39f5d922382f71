import type { SeatSnapshot } from './table.js';

/**
 * A view with every private part removed, for a spectator. The games' views keep all that one
 * seat knows and the others do not in `hand` (the other seats appear only as counts), so the
 * view of any seat with an empty hand is what every player may see.
 */
export function publicView(view: unknown): unknown {
  if (view && typeof view === 'object' && 'hand' in view) return { ...(view as object), hand: [] };
  return view;
}

const spectators = new WeakMap<SeatSnapshot, SeatSnapshot>();

/**
 * What a spectator's screen is given: `snap` (any seat's) with the public view only and nothing to
 * act on. The same object for the same `snap`, as React's external stores need.
 */
export function spectatorSnapshot(snap: SeatSnapshot): SeatSnapshot {
  let seen = spectators.get(snap);
  if (!seen) {
    seen = { ...snap, view: publicView(snap.view), legal: [], interjections: [], myTurn: false, armed: null };
    spectators.set(snap, seen);
  }
  return seen;
}
