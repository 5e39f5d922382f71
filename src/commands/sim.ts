import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BOT_LEVELS, playGame, randomBot, type Bot, type BotLevel, type GameId, type GameOptions } from '../engine/index.js';
import { findGame, GAMES, gameModule, orList, readInteger } from '../games/index.js';
import { loadBots, makeBot } from '../bots/index.js';
import {
  MAX_GAMES,
  readBots,
  readGameOptions,
  readPlayers,
  readSeed,
  readThinkMs,
  SEED_RANGE,
  THINK_PLAYOUTS_RANGE,
  WORKERS_RANGE,
} from './options.js';
import { EXIT, UsageError } from './errors.js';

/**
 * A seat's player in a sim: a bot level, or `random`, a uniformly random legal action each turn
 * and an out-of-turn action (a Last Egg, a catch) taken at {@link RANDOM_INTERJECT_RATE} of its
 * chances. The random player measures the engine alone: this project's perft.
 */
export type SimLevel = BotLevel | 'random';

/** The levels `sim --bots` takes. */
export const SIM_LEVELS: readonly SimLevel[] = [...BOT_LEVELS, 'random'];

/** How often the random player takes an out-of-turn action it is offered. */
export const RANDOM_INTERJECT_RATE = 0.3;

/** Where sim writes; tests pass their own. */
export interface SimIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
}

/** One seat's figures in a sim summary. */
export interface SeatFigures {
  readonly seat: number;
  readonly bot: SimLevel;
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
  readonly levels: readonly SimLevel[];
  readonly thinkMs: number;
  /** Hard bots' budget in search playouts a move instead of `thinkMs` (reproducible), if given. */
  readonly thinkPlayouts?: number;
  /** Threads that play the games: 1 plays them in this thread. */
  readonly workers: number;
  readonly json: boolean;
}

/** `--bots` for sim: as for a table (see `readBots`), and `random` besides. */
export function readSimBots(value: unknown, seats: number): SimLevel[] {
  if (value === undefined) return readBots(value, seats);
  const levels = String(value)
    .split(',')
    .map((s) => s.trim().toLowerCase());
  for (const level of levels) {
    if (!(SIM_LEVELS as readonly string[]).includes(level))
      throw new UsageError(`--bots: unknown level "${level}" (${orList(SIM_LEVELS)})`);
  }
  // The count rules are the table's: read them with random seats standing in as easy ones.
  readBots(levels.map((l) => (l === 'random' ? 'easy' : l)).join(','), seats);
  return levels.length === 1 ? Array.from({ length: seats }, () => levels[0] as SimLevel) : (levels as SimLevel[]);
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
  const thinkPlayouts =
    opts.thinkPlayouts === undefined
      ? undefined
      : readInteger(opts.thinkPlayouts, '--think-playouts', THINK_PLAYOUTS_RANGE.min, THINK_PLAYOUTS_RANGE.max);
  const workers =
    opts.workers === undefined ? defaultWorkers() : readInteger(opts.workers, '--workers', WORKERS_RANGE.min, WORKERS_RANGE.max);
  const levels = readSimBots(opts.bots, players);
  return {
    game: module.info.id,
    options,
    games,
    seed,
    levels,
    thinkMs,
    ...(thinkPlayouts !== undefined ? { thinkPlayouts } : {}),
    workers,
    json: opts.json === true,
  };
}

/** The machine's cores, within {@link WORKERS_RANGE}: how many threads sim uses when not told. */
export function defaultWorkers(): number {
  return Math.max(WORKERS_RANGE.min, Math.min(WORKERS_RANGE.max, availableParallelism()));
}

/** The seed of game `k` of a sim starting at `seed`: the next seeds, round past the last one to 0. */
export function simSeed(seed: number, k: number): number {
  return (seed + k) % (SEED_RANGE.max + 1);
}

