import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BOT_LEVELS, playGame, randomBot, type Bot, type BotLevel, type GameId, type GameOptions } from '../../engine/index.js';
import { namedGame, orList, readInteger, type AnyModule, type BalanceReader } from '../../games/index.js';
import { loadBots, makeBot } from '../../games/bots.js';
import {
  MAX_GAMES,
  readBots,
  readSeed,
  readTable,
  readThinkMs,
  SEED_RANGE,
  THINK_PLAYOUTS_RANGE,
  WORKERS_RANGE,
} from '../../table/options.js';
import { EXIT } from '../../platform/exit.js';
import { UsageError } from '../../games/options.js';
import { wilson } from './balance.js';
import { holdYoungGeneration } from './young.js';

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

/** The version of `sim --json`'s shape; it changes only when a field changes meaning or goes. */
export const SIM_JSON_VERSION = 1;

/** A share of wins with its 95% interval (Wilson). */
export interface Share {
  /** Games won; a win shared by k seats counts 1/k. */
  readonly wins: number;
  /** wins / the games counted. */
  readonly share: number;
  /** The 95% Wilson interval of `share`: [low, high]. */
  readonly interval: readonly [number, number];
}

/** One seat position's figures. */
export interface SeatFigures extends Share {
  readonly seat: number;
  /** Its level, or null with `--rotate` (every level sat there in turn). */
  readonly bot: SimLevel | null;
  readonly meanScore: number;
  /** The game's own counts for this seat over all games (see `GameModule.seatCounts`), if any. */
  readonly counts?: Readonly<Record<string, number>>;
}

/** One level's figures, whichever seats it sat in. */
export interface LevelFigures extends Share {
  readonly bot: SimLevel;
  /** Seats it held in each game. */
  readonly seats: number;
  readonly meanScore: number;
}

/** The game's own balance: what the deal and the seats are worth, and how it is played. */
export interface BalanceFigures {
  readonly meanRounds: number;
  /** The seat the deal favours at the start (see `BalanceReader.first`). */
  readonly first: Share & { readonly who: string };
  /** Lays of each kind over all games. */
  readonly lays: Readonly<Record<string, number>>;
}

/** What `sim --json` prints, for every game (the solo game has one seat and no balance). */
export interface SimSummary {
  readonly version: number;
  readonly game: GameId;
  readonly players: number;
  /** The game's own options (variants), as the rules read them. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  /** Deals played: deal d has seed `seed + d`. */
  readonly deals: number;
  /** True when each deal was played once per rotation of the seats' levels. */
  readonly rotate: boolean;
  /** Games played: the deals, times the seats with `rotate`. */
  readonly games: number;
  /** A hard bot's budget a move, when a seat is hard. */
  readonly think: { readonly ms: number } | { readonly playouts: number } | null;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly seats: readonly SeatFigures[];
  readonly levels: readonly LevelFigures[];
  readonly balance: BalanceFigures | null;
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
  /** Processes that play the games: 1 plays them in this one alone. */
  readonly workers: number;
  /** Each deal played once per rotation of the seats' levels (duplicate deals). */
  readonly rotate: boolean;
  readonly json: boolean;
}

/** The games a sim plays: its deals, once per rotation with `rotate`. */
export function totalGames(plan: SimPlan): number {
  return plan.games * rotations(plan);
}

/** Rotations of the seats' levels each deal is played in. */
function rotations(plan: SimPlan): number {
  return plan.rotate ? plan.levels.length : 1;
}

/** The levels of the seats in rotation `r`: rotation 0 as given, each next one moved a seat on. */
export function rotatedLevels(levels: readonly SimLevel[], r: number): SimLevel[] {
  const n = levels.length;
  return levels.map((_, seat) => levels[(seat - r + n * n) % n] as SimLevel);
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
  return readSim(gameName, opts).plan;
}

/**
 * The game a sim plays, looked up once: its module and its balance reader (null: the game has
 * none), handed to everything that plays or adds up its games.
 */
export interface SimGame {
  readonly module: AnyModule;
  readonly balance: BalanceReader<unknown, unknown> | null;
}

