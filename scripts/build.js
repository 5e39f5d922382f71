// Bundles src/cli.ts into dist/. Code splitting keeps Ink and React in chunks that only
// `play` (and the other drawing commands) import, so --help, rules, check and sim start fast.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}/dist`, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli.ts' },
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
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { 'react-devtools-core': './scripts/stubs/react-devtools-core.js' },
  // signal-exit (used by Ink) is CommonJS and calls require() on Node built-ins.
  banner: { js: "import { createRequire as __bcRequire } from 'node:module'; const require = __bcRequire(import.meta.url);" },
});
