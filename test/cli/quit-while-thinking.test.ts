import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { justHatchedGame } from '../../src/games/just-hatched/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(root, 'bin/big-chicken.js');
const socket = `bc-quit-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const dir = mkdtempSync(join(tmpdir(), 'big-chicken-quit-'));

/** This test's own tmux server (its own socket); only it is ever killed. */
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, ok: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; screen:\n${tmux('capture-pane', '-p', '-t', 'table')}`);
    await sleep(20);
  }
}

beforeAll(() => {
  if (!existsSync(join(root, 'dist/cli.js'))) throw new Error('build first: node scripts/build.js');
});
afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // Already gone.
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('quitting while a hard bot thinks', () => {
  test('q y ends the process at once, though the bot may think for a minute', async () => {
    // A deal where a bot leads, so a search starts as soon as the table opens.
    let seed = 1;
    while (justHatchedGame.currentPlayer(justHatchedGame.setup({ players: 4 }, seed)) === 0) seed++;
    const command = [
      'exec',
      'env',
      '-u',
      'CI',
      process.execPath,
      BIN,
      'play',
      '--players',
      '4',
      '--bots',
      'hard',
      '--think-ms',
      '60000',
      '--speed',
      'fast',
      '--seed',
      String(seed),
    ].join(' ');
    tmux(
      '-f',
      '/dev/null',
      'new-session',
      '-d',
      '-s',
      'table',
      '-x',
      '100',
      '-y',
      '40',
      '-e',
      `BIG_CHICKEN_HOME=${dir}`,
      '-e',
      'FORCE_COLOR=0',
      command,
    );
    tmux('set-option', '-t', 'table', 'remain-on-exit', 'on');
    const screen = () => tmux('capture-pane', '-p', '-t', 'table');
    const dead = () => tmux('display-message', '-p', '-t', 'table', '#{pane_dead}').trim() === '1';
    await waitFor('a bot thinking', () => /thinking|…/.test(screen()) && screen().includes('seed'));
    // Past the move delay: the search is running now.
    await sleep(1500);
    expect(dead()).toBe(false);
    tmux('send-keys', '-t', 'table', 'q');
    await waitFor('the quit question', () => /quit|leave/i.test(screen()));
    tmux('send-keys', '-t', 'table', 'y');
    const asked = Date.now();
    await waitFor('the program to end', dead, 10_000);
    expect(Date.now() - asked).toBeLessThan(3000);
    // The bot was still thinking on the first move: nothing was played, and the program says so
    // (on the first line, which tmux's notice that the pane is dead may push just above the screen).
    const left = tmux('capture-pane', '-p', '-S', '-100', '-t', 'table');
    expect(left).toContain('Nothing was played, so nothing was saved.');
    // The table's frame is gone: the question just answered is not left on the terminal.
    expect(left).not.toMatch(/Leave the table|q quit/);
  });
});
