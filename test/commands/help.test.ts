// Help and version through the whole program in this process; test/cli/conventions.test.ts
// runs the binary for what only a real process shows (-V answered before the program loads).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-bin.js';
import { buildProgram } from '../../src/program.js';
import { runMain } from './run-main.js';

const COMMANDS = ['play', 'clutch', 'resume', 'rules', 'check', 'sim', 'scores'];

describe('help and version (the program in process, no terminal)', () => {
  it('--version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string };
    const r = await runMain(['--version']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('--help lists every command', async () => {
    const r = await runMain(['--help']);
    expect(r.status).toBe(0);
    for (const c of COMMANDS) expect(r.stdout).toMatch(new RegExp(`^\\s+${c}\\b`, 'm'));
  });

  it('no arguments and no terminal prints the help instead of a menu', async () => {
    const r = await runMain([]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: big-chicken');
  });

  it("clutch --help speaks of the moves of every game, not of one card game's notation", async () => {
    const r = await runMain(['clutch', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/O7 Y7/);
    expect(r.stdout).toMatch(/as the choices\s+list\s+them, or by\s+their\s+number/);
    // Clutch has neither cards to lay nor a Cluck or a pass.
    expect(r.stdout).not.toMatch(/cluck|pass\b/);
  });

  it.each(COMMANDS)('%s --help shows its usage', async (command) => {
    const r = await runMain([command, '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Usage: big-chicken ${command}`);
  });

  // The commands whose help carries examples today (clutch, resume and scores have none yet).
  it.each(['play', 'rules', 'check', 'sim'])('%s --help shows examples', async (command) => {
    const r = await runMain([command, '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Usage: big-chicken ${command}`);
    expect(r.stdout).toMatch(new RegExp(`Examples:\\n\\s+big-chicken ${command}`));
  });

  it.each(['rules', 'check'])('every example in %s --help runs and succeeds', async (command) => {
    const help = (await runMain([command, '--help'])).stdout;
    const examples = help
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith(`big-chicken ${command}`))
      .map((l) => l.replace(/\s*\|.*$/, ''));
    expect(examples.length).toBeGreaterThan(1);
    for (const example of examples) {
      const r = await runMain(shellWords(example).slice(1));
      expect({ example, status: r.status, stderr: r.stderr }).toEqual({ example, status: 0, stderr: '' });
    }
  });
});

/** Splits a command line on spaces, keeping double-quoted parts together. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
}

describe('a solo game’s help lists only what it takes', () => {
  it('clutch --help leaves out the bot and the other games’ options', async () => {
    const r = await runMain(['clutch', '--help']);
    expect(r.status).toBe(0);
    for (const flag of ['--bots', '--think-ms', '--two-player', '--big-hands', '--players', '--taunt'])
      expect(r.stdout).not.toContain(flag);
    for (const flag of ['--seed', '--name', '--watch', '--teach', '--plain']) expect(r.stdout).toContain(flag);
    expect(r.stdout).toMatch(/--speed <speed>\s+with --watch, how fast the bot plays/);
  });

  it('play --help names the games the bot options are for', async () => {
    const r = await runMain(['play', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/--bots <levels?>\s+[a-z, -]*just-hatched[a-z, -]*: bot level/);
    expect(r.stdout).not.toMatch(/--bots <levels?>\s+[a-z, -]*clutch/);
  });
});

describe('the help of every command, byte for byte', () => {
  it.each(['', ...buildProgram().commands.map((c) => c.name())])('%s --help', async (command) => {
    const r = await runMain([...(command === '' ? [] : [command]), '--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    await expect(r.stdout).toMatchFileSnapshot(`./help/${command === '' ? 'big-chicken' : command}.txt`);
  });
});
