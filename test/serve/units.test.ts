import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { splitCommand } from '../../src/serve/argv.js';
import { CODE_LETTERS, isCode, newCode, normalCode } from '../../src/serve/codes.js';
import { AddressGate, Counter, isLoopback, RateBucket } from '../../src/serve/limits.js';
import { farewellRows } from '../../src/serve/link.js';
import { escapeForLog, misleadsInName } from '../../src/serve/log-text.js';
import { loginAt, parseServeOptions, DEFAULT_LIMITS } from '../../src/serve/config.js';
import { parseExec } from '../../src/serve/exec.js';
import { channelTerminal, clampSize, MAX_UNREAD_OUTPUT } from '../../src/serve/terminal.js';
import { publicView } from '../../src/table/index.js';

describe('serve pieces', () => {
  it('splits a command line as a shell does, expanding nothing', () => {
    expect(splitCommand(`check just-hatched "O7 Y7" --on 'B7 G7'`)).toEqual(['check', 'just-hatched', 'O7 Y7', '--on', 'B7 G7']);
    expect(splitCommand('rules  henhouse ; rm -rf $HOME')).toEqual(['rules', 'henhouse', ';', 'rm', '-rf', '$HOME']);
    expect(splitCommand('a\\ b "c\\"d" ""')).toEqual(['a b', 'c"d', '']);
    expect(splitCommand('check "O7')).toBeNull();
  });

  it('makes codes of 4 letters from the read-aloud set, never one taken, longer when crowded', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const code = newCode(taken);
      expect(code).toMatch(new RegExp(`^[${CODE_LETTERS}]{4}$`));
      expect(taken.has(code)).toBe(false);
      taken.add(code);
    }
    const crowded = new Set(Array.from({ length: 1001 }, (_, i) => `X${i}`));
    expect(newCode(crowded)).toHaveLength(5);
    expect(isCode('abcd')).toBe(false);
    expect(isCode('kq-tw')).toBe(true);
    expect(isCode('fhk-l')).toBe(true);
    expect(normalCode('fh kl')).toBe('FHKL');
  });

  it('counts logged-in connections and those not logged in yet apart, per address', () => {
    const gate = new AddressGate({ connectionsPerIp: 2, failedLogins: 3, loginPause: 10, pendingPerIp: 2 });
    expect(gate.admit('a')).toBeNull();
    expect(gate.admit('a')).toBeNull();
    expect(gate.admit('a')).toMatch(/too many connections from a \(at most 2 at once\)/);
    expect(gate.admit('b')).toBeNull();
    gate.release('a');
    expect(gate.admit('a')).toBeNull();
    // Silent sockets of an address fill only their own cap, not the logged-in connections' one.
    expect(gate.arrive('a')).toBeNull();
    expect(gate.arrive('a')).toBeNull();
    expect(gate.arrive('a')).toMatch(/too many connections from a not logged in yet \(at most 2 at once\)/);
    expect(gate.arrive('b')).toBeNull();
    gate.settled('a');
    expect(gate.arrive('a')).toBeNull();
    expect(gate.waiting('a')).toBe(2);
  });

  it('slows failed logins of one name from one address step by step, capped, and lets everyone else in', () => {
    let now = 0;
    const gate = new AddressGate({ connectionsPerIp: 2, failedLogins: 3, loginPause: 10 }, () => now);
    const waits = Array.from({ length: 9 }, () => gate.failed('c', 'ada'));
    expect(waits).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    // Another name from the same address, and the same name from another address, are not slowed.
    expect(gate.failed('c', 'bob')).toBe(0);
    expect(gate.failDelay('d', 'ada')).toBe(0);
    // Nobody is refused outright: the address still takes connections.
    expect(gate.arrive('c')).toBeNull();
    expect(gate.admit('c')).toBeNull();
    // A login forgets the name's failures; so does a quarter of an hour without one.
    gate.loggedIn('c', 'ada');
    expect(gate.failDelay('c', 'ada')).toBe(0);
    for (let i = 0; i < 5; i++) gate.failed('c', 'eve');
    expect(gate.failDelay('c', 'eve')).toBe(2000);
    now += 15 * 60_000;
    expect(gate.failDelay('c', 'eve')).toBe(0);
  });

  it('lets input through at its rate, with a burst of one second', () => {
    let now = 0;
    const bucket = new RateBucket(100, () => now);
    expect(bucket.take(100)).toBe(true);
    expect(bucket.take(1)).toBe(false);
    now = 500;
    expect(bucket.take(50)).toBe(true);
    expect(bucket.take(1)).toBe(false);
    const counter = new Counter(1);
    expect(counter.add('x')).toBe(true);
    expect(counter.add('x')).toBe(false);
    counter.remove('x');
    expect(counter.add('x')).toBe(true);
  });

  it('reads the serve options, each limit with its default', () => {
    const c = parseServeOptions({ maxSessions: '5' }, '/data');
    expect(c).toMatchObject({ host: '127.0.0.1', port: 2222, maxTables: 50, password: null, authorizedKeys: null });
    expect(c.limits).toEqual({ ...DEFAULT_LIMITS, sessionsPerIdentity: 5 });
    expect(() => parseServeOptions({ port: '70000' }, '/d')).toThrow(/--port must be from 0 to 65535/);
    expect(() => parseServeOptions({ lobbyTimeout: '0' }, '/d')).toThrow(/--lobby-timeout must be from 1/);
  });

  it("export and replay take one game number of the player's own history, never a file of the host", () => {
    expect(parseExec(['export', '3'], 'ada')).toEqual({ kind: 'quick', args: ['export', '3'] });
    expect(parseExec(['replay', '1'], 'ada')).toEqual({ kind: 'quick', args: ['replay', '1'] });
    for (const words of [['export', '1', '-o', '/tmp/x'], ['replay', '/etc/passwd'], ['replay', '-'], ['export'], ['export', '0']])
      expect(parseExec(words, 'ada')).toMatchObject({ kind: 'text', exit: 2 });
  });

  it('reads table commands, the login name as the seat name unless --name says otherwise', () => {
    expect(parseExec(['new', 'just-hatched', '--players', '4', '--bots', 'hard'], 'ada')).toMatchObject({
      kind: 'new',
      name: 'Ada',
      choice: { game: 'just-hatched', options: { players: 4 }, level: 'hard' },
    });
    expect(parseExec(['new', 'henhouse', '--name', 'Queen Bee'], 'ada')).toMatchObject({ kind: 'new', name: 'Queen Bee' });
    expect(parseExec(['join', 'fhkl'], 'bob')).toEqual({ kind: 'join', code: 'FHKL', name: 'Bob', token: null, prefs: {} });
    expect(parseExec(['join', 'fhkl', '--seat', 'trwxhklq'], 'bob')).toMatchObject({ kind: 'join', token: 'TRWXHKLQ' });
    expect(parseExec(['join', 'fhkl', '--seat', 'abc'], 'bob')).toMatchObject({ kind: 'text', exit: 2 });
    // A code of the right length but of other letters is told which letters a code is made of.
    expect(parseExec(['join', 'ABCD'], 'bob')).toMatchObject({
      kind: 'text',
      exit: 2,
      stdout: 'big-chicken: "ABCD" is not a table code: 4 to 6 of the letters F H K L Q R T W X Y (e.g. KQTW)\n',
    });
    expect(parseExec(['new', 'henhouse', '--public'], 'bob')).toMatchObject({ kind: 'new', choice: { public: true } });
    expect(parseExec(['new', 'henhouse'], 'bob')).not.toHaveProperty('choice.public');
    expect(parseExec(['watch', 'FHKL'], 'bob')).toEqual({ kind: 'watch', code: 'FHKL', prefs: {} });
    expect(parseExec([], 'bob')).toEqual({ kind: 'lobby', prefs: {} });
    expect(parseExec(['big-chicken', 'rules'], 'bob')).toEqual({ kind: 'quick', args: ['rules'] });
    expect(parseExec(['new', 'just-hatched', '--bots', 'easy,hard'], 'ada')).toMatchObject({ kind: 'text', exit: 2 });
    expect(parseExec(['new', 'just-hatched', '--seed', '4'], 'ada')).toMatchObject({ kind: 'text', exit: 2 });
    expect(parseExec(['new', 'just-hatched', '--name', 'Ada\u009b2J'], 'ada')).toMatchObject({ kind: 'text', exit: 2 });
  });

  it('names an unknown game first, whatever else is wrong, and a solo game as not served', () => {
    const bogus = parseExec(['new', 'bogus', '--bots', 'silly'], 'ada');
    expect(bogus).toMatchObject({ kind: 'text', exit: 2 });
    expect(JSON.stringify(bogus)).toContain('unknown game \\"bogus\\"');
    expect(JSON.stringify(parseExec(['new', 'clutch'], 'ada'))).toContain('is a solo game');
  });

  it('reads the look options of the session commands: --theme, --bell and --no-bell', () => {
    expect(parseExec(['new', 'henhouse', '--theme', 'Light', '--bell'], 'ada')).toMatchObject({ prefs: { theme: 'light', bell: true } });
    expect(parseExec(['join', 'FHKL', '--no-bell'], 'bob')).toMatchObject({ prefs: { bell: false } });
    expect(parseExec(['watch', 'FHKL', '--theme', 'mono'], 'bob')).toMatchObject({ prefs: { theme: 'mono' } });
    expect(parseExec(['lobby', '--theme', 'dark'], 'bob')).toEqual({ kind: 'lobby', prefs: { theme: 'dark' } });
    expect(parseExec(['lobby', '--theme', 'pink'], 'bob')).toEqual({
      kind: 'text',
      stdout: 'big-chicken: --theme takes dark, light or mono, got "pink"\n',
      exit: 2,
    });
    expect(parseExec(['lobby', 'extra'], 'bob')).toMatchObject({ kind: 'text', exit: 2 });
  });

  it('a terminal on a channel: CRLF, one write per frame, the PTY size, resize, and a stalled reader noticed once', async () => {
    const tick = () => new Promise((r) => process.nextTick(r));
    const written: string[] = [];
    let unread = 0;
    let stalls = 0;
    const channel = {
      write: (d: string | Buffer) => (written.push(String(d)), true),
      get writableLength() {
        return unread;
      },
    };
    const t = channelTerminal(channel, { columns: 100, rows: 40 }, () => stalls++);
    expect(t.stdout.isTTY).toBe(true);
    expect([t.stdout.columns, t.stdout.rows]).toEqual([100, 40]);
    t.stdout.write('a\nb\r\nc');
    t.stdout.write('d\n');
    await tick();
    // What Ink writes in one go (a frame in pieces) leaves as one write: one SSH packet.
    expect(written).toEqual(['a\r\nb\r\ncd\r\n']);
    let resized = 0;
    t.stdout.on('resize', () => resized++);
    t.resize({ columns: 10, rows: 3 });
    await tick();
    expect([t.stdout.columns, t.stdout.rows, resized]).toEqual([10, 3, 1]);
    expect(written.at(-1)).toContain('\x1b[2J');
    unread = MAX_UNREAD_OUTPUT + 1;
    t.stdout.write('x');
    await tick();
    t.stdout.write('y');
    await tick();
    expect(stalls).toBe(1);
    expect(clampSize({ columns: 0, rows: Number.NaN })).toEqual({ columns: 80, rows: 24 });
  });

  it("a frame's packets reach the socket in one write, however many pieces the channel writes", async () => {
    // A socket that records each write it is handed: with cork and uncork, the pieces written
    // meanwhile arrive together (writev), one system call instead of one each.
    const batches: number[] = [];
    const socket = new Writable({
      write(_chunk, _encoding, callback) {
        batches.push(1);
        callback();
      },
      writev(chunks, callback) {
        batches.push(chunks.length);
        callback();
      },
    });
    // As ssh2 writes a packet: its length, its data and its tag, each on its own.
    const channel = {
      write: (d: string | Buffer) => {
        for (const piece of ['len', String(d), 'tag']) socket.write(piece);
        return true;
      },
      writableLength: 0,
      cork: () => socket.cork(),
      uncork: () => socket.uncork(),
    };
    const t = channelTerminal(channel, { columns: 100, rows: 40 }, () => {});
    t.stdout.write('frame');
    await new Promise((r) => process.nextTick(r));
    expect(batches).toEqual([3]);
  });

  it('a spectator view has no hand', () => {
    expect(publicView({ seat: 0, hand: ['O7'], handCounts: [1, 3] })).toEqual({ seat: 0, hand: [], handCounts: [1, 3] });
  });

  it('escapes a log line, refuses misleading names, and slows an address down step by step', () => {
    expect(escapeForLog('a\nb\r\x1b[2J\u202ec\u200b\x7f')).toBe('a\\nb\\r\\x1b[2J\\u202ec\\u200b\\x7f');
    expect(escapeForLog('Ada · Jürgen ♥')).toBe('Ada · Jürgen ♥');
    for (const name of ['Ki\u202em', 'Ki\u200bm', 'Ki\u0301m', 'Ki\u2066m']) expect(misleadsInName(name)).toBe(true);
    expect(misleadsInName('Jürgen')).toBe(false);
    let t = 0;
    const gate = new AddressGate({ connectionsPerIp: 8, failedLogins: 5, loginPause: 60, loginsPerMinute: 2 }, () => t);
    expect([1, 2, 3, 4, 5].map(() => gate.pace('10.0.0.1'))).toEqual([0, 0, 250, 500, 1000]);
    expect(gate.pace('10.0.0.2')).toBe(0);
    for (let i = 0; i < 40; i++) gate.pace('10.0.0.1');
    expect(gate.pace('10.0.0.1')).toBe(8000);
    t += 61_000;
    expect(gate.pace('10.0.0.1')).toBe(0);
    expect(isLoopback('127.0.0.1') && isLoopback('::1') && !isLoopback('10.0.0.1')).toBe(true);
  });
});

