import type { BotLevel, Seat } from '../engine/index.js';
import type { SavedGame, SeatRecord } from '../store/types.js';
import type { Replayed } from './record.js';

/** The seat a game played on from a replay gives the person: the seat the history keeps for them. */
export const PLAY_ON_SEAT = 0;

/**
 * The seats whose hands a replay of `replayed` may show: every seat once its steps end the game
 * (null); while they leave it unfinished (a saved game, which can still be resumed or played on),
 * only its people's, or {@link PLAY_ON_SEAT} where every seat was a bot. So a replay shows no
 * hand its player could not see at the table while the game is still to be won. Read from the
 * steps, not from the record's end date, which a file could claim.
 */
export function seatsShown(replayed: Replayed): readonly Seat[] | null {
  const { record, states, module: mod } = replayed;
  if (mod.game.currentPlayer(states[states.length - 1]) === 'terminal') return null;
  const people = record.seats.flatMap((s, i) => (s.bot === null ? [i] : []));
  return people.length > 0 ? people : [PLAY_ON_SEAT];
}

/** The level a seat gets when it was a person's in the record (a table shared over SSH) and a bot takes it on. */
export const PLAY_ON_LEVEL: BotLevel = 'normal';

/** How a game played on from a replay is paced. */
export interface PlayOnPace {
  readonly speed: string;
  readonly thinkMs: number;
}

/**
 * A new game that goes on from the first `at` steps of `replayed`: the same game, options and
 * seed, those steps already played, the person in seat {@link PLAY_ON_SEAT} (under the name the
 * record gives it), and bots in the other seats (each seat's level as recorded, a person's seat
 * {@link PLAY_ON_LEVEL}). It is marked `playedOn: at`, which its save and its record keep. Null
 * when the game is over after `at` steps (nothing is left to play), or `at` is not a step of it.
 */
export function playOnSetup(
  replayed: Replayed,
  at: number,
  isOver: (state: unknown) => boolean,
  pace: PlayOnPace,
): Omit<SavedGame, 'savedAt'> | null {
  const { record, states } = replayed;
  if (!Number.isInteger(at) || at < 0 || at > record.steps.length) return null;
  if (isOver(states[at])) return null;
  const seats: SeatRecord[] = record.seats.map((s, i) => ({
    name: s.name,
    bot: i === PLAY_ON_SEAT ? null : (s.bot ?? PLAY_ON_LEVEL),
  }));
  return {
    game: record.game,
    options: record.options,
    seed: record.seed,
    seats,
    speed: pace.speed,
    thinkMs: pace.thinkMs,
    steps: record.steps.slice(0, at),
    playedOn: at,
  };
}
