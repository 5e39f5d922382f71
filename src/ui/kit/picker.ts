import type { Key } from 'ink';

/** What a key does to a picker: move to another choice, confirm, step back, or nothing. */
export type PickerStep =
  | { readonly kind: 'at'; readonly at: number; readonly typed: string }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'back' }
  | { readonly kind: 'none' };

/**
 * A picker's answer to a key: ← → (h l) move round the `choices`; typed characters spell a
 * choice (`O7`, `O10`, any case) and jump to the first that starts with them; Backspace unspells;
 * Enter confirms; Esc steps back.
 */
export function pickerKey(choices: readonly string[], at: number, typed: string, input: string, key: Key): PickerStep {
  const size = choices.length;
  if (key.return) return { kind: 'confirm' };
  if (key.escape) return { kind: 'back' };
  if (key.leftArrow || input === 'h') return { kind: 'at', at: (at + size - 1) % size, typed: '' };
  if (key.rightArrow || input === 'l') return { kind: 'at', at: (at + 1) % size, typed: '' };
  if (key.backspace || key.delete) return { kind: 'at', at, typed: typed.slice(0, -1) };
  if (/^[A-Za-z0-9*=]$/.test(input)) {
    const spelt = (typed + input).toUpperCase();
    const exact = choices.findIndex((c) => c.toUpperCase() === spelt);
    const start = exact >= 0 ? exact : choices.findIndex((c) => c.toUpperCase().startsWith(spelt));
    if (start >= 0) return { kind: 'at', at: start, typed: spelt };
    const fresh = input.toUpperCase();
    const again = choices.findIndex((c) => c.toUpperCase().startsWith(fresh));
    return again >= 0 ? { kind: 'at', at: again, typed: fresh } : { kind: 'none' };
  }
  return { kind: 'none' };
}
