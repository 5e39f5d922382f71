import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/games/options.js';
import { NEEDS_TERMINAL } from '../../src/commands/play/play.js';
import { parsePlay } from '../table/parse-play.js';
const bad = (game: string, opts: Record<string, unknown>) => () => parsePlay(game, opts);

describe('play options', () => {
  it('takes a game, players, seed, speed, bots and a name into a table setup', () => {
    const setup = parsePlay('jh', { players: '5', seed: '42', speed: 'fast', bots: 'easy,hard,normal,easy', name: 'Ada', thinkMs: '50' });
    expect(setup).toMatchObject({ game: 'just-hatched', options: { players: 5 }, seed: 42, speed: 'fast', thinkMs: 50, steps: [] });
    expect(setup.seats.map((s) => s.bot)).toEqual([null, 'easy', 'hard', 'normal', 'easy']);
    expect(setup.seats[0]!.name).toBe('Ada');
  });

  it('defaults 2-player Just Hatched to both hands, and puts a bot in seat 0 with --watch', () => {
    expect(parsePlay('just-hatched', { players: '2' }).options).toEqual({ players: 2, twoPlayer: 'both-hands' });
    expect(parsePlay('just-hatched', { players: '2', twoPlayer: 'one-and-dump' }).options.twoPlayer).toBe('one-and-dump');
    const watched = parsePlay('just-hatched', { players: '3', watch: true, bots: 'hard,easy,easy' });
    expect(watched.seats.map((s) => s.bot)).toEqual(['hard', 'easy', 'easy']);
    expect(parsePlay('clutch', {}).options).toEqual({ players: 1 });
    expect(parsePlay('henhouse', { players: '3', bigHands: true }).options).toEqual({ players: 3, bigHands: true });
  });

  it('counts the characters of --name as a person does: an emoji or an accented letter is one', () => {
    expect(parsePlay('clutch', { name: '🐔'.repeat(16) }).seats[0]!.name).toBe('🐔'.repeat(16));
    expect(parsePlay('clutch', { name: 'e\u0301'.repeat(16) }).seats[0]!.name).toBe('e\u0301'.repeat(16));
    expect(parsePlay('clutch', { name: '👩‍🌾'.repeat(16) }).seats[0]!.name).toBe('👩‍🌾'.repeat(16));
    expect(bad('clutch', { name: '🐔'.repeat(17) })).toThrow('--name must be 1 to 16 printable characters');
    expect(bad('clutch', { name: 'a'.repeat(17) })).toThrow('--name must be 1 to 16 printable characters');
    // One character may carry any number of accents: the name's length has a bound too, the one a
    // record to replay keeps (so a game played under the name can be exported and replayed).
    expect(bad('clutch', { name: `e${'\u0301'.repeat(128)}` })).toThrow('--name must be 1 to 16 printable characters');
  });

  it('seats three for --big-hands without --players: the variant is for three', () => {
    const setup = parsePlay('henhouse', { bigHands: true });
    expect(setup.options).toEqual({ players: 3, bigHands: true });
    expect(setup.seats).toHaveLength(3);
    expect(parsePlay('henhouse', {}).options).toEqual({ players: 4 });
  });

  it('reads --teach and --taunt [seconds] (20 s when no number is given)', () => {
    expect(parsePlay('just-hatched', { players: '4', teach: true })).toMatchObject({ teach: true });
    expect(parsePlay('just-hatched', { players: '4' }).teach).toBeUndefined();
    expect(parsePlay('clutch', { teach: true })).toMatchObject({ teach: true });
    expect(parsePlay('henhouse', { taunt: true })).toMatchObject({ taunt: 20 });
    expect(parsePlay('henhouse', { taunt: '5' })).toMatchObject({ taunt: 5 });
    expect(bad('henhouse', { taunt: 'soon' })).toThrow(/--taunt takes a number of seconds/);
    expect(bad('henhouse', { taunt: '0' })).toThrow(/--taunt takes a number of seconds/);
    expect(bad('just-hatched', { taunt: '5', teach: true })).toThrow(/does not go with --teach/);
    expect(bad('just-hatched', { taunt: '5', watch: true })).toThrow(/--watch/);
    expect(bad('clutch', { taunt: '5' })).toThrow(/played alone/);
    expect(bad('just-hatched', { teach: true, watch: true })).toThrow(/--teach needs a person/);
  });

  it('refuses bad values with one line', () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['poker', {}, /unknown game "poker"/],
      ['just-hatched', { players: '9' }, /2 to 6 players, got --players 9/],
      ['just-hatched', { players: '1' }, /2 to 6/],
      ['henhouse', { players: '6' }, /3 to 5/],
      ['clutch', { players: '2' }, /1 player only/],
      ['just-hatched', { players: 'four' }, /whole number/],
      ['just-hatched', { players: '4', twoPlayer: 'both-hands' }, /--two-player goes only with just-hatched and --players 2/],
      ['henhouse', { players: '4', bigHands: true }, /--big-hands is the 3-player variant: give --players 3 or leave --players out, not 4/],
      ['just-hatched', { players: '3', bigHands: true }, /--big-hands/],
      ['just-hatched', { seed: '-1' }, /--seed must be a whole number/],
      ['just-hatched', { seed: '1.5' }, /--seed/],
      ['just-hatched', { seed: '99999999999' }, /--seed/],
      ['just-hatched', { speed: 'warp' }, /--speed/],
      ['just-hatched', { thinkMs: '0' }, /--think-ms must be a whole number from 1/],
      ['just-hatched', { players: '4', bots: 'easy,genius' }, /unknown level "genius"/],
      ['just-hatched', { players: '4', bots: 'easy,hard' }, /one level or 3/],
      ['just-hatched', { name: '' }, /--name/],
      // A C1 control character (here CSI) as well as C0: the saved game would refuse such a name later.
      ['just-hatched', { name: 'Ada\u009b2J' }, /--name/],
      ['just-hatched', { name: 'Ada\u0007' }, /--name/],
      ['clutch', { bots: 'easy' }, /no bot seats/],
    ];
    for (const [game, opts, message] of cases) {
      expect(bad(game, opts), `${game} ${JSON.stringify(opts)}`).toThrow(UsageError);
      expect(bad(game, opts)).toThrow(message);
    }
  });
});

describe('play as a user runs it (built binary)', () => {
  const home = mkdtempSync(join(tmpdir(), 'bc-play-'));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['bin/big-chicken.js', ...args], {
      encoding: 'utf8',
      env: { ...process.env, BIG_CHICKEN_HOME: home },
      timeout: 15_000,
    });

  it('exits 2 with one line for a bad option', () => {
    const r = run('play', '--players', '9');
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('2 to 6 players');
    expect(run('play', '--players', '2', '--two-player', 'sideways').status).toBe(2);
    expect(run('play', 'henhouse', '--players', '4', '--big-hands').status).toBe(2);
  });

  it('exits 2 with one line for an unknown theme, on play and resume, and remembers nothing', () => {
    for (const args of [
      ['play', '--theme', 'sepia'],
      ['resume', '--theme', 'sepia'],
    ]) {
      const r = run(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toBe('big-chicken: --theme takes dark, light or mono, got "sepia"\n');
    }
    expect(existsSync(join(home, 'settings.json'))).toBe(false);
  });

  it('says it needs a terminal, names rules and check, exits 1 without a stack trace', () => {
    const r = run('play', '--players', '4');
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(NEEDS_TERMINAL);
    expect(r.stderr).toContain('big-chicken rules');
    expect(r.stderr).toContain('big-chicken check');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
