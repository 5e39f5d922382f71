import { UsageError, type OptionSpec } from './options.js';
import type { CheckAnswer, GameInfo, LayCheck, RulesSection } from './types.js';

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
 * The `version` of every `check --json` answer, its first field (docs/json.md; the command adds
 * it to an answer that has none): a field that changes meaning or goes raises it.
 */
export const CHECK_JSON_VERSION = 1;

/**
 * The answer for a lay: yes when it is legal (and beats the `--on` lay, when one was given).
 * `on` is the --on lay as the game reads it, `extra` words after the verdict, e.g. " (with the fox)".
 */
export function layAnswer(r: LayCheck, on: string | undefined, extra = '', rules?: readonly RulesSection[]): CheckAnswer | WhyAnswer {
  const answer = {
    ok: r.legal && r.beats !== false,
    verdict: layVerdict(r, on, extra),
    reason: r.reason,
    json: { legal: r.legal, beats: r.beats, reason: r.reason, lay: r.lay, kind: r.kind, ...(r.duck ? { duck: r.duck } : {}) },
  };
  // With the game's rules text, --why quotes the paragraph that decides the answer.
  return rules !== undefined && r.rule !== undefined ? { ...answer, why: ruleSentence(rules, r.rule) } : answer;
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
    subject: { name: 'lay', description: 'the cards, separated by spaces or commas' },
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

/** An answer that gives its own sentence for `--why` (else the command uses its reason). */
export interface WhyAnswer extends CheckAnswer {
  readonly why: string;
}

/** The kinds a hand's lays fall into, each with its lays, weakest first (what `--hand` lists). */
export interface LayGroup {
  readonly kind: string;
  readonly lays: readonly { readonly lay: string; readonly reason: string }[];
}

/**
 * The answer of `--hand`: yes with every lay by kind (strongest kind last) and the counts, or no
 * when the only answer is to `pass` (the game's word: Cluck, pass). `why` is the sentence for a
 * no, or for a yes the rule that let the lays on; `withWhy` adds each lay's own reason to the JSON.
 */
export function handAnswer(args: {
  readonly hand: string;
  readonly on: string | null;
  readonly groups: readonly LayGroup[];
  readonly pass: string;
  readonly why: string;
  readonly withWhy: boolean;
  /** How a lay is said to meet the one on the table: "beat" (the default), or "go on". */
  readonly verb?: { readonly one: string; readonly many: string };
  readonly extra?: Record<string, unknown>;
}): WhyAnswer {
  const verb = args.verb ?? { one: 'beats', many: 'beat' };
  const count = args.groups.reduce((n, g) => n + g.lays.length, 0);
  const lays = count === 1 ? 'lay' : 'lays';
  const verdict =
    count === 0
      ? args.on === null
        ? `no: ${args.hand} has no lead.`
        : `no: Nothing from ${args.hand} ${verb.one} ${args.on}; the only answer is to ${args.pass}.`
      : args.on === null
        ? `yes: ${count} ${lays} from ${args.hand} may lead.`
        : `yes: ${count} ${lays} from ${args.hand} ${count === 1 ? verb.one : verb.many} ${args.on}.`;
  const reason = args.groups.map((g) => `${g.kind} (${g.lays.length}): ${g.lays.map((l) => l.lay).join(', ')}`).join('\n');
  return {
    ok: count > 0,
    verdict,
    reason,
    why: args.why,
    json: {
      version: CHECK_JSON_VERSION,
      hand: args.hand,
      on: args.on,
      ...args.extra,
      count,
      [args.pass]: count === 0,
      groups: args.groups.map((g) => ({
        kind: g.kind,
        count: g.lays.length,
        lays: g.lays.map((l) => (args.withWhy ? { lay: l.lay, why: l.reason } : l.lay)),
      })),
    },
  };
}

/**
 * The paragraph of `rules` (a game's rules text, the one place its words are written) that
 * begins with `opening`, for a `--why` answer in the rules' own words. Throws when there is none,
 * so a reworded rule is caught by the tests rather than shown as nothing.
 */
export function ruleSentence(rules: readonly RulesSection[], opening: string): string {
  for (const section of rules) for (const p of section.paragraphs) if (p.text.startsWith(opening)) return p.text;
  throw new Error(`no rules paragraph begins "${opening}"`);
}
