#!/usr/bin/env node

// The bundle and the libraries in it are built for Node 22.12 and later: an older Node is told so
// in one line, before any of it is loaded (it would fail on syntax or a missing API instead).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  process.stderr.write(`big-chicken: needs Node 22.12 or later (this is Node ${process.versions.node})\n`);
  process.exit(1);
}
// Built-in modules through process.getBuiltinModule (Node 22.3 and later, so only after the check
// above): an ES import of one makes the loader read all its exports, which for node:fs loads
// parts (its promises, streams) that nothing here uses, at the cost of every start.
const { existsSync } = process.getBuiltinModule('node:fs');
const nodeModule = process.getBuiltinModule('node:module');

// --no-color and --color (anywhere before `--`) are read here, before anything colourful is
// imported, and taken out of the arguments: as FORCE_COLOR=0 and, when FORCE_COLOR is not
// set, FORCE_COLOR=1. chalk reads FORCE_COLOR but not NO_COLOR, which wins over both.
const end = process.argv.indexOf('--');
const flags = end === -1 ? process.argv : process.argv.slice(0, end);
if (flags.includes('--no-color')) process.env.FORCE_COLOR = '0';
else if (flags.includes('--color') && process.env.FORCE_COLOR === undefined) process.env.FORCE_COLOR = '1';
process.argv = process.argv.filter((a, i) => (end !== -1 && i >= end) || (a !== '--color' && a !== '--no-color'));
if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') process.env.FORCE_COLOR = '0';

// `rules [game] [topic]` with no option has a bundle of its own (one file, not the program's
// shared chunks): it starts faster. Everything else goes through the program.
// A clone installed without its build step (`--ignore-scripts`, `--omit=dev`) has no dist/.
const [, , first, ...rest] = process.argv;
const rulesOnly = first === 'rules' && rest.length <= 2 && rest.every((word) => !word.startsWith('-'));
const cli = new URL(rulesOnly ? '../dist/rules.js' : '../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  const tools = existsSync(new URL('../node_modules/esbuild/package.json', import.meta.url));
  process.stderr.write(`big-chicken: not built; run ${tools ? '' : '`npm install` then '}\`npm run build\`\n`);
  process.exit(1);
}
// Node keeps the bundle's compiled code in its compile cache (in the system's temporary folder,
// or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a later start skips
// compiling what did not change. A cache that cannot be written is skipped, never an error.
nodeModule.enableCompileCache();
await import(cli.href);
