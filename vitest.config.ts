import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { inkPatchesVite } from './scripts/ink-patches.js';

/**
 * The in-process tests of the rules, games, commands and store: no build, no binary, no terminal,
 * no SSH server, no drawn table (test/ui), no bots' strength (test/bots), no long conformance runs.
 */
export const QUICK = [
  'test/{engine,games,commands,plain,platform,registry,review,store,table,teach,playthroughs}/**/*.test.{ts,tsx}',
  'test/*.test.ts',
] as const;
/**
 * In process too, but slow: the drawn tables (test/ui), the bots' strength and the long
 * conformance runs. Like the quick ones they share their workers between files.
 */
export const TABLES = ['test/{bots,conformance,ui}/**/*.test.{ts,tsx}'] as const;
/** The rest: every other test file (the binary, terminals, SSH servers, the build), and the store's tests that start processes. */
export const PROCESSES = ['test/{build,cli,serve}/**/*.test.{ts,tsx}', 'test/store/{faults,locks,processes}.test.ts'] as const;

/**
 * ink-testing-library's terminal has a width (100 columns) and no height. Ink reads both at every
 * frame and, missing one, asks the system for the size of the terminal (terminal-size): with no
 * terminal there (a test worker, CI) that runs `tput cols` and `tput lines`, two processes a
 * frame, and under a real terminal it reads that terminal's height. Its terminal is given 24 rows,
 * the height Ink falls back to without one, so a frame starts nothing and reads the same anywhere.
 */
const testingTerminalHeight = {
  name: 'testing-terminal-height',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    if (!/[\\/]ink-testing-library[\\/]build[\\/]index\.js$/.test(id.split('?')[0] ?? '')) return null;
    const width = 'get columns() {\n        return 100;\n    }';
    if (!code.includes(width)) throw new Error(`${id}: its terminal reads differently; look at testingTerminalHeight again`);
    return code.replace(width, `${width}\n    get rows() {\n        return 24;\n    }`);
  },
};

export default defineConfig({
  // The bundle's patches to Ink and its text libraries, so the tests run the Ink that ships.
  plugins: [inkPatchesVite, testingTerminalHeight],
  // conf's writes go through the store's verified writer, as in the build.
  resolve: { alias: { atomically: fileURLToPath(new URL('./src/store/conf-atomically.ts', import.meta.url)) } },
  test: {
    // Three projects: the tests that run in their own process only (quick, tables) share their
    // workers between files (a fresh worker a file costs about a third of a CPU-second, and the
    // drawn tables' files about twice their own CPU time in loading Ink and React again); those
    // that start the binary, terminals or SSH servers keep one fresh worker a file. `npm run
    // test:quick` is the first alone. A file matched by none is run by none, one matched by two
    // twice: test/suite-split.test.ts checks.
    projects: [
      { extends: true, test: { name: 'quick', include: [...QUICK], exclude: [...PROCESSES], isolate: false } },
      // Their tests are CPU-bound (whole games drawn, seeded runs): beside the waiting files on a
      // loaded 2-core machine they get a smaller share of a core, hence more time (no speed is
      // asserted here; benchmarks measure it).
      { extends: true, test: { name: 'tables', include: [...TABLES], isolate: false, testTimeout: 120_000 } },
      { extends: true, test: { name: 'processes', include: [...PROCESSES] } },
    ],
    // Most of the slow files wait: on the binary, a server, a bot's turn or a timer. Vitest's own
    // default (one worker fewer than the cores) runs one file at a time on a 2-core machine and
    // leaves a core idle; three workers more than the cores keep both busy while the waiting
    // files wait (npm test on 2 quiet cores: 170 s with 3 workers, 156 s with 4, 145 s with 5).
    maxWorkers: Math.max(5, availableParallelism() + 3),
    environment: 'node',
    testTimeout: 30_000,
    // Hooks start servers and builds; on a loaded 2-core machine that can take longer than the 10 s default.
    hookTimeout: 60_000,
    env: { FORCE_COLOR: '0', BIG_CHICKEN_HOME: '/nonexistent-set-per-test' },
    server: {
      deps: {
        // A package under node_modules is loaded by Node as it is, without the plugins: the
        // patched files are inlined, and so is every package on the way to them (one Ink for
        // ink-testing-library and the code under test), and conf, for its `atomically` import.
        inline: [/[\\/]node_modules[\\/](ink|ink-testing-library|string-width|wrap-ansi|cli-cursor|restore-cursor|conf)[\\/]/],
      },
    },
  },
});
