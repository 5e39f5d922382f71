// The layers of src/ are held by the lint (eslint.config.js, src/README.md "Layers"): a copy of
// the tree with one file added that breaks them fails eslint, and one that keeps them passes.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let copy = '';

/** The messages eslint gives the copy's `files`, as "file:line rule". */
async function problems(files: readonly string[]): Promise<string[]> {
  const eslint = new ESLint({ cwd: copy, overrideConfigFile: join(copy, 'eslint.config.js') });
  const results = await eslint.lintFiles(files.map((f) => join(copy, f)));
  return results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(copy.length + 1)}:${m.line} ${m.ruleId ?? m.message}`));
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'big-chicken-layers-'));
  cpSync(join(ROOT, 'src'), join(copy, 'src'), { recursive: true });
  cpSync(join(ROOT, 'eslint.config.js'), join(copy, 'eslint.config.js'));
  cpSync(join(ROOT, 'package.json'), join(copy, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const add = (file: string, text: string) => writeFileSync(join(copy, file), text);
  // Upward imports.
  add('src/engine/x.ts', "import App from '../ui/App.js';\nexport const x = App;\n");
  add('src/bots/x.ts', "import { clutchGame } from '../games/clutch/rules.js';\nexport const x = clutchGame;\n");
  add('src/games/clutch/x.ts', "import Screen from './ui/Screen.js';\nexport const x = Screen;\n");
  add('src/games/clutch/y.ts', "import { GAMES } from '../index.js';\nexport const y = GAMES;\n");
  add('src/games/henhouse/ui/x.ts', "import { henhouseBot } from '../bot.js';\nexport const x = henhouseBot;\n");
  add('src/games/henhouse/x.ts', "import { clutchGame } from '../clutch/rules.js';\nexport const x = clutchGame;\n");
  add('src/ui/components/x.ts', "import { platformKeys } from '../screens/Table.js';\nexport const x = platformKeys;\n");
  add('src/store/x.ts', "import { openTable } from '../table/index.js';\nexport const x = openTable;\n");
  add('src/engine/lazy.ts', "export const lazy = () => import('../ui/App.js');\n");
  // Impure code in the pure layers.
  add('src/games/clutch/z.ts', 'export const z = (): number => Math.random();\n');
  add('src/engine/y.ts', "import { readFileSync } from 'node:fs';\nexport const y = () => [readFileSync, Date.now(), new Date()];\n");
  add('src/bots/y.ts', 'export const y = (): number => performance.now();\n');
  // Imports that keep the order.
  add(
    'src/games/clutch/ui/ok.ts',
    "import { useLook } from '../../../ui/look/index.js';\nimport { clutchGame } from '../rules.js';\nexport const ok = [useLook, clutchGame];\n",
  );
  add('src/commands/ok.ts', "import App from '../ui/App.js';\nexport const ok = App;\n");
  add('src/games/clutch/ok.ts', "import { Rng } from '../../engine/index.js';\nexport const ok = Rng.fromSeed(1).next();\n");
}, 60_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the lint holds the layers', () => {
  it('fails on a file of src/engine/ importing src/ui/App.tsx', async () => {
    expect(await problems(['src/engine/x.ts'])).toEqual(['src/engine/x.ts:1 no-restricted-imports']);
  }, 60_000);

  it('fails on every other upward import: bots/ to a game, a game to its screen, the registry or another game, its screen to its bot, the kit to a screen, the store to the table', async () => {
    const files = [
      'src/bots/x.ts',
      'src/games/clutch/x.ts',
      'src/games/clutch/y.ts',
      'src/games/henhouse/ui/x.ts',
      'src/games/henhouse/x.ts',
      'src/ui/components/x.ts',
      'src/store/x.ts',
    ];
    expect((await problems(files)).sort()).toEqual(files.map((f) => `${f}:1 no-restricted-imports`).sort());
  }, 60_000);

  it('fails on an upward import() too', async () => {
    expect(await problems(['src/engine/lazy.ts'])).toEqual(['src/engine/lazy.ts:1 no-restricted-syntax']);
  }, 60_000);

  it("fails on Math.random in a game's rules, and on I/O or a clock in the engine and the search", async () => {
    expect(await problems(['src/games/clutch/z.ts'])).toEqual(['src/games/clutch/z.ts:1 no-restricted-properties']);
    expect(await problems(['src/engine/y.ts'])).toEqual([
      'src/engine/y.ts:1 no-restricted-imports',
      'src/engine/y.ts:2 no-restricted-properties',
      'src/engine/y.ts:2 no-restricted-syntax',
    ]);
    expect(await problems(['src/bots/y.ts'])).toEqual(['src/bots/y.ts:1 no-restricted-properties']);
  }, 60_000);

  it('passes imports down the layers, and the budget clock, the one clock the search may read', async () => {
    expect(readFileSync(join(copy, 'src/bots/budget-clock.ts'), 'utf8')).toContain('performance.now()');
    expect(
      await problems(['src/games/clutch/ui/ok.ts', 'src/commands/ok.ts', 'src/games/clutch/ok.ts', 'src/bots/budget-clock.ts']),
    ).toEqual([]);
  }, 60_000);
});
