// The least a first frame of Ink costs here: builds, into a new temporary folder, a program that
// draws one line ("seed 7") with Ink and React as the program's build bundles them (its esbuild
// options, its patches, Node's compile cache on), and prints the folder. Give it to the first
// frame benches beside the program's build, e.g.
//   python3 scripts/first-frame-cpu-bench.py 9 "$(scripts/node.sh 22)/node" "$PWD" "$(node scripts/ink-floor.js)"
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inkPatches } from './ink-patches.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'big-chicken-ink-floor-'));
mkdirSync(join(dir, 'bin'));
writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
writeFileSync(
  join(dir, 'bin/big-chicken.js'),
  "process.getBuiltinModule('node:module').enableCompileCache();\nawait import('../dist/app.js');\n",
);
await build({
  absWorkingDir: root,
  stdin: {
    contents:
      "import { createElement as h } from 'react'; import { render, Box, Text } from 'ink'; render(h(Box, { flexDirection: 'column' }, h(Text, null, 'seed 7')));",
    resolveDir: root,
    loader: 'js',
  },
  outfile: join(dir, 'dist/app.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  logLevel: 'warning',
  plugins: [inkPatches],
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { 'react-devtools-core': './scripts/stubs/react-devtools-core.js' },
  banner: { js: "const require = globalThis.process.getBuiltinModule('node:module').createRequire(import.meta.url);" },
});
process.stdout.write(`${dir}\n`);
