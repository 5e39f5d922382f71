import { createInterface } from 'node:readline/promises';
import { findGame, GAMES, type AnyModule } from '../../games/index.js';
import { isWatched, openStore, summarizeGames, type GameRecord, type GameSummary, type SavedGame, type Store } from '../../store/index.js';
import { EXIT } from '../../platform/exit.js';
import { UsageError } from '../../games/options.js';
import { andList, ordinalNumber as ordinal, plural } from '../../games/words.js';
import { oneLine, print, quote, styleFor, table, widthFor, wrap, type Style } from '../../platform/text/index.js';

/** How `scores` lays text out. */
export interface ScoresLayout {
  readonly width: number;
  readonly style: Style;
}

const PLAIN: ScoresLayout = { width: 80, style: { bold: (t) => t, dim: (t) => t } };
/** How many of the last games are listed per game. */
const RECENT = 5;

/** Options of `scores`, as commander hands them over. */
interface ScoresOptions {
  readonly json?: boolean;
  readonly reset?: boolean;
  readonly yes?: boolean;
}

/**
 * `big-chicken scores [game] [--json] [--reset] [--yes]`: prints the summary of the recorded
 * games (all, or one game's), or the records as JSON, or forgets them. `--reset` asks y/N on a
 * terminal and refuses without one unless `--yes`. Store warnings go to stderr as one line each.
 * Throws UsageError for an unknown game or a misused option; returns 0, or 1 when a reset was
 * declined or could not be written.
 */
export async function scores(game: string | undefined, opts: Record<string, unknown>): Promise<number> {
  const options = opts as ScoresOptions;
  const module = gameOf(game);
  if (options.yes && !options.reset) throw new UsageError('--yes only goes with --reset');
  if (options.json && options.reset) throw new UsageError('--json and --reset do not go together');
  const store = openStore();
  try {
    if (options.reset) return await reset(store, module, options.yes === true);
    const records = store.records().filter((r) => module === undefined || r.game === module.info.id);
    flushWarnings(store);
    if (options.json) {
      print(`${JSON.stringify(scoresJson(records, module), null, 2)}\n`);
      return EXIT.ok;
    }
    const width = widthFor(process.stdout);
    const saved = store.savedGames().filter((g) => module === undefined || g.game === module.info.id);
    print(scoresText(records, module, { width, style: styleFor(process.stdout) }) + unfinishedText(saved, width));
    return EXIT.ok;
  } finally {
    flushWarnings(store);
  }
}

/**
 * The games saved unfinished, which the scores do not count yet: a line each (game, seed, moves)
 * with the command that brings it back, after a blank line; nothing when there is none.
 */
export function unfinishedText(saved: readonly SavedGame[], width = 80): string {
  const lines = saved.flatMap((g) => {
    const title = findGame(g.game)?.info.title ?? g.game;
    return wrap(
      `Unfinished: ${title} (seed ${g.seed}, ${plural(g.steps.length, 'move')}); \`big-chicken resume ${g.game}\` brings it back.`,
      { width, rest: '  ' },
    );
  });
  return lines.length === 0 ? '' : `\n${lines.join('\n')}\n`;
}

/** The game `scores` is limited to (looked up here, once), or undefined for all of them. */
function gameOf(game: string | undefined): AnyModule | undefined {
  if (game === undefined || game.trim() === '') return undefined;
  const module = findGame(game);
  if (!module) throw new UsageError(`unknown game ${quote(game)}: choose ${GAMES.map((m) => m.info.id).join(', ')}`);
  return module;
}

function flushWarnings(store: Store): void {
  for (const line of store.takeWarnings()) process.stderr.write(`big-chicken: warning: ${line}\n`);
}

