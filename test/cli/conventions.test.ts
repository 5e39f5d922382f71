// The conventions a command-line program keeps: -V and -v, --color and --no-color, and help
// that fits 80 columns.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_ENV, ROOT, requireBuild, runBin } from './run-bin.js';

beforeAll(requireBuild);

const version = (JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string }).version;
const columns = (line: string) => [...line].length;

describe('conventions', () => {
  it.each([['-V'], ['-v'], ['--version'], ['-V', 'rules'], ['-v', 'rules']])('%s %s prints the version', (...args) => {
    const r = runBin(args);
    expect(r.stdout).toBe(`${version}\n`);
    expect(r.status).toBe(0);
  });

  it('--color colours even into a pipe; --no-color wins over FORCE_COLOR; NO_COLOR over --color', () => {
    const env: NodeJS.ProcessEnv = { ...PLAIN_ENV, NO_COLOR: '' };
    delete env.FORCE_COLOR;
    expect(runBin(['rules'], env).stdout).not.toContain('\x1b[');
    expect(runBin(['--color', 'rules'], env).stdout).toContain('\x1b[1m');
    expect(runBin(['rules', '--color'], env).stdout).toContain('\x1b[1m');
    expect(runBin(['rules', '--no-color'], { ...env, FORCE_COLOR: '3' }).stdout).not.toContain('\x1b[');
    expect(runBin(['rules', '--color'], { ...env, NO_COLOR: '1' }).stdout).not.toContain('\x1b[');
  });

  it('every help and usage line fits 80 columns', () => {
    const commands = ['play', 'clutch', 'resume', 'export', 'replay', 'rules', 'check', 'sim', 'scores', 'serve'];
    for (const args of [['--help'], ...commands.map((c) => [c, '--help'])]) {
      const r = runBin(args);
      expect(r.status, args.join(' ')).toBe(0);
      for (const line of r.stdout.split('\n')) expect(columns(line), `${args.join(' ')}: ${line}`).toBeLessThanOrEqual(80);
    }
  });
});

describe('big-chicken completion', () => {
  it('writes a bash script that completes commands, games and options', () => {
    const r = runBin(['completion', 'bash']);
    expect(r.status).toBe(0);
    const complete = (...words: string[]) => {
      const script = `${r.stdout}\nCOMP_WORDS=(${words.join(' ')}); COMP_CWORD=${words.length - 1}; _big_chicken; echo "\${COMPREPLY[*]}"`;
      return spawnSync('bash', ['-c', script], { encoding: 'utf8' }).stdout.trim();
    };
    expect(complete('big-chicken', 'pl')).toBe('play');
    expect(complete('big-chicken', 'play', 'he')).toBe('henhouse');
    expect(complete('big-chicken', 'sim', '--think-m')).toBe('--think-ms');
    expect(complete('big-chicken', 'serve', '--po')).toBe('--port');
  });

  it('writes zsh and fish scripts, and refuses another shell as a usage error', () => {
    expect(runBin(['completion', 'zsh']).stdout).toMatch(/^autoload -U \+X bashcompinit/);
    const fish = runBin(['completion', 'fish']).stdout;
    expect(fish).toContain("complete -c big-chicken -n '__fish_seen_subcommand_from play' -l players");
    const r = runBin(['completion', 'tcsh']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('big-chicken: completion takes bash, zsh or fish, got "tcsh"\n');
  });
});
