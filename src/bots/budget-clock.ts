// The one clock the pure layers may read: a searching bot's time budget (`--think-ms`), on the
// wall clock and in the thread's CPU time. Nothing
// else under engine/, games/ or bots/ reads the time; on an iteration budget a search never asks
// it, so the same seed plays the same moves.

/** Milliseconds on the monotonic clock, for a search's deadline only. */
export const budgetNow = (): number => performance.now();

/**
 * Microseconds of CPU time the calling thread has used: `process.threadCpuUsage` where Node has
 * it, else the whole process's `process.cpuUsage`, else null (no Node process: the wall clock only).
 */
export const cpuMicros: (() => number) | null = (() => {
  const p = (globalThis as { process?: NodeJS.Process }).process;
  if (!p) return null;
  const thread = threadClock(p);
  if (thread) {
    return () => {
      const u = thread.call(p);
      return u.user + u.system;
    };
  }
  if (typeof p.cpuUsage === 'function') {
    return () => {
      const u = p.cpuUsage();
      return u.user + u.system;
    };
  }
  return null;
})();

/**
 * Whether {@link cpuMicros} reads the calling thread's own CPU time, which never grows faster
 * than the wall clock; the whole process's (its other threads included) can.
 */
export const cpuIsThread: boolean = (() => {
  const p = (globalThis as { process?: NodeJS.Process }).process;
  return p !== undefined && threadClock(p) !== null;
})();

function threadClock(p: NodeJS.Process): (() => NodeJS.CpuUsage) | null {
  const thread = (p as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage;
  return typeof thread === 'function' ? thread : null;
}
