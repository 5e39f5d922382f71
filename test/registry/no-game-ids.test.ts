// A game is its folder plus one line of the registry: no other file of src/ may name a game.
// This reads every source file and fails on any game's id (or its title words, e.g. "Just
// Hatched"), outside that game's own files and the registry itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
/** The catalog: the one file that lists the games. */
const REGISTRY = 'games/catalog.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** PascalCase or camelCase to kebab-case: JustHatchedScreen → just-hatched-screen, JhCard → jh-card. */
function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * A game's own files: a folder named after it (src/games/<id>/, src/ui/components/<id>/) or a
 * file whose name starts with its id or one of its short aliases (src/bots/<id>.ts,
 * src/ui/screens/<Id>Screen.tsx, src/ui/components/Jh*.tsx).
 */
function ownedBy(file: string, id: string, aliases: readonly string[]): boolean {
  const names = [id, ...aliases.filter((a) => /^[a-z]+$/.test(a) && a.length <= 3)];
  return file.split('/').some((segment) => {
    const base = kebab(segment.replace(/\.(ts|tsx)$/, ''));
    return names.some((n) => base === n || base.startsWith(`${n}-`));
  });
}

/** The id as a word, any case, its parts joined by - or a space ("just-hatched", "Just Hatched"). */
function spelling(id: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9])${id.split('-').join('[- ]')}(?![A-Za-z0-9-])`, 'i');
}

describe('no game is named outside its own files and the registry', () => {
  const files = sourceFiles(SRC).map((f) => relative(SRC, f).split('\\').join('/'));

  it('finds the source files and the games', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain(REGISTRY);
    expect(GAMES.length).toBeGreaterThanOrEqual(3);
  });

  it.each(GAMES.map((m) => [m.info.id, m.info.aliases] as const))('%s', (id, aliases) => {
    const pattern = spelling(id);
    const hits: string[] = [];
    for (const file of files) {
      if (file === REGISTRY || ownedBy(file, id, aliases)) continue;
      readFileSync(join(SRC, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (pattern.test(line)) hits.push(`src/${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(hits).toEqual([]);
  });

  it('the check would catch a stray id (it is not vacuous)', () => {
    expect(spelling('just-hatched').test("if (id === 'just-hatched')")).toBe(true);
    expect(spelling('just-hatched').test('e.g. "BIG CHICKEN: Just Hatched"')).toBe(true);
    expect(spelling('clutch').test('const clutchBot = 1')).toBe(false);
    expect(ownedBy('ui/screens/JustHatchedScreen.tsx', 'just-hatched', ['jh'])).toBe(true);
    expect(ownedBy('ui/components/JhCard.tsx', 'just-hatched', ['jh'])).toBe(true);
    expect(ownedBy('commands/sim.ts', 'clutch', ['solo'])).toBe(false);
  });
});
