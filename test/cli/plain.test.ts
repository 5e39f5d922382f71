// Line mode (`--plain`) through real pipes: the built program, its stdin written line by line
// by a driver that reads the choices the program lists and picks one each time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, PLAIN_ENV, requireBuild } from './run-bin.js';

beforeAll(requireBuild);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function home(): string {
  const dir = mkdtempSync(join(tmpdir(), 'big-chicken-plain-'));
  dirs.push(dir);
  return dir;
}

/** The end of a run: its status and everything it printed. */
interface Ended {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly prompts: number;
}

function ended(child: ChildProcess, read: () => { stdout: string; stderr: string; prompts: number }): Promise<Ended> {
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, ...read() })));
}

/** A seeded random pick, so a failing game can be played again. */
function picker(seed: number): (n: number) => number {
  let x = seed || 1;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return 1 + (x % n);
  };
}

/**
 * Plays `args` in line mode, answering each of the person's prompts ("Your choices:", "Which
 * one?") with the number of a random listed choice; `stopAfter` prompts, the input is closed.
 */
function drive(args: readonly string[], dir: string, seed: number, stopAfter = Infinity): Promise<Ended> {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir }, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  let scanned = 0;
  let prompts = 0;
  const pick = picker(seed);
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    // The program writes a prompt whole, then waits: answer each heading once, from the list after it.
    if (!stdout.endsWith('\n')) return;
    const heading = /Your choices:|Which one\?/g;
    heading.lastIndex = scanned;
    for (let m = heading.exec(stdout); m; m = heading.exec(stdout)) {
      const after = stdout.slice(m.index + m[0].length);
      const list = after.split(/Your choices:|Which one\?/)[0] ?? '';
      const numbers = [...list.matchAll(/(?:^|[\s,])(\d+)\)/g)].map((x) => Number(x[1]));
      if (numbers.length === 0) break;
      // A choice listed with its consequences is taken only when it does not lose at once.
      const safe = [...list.matchAll(/^ {2}(\d+)\) (.*)$/gm)].filter((x) => !/YOU LOSE/.test(x[2] ?? '')).map((x) => Number(x[1]));
      scanned = m.index + m[0].length;
      prompts++;
      if (prompts > stopAfter) {
        child.stdin.end();
        return;
      }
      child.stdin.write(`${safe.length > 0 ? safe[pick(safe.length) - 1] : pick(Math.max(...numbers))}\n`);
    }
  });
  child.stdin.on('error', () => {
    // The program may end before the last answer is read.
  });
  return ended(child, () => ({ stdout, stderr, prompts }));
}

