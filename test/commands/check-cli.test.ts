// `check` through the whole program in this process (commander, the command, its errors): its
// answers, its exit statuses and its one-line messages. test/cli/check.test.ts runs the binary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columns } from '../../src/platform/text/index.js';
import { outputLines } from '../cli/run-bin.js';
import { runMain } from './run-main.js';

const json = (stdout: string) => JSON.parse(stdout) as Record<string, unknown>;

describe('big-chicken check (the program in process, no terminal)', () => {
  it.each([
    ['--direction', 'counter'],
    ['--out', null],
    ['--coop', 'flip'],
  ])('%s without --seat is refused with an example that runs as written', async (flag, value) => {
    const r = await runMain(['check', 'just-hatched', 'O7', '--players', '4', flag, ...(value === null ? [] : [value])]);
    expect(r.status).toBe(2);
    const example = /e\.g\. check (.*)$/.exec(r.stderr.trim())?.[1] ?? '';
    expect(example).toContain(flag);
    // The example's words, its quoted lay one word.
    const words = [...example.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
    const ran = await runMain(['check', ...words]);
    expect(ran.stderr).toBe('');
    expect(ran.status).toBe(0);
  });

  it('exit 0 and a yes for a lay that beats', async () => {
    const r = await runMain(['check', 'just-hatched', 'O7 Y7', '--on', 'B7 G7']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const lines = outputLines(r.stdout);
    // The --on lay comes back in canonical order, highest card first.
    expect(lines[0]).toMatch(/^yes: O7 Y7 .*beats G7 B7/);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const l of lines) expect(columns(l)).toBeLessThanOrEqual(80);
  });

  it('exit 1 and a no when the lay does not beat (a Coop needs a higher Coop or Big Red)', async () => {
    const r = await runMain(['check', 'just-hatched', 'O10 Y10', '--on', 'B8,G8,Y8,O8']);
    expect(r.status).toBe(1);
    expect(outputLines(r.stdout)[0]).toMatch(/^no: /);
  });

  it('exit 1 for an illegal lay', async () => {
    const r = await runMain(['check', 'henhouse', 'BC5 WE5']);
    expect(r.status).toBe(1);
    expect(outputLines(r.stdout)[0]).toMatch(/^no: BC5 WE5 is not a legal lay/);
  });

  it('a position the deck cannot hold: one line on stderr, exit 2, wherever the card stands, --json or not', async () => {
    for (const args of [
      ['henhouse', 'BC1', '--on', 'BC1'],
      ['henhouse', 'BC1 BC1'],
      ['henhouse', 'BC2', '--on', 'BC1 BC1'],
      ['just-hatched', 'RC', '--on', 'RC'],
      ['just-hatched', 'O8', '--on', 'B7', '--players', '3'],
      ['just-hatched', 'B7', '--players', '3'],
    ]) {
      for (const extra of [[], ['--json']]) {
        const r = await runMain(['check', ...args, ...extra]);
        expect(r.status, args.join(' ')).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/^big-chicken: this position cannot happen: [^\n]+\n$/);
      }
    }
  });

  it('check henhouse --big-hands: the 3-player full deck, and only for 3 players', async () => {
    const yes = await runMain(['check', 'henhouse', 'WE8 WE9', '--big-hands', '--json']);
    expect(yes.status).toBe(0);
    expect(json(yes.stdout)).toMatchObject({ legal: true, kind: 'suited run 8-9' });
    const without = await runMain(['check', 'henhouse', 'WE8 WE9', '--players', '3']);
    expect(without.status).toBe(2);
    expect(without.stderr).toMatch(/WE8 is not in the 3-player deck/);
    const four = await runMain(['check', 'henhouse', 'WE8', '--big-hands', '--players', '4']);
    expect(four.status).toBe(2);
    expect(four.stderr).toMatch(/^big-chicken: --big-hands is the 3-player variant/);
    const jh = await runMain(['check', 'just-hatched', 'B8', '--big-hands']);
    expect(jh.status).toBe(2);
    expect(jh.stderr).toMatch(/--big-hands does not apply to just-hatched/);
  });

  it('--json for a lay: exactly version (first), legal, beats, reason, lay, kind', async () => {
    const r = await runMain(['check', 'just-hatched', 'rc', '--on', 'G9 Y9 O9 B9', '--json']);
    expect(r.status).toBe(0);
    expect(outputLines(r.stdout)).toHaveLength(1);
    const o = json(r.stdout);
    expect(Object.keys(o)).toEqual(['version', 'legal', 'beats', 'reason', 'lay', 'kind']);
    expect(o.version).toBe(1);
    expect(o).toMatchObject({ legal: true, beats: true, lay: 'RC' });
    expect(typeof o.reason).toBe('string');
  });

  it('a Duck that says no Egg: the Eggs it may stand for to beat, or why none does, in text and --json', async () => {
    const none = await runMain(['check', 'just-hatched', 'G10 D', '--on', 'Y10']);
    expect(none.status).toBe(1);
    expect(none.stdout).toBe(
      'no: G10 D (Two-of-a-Kind of 10s) does not beat Y10.\n' +
        'No Egg the Duck could stand for lets G10 D beat Y10. A Single can only be\n    answered with a Single (or a Coop).\n',
    );
    const beats = await runMain(['check', 'just-hatched', 'D', '--on', 'B10', '--json']);
    expect(beats.status).toBe(0);
    expect(beats.stdout).toBe(
      '{"version":1,"legal":true,"beats":true,"reason":"Standing for G10, Y10 or O10, the Duck beats B10: D=G10 is higher than B10.",' +
        '"lay":"D","kind":"Single","duck":["G10","Y10","O10"]}\n',
    );
    const json = await runMain(['check', 'just-hatched', 'G10 D', '--on', 'Y10', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ legal: true, beats: false, kind: 'Two-of-a-Kind of 10s', duck: [] });
  });

  it('every kind of answer, in every game, opens with "version": 1', async () => {
    const asks = [
      ['check', 'just-hatched', 'O7 Y7', '--json'],
      ['check', 'just-hatched', 'O7', '--on', 'B9', '--json'],
      ['check', 'just-hatched', '--hand', 'O7 Y7 B9', '--on', 'G5', '--json'],
      ['check', 'henhouse', 'BC5 BC6 BC7', '--json'],
      ['check', 'henhouse', '--hand', 'BC5 BC6 BC7 WE9', '--json'],
      ['check', 'clutch', '--spread', '3H 7S QD', '--take', '7S', '--chickens', '250', '--json'],
      ['check', 'clutch', '--spread', '3H 7S QD', '--take', '7S', '--chickens', '50', '--json'],
    ];
    for (const args of asks) {
      const r = await runMain(args);
      expect(r.stderr, args.join(' ')).toBe('');
      expect(r.stdout, args.join(' ')).toMatch(/^\{"version":1,/);
    }
  });

  it('--json without --on gives beats null', async () => {
    const r = await runMain(['check', 'henhouse', 'BC5 BC6 BC7', '--json']);
    expect(r.status).toBe(0);
    expect(json(r.stdout)).toMatchObject({ legal: true, beats: null });
  });

  it('--json for clutch: exactly version (first), chickens, outcome, reason, court, crypt', async () => {
    // 250 - 70 (7S is not the smallest number card) = 180.
    const r = await runMain(['check', 'clutch', '--spread', '3H 7S QD', '--take', '7S', '--chickens', '250', '--json']);
    expect(r.status).toBe(0);
    const o = json(r.stdout);
    expect(Object.keys(o)).toEqual(['version', 'chickens', 'outcome', 'reason', 'court', 'crypt']);
    expect(o.version).toBe(1);
    expect(o).toMatchObject({ chickens: 180, outcome: 'continue', court: [], crypt: [] });
  });

  it('exit 1 for a clutch choice that loses', async () => {
    // 50 - 70 is below zero.
    const r = await runMain(['check', 'clutch', '--spread', '3H 7S QD', '--take', '7S', '--chickens', '50']);
    expect(r.status).toBe(1);
    expect(outputLines(r.stdout)[0]).toMatch(/^lost: /);
  });

  it.each([
    ['an unknown card', ['check', 'just-hatched', 'X9']],
    ['a player count out of range', ['check', 'just-hatched', 'O7', '--players', '7']],
    ['a player count that is not a number', ['check', 'henhouse', 'BC5', '--players', 'four']],
    ['an option of another game', ['check', 'just-hatched', 'O7', '--spread', '3H 7S QD']],
    ['a vermin option on just-hatched', ['check', 'just-hatched', 'O7', '--vermin', 'fox']],
    ['--players on the solo game', ['check', 'clutch', '--spread', '3H 7S QD', '--take', '7S', '--players', '1']],
    ['a missing lay', ['check', 'henhouse']],
    ['a missing spread', ['check', 'clutch', '--take', '7S']],
    ['a missing choice', ['check', 'clutch', '--spread', '3H 7S QD']],
    ['chickens that are not whole', ['check', 'clutch', '--spread', '3H 7S QD', '--take', '7S', '--chickens', '2.5']],
    ['an unknown game', ['check', 'poker', 'AS']],
    ['an unknown vermin', ['check', 'henhouse', 'BC5', '--vermin', 'rat']],
    ['an unknown option', ['check', 'henhouse', 'BC5', '--wild']],
    ['a lay for clutch', ['check', 'clutch', '7S', '--spread', '3H 7S QD', '--take', '7S']],
  ])('exit 2 with one line for %s', async (_why, args) => {
    const r = await runMain(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const lines = outputLines(r.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^big-chicken: \S/);
  });

  it('never crashes on random arguments through the whole program', async () => {
    const token = fc.oneof(
      fc.constantFrom(
        'O7',
        'Y7',
        'B7 G7',
        'RC',
        'D=O7',
        'BC5',
        '*C=WC5',
        'WE4 WE5 WE6',
        '3H 7S QD',
        '7S',
        'KH',
        'JC',
        'D=BC',
        '*E',
        'skunk',
        '',
        ' ',
        ',',
        '10H',
        'TH',
        '-1',
        '0',
        '99999999999999999999',
        '1e3',
      ),
      fc.string({ maxLength: 12 }),
    );
    const option = fc.tuple(
      fc.constantFrom(
        '--on',
        '--players',
        '--vermin',
        '--remove',
        '--spread',
        '--take',
        '--sacrifice',
        '--chickens',
        '--court',
        '--previous',
        '--aside',
      ),
      token,
    );
    const args = fc.record({
      game: fc.constantFrom('just-hatched', 'henhouse', 'clutch', 'JUST-HATCHED', 'nope'),
      lay: fc.option(token, { nil: undefined }),
      options: fc.array(option, { maxLength: 4 }),
      json: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(args, async ({ game, lay, options, json: asJson }) => {
        const argv = ['check', game, ...(lay === undefined ? [] : [lay]), ...options.flat(), ...(asJson ? ['--json'] : [])];
        const r = await runMain(argv);
        expect([0, 1, 2]).toContain(r.status);
        expect(r.stderr).not.toMatch(/\n\s+at /);
        if (r.status === 2) {
          expect(outputLines(r.stderr)).toHaveLength(1);
        } else {
          expect(r.stderr).toBe('');
          if (asJson) expect(() => JSON.parse(r.stdout)).not.toThrow();
          else for (const l of outputLines(r.stdout)) expect(columns(l)).toBeLessThanOrEqual(80);
        }
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});

describe("README's rules-check examples", () => {
  it('print what the README shows, byte for byte', async () => {
    const { readFileSync } = await import('node:fs');
    const { splitCommand } = await import('../../src/serve/argv.js');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.split('## Rules questions, with no terminal')[1]!.split('\n## ')[0]!;
    const blocks = [...section.matchAll(/```console\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    let runs = 0;
    for (const block of blocks) {
      for (const example of block.split(/^\$ /m).filter((s) => s !== '')) {
        const [command, ...shown] = example.split('\n');
        const words = splitCommand(command!)!;
        expect(words[0]).toBe('big-chicken');
        const r = await runMain(words.slice(1));
        expect(r.stdout).toBe(shown.join('\n'));
        runs++;
      }
    }
    // One example of each question: a hand's lays, three scores, the next seat, a reason.
    expect(runs).toBe(6);
  });
});
