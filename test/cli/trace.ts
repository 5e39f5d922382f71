// What a run of the program loaded, read from the module-load tracer's file (fixtures/trace-loads.mjs,
// preloaded with `node --import TRACER` and BIG_CHICKEN_TRACE_LOADS naming the file).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The module-load tracer, for `node --import`. */
export const TRACER = fileURLToPath(new URL('./fixtures/trace-loads.mjs', import.meta.url));

/** The source files bundled into the dist files the tracer recorded, as esbuild names them ("src/store/index.ts"). */
export function bundledSources(traceFile: string): string[] {
  const files = readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter((url) => url.startsWith('file:') && url.includes('/dist/'))
    .map((url) => fileURLToPath(url));
  return files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^\/\/ ((?:src|node_modules)\/\S+)$/gm)].map((m) => m[1] as string));
}
