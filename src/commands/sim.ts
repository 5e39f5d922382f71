import { playGame, type Bot, type BotLevel, type GameId, type GameOptions } from '../engine/index.js';
import { findGame, GAMES, gameModule, readInteger } from '../games/index.js';
import { loadBots, makeBot } from '../bots/index.js';
import { MAX_GAMES, readBots, readGameOptions, readPlayers, readSeed, readThinkMs, SEED_RANGE } from './options.js';
import { EXIT, UsageError } from './errors.js';

/** Where sim writes; tests pass their own. */
export interface SimIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
}

/** One seat's figures in a sim summary. */
export interface SeatFigures {
  readonly seat: number;
  readonly bot: BotLevel;
  /** Games won; a win shared by k seats counts 1/k. */
  readonly wins: number;
  readonly meanScore: number;
  /** The game's own counts for this seat over all games (see `GameModule.seatCounts`), if any. */
  readonly counts?: Readonly<Record<string, number>>;
}

/** What `sim --json` prints for a game between several seats. */
export interface TableSummary {
  readonly games: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly seats: readonly SeatFigures[];
}

/** What `sim --json` prints for the solo game. */
export interface SoloSummary {
  readonly games: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly winRate: number;
}

/** Validated sim settings. */
export interface SimPlan {
  readonly game: GameId;
  readonly options: GameOptions & Record<string, unknown>;
  readonly games: number;
  readonly seed: number;
  readonly levels: readonly BotLevel[];
  readonly thinkMs: number;
  readonly json: boolean;
}

/** Reads and checks the sim command line; throws {@link UsageError} with a one-line reason. */
export function planSim(gameName: string, opts: Record<string, unknown>): SimPlan {
  const module = findGame(gameName);
  if (!module) {
    const names = GAMES.map((m) => m.info.id).join(', ');
    throw new UsageError(`unknown game "${gameName}" (choose one of: ${names})`);
  }
  const players = readPlayers(module, opts.players);
  const options = { players, ...readGameOptions(module, opts, players) };
  const games = opts.games === undefined ? 100 : readInteger(opts.games, '--games', 1, MAX_GAMES);
  const seed = readSeed(opts.seed) ?? 1;
  const thinkMs = readThinkMs(opts.thinkMs);
  const levels = readBots(opts.bots, players);
  return { game: module.info.id, options, games, seed, levels, thinkMs, json: opts.json === true };
}

/** The seed of game `k` of a sim starting at `seed`: the next seeds, round past the last one to 0. */
export function simSeed(seed: number, k: number): number {
  return (seed + k) % (SEED_RANGE.max + 1);
}

/** Per-seat totals while a sim runs. */
interface Tally {
  readonly wins: number[];
  readonly scores: number[];
}

/**
 * Plays `plan.games` games between bots (their game's bots loaded first with `loadBots`) (game k with seed `plan.seed + k`) and returns the
 * figures. `onProgress` is called after each game with the number finished.
 */
