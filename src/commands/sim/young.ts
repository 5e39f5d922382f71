import v8 from 'node:v8';

// A sim allocates fast and keeps little: every move makes a new state and its events, and a
// game's objects die with the game. V8 still grows the young generation (the two semi-spaces new
// objects start in) from 1 MiB each up to 16 MiB as objects survive its scavenges, and keeps it
// at that size while the program allocates. Measured on the 10,000-game sim of 4 easy bots that
// the issue on engine speed names (Node 22): two 16 MiB semi-spaces were 33.6 MB of the process's
// 110 MB peak, where 4 MiB each brings the peak to 86–88 MiB for about 70 ms more of scavenging
// over 3,000 games (under 3%). Smaller still costs more than it saves: at 1 MiB, objects alive
// across a move are promoted early and the old generation grows instead (107 MiB).

/** The semi-space a sim plays in, in MiB (V8's `--max-semi-space-size`). */
export const SIM_SEMI_SPACE_MB = 4;

/** V8 options that size the young generation: when the user gives any, theirs stand. */
const YOUNG_FLAGS = /--(max|min)[-_]semi[-_]space[-_]size|--semi[-_]space[-_]growth[-_]factor/;

/** The young-generation options given to this process, on its command line or in NODE_OPTIONS. */
export function userYoungFlags(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  return [...execArgv, ...nodeOptions.split(/\s+/)].filter((a) => YOUNG_FLAGS.test(a));
}

/** The size of this process's young generation (its two semi-spaces), in bytes. */
function youngSize(): number {
  return v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
}

/*
 * V8 collects garbage on helper threads as well as on the thread that plays: while a sim's one
 * process plays, they use the cores it leaves idle. When the sim's processes take every core,
 * there are none: a worker's helpers then only take turns with the games of another process.
 * Measured on a 2-core machine, 4 easy bots, `sim --workers 2` against `--workers 1` (wall time,
 * 5 alternating runs each, `node scripts/bench.js --only workers`): Henhouse 1.51× with the
 * helpers, 1.63× without them in the worker (CPU of all processes 1.17× and 1.10× that of one
 * worker); Just Hatched 1.62× and 1.82× (1.11× and 0.98×). The process that starts the sim plays
 * too and keeps its helpers: V8 fixes them when a process starts.
 */

/** The garbage collector's threading options: when the user gives any, theirs stand. */
const GC_THREAD_FLAGS = /--(no[-_])?(single[-_]threaded([-_]gc)?|parallel[-_](scavenge|marking|compaction|pointer[-_]update)|concurrent[-_](marking|sweeping))(=|$)/;

/**
 * The V8 options a sim worker process starts with: the user's own young-generation options when
 * they gave any (see {@link userYoungFlags}), else a semi-space of {@link SIM_SEMI_SPACE_MB};
 * and when the sim's processes take every core (`everyCore`), the garbage collector on the
 * worker's own thread only (`--single-threaded-gc`), unless the user set its threads.
 */
export function simWorkerFlags(
  everyCore: boolean,
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  const young = userYoungFlags(execArgv, nodeOptions);
  const gc = given.filter((a) => GC_THREAD_FLAGS.test(a));
  return [
    ...(young.length > 0 ? young : [`--max-semi-space-size=${SIM_SEMI_SPACE_MB}`]),
    ...(gc.length > 0 ? gc : everyCore ? ['--single-threaded-gc'] : []),
  ];
}

/**
 * Holds this process's young generation at {@link SIM_SEMI_SPACE_MB} a semi-space while it plays
 * a sim's games, for a process that did not start with that option (a sim with `--workers 1`
 * plays in the program's own process). V8 fixes the largest semi-space when the process starts,
 * but reads its growth factor each time it grows one. So the factor is set to reach the size
 * wanted in one step from where the young generation is now, and `check`, called between games
 * every few milliseconds, sets it to 1 once that size is reached, long before the next growth
 * could come (it needs as many bytes to survive scavenges as the young generation holds). `end`
 * gives back V8's own factor, 2. Nothing is changed when the user sized the young generation.
 */
export function holdYoungGeneration(): { check(): void; end(): void } {
  const now = youngSize();
  // A V8 that no longer names its young generation so is left as it is.
  if (userYoungFlags().length > 0 || now === 0) return { check() {}, end() {} };
  const wanted = 2 * SIM_SEMI_SPACE_MB * 1024 * 1024;
  let held = now >= wanted;
  v8.setFlagsFromString(`--semi-space-growth-factor=${held ? 1 : Math.ceil(wanted / now)}`);
  return {
    check() {
      if (held || youngSize() < wanted) return;
      v8.setFlagsFromString('--semi-space-growth-factor=1');
      held = true;
    },
    end() {
      v8.setFlagsFromString('--semi-space-growth-factor=2');
    },
  };
}