async function reset(store: Store, module: AnyModule | undefined, yes: boolean): Promise<number> {
  const id = module?.info.id;
  const what = module === undefined ? 'every recorded game' : `every recorded game of ${module.info.title}`;
  if (!yes) {
    if (!process.stdin.isTTY || !process.stdout.isTTY) {
      throw new UsageError('--reset asks first, and there is no terminal to ask on: add --yes to forget the scores');
    }
    const count = store.records().filter((r) => id === undefined || r.game === id).length;
    flushWarnings(store);
    if (count === 0) {
      print('Nothing to forget: no games recorded.\n');
      return EXIT.ok;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(`Forget ${what} (${count} ${count === 1 ? 'game' : 'games'})? This cannot be undone. [y/N] `);
    rl.close();
    if (!/^\s*y(es)?\s*$/i.test(answer)) {
      print('Kept the scores.\n');
      return EXIT.no;
    }
  }
  const forgotten = store.resetRecords(id);
  if (forgotten === null) {
    // A failed reset is the answer, not a warning: one line, exit 1, the scores as they were.
    for (const line of store.takeWarnings()) process.stderr.write(`big-chicken: ${line}\n`);
    return EXIT.no;
  }
  print(`Forgot ${forgotten} recorded ${forgotten === 1 ? 'game' : 'games'}.\n`);
  return EXIT.ok;
}

/** What `scores --json` prints: the person's totals per game (watched games apart), and every record, each marked watched or not. */
export interface ScoresJson {
  readonly totals: readonly Omit<GameSummary, 'recent'>[];
  readonly records: readonly (Omit<GameRecord, 'watched'> & { readonly watched: boolean })[];
}

/** The `--json` object for `records` (already limited to `game` when one is given). */
export function scoresJson(records: readonly GameRecord[], game: AnyModule | undefined): ScoresJson {
  const totals = summarizeGames(records, game === undefined ? GAMES : [game]).map(({ summary: { recent: _recent, ...t } }) => t);
  return { totals, records: records.map((r) => ({ ...r, watched: isWatched(r) })) };
}

/** A number for the table: whole numbers as they are, others with up to 2 decimals. */
function num(n: number | null): string {
  if (n === null) return '-';
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** `2026-11-29 19:20` in local time. */
function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(0, 16);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** Seat 0's result in a game of `module`, in words: "won", "won, shared by 2", "3rd of 4", or a solo game's "won"/"lost". */
export function resultOf(module: AnyModule, record: GameRecord): string {
  const lowerIsBetter = module.score.lowerIsBetter;
  if (record.abandoned === true) return 'not finished';
  if (module.solo) return record.outcome ?? (record.winners.includes(0) ? 'won' : 'lost');
  if (record.winners.includes(0)) return record.winners.length === 1 ? 'won' : `won, shared by ${record.winners.length}`;
  const mine = record.scores[0];
  if (mine === undefined) return 'lost';
  const better = record.scores.filter((s) => (lowerIsBetter ? s < mine : s > mine)).length;
  // Tied with the winner on points but not the winner: second.
  return `${ordinal(Math.max(better + 1, 2))} of ${record.scores.length}`;
}

/** The command that deals the same game of `module` again. */
export function replayCommand(module: AnyModule, record: GameRecord): string {
  const parts = ['big-chicken play', record.game];
  if (!module.solo) parts.push(`--players ${record.options.players}`);
  parts.push(`--seed ${record.seed}`);
  parts.push(...(module.options?.words(record.options) ?? []));
  return parts.join(' ');
}

/**
 * A shell command on as few lines as fit `width`, broken between options with a trailing
 * backslash so that pasting it still runs it.
 */
export function commandLines(command: string, width: number, indent: string): string[] {
  const words = command.split(' ');
  const lines: string[] = [];
  let line = indent;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    // An option and its value stay together.
    const next = words[i + 1];
    const piece = word.startsWith('--') && next !== undefined && !next.startsWith('--') ? `${word} ${next}` : word;
    if (piece !== word) i++;
    const sep = line.trim() === '' ? '' : ' ';
    if (line.trim() !== '' && (line + sep + piece).length + 2 > width) {
      lines.push(`${line} \\`);
      line = `${indent}  ${piece}`;
    } else {
      line += sep + piece;
    }
  }
  lines.push(line);
  return lines;
}

function summaryRow(module: AnyModule, s: GameSummary, withWatched: boolean): string[] {
  const mean = module.solo || s.mean === null ? '-' : s.mean.toFixed(1);
  return [module.info.title, String(s.played), num(s.wins), num(s.best), mean, ...(withWatched ? [String(s.watched)] : [])];
}

function recentLines(module: AnyModule, s: GameSummary, layout: ScoresLayout): string[] {
  const { style, width } = layout;
  const lines = [style.bold(`Last games of ${module.info.title}`)];
  const unit = module.score.unit;
  for (const r of s.recent) {
    // A name edited into the file by hand is printed as plain text, never as escape codes.
    const name = isWatched(r) ? `watched (${r.seats[0]?.bot ?? 'a'} bot)` : oneLine(r.seats[0]?.name ?? '');
    const taken = r.takeBacks ? `${name}, ${r.takeBacks} taken back` : name;
    const on = r.playedOn !== undefined ? `${taken}, played on from action ${r.playedOn}` : taken;
    const who = r.abandoned === true ? `${on}, closed with nobody at the table` : on;
    const score = r.scores[0] === undefined ? '' : `${num(r.scores[0])} ${unit}`;
    lines.push(...table([[when(r.date), resultOf(module, r), score, who]], width, '  '));
    lines.push(...commandLines(replayCommand(module, r), width, '    '));
  }
  return lines;
}

/**
 * The text of `scores` for `records` (already limited to `game` when one is given): a table of
 * games played, wins, best and mean score per game, then each game's last games with their
 * seeds and replay commands. Lines fit `layout.width`.
 */
export function scoresText(records: readonly GameRecord[], game: AnyModule | undefined, layout: ScoresLayout = PLAIN): string {
  const { style, width } = layout;
  const games = summarizeGames(records, game === undefined ? GAMES : [game], RECENT);
  const summaries = games.map((g) => g.summary);
  if (summaries.length === 0) {
    const which = game === undefined ? 'No games' : `No games of ${game.info.title}`;
    // Two lines, each within 80 columns.
    return `${which} recorded yet.\nFinished games are kept here; start one with: big-chicken play${game === undefined ? '' : ` ${game.info.id}`}\n`;
  }
  const lines: string[] = [];
  const withWatched = summaries.some((s) => s.watched > 0);
  const head = ['Game', 'Played', 'Wins', 'Best', 'Mean', ...(withWatched ? ['Watched'] : [])];
  const rows = [head, ...games.map((g) => summaryRow(g.module, g.summary, withWatched))];
  // Numbers line up on the right, under their heading.
  for (let c = 1; c < head.length; c++) {
    const w = Math.max(...rows.map((r) => (r[c] as string).length));
    for (const r of rows) r[c] = (r[c] as string).padStart(w);
  }
  // An empty last column keeps the padding of Mean (the table wraps its last column).
  lines.push(
    ...table(
      rows.map((r) => [...r, '']),
      width,
    ).map((l, i) => (i === 0 ? style.bold(l) : l)),
  );
  lines.push('');
  const notes = [
    withWatched
      ? 'The figures are your own games: games you watched a bot play (--watch) are listed below but not counted.'
      : 'The figures are your own games (a game you watch a bot play is listed but not counted).',
    'A win shared by several players counts as 1/k of a win for each of the k.',
  ];
  const lowFirst = games.filter((g) => g.summary.lowerIsBetter).map((g) => g.module.info.shortTitle);
  if (lowFirst.length > 0) notes.push(`${andList(lowFirst)}: lower scores are better.`);
  for (const { module, summary: s } of games.filter((g) => g.module.solo)) {
    notes.push(`${module.info.shortTitle}: best is the ${s.lowerIsBetter ? 'fewest' : 'most'} ${module.score.unit} of a won game.`);
  }
  if (records.some((r) => r.takeBacks)) notes.push('A teaching game with moves taken back counts for no best score.');
  if (records.some((r) => r.playedOn !== undefined)) notes.push('A game played on from a replay counts for no best score.');
  if (records.some((r) => r.abandoned === true))
    notes.push('A game a server closed unfinished, because nobody was left at its table, is listed but not counted.');
  for (const note of notes) lines.push(...wrap(note, { width }).map(style.dim));
  for (const { module, summary: s } of games) {
    lines.push('');
    lines.push(...recentLines(module, s, layout));
  }
  return `${lines.join('\n')}\n`;
}
