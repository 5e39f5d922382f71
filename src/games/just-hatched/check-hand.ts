import { NotationError } from '../../engine/index.js';
import { DUCK, formatCards, isLaidDuck, parseCards } from './cards.js';
import { impossible } from './check.js';
import { judgeBeat, kindName, possibleLays, readLay } from './lays.js';
import type { Card, Lay, LayKind } from './state.js';

/** One lay a hand can make, with the rules' reason it may go down. */
export interface HandLay {
  /** Its cards high to low; a Duck written with the Egg it stands for (`D=O9`). */
  readonly lay: string;
  readonly name: string;
  readonly reason: string;
}

/** The lays of one kind, weakest first. */
export interface HandGroup {
  readonly kind: string;
  readonly lays: readonly HandLay[];
}

/** What `check just-hatched --hand` answers: every lay the hand may make now, by kind. */
export interface HandLays {
  readonly hand: string;
  /** The lay to beat as read, or null for a lead. */
  readonly on: string | null;
  readonly count: number;
  /** Kinds from Single to Big Coop (strongest last), each weakest first; only kinds with a lay. */
  readonly groups: readonly HandGroup[];
  /** With lays to beat and none that does: the nearest try and why it fails. */
  readonly miss: { readonly lay: string; readonly reason: string } | null;
}

const KINDS: readonly LayKind[] = ['single', 'pair', 'trips', 'little-coop', 'big-coop'];

/**
 * Every lay `hand` can make that beats `on` (every lead without it), from the game's own lists:
 * {@link possibleLays} is what the engine offers a hand, {@link judgeBeat} rule JH 4 with its
 * sentence. A hand holds Ducks bare (`D`); a position the deck cannot hold (the hand and `on`
 * counted together, for `players` or for any one deck) or an `on` that is not a lay throws
 * NotationError.
 */
export function laysFromHand(hand: string, on: string | undefined, players: number | undefined): HandLays {
  const cards = parseCards(hand);
  const laid = cards.find(isLaidDuck);
  if (laid !== undefined) throw new NotationError(`a hand holds its Ducks as D, not ${laid}: the Egg is said when it is laid`);
  const onCards = on === undefined ? undefined : parseCards(on);
  if (onCards?.includes(DUCK)) throw new NotationError('--on is a lay on the table: write its Duck with the Egg it stands for, e.g. D=O7');
  const problem = impossible(cards, onCards, players);
  if (problem) throw new NotationError(`this position cannot happen: ${problem}`);
  let top: Lay | null = null;
  if (onCards !== undefined) {
    const reading = readLay(onCards);
    if (!reading.ok) throw new NotationError(`this position cannot happen: --on is not a lay (${reading.reason})`);
    top = reading.lay;
  }
  const found: { lay: Lay; reason: string }[] = [];
  let best: { lay: Lay; reason: string } | null = null;
  for (const lay of possibleLays(cards as Card[])) {
    if (top === null) {
      found.push({ lay, reason: `A legal ${lay.name}: it may lead a Run.` });
      continue;
    }
    const verdict = judgeBeat(lay, top);
    if (verdict.beats) found.push({ lay, reason: verdict.reason });
    // The nearest miss: the strongest lay of the top's size, else the strongest of any.
    else if (best === null || lay.cards.length === top.cards.length || best.lay.cards.length !== top.cards.length) {
      best = { lay, reason: verdict.reason };
    }
  }
  const groups = KINDS.flatMap((kind): HandGroup[] => {
    const lays = found.filter((f) => f.lay.kind === kind);
    return lays.length === 0
      ? []
      : [{ kind: kindName(kind), lays: lays.map((f) => ({ lay: formatCards(f.lay.cards), name: f.lay.name, reason: f.reason })) }];
  });
  const shownOn = top === null ? null : formatCards(top.cards);
  const miss = best as { lay: Lay; reason: string } | null;
  return {
    hand: formatCards(cards),
    on: shownOn,
    count: found.length,
    groups,
    miss: miss && { lay: formatCards(miss.lay.cards), reason: miss.reason },
  };
}

/**
 * The one sentence for a hand's answer: for a lead, that any lay may lead; with lays that beat,
 * the rule that lets the first of them on; with none, why the nearest miss does not.
 */
export function handWhy(found: HandLays): string {
  if (found.on === null) return 'Whoever leads a Run may lay any Single, Two- or Three-of-a-Kind or Coop.';
  const first = found.groups[0]?.lays[0];
  if (first !== undefined) return `${first.lay}: ${first.reason}`;
  if (found.miss === null) return `Nothing can be laid from ${found.hand}.`;
  return `${found.miss.lay} is the nearest try, and it does not do: ${found.miss.reason}`;
}