/** {@link planSim}, with the module of the game it names. */
export function readSim(gameName: string, opts: Record<string, unknown>): { readonly module: AnyModule; readonly plan: SimPlan } {
  const module = namedGame(gameName);
  // A list of levels, one a seat (`--bots easy,hard`), says how many seats there are where
  // --players does not.
  const listed = typeof opts.bots === 'string' && opts.bots.includes(',') ? opts.bots.split(',').length : 0;
  const seated = opts.players === undefined && listed > 0 && !module.solo ? { ...opts, players: String(listed) } : opts;
  const { players, options } = readTable(module, seated);
  const games = opts.games === undefined ? 100 : readInteger(opts.games, '--games', 1, MAX_GAMES);
  if (opts.rotate === true && module.solo) throw new UsageError(`--rotate needs seats to rotate; ${module.info.title} has one`);
  const seed = readSeed(opts.seed) ?? 1;
  const thinkMs = readThinkMs(opts.thinkMs);
  const thinkPlayouts =
    opts.thinkPlayouts === undefined
      ? undefined
      : readInteger(opts.thinkPlayouts, '--think-playouts', THINK_PLAYOUTS_RANGE.min, THINK_PLAYOUTS_RANGE.max);
  const workers =
    opts.workers === undefined ? defaultWorkers() : readInteger(opts.workers, '--workers', WORKERS_RANGE.min, WORKERS_RANGE.max);
  const levels = readSimBots(opts.bots, players);
  const plan: SimPlan = {
    game: module.info.id,
    options,
    games,
    seed,
    levels,
    thinkMs,
    ...(thinkPlayouts !== undefined ? { thinkPlayouts } : {}),
    workers,
    rotate: opts.rotate === true,
    json: opts.json === true,
  };
  return { module, plan };
}

/** Loads what a sim of `module` plays with: its bots (for {@link simBots}) and its balance reader. */
export async function loadSimGame(module: AnyModule): Promise<SimGame> {
  await loadBots(module.info.id);
  return { module, balance: (await module.balance?.()) ?? null };
}

/** The machine's cores, within {@link WORKERS_RANGE}: how many processes sim plays on when not told. */
export function defaultWorkers(): number {
  return Math.max(WORKERS_RANGE.min, Math.min(WORKERS_RANGE.max, availableParallelism()));
}

/** The seed of game `k` of a sim starting at `seed`: the next seeds, round past the last one to 0. */
export function simSeed(seed: number, k: number): number {
  return (seed + k) % (SEED_RANGE.max + 1);
}

/**
 * The whole-number part of a sim's figures: each seat's own counts (see `GameModule.seatCounts`),
 * the rounds played and the lays by kind. Sums of whole numbers are the same in any order, so a
 * worker adds up a batch's itself and sends the sums once.
 */
export interface SimTally {
  /** Every seat's counts, seat after seat, each in the order of the game's count columns. */
  readonly counts: number[];
  rounds: number;
  readonly lays: Record<string, number>;
}

/** A tally of no games yet, for `game` and the seats of `plan`. */
export function emptyTally(game: SimGame, plan: SimPlan): SimTally {
  const columns = game.module.seatCounts?.columns.length ?? 0;
  return { counts: new Array<number>(columns * plan.levels.length).fill(0), rounds: 0, lays: {} };
}

/** Adds tally `from` to tally `into`. */
export function addTally(into: SimTally, from: SimTally): void {
  from.counts.forEach((n, i) => (into.counts[i] = (into.counts[i] as number) + n));
  into.rounds += from.rounds;
  for (const kind in from.lays) into.lays[kind] = (into.lays[kind] ?? 0) + (from.lays[kind] as number);
}

/**
 * The rest of games' figures, packed as numbers game after game: the number of winners, the
 * winners, every seat's score, and the seat the start favoured (-1: none, or a game without a
 * balance reader). A win shared by k seats counts 1/k to each, and sums of such fractions depend
 * on their order: these are added strictly in the games' order (see {@link SimTotals}).
 */
export type PackedOutcomes = number[];

