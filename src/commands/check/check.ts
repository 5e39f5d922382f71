import { CATALOG, findEntry } from '../../games/catalog.js';
import { optionName, orList, readOption } from '../../games/options.js';
import type { AnyModule, GameEntry } from '../../games/types.js';
import { EXIT } from '../../platform/exit.js';
import { UsageError } from '../../games/options.js';
import { prepareColumns, print, quote, widthFor, wrap } from '../../platform/text/index.js';
import { CHECK_JSON_VERSION } from '../../games/check-kit.js';

/** What `check` prints and the status it ends with. */
export interface CheckOutput {
  readonly stdout: string;
  readonly exit: number;
}

/** The options of `check`, as commander hands them over. */
type Options = Record<string, unknown>;

/**
 * `big-chicken check <game> [subject] [options]`: reads the options the game's module declares
 * (`check.options`), asks its `check.answer` and prints the answer (one or two lines, or one
 * JSON object with `--json`). Returns 0 for a yes (a legal lay that beats, a choice that does not
 * lose…), 1 for a no. Throws UsageError or NotationError (exit 2) for input that cannot be read,
 * an option the game does not take, or a game with nothing to check.
 */
export async function check(game: string, lay: Words, opts: Options): Promise<number> {
  const text = joinWords(lay);
  const given = joinOptions(opts);
  await prepareColumns([game, text ?? '', ...Object.values(given).filter((v): v is string => typeof v === 'string')]);
  // Only the game asked about is loaded.
  const module = await checkedEntry(game).load();
  const answer = checkAnswer(module, text, given);
  await prepareColumns(answer.json ? [] : [answer.verdict, answer.reason]);
  print(renderCheck(answer, widthFor(process.stdout)));
  return answer.exit;
}

/** A subject or option as commander hands it over: one word, or several (`O7 Y7 --on B7 G7`). */
type Words = string | readonly string[] | undefined;

/** Several words as one text, joined with spaces as OpenSSH joins a command's words; none: undefined. */
function joinWords(words: unknown): string | undefined {
  if (!Array.isArray(words)) return words as string | undefined;
  return words.length === 0 ? undefined : words.join(' ');
}

function joinOptions(opts: Options): Options {
  return Object.fromEntries(Object.entries(opts).map(([k, v]) => [k, Array.isArray(v) ? joinWords(v) : v]));
}

/** The answer of `check` before it is laid out. */
interface CheckAnswer {
  readonly exit: number;
  /** Set for `--json`: the one object to print. */
  readonly json: Record<string, unknown> | null;
  /** The first line: the game's yes or no, with what was checked. */
  readonly verdict: string;
  /** The game's own explanation. */
  readonly reason: string;
  /** With `--why`: the rules' one-sentence reason, printed last. */
  readonly why: string | null;
}

/**
 * The answer of `check` without printing it, text wrapped to `width` columns, the game's module
 * taken from `loaded` (the modules already loaded, by id). Validates every option before asking
 * the game; throws UsageError for a malformed or misplaced option and lets the game's
 * NotationError through for an unreadable card.
 */
export function checkText(game: string, lay: Words, opts: Options, loaded: (id: string) => AnyModule, width = 80): CheckOutput {
  const answer = checkAnswer(loaded(checkedEntry(game).info.id), joinWords(lay), joinOptions(opts));
  return { stdout: renderCheck(answer, width), exit: answer.exit };
}

function renderCheck(answer: CheckAnswer, width: number): string {
  // Every answer's JSON opens with its version (an answer that has it keeps its own order).
  if (answer.json) return `${JSON.stringify({ version: CHECK_JSON_VERSION, ...answer.json })}\n`;
  const out = wrap(answer.verdict, { width, rest: '  ' });
  // A reason of several lines (a list of lays by kind) keeps its lines, each wrapped on its own.
  if (answer.reason.trim() !== '' && answer.reason !== answer.why) {
    for (const line of answer.reason.split('\n')) out.push(...wrap(line, { width, rest: '    ' }));
  }
  if (answer.why !== null) out.push(...wrap(`why: ${answer.why}`, { width, rest: '  ' }));
  return `${out.join('\n')}\n`;
}

/** The game `check` is asked about; UsageError for none, an unknown one, or one with nothing to check. */
function checkedEntry(game: string): GameEntry {
  const ids = CATALOG.filter((m) => m.check).map((m) => m.info.id);
  if (typeof game !== 'string' || game.trim() === '') throw new UsageError(`check needs a game: ${orList(ids)}`);
  const entry = findEntry(game);
  if (!entry) throw new UsageError(`unknown game ${quote(game)}: choose ${CATALOG.map((m) => m.info.id).join(', ')}`);
  if (!entry.check) throw new UsageError(`${entry.info.id} has nothing to check (check takes ${orList(ids)})`);
  return entry;
}

function checkAnswer(module: AnyModule, lay: string | undefined, opts: Options): CheckAnswer {
  const id = module.info.id;
  const spec = module.check;
  if (!spec) throw new Error(`${id} has no check`);
  const given = Object.keys(opts).filter((k) => opts[k] !== undefined && opts[k] !== false);
  const stray = given.find((k) => k !== 'json' && k !== 'why' && !spec.options.some((o) => o.key === k));
  if (stray !== undefined) {
    const takes = [...spec.options.map(optionName), '--why', '--json'].join(', ');
    throw new UsageError(`--${kebab(stray)} does not apply to ${id} (it takes ${takes})`);
  }
  if (opts.json !== undefined && typeof opts.json !== 'boolean') throw new UsageError('--json takes no value');
  if (opts.why !== undefined && typeof opts.why !== 'boolean') throw new UsageError('--why takes no value');
  const values: Record<string, unknown> = {};
  for (const option of spec.options) values[option.key] = readOption(option, opts[option.key]);
  if (opts.why === true) values.why = true;
  const answer = spec.answer(lay, values);
  // The reason in the rules' words: the answer's own `why` when it has one, else its reason.
  const why = opts.why === true ? (whyOf(answer) ?? answer.reason) : null;
  return {
    exit: answer.ok ? EXIT.ok : EXIT.no,
    json: opts.json === true ? (why === null ? answer.json : { ...answer.json, why }) : null,
    verdict: answer.verdict,
    reason: answer.reason,
    why,
  };
}

/** The sentence an answer gives for `--why` (see check-kit's WhyAnswer), when it has its own. */
function whyOf(answer: object): string | undefined {
  const why = (answer as { why?: unknown }).why;
  return typeof why === 'string' ? why : undefined;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