describe('a session’s last line', () => {
  it('is wrapped to the client’s columns between words, and an unknown width reads as 80', () => {
    const line = 'You left table ABCD: a bot plays your seat until you join again (ssh -t -p 2222 example.org join ABCD --seat k3j4h5g6).';
    const rows = farewellRows(line, 40);
    expect(rows.join(' ')).toBe(line);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(40);
    expect(rows.length).toBeGreaterThan(2);
    expect(farewellRows(line, 0)).toEqual(farewellRows(line, 80));
    expect(farewellRows('big-chicken: the server is stopping', 100)).toEqual(['big-chicken: the server is stopping']);
  });
});

describe('the login in a printed ssh command', () => {
  it('is typed as it came, quoted where a shell would read it otherwise', () => {
    expect(loginAt('bob')).toBe('bob@');
    expect(loginAt('ada.l-2_x')).toBe('ada.l-2_x@');
    expect(loginAt('Ada Lovelace')).toBe("'Ada Lovelace'@");
    expect(loginAt("o'neil")).toBe("'o'\\''neil'@");
  });
});

describe('the time a new connection has before it is cut', () => {
  it("lets a person answer ssh's question about a new host key, and type a password", () => {
    const { limits } = parseServeOptions({}, '/tmp/big-chicken-serve-test');
    // OpenSSH asks before it finishes the key exchange, and waits on the person.
    expect(limits.preauth).toBeGreaterThanOrEqual(60);
    expect(limits.handshake).toBeGreaterThanOrEqual(limits.preauth);
    expect(limits.handshake).toBeGreaterThanOrEqual(120);
  });
});
