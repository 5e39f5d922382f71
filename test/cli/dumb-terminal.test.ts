import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, requireBuild } from './run-bin.js';

beforeAll(requireBuild);

const dir = mkdtempSync(join(tmpdir(), 'big-chicken-dumb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the program on a real pseudo-terminal (util-linux `script`), typing `input`, and returns every byte it wrote and its status. */
function onTerminal(args: string, term: string, timeout = 20_000, input = '', columns?: number): { bytes: string; status: number | null } {
  const log = join(dir, `${term}-${args.replace(/\W+/g, '-')}.log`);
  const env: NodeJS.ProcessEnv = { ...process.env, TERM: term, BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0' };
  delete env.CI;
  const size = columns === undefined ? '' : `stty cols ${columns} rows 20; `;
  const r = spawnSync('script', ['-qefc', `${size}"${process.execPath}" "${BIN}" ${args}`, log], {
    env,
    encoding: 'utf8',
    timeout,
    input,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  return { bytes: readFileSync(log, 'utf8'), status: r.status };
}

/** What the program wrote, without the header and footer lines `script` adds. */
function written(bytes: string): string {
  return bytes
    .split('\n')
    .filter((line) => !line.startsWith('Script '))
    .join('\n');
}

describe('a terminal that cannot move the cursor (TERM=dumb)', () => {
  test.each([
    // Deal 7: a bot leads, so the game has moves to save when the person quits.
    ['play --players 4 --speed max --seed 7', 'Your game is saved. Bring it back with:'],
    // The solo game waits for its player's first move: quitting before it saves nothing.
    ['clutch --speed max', 'Nothing was played, so nothing was saved.'],
  ])('`big-chicken %s` plays in line mode, with no escape code', (args, closing) => {
    const { bytes, status } = onTerminal(args, 'dumb', 20_000, 'status\nquit\n');
    const text = written(bytes);
    expect(text).not.toContain('\u001b');
    expect(text).toContain('in line mode');
    expect(text).toContain('Your turn');
    expect(text).toContain(closing);
    expect(status).toBe(0);
  });

  test('line mode on a terminal narrower than 80 columns keeps its lines within it', () => {
    const { bytes, status } = onTerminal('play henhouse --players 4 --speed max --seed 7 --replace', 'dumb', 20_000, 'status\nquit\n', 50);
    const lines = written(bytes).split(/\r?\n/);
    expect(lines.some((l) => l.includes('Your turn'))).toBe(true);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(50);
    expect(lines.some((l) => l.length > 40)).toBe(true);
    expect(status).toBe(0);
  });

  test('`big-chicken resume` brings the saved game back in line mode', () => {
    // A game with a move played, left at the end of its input.
    const first = spawnSync(process.execPath, [BIN, 'play', '--plain', '--speed', 'max', '--seed', '5', '--replace'], {
      env: { ...process.env, BIG_CHICKEN_HOME: dir },
      input: '1\n',
      encoding: 'utf8',
    });
    expect(first.status).toBe(0);
    const { bytes, status } = onTerminal('resume', 'dumb', 20_000, 'quit\n');
    const text = written(bytes);
    expect(text).not.toContain('\u001b');
    expect(text).toMatch(/The saved game goes on after \d+ moves?\./);
    expect(status).toBe(0);
  });

  test('`big-chicken` alone says in one line how to play in lines instead of drawing the menu', () => {
    const { bytes, status } = onTerminal('', 'dumb');
    const text = written(bytes);
    expect(text).not.toContain('\u001b');
    expect(text).toContain('(TERM=dumb) cannot draw screens that redraw in place; play in line mode instead');
    expect(status).toBe(1);
  });

  test('the same command on an ordinary terminal draws the table (so the tests above can fail)', () => {
    const { bytes } = onTerminal('play --players 4 --watch --speed max --replace', 'xterm', 4_000);
    expect(bytes).toContain('\u001b');
  });
});