/** Every line fits 80 columns and no escape code or other control character is written. */
function expectPlainLines(text: string): void {
  // eslint-disable-next-line no-control-regex -- the test looks for control characters
  expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
  for (const line of text.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
}

describe('line mode through pipes', () => {
  test.each([
    ['Just Hatched for 4', ['play', '--players', '4'], 3],
    ['Henhouse for 3', ['play', 'henhouse', '--players', '3'], 4],
    ['the solo Clutch', ['clutch'], 5],
  ])('%s is played to the end by typed choices, and recorded', { timeout: 60_000 }, async (_name, args, seed) => {
    const dir = home();
    const r = await drive([...args, '--plain', '--speed', 'max', '--seed', String(seed)], dir, seed);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.prompts).toBeGreaterThan(1);
    expect(r.stdout).toContain('The game is over and recorded');
    expectPlainLines(r.stdout);
    const scores = spawnSync(process.execPath, [BIN, 'scores', '--json'], {
      env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
      encoding: 'utf8',
    });
    expect((JSON.parse(scores.stdout) as { records: unknown[] }).records).toHaveLength(1);
  });

  test('the end of the input saves the game, and resume --plain goes on from there', { timeout: 60_000 }, async () => {
    const dir = home();
    const first = await drive(['play', '--plain', '--speed', 'max', '--seed', '5'], dir, 1, 3);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/The input ended\. Your game is saved; bring it back with:\n {2}big-chicken resume \S+ --plain\n$/);
    const saved = (JSON.parse(readFileSync(join(dir, readSaved(dir)), 'utf8')) as { game: { steps: unknown[] } }).game;
    expect(saved.steps.length).toBeGreaterThanOrEqual(3);
    const again = await drive(['resume', '--plain'], dir, 2);
    expect(again.stdout).toContain(`The saved game goes on after ${saved.steps.length} moves.`);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('The game is over and recorded');
  });

  test('leaving before the game has a move says nothing was saved, and an earlier save of the game stays', () => {
    const dir = home();
    const run = (args: string[], input: string) =>
      spawnSync(process.execPath, [BIN, ...args], {
        env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
        input,
        encoding: 'utf8',
        timeout: 20_000,
      });
    // The solo game waits for its player's first move: the input ends before it.
    const solo = run(['play', 'clutch', '--plain', '--seed', '1'], '');
    expect(solo.status).toBe(0);
    expect(solo.stdout).toMatch(/The input ended\. Nothing was played, so nothing was saved\.\n$/);
    expect(run(['resume', 'clutch', '--plain'], '').status).toBe(1);
    // A Henhouse game saved after some moves; then a new deal whose first move is the person's, left at once.
    const before = run(['play', 'henhouse', '--plain', '--speed', 'max', '--seed', '3'], '1\n'.repeat(10) + 'quit\n');
    expect(before.stdout).toMatch(/Your game is saved\. Bring it back with:\n {2}big-chicken resume henhouse --plain\n$/);
    const kept = readFileSync(join(dir, readSaved(dir)), 'utf8');
    const left = run(['play', 'henhouse', '--plain', '--speed', 'max', '--seed', '7', '--replace'], 'quit\n');
    expect(left.status).toBe(0);
    expect(left.stdout).toMatch(/\nNothing was played, so nothing was saved\.\n$/);
    expect(readFileSync(join(dir, readSaved(dir)), 'utf8')).toBe(kept);
  });

  test('a line that is no move says why in one line and the game goes on', () => {
    const dir = home();
    const r = spawnSync(process.execPath, [BIN, 'play', '--plain', '--speed', 'max', '--seed', '5'], {
      env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
      input: 'Q9 Q9\n99\nhelp\nstatus\nquit\n',
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Not taken: "Q9" is not a card: .*\n/);
    expect(r.stdout).toContain('Not taken: There is no choice 99 (1 to ');
    expect(r.stdout).toContain('quit (q): leave; the game stays saved');
    // Deal 5 is led by the person, and no line was a move: nothing was saved, and nothing says so.
    expect(r.stdout).toMatch(/\nNothing was played, so nothing was saved\.\n$/);
    expectPlainLines(r.stdout);
  });

  test('a leader is offered no Cluck, and one typed is refused for what it is: the leader must lay', () => {
    const dir = home();
    // Seed 5: the person holds Big Red and leads the first Run.
    const r = spawnSync(process.execPath, [BIN, 'play', '--players', '4', '--plain', '--speed', 'max', '--seed', '5'], {
      env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
      input: 'help\nstatus\ncluck\nbogus\nc\nB7 B7\nquit\n',
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Player shows Big Red and leads the first Run.');
    // Nothing printed before the first refusal (choices, how to type, help) names a Cluck.
    const before = r.stdout.slice(r.stdout.indexOf('Your turn'), r.stdout.indexOf('Not taken'));
    expect(before).toContain('Your choices: 1) B7');
    expect(before).toContain('Type the cards to lay');
    expect(before.replace(/Cluckwise/g, '')).not.toMatch(/cluck/i);
    const refusals = r.stdout.match(/Not taken: [^\n]*(\n {2}[^\n]*)*/g) ?? [];
    expect(refusals.map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'Not taken: You lead this Run, so you must lay something. Type choices to list what you may do.',
      expect.stringMatching(/^Not taken: "bogus" is not a card: /),
      'Not taken: You lead this Run, so you must lay something. Type choices to list what you may do.',
      'Not taken: You do not hold those cards. Type choices to list what you may do.',
    ]);
    expectPlainLines(r.stdout);
  });

  test('Ctrl-C (SIGINT) leaves at once with the game saved, and --teach wants the drawn table', { timeout: 30_000 }, async () => {
    const dir = home();
    const child = spawn(process.execPath, [BIN, 'play', '--plain', '--speed', 'max', '--seed', '5'], {
      env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
      stdio: 'pipe',
    });
    let out = '';
    let moved = false;
    let stopped = false;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!moved && out.includes('Your choices:')) {
        moved = true;
        child.stdin.write('1\n');
      } else if (!stopped && /Player lays[\s\S]*Your choices:/.test(out)) {
        // Once: a second Ctrl-C while it leaves would end it by the signal itself.
        stopped = true;
        child.kill('SIGINT');
      }
    });
    const status = await new Promise((resolve) => child.on('close', resolve));
    expect(status).toBe(130);
    expect(out).toMatch(/Your game is saved\. Bring it back with:\n {2}big-chicken resume \S+ --plain\n$/);
    expect(readSaved(dir)).toMatch(/^saved-/);
    const teach = spawnSync(process.execPath, [BIN, 'play', '--plain', '--teach'], { env: PLAIN_ENV, encoding: 'utf8' });
    expect(teach.status).toBe(2);
    expect(teach.stderr).toBe('big-chicken: --teach needs the drawn table: line mode (--plain, TERM=dumb) has neither hints nor taunts\n');
  });

  test('an output closed early (| head) ends quietly', () => {
    const dir = home();
    const r = spawnSync('sh', ['-c', `yes 1 | "${process.execPath}" "${BIN}" play --plain --speed max --seed 5 | head -3`], {
      env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.stdout.split('\n')).toHaveLength(4);
    expect(r.stderr).toBe('');
  });

  test('an endless input (yes cluck) is read only as moves are wanted: memory stays bounded', { timeout: 30_000 }, async () => {
    const dir = home();
    const yes = spawn('yes', ['cluck'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const child = spawn(process.execPath, [BIN, 'play', '--plain', '--speed', 'max', '--seed', '5'], {
      env: { ...PLAIN_ENV, BIG_CHICKEN_HOME: dir },
      stdio: [yes.stdout, 'ignore', 'pipe'],
    });
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    let most = 0;
    for (let t = 0; t < 30; t++) {
      await new Promise((r) => setTimeout(r, 100));
      most = Math.max(most, rss());
    }
    child.kill('SIGTERM');
    yes.kill();
    const status = await new Promise((resolve) => child.on('close', resolve));
    // Leading a Run, cluck is refused line after line: the game waits, and reads no faster than it answers.
    expect(most).toBeLessThan(150 * 1024 * 1024);
    expect(status).toBe(143);
  });
});

function readSaved(dir: string): string {
  const names = (spawnSync('ls', [dir], { encoding: 'utf8' }).stdout ?? '').split('\n');
  const saved = names.find((n) => /^saved-.*\.json$/.test(n));
  if (!saved) throw new Error(`no saved game in ${names.join(' ')}`);
  return saved;
}
