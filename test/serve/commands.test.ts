import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_ENV, runBin } from '../cli/run-bin.js';
import { sshExec, startServe, tempHome, type Served } from './harness.js';

// `ssh host rules …`, `check …` and `scores` answer as the local commands do: the same text and
// the same exit status, through the exec channel's exit-status.
describe('quick commands over SSH', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServe();
  });
  afterAll(async () => {
    await served?.stop();
  });

  const local = (args: string[]) => runBin(args, { ...PLAIN_ENV, BIG_CHICKEN_HOME: tempHome() });

  it.each([
    [['rules', 'henhouse'], 'rules henhouse', 0],
    [['rules', 'just-hatched', 'nonsense'], 'rules just-hatched nonsense', 2],
    [['check', 'just-hatched', 'O7 Y7', '--on', 'B7 G7'], 'check just-hatched "O7 Y7" --on "B7 G7"', 0],
    [['check', 'just-hatched', 'O7 Y8'], "check just-hatched 'O7 Y8'", 1],
    [['check', 'just-hatched', 'ZZ'], 'check just-hatched ZZ', 2],
    [['check', 'henhouse', 'BC3 BC4 BC5', '--json'], 'check henhouse "BC3 BC4 BC5" --json', 0],
    [['scores'], 'scores', 0],
  ])('%j answers as locally', async (args, command, status) => {
    const here = local(args);
    const there = await sshExec(served.port, 'ada', command);
    expect(here.status).toBe(status);
    expect(there.code).toBe(status);
    expect(there.stdout).toBe(here.stdout);
    expect(there.stderr).toBe(here.stderr);
  });

  it('refuses what it does not offer, with one line and exit 2', async () => {
    const unknown = await sshExec(served.port, 'ada', 'sim just-hatched');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^big-chicken: unknown command "sim"[^\n]*\n$/);
    const reset = await sshExec(served.port, 'ada', 'scores --reset --yes');
    expect(reset.code).toBe(2);
    const quote = await sshExec(served.port, 'ada', 'check just-hatched "O7');
    expect(quote.code).toBe(2);
    const badNew = await sshExec(served.port, 'ada', 'new just-hatched --players 9', true);
    expect(badNew.code).toBe(2);
    expect(badNew.stderr).toMatch(/takes 2 to 6 players/);
    const solo = await sshExec(served.port, 'ada', 'new clutch', true);
    expect(solo.code).toBe(2);
    // Over SSH there is no `big-chicken play` to run: the line says where the game is played instead.
    expect(solo.stderr).toMatch(/^big-chicken: .*Clutch.* is a solo game: it is not served here/);
    expect(solo.stderr).not.toContain('big-chicken play');
    const code = await sshExec(served.port, 'ada', 'join 123', true);
    expect(code.code).toBe(2);
    const none = await sshExec(served.port, 'ada', 'join KQTW', true);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/no table has the code KQTW/);
  });

  it('needs a terminal for tables, and says so', async () => {
    const r = await sshExec(served.port, 'ada', 'new just-hatched --players 4');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('big-chicken: the lobby and the tables need a terminal: connect with ssh -t\n');
    const help = await sshExec(served.port, 'ada', 'help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/ssh -t HOST join CODE/);
    expect(help.stdout).toMatch(/ssh -t HOST join CODE --seat TOKEN/);
    expect(help.stdout).toMatch(/--public/);
    expect(help.stdout).not.toMatch(/big-chicken (resume|scores|play)/);
  });

  it('logs each connection and command on one line', async () => {
    await served.waitLog(/connection \d+ from 127\.0\.0\.1:\d+\n/);
    await served.waitLog(/Ada ran check \(exit 2\)\n/);
  });
});
