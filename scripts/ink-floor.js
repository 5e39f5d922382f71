// The least a first frame of Ink costs here: builds, into a new temporary folder, a program that
// draws one line ("seed 7") with Ink and React as the program's build bundles them (the esbuild
// options of build-options.js, so its patches too; Node's compile cache on), and prints the
// folder. Give it to the first frame benches beside the program's build, e.g.
//   python3 scripts/first-frame-cpu-bench.py 9 "$(scripts/node.sh 22)/node" "$PWD" "$(node scripts/ink-floor.js)"
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleOptions } from './build-options.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'big-chicken-ink-floor-'));
mkdirSync(join(dir, 'bin'));
writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
writeFileSync(
  join(dir, 'bin/big-chicken.js'),
  "process.getBuiltinModule('node:module').enableCompileCache();\nawait import('../dist/app.js');\n",
);
await build({
  // The program's own options (format, target, patches, defines, aliases, banner), as one file.
  ...bundleOptions(root),
  stdin: {
    contents:
      "import { createElement as h } from 'react'; import { render, Box, Text } from 'ink'; render(h(Box, { flexDirection: 'column' }, h(Text, null, 'seed 7')));",
    resolveDir: root,
    loader: 'js',
  },
  outdir: undefined,
  outfile: join(dir, 'dist/app.js'),
  splitting: false,
  metafile: false,
});
process.stdout.write(`${dir}\n`);
