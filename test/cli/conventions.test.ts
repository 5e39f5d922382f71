// The conventions a command-line program keeps that only a real process shows: -V and -v (answered
// before the program loads) and --color and --no-color (read before anything colourful is
// imported). Help within 80 columns and the completion scripts: test/commands/conventions.test.ts.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_ENV, ROOT, requireBuild, runBin } from './run-bin.js';

beforeAll(requireBuild);

const version = (JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string }).version;

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
});
