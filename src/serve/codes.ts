import { randomInt } from 'node:crypto';

/**
 * Letters of a table code, chosen so that no two sound alike when read aloud (one letter of the
 * B/C/D/E/G/P/T/V/Z rhyme, no J beside K, no M/N, no S/F) and none looks like a digit (no O, I,
 * S, Z, B), so a code read over a call is typed right.
 */
export const CODE_LETTERS = 'FHKLQRTWXY';

/** Letters in a new code; codes grow by one letter when many tables are open, up to 6. */
export const CODE_LENGTH = { min: 4, max: 6 } as const;

/** True when `text` (any case, spaces ignored) is shaped like a table code. */
export function isCode(text: string): boolean {
  return new RegExp(`^[${CODE_LETTERS}]{${CODE_LENGTH.min},${CODE_LENGTH.max}}$`).test(normalCode(text));
}

/** A code as typed, made comparable: upper case, spaces and dashes removed. */
export function normalCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * A new code not in `taken`: 4 letters while they leave plenty of room (fewer than a tenth of the
 * 4-letter codes taken), longer after. Random from the OS (codes are not part of any game's seed).
 */
export function newCode(taken: ReadonlySet<string>, pick: (n: number) => number = randomInt): string {
  for (let length: number = CODE_LENGTH.min; length <= CODE_LENGTH.max; length++) {
    if (taken.size * 10 > CODE_LETTERS.length ** length && length < CODE_LENGTH.max) continue;
    for (let attempt = 0; attempt < 50; attempt++) {
      let code = '';
      for (let i = 0; i < length; i++) code += CODE_LETTERS[pick(CODE_LETTERS.length)];
      if (!taken.has(code)) return code;
    }
  }
  throw new Error('no free table code');
}

/** Letters in a seat token. */
export const TOKEN_LENGTH = 8;

/**
 * A seat token: what a guest (who has no key to prove who they are) shows to take their seat back.
 * Random from the OS; read aloud as easily as a code.
 */
export function seatToken(pick: (n: number) => number = randomInt): string {
  let token = '';
  for (let i = 0; i < TOKEN_LENGTH; i++) token += CODE_LETTERS[pick(CODE_LETTERS.length)];
  return token;
}

/** True when `text` (any case, spaces and dashes ignored) is shaped like a seat token. */
export function isToken(text: string): boolean {
  return new RegExp(`^[${CODE_LETTERS}]{${TOKEN_LENGTH}}$`).test(normalCode(text));
}
