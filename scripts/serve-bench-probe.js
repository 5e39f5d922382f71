// Measurements taken inside the server process for scripts/serve-bench.js (not part of the
// program): loaded with `node --import` into the server the bench starts, it records how long the
// event loop was blocked (perf_hooks.monitorEventLoopDelay), every garbage collection
// (PerformanceObserver on 'gc' entries) and each stall of the loop longer than 50 ms, and
// writes them as JSON to the file named by BIG_CHICKEN_BENCH_PROBE when the process exits.
import { readFileSync, writeFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

const out = process.env.BIG_CHICKEN_BENCH_PROBE;

/**
 * The main thread's time on a CPU and waiting for one (ms, from Linux's schedstat): time spent
 * runnable but waiting is a stall that no code of ours caused (other processes, or this
 * server's own worker threads, had the cores). Null where there is no /proc.
 */
export function schedstat(pid = process.pid) {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { runMs: run / 1e6, waitMs: wait / 1e6 };
  } catch {
    return null;
  }
}
if (out) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const state = { started: false, stopped: false };
  const kinds = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  };
  const gc = [];
  new PerformanceObserver((list) => {
    if (state.stopped) return;
    for (const e of list.getEntries()) gc.push({ kind: kinds[e.detail?.kind] ?? String(e.detail?.kind), at: e.startTime, ms: e.duration });
  }).observe({ entryTypes: ['gc'] });
  // A timer every 10 ms: a gap well beyond that is a stretch when the loop ran nothing else.
  const stalls = [];
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 60 && !state.stopped) stalls.push({ at: last, ms: now - last - 10 });
    last = now;
  }, 10).unref();
  // The bench sends SIGUSR2 when play starts and again when its keys are done, so only the
  // played stretch is measured (not the start, nor the stop that saves every table).
  process.on('SIGUSR2', () => {
    if (state.started !== false) {
      const end = schedstat();
      if (end && state.sched) state.sched = { runMs: end.runMs - state.sched.runMs, waitMs: end.waitMs - state.sched.waitMs };
      state.stopped = true;
      state.playedMs = performance.now() - state.started;
      delay.disable();
      return;
    }
    delay.reset();
    gc.length = 0;
    stalls.length = 0;
    state.started = performance.now();
    state.sched = schedstat();
    delay.enable();
  });
  process.on('exit', () => {
    delay.disable();
    if (state.started !== false && !state.stopped) state.playedMs = performance.now() - state.started;
    const ms = (ns) => ns / 1e6;
    const byKind = {};
    for (const g of gc) {
      const k = (byKind[g.kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
      k.count++;
      k.totalMs += g.ms;
      k.maxMs = Math.max(k.maxMs, g.ms);
    }
    // Each stall with the collections that ran inside it, to tell GC pauses from long tasks.
    const explained = stalls.map((s) => ({
      ...s,
      gcMs: gc.filter((g) => g.at >= s.at && g.at < s.at + s.ms + 10).reduce((a, g) => a + g.ms, 0),
    }));
    writeFileSync(
      out,
      JSON.stringify({
        loopDelay: { p50Ms: ms(delay.percentile(50)), p99Ms: ms(delay.percentile(99)), maxMs: ms(delay.max), meanMs: ms(delay.mean) },
        gc: byKind,
        longestGc: [...gc].sort((a, b) => b.ms - a.ms).slice(0, 5),
        stalls: explained.sort((a, b) => b.ms - a.ms).slice(0, 10),
        stallsOver100Ms: stalls.filter((s) => s.ms > 100).length,
        playedMs: state.playedMs ?? null,
        mainThread: state.stopped ? state.sched : null,
      }),
    );
  });
}
