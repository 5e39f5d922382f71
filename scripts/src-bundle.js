// What the engine benches and the weight tuner run: modules of a checkout's src/, bundled by
// esbuild into one ES module file that the script imports, so that two checkouts are measured
// by the same script.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles `lines` (export statements naming files of the checkout at `root`) into `outfile`, and
 * returns `outfile`. The screen and the server are left out: these scripts import only engines
 * and bots. `plugins` are esbuild's.
 */
export async function bundleSource(root, lines, outfile, plugins = []) {
  await build({
    absWorkingDir: here,
    // A checkout without node_modules of its own (a bare worktree) uses this one's.
    nodePaths: [join(here, 'node_modules')],
    stdin: { contents: lines.join('\n'), resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'error',
    plugins,
    external: ['ink', 'react', 'ssh2', 'cpu-features', '*.node'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return outfile;
}
