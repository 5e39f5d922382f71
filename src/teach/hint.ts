import { Rng, type Bot, type GameId, type Seat } from '../engine/index.js';
import { gameById, gameModule, type GameTeaching } from '../games/index.js';

/** Search iterations of a hint when the game's module names none. */
export const HINT_ITERATIONS = 100;

/** The play the hard bot would make in a seat, the hand cards it uses, and why, in one sentence. */
export interface Hint<A = unknown> {
  readonly action: A;
  /** The hand cards the play uses (codes as the hand holds them, a copy per card), to mark them. */
  readonly cards: readonly string[];
  /** One plain sentence, e.g. "Two-of-a-Kind of 9s beats the Two-of-a-Kind of 8s and keeps your Chickens for later." */
  readonly reason: string;
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

/** A game's teaching read without its types, as every game's hints go through here. */
type AnyTeaching = GameTeaching<unknown, unknown, unknown>;

/** A game whose module has no teaching: the bot's play, nothing marked. */
const PLAIN: AnyTeaching = {
  hintIterations: HINT_ITERATIONS,
  cards: () => [],
  reason: () => 'The play the hard bot would make here.',
  playable: () => new Set(),
  nothingBeats: () => null,
  topics: () => [],
  lessons: {},
};

function teacherOf(game: GameId): AnyTeaching {
  return gameById(game)?.teaching ?? PLAIN;
}

const hintBots = new Map<GameId, Bot<unknown, unknown>>();

/** The hard bot that gives `game`'s hints, on the game's fixed iteration budget (its bots load on first use). */
async function hintBot(game: GameId): Promise<Bot<unknown, unknown>> {
  let bot = hintBots.get(game);
  if (!bot) {
    const factory = await gameModule(game).bots();
    bot = factory('hard', { iterations: teacherOf(game).hintIterations });
    hintBots.set(game, bot);
  }
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
export async function hintFor(
  game: GameId,
  view: unknown,
  seat: Seat,
  legal: readonly unknown[],
  interjections: readonly unknown[] = [],
): Promise<Hint | null> {
  const bot = await hintBot(game);
  const teacher = teacherOf(game);
  let action: unknown = null;
  if (interjections.length > 0 && bot.interject) action = bot.interject(view, interjections, hintRng(view, seat));
  if (action === null && legal.length > 0) {
    const rng = hintRng(view, seat);
    action = legal.length === 1 ? legal[0] : bot.chooseAsync ? await bot.chooseAsync(view, legal, rng) : bot.choose(view, legal, rng);
  }
  if (action === null) return null;
  return { action, cards: teacher.cards(action), reason: teacher.reason(view, action, legal) };
}

/** The hand cards `action` uses, as a hint marks them (a copy per card). */
export function actionCards(game: GameId, action: unknown): string[] {
  return teacherOf(game).cards(action);
}

/** Hand cards (codes) that can take part in a legal play now. */
export function playableCards(game: GameId, view: unknown, legal: readonly unknown[]): ReadonlySet<string> {
  return teacherOf(game).playable(view, legal);
}

/** "Nothing you hold beats …" when the only legal action is to pass, else null. */
export function nothingBeats(game: GameId, view: unknown, legal: readonly unknown[]): string | null {
  return legal.length === 0 ? null : teacherOf(game).nothingBeats(view, legal);
}
