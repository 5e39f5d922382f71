import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { logEvents, type EventLog } from '../../src/engine/event-log.js';
import { gameModule } from '../../src/games/index.js';
import { handOf, handsOf, type JhState } from '../../src/games/just-hatched/index.js';
import type { Screen } from './harness.js';
import { savedTables, sleep } from './harness.js';

/** A shared table's file as the server saves it. */
export interface TableFile {
  readonly code: string;
  readonly phase: string;
  readonly seed: number;
  readonly options: { players: number } & Record<string, unknown>;
  readonly seats: readonly { name: string; kind: string; token?: string }[];
  readonly steps: readonly { seat: number; action: unknown }[];
}

/** The live table `code`, or the finished one once the game is over. */
export function tableFile(home: string, code: string): TableFile | null {
  const live = savedTables(home).find((t) => t.code === code);
  if (live) return live as TableFile;
  const dir = join(home, 'serve', 'tables', 'finished');
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((f) => f.startsWith(`${code}-`));
  return file ? (JSON.parse(readFileSync(join(dir, file), 'utf8')) as TableFile) : null;
}

const jh = gameModule('just-hatched').game;

/** The state of a Just Hatched table file, replayed. */
export function replayed(file: TableFile): unknown {
  let state = jh.setup(file.options, file.seed);
  for (const step of file.steps) state = jh.applyAction(state, step.action, step.seat);
  return state;
}

/**
 * Plays the people's seats of a Just Hatched table with keys, as a simple player would: give
 * back the card under the cursor at the exchange, Cluck when allowed, else lay the lowest card
 * (Enter again for a Duck's stand-in). When the table does not move for a while, Enter (a round's
 * score table). Stops when `until(file)` is true or the game is over.
 */
export async function drive(
  home: string,
  code: string,
  people: ReadonlyMap<number, Screen>,
  until: (file: TableFile) => boolean = () => false,
  ms = 150_000,
): Promise<TableFile> {
  const deadline = Date.now() + ms;
  let lastSteps = -1;
  let lastChange = Date.now();
  let tries = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`table ${code} did not finish in time`);
    const file = tableFile(home, code);
    if (!file) throw new Error(`no table ${code}`);
    if (file.phase === 'over' || until(file)) return file;
    if (file.steps.length !== lastSteps) {
      lastSteps = file.steps.length;
      lastChange = Date.now();
      tries = 0;
    }
    const state = replayed(file);
    const current = jh.currentPlayer(state);
    const screen = typeof current === 'number' ? people.get(current) : undefined;
    if (screen && Date.now() - lastChange > 40 + tries * 120) {
      const legal = jh.legalActions(state) as { type: string }[];
      const attempt = tries++ % 4;
      if (legal.some((a) => a.type === 'give-back')) screen.keys('\r');
      else if (attempt === 0 && legal.some((a) => a.type === 'cluck')) screen.keys('c');
      else if (attempt <= 1) screen.keys(' \r');
      else if (attempt === 2) screen.keys('\r');
      else screen.keys('\x1b');
    } else if (Date.now() - lastChange > 1500) {
      // Nothing moves: someone's round table waits for Enter.
      for (const s of people.values()) s.keys('\r');
      lastChange = Date.now();
    }
    await sleep(40);
  }
}

/** Card codes in a text (Eggs and Chickens; the Duck's lone D is too common a letter to count). */
export function cardTokens(text: string): Set<string> {
  return new Set(text.match(/(?<![A-Za-z0-9])(?:[BGYO](?:10|[1-9])|[BGYOR]C)(?![A-Za-z0-9])/g) ?? []);
}

/** Per round: every card each seat held in it, and every card shown publicly in it. */
export interface RoundCards {
  readonly held: Set<string>[];
  readonly shown: Set<string>;
}

/** Replays `file` and gathers, round by round, what each seat held and what was shown to all. */
export function roundCards(file: TableFile): Map<number, RoundCards> {
  const rounds = new Map<number, RoundCards>();
  const n = file.options.players;
  const at = (round: number) => {
    let r = rounds.get(round);
    if (!r) {
      r = { held: Array.from({ length: n }, () => new Set<string>()), shown: new Set() };
      rounds.set(round, r);
    }
    return r;
  };
  type S = JhState & { log: EventLog<{ type: string; cards?: unknown; card?: unknown }> };
  const note = (state: S) => {
    const r = at(state.round);
    handsOf(state).forEach((h, seat) => h.forEach((c) => r.held[seat]?.add(c)));
    for (const e of logEvents(state.log)) {
      if (Array.isArray(e.cards)) for (const c of e.cards) for (const t of cardTokens(String(c))) r.shown.add(t);
      if (typeof e.card === 'string') r.shown.add(e.card);
      if (e.type === 'big-red') r.shown.add('RC');
    }
    for (const k of state.known) r.shown.add(k.card);
  };
  let state = jh.setup(file.options, file.seed) as S;
  note(state);
  for (const step of file.steps) {
    const round = state.round;
    state = jh.applyAction(state, step.action, step.seat) as S;
    note(state);
    // The lay that ends a round is shown on that round's panel, whose header names that round.
    const laid = (step.action as { cards?: unknown }).cards;
    if (state.round !== round && Array.isArray(laid)) for (const c of laid) for (const t of cardTokens(String(c))) at(round).shown.add(t);
  }
  return rounds;
}

/**
 * Cards the screen of `seat` (null: a spectator) must never show in a frame of round `round`:
 * held by another seat in that round, and neither shown publicly in it or the round before (the
 * log still lists that one's lays) nor in the seat's own hand then (duplicates share a code).
 */
export function secretCards(rounds: Map<number, RoundCards>, round: number, seat: number | null): Set<string> {
  const r = rounds.get(round);
  if (!r) return new Set();
  const allowed = new Set<string>();
  for (const near of [round - 1, round]) for (const c of rounds.get(near)?.shown ?? []) allowed.add(c);
  if (seat !== null) for (const c of r.held[seat] ?? []) allowed.add(c);
  const secret = new Set<string>();
  r.held.forEach((h, s) => {
    if (s === seat) return;
    for (const c of h) if (!allowed.has(c)) secret.add(c);
  });
  return secret;
}

/**
 * The frames a screen drew, in order, each with the round its header names: Ink redraws the whole
 * frame each time, starting with the header ("… · Round r of 5"), so the text from one header to
 * the next is one frame, drawn from one view.
 */
export function framesOf(text: string): { readonly round: number; readonly text: string }[] {
  const heads = [...text.matchAll(/BIG CHICKEN: Just Hatched · Round (\d) of 5/g)];
  return heads.map((m, i) => ({ round: Number(m[1]), text: text.slice(m.index ?? 0, heads[i + 1]?.index ?? text.length) }));
}

/** The frames a screen drew ({@link framesOf}), joined by the round they show. */
export function textByRound(text: string): Map<number, string> {
  const parts = new Map<number, string>();
  for (const frame of framesOf(text)) parts.set(frame.round, (parts.get(frame.round) ?? '') + frame.text);
  return parts;
}

/** The cards `seat` was dealt at the start of the game (round 1), before anyone laid anything. */
export function dealtHand(file: TableFile, seat: number): string[] {
  return [...handOf(jh.setup(file.options, file.seed) as JhState, seat)];
}

/** The seat token of the guest at seat `seat` of table `code` (as the server saved it). */
export function seatTokenOf(home: string, code: string, seat: number): string {
  const token = tableFile(home, code)?.seats[seat]?.token;
  if (token === undefined) throw new Error(`seat ${seat} of table ${code} has no token`);
  return token;
}
