// How a served session ends, as its person reads it: a line after the last frame that says what
// became of their seat, the server's stop notice naming their table, and a clean server log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatTokenOf } from './driver.js';
import { codeOf, openScreen, sleep, startServe, type Screen, type Served } from './harness.js';

/** The rows at the end of `text` that, joined with spaces, read `said` (its words from the first). */
function lastRows(text: string, said: string): string[] {
  const rows = text
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter((r) => r !== '');
  const first = said.split(' ')[0] as string;
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i]!.startsWith(first)) return rows.slice(i);
  return [];
}

describe('serve: the end of a session', () => {
  let served: Served;
  const open: Screen[] = [];
  beforeAll(async () => {
    served = await startServe(['--max-tables-per-player', '5']);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await served?.stop();
  });

  async function screen(user: string, command: string | null, columns?: number, rows?: number): Promise<Screen> {
    const s = await openScreen(served.port, user, command, columns, rows);
    open.push(s);
    return s;
  }

  async function startedTable(user: string, columns?: number, rows?: number): Promise<{ s: Screen; code: string }> {
    const s = await screen(user, 'new just-hatched --players 3', columns, rows);
    await s.waitFor(/code: [A-Z]{4,6}/);
    const code = codeOf(s.bytes());
    await sleep(150);
    s.keys('s');
    await s.waitFor(/Round 1 of 5/);
    return { s, code };
  }

  it('the help names what works over SSH, not the local commands', async () => {
    const { s } = await startedTable('hal');
    await sleep(150);
    const mark = s.mark();
    s.keys('?');
    await s.waitFor(/leave at once \(a bot plays for you\)/, 10_000, mark);
    await s.waitFor(/leave the table \(asks first; a bot plays for you/, 10_000, mark);
    // Nor keys that do nothing there: a shared table does not play again with n or r.
    expect(s.bytes().slice(mark)).not.toMatch(/big-chicken resume|the game is saved|play again with the same seats/);
  });

  it("? in the lobby shows the lobby's keys, and any key closes them", async () => {
    const lobby = await screen('ivy', null);
    await lobby.waitFor(/choose +Enter join/);
    await sleep(150);
    const mark = lobby.mark();
    lobby.keys('?');
    await lobby.waitFor(/The lobby: keys/, 10_000, mark);
    await lobby.waitFor(/join by code: type it, then Enter/, 10_000, mark);
    const shut = lobby.mark();
    lobby.keys('x');
    await lobby.waitFor(/No public tables are open|code: /, 10_000, shut);
  });

  /** Leaves `s`'s seat with `q`, answers yes, and waits for the session to end well. */
  async function leaveSeat(s: Screen): Promise<void> {
    await sleep(150);
    s.keys('q');
    await s.waitFor(/Leave the table\?/);
    await sleep(150);
    s.keys('y');
    expect(await s.ended).toBe(0);
  }

  it('leaving a seat says a bot plays it and how to take it back, as the login it goes back to', async () => {
    const { s, code } = await startedTable('ada');
    await leaveSeat(s);
    // The seat goes back only to the login that sat there: the command names it.
    const said = `You left table ${code}: a bot plays your seat until you join again (ssh -t -p ${served.port} ada@127.0.0.1 join ${code} --seat ${seatTokenOf(served.home, code, 0)}).`;
    // Wider than the 100 columns of this terminal, so wrapped there between words.
    const rows = lastRows(s.since(0), said);
    expect(rows.join(' ')).toBe(said);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(100);
  });

  it('the last line is wrapped to a narrow terminal between words, never cut mid-word', async () => {
    const { s, code } = await startedTable('gus', 60, 20);
    await leaveSeat(s);
    const said = `You left table ${code}: a bot plays your seat until you join again (ssh -t -p ${served.port} gus@127.0.0.1 join ${code} --seat ${seatTokenOf(served.home, code, 0)}).`;
    const rows = lastRows(s.since(0), said);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(60);
    // Joined with single spaces, the rows are the line: every break fell between two words.
    expect(rows.join(' ')).toBe(said);
  });

  it('leaving the lobby with q says goodbye too, after its last frame', async () => {
    const lobby = await screen('jo', null, 60, 20);
    await lobby.waitFor(/choose +Enter join/);
    await sleep(150);
    lobby.keys('q');
    expect(await lobby.ended).toBe(0);
    expect(lastRows(lobby.since(0), 'You left the lobby.')).toEqual(['You left the lobby.']);
  });

  it('leaving a table before it starts says so, and so does a spectator leaving', async () => {
    const waiting = await screen('bob', 'new henhouse --players 3');
    await waiting.waitFor(/code: [A-Z]{4,6}/);
    const code = codeOf(waiting.bytes());
    const watcher = await screen('cy', `watch ${code}`);
    await watcher.waitFor(/has not started yet/);
    await sleep(150);
    watcher.keys('q');
    expect(await watcher.ended).toBe(0);
    expect(watcher.since(0)).toContain(`You stopped watching table ${code}.`);
    await sleep(150);
    waiting.keys('q');
    expect(await waiting.ended).toBe(0);
    expect(waiting.since(0)).toContain(`You left table ${code} before it started.`);
  });

  it("the server's stop notice names the person's table, and its log ends without an escape code", async () => {
    const { s, code } = await startedTable('dee');
    const lobby = await openScreen(served.port, 'eli', null);
    open.push(lobby);
    await lobby.waitFor(/choose +Enter join/);
    const watcher = await openScreen(served.port, 'fay', `watch ${code}`);
    open.push(watcher);
    await watcher.waitFor(/Watching table/);
    const token = seatTokenOf(served.home, code, 0);
    expect(await served.stop()).toBe(0);
    expect(await s.ended).toBe(1);
    // Each line is wrapped to the 100 columns of its terminal.
    const seatLine = `big-chicken: the server is stopping; every table is saved; when it is back, take your seat again: ssh -t -p ${served.port} dee@127.0.0.1 join ${code} --seat ${token}`;
    expect(lastRows(s.since(0), seatLine).join(' ')).toBe(seatLine);
    // A spectator has no seat to take again: they are told how to watch again.
    expect(await watcher.ended).toBe(1);
    const watchLine = `big-chicken: the server is stopping; every table is saved; when it is back, watch again: ssh -t -p ${served.port} fay@127.0.0.1 watch ${code}`;
    expect(lastRows(watcher.since(0), watchLine).join(' ')).toBe(watchLine);
    expect(watcher.since(0)).not.toContain('join');
    expect(await lobby.ended).toBe(1);
    expect(lobby.since(0)).toMatch(/big-chicken: the server is stopping; every table is saved\r?\n/);
    await served.waitLog(/stopped\n$/);
    expect(served.log()).not.toContain('\x1b');
  });
});
