/**
 * Small helpers for the sentences the games show, so that counts and articles read right:
 * "1 chicken", "2 chickens", "an egg", "a chicken".
 */

/** `n` and the noun in the number it needs: plural(1, 'card') is "1 card", plural(0, 'card') "0 cards". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The noun with "a" or "an" before it, by its first letter: "an egg", "a chicken". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
