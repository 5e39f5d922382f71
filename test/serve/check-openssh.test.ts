import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_ENV, runBin } from '../cli/run-bin.js';
import { startServe, tempHome, type Served } from './harness.js';

// The real OpenSSH client joins the words of its command with spaces, so quotes given to it
// locally are gone by the time the server reads the line: `check` must read a lay, a hand and
// --on given as several words the same as one quoted word. Each command here runs through
// `ssh` against `big-chicken serve` on 127.0.0.1 and must answer byte for byte as the local
// program given the same words, exit status included.
describe('check over the OpenSSH client', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServe();
  });
  afterAll(async () => {
    await served?.stop();
  });

  /** `ssh … guest@127.0.0.1 WORDS…`: a guest login, no keys, no terminal. */
  const ssh = (words: readonly string[]) =>
    spawnSync(
      'ssh',
      [
        '-F',
        '/dev/null',
        '-p',
        String(served.port),
        '-o',
        'StrictHostKeyChecking=no',
        '-o',
        'UserKnownHostsFile=/dev/null',
        '-o',
        'LogLevel=ERROR',
        '-o',
        'PubkeyAuthentication=no',
        '-o',
        'PasswordAuthentication=no',
        '-o',
        'PreferredAuthentications=keyboard-interactive',
        'ada@127.0.0.1',
        ...words,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 },
    );
  const local = (words: readonly string[]) => runBin(words, { ...PLAIN_ENV, BIG_CHICKEN_HOME: tempHome() });

  it.each([
    // [the words given to ssh, the exit status]
    [['check', 'just-hatched', '--hand', 'O7 Y7 B8', '--on', 'G7'], 0],
    [['check', 'just-hatched', 'O7', 'Y7', '--on', 'B7', 'G7'], 0],
    [['check', 'just-hatched', 'O7 Y7', '--on', 'B7 G7', '--json', '--why'], 0],
    [['check', 'just-hatched', '--hand', 'O7 Y7 B8', '--on', 'G9', '--why'], 1],
    [['check', 'just-hatched', 'O9', '--on', 'D=Y9 D=G9'], 2],
    [['check', 'just-hatched', '--left', '7', '--penalty', '2', '--json'], 0],
    [['check', 'just-hatched', 'O9 Y9 G9 B9', '--players', '4', '--seat', '3', '--direction', 'counter'], 0],
    [['check', 'henhouse', '--hand', 'BC2 BC3 BC4', '--on', 'WE4 WE5 WE6', '--vermin', 'skunk'], 0],
    [['check', 'henhouse', '--left', 'BC3 WE5 *C', '--players', '4'], 0],
  ])('%j answers as locally', (words, status) => {
    const there = ssh(words);
    // What OpenSSH sends is the words joined by spaces: locally, the same words unquoted.
    const here = local(words.join(' ').split(' '));
    const quoted = local(words);
    expect(there.error).toBeUndefined();
    expect(here.status).toBe(status);
    expect(there.status).toBe(status);
    expect(there.stdout).toBe(here.stdout);
    expect(there.stderr).toBe(here.stderr);
    // And quoting changes nothing.
    expect(quoted.stdout).toBe(here.stdout);
    expect(quoted.status).toBe(here.status);
  });
});
