// One lint configuration for the whole project: typescript-eslint's recommended rules, the React
// hooks rules for src/ui, the layers of src/ (below), and Prettier (see .prettierrc.json) for
// formatting, checked by `npm run lint`.
import { readdirSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The layers of src/, lowest first (src/README.md, "Layers"). A file may import its own layer
// and the layers below it, never one above; layers of one rank (a game's bot, line-mode words
// and screen; engine and platform) do not import each other, and no game imports another game.
// Each source file gets eslint's own no-restricted-imports with the import paths, as written from
// its folder, that would reach a layer it may not use.
const GAME_PART = /^games\/[^/]+\//;
const LAYERS = [
  ['engine', 0, (p) => p.startsWith('engine/')],
  ['platform', 0, (p) => p.startsWith('platform/')],
  ['bots (the search, no game)', 1, (p) => p.startsWith('bots/')],
  [
    'contracts (types the layers share)',
    2,
    (p) =>
      /^games\/(types|options|check-kit|words|rules-lines)\.ts$/.test(p) ||
      ['ui/types.ts', 'ui/layout.ts', 'table/types.ts', 'store/types.ts'].includes(p),
  ],
  ['ui kit', 3, (p) => /^ui\/(components|look|kit|hooks|card-table)\//.test(p) && p !== 'ui/hooks/use-table.ts'],
  ['a game: its module', 6, (p) => GAME_PART.test(p) && p.endsWith('/module.ts')],
  ['a game: its bot', 5, (p) => GAME_PART.test(p) && (p.endsWith('/bot.ts') || p.endsWith('/heuristic.ts'))],
  ['a game: its line-mode words', 5, (p) => GAME_PART.test(p) && p.endsWith('/plain.ts')],
  ['a game: its screen', 5, (p) => /^games\/[^/]+\/ui\//.test(p)],
  ['a game: its rules', 4, (p) => GAME_PART.test(p)],
  ["catalog (every game's entry)", 6, (p) => p === 'games/catalog.ts'],
  ['registry', 7, (p) => p === 'games/index.ts' || p === 'games/bots.ts'],
  ['store', 8, (p) => p.startsWith('store/')],
  ['review', 9, (p) => p.startsWith('review/')],
  ['teach', 10, (p) => p.startsWith('teach/')],
  ['table', 11, (p) => p.startsWith('table/')],
  ['plain', 12, (p) => p.startsWith('plain/')],
  ['ui (the app, its screens)', 13, (p) => p.startsWith('ui/')],
  ['serve', 14, (p) => p.startsWith('serve/')],
  ['commands', 15, (p) => p.startsWith('commands/')],
  ['program', 16, (p) => p === 'program.ts'],
  ['cli (the entry points)', 17, (p) => p === 'cli.ts' || p === 'rules-cli.ts'],
];
/** Layers whose code is pure: no I/O, no Math.random, no clock (bots/budget-clock.ts aside). */
const PURE = new Set(['engine', 'bots (the search, no game)', 'a game: its rules', 'a game: its bot']);
/** Files held to the same purity inside a layer that is not: the table's record of play. */
const PURE_FILES = new Set(['table/record.ts']);
const isPure = (layer, file) => PURE.has(layer) || PURE_FILES.has(file);

function layerOf(path) {
  const found = LAYERS.find(([, , test]) => test(path));
  if (!found) throw new Error(`eslint.config.js: src/${path} is in no layer; add it to LAYERS`);
  return found;
}

function sourceFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full, base);
    return /\.tsx?$/.test(name) ? [relative(base, full).split(sep).join('/')] : [];
  });
}