/** Bots for every rotation of a sim's seats. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bots of the game `plan` names, whatever its view type
export type SimBots = readonly (readonly Bot<any, any>[])[];

/** The players of a sim's seats in each rotation (their game's bots loaded first with `loadBots`). */
export function simBots(plan: SimPlan): SimBots {
  const settings = { thinkMs: plan.thinkMs, ...(plan.thinkPlayouts !== undefined ? { iterations: plan.thinkPlayouts } : {}) };
  return Array.from({ length: rotations(plan) }, (_, r) =>
    rotatedLevels(plan.levels, r).map((level) =>
      level === 'random' ? randomBot(RANDOM_INTERJECT_RATE) : makeBot(plan.game, level, settings),
    ),
  );
}

/**
 * Plays game `k` of `plan` between `bots` (see {@link simBots}; the game loaded with
 * {@link loadSimGame}): deal `k` (seed `plan.seed + k`), or with `rotate` deal `k / seats` in
 * rotation `k % seats`. Adds its counts, rounds and lays to `tally` and its outcome to `outcomes`.
 */
export function playSimGame(
  { module, balance: reader }: SimGame,
  plan: SimPlan,
  bots: SimBots,
  k: number,
  tally: SimTally,
  outcomes: PackedOutcomes,
): void {
  const r = k % rotations(plan);
  const seed = simSeed(plan.seed, Math.floor(k / rotations(plan)));
  const { outcome, final, steps, first: start } = playGame(module.game, plan.options, bots[r] as SimBots[number], seed);
  if (!outcome) throw new Error(`${plan.game}: game ${seed} ended without an outcome`);
  let first = -1;
  if (reader) {
    if (start !== 'terminal') first = start;
    for (const step of steps) {
      const kind = reader.layKind(step.action);
      if (kind !== null) tally.lays[kind] = (tally.lays[kind] ?? 0) + 1;
    }
    tally.rounds += reader.rounds(module.game.playerView(final, 0));
  }
  const counter = module.seatCounts;
  if (counter) {
    const columns = counter.columns;
    counter.count(final).forEach((seat, i) => {
      columns.forEach(({ key }, j) => {
        const at = i * columns.length + j;
        if (at < tally.counts.length) tally.counts[at] = (tally.counts[at] as number) + (seat[key] ?? 0);
      });
    });
  }
  outcomes.push(outcome.winners.length, ...outcome.winners);
  for (let seat = 0; seat < plan.levels.length; seat++) outcomes.push(outcome.scores[seat] ?? 0);
  outcomes.push(first);
}

/**
 * Adds up games' results: their outcomes strictly in the order of their numbers, so the figures
 * (sums of fractions included) are the same bit for bit whichever worker played which game; their
 * tallies (whole numbers) as they come.
 */
export class SimTotals {
  private readonly wins: number[];
  private readonly scores: number[];
  /** The levels, each once, in the order they first sit; the summary's `levels` in the same order. */
  private readonly levels: SimLevel[];
  /** For each rotation, each seat's level as an index into `levels`. */
  private readonly seatLevels: number[][];
  private readonly levelWins: number[];
  private readonly levelScores: number[];
  private firstWins = 0;
  private readonly waiting = new Map<number, { readonly games: number; readonly packed: PackedOutcomes }>();
  /** The games' whole-number sums: in this process, {@link playSimGame} adds to it directly. */
  readonly tally: SimTally;
  /** Games whose outcomes are added so far (games 0 to `done` - 1). */
  done = 0;

  constructor(
    private readonly game: SimGame,
    private readonly plan: SimPlan,
  ) {
    this.wins = plan.levels.map(() => 0);
    this.scores = plan.levels.map(() => 0);
    this.levels = [...new Set(plan.levels)];
    this.seatLevels = Array.from({ length: rotations(plan) }, (_, r) => rotatedLevels(plan.levels, r).map((l) => this.levels.indexOf(l)));
    this.levelWins = this.levels.map(() => 0);
    this.levelScores = this.levels.map(() => 0);
    this.tally = emptyTally(game, plan);
  }

