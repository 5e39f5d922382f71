// Bundles src/cli.ts into dist/. Code splitting keeps Ink and React in chunks that only
// `play` (and the other drawing commands) import, so --help, rules, check and sim start fast.
// dist/bot-worker.js is the thread `serve` runs searching bots in (its own entry: a worker
// starts from a file).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}/dist`, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli.ts', 'bot-worker': 'src/serve/bot-worker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  jsx: 'automatic',
  // ssh2's Emscripten poly1305 reads __dirname, which ES modules lack: it gets the bundle's own folder.
  define: { 'process.env.NODE_ENV': '"production"', __dirname: '__bcDirname' },
  alias: { 'react-devtools-core': './scripts/stubs/react-devtools-core.js' },
  // ssh2's optional native parts (its crypto binding, cpu-features) are built by install scripts
  // that npm skips; ssh2 tries them inside try/catch and uses its pure-JS crypto without them.
  // Left as run-time requires, they fail softly in the bundle too.
  external: ['cpu-features', '*.node'],
  // signal-exit (used by Ink) is CommonJS and calls require() on Node built-ins.
  banner: {
    js:
      "import { createRequire as __bcRequire } from 'node:module'; const require = __bcRequire(import.meta.url);" +
      " import { fileURLToPath as __bcPath } from 'node:url'; const __bcDirname = __bcPath(new URL('.', import.meta.url));",
  },
});
