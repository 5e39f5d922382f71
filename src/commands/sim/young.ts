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

/**
 * The V8 options a sim worker process starts with: the user's own young-generation options when
 * they gave any (see {@link userYoungFlags}), else a semi-space of {@link SIM_SEMI_SPACE_MB}.
 */
export function simWorkerFlags(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  const given = userYoungFlags(execArgv, nodeOptions);
  return given.length > 0 ? given : [`--max-semi-space-size=${SIM_SEMI_SPACE_MB}`];
}

/**
 * The semi-space growth factor that takes a young generation of `size` bytes to at most `wanted`
 * bytes at its next growth: V8 multiplies the semi-spaces by it. The largest power of two that
 * fits, since V8 does not always report a size that divides the one wanted (3.75 MiB for two
 * semi-spaces of 2 MiB, say: rounded up, that asked for a factor of 3 and a young generation of
 * 12 MiB), and a power of two stays within it for any size reported short of half the true one;
 * 1 once there is no room for a doubling, which holds it where it is.
 */
export function growthFactor(size: number, wanted: number): number {
  return size <= 0 || size * 2 > wanted ? 1 : 2 ** Math.floor(Math.log2(wanted / size));
}

/**
 * Holds this process's young generation at {@link SIM_SEMI_SPACE_MB} a semi-space (or just under)
 * while it plays a sim's games, for a process that did not start with that option (a sim with
 * `--workers 1` plays in the program's own process). V8 fixes the largest semi-space when the
 * process starts, but reads its growth factor each time it grows one. So the factor is set to
 * reach the size wanted from where the young generation is now ({@link growthFactor}), and
 * `check`, called between games every few milliseconds, sets it again for the size reached,
 * down to 1, long before the next growth could come (it needs as many bytes to survive
 * scavenges as the young generation holds). `end` gives back V8's own factor, 2. Nothing is
 * changed when the user sized the young generation.
 */
export function holdYoungGeneration(): { check(): void; end(): void } {
  const now = youngSize();
  // A V8 that no longer names its young generation so is left as it is.
  if (userYoungFlags().length > 0 || now === 0) return { check() {}, end() {} };
  const wanted = 2 * SIM_SEMI_SPACE_MB * 1024 * 1024;
  let factor = growthFactor(now, wanted);
  v8.setFlagsFromString(`--semi-space-growth-factor=${factor}`);
  return {
    check() {
      if (factor === 1) return;
      const next = growthFactor(youngSize(), wanted);
      if (next === factor) return;
      factor = next;
      v8.setFlagsFromString(`--semi-space-growth-factor=${factor}`);
    },
    end() {
      v8.setFlagsFromString('--semi-space-growth-factor=2');
    },
  };
}
