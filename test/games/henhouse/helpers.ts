import type { Seat } from '../../../src/engine/index.js';
import {
  applyAction,
  classify,
  packCodes,
  parseAction,
  parsePlayed,
  setup,
  tokens,
  type HenhouseState,
  type Vermin,
  type WildsHeld,
} from '../../../src/games/henhouse/index.js';

/** A hand-built position for scenario tests. */
export interface TableSpec {
  /** Dealt cards per seat, written as in the notation. */
  readonly hands: readonly string[];
  readonly turn?: Seat;
  /** Default: true for 3 players, so ranks up to 9 exist. */
  readonly bigHands?: boolean;
  /** Wilds held per seat (default: both). */
  readonly wilds?: readonly WildsHeld[];
  /** The combination on the pile and who played it. */
  readonly pile?: { readonly cards: string; readonly by: Seat };
  readonly taken?: readonly (readonly Vermin[])[];
  readonly table?: Readonly<Record<Vermin, number>>;
  readonly out?: readonly Seat[];
  readonly totals?: readonly number[];
  readonly round?: number;
}

/** A state with exactly the given hands, pile and history; the rest as dealt by seed 1. */
export function table(spec: TableSpec): HenhouseState {
  const players = spec.hands.length;
  const base = setup({ players, bigHands: spec.bigHands ?? players === 3 }, 1);
  const turn = spec.turn ?? 0;
  const pile = spec.pile ? classify(tokens(spec.pile.cards).map(parsePlayed)) : null;
  if (pile && !pile.ok) throw new Error(pile.reason);
  return {
    ...base,
    round: spec.round ?? 1,
    packedHands: spec.hands.map((h) => packCodes(tokens(h))),
    wilds: spec.wilds ?? spec.hands.map(() => ({ C: true, E: true })),
    table: spec.table ?? { skunk: 2, fox: 2, snake: 2 },
    taken: spec.taken ?? spec.hands.map(() => []),
    out: spec.out ?? [],
    totals: spec.totals ?? spec.hands.map(() => 0),
    trick: {
      leader: spec.pile?.by ?? turn,
      current: pile && pile.ok ? pile.combo : null,
      by: spec.pile?.by ?? null,
      passed: spec.hands.map(() => false),
      events: [],
    },
    turn,
    log: [],
  };
}

/** Applies actions written in notation (`pass`, `BC5 BC6`, `fox WC7: BE8 BE9`), each by whoever's turn it is. */
export function play(state: HenhouseState, ...moves: string[]): HenhouseState {
  return moves.reduce((s, m) => applyAction(s, parseAction(m)), state);
}
