// The esbuild options of the program's bundles (scripts/build.js), in one place, so that a bench
// that builds something beside the program (scripts/ink-floor.js) builds it the same way.
import { inkPatches } from './ink-patches.js';

/**
 * The options every bundle of the program shares, for a build run in `root` (the checkout);
 * `sourcemap` writes linked source maps.
 */
export function bundleOptions(root, { sourcemap = false } = {}) {
  return {
    absWorkingDir: root,
    outdir: 'dist',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: sourcemap ? 'linked' : false,
    // The notices file scripts/build.js writes carries every bundled package's licence in full.
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    jsx: 'automatic',
    plugins: [inkPatches],
    // ssh2's Emscripten poly1305 reads __dirname, which ES modules lack: it gets the bundle's own folder.
    define: { 'process.env.NODE_ENV': '"production"', __dirname: '__bcDirname' },
    // conf's writes go through the store's verified writer (see src/store/conf-atomically.ts).
    alias: { 'react-devtools-core': './scripts/stubs/react-devtools-core.js', atomically: './src/store/conf-atomically.ts' },
    // ssh2's optional native parts (its crypto binding, cpu-features) are built by install scripts
    // that npm skips; ssh2 tries them inside try/catch and uses its pure-JS crypto without them.
    // Left as run-time requires, they fail softly in the bundle too.
    external: ['cpu-features', '*.node'],
    // signal-exit (used by Ink) is CommonJS and calls require() on Node built-ins.
    banner: {
      js:
        "const require = globalThis.process.getBuiltinModule('node:module').createRequire(import.meta.url);" +
        " const __bcDirname = globalThis.process.getBuiltinModule('node:url').fileURLToPath(new URL('.', import.meta.url));",
    },
  };
}
