// Bad input and odd states answered in one line each, with the right exit status: in process, but
// for the line-mode game that makes a record (line mode reads stdin to its end).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { playGame, randomBot } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { openStore } from '../../src/store/index.js';
import { tempDir } from '../store/helpers.js';
import { runMainIn } from '../commands/run-main.js';
import { requireBuild, runIn } from './run-bin.js';

beforeAll(requireBuild);

function oneLine(text: string): void {
  expect(text.trimEnd().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/at .*\.js:\d+/);
}

describe('one line for each', () => {
  test('help with a word that is no command: one line, exit 2', async () => {
    for (const args of [
      ['help', 'bogus', 'bogus'],
      ['help', 'bogus'],
      ['help', 'play', 'extra'],
    ]) {
      const r = await runMainIn(tempDir(), args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      oneLine(r.stderr);
    }
    expect((await runMainIn(tempDir(), ['help', 'play'])).stdout).toMatch(/^Usage: big-chicken play/);
  });

  test('export -o with a 3000-character name does not echo it whole', async () => {
    const dir = tempDir();
    expect(runIn(dir, ['play', 'clutch', '--watch', '--plain', '--speed', 'max', '--seed', '3']).status).toBe(0);
    const name = 'x'.repeat(3000);
    const r = await runMainIn(dir, ['export', '1', '-o', name]);
    expect(r.status).toBe(1);
    oneLine(r.stderr);
    expect(r.stderr.length).toBeLessThan(200);
    expect(r.stderr).toContain('the name is too long');
  });

  test('export to a missing directory and replay of a directory say why in words, not error codes', async () => {
    const dir = tempDir();
    expect(runIn(dir, ['play', 'clutch', '--watch', '--plain', '--speed', 'max', '--seed', '3']).status).toBe(0);
    const missing = join(dir, 'nowhere', 'game.json');
    const out = await runMainIn(dir, ['export', '1', '-o', missing]);
    expect(out.status).toBe(1);
    expect(out.stderr).toBe(`big-chicken: could not write ${missing} (no such file or directory)\n`);
    const read = await runMainIn(dir, ['replay', dir]);
    expect(read.status).toBe(2);
    expect(read.stderr).toBe(`big-chicken: cannot read ${dir} (it is a directory)\n`);
  });

  test('serve --authorized-keys -- : one clear line, exit 2, nothing made', async () => {
    const dir = tempDir();
    const r = await runMainIn(dir, ['serve', '--authorized-keys', '--']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('big-chicken: --authorized-keys: there is no file "--" (give the file of public keys to let in)\n');
    expect(existsSync(join(dir, 'serve'))).toBe(false);
  });

  test('resume recording a game that had ended names its seats, not "Seat 0"', async () => {
    const dir = tempDir();
    const { game } = gameModule('henhouse');
    const done = playGame(game, { players: 4 }, [randomBot(), randomBot(), randomBot(), randomBot()], 8);
    const seats = ['Ada', 'Pip', 'Wren', 'Moss'].map((name, i) => ({ name, bot: i === 0 ? null : ('easy' as const) }));
    openStore({ dir }).saveGame({
      game: 'henhouse',
      options: { players: 4 },
      seed: 8,
      seats,
      speed: 'max',
      thinkMs: 50,
      steps: done.steps,
      savedAt: '2026-11-29T18:00:00.000Z',
    });
    const r = await runMainIn(dir, ['resume']);
    expect(r.status).toBe(0);
    oneLine(r.stdout);
    expect(r.stdout).toMatch(
      /^The saved game had already ended and is now recorded\. .*(Ada|Pip|Wren|Moss) (won|share the win); scores: Ada -?\d+, Pip -?\d+, Wren -?\d+, Moss -?\d+\.\n$/,
    );
    expect(r.stdout).not.toContain('Seat');
  });
});
