/**
 * Small helpers for the sentences the games show, so that counts and articles read right:
 * "1 chicken", "2 chickens", "an egg", "a chicken".
 */

/** `n` and the noun in the number it needs: plural(1, 'card') is "1 card", plural(0, 'card') "0 cards". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "1st", "2nd", "3rd", "11th", "21st"… for a count from 1. */
export function ordinalNumber(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The noun with "a" or "an" before it, by its first letter: "an egg", "a chicken". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/**
 * A refusal as the table and line mode show it: the rules' reason (a game's `refusal`, or what
 * its `applyAction` threw) begun with a capital and ended with a full stop.
 */
export function asSentence(reason: string): string {
  const first = `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`;
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** Why a choice number picks nothing: `count` choices are listed (0: none). */
export function noChoice(typed: string, count: number): string {
  return count === 0 ? `there is no choice ${typed}` : `there is no choice ${typed} (1 to ${count})`;
}
