import { afterAll, describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { seatTokenOf, tableFile } from './driver.js';
import { codeOf, openScreen, sleep, sshExec, startServe, tableLeftToBots, type Served } from './harness.js';

/** Resolves once table `code`'s saved steps grow past `count`. */
async function moves(home: string, code: string, count: number, ms = 20_000): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const n = tableFile(home, code)?.steps.length ?? 0;
    if (n > count) return n;
    if (Date.now() > deadline) throw new Error(`table ${code} did not move past ${count} steps`);
    await sleep(50);
  }
}

// Faults in one session never take the server down or disturb other tables; stopping the
// server tells every player and saves every table, and the next start brings them back.
describe('serve faults', () => {
  let served: Served | null = null;
  afterAll(async () => {
    await served?.stop();
  });

  it('survives garbage, a 10x3 terminal, no PTY, a vanished client and Ctrl-C; a stop saves and a restart restores', async () => {
    served = await startServe();
    const home = served.home;
    // Another table, left by its player (a bot plays for her) and watched: it plays on by itself.
    const { code: other, watcher: gil } = await tableLeftToBots(served);

    const ada = await openScreen(served.port, 'ada', 'new henhouse --players 3 --speed fast', 100, 40);
    await ada.waitFor(/code: [A-Z]+/);
    const code = codeOf(ada.bytes());
    const bob = await openScreen(served.port, 'bob', `join ${code}`, 80, 24);
    await bob.waitFor(/Bob \(you\)/);
    await sleep(150);
    ada.keys('s');
    // The table itself: the waiting room's title says "Henhouse" too, and its q leaves at once.
    await bob.waitFor(/Round 1 of 4/);

    // Garbage on the table's channel: the same 600 bytes every run, less q, Q and Ctrl-C (keys that
    // leave, or might), which would end Bob's session as asked; then Esc closes whatever it opened
    // (help, rules, a question), and a terminal squeezed to 10x3 and back draws the table again.
    const rng = Rng.fromSeed(600);
    const garbage = Array.from({ length: 600 }, () => rng.int(256)).filter((b) => b !== 0x71 && b !== 0x51 && b !== 0x03);
    bob.keys(String.fromCharCode(...garbage));
    await sleep(300);
    bob.keys('\x1b');
    await sleep(150);
    bob.keys('\x1b');
    bob.resize(10, 3);
    await sleep(300);
    const mark = bob.mark();
    bob.resize(80, 24);
    await bob.waitFor(/q leave {3}table/, 10_000, mark);

    // A shell with no PTY gets one line, not a table.
    const bare = await sshExec(served.port, 'cy', 'lobby');
    expect(bare.code).toBe(1);
    expect(bare.stderr).toMatch(/need a terminal/);

    // A client that vanishes without a word.
    const dan = await openScreen(served.port, 'dan', null);
    await dan.waitFor(/BIG CHICKEN tables/);
    (dan.client as unknown as { _sock: { destroy(): void } })._sock.destroy();

    // Ctrl-C leaves that session only (status 0, as leaving with q): in the lobby, at a table
    // reached from it, and watching.
    const fay = await openScreen(served.port, 'fay', `watch ${other}`);
    await fay.waitFor(/Watching table/);
    await sleep(150);
    fay.keys('\x03');
    expect(await fay.ended).toBe(0);
    const hal = await openScreen(served.port, 'hal', null);
    await hal.waitFor(/BIG CHICKEN tables/);
    await sleep(150);
    hal.keys('\x03');
    expect(await hal.ended).toBe(0);
    const ivy = await openScreen(served.port, 'ivy', null);
    await ivy.waitFor(/BIG CHICKEN tables/);
    await sleep(150);
    ivy.keys('w');
    await ivy.waitFor(/Watching table|has not started/);
    await sleep(150);
    ivy.keys('\x03');
    expect(await ivy.ended).toBe(0);

    // The other table plays on, and the server still answers.
    const at = tableFile(home, other)?.steps.length ?? 0;
    await moves(home, other, at);
    expect((await sshExec(served.port, 'gus', 'help')).code).toBe(0);
    expect(served.log()).not.toMatch(/error:/);

    // Stopping: every player is told, every table saved.
    const steps = tableFile(home, code)?.steps.length ?? -1;
    const adaToken = seatTokenOf(home, code, 0);
    expect(await served.stop('SIGTERM')).toBe(0);
    for (const s of [ada, bob, gil]) {
      await s.waitFor(/the server is stopping; every table is saved/);
      expect(await s.ended).toBe(1);
    }
    expect(tableFile(home, code)?.phase).toBe('playing');
    expect(tableFile(home, code)?.steps.length).toBeGreaterThanOrEqual(steps);

    // The next start brings the tables back; Ada takes her seat again.
    served = await startServe([], home);
    await served.waitLog(/2 tables brought back from the last run/);
    const back = await openScreen(served.port, 'ada', `join ${code} --seat ${adaToken}`, 100, 40);
    await back.waitFor(/Henhouse/);
    await back.waitFor(/q leave {3}table/);
    await sleep(150);
    back.keys('q');
    await back.waitFor(/Leave the table\?/);
    await sleep(150);
    back.keys('y');
    expect(await back.ended).toBe(0);
  }, 120_000);
});
