// A home with a saved game in it, made as a person makes one: line mode played a little, then left.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { tempDir } from '../store/helpers.js';
import { BIN, PLAIN_ENV } from './run-bin.js';

/** Runs the built program without a terminal, the store in `dir`, `input` on its stdin. */
export function typeIn(dir: string, args: readonly string[], input: string) {
  return spawnSync(process.execPath, [BIN, ...args], {
    env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
    input,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** A home with a saved Just Hatched game of deal 5 (some moves made, left at the end of its input); returns it and the save's text. */
export function homeWithSave(): { dir: string; saved: string } {
  const dir = tempDir();
  const first = typeIn(dir, ['play', '--plain', '--speed', 'max', '--seed', '5'], '1\n1\n');
  expect(first.status).toBe(0);
  return { dir, saved: readFileSync(join(dir, 'saved-just-hatched.json'), 'utf8') };
}
