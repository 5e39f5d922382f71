import type { GameId } from '../engine/index.js';
import { checkChoice } from '../games/clutch/index.js';
import { checkPlay } from '../games/henhouse/index.js';
import { findGame, GAMES, plural, type ClutchCheck, type LayCheck } from '../games/index.js';
import { checkLay } from '../games/just-hatched/index.js';
import { EXIT, UsageError } from './errors.js';
import { prepareColumns, print, quote, widthFor, wrap } from './text/index.js';

/** What `check` prints and the status it ends with. */
export interface CheckOutput {
  readonly stdout: string;
  readonly exit: number;
}

/** The options of `check`, as commander hands them over. */
type Options = Record<string, unknown>;

/** Which options each game takes; any other given option is a usage error. */
const ALLOWED: Record<GameId, readonly string[]> = {
  'just-hatched': ['on', 'players', 'json'],
  henhouse: ['on', 'players', 'bigHands', 'vermin', 'remove', 'json'],
  clutch: ['spread', 'take', 'sacrifice', 'chickens', 'court', 'previous', 'aside', 'json'],
};

const VERMIN = ['skunk', 'fox', 'snake'] as const;
type Vermin = (typeof VERMIN)[number];

/** Clutch defaults when an option is left out (the start of a game). */
const CLUTCH_DEFAULTS = { chickens: 100, aside: 40 } as const;
/** The largest population `--chickens` accepts; a real game is decided long before. */
const MAX_CHICKENS = 1_000_000_000;
/** The aside pile holds 40 cards at the start and only shrinks. */
const MAX_ASIDE = 40;

/**
 * `big-chicken check <game> [lay] [options]`: asks the game's own check function about a lay or a
 * Clutch choice and prints the answer (one or two lines, or one JSON object with `--json`).
 * Returns 0 when the lay is legal (and beats `--on`) or the choice keeps the game going or wins,
 * 1 when it is illegal, does not beat, or loses. Throws UsageError or NotationError (exit 2)
 * for input that cannot be read, and for a position the deck cannot hold (the games' checks
 * count the cards of the lay and `--on` together).
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
  /** The first line: yes/no, or the Clutch outcome, with what was checked. */
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
  if (typeof game !== 'string' || game.trim() === '') throw new UsageError('check needs a game: just-hatched, henhouse or clutch');
  const module = findGame(game);
  if (!module) throw new UsageError(`unknown game ${quote(game)}: choose ${GAMES.map((m) => m.info.id).join(', ')}`);
  const id = module.info.id;
  const given = Object.keys(opts).filter((k) => opts[k] !== undefined && opts[k] !== false);
  const stray = given.find((k) => !ALLOWED[id].includes(k));
  if (stray !== undefined) {
    throw new UsageError(`--${kebab(stray)} does not apply to ${id} (it takes ${ALLOWED[id].map((o) => `--${kebab(o)}`).join(', ')})`);
  }
  const json = opts.json === true;
  if (opts.json !== undefined && typeof opts.json !== 'boolean') throw new UsageError('--json takes no value');
  if (id === 'clutch') {
    if (lay !== undefined) throw new UsageError('clutch takes no lay: give the spread with --spread and the choice with --take or --sacrifice');
    const result = checkChoice(clutchArgs(opts));
    return { exit: result.outcome === 'lost' ? EXIT.no : EXIT.ok, json: json ? pickClutch(result) : null, verdict: clutchVerdict(result), reason: result.reason };
  }
  const cards = cardsText(lay, 'the lay');
  if (cards === undefined) throw new UsageError(`check ${id} needs a lay, e.g. big-chicken check ${id} ${id === 'henhouse' ? '"BC5 BC6 BC7"' : '"O7 Y7"'}`);
  const on = cardsText(opts.on, '--on');
  const players = integer(opts.players, '--players', module.info.minPlayers, module.info.maxPlayers);
  let result: LayCheck;
  let onRead: string | undefined;
  let extra = '';
  if (id === 'just-hatched') {
    result = checkLay(cards, on, players);
    if (on !== undefined) onRead = checkLay(on, undefined, players).lay;
  } else {
    const vermin = verminOf(opts.vermin);
    const remove = cardsText(opts.remove, '--remove');
    if (remove !== undefined && (vermin === undefined || vermin === 'skunk')) {
      throw new UsageError('--remove names the card a fox or snake takes: give --vermin fox or --vermin snake with it');
    }
    if (remove !== undefined && on === undefined) throw new UsageError('--remove takes a card out of the --on combination: give --on too');
    if (remove !== undefined && /[\s,]/.test(remove)) throw new UsageError('--remove takes one card');
    if (opts.bigHands !== undefined && typeof opts.bigHands !== 'boolean') throw new UsageError('--big-hands takes no value');
    const bigHands = opts.bigHands === true;
    if (bigHands && players !== undefined && players !== 3) {
      throw new UsageError(`--big-hands is the 3-player variant: give --players 3 or leave --players out, not ${players}`);
    }
    result = checkPlay({ lay: cards, on, players, bigHands, vermin, remove });
    if (on !== undefined) onRead = checkPlay({ lay: on, players, bigHands }).lay;
    if (vermin !== undefined) extra = remove !== undefined ? ` (with the ${vermin}, less ${remove.toUpperCase()})` : ` (with the ${vermin})`;
  }
  const ok = result.legal && result.beats !== false;
  return { exit: ok ? EXIT.ok : EXIT.no, json: json ? pickLay(result) : null, verdict: layVerdict(result, onRead, extra), reason: result.reason };
}

