// A person's look over SSH: the theme and bell they ask for (remembered for them, as `play`
// remembers them locally) and the character set of the locale their client sends.
import { Chalk } from 'chalk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTheme, type Role } from '../../src/ui/look/theme.js';
import { openScreen, sleep, sshExec, startServe, type Screen, type Served } from './harness.js';

/** The characters of `text` outside ASCII, each once. */
const nonAscii = (text: string) => [...new Set([...text].filter((c) => (c.codePointAt(0) ?? 0) > 127))];

const ROLES: Role[] = ['blue', 'green', 'yellow', 'orange', 'brown', 'wild', 'accent', 'fresh', 'warn'];

/** The escape code that starts each colour of `theme` at 256 colours, as Ink writes it. */
function openCodes(theme: 'dark' | 'light'): Set<string> {
  const c = new Chalk({ level: 2 });
  const codes = new Set<string>();
  for (const role of ROLES) {
    const colour = makeTheme(theme, 2).colour(role);
    if (colour === undefined) continue;
    const styled = colour.startsWith('#') ? c.hex(colour)('x') : (c as unknown as Record<string, (t: string) => string>)[colour]?.('x');
    if (styled) codes.add(styled.slice(0, styled.indexOf('x')));
  }
  return codes;
}

describe('serve: the look a person asks for', () => {
  let served: Served;
  const open: Screen[] = [];
  beforeAll(async () => {
    served = await startServe(['--max-tables-per-player', '5', '--max-connections-per-ip', '40'], undefined, true);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await served?.stop();
  });

  const light = openCodes('light');
  const dark = openCodes('dark');
  const only = (a: Set<string>, b: Set<string>) => [...a].filter((code) => !b.has(code));

  async function table(user: string, options: string, env: Record<string, string> = {}, term?: string): Promise<Screen> {
    const screen = await openScreen(served.port, user, `new just-hatched --players 3 ${options}`, 100, 40, {}, env, term);
    open.push(screen);
    await screen.waitFor(/code: [A-Z]{4,6}/);
    screen.keys('s');
    await screen.waitFor(/Round 1 of 5/);
    return screen;
  }

  it('draws in the light theme when asked, and remembers it for the next session', async () => {
    expect(only(light, dark).length).toBeGreaterThan(0);
    const first = await table('lena', '--theme light');
    const seen = (s: Screen, codes: string[]) => codes.filter((code) => s.bytes().includes(code));
    expect(seen(first, only(light, dark)).length).toBeGreaterThan(0);
    expect(seen(first, only(dark, light))).toEqual([]);
    const again = await table('lena', '');
    expect(seen(again, only(light, dark)).length).toBeGreaterThan(0);
    expect(seen(again, only(dark, light))).toEqual([]);
    // Someone else still gets the default, dark.
    const other = await table('dora', '');
    expect(seen(other, only(dark, light)).length).toBeGreaterThan(0);
    expect(seen(other, only(light, dark))).toEqual([]);
  });

  it("draws each client at its own terminal's level: 16 colours for TERM=xterm, colour for alacritty", async () => {
    // eslint-disable-next-line no-control-regex
    const sixteen = /\x1b\[(?:3[0-7]|9[0-7])m/;
    // eslint-disable-next-line no-control-regex
    const rich = /\x1b\[38;5;\d+m/;
    // The coloured frame follows the table's first words; on a busy machine it can take a while.
    const drawn = async (screen: Screen, pattern: RegExp) => {
      for (let waited = 0; !pattern.test(screen.bytes()) && waited < 10_000; waited += 50) await sleep(50);
      return screen.bytes();
    };
    const xterm = await table('xena', '', {}, 'xterm');
    expect(await drawn(xterm, sixteen)).toMatch(sixteen);
    await sleep(300);
    expect(xterm.bytes()).not.toMatch(rich);
    const alacritty = await table('alma', '', {}, 'alacritty');
    expect(await drawn(alacritty, rich)).toMatch(rich);
    const wide = await table('rita', '', {}, 'xterm-256color');
    expect(await drawn(wide, rich)).toMatch(rich);
  });

  it('mono draws no colour at all', async () => {
    const screen = await table('mona', '--theme mono');
    // eslint-disable-next-line no-control-regex
    expect(screen.bytes()).not.toMatch(/\x1b\[(?:3[0-7]|9[0-7]|38;5;\d+)m/);
  });

  it('a theme that is not one is a usage error (exit 2), in one line', async () => {
    const r = await sshExec(served.port, 'pia', 'new just-hatched --players 3 --theme pink');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('big-chicken: --theme takes dark, light or mono, got "pink"');
  });

  it('draws in ASCII for a client whose locale is C, in Unicode for one in UTF-8', async () => {
    // The waiting room, then the table: not one character outside ASCII.
    const ascii = await table('cleo', '', { LANG: 'C' });
    expect(ascii.bytes()).toMatch(/\+-+/);
    expect(ascii.since(0)).toMatch(/> Cleo \(you\)/);
    expect(nonAscii(ascii.bytes())).toEqual([]);
    const lobby = await openScreen(served.port, 'lars', null, 100, 40, {}, { LC_ALL: 'C' });
    open.push(lobby);
    await lobby.waitFor(/choose +Enter join/);
    lobby.keys('n');
    await lobby.waitFor(/A new table/);
    expect(lobby.since(0)).toMatch(/Up Down choose/);
    expect(nonAscii(lobby.bytes())).toEqual([]);
    const unicode = await table('ursa', '', { LANG: 'en_GB.UTF-8' });
    expect(unicode.bytes()).toMatch(/[╭╰│─]/);
  });

  it('rings the bell when it becomes the person’s turn with --bell, and not without it', async () => {
    const BEL = String.fromCharCode(7);
    // A turn that is the person's when the table opens does not ring: the bell is for a turn
    // that comes round. If the person leads, they lay their first card, and the bots play on.
    async function turnComesRound(s: Screen): Promise<void> {
      // One deadline for all of it, so both tables fit the test's time.
      const deadline = Date.now() + 50_000;
      const left = (): number => Math.max(1, deadline - Date.now());
      // The person's turn: to lay, or, as the Bad Egg at the start of a round, to give a card back.
      const turn = /Your turn|You are the Bad Egg/;
      await s.waitFor(/Your turn/, left());
      // The bots played before the person: the turn came round.
      if (s.since(0).includes('to play')) return;
      await sleep(200);
      s.keys(' ');
      await sleep(200);
      const mark = s.mark();
      s.keys('\r');
      await s.waitFor(/to play/, left(), mark);
      // The turn comes round, unless the bots end the round first (one went out before the
      // person's next turn): then Enter, once for that score screen, starts the next round.
      for (;;) {
        const at = s.mark();
        await s.waitFor(new RegExp(`${turn.source}|Press Enter for the next round`), left(), at);
        if (turn.test(s.since(at))) return;
        const next = s.mark();
        s.keys('\r');
        await s.waitFor(new RegExp(`${turn.source}|to play`), left(), next);
        if (turn.test(s.since(next))) return;
      }
    }
    const ringing = await table('bella', '--bell --speed fast');
    await turnComesRound(ringing);
    await ringing.waitFor(new RegExp(BEL), 5_000);
    const quiet = await table('quinn', '--speed fast');
    await turnComesRound(quiet);
    await sleep(500);
    expect(quiet.bytes()).not.toContain(BEL);
  }, 120_000);

  it('opens the rules on r, as at home, and says the true size of a window too small for the table', async () => {
    const s = await table('rosa', '');
    let mark = s.mark();
    s.keys('r');
    await s.waitFor(/rules · /, 10_000, mark);
    s.keys('\x1b');
    await sleep(150);
    mark = s.mark();
    s.resize(30, 10);
    await s.waitFor(/this\s+one\s+is\s+30×10/, 10_000, mark);
    mark = s.mark();
    s.keys('q');
    await s.waitFor(/Leave the table\?/, 10_000, mark);
    s.keys('n');
    mark = s.mark();
    s.resize(100, 40);
    await s.waitFor(/Round 1 of 5/, 10_000, mark);
  });
});
