import { UsageError, type OptionSpec } from './options.js';
import type { CheckAnswer, GameInfo, LayCheck } from './types.js';

/**
 * Helpers the games' `check` answers share: reading a card list off the command line, and the
 * words of a lay's answer.
 */

/** A card list from the command line, trimmed; undefined when not given. Empty is an error. */
export function cardsText(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new UsageError(`${name} needs cards, e.g. "O7 Y7"`);
  const text = value.trim();
  if (text === '' || /^[\s,]*$/.test(text)) throw new UsageError(`${name} is empty: give at least one card`);
  return text;
}

/** One card from the command line, or undefined; a list is an error. */
export function oneCard(value: unknown, name: string): string | undefined {
  const text = cardsText(value, name);
  if (text !== undefined && /[\s,]/.test(text)) throw new UsageError(`${name} takes one card`);
  return text;
}

/**
 * The answer for a lay: yes when it is legal (and beats the `--on` lay, when one was given).
 * `on` is the --on lay as the game reads it, `extra` words after the verdict, e.g. " (with the fox)".
 */
export function layAnswer(r: LayCheck, on: string | undefined, extra = ''): CheckAnswer {
  return {
    ok: r.legal && r.beats !== false,
    verdict: layVerdict(r, on, extra),
    reason: r.reason,
    json: { legal: r.legal, beats: r.beats, reason: r.reason, lay: r.lay, kind: r.kind },
  };
}

/** What the lay is and whether it is legal and beats the --on lay. */
function layVerdict(r: LayCheck, on: string | undefined, extra: string): string {
  const what = r.kind ? `${r.lay} (${r.kind})` : r.lay;
  if (!r.legal) return `no: ${r.lay} is not a legal lay${extra}.`;
  if (r.beats === null) return `yes: ${what} is a legal lay${extra}.`;
  if (r.beats) return `yes: ${what} beats ${on ?? 'it'}${extra}.`;
  return `no: ${what} does not beat ${on ?? 'it'}${extra}.`;
}

/** The subject and the first options of a card game's `check`: the lay, `--on` and `--players` within `info`'s limits. */
export function layCheckBasics(info: GameInfo): {
  readonly subject: { readonly name: string; readonly description: string };
  readonly options: readonly OptionSpec[];
} {
  return {
    subject: { name: 'lay', description: 'the cards, separated by spaces or commas (quote them)' },
    options: [
      { key: 'on', flags: '--on <lay>', description: 'the lay to beat', kind: 'text' },
      {
        key: 'players',
        flags: '-p, --players <n>',
        description: "player count: only that deck's cards are allowed",
        kind: 'integer',
        min: info.minPlayers,
        max: info.maxPlayers,
      },
    ],
  };
}