function mayImport(from, to) {
  const [a, rankA] = layerOf(from);
  const [b, rankB] = layerOf(to);
  const gameA = GAME_PART.exec(from)?.[0];
  const gameB = GAME_PART.exec(to)?.[0];
  if (gameA && gameB && gameA !== gameB) return false;
  return rankB < rankA || a === b;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex of the import paths, written from `file`'s folder, that reach a file `file` may not import. */
function forbiddenImports(file, files) {
  const dir = posix.dirname(file);
  const banned = new Set(files.filter((f) => f !== file && !mayImport(file, f)));
  if (banned.size === 0) return null;
  // Whole folders where every file is banned, else single files.
  const targets = [];
  const covered = new Set();
  for (const f of [...banned].sort()) {
    if (covered.has(f)) continue;
    let top = null;
    for (let d = posix.dirname(f); d !== '.' && !`${dir}/`.startsWith(`${d}/`); d = posix.dirname(d)) {
      if (files.every((g) => !g.startsWith(`${d}/`) || banned.has(g))) top = d;
    }
    if (top) {
      targets.push(`${escape(rel(dir, top))}/`);
      for (const g of files) if (g.startsWith(`${top}/`)) covered.add(g);
    } else targets.push(`${escape(rel(dir, f.replace(/\.tsx?$/, '')))}\\.(js|jsx|ts|tsx)$`);
  }
  return `^(${targets.join('|')})`;
}

function rel(from, to) {
  const r = posix.relative(from, to);
  return r.startsWith('.') ? r : `./${r}`;
}

const NODE_IO = '^(node:.*|fs|fs/promises|path|os|child_process|worker_threads|net|http|https|crypto|perf_hooks|process|readline|tty)$';

/** A screen's text is spelt for the look before Ink measures it: Ink's Text only through the kit's. */
const INK_TEXT = {
  name: 'ink',
  importNames: ['Text'],
  message: 'Text comes from ui/kit/text.tsx, which spells it for the look before Ink measures it.',
};

function layerRules(root) {
  const src = join(root, 'src');
  const files = sourceFiles(src);
  return files.map((file) => {
    const [layer] = layerOf(file);
    const patterns = [];
    const forbidden = forbiddenImports(file, files);
    if (forbidden)
      patterns.push({
        regex: forbidden,
        message: `imports upward: ${layer} may import only its own layer and the ones below it (src/README.md, "Layers").`,
      });
    if (isPure(layer, file)) patterns.push({ regex: NODE_IO, message: `${layer} is pure: no I/O (src/README.md, "Layers").` });
    const config = { files: [`src/${file}`], rules: {} };
    const paths = file === 'ui/kit/text.tsx' ? [] : [INK_TEXT];
    if (patterns.length > 0 || paths.length > 0) config.rules['no-restricted-imports'] = ['error', { paths, patterns }];
    const syntax = [];
    // no-restricted-imports reads no import(): the same paths, for a lazy import. (A selector's
    // regex may hold no slash: \x2F stands for each.)
    // A game's entry (what the command line reads before the game is loaded) is the one door to
    // its module: it may load its own module lazily, and nothing else above it.
    const lazyForbidden = /^games\/[^/]+\/entry\.ts$/.test(file)
      ? forbiddenImports(
          file,
          files.filter((f) => f !== file.replace(/entry\.ts$/, 'module.ts')),
        )
      : forbidden;
    if (lazyForbidden) {
      syntax.push({
        selector: `ImportExpression[source.value=/${lazyForbidden.replaceAll('/', '\\x2F')}/]`,
        message: `imports upward, lazily: ${layer} may import only its own layer and the ones below it (src/README.md, "Layers").`,
      });
    }
    if (isPure(layer, file) && file !== 'bots/budget-clock.ts') {
      const pure = `${layer} is pure: randomness comes from the seeded Rng, time only from bots/budget-clock.ts.`;
      config.rules['no-restricted-properties'] = [
        'error',
        { object: 'Math', property: 'random', message: pure },
        { object: 'Date', property: 'now', message: pure },
        { object: 'performance', property: 'now', message: pure },
      ];
      syntax.push(
        { selector: "NewExpression[callee.name='Date']", message: pure },
        { selector: "CallExpression[callee.name='Date']", message: pure },
      );
      config.rules['no-restricted-globals'] = ['error', { name: 'process', message: `${layer} is pure: no process state.` }];
    }
    if (syntax.length > 0) config.rules['no-restricted-syntax'] = ['error', ...syntax];
    return config;
  });
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'scripts/stubs/', '.cache/'] },
  js.configs.recommended,
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.js', 'bin/**/*.js', 'test/**/*.mjs', 'eslint.config.js'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'URL',
          'setTimeout',
          'clearTimeout',
          'setImmediate',
          'setInterval',
          'clearInterval',
          'performance',
          'Buffer',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  ...layerRules(fileURLToPath(new URL('.', import.meta.url))),
);
