// What only a real process shows of `rules`: colour decided from its stdout and environment, and
// a closed pipe. Its text is tested in process in test/commands/rules-cli.test.ts.
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { BIN, PLAIN_ENV, requireBuild, runBin } from './run-bin.js';

beforeAll(requireBuild);

describe('big-chicken rules (built program, no terminal)', () => {
  it('prints no escape codes into a pipe even without NO_COLOR', () => {
    const env = { ...PLAIN_ENV };
    delete env.NO_COLOR;
    delete env.FORCE_COLOR;
    const r = runBin(['rules', 'clutch'], env);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('\u001b');
  });

  it('bolds headings into a pipe when FORCE_COLOR asks, and not when NO_COLOR is set too', () => {
    const env: NodeJS.ProcessEnv = { ...PLAIN_ENV, FORCE_COLOR: '1' };
    delete env.NO_COLOR;
    const forced = runBin(['rules', 'clutch'], env);
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('\u001b[1m');
    const refused = runBin(['rules', 'clutch'], { ...env, NO_COLOR: '1' });
    expect(refused.stdout).not.toContain('\u001b');
  });

  it('bolds headings on a terminal, and not with NO_COLOR there', () => {
    // `script` gives the program a pseudo-terminal as its stdout.
    const onTerminal = (env: NodeJS.ProcessEnv) =>
      spawnSync('script', ['-qec', `"${process.execPath}" "${BIN}" rules henhouse vermin`, '/dev/null'], { env, encoding: 'utf8' });
    const env: NodeJS.ProcessEnv = { ...PLAIN_ENV, TERM: 'xterm' };
    delete env.NO_COLOR;
    delete env.FORCE_COLOR;
    const title =
      GAMES.find((m) => m.info.id === 'henhouse')
        ?.rules.find((s) => s.topic === 'vermin')
        ?.title.toUpperCase() ?? 'no vermin topic';
    const coloured = onTerminal(env);
    expect(coloured.status).toBe(0);
    expect(coloured.stdout).toContain(`\u001b[1m${title}\u001b[22m`);
    const plain = onTerminal({ ...env, NO_COLOR: '1' });
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain(title);
    expect(plain.stdout).not.toContain('\u001b');
  });

  it('ends quietly when the reader of the pipe goes away first', () => {
    // `true` exits without reading, so the program writes into a closed pipe (EPIPE).
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" rules just-hatched | true`], {
      env: PLAIN_ENV,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
