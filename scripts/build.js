// Bundles src/cli.ts into dist/. Code splitting keeps Ink and React in chunks that only
// `play` (and the other drawing commands) import, so --help, rules, check and sim start fast.
// dist/bot-worker.js is the thread `serve` runs searching bots in (its own entry: a worker
// starts from a file); dist/sim-worker.js the worker processes `sim --workers` plays games on.
//
// The bundle carries the code of the libraries it uses, so it also carries their licences:
// dist/THIRD-PARTY-NOTICES lists every package esbuild put in the bundle (from its metafile)
// with the licence text that package ships. Source maps are for development only and are
// written when BIG_CHICKEN_SOURCEMAP=1 (or `--sourcemap`); the published package has none.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleOptions } from './build-options.js';
import { inkPatches } from './ink-patches.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const sourcemap = process.argv.includes('--sourcemap') || process.env.BIG_CHICKEN_SOURCEMAP === '1';
rmSync(`${root}/dist`, { recursive: true, force: true });

const games = ['just-hatched', 'henhouse', 'clutch'];
const gameModules = Object.fromEntries(games.map((id) => [`games/${id}`, `src/games/${id}/module.ts`]));

const result = await build({
  ...bundleOptions(root, { sourcemap }),
  // Each game's module is an entry of its own (dist/games/<id>.js), so that the rules bundle
  // below can name it.
  entryPoints: { cli: 'src/cli.ts', 'bot-worker': 'src/serve/bot-worker.ts', 'sim-worker': 'src/commands/sim/worker.ts', ...gameModules },
  chunkNames: 'chunks/[name]-[hash]',
});

// `rules [game] [topic]` (bin/big-chicken.js picks it): one file with what every game's rules
// need, and each game's rules text in a chunk of its own, rather than the program's dozens of
// shared chunks, which Node's loader is slow to walk. A game's catalog entry loads the game's
// module from the program's build (dist/games/<id>.js), never a second copy; rules does not.
const rulesBuild = await build({
  ...bundleOptions(root, { sourcemap }),
  entryPoints: { rules: 'src/rules-cli.ts' },
  chunkNames: 'rules/[name]-[hash]',
  // No CommonJS and no ssh2 in it: none of the program's require() and folder shims either.
  banner: {},
  plugins: [
    inkPatches,
    {
      name: 'game-modules-from-the-program',
      setup(b) {
        b.onResolve({ filter: /^\.\/module\.js$/ }, (args) => {
          const id = /src\/games\/([^/]+)\/entry\.ts$/.exec(args.importer.replaceAll('\\', '/'))?.[1];
          if (id === undefined || !games.includes(id)) return undefined;
          return { path: `./games/${id}.js`, external: true };
        });
      },
    },
  ],
});

/**
 * The notices text for the packages that the bundle's inputs come from: one section per package
 * (name, version, licence), with the licence file it ships, sorted by name.
 */
function notices(inputs) {
  const dirs = new Map();
  for (const input of inputs) {
    // e.g. node_modules/ink/build/x.js, node_modules/@alcalzone/ansi-tokenize/build/y.js,
    // node_modules/wrap-ansi/node_modules/string-width/index.js: the innermost package.
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) (dirs.get(match[1]) ?? dirs.set(match[1], []).get(match[1])).push(input);
  }
  const sections = [];
  for (const [dir, files] of dirs) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const licenceFile = readdirSync(join(root, dir)).find((f) => /^(licen[cs]e|copying)/i.test(f));
    const text = licenceFile ? readFileSync(join(root, dir, licenceFile), 'utf8').trim() : mitFromSource(pkg, files);
    sections.push({ name: pkg.name, head: `${pkg.name} ${pkg.version} (${licenceOf(pkg)})`, text });
  }
  // Several copies of one package (different versions) get a section each; identical ones one.
  const seen = new Set();
  const unique = sections
    .sort((a, b) => a.name.localeCompare(b.name) || a.head.localeCompare(b.head))
    .filter((s) => !seen.has(s.head) && seen.add(s.head));
  const intro =
    'big-chicken bundles the code of the packages below into dist/. Each is used under the\n' +
    'licence it ships, reproduced here in full.\n';
  return `${intro}\n${unique.map((s) => `${'-'.repeat(72)}\n${s.head}\n\n${s.text}\n`).join('\n')}`;
}

/**
 * The MIT licence text for a package that declares MIT but ships no licence file (yoga-layout),
 * with the copyright line its bundled source files carry. Anything else stops the build: a
 * package whose terms cannot be reproduced must not be bundled unnoticed.
 */
