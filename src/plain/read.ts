import { NotationError } from '../engine/index.js';
import type { PlainText } from '../games/index.js';
import { noChoice } from '../games/words.js';

/**
 * What a typed line asks for among the candidates (indices into the notations): actions to take
 * as one move, several that fit to choose from, an action the game read that is none of the
 * candidates (the table then says why it cannot be made), or why it cannot be read.
 */
export type Reading =
  | { readonly kind: 'act'; readonly index: number; readonly with?: unknown }
  | { readonly kind: 'pick'; readonly indices: readonly number[] }
  | { readonly kind: 'try'; readonly action: unknown }
  | { readonly kind: 'no'; readonly reason: string };

/**
 * A notation as a key that ignores case, spacing, commas and the order of the cards: `O7 Y7` and
 * `y7, o7` read the same. A colon splits it into parts kept in order ("fox BC6: BC7 BC8").
 */
export function keyOf(text: string): string {
  return text
    .toUpperCase()
    .replace(/\s*=\s*/g, '=')
    .split(':')
    .map((part) =>
      part
        .replace(/,/g, ' ')
        .split(/\s+/)
        .filter((t) => t !== '')
        .sort()
        .join(' '),
    )
    .join(':');
}

/**
 * Reads `typed` against `notations` (each candidate action in the game's notation): a number
 * picks from `listed` (the indices last listed, in order); then the notation itself, an alias,
 * the notation's loose form or its first word (each may fit several: they are offered), the
 * same followed by a word of `plain.together`, and last the game's own reader.
 */
export function readMove(
  typed: string,
  notations: readonly string[],
  listed: readonly number[],
  plain: PlainText<unknown, unknown>,
  view: unknown,
): Reading {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    const at = listed[n - 1];
    if (at !== undefined) return { kind: 'act', index: at };
    return { kind: 'no', reason: noChoice(text, listed.length) };
  }
  const found = match(text, notations, plain);
  if (found) return found;
  const words = text.split(' ');
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  const extra = plain.together?.[last];
  if (words.length > 1 && extra !== undefined) {
    const first = match(words.slice(0, -1).join(' '), notations, plain);
    if (first?.kind === 'act') return { ...first, with: extra };
    if (first?.kind === 'pick') return first;
  }
  if (plain.read) {
    try {
      // A short word is read as the move it stands for (`c`: cluck), so its refusal is the move's.
      return { kind: 'try', action: plain.read(plain.aliases?.[text.toLowerCase()] ?? text, view) };
    } catch (error) {
      if (error instanceof NotationError) return { kind: 'no', reason: error.message };
      throw error;
    }
  }
  return { kind: 'no', reason: `"${text}" is not one of your choices now` };
}

function match(text: string, notations: readonly string[], plain: PlainText<unknown, unknown>): Reading | null {
  const alias = plain.aliases?.[text.toLowerCase()];
  const wanted = keyOf(alias ?? text);
  if (wanted === '') return null;
  const exact = notations.findIndex((n) => keyOf(n) === wanted);
  if (exact >= 0) return { kind: 'act', index: exact };
  const loose = plain.loose;
  const fits = notations.flatMap((n, i) => {
    if (loose && keyOf(loose(n)) === wanted) return [i];
    // A word alone names every choice it starts ("catch" for "catch seat 2").
    if (!wanted.includes(' ') && !wanted.includes(':') && (n.trim().split(/\s+/)[0] ?? '').toUpperCase() === wanted) return [i];
    return [];
  });
  if (fits.length === 1) return { kind: 'act', index: fits[0] as number };
  if (fits.length > 1) return { kind: 'pick', indices: fits };
  return null;
}
