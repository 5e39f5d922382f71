import { findGame, GAMES, optionName, orList, readOption } from '../games/index.js';
import { EXIT, UsageError } from './errors.js';
import { prepareColumns, print, quote, widthFor, wrap } from './text/index.js';

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
export async function check(game: string, lay: string | undefined, opts: Options): Promise<number> {
  await prepareColumns([game, lay ?? '', ...Object.values(opts).filter((v): v is string => typeof v === 'string')]);
  const answer = checkAnswer(game, lay, opts);
  await prepareColumns(answer.json ? [] : [answer.verdict, answer.reason]);
  print(renderCheck(answer, widthFor(process.stdout)));
  return answer.exit;
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
}

/**
 * The answer of `check` without printing it, text wrapped to `width` columns. Validates every
 * option before asking the game; throws UsageError for a malformed or misplaced option and lets
 * the game's NotationError through for an unreadable card.
 */
export function checkText(game: string, lay: string | undefined, opts: Options, width = 80): CheckOutput {
  const answer = checkAnswer(game, lay, opts);
  return { stdout: renderCheck(answer, width), exit: answer.exit };
}

function renderCheck(answer: CheckAnswer, width: number): string {
  if (answer.json) return `${JSON.stringify(answer.json)}\n`;
  const out = wrap(answer.verdict, { width, rest: '  ' });
  if (answer.reason.trim() !== '') out.push(...wrap(answer.reason, { width }));
  return `${out.join('\n')}\n`;
}

function checkAnswer(game: string, lay: string | undefined, opts: Options): CheckAnswer {
  const ids = GAMES.filter((m) => m.check).map((m) => m.info.id);
  if (typeof game !== 'string' || game.trim() === '') throw new UsageError(`check needs a game: ${orList(ids)}`);
  const module = findGame(game);
  if (!module) throw new UsageError(`unknown game ${quote(game)}: choose ${GAMES.map((m) => m.info.id).join(', ')}`);
  const id = module.info.id;
  const spec = module.check;
  if (!spec) throw new UsageError(`${id} has nothing to check (check takes ${orList(ids)})`);
  const given = Object.keys(opts).filter((k) => opts[k] !== undefined && opts[k] !== false);
  const stray = given.find((k) => k !== 'json' && !spec.options.some((o) => o.key === k));
  if (stray !== undefined) {
    const takes = [...spec.options.map(optionName), '--json'].join(', ');
    throw new UsageError(`--${kebab(stray)} does not apply to ${id} (it takes ${takes})`);
  }
  if (opts.json !== undefined && typeof opts.json !== 'boolean') throw new UsageError('--json takes no value');
  const values: Record<string, unknown> = {};
  for (const option of spec.options) values[option.key] = readOption(option, opts[option.key]);
  const answer = spec.answer(lay, values);
  return {
    exit: answer.ok ? EXIT.ok : EXIT.no,
    json: opts.json === true ? answer.json : null,
    verdict: answer.verdict,
    reason: answer.reason,
  };
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
