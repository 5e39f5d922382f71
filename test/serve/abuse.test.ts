import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFile } from './driver.js';
import { codeOf, connect, keyPair, openScreen, plain, sleep, sshExec, startServe, tempHome, type Served } from './harness.js';

/** Opens a table by `user` over SSH, starts it, leaves it; resolves to its code. */
async function startedAndLeft(served: Served, user: string, command: string): Promise<string> {
  const s = await openScreen(served.port, user, command);
  await s.waitFor(/code: [A-Z]+/);
  const code = codeOf(s.bytes());
  await sleep(150);
  s.keys('s');
  await s.waitFor(/Round 1 of 5/, 20_000);
  await sleep(150);
  s.keys('q');
  await s.waitFor(/Leave the table\?/);
  await sleep(150);
  s.keys('y');
  expect(await s.ended).toBe(0);
  return code;
}

// What one client, or many, can do to a server run for friends: fill it, take a seat that is not
// theirs, write into the host's log.
describe('serve against abuse', () => {
  let served: Served;
  beforeAll(async () => {
    served = await startServe(['--table-idle', '2', '--max-tables-per-player', '5']);
  });
  afterAll(async () => {
    await served?.stop();
  });

  it('closes a started table nobody is at after --table-idle, keeping its moves', async () => {
    // Two people: a table of several people holds while nobody is at it (it does not play itself out).
    const ada = await openScreen(served.port, 'ada', 'new just-hatched --players 3 --speed fast');
    await ada.waitFor(/code: [A-Z]+/);
    const code = codeOf(ada.bytes());
    const bob = await openScreen(served.port, 'bob', `join ${code}`);
    await bob.waitFor(/Bob \(you\)/);
    await sleep(150);
    ada.keys('s');
    await ada.waitFor(/Round 1 of 5/, 20_000);
    ada.close();
    bob.close();
    await served.waitLog(new RegExp(`table ${code} closed: nobody at it for 2 s`), 15_000);
    expect(tableFile(served.home, code)).toMatchObject({ phase: 'playing', abandoned: true });
    const again = await sshExec(served.port, 'ada', `join ${code}`, true);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(new RegExp(`no table has the code ${code}`));
  });

  it('closes a waiting room when the player who opened it leaves, and tells the others', async () => {
    const cy = await openScreen(served.port, 'cy', 'new henhouse --players 3');
    await cy.waitFor(/code: [A-Z]+/);
    const code = codeOf(cy.bytes());
    const dee = await openScreen(served.port, 'dee', `join ${code}`);
    await dee.waitFor(/Dee \(you\)/);
    await sleep(150);
    cy.keys('q');
    expect(await cy.ended).toBe(0);
    expect(await dee.ended).toBe(0);
    expect(dee.since(0)).toContain(`Table ${code} was closed: the player who opened it left before it started.`);
    await served.waitLog(new RegExp(`table ${code} closed: the player who opened it left before it started`));
    expect((await sshExec(served.port, 'eve', `join ${code}`, true)).stderr).toMatch(/no table has the code/);
  });

  it('lists only public tables in the lobby', async () => {
    const open = await openScreen(served.port, 'fay', 'new henhouse --players 3 --public');
    await open.waitFor(/code: [A-Z]+/);
    const hidden = await openScreen(served.port, 'gus', 'new henhouse --players 3');
    await hidden.waitFor(/code: [A-Z]+/);
    const lobby = await openScreen(served.port, 'hal', null);
    await lobby.waitFor(new RegExp(codeOf(open.bytes())));
    expect(lobby.since(0)).not.toContain(codeOf(hidden.bytes()));
    for (const s of [open, hidden, lobby]) s.close();
  });

  it('shows a guest their seat token at the table, and only that token gives the seat back', async () => {
    const ivy = await openScreen(served.port, 'ivy', 'new just-hatched --players 2 --speed fast', 100, 40);
    await ivy.waitFor(/code: [A-Z]+/);
    const code = codeOf(ivy.bytes());
    const jon = await openScreen(served.port, 'jon', `join ${code}`, 100, 40);
    await jon.waitFor(/Jon \(you\)/);
    await sleep(150);
    ivy.keys('s');
    await jon.waitFor(/your seat token [A-Z]{8}/, 20_000);
    const token = /your seat token ([A-Z]{8})/.exec(jon.since(0))?.[1] as string;
    jon.close();
    await jon.ended;
    await ivy.waitFor(/Jon \(away\)/, 10_000);
    const wrong = await sshExec(served.port, 'jon', `join ${code} --seat ${token === 'FFFFFFFF' ? 'HHHHHHHH' : 'FFFFFFFF'}`, true);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/goes back only with its seat token/);
    const back = await openScreen(served.port, 'jon', `join ${code} --seat ${token}`, 100, 40);
    await back.waitFor(/Jon \(you\)/, 10_000);
    for (const s of [ivy, back]) s.close();
  });

  it('writes what a client sends into the log escaped: no forged line, no escape code', async () => {
    const forged = 'kim\n2026-12-01T00:00:00.000Z forged line\x1b[2J\u202e';
    await sshExec(served.port, forged, 'help').catch(() => undefined);
    const r = await sshExec(served.port, 'kim', 'new henhouse --name "Ki\u202em"', true);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('big-chicken: --name must not hold bidirectional, invisible or combining characters\r\n');
    expect((await sshExec(served.port, 'kim', 'new henhouse --name "Ki\u0301m"', true)).code).toBe(2);
    expect((await sshExec(served.port, 'kim', 'new henhouse --name "Ki\u200bm"', true)).code).toBe(2);
    const pw = await startServe(['--password', 'hen-party']);
    try {
      await expect(connect(pw.port, forged, { password: 'wrong', tryKeyboard: false })).rejects.toThrow();
      await pw.waitLog(/wrong password for kim\\n2026-12-01T00:00:00\.000Z forged line\\x1b\[2J\\u202e/);
      expect(pw.log()).not.toMatch(/^2026-12-01T00:00:00\.000Z forged/m);
      expect(pw.log()).not.toContain('\x1b');
      expect(pw.log()).not.toContain('\u202e');
    } finally {
      await pw.stop();
    }
  });
});

