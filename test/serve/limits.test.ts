import { writeFileSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, keyPair, openScreen, sleep, sshExec, startServe, tempHome, type Served } from './harness.js';

// Each limit refuses what it should, with one line to the client and one in the log.
describe('serve limits', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServe([
      '--max-connections-per-ip',
      '4',
      '--max-sessions',
      '1',
      '--max-tables',
      '2',
      '--max-tables-per-player',
      '1',
      '--input-rate',
      '64',
      '--lobby-timeout',
      '2',
    ]);
  });
  afterAll(async () => {
    await served?.stop();
  });

  it('closes a lobby left idle, with one line', async () => {
    const s = await openScreen(served.port, 'idle', null);
    await s.waitFor(/BIG CHICKEN tables/);
    await s.waitFor(/no key in the lobby for 2 s: closing/, 6000);
    expect(await s.ended).toBe(1);
    await served.waitLog(/Idle's session closed: idle in the lobby for 2 s/);
  });

  it('closes a session that sends input faster than its rate', async () => {
    const s = await openScreen(served.port, 'flood', null);
    await s.waitFor(/BIG CHICKEN tables/);
    s.keys('j' + 'x'.repeat(200));
    await s.waitFor(/input faster than 64 bytes a second: closing this session/);
    expect(await s.ended).toBe(1);
    await served.waitLog(/Flood sent input faster than 64 bytes\/s/);
  });

  it('drops a connection that does not log in in time', async () => {
    // A server of its own: a one-second limit on logging in would also cut this file's other
    // logins, several at once, whenever the machine is busy enough to slow them.
    const strict = await startServe(['--handshake-timeout', '1']);
    try {
      const socket = netConnect(strict.port, '127.0.0.1');
      socket.on('data', () => {});
      const closed = await new Promise<number>((resolve) => {
        const t0 = Date.now();
        socket.on('close', () => resolve(Date.now() - t0));
        socket.on('error', () => {});
      });
      expect(closed).toBeLessThan(4000);
      await strict.waitLog(/no login within 1 s \(handshake timeout\); closed/);
    } finally {
      await strict.stop();
    }
  });

  it('refuses a second session of one player, a second table, and tables past the server limit', async () => {
    const ada = await openScreen(served.port, 'ada', null);
    await ada.waitFor(/BIG CHICKEN tables/);
    const again = await sshExec(served.port, 'ada', 'help');
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('big-chicken: you have 1 session open already (the most one player may have)\n');
    // A table opened from the lobby, started and left: it stays open (Ada is away from it).
    ada.keys('n');
    await ada.waitFor(/A new table/);
    await sleep(150);
    ada.keys('\r');
    await ada.waitFor(/code: [A-Z]+/);
    await sleep(150);
    ada.keys('s');
    await ada.waitFor(/Round 1 of 5/);
    await sleep(150);
    ada.keys('q');
    await ada.waitFor(/Leave the table\?/);
    await sleep(150);
    let mark = ada.mark();
    ada.keys('y');
    await ada.waitFor(/BIG CHICKEN tables/, 10_000, mark);
    await sleep(150);
    mark = ada.mark();
    ada.keys('n');
    await ada.waitFor(/A new table/, 10_000, mark);
    await sleep(150);
    ada.keys('\r');
    await ada.waitFor(/you have 1 table open already/, 10_000, mark);
    // Bob opens the server's second table; Cy finds the server full.
    const bob = await openScreen(served.port, 'bob', 'new henhouse --players 3');
    await bob.waitFor(/code: [A-Z]+/);
    const cy = await sshExec(served.port, 'cy', 'new just-hatched', true);
    expect(cy.code).toBe(1);
    expect(cy.stderr).toMatch(/^big-chicken: the server has its most tables open \(2\); try again later\r?\n$/);
    ada.close();
    bob.close();
    await Promise.all([ada.ended, bob.ended]);
    await served.waitLog(/connection \d+ closed \(Bob\)/);
    await served.waitLog(/Cy refused a new table/);
  });

  it('refuses connections past the limit of one address', async () => {
    const held = await Promise.all([1, 2, 3, 4].map((i) => connect(served.port, `held${i}`)));
    const fifth = await sshExec(served.port, 'dee', 'help');
    expect({ code: fifth.code, log: served.log().slice(-1500) }).toMatchObject({ code: 1 });
    expect(fifth.stderr).toBe('big-chicken: too many connections from 127.0.0.1 (at most 4 at once)\n');
    await served.waitLog(/refused 127\.0\.0\.1:\d+: too many connections from 127\.0\.0\.1/);
    for (const c of held) c.end();
  });
});