  /** Adds a tally of games (from a worker). */
  addTally(tally: SimTally): void {
    addTally(this.tally, tally);
  }

  /** The outcomes of `games` games from game `from` on; each counts once every game before it has been added. */
  addOutcomes(from: number, games: number, packed: PackedOutcomes): void {
    this.waiting.set(from, { games, packed });
    for (let next = this.waiting.get(this.done); next; next = this.waiting.get(this.done)) {
      this.waiting.delete(this.done);
      this.fold(this.done, next.games, next.packed);
      this.done += next.games;
    }
  }

  private fold(from: number, games: number, packed: PackedOutcomes): void {
    const seats = this.plan.levels.length;
    const turns = rotations(this.plan);
    let at = 0;
    for (let k = from; k < from + games; k++) {
      const levels = this.seatLevels[k % turns] as number[];
      const winners = packed[at++] as number;
      const share = 1 / winners;
      const first = packed[at + winners + seats];
      for (const end = at + winners; at < end; at++) {
        const w = packed[at] as number;
        this.wins[w] = (this.wins[w] as number) + share;
        const level = levels[w] as number;
        this.levelWins[level] = (this.levelWins[level] as number) + share;
        if (w === first) this.firstWins += share;
      }
      for (let seat = 0; seat < seats; seat++, at++) {
        const score = packed[at] as number;
        this.scores[seat] = (this.scores[seat] as number) + score;
        const level = levels[seat] as number;
        this.levelScores[level] = (this.levelScores[level] as number) + score;
      }
      at++;
    }
  }

  /** A seat's counts by key, in the order of the game's columns. */
  private countsOf(seat: number): Record<string, number> {
    const columns = this.game.module.seatCounts?.columns ?? [];
    return Object.fromEntries(columns.map(({ key }, j) => [key, this.tally.counts[seat * columns.length + j] as number]));
  }

  /** The summary, once every game is in; `seconds` is the time they took. */
  summary(seconds: number): SimSummary {
    const plan = this.plan;
    const { module, balance: reader } = this.game;
    const games = totalGames(plan);
    const { players, ...own } = plan.options;
    const shareOf = (wins: number, trials: number): Share => {
      const [low, high] = wilson(wins, trials);
      return { wins: round(wins, 3), share: round(wins / trials, 4), interval: [round(low, 4), round(high, 4)] };
    };
    return {
      version: SIM_JSON_VERSION,
      game: plan.game,
      players: players as number,
      options: own,
      seed: plan.seed,
      deals: plan.games,
      rotate: plan.rotate,
      games,
      think: plan.levels.includes('hard')
        ? plan.thinkPlayouts !== undefined
          ? { playouts: plan.thinkPlayouts }
          : { ms: plan.thinkMs }
        : null,
      seconds: round(seconds, 3),
      gamesPerSecond: round(games / seconds, 1),
      seats: plan.levels.map((bot, seat) => ({
        seat,
        bot: plan.rotate ? null : bot,
        ...shareOf(this.wins[seat] ?? 0, games),
        meanScore: round((this.scores[seat] ?? 0) / games, 2),
        ...(module.seatCounts ? { counts: this.countsOf(seat) } : {}),
      })),
      levels: this.levels.map((bot, i) => {
        const seats = plan.levels.filter((l) => l === bot).length;
        return {
          bot,
          seats,
          ...shareOf(this.levelWins[i] ?? 0, games * seats),
          meanScore: round((this.levelScores[i] ?? 0) / (games * seats), 2),
        };
      }),
      balance: reader
        ? {
            meanRounds: round(this.tally.rounds / games, 3),
            first: { who: reader.first(players as number), ...shareOf(this.firstWins, games) },
            // Kinds by their names' code units (no two alike), the same on every machine:
            // localeCompare would follow the machine's language.
            lays: Object.fromEntries(Object.entries(this.tally.lays).sort(([a], [b]) => (a < b ? -1 : 1))),
          }
        : null,
    };
  }
}

