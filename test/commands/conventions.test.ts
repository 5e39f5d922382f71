// The conventions a command-line program keeps, through the whole program in this process: help
// that fits 80 columns, and shell completion. test/cli/conventions.test.ts runs the binary.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runMain } from './run-main.js';
import { buildProgram } from '../../src/program.js';

const columns = (line: string) => [...line].length;

describe('conventions', () => {
  it('every help and usage line fits 80 columns', async () => {
    const commands = ['play', 'clutch', 'resume', 'export', 'replay', 'rules', 'check', 'sim', 'scores', 'serve'];
    for (const args of [['--help'], ...commands.map((c) => [c, '--help'])]) {
      const r = await runMain(args);
      expect(r.status, args.join(' ')).toBe(0);
      for (const line of r.stdout.split('\n')) expect(columns(line), `${args.join(' ')}: ${line}`).toBeLessThanOrEqual(80);
    }
  });
});

describe('big-chicken completion', () => {
  it('writes a bash script that completes commands, games, options and their values', async () => {
    // The program as the binary builds it for `completion`: from the command's own name.
    const r = await runMain(['completion', 'bash'], {}, buildProgram('completion'));
    expect(r.status).toBe(0);
    const complete = (...words: string[]) => {
      const script = `${r.stdout}\nCOMP_WORDS=(${words.join(' ')}); COMP_CWORD=${words.length - 1}; _big_chicken; echo "\${COMPREPLY[*]}"`;
      return spawnSync('bash', ['-c', script], { encoding: 'utf8' }).stdout.trim();
    };
    expect(complete('big-chicken', 'pl')).toBe('play');
    expect(complete('big-chicken', 'play', 'he')).toBe('henhouse');
    expect(complete('big-chicken', 'sim', '--think-m')).toBe('--think-ms');
    expect(complete('big-chicken', 'serve', '--po')).toBe('--port');
    // After an option that takes a value: its choices, or a game.
    expect(complete('big-chicken', 'play', '--speed', 'f')).toBe('fast');
    expect(complete('big-chicken', 'export', '--saved', 'h')).toBe('henhouse');
    expect(complete('big-chicken', 'export', '--saved', '')).toBe('just-hatched henhouse clutch');
    // Not after an option without values.
    expect(complete('big-chicken', 'play', '--watch', '--sp')).toBe('--speed');
  });

  it('writes zsh and fish scripts, and refuses another shell as a usage error', async () => {
    expect((await runMain(['completion', 'zsh'])).stdout).toMatch(/^autoload -U \+X bashcompinit/);
    const fish = (await runMain(['completion', 'fish'], {}, buildProgram('completion'))).stdout;
    expect(fish).toContain("complete -c big-chicken -n '__fish_seen_subcommand_from play' -l players");
    expect(fish).toContain("complete -c big-chicken -n '__fish_seen_subcommand_from export' -l saved -a 'just-hatched henhouse clutch'");
    const r = await runMain(['completion', 'tcsh']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('big-chicken: completion takes bash, zsh or fish, got "tcsh"\n');
  });
});
