// Rewrites the golden playthroughs of test/playthroughs/ from test/playthroughs/goldens.ts: run
// `npm run goldens` only when a change alters a playthrough on purpose, and say why in the commit.
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'big-chicken-goldens-'));
try {
  const bundle = join(dir, 'goldens.mjs');
  await build({
    absWorkingDir: root,
    entryPoints: ['test/playthroughs/goldens.ts'],
    outfile: bundle,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  const { GOLDENS, transcript } = await import(pathToFileURL(bundle).href);
  for (const c of GOLDENS) {
    const path = join(root, 'test/playthroughs', c.file);
    writeFileSync(path, transcript(c));
    process.stdout.write(`wrote ${path}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