describe('serve limits that fit friends', () => {
  it('slows down an address past its logins a minute, step by step, without shutting anyone out', async () => {
    const served = await startServe(['--max-logins-per-minute', '3']);
    try {
      const results = [];
      for (let i = 0; i < 6; i++) results.push(await sshExec(served.port, `p${i}`, 'help'));
      expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0]);
      await served.waitLog(/answered after 250 ms \(more than 3 logins a minute\)/);
      await served.waitLog(/answered after 500 ms/);
      await served.waitLog(/answered after 1000 ms/);
    } finally {
      await served.stop();
    }
  });

  it('with --trust-loopback, friends through a tunnel (all 127.0.0.1) are not limited per address', async () => {
    const served = await startServe(['--trust-loopback', '--max-connections-per-ip', '1', '--max-logins-per-minute', '1']);
    try {
      const held = await connect(served.port, 'ada');
      const other = await sshExec(served.port, 'bob', 'help');
      expect(other.code).toBe(0);
      held.end();
      expect(served.log()).not.toMatch(/refused|answered after/);
    } finally {
      await served.stop();
    }
  });

  it('rereads --authorized-keys on SIGHUP and logs a refused key with its fingerprint', async () => {
    const home = tempHome();
    const ada = keyPair();
    const bob = keyPair();
    const file = join(home, 'friends.pub');
    writeFileSync(file, `${ada.public}\n`);
    const served = await startServe(['--authorized-keys', file], home);
    try {
      await expect(connect(served.port, 'bob', { privateKey: bob.private, tryKeyboard: false })).rejects.toThrow();
      await served.waitLog(/key SHA256:[A-Za-z0-9+/]+ of bob refused/);
      writeFileSync(file, `${ada.public}\n${bob.public}\n`);
      served.child.kill('SIGHUP');
      await served.waitLog(/friends\.pub again: 2 keys let in/);
      const c = await connect(served.port, 'bob', { privateKey: bob.private, tryKeyboard: false });
      c.end();
      expect(served.child.exitCode).toBeNull();
    } finally {
      await served.stop();
    }
  });

  it('a table of one person and bots plays on when the person drops', async () => {
    const served = await startServe();
    try {
      const code = await startedAndLeft(served, 'ada', 'new just-hatched --players 3 --speed max');
      const at = tableFile(served.home, code)?.steps.length ?? 0;
      const deadline = Date.now() + 20_000;
      while ((tableFile(served.home, code)?.steps.length ?? 0) <= at + 3 && Date.now() < deadline) await sleep(100);
      expect(tableFile(served.home, code)?.steps.length ?? 0).toBeGreaterThan(at + 3);
    } finally {
      await served.stop();
    }
  });

  it('does not bring back, after a restart, a table nobody was at for --table-idle, nor a waiting room', async () => {
    const home = tempHome();
    let served = await startServe([], home);
    const a = await openScreen(served.port, 'ada', 'new just-hatched --players 3');
    await a.waitFor(/code: [A-Z]+/);
    const b = await openScreen(served.port, 'bob', `join ${codeOf(a.bytes())}`);
    await b.waitFor(/Bob \(you\)/);
    await sleep(150);
    a.keys('s');
    await a.waitFor(/Round 1 of 5/, 20_000);
    const playing = codeOf(a.bytes());
    const w = await openScreen(served.port, 'cy', 'new henhouse --players 3');
    await w.waitFor(/code: [A-Z]+/);
    const waiting = codeOf(w.bytes());
    // The server dies without a word (kill -9): the waiting room stays on disk.
    await served.stop('SIGKILL');
    expect(existsSync(join(home, 'serve', 'tables', `${waiting}.json`))).toBe(true);
    // The table was last played an hour ago.
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(home, 'serve', 'tables', `${playing}.json`), hourAgo, hourAgo);
    served = await startServe([], home);
    try {
      await served.waitLog(new RegExp(`table ${waiting} not brought back: it had not started`));
      await served.waitLog(new RegExp(`table ${playing} closed: nobody at it for 900 s`));
      expect(existsSync(join(home, 'serve', 'tables', `${playing}.json`))).toBe(false);
      expect(existsSync(join(home, 'serve', 'tables', `${waiting}.json`))).toBe(false);
      const kept = readdirSync(join(home, 'serve', 'tables', 'finished')).filter((f) => f.startsWith(playing));
      expect(JSON.parse(readFileSync(join(home, 'serve', 'tables', 'finished', kept[0] as string), 'utf8'))).toMatchObject({
        abandoned: true,
      });
      expect(plain(served.log())).not.toMatch(/brought back from the last run/);
    } finally {
      await served.stop();
    }
  });
});