export function runSim(plan: SimPlan, onProgress?: (done: number) => void): TableSummary | SoloSummary {
  const module = gameModule(plan.game);
  const settings = { thinkMs: plan.thinkMs };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bots of the game `plan` names, whatever its view type
  const bots: Bot<any, any>[] = plan.levels.map((level) => makeBot(plan.game, level, settings));
  const tally: Tally = { wins: plan.levels.map(() => 0), scores: plan.levels.map(() => 0) };
  const counter = module.seatCounts;
  const counts: Record<string, number>[] = plan.levels.map(() => ({}));
  if (counter) for (const c of counts) for (const { key } of counter.columns) c[key] = 0;
  const started = performance.now();
  for (let k = 0; k < plan.games; k++) {
    const seed = simSeed(plan.seed, k);
    const { outcome, final } = playGame(module.game, plan.options, bots, seed);
    if (!outcome) throw new Error(`${plan.game}: game ${seed} ended without an outcome`);
    for (const w of outcome.winners) tally.wins[w] = (tally.wins[w] ?? 0) + 1 / outcome.winners.length;
    outcome.scores.forEach((s, i) => (tally.scores[i] = (tally.scores[i] ?? 0) + s));
    if (counter) {
      counter.count(final).forEach((seat, i) => {
        const sum = counts[i] as Record<string, number>;
        for (const { key } of counter.columns) sum[key] = (sum[key] ?? 0) + (seat[key] ?? 0);
      });
    }
    onProgress?.(k + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  const base = { games: plan.games, seconds: round(seconds, 3), gamesPerSecond: round(plan.games / seconds, 1) };
  if (module.solo) return { ...base, winRate: round((tally.wins[0] ?? 0) / plan.games, 4) };
  return {
    ...base,
    seats: plan.levels.map((bot, seat) => ({
      seat,
      bot,
      wins: round(tally.wins[seat] ?? 0, 3),
      meanScore: round((tally.scores[seat] ?? 0) / plan.games, 2),
      ...(counter ? { counts: counts[seat] as Record<string, number> } : {}),
    })),
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/**
 * The progress line for `done` of `total` games, within `columns` - 1 terminal columns (a line
 * that reached the last column would wrap, and each redraw would then add a line): a bar of up to
 * 30 marks and the count, or only the count, cut short, when the terminal is too narrow.
 */
export function progressLine(done: number, total: number, columns: number): string {
  const room = Math.max(1, columns - 1);
  const count = ` ${done}/${total} games`;
  const width = Math.min(30, room - count.length - 2);
  if (width < 5) return count.trimStart().slice(0, room);
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]${count}`;
}

/**
 * A progress bar on stderr for runs longer than a moment: first drawn after 250 ms, then at most
 * ten times a second, always within the terminal's width; erased at the end.
 */
function progressBar(io: SimIo, total: number): { update(done: number): void; end(): void } {
  let last = performance.now() + 150;
  let drawn = false;
  let longest = 0;
  const draw = (done: number) => {
    const line = progressLine(done, total, io.stderr.columns ?? 80);
    longest = Math.max(longest, line.length);
    io.stderr.write(`\r${line}`);
  };
  return {
    update(done) {
      const t = performance.now();
      if (t - last < 100 && done < total) return;
      last = t;
      drawn = true;
      draw(done);
    },
    end() {
      if (drawn) io.stderr.write(`\r${' '.repeat(longest)}\r`);
    },
  };
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function fmtWins(w: number): string {
  return Number.isInteger(w) ? String(w) : w.toFixed(2);
}

/** The summary in words and a table, as `sim` prints it without `--json`. */
export function formatSummary(plan: SimPlan, summary: TableSummary | SoloSummary): string {
  const last = simSeed(plan.seed, plan.games - 1);
  const seeds = plan.games === 1 ? `seed ${plan.seed}` : `seeds ${plan.seed}..${last}`;
  const speed = `${summary.games} game${summary.games === 1 ? '' : 's'} in ${summary.seconds.toFixed(2)} s, ${summary.gamesPerSecond.toFixed(1)} games/s (${seeds})`;
  const hard = plan.levels.includes('hard') ? `, hard bots think ${plan.thinkMs} ms a move` : '';
  if ('winRate' in summary) {
    const p = summary.winRate;
    const se = Math.sqrt((p * (1 - p)) / summary.games);
    const level = plan.levels[0] ?? 'easy';
    return [
      `${plan.game}, ${level} bot${level === 'hard' ? ` thinking ${plan.thinkMs} ms a choice` : ''}`,
      speed,
      `win rate ${pct(p)} ± ${pct(se)} (one standard error)`,
      '',
    ].join('\n');
  }
  // The game's own options as the command line gives them, e.g. "--two-player one-and-dump".
  const variant = gameModule(plan.game).options?.words(plan.options) ?? [];
  const columns = gameModule(plan.game).seatCounts?.columns ?? [];
  const rows = [
    ['seat', 'bot', 'wins', 'win %', 'mean score', ...columns.map((c) => c.heading)],
    ...summary.seats.map((s) => [
      String(s.seat),
      s.bot,
      fmtWins(s.wins),
      pct(s.wins / summary.games),
      s.meanScore.toFixed(2),
      ...columns.map((c) => String(s.counts?.[c.key] ?? 0)),
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const lines = rows.map((r) => r.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
  return [
    `${plan.game}, ${plan.options.players} players${variant.length ? ` (${variant.join(' ')})` : ''}${hard}`,
    speed,
    '',
    ...lines,
    '',
  ].join('\n');
}

const processIo: SimIo = { stdout: process.stdout, stderr: process.stderr };

/** `big-chicken sim`: validates the options, plays the games, prints the summary; returns the exit code. */
export async function sim(gameName: string, opts: Record<string, unknown>, io: SimIo = processIo): Promise<number> {
  const plan = planSim(gameName, opts);
  await loadBots(plan.game);
  const bar = io.stderr.isTTY === true ? progressBar(io, plan.games) : null;
  const summary = runSim(plan, bar ? (done) => bar.update(done) : undefined);
  bar?.end();
  io.stdout.write(plan.json ? `${JSON.stringify(summary)}\n` : formatSummary(plan, summary));
  return EXIT.ok;
}
