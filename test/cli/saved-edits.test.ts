import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SavedGame } from '../../src/store/index.js';
import { BIN, requireBuild } from './run-bin.js';

beforeAll(requireBuild);

const homes: string[] = [];
afterAll(() => {
  for (const dir of homes) rmSync(dir, { recursive: true, force: true });
});

function home(saved: SavedGame): string {
  const dir = mkdtempSync(join(tmpdir(), 'big-chicken-edits-'));
  homes.push(dir);
  writeFileSync(join(dir, `saved-${saved.game}.json`), JSON.stringify({ version: 1, game: saved }));
  return dir;
}

function resume(dir: string) {
  const r = spawnSync(process.execPath, [BIN, 'resume'], {
    encoding: 'utf8',
    env: { ...process.env, BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' },
    timeout: 20_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function henhouse(seats: SavedGame['seats']): SavedGame {
  return {
    game: 'henhouse',
    options: { players: 4 },
    seed: 7,
    seats,
    speed: 'fast',
    thinkMs: 50,
    steps: [],
    savedAt: '2026-11-29T18:00:00.000Z',
  };
}

describe('a saved game edited by hand', () => {
  test('seats that do not match the player count are refused in one line, not opened as a frozen table', () => {
    const dir = home(
      henhouse([
        { name: 'Ada', bot: null },
        { name: 'Pip', bot: 'easy' },
        { name: 'Wren', bot: 'easy' },
      ]),
    );
    const r = resume(dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^big-chicken: the saved game cannot be opened \(it has 3 seats for 4 players\); kept it as .*saved-henhouse\.unplayable-.*\.json\n$/,
    );
    expect(existsSync(join(dir, 'saved-henhouse.json'))).toBe(false);
    expect(readdirSync(dir).some((f) => f.startsWith('saved-henhouse.unplayable-'))).toBe(true);
  });

  test('a name holding escape sequences is refused, and no escape code is printed', () => {
    const seats = [
      { name: 'Ada\u001b[2J\u001b]0;owned\u0007', bot: null },
      ...['Pip', 'Wren', 'Moss'].map((name) => ({ name, bot: 'easy' as const })),
    ];
    const r = resume(home(henhouse(seats)));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^big-chicken: the saved game cannot be opened \(a seat's name holds control characters\); kept it as .*\n$/);
    expect(r.stderr).not.toContain('\u001b');
    expect(r.stderr).not.toContain('\u0007');
  });
});

describe('play --think-ms', () => {
  test('is bounded as sim is: a value past 60000 is a usage error, before any table opens', () => {
    const r = spawnSync(process.execPath, [BIN, 'play', '--think-ms', '99999999999'], { encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('big-chicken: --think-ms must be a whole number from 1 to 60000, got 99999999999\n');
  });
});
