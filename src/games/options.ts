/**
 * Command-line options as data. A game module declares its own options (for `play` and `sim`,
 * and for `check`) as {@link OptionSpec}s; src/cli.ts builds commander options from them and the
 * commands read the values given with {@link readOption}, so each option is parsed, checked and
 * described in one place. The commands' shared options (seed, speed, bots…) use the same kit.
 */

/** Bad input from the command line: printed as one line, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** One command-line option, as data. */
export interface OptionSpec {
  /** The key commander gives the value under, e.g. `twoPlayer` for `--two-player`. */
  readonly key: string;
  /** The flags as commander takes them, e.g. `--two-player <version>`, `-p, --players <n>`, `--big-hands`. */
  readonly flags: string;
  /** One line for `--help`. */
  readonly description: string;
  /**
   * How the value is read: `flag` takes no value (true when given), `text` any non-empty text,
   * `choice` one of `choices`, `integer` a whole number within `min`..`max`.
   */
  readonly kind: 'flag' | 'text' | 'choice' | 'integer';
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

/** The `--name` form of an option, for messages. */
export function optionName(spec: Pick<OptionSpec, 'flags'>): string {
  return spec.flags.match(/--[a-z0-9-]+/)?.[0] ?? spec.flags;
}

/**
 * The one integer reader of the command line: a whole number in plain digits (a leading minus
 * allowed when `min` is negative) within `min`..`max`, or UsageError naming the option and the
 * range. Numbers come from commander as text; tests may pass numbers.
 */
export function readInteger(value: unknown, name: string, min: number, max: number): number {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  const range = min === max ? `${min}` : `${min} to ${max}`;
  if (!/^-?\d+$/.test(text)) throw new UsageError(`${name} must be a whole number from ${range}, got "${String(value)}"`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`${name} must be a whole number from ${range}, got ${text}`);
  return n;
}

/** The value of one option as given (undefined when absent), read and checked by its spec. */
export function readOption(spec: OptionSpec, value: unknown): unknown {
  if (value === undefined || value === false) return undefined;
  const name = optionName(spec);
  switch (spec.kind) {
    case 'flag':
      if (value !== true) throw new UsageError(`${name} takes no value`);
      return true;
    case 'integer':
      return readInteger(value, name, spec.min ?? 0, spec.max ?? Number.MAX_SAFE_INTEGER);
    case 'choice': {
      const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
      const choices = spec.choices ?? [];
      if (!choices.includes(text)) throw new UsageError(`${name} must be ${orList(choices)}, got "${String(value)}"`);
      return text;
    }
    case 'text': {
      if (typeof value !== 'string') throw new UsageError(`${name} needs a value`);
      const text = value.trim();
      if (text === '') throw new UsageError(`${name} is empty`);
      return text;
    }
  }
}

/** "a", "a or b", "a, b or c". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
