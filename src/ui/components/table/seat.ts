import { spellSigns } from '../../../platform/ascii.js';
import { inGlyphs, type Glyphs } from '../../look/index.js';

/** A seat as the table ring draws it; each game's screen fills these from its view. */
export interface SeatView {
  readonly name: string;
  /** Bot level, or null for a person. */
  readonly bot: string | null;
  /** The facts after the name, e.g. "7 cards", "12 pts", "*C *E" (joined with a dot). */
  readonly facts: readonly string[];
  /** States in words: "clucked", "out 1st", "Last Egg!", "passed", {@link THINKING}. */
  readonly tags: readonly string[];
  /** The player who acts next. */
  readonly next: boolean;
  /** Out of the round, or clucked: drawn dim. */
  readonly dim: boolean;
  /** A tag that asks for a key now (a catch on offer): drawn in the warning colour. */
  readonly warn?: boolean;
  /** What the seat says just now (a taunt), drawn on its box; absent or null for nothing. */
  readonly remark?: string | null;
}

/** The state of a bot choosing its move: the first a seat too narrow for its states leaves out, as its next-player mark says as much. */
export const THINKING = 'thinking…';

/** Whether `tag` is {@link THINKING}, as written or spelled in ASCII ({@link spelledSeat}). */
export const isThinking = (tag: string): boolean => tag === THINKING || tag === THINKING_ASCII;
const THINKING_ASCII = spellSigns(THINKING);

/**
 * `seat` with its words spelled as `glyphs` draw them (the ellipsis of {@link THINKING}, a dot):
 * the seats are measured here to fill their columns exactly, so they are measured in the signs
 * drawn, not in signs up to three columns narrower that the screen's Text spells later.
 */
export function spelledSeat(seat: SeatView, glyphs: Glyphs): SeatView {
  if (glyphs.unicode) return seat;
  const spell = (text: string) => inGlyphs(text, glyphs);
  return {
    ...seat,
    name: spell(seat.name),
    facts: seat.facts.map(spell),
    tags: seat.tags.map(spell),
    ...(seat.remark ? { remark: spell(seat.remark) } : {}),
  };
}