/**
 * Plays the games of `plan` between bots in this process (their game's bots loaded first with
 * {@link loadSimGame}) and returns the figures. `onProgress` is
 * called after each game with the number finished.
 */
export function runSim(game: SimGame, plan: SimPlan, onProgress?: (done: number) => void): SimSummary {
  const bots = simBots(plan);
  const totals = new SimTotals(game, plan);
  const started = performance.now();
  for (let k = 0; k < totalGames(plan); k++) {
    const outcome: PackedOutcomes = [];
    playSimGame(game, plan, bots, k, totals.tally, outcome);
    totals.addOutcomes(k, 1, outcome);
    onProgress?.(k + 1);
  }
  return totals.summary((performance.now() - started) / 1000);
}

/**
 * The built sim worker next to this file's bundle (dist/sim-worker.js, from dist/ or
 * dist/chunks/), or null when there is none (running from the sources: games stay in this process).
 */
export function simWorkerFile(from: string = import.meta.url): URL | null {
  for (const candidate of ['./sim-worker.js', '../sim-worker.js']) {
    const url = new URL(candidate, from);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

/** A batch of games for a sim worker: games `from` to `to` - 1. */
export interface SimBatch {
  readonly from: number;
  readonly to: number;
}

/** What a sim worker is sent: the plan, first and once, then batches of games. */
export type SimWorkerMessage = { readonly plan: SimPlan } | SimBatch;

/**
 * A sim worker's answer to a batch: the games' outcomes in order, their tally and the milliseconds
 * they took; or why it failed.
 */
export type SimBatchAnswer =
  | { readonly from: number; readonly games: number; readonly outcomes: PackedOutcomes; readonly tally: SimTally; readonly ms: number }
  | { readonly error: string };

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** `seconds` as a clock reads: "0:45", "17:40", "1:02:03". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m] = [Math.floor(s / 3600), Math.floor(s / 60) % 60];
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/**
 * The progress line for `done` of `total` games after `seconds`, within `columns` - 1 terminal
 * columns (a line that reached the last column would wrap, and each redraw would then add a
 * line): a bar of up to 30 marks and the count, then from a second on the time taken and, once a
 * game is done, about how long the rest will take; the times go first where the line is narrow,
 * then the bar, then the count is cut short.
 */
export function progressLine(done: number, total: number, columns: number, seconds = 0): string {
  const room = Math.max(1, columns - 1);
  const count = ` ${done}/${total} games`;
  const left = done > 0 && done < total ? `, about ${clock((seconds * (total - done)) / done)} left` : '';
  const timed = seconds >= 1 ? `${count} · ${clock(seconds)}${left}` : count;
  const said = timed.length + 2 + 5 <= room ? timed : count;
  const width = Math.min(30, room - said.length - 2);
  if (width < 5) return count.trimStart().slice(0, room);
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]${said}`;
}

/**
 * A progress bar on stderr for runs longer than a moment: first drawn after 250 ms, then at most
 * ten times a second as games end, and every second besides (its clock) while the games are
 * played elsewhere; always within the terminal's width; erased at the end.
 */
function progressBar(io: SimIo, total: number): { update(done: number): void; end(): void } {
  const started = performance.now();
  let last = started + 150;
  let drawn = false;
  let longest = 0;
  let now = 0;
  const draw = (done: number) => {
    const line = progressLine(done, total, io.stderr.columns ?? 80, (performance.now() - started) / 1000);
    longest = Math.max(longest, line.length);
    io.stderr.write(`\r${line}`);
  };
  // Workers play the games: this process is free to keep the clock going between them.
  const tick = setInterval(() => {
    if (performance.now() - started < 250) return;
    drawn = true;
    draw(now);
  }, 1000);
  tick.unref();
  return {
    update(done) {
      now = done;
      const t = performance.now();
      if (t - last < 100 && done < total) return;
      last = t;
      drawn = true;
      draw(done);
    },
    end() {
      clearInterval(tick);
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

function range([low, high]: readonly [number, number]): string {
  return `${pct(low)}–${pct(high)}`;
}

/** The summary in words and a table, as `sim` prints it without `--json`. */
export function formatSummary(module: AnyModule, plan: SimPlan, summary: SimSummary): string {
  const last = simSeed(plan.seed, plan.games - 1);
  const seeds = plan.games === 1 ? `seed ${plan.seed}` : `seeds ${plan.seed}..${last}`;
  const dealt = plan.rotate ? `, each deal in ${plan.levels.length} rotations` : '';
  const speed = `${summary.games} game${summary.games === 1 ? '' : 's'} in ${summary.seconds.toFixed(2)} s, ${summary.gamesPerSecond.toFixed(1)} games/s (${seeds}${dealt})`;
  const hard = plan.levels.includes('hard') ? `, hard bots think ${thinking(plan)} a move` : '';
  if (module.solo) {
    const seat = summary.seats[0] as SeatFigures;
    const level = plan.levels[0] ?? 'easy';
    return [
      `${plan.game}, ${level} bot${level === 'hard' ? ` thinking ${thinking(plan)} a choice` : ''}`,
      speed,
      `win rate ${pct(seat.share)} (95% interval ${range(seat.interval)})`,
      '',
    ].join('\n');
  }
  // The game's own options as the command line gives them, e.g. "--two-player one-and-dump".
  const variant = module.options?.words(plan.options) ?? [];
  const columns = module.seatCounts?.columns ?? [];
  const rows = [
    ['seat', 'bot', 'wins', 'win %', 'mean score', ...columns.map((c) => c.heading)],
    ...summary.seats.map((s) => [
      String(s.seat),
      s.bot ?? 'each',
      fmtWins(s.wins),
      pct(s.share),
      s.meanScore.toFixed(2),
      ...columns.map((c) => String(s.counts?.[c.key] ?? 0)),
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const lines = rows.map((r) => r.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
  const fair = pct(1 / plan.levels.length);
  const levelWidth = Math.max(...summary.levels.map((l) => l.bot.length));
  const levels = summary.levels.map(
    (l) =>
      `  ${l.bot.padEnd(levelWidth)}  ${pct(l.share).padStart(6)}  (${range(l.interval)})${l.seats > 1 ? `, each of ${l.seats} seats` : ''}`,
  );
  const balance = summary.balance;
  const balanceLines = balance
    ? [
        `mean rounds ${balance.meanRounds.toFixed(2)}; the player who ${balance.first.who} won ${pct(balance.first.share)} (${range(balance.first.interval)})`,
        `lays: ${Object.entries(balance.lays)
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ')}`,
      ]
    : [];
  return [
    `${plan.game}, ${plan.options.players} players${variant.length ? ` (${variant.join(' ')})` : ''}${hard}`,
    speed,
    '',
    ...lines,
    '',
    `win share by level, 95% interval (the fair share is ${fair}):`,
    ...levels,
    ...balanceLines,
    '',
  ].join('\n');
}

const processIo: SimIo = { stdout: process.stdout, stderr: process.stderr };

/** `big-chicken sim`: validates the options, plays the games, prints the summary; returns the exit code. */
export async function sim(gameName: string, opts: Record<string, unknown>, io: SimIo = processIo): Promise<number> {
  const { module, plan } = readSim(gameName, opts);
  const game = await loadSimGame(module);
  const bar = io.stderr.isTTY === true ? progressBar(io, totalGames(plan)) : null;
  // This process plays games too, whatever the workers: its young generation is held at a sim's size.
  const young = holdYoungGeneration();
  let checked = performance.now();
  const onProgress = (done: number) => {
    bar?.update(done);
    const now = performance.now();
    if (now - checked >= 2) {
      checked = now;
      young.check();
    }
  };
  const workerUrl = plan.workers > 1 ? simWorkerFile() : null;
  let summary: SimSummary;
  try {
    summary = workerUrl ? await (await import('./pool.js')).runSimPool(game, plan, workerUrl, onProgress) : runSim(game, plan, onProgress);
  } finally {
    young.end();
  }
  bar?.end();
  io.stdout.write(plan.json ? `${JSON.stringify(summary)}\n` : formatSummary(module, plan, summary));
  return EXIT.ok;
}
