// Every test file runs in exactly one of the suite's three projects (vitest.config.ts): a file
// matched by none would silently never run, one matched by two would run twice.
import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROCESSES, QUICK, TABLES } from '../vitest.config.js';

const ROOT = new URL('..', import.meta.url).pathname;
const files = (patterns: readonly string[]) => new Set(patterns.flatMap((p) => globSync(p, { cwd: ROOT })));

describe('the test projects', () => {
  it('hold every test file once', () => {
    const all = files(['test/**/*.test.{ts,tsx}']);
    const processes = files(PROCESSES);
    const tables = files(TABLES);
    const quick = new Set([...files(QUICK)].filter((f) => !processes.has(f)));
    expect(all.size).toBeGreaterThan(100);
    expect([...all].filter((f) => !quick.has(f) && !tables.has(f) && !processes.has(f))).toEqual([]);
    expect([...tables].filter((f) => quick.has(f) || processes.has(f))).toEqual([]);
    expect(quick.size + tables.size + processes.size).toBe(all.size);
    // The store's tests that start processes stay out of the quick loop.
    expect(quick.has('test/store/locks.test.ts')).toBe(false);
    expect(quick.has('test/store/store.test.ts')).toBe(true);
    // The drawn tables run in process, out of the quick loop.
    expect(tables.has('test/ui/clutch.test.tsx')).toBe(true);
    expect(quick.has('test/ui/clutch.test.tsx') || processes.has('test/ui/clutch.test.tsx')).toBe(false);
  });
});
