// Golden playthroughs (after OpenSpiel's integration_tests/playthroughs): seeded games written
// out in full, one format for every game, rewritten only on purpose by `npm run goldens`
// (scripts/goldens.js) and compared line for line by playthroughs.test.ts.
//
// Format, one line each:
//   # <game id> <options as JSON> seed <seed>
//   <name>: <action in the rulings' notation>     one per action, in order, then [a note] if the case has one
//     > <event>                                    what the action caused, as the log says it
//     | <state>                                   what the game shows before the next choice (if the case says)
//   outcome: <the outcome as JSON>
// Lines of events or state written before the first action belong to the deal.
import { playGame, randomBot, Rng, type AnyGame, type Step, logEvents } from '../../src/engine/index.js';
import { clutchGame, eventText, previewChoice, type ClutchAction, type ClutchState } from '../../src/games/clutch/index.js';
import { describeEvent as henhouseEvent, handOf, henhouseGame, roundLog, type HenhouseState } from '../../src/games/henhouse/index.js';
import { describeEvent as jhEvent, justHatchedGame, type JhState } from '../../src/games/just-hatched/index.js';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

/** One kept playthrough. */
export interface GoldenCase {
  /** File name beside this module. */
  readonly file: string;
  readonly game: AnyGame;
  readonly options: { readonly players: number } & Record<string, unknown>;
  readonly seed: number;
  /** The events an action caused, in words, from the states before and after it (before null: the deal's). */
  readonly events: (before: never, after: never) => readonly string[];
  /** A note on the action chosen in `state`, e.g. what the game foresees it will do. */
  readonly notes?: (state: never, action: never) => string;
  /** What the table shows before the next choice, given the state before the last action (null at the deal). */
  readonly shows?: (state: never, before: never) => readonly string[];
  /**
   * How each action is chosen. Default: a random bot in every seat, each with its own stream of
   * the seed, as `playGame` seeds them (no out-of-turn actions).
   */
  readonly choose?: (state: never, legal: readonly unknown[], rng: Rng) => unknown;
  /** Things the chosen deal is kept for: the test fails if a change loses one. */
  readonly sights?: readonly string[];
}

const jhEvents = (before: JhState | null, after: JhState): string[] => logEvents(after.log).slice(before?.log.length ?? 0).map((e) => jhEvent(e, NAMES, after.options.twoPlayer));

/** Henhouse's log starts over with each round, opened by the move that ended the last one. */
function henhouseEvents(before: HenhouseState | null, after: HenhouseState): string[] {
  const fresh = roundLog(after).slice(before !== null && after.round === before.round ? roundLog(before).length : 0);
  return fresh.map((e) => henhouseEvent(e, NAMES));
}

/** The hands, at each deal. */
function henhouseDeal(s: HenhouseState, before: HenhouseState | null): string[] {
  if (s.over || (before !== null && before.round === s.round)) return [];
  return s.packedHands.map((_, seat) => `${NAMES[seat]}: ${handOf(s, seat).join(' ')}`);
}

function clutchShows(s: ClutchState): string[] {
  const v = clutchGame.playerView(s, 0);
  const list = (cards: readonly string[]): string => cards.join(' ') || '-';
  return [
    `chickens ${v.chickens} | spread ${list(v.spread)} | court ${list(v.court)} | previous ${v.previous ?? '-'} | deck ${v.deckCount} aside ${v.asideCount} discard ${v.discard.length} crypt ${list(v.crypt)} | ${v.phase.kind}`,
  ];
}

/**
 * A greedy Clutch player: never a losing choice when another exists; the most chickens
 * afterwards, with a Queen counted as 150 more; ties broken by the seeded rng.
 */
function clutchGreedy(state: ClutchState, legal: readonly ClutchAction[], rng: Rng): ClutchAction {
  const previews = legal.map((a) => previewChoice(state, a));
  const safe = previews.filter((p) => p.loses === null);
  const pool = safe.length > 0 ? safe : previews;
  const score = (p: (typeof pool)[number]): number => p.chickens + (p.action.type === 'take' && p.action.card.startsWith('Q') ? 150 : 0);
  const top = Math.max(...pool.map(score));
  return rng.pick(pool.filter((p) => score(p) === top)).action;
}

/** Every kept playthrough. */
export const GOLDENS: readonly GoldenCase[] = [
  { file: 'just-hatched-4p.golden.txt', game: justHatchedGame, options: { players: 4 }, seed: 2026, events: jhEvents },
  {
    file: 'just-hatched-2p-both-hands.golden.txt',
    game: justHatchedGame,
    options: { players: 2, twoPlayer: 'both-hands' },
    seed: 7,
    events: jhEvents,
  },
  { file: 'henhouse-4p.golden.txt', game: henhouseGame, options: { players: 4 }, seed: 2026, events: henhouseEvents, shows: henhouseDeal },
  {
    file: 'clutch.golden.txt',
    game: clutchGame,
    options: { players: 1 },
    // This deal reaches all four events, both kinds of RESHUFFLE, a lost court and a Jack escape.
    seed: 18,
    events: (before: ClutchState | null, after: ClutchState) => after.log.slice(before?.log.length ?? 0).map(eventText),
    shows: clutchShows,
    notes: (state: ClutchState, action: ClutchAction) => previewChoice(state, action).text,
    choose: clutchGreedy,
    sights: ['CLUBS', 'DIAMONDS', 'HEARTS', 'SPADES', 'RESHUFFLE, free', 'RESHUFFLE with consequences', 'The court was lost', ': escape', '"winners":[0]'],
  },
] as readonly GoldenCase[];

/** The actions of `c`'s game, in order, with the seat that took each. */
function stepsOf(c: GoldenCase): readonly Step<unknown>[] {
  const { game, options, seed } = c;
  const choose = c.choose as ((s: unknown, legal: readonly unknown[], rng: Rng) => unknown) | undefined;
  if (!choose) return playGame(game, options, Array.from({ length: options.players }, () => randomBot()), seed).steps;
  const rng = Rng.fromSeed(seed);
  const steps: Step<unknown>[] = [];
  for (let state = game.setup(options, seed); ; ) {
    const seat = game.currentPlayer(state);
    if (seat === 'terminal') return steps;
    const action = choose(state, game.legalActions(state), rng);
    steps.push({ seat, action });
    state = game.applyAction(state, action, seat);
  }
}

/** The transcript of `c`, in the format above. */
export function transcript(c: GoldenCase): string {
  const { game, options, seed } = c;
  const shows = c.shows as ((s: unknown, before: unknown) => readonly string[]) | undefined;
  const events = c.events as (before: unknown, after: unknown) => readonly string[];
  const notes = c.notes as ((s: unknown, a: unknown) => string) | undefined;
  let state: unknown = game.setup(options, seed);
  const out = [`# ${game.id} ${JSON.stringify(options)} seed ${seed}`, ...events(null, state).map((e) => `  > ${e}`)];
  let before: unknown = null;
  for (const step of stepsOf(c)) {
    for (const line of shows?.(state, before) ?? []) out.push(`  | ${line}`);
    const next = game.applyAction(state, step.action, step.seat);
    const note = notes ? `   [${notes(state, step.action)}]` : '';
    out.push(`${NAMES[step.seat]}: ${game.actionToString(step.action)}${note}`, ...events(state, next).map((e) => `  > ${e}`));
    before = state;
    state = next;
  }
  for (const line of shows?.(state, before) ?? []) out.push(`  | ${line}`);
  out.push(`outcome: ${JSON.stringify(game.outcome(state))}`);
  return `${out.join('\n')}\n`;
}
