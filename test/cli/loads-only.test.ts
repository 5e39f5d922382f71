// A command loads only what it uses: `rules` and `check` of one game load that game's code and no
// other game's engine, nor the store; `--help` no engine; `--version` not even the command line
// library. The program is run with the module-load tracer and every file it loads is searched for
// the source paths esbuild writes above each bundled file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_ENV, requireBuild, runBin } from './run-bin.js';
import { bundledSources, TRACER } from './trace.js';

const builtinTracer = fileURLToPath(new URL('./fixtures/trace-builtins.mjs', import.meta.url));
let dir = '';

beforeAll(() => {
  requireBuild();
  dir = mkdtempSync(join(tmpdir(), 'big-chicken-only-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The source files bundled into what `args` loads, as esbuild names them ("src/store/index.ts"). */
function loadedSources(args: readonly string[]): string[] {
  const file = join(dir, `${args.join('_').replace(/[^a-z0-9_-]/gi, '')}.txt`);
  const r = runBin(args, { ...PLAIN_ENV, BIG_CHICKEN_TRACE_LOADS: file }, ['--import', TRACER]);
  expect([0, 1]).toContain(r.status);
  return bundledSources(file);
}

/** The built-in modules of Node that `args` loads, as Node lists them ("NativeModule child_process"). */
function loadedBuiltins(args: readonly string[]): string[] {
  const file = join(dir, `builtins-${args.join('_').replace(/[^a-z0-9_-]/gi, '')}.txt`);
  const r = runBin(args, { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir, BIG_CHICKEN_TRACE_BUILTINS: file }, ['--import', builtinTracer]);
  expect([0, 1]).toContain(r.status);
  return readFileSync(file, 'utf8').split('\n');
}

const engine = (id: string) => `src/games/${id}/rules.ts`;
const STORE = ['src/store/index.ts', 'node_modules/conf/dist/source/index.js'];
// The card code and the engine that the help's vermin list and starting flock once pulled in.
const CARD_CODE = [
  'src/games/henhouse/cards.ts',
  'src/games/clutch/cards.ts',
  'src/games/clutch/effects.ts',
  'src/engine/rng.ts',
  'src/engine/play.ts',
];

/** The behaviour files of commands/ among `sources`: each commands/<name>/ but its command.ts (name, options, help). */
const behaviour = (sources: readonly string[]) => sources.filter((s) => /^src\/commands\/[^/]+\//.test(s) && !s.endsWith('/command.ts'));

describe('a command loads only what it uses', () => {
  it('rules henhouse: its rules text, no engine of another game, no store, no command line library', () => {
    const sources = loadedSources(['rules', 'henhouse']);
    expect(sources).toContain('src/games/henhouse/rules-text.ts');
    expect(sources.filter((s) => s.startsWith('node_modules/commander/'))).toEqual([]);
    for (const other of [engine('just-hatched'), engine('clutch'), 'src/games/just-hatched/rules-text.ts', ...STORE, ...CARD_CODE])
      expect(sources).not.toContain(other);
  });

  it('rules henhouse: two files, its own bundle and the rules text of the game, none of the shared chunks', () => {
    const file = join(dir, 'rules-files.txt');
    runBin(['rules', 'henhouse'], { ...PLAIN_ENV, BIG_CHICKEN_TRACE_LOADS: file }, ['--import', TRACER]);
    const loaded = new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((url) => url.includes('/dist/')),
    );
    expect([...loaded].map((url) => url.replace(/^.*\/dist\//, '').replace(/-[A-Z0-9]+\.js$/, '.js')).sort()).toEqual([
      'rules.js',
      'rules/rules-text.js',
    ]);
  });

  it('rules just-hatched: no Henhouse nor Clutch, no store', () => {
    const sources = loadedSources(['rules', 'just-hatched', 'coops']);
    expect(sources).toContain('src/games/just-hatched/rules-text.ts');
    for (const other of [engine('henhouse'), engine('clutch'), 'src/games/henhouse/rules-text.ts', ...STORE])
      expect(sources).not.toContain(other);
  });

  it('check henhouse: its own engine only, no store', () => {
    const sources = loadedSources(['check', 'henhouse', 'BC3 BC4 BC5', '--on', 'WE4 WE5 WE6', '--vermin', 'skunk']);
    expect(sources).toContain(engine('henhouse'));
    for (const other of [engine('just-hatched'), engine('clutch'), ...STORE]) expect(sources).not.toContain(other);
    expect(behaviour(sources)).toEqual(['src/commands/check/check.ts']);
  });

  it('--help: no game engine, no store', () => {
    const sources = loadedSources(['--help']);
    expect(sources).toContain('node_modules/commander/lib/command.js');
    expect(sources).toContain('src/games/henhouse/vermin.ts');
    for (const other of [engine('just-hatched'), engine('henhouse'), engine('clutch'), ...STORE, ...CARD_CODE])
      expect(sources).not.toContain(other);
    // Every command's declaration, none of their behaviour.
    expect(sources.filter((s) => s.endsWith('/command.ts')).length).toBeGreaterThanOrEqual(10);
    expect(behaviour(sources)).toEqual([]);
  });

  it('rules with an option goes through the program and loads the rules command alone', () => {
    const sources = loadedSources(['rules', 'henhouse', '--help']);
    expect(behaviour(sources)).toEqual([]);
    const run = loadedSources(['rules', '--', 'henhouse']);
    expect(behaviour(run)).toEqual(['src/commands/rules/rules.ts']);
  });

  it('--version: not even the command line library', () => {
    const sources = loadedSources(['--version']);
    expect(sources.filter((s) => s.startsWith('node_modules/'))).toEqual([]);
    expect(sources.filter((s) => s.startsWith('src/games/'))).toEqual([]);
  });

  it('commander and conf leave child_process and crypto unloaded until they use them', () => {
    // commander spawns only executable subcommands (none here), conf encrypts only when asked.
    for (const args of [['--help'], ['check', 'henhouse', 'BC3 BC4 BC5', '--on', 'WE4 WE5 WE6'], ['scores']]) {
      const heavy = loadedBuiltins(args).filter((m) => /^NativeModule (child_process|crypto)$/.test(m));
      expect(heavy, args.join(' ')).toEqual([]);
    }
  });
});
