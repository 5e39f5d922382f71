import { Rng, type Bot, type Seat } from '../engine/index.js';
import type { GameModule, GameTeaching } from '../games/index.js';

/** Search iterations of a hint when the game's module names none. */
export const HINT_ITERATIONS = 100;

/** The play the hard bot would make in a seat, the hand cards it uses, and why, in one sentence. */
export interface Hint<A = unknown> {
  readonly action: A;
  /** The hand cards the play uses (codes as the hand holds them, a copy per card), to mark them. */
  readonly cards: readonly string[];
  /** One plain sentence, e.g. "Two-of-a-Kind of 9s beats the Two-of-a-Kind of 8s and keeps your Chickens for later." */
  readonly reason: string;
  /** What Enter does with it, said after "Enter": "lays the marked cards", "clucks", "gives back the marked card"… */
  readonly enter: string;
  /** What Enter takes with `action`, as one move (the game's `alsoSays`): usually nothing. */
  readonly together: readonly A[];
}

/** FNV-1a of a text: a hint's (and a round review's) random source is seeded from the view alone. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A game module of any game, in its own types: what the teaching table is handed by its screen. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any options and events: the teaching reads neither
export type TaughtModule<S, A, V> = GameModule<S, A, V, any, any>;

/** A game whose module has no teaching: the bot's play, nothing marked. */
const PLAIN: GameTeaching<never, never, never> = {
  hintIterations: HINT_ITERATIONS,
  cards: () => [],
  reason: () => 'The play the hard bot would make here.',
  playable: () => new Set(),
  nothingBeats: () => null,
  topics: () => [],
  lessons: {},
};

/** The module's teaching, or {@link PLAIN} when it has none. */
function teacherOf<S, A, V>(module: TaughtModule<S, A, V>): GameTeaching<V, A, unknown> {
  return module.teaching ?? PLAIN;
}

/** Each module's hint bot, made on its first hint. */
const hintBots = new WeakMap<object, Bot<unknown, unknown>>();

/** The hard bot that gives the module's hints, on the game's fixed iteration budget (its bots load on first use). */
async function hintBot<S, A, V>(module: TaughtModule<S, A, V>): Promise<Bot<V, A>> {
  const made = hintBots.get(module) as Bot<V, A> | undefined;
  if (made) return made;
  const factory = await module.bots();
  const bot = factory('hard', { iterations: teacherOf(module).hintIterations });
  hintBots.set(module, bot as Bot<unknown, unknown>);
  return bot;
}

/** The random source of a hint: seeded from the seat's view alone, so hidden cards cannot change it. */
function hintRng(view: unknown, seat: Seat): Rng {
  return Rng.fromSeed(hashText(`${seat}:${JSON.stringify(view)}`));
}

/**
 * The hard bot's play for the seat whose `view` this is, from `legal` (its turn actions, or
 * empty out of turn) and `interjections` (out-of-turn actions it may take now). Uses nothing but
 * the view: the same view always gives the same hint. Null when there is nothing to hint.
 */
export async function hintFor<S, A, V>(
  module: TaughtModule<S, A, V>,
  view: V,
  seat: Seat,
  legal: readonly A[],
  interjections: readonly A[] = [],
): Promise<Hint<A> | null> {
  const bot = await hintBot(module);
  const teacher = teacherOf(module);
  let action: A | null = null;
  if (interjections.length > 0 && bot.interject) action = bot.interject(view, interjections, hintRng(view, seat)) ?? null;
  if (action === null && legal.length > 0) {
    const rng = hintRng(view, seat);
    action =
      (legal.length === 1 ? legal[0] : bot.chooseAsync ? await bot.chooseAsync(view, legal, rng) : bot.choose(view, legal, rng)) ?? null;
  }
  if (action === null) return null;
  return {
    action,
    cards: teacher.cards(action),
    reason: teacher.reason(view, action, legal),
    enter: teacher.enter?.(action, view) ?? 'makes this move',
    together: teacher.alsoSays?.(view, action) ?? [],
  };
}

/** The hand cards `action` uses, as a hint marks them (a copy per card). */
export function actionCards<S, A, V>(module: TaughtModule<S, A, V>, action: A): string[] {
  return teacherOf(module).cards(action);
}

/** Hand cards (codes) that can take part in a legal play now. */
export function playableCards<S, A, V>(module: TaughtModule<S, A, V>, view: V, legal: readonly A[]): ReadonlySet<string> {
  return teacherOf(module).playable(view, legal);
}

/** "Nothing you hold beats …" when the only legal action is to pass, else null. */
export function nothingBeats<S, A, V>(module: TaughtModule<S, A, V>, view: V, legal: readonly A[]): string | null {
  return legal.length === 0 ? null : teacherOf(module).nothingBeats(view, legal);
}
