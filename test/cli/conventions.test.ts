// The conventions a command-line program keeps: -V and -v, --color and --no-color, and help
// that fits 80 columns.
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