/** What one game of a sim contributes to its figures: plain data, so a worker thread can send it. */
export interface GameResult {
  readonly winners: readonly number[];
  readonly scores: readonly number[];
  /** The game's own counts per seat (see `GameModule.seatCounts`), if it has any. */
  readonly counts?: readonly Readonly<Record<string, number>>[];
}

/** The players of a sim's seats (their game's bots loaded first with `loadBots`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bots of the game `plan` names, whatever its view type
export function simBots(plan: SimPlan): Bot<any, any>[] {
  const settings = { thinkMs: plan.thinkMs, ...(plan.thinkPlayouts !== undefined ? { iterations: plan.thinkPlayouts } : {}) };
  return plan.levels.map((level) => (level === 'random' ? randomBot(RANDOM_INTERJECT_RATE) : makeBot(plan.game, level, settings)));
}

/** Plays game `k` of `plan` (seed `plan.seed + k`) between `bots` and returns its result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see simBots
export function playSimGame(plan: SimPlan, bots: readonly Bot<any, any>[], k: number): GameResult {
  const module = gameModule(plan.game);
  const seed = simSeed(plan.seed, k);
  const { outcome, final } = playGame(module.game, plan.options, bots, seed);
  if (!outcome) throw new Error(`${plan.game}: game ${seed} ended without an outcome`);
  const counter = module.seatCounts;
  return {
    winners: outcome.winners,
    scores: outcome.scores,
    ...(counter ? { counts: counter.count(final) } : {}),
  };
}

/**
 * Adds up games' results, strictly in the order of their numbers, so the figures (sums of
 * fractions included) are the same bit for bit whichever thread played which game.
 */
export class SimTotals {
  private readonly wins: number[];
  private readonly scores: number[];
  private readonly counts: Record<string, number>[];
  private readonly waiting = new Map<number, GameResult>();
  /** Games added so far (games 0 to `done` - 1). */
  done = 0;

  constructor(private readonly plan: SimPlan) {
    this.wins = plan.levels.map(() => 0);
    this.scores = plan.levels.map(() => 0);
    this.counts = plan.levels.map(() => ({}));
    const counter = gameModule(plan.game).seatCounts;
    if (counter) for (const c of this.counts) for (const { key } of counter.columns) c[key] = 0;
  }

  /** Game `k`'s result; it counts once every game before it has been added. */
  add(k: number, result: GameResult): void {
    this.waiting.set(k, result);
    for (let next = this.waiting.get(this.done); next; next = this.waiting.get(this.done)) {
      this.waiting.delete(this.done);
      this.fold(next);
      this.done++;
    }
  }

  private fold(result: GameResult): void {
    for (const w of result.winners) this.wins[w] = (this.wins[w] ?? 0) + 1 / result.winners.length;
    result.scores.forEach((s, i) => (this.scores[i] = (this.scores[i] ?? 0) + s));
    const columns = gameModule(this.plan.game).seatCounts?.columns ?? [];
    result.counts?.forEach((seat, i) => {
      const sum = this.counts[i] as Record<string, number>;
      for (const { key } of columns) sum[key] = (sum[key] ?? 0) + (seat[key] ?? 0);
    });
  }

  /** The summary, once every game is in; `seconds` is the time they took. */
  summary(seconds: number): TableSummary | SoloSummary {
    const plan = this.plan;
    const module = gameModule(plan.game);
    const base = { games: plan.games, seconds: round(seconds, 3), gamesPerSecond: round(plan.games / seconds, 1) };
    if (module.solo) return { ...base, winRate: round((this.wins[0] ?? 0) / plan.games, 4) };
    return {
      ...base,
      seats: plan.levels.map((bot, seat) => ({
        seat,
        bot,
        wins: round(this.wins[seat] ?? 0, 3),
        meanScore: round((this.scores[seat] ?? 0) / plan.games, 2),
        ...(module.seatCounts ? { counts: this.counts[seat] as Record<string, number> } : {}),
      })),
    };
  }
}

