// A game is its folder plus one line of the registry: no other file of src/ may name a game.
// This reads every source file and fails on any game's id (or its title words, e.g. "Just
// Hatched") outside that game's folder, src/games/<id>/, and the registry itself.
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

/** A game's own files: those of its folder, src/games/<id>/ (its rules, bot, screen and words). */
function ownedBy(file: string, id: string): boolean {
  return file.startsWith(`games/${id}/`);
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

  it.each(GAMES.map((m) => m.info.id))('%s', (id) => {
    const pattern = spelling(id);
    const hits: string[] = [];
    for (const file of files) {
      if (file === REGISTRY || ownedBy(file, id)) continue;
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
    expect(ownedBy('games/just-hatched/ui/Screen.tsx', 'just-hatched')).toBe(true);
    expect(ownedBy('games/just-hatched/bot.ts', 'just-hatched')).toBe(true);
    // Ownership is the folder alone: a file named after the game elsewhere is not the game's.
    expect(ownedBy('ui/components/jh/jh-face.ts', 'just-hatched')).toBe(false);
    expect(ownedBy('bots/clutch.ts', 'clutch')).toBe(false);
    expect(ownedBy('games/henhouse/bot.ts', 'clutch')).toBe(false);
  });
});
