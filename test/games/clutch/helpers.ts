import { Rng } from '../../../src/engine/index.js';
import { fullDeck, sortCards, type ClutchEvent, type ClutchState } from '../../../src/games/clutch/index.js';

/** A hand-built position for scenario tests. */
export interface PositionSpec {
  readonly spread: readonly string[];
  readonly chickens?: number;
  readonly court?: readonly string[];
  readonly crypt?: readonly string[];
  readonly previous?: string | null;
  /** Exact deck, top card last; or a count filled from the unnamed cards. Default 9. */
  readonly deck?: readonly string[] | number;
  /** Cards aside, filled from the unnamed cards. Default 30. */
  readonly aside?: number;
}

/**
 * A state at the `choose` phase. Cards not named go to the aside pile first, then the deck (when
 * given as a count), and the rest to the discard pile.
 */
export function position(spec: PositionSpec): ClutchState {
  const named = [
    ...spec.spread,
    ...(spec.court ?? []),
    ...(spec.crypt ?? []),
    ...(spec.previous ? [spec.previous] : []),
    ...(Array.isArray(spec.deck) ? spec.deck : []),
  ];
  if (new Set(named).size !== named.length) throw new Error('a card is named twice');
  const rest = fullDeck().filter((c) => !named.includes(c));
  const asideCount = spec.aside ?? 30;
  const aside = rest.slice(0, asideCount);
  const deckCount = typeof spec.deck === 'number' ? spec.deck : Array.isArray(spec.deck) ? 0 : 9;
  const deck = [...(Array.isArray(spec.deck) ? spec.deck : []), ...rest.slice(asideCount, asideCount + deckCount)];
  const discard = rest.slice(asideCount + deckCount);
  if (aside.length !== asideCount || deck.length < deckCount) throw new Error('not enough cards for that position');
  return {
    chickens: spec.chickens ?? 100,
    deck,
    aside,
    spread: sortCards(spec.spread),
    discard,
    court: [...(spec.court ?? [])],
    crypt: [...(spec.crypt ?? [])],
    previous: spec.previous ?? null,
    phase: { kind: 'choose' },
    pending: [],
    turn: 0,
    log: [],
    rng: Rng.fromSeed(7).state(),
  };
}

/** The events `after` added to the log of `before`. */
export function added(before: ClutchState, after: ClutchState): ClutchEvent[] {
  return after.log.slice(before.log.length);
}

/** The types of the events added, in order. */
export function addedTypes(before: ClutchState, after: ClutchState): string[] {
  return added(before, after).map((e) => e.type);
}

/** Every card of a state, for conservation checks. */
export function allCards(s: ClutchState): string[] {
  return [...s.deck, ...s.aside, ...s.spread, ...s.discard, ...s.court, ...s.crypt, ...(s.previous === null ? [] : [s.previous])];
}