function mitFromSource(pkg, files) {
  const holder = files
    .map((f) => /Copyright \(c\) [^\n*]+/.exec(readFileSync(join(root, f), 'utf8'))?.[0]?.trim())
    .find((line) => line !== undefined);
  if (licenceOf(pkg) !== 'MIT' || holder === undefined) {
    throw new Error(`${pkg.name} ships no licence file: add its notice to scripts/build.js before bundling it`);
  }
  return `MIT License\n\n${holder}\n\n${MIT_TERMS}`;
}

const MIT_TERMS = `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

function licenceOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license.type === 'string') return pkg.license.type;
  return 'see the licence text';
}

// Node's built-in modules are taken with process.getBuiltinModule rather than an ES import: the
// loader makes an ES facade of a built-in module by reading every one of its exports, which for
// node:fs loads its promises, streams and readline parts, a few milliseconds of every start for
// parts nothing uses. Each import statement esbuild wrote of a built-in becomes a const of the
// same names at the top of its file, as the import was hoisted (through globalThis: a chunk may
// name one of them `process`).
//
// A few built-in modules cost milliseconds to load and are used only on paths a start rarely
// takes: commander's executable subcommands (child_process, which none of ours are), conf's
// encryption (crypto, never asked for), Ink's terminal-size fallback. Those are taken when first
// used: a namespace through a proxy that reads the module at each property, a named function
// through a function that calls it. Anything else of them (a class, a constant) is taken at once.
const LAZY_BUILTINS = new Set(['node:child_process', 'node:crypto']);
for (const file of [...Object.keys(result.metafile.outputs), ...Object.keys(rulesBuild.metafile.outputs)]) {
  if (!file.endsWith('.js')) continue;
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const taken = [];
  // Each import's line is left empty and the declarations join the first line, so source maps still match.
  const rest = text.replace(/^import (?:(\* as )?([\w$]+)|\{([^}]*)\}) from "(node:[\w/]+)";$/gm, (_, star, name, names, id) => {
    const take = `globalThis.process.getBuiltinModule(${JSON.stringify(id)})`;
    const lazy = LAZY_BUILTINS.has(id);
    if (name !== undefined) {
      taken.push(
        lazy
          ? `const ${name} = new Proxy({}, { get: (_, key) => ${take}[key], has: (_, key) => key in ${take} });`
          : `const ${name} = ${take};`,
      );
      return '';
    }
    const eager = [];
    for (const binding of names.split(',').map((n) => n.trim())) {
      if (binding === '') continue;
      const [, imported, local = imported] = /^([\w$]+)(?: as ([\w$]+))?$/.exec(binding);
      const value = lazy ? process.getBuiltinModule(id)[imported] : undefined;
      if (typeof value === 'function' && !/^[A-Z]/.test(imported))
        taken.push(`const ${local} = (...args) => ${take}.${imported}(...args);`);
      else eager.push(local === imported ? imported : `${imported}: ${local}`);
    }
    if (eager.length > 0) taken.push(`const { ${eager.join(', ')} } = ${take};`);
    return '';
  });
  const rewritten = taken.length === 0 ? text : `${taken.join(' ')} ${rest}`;
  if (/^import .* from "node:/m.test(rewritten)) throw new Error(`${file}: an import of a built-in module the build does not rewrite`);
  writeFileSync(path, rewritten);
}

for (const file of Object.keys(rulesBuild.metafile.outputs)) {
  if (file.endsWith('.js') && /\b(require|__require|__bcDirname)\b/.test(readFileSync(join(root, file), 'utf8')))
    throw new Error(`${file}: the rules bundle uses require() or __dirname, which its banner no longer gives`);
}

const inputs = new Set([...Object.keys(result.metafile.inputs), ...Object.keys(rulesBuild.metafile.inputs)]);
writeFileSync(`${root}/dist/THIRD-PARTY-NOTICES`, notices([...inputs]));

// For every module it loads, Node's loader looks for the package.json of the module's folder and
// then of each folder above, to learn whether .js is an ES module, and it remembers only the ones
// it finds: without one in each of the bundle's folders, a table's first frame asked for two
// missing files per chunk, over 550 failed opens in all (some 3% of its CPU time). Each folder
// now says what the project's own package.json says.
const { type } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
for (const folder of ['dist', 'dist/chunks', 'dist/games', 'dist/rules']) {
  writeFileSync(join(root, folder, 'package.json'), `${JSON.stringify({ type })}\n`);
}