/**
 * Plays `plan.games` games between bots in this thread (their game's bots loaded first with
 * `loadBots`) (game k with seed `plan.seed + k`) and returns the figures. `onProgress` is called
 * after each game with the number finished.
 */
export function runSim(plan: SimPlan, onProgress?: (done: number) => void): TableSummary | SoloSummary {
  const bots = simBots(plan);
  const totals = new SimTotals(plan);
  const started = performance.now();
  for (let k = 0; k < plan.games; k++) {
    totals.add(k, playSimGame(plan, bots, k));
    onProgress?.(k + 1);
  }
  return totals.summary((performance.now() - started) / 1000);
}

/**
 * The built sim worker next to this file's bundle (dist/sim-worker.js, from dist/ or
 * dist/chunks/), or null when there is none (running from the sources: games stay in this thread).
 */
export function simWorkerFile(from: string = import.meta.url): URL | null {
  for (const candidate of ['./sim-worker.js', '../sim-worker.js']) {
    const url = new URL(candidate, from);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

/** Games a worker is given at a time: small enough to share the work evenly, large enough to cost no messages. */
function batchSize(plan: SimPlan): number {
  return Math.max(1, Math.min(64, Math.floor(plan.games / (plan.workers * 16))));
}

/** A batch of games for a worker, and its answer. */
export interface SimBatch {
  readonly from: number;
  readonly to: number;
}
export type SimBatchAnswer = { readonly from: number; readonly results: readonly GameResult[] } | { readonly error: string };

/**
 * {@link runSim} on `plan.workers` worker threads (`workerUrl`, the sim worker entry): each takes
 * batches of games by number and sends back their results, which are added in the games' order,
 * so the figures are those of {@link runSim} whatever the number of threads.
 */
export async function runSimThreads(
  plan: SimPlan,
  workerUrl: URL,
  onProgress?: (done: number) => void,
): Promise<TableSummary | SoloSummary> {
  const totals = new SimTotals(plan);
  const size = batchSize(plan);
  const started = performance.now();
  let next = 0;
  const threads = Math.min(plan.workers, Math.ceil(plan.games / size));
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: threads }, () => {
        const worker = new Worker(workerUrl, { workerData: plan });
        workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          const give = () => {
            if (next >= plan.games) {
              resolve();
              return;
            }
            const batch: SimBatch = { from: next, to: Math.min(plan.games, next + size) };
            next = batch.to;
            worker.postMessage(batch);
          };
          worker.on('message', (answer: SimBatchAnswer) => {
            if ('error' in answer) {
              reject(new Error(answer.error));
              return;
            }
            answer.results.forEach((r, i) => totals.add(answer.from + i, r));
            onProgress?.(totals.done);
            give();
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (next < plan.games || code !== 0) reject(new Error(`a sim thread stopped (exit code ${code})`));
          });
          give();
        });
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return totals.summary((performance.now() - started) / 1000);
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

/** A hard bot's budget in words: "20 ms" or "200 playouts". */
function thinking(plan: SimPlan): string {
  return plan.thinkPlayouts !== undefined ? `${plan.thinkPlayouts} playouts` : `${plan.thinkMs} ms`;
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
  const hard = plan.levels.includes('hard') ? `, hard bots think ${thinking(plan)} a move` : '';
  if ('winRate' in summary) {
    const p = summary.winRate;
    const se = Math.sqrt((p * (1 - p)) / summary.games);
    const level = plan.levels[0] ?? 'easy';
    return [
      `${plan.game}, ${level} bot${level === 'hard' ? ` thinking ${thinking(plan)} a choice` : ''}`,
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
  const onProgress = bar ? (done: number) => bar.update(done) : undefined;
  const workerUrl = plan.workers > 1 ? simWorkerFile() : null;
  const summary = workerUrl ? await runSimThreads(plan, workerUrl, onProgress) : runSim(plan, onProgress);
  bar?.end();
  io.stdout.write(plan.json ? `${JSON.stringify(summary)}\n` : formatSummary(plan, summary));
  return EXIT.ok;
}
