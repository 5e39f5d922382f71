// The catalog tells the command line what each game is before its code loads: every part it
// holds must be the very part the game's module holds, so `--help`, `rules` and `check` cannot
// say one thing while the loaded game does another.
import { describe, expect, it } from 'vitest';
import { CATALOG, findEntry } from '../../src/games/catalog.js';
import { GAMES, findGame } from '../../src/games/index.js';

describe('the catalog and the registry', () => {
  it('list the same games in the same order', () => {
    expect(CATALOG.map((e) => e.info.id)).toEqual(GAMES.map((m) => m.info.id));
  });

  it.each(CATALOG.map((e) => [e.info.id, e] as const))('%s: each part is the module’s own', async (id, entry) => {
    const module = await entry.load();
    expect(module).toBe(findGame(id));
    expect(entry.info).toBe(module.info);
    expect(entry.solo).toBe(module.solo);
    expect(entry.options).toBe(module.options);
    expect(entry.shortcut).toBe(module.shortcut);
    expect(entry.examples).toBe(module.examples);
    expect(await entry.loadRules()).toBe(module.rules);
    const check = module.check;
    expect(entry.check === undefined).toBe(check === undefined);
    if (check && entry.check) {
      expect(entry.check.summary).toBe(check.summary);
      expect(entry.check.subject).toBe(check.subject);
      expect(entry.check.options).toBe(check.options);
      expect(entry.check.examples).toBe(check.examples);
    }
    for (const name of [id, ...entry.info.aliases]) expect(findEntry(name.toUpperCase())).toBe(entry);
  });
});