describe('serve access settings', () => {
  it('with --password: wrong ones slow down that name from that address step by step, and lock nobody out', async () => {
    const served = await startServe(['--password', 'hen-party', '--max-failed-logins', '2', '--login-pause', '2']);
    const exec = async (user: string, password: string) => {
      const c = await connect(served.port, user, { password, tryKeyboard: false });
      try {
        return await new Promise<number | null>((resolve) => {
          c.exec('help', (_error, stream) => {
            let code: number | null = null;
            stream.on('data', () => {});
            stream.stderr.on('data', () => {});
            stream.on('exit', (n: number) => (code = n));
            stream.on('close', () => resolve(code));
          });
        });
      } finally {
        c.end();
      }
    };
    try {
      expect(await exec('ada', 'hen-party')).toBe(0);
      for (const guess of ['wrong1', 'wrong2', 'wrong3', 'wrong4']) {
        await expect(connect(served.port, 'mallory', { password: guess, tryKeyboard: false })).rejects.toThrow(
          /authentication methods failed/,
        );
      }
      // The first two are answered at once, then each waits longer, up to --login-pause.
      await served.waitLog(/wrong password for mallory\n/);
      await served.waitLog(/wrong password for mallory; answered after 1000 ms \(3 failed logins of this name\)/);
      await served.waitLog(/wrong password for mallory; answered after 2000 ms \(4 failed logins of this name\)/);
      // Nobody is locked out: a friend at the same address logs in at once; Mallory's right password
      // is let in too, but only after the slowed name's wait, so a guess cut short tells nothing.
      expect(await exec('ada', 'hen-party')).toBe(0);
      const started = Date.now();
      expect(await exec('mallory', 'hen-party')).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
      await served.waitLog(/password for mallory answered after 2000 ms \(its name is being slowed\)/);
      expect(served.log()).not.toMatch(/paused|too many failed logins/);
      // Logged in, Mallory's failures are forgotten: a wrong password is answered at once again.
      await expect(connect(served.port, 'mallory', { password: 'wrong5', tryKeyboard: false })).rejects.toThrow();
      // Two answered at once before, and this one.
      await served.waitLog(/(?:wrong password for mallory\n[\s\S]*){3}/);
    } finally {
      await served.stop();
    }
  });

  it('with --authorized-keys: only those keys log in, and the key is the identity', async () => {
    const home = tempHome();
    const friend = keyPair();
    const stranger = keyPair();
    const file = join(home, 'friends.pub');
    writeFileSync(file, `# friends\n${friend.public}\n`);
    const served = await startServe(['--authorized-keys', file], home);
    try {
      const c = await connect(served.port, 'ada', { privateKey: friend.private, tryKeyboard: false });
      c.end();
      await served.waitLog(/Ada logged in \(SHA256:/);
      await expect(connect(served.port, 'eve', { privateKey: stranger.private, tryKeyboard: false })).rejects.toThrow();
      await expect(connect(served.port, 'eve', {})).rejects.toThrow();
    } finally {
      await served.stop();
    }
  });

  it('refuses bad settings with one line and exit 2', async () => {
    const { runBin, PLAIN_ENV } = await import('../cli/run-bin.js');
    for (const args of [
      ['--port', 'x'],
      ['--max-sessions', '0'],
      ['--input-rate', '3'],
      ['--password', ''],
    ]) {
      const r = runBin(['serve', ...args], { ...PLAIN_ENV, BIG_CHICKEN_HOME: tempHome() });
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    await sleep(0);
  });
});