/** Reads and checks the Clutch options, filling in the defaults. */
function clutchArgs(opts: Options): Parameters<typeof checkChoice>[0] {
  const spread = cardsText(opts.spread, '--spread');
  if (spread === undefined) throw new UsageError('check clutch needs --spread "<3 cards>", e.g. --spread "3H 7S QD" --take 7S');
  const take = cardsText(opts.take, '--take');
  const sacrifice = cardsText(opts.sacrifice, '--sacrifice');
  if (take === undefined && sacrifice === undefined) throw new UsageError('check clutch needs the choice: --take <card>, or --sacrifice <court card> (with --take if several match)');
  for (const [name, value] of [['--take', take], ['--sacrifice', sacrifice], ['--previous', cardsText(opts.previous, '--previous')]] as const) {
    if (value !== undefined && /[\s,]/.test(value)) throw new UsageError(`${name} takes one card`);
  }
  return {
    spread,
    take,
    sacrifice,
    chickens: integer(opts.chickens, '--chickens', 1, MAX_CHICKENS) ?? CLUTCH_DEFAULTS.chickens,
    court: cardsText(opts.court, '--court'),
    previous: cardsText(opts.previous, '--previous'),
    aside: integer(opts.aside, '--aside', 0, MAX_ASIDE) ?? CLUTCH_DEFAULTS.aside,
  };
}

/** A card list from the command line, trimmed; undefined when not given. Empty is an error. */
function cardsText(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new UsageError(`${name} needs cards, e.g. "O7 Y7"`);
  const text = value.trim();
  if (text === '' || /^[\s,]*$/.test(text)) throw new UsageError(`${name} is empty: give at least one card`);
  return text;
}

/** A whole number within [min, max] from the command line; undefined when not given. */
function integer(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  const range = min === max ? `${min}` : `${min} to ${max}`;
  if (!/^\d+$/.test(text)) throw new UsageError(`${name} must be a whole number from ${range}, not ${quote(String(value))}`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`${name} must be from ${range}, not ${quote(text)}`);
  return n;
}

function verminOf(value: unknown): Vermin | undefined {
  if (value === undefined) return undefined;
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const found = VERMIN.find((x) => x === v);
  if (!found) throw new UsageError(`--vermin must be skunk, fox or snake, not ${quote(String(value))}`);
  return found;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Exactly the fields of a lay answer that `--json` promises. */
function pickLay(r: LayCheck): Record<string, unknown> {
  return { legal: r.legal, beats: r.beats, reason: r.reason, lay: r.lay, kind: r.kind };
}

/** Exactly the fields of a Clutch answer that `--json` promises. */
function pickClutch(r: ClutchCheck): Record<string, unknown> {
  return { chickens: r.chickens, outcome: r.outcome, reason: r.reason, court: [...r.court], crypt: [...r.crypt] };
}

/** What the lay is and whether it is legal and beats the --on lay. */
function layVerdict(r: LayCheck, on: string | undefined, extra: string): string {
  const what = r.kind ? `${r.lay} (${r.kind})` : r.lay;
  if (!r.legal) return `no: ${r.lay} is not a legal lay${extra}.`;
  if (r.beats === null) return `yes: ${what} is a legal lay${extra}.`;
  if (r.beats) return `yes: ${what} beats ${on ?? 'it'}${extra}.`;
  return `no: ${what} does not beat ${on ?? 'it'}${extra}.`;
}

/** The outcome, the population after the choice, the court and the crypt. */
function clutchVerdict(r: ClutchCheck): string {
  const list = (cards: readonly string[]) => (cards.length === 0 ? 'none' : cards.join(' '));
  return `${r.outcome}: ${plural(r.chickens, 'chicken')}; court ${list(r.court)}; crypt ${list(r.crypt)}.`;
}
