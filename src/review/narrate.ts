import type { GameId, Seat, Step } from '../engine/index.js';
import { gameModule } from '../games/index.js';
import { cardLabel, eventText, type ClutchEvent, type ClutchState } from '../games/clutch/index.js';
import { describeEvent as henhouseEvent, roundLog, sortCodes, type HenhouseEvent, type HenhouseState } from '../games/henhouse/index.js';
import { describeEvent as jhEvent, type JhEvent, type JhState } from '../games/just-hatched/index.js';

/**
 * How a game's record reads as text, for `replay`: the public events one step added, their
 * sentences, which of them sum up a round, and the whole table with every hand face up.
 */
interface Narrator<S, E> {
  /** The events `after` added to `before`'s (every event is public). */
  events(before: S, after: S): readonly E[];
  sentence(event: E, names: readonly string[]): string;
  /** True for the events that close a round (its scores, its eggs, the end of the game). */
  summary(event: E): boolean;
  round(state: S): number;
  /** The table with every hand face up: one line per seat, then the centre. */
  table(state: S, names: readonly string[]): string[];
}

const jh: Narrator<JhState, JhEvent> = {
  events: (before, after) => after.log.slice(before.log.length),
  sentence: jhEvent,
  summary: (e) => e.type === 'round-end' || e.type === 'eggs' || e.type === 'game-end' || e.type === 'golden-draw',
  round: (s) => s.round,
  table(s, names) {
    const lines = s.hands.map((hand, seat) => `${names[seat] ?? `Seat ${seat}`}: ${hand.length === 0 ? '(no cards)' : hand.join(' ')}`);
    const top = s.run[s.run.length - 1];
    lines.push(top ? `Centre: ${top.name} (${top.cards.join(' ')}) by ${names[top.seat] ?? top.seat}` : 'Centre: empty, a new Run');
    lines.push(`Round ${s.round}, ${s.direction === 1 ? 'Cluckwise' : 'Counter-Cluckwise'}`);
    return lines;
  },
};

const henhouse: Narrator<HenhouseState, HenhouseEvent> = {
  events(before, after) {
    const now = roundLog(after);
    return after.round === before.round ? now.slice(roundLog(before).length) : now;
  },
  sentence: henhouseEvent,
  summary: (e) => e.type === 'round' || e.type === 'end',
  round: (s) => s.round,
  table(s, names) {
    const lines = s.hands.map((hand, seat) => {
      const wilds = [s.wilds[seat]?.C ? '*C' : '', s.wilds[seat]?.E ? '*E' : ''].filter((w) => w !== '');
      const cards = [...sortCodes(hand), ...wilds];
      const out = s.out.includes(seat) ? ' (out)' : '';
      return `${names[seat] ?? `Seat ${seat}`}${out}: ${cards.length === 0 ? '(no cards)' : cards.join(' ')}`;
    });
    const top = s.trick.current;
    lines.push(top ? `Pile: ${top.cards.join(' ')} by ${names[s.trick.by ?? 0] ?? s.trick.by}` : 'Pile: empty, a new trick');
    lines.push(`Round ${s.round}`);
    return lines;
  },
};

const clutch: Narrator<ClutchState, ClutchEvent> = {
  events: (before, after) => after.log.slice(before.log.length),
  sentence: (e) => eventText(e),
  summary: (e) => e.type === 'end',
  round: () => 1,
  table(s) {
    const list = (cards: readonly string[]) => (cards.length === 0 ? '—' : cards.map(cardLabel).join(' '));
    return [
      `Chickens: ${s.chickens}   turn ${s.turn}`,
      `Spread: ${list(s.spread)}   previous: ${s.previous ? cardLabel(s.previous) : '—'}`,
      `Court: ${list(s.court)}   crypt: ${list(s.crypt)}`,
      `Deck (top last): ${list(s.deck)}`,
      `Aside: ${s.aside.length} cards   discard: ${s.discard.length}`,
    ];
  },
};

/** A game with no narrator of its own: its actions in notation, one round, no open table. */
const plain: Narrator<unknown, unknown> = {
  events: () => [],
  sentence: (e) => String(e),
  summary: () => false,
  round: () => 1,
  table: () => ['(this game has no open table yet)'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const NARRATORS: Readonly<Record<string, Narrator<any, any>>> = { 'just-hatched': jh, henhouse, clutch };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function narrator(game: GameId): Narrator<any, any> {
  return NARRATORS[game] ?? plain;
}

/** One step of a record, read as text. */
export interface NarratedStep {
  /** 1-based number of the step. */
  readonly number: number;
  readonly seat: Seat;
  /** The round the step was taken in. */
  readonly round: number;
  /** The sentence of the step's own action (its first event), or its notation. */
  readonly line: string;
  /** The sentences of the events that closed a round with this step (scores, eggs, end). */
  readonly summary: readonly string[];
}

/** Every step of a replayed game as sentences; `states[k]` is the state after k steps. */
export function narrate(game: GameId, steps: readonly Step<unknown>[], states: readonly unknown[], names: readonly string[]): NarratedStep[] {
  const n = narrator(game);
  const engine = gameModule(game).game;
  return steps.map((step, k) => {
    const before = states[k];
    const after = states[k + 1];
    const events = n.events(before, after);
    const own = events.find((e: unknown) => !n.summary(e));
    const who = names[step.seat] ?? `Seat ${step.seat}`;
    let line = own === undefined ? `${who}: ${engine.actionToString(step.action)}` : n.sentence(own, names);
    // Clutch: the flock after the whole choice, when the sentence does not already end on it.
    const flock = (after as ClutchState).chickens;
    if (game === 'clutch' && !line.endsWith(` ${flock}.`)) line = `${line} → ${flock} chickens`;
    return {
      number: k + 1,
      seat: step.seat,
      round: n.round(before),
      line,
      summary: events.filter((e: unknown) => n.summary(e)).map((e: unknown) => n.sentence(e, names)),
    };
  });
}

/** The round a state is in (1 for Clutch). */
export function roundOf(game: GameId, state: unknown): number {
  return narrator(game).round(state);
}

/** The table of `state` with every hand face up, one line per seat and then the centre. */
export function openTable(game: GameId, state: unknown, names: readonly string[]): string[] {
  return narrator(game).table(state, names);
}

/** The opening events of a game (the deal), as sentences. */
export function openingLines(game: GameId, first: unknown, names: readonly string[]): string[] {
  const n = narrator(game);
  const log = game === 'henhouse' ? roundLog(first as HenhouseState) : ((first as { log?: readonly unknown[] }).log ?? []);
  return log.map((e: unknown) => n.sentence(e, names));
}

/**
 * The public events that happened between two states or two views of one game (a view holds
 * the public log as the state does): what a teaching table reads to spot a first Duck or vermin.
 */
export function publicEvents(game: GameId, before: unknown, after: unknown): readonly unknown[] {
  return narrator(game).events(before, after);
}
