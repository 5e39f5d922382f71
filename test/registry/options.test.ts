// Command options as data: one integer reader, one seed range, one speed list and one --bots
// default, shared by play and sim; each game's own options read once for both.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOT_LEVEL } from '../../src/engine/index.js';
import { UsageError } from '../../src/games/options.js';
import { COMMON, SEED_RANGE } from '../../src/table/options.js';
import { parsePlay } from '../table/parse-play.js';
import { planSim, simSeed } from '../../src/commands/sim/sim.js';
import { buildProgram } from '../../src/program.js';
import { MOVE_DELAY, REACTION_DELAY, SPEEDS, WATCH_PAUSE } from '../../src/table/index.js';
import { runCheck } from '../commands/run-check.js';

/** The message a reader throws, or null when it reads the value. */
function refusal(read: () => unknown): string | null {
  try {
    read();
    return null;
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
}

describe('play and sim read the same options the same way', () => {
  it('one seed range, 0 to 4294967295, for both (play --seed -5 and sim --seed 3000000000 agree)', () => {
    expect(SEED_RANGE).toEqual({ min: 0, max: 4294967295 });
    for (const seed of ['0', '3000000000', '4294967295']) {
      expect(parsePlay('henhouse', { seed }).seed).toBe(Number(seed));
      expect(planSim('henhouse', { seed }).seed).toBe(Number(seed));
    }
    for (const seed of ['-5', '4294967296', '1.5', 'abc']) {
      const play = refusal(() => parsePlay('henhouse', { seed }));
      expect(play).toMatch(/^--seed must be a whole number from 0 to 4294967295, got /);
      expect(refusal(() => planSim('henhouse', { seed }))).toBe(play);
    }
  });

  it('sim game k deals what play --seed (seed + k) deals, past the last seed round to 0', () => {
    expect(simSeed(41, 1)).toBe(42);
    expect(simSeed(4294967295, 1)).toBe(0);
    expect(planSim('clutch', { seed: '4294967295', games: '3' })).toMatchObject({ seed: 4294967295, games: 3 });
  });

  it('one --bots default, normal, at the table and in sim', () => {
    expect(DEFAULT_BOT_LEVEL).toBe('normal');
    expect(
      parsePlay('just-hatched', { players: '4' })
        .seats.slice(1)
        .map((s) => s.bot),
    ).toEqual(['normal', 'normal', 'normal']);
    expect(planSim('just-hatched', { players: '4' }).levels).toEqual(['normal', 'normal', 'normal', 'normal']);
  });

  it('one speed list: --speed, its help and the table delays', () => {
    expect(COMMON.speed.choices).toEqual(SPEEDS);
    for (const delays of [MOVE_DELAY, REACTION_DELAY, WATCH_PAUSE]) expect(Object.keys(delays)).toEqual([...SPEEDS]);
    const play = buildProgram().commands.find((c) => c.name() === 'play')!;
    expect(play.options.find((o) => o.long === '--speed')?.argChoices).toEqual([...SPEEDS]);
    expect(refusal(() => parsePlay('clutch', { speed: 'warp' }))).toBe('--speed must be slow, normal, fast or max, got "warp"');
  });

  it('one integer reader: the same words for --players, --think-ms and --games everywhere', () => {
    expect(refusal(() => parsePlay('henhouse', { players: 'four' }))).toBe(refusal(() => planSim('henhouse', { players: 'four' })));
    expect(refusal(() => parsePlay('henhouse', { players: '6' }))).toBe('Henhouse takes 3 to 5 players, got --players 6');
    expect(refusal(() => planSim('henhouse', { players: '6' }))).toBe('Henhouse takes 3 to 5 players, got --players 6');
    expect(refusal(() => parsePlay('clutch', { thinkMs: '0' }))).toBe(refusal(() => planSim('clutch', { thinkMs: '0' })));
    expect(refusal(() => planSim('clutch', { games: '0' }))).toBe('--games must be a whole number from 1 to 10000000, got 0');
    expect(runCheck('henhouse', 'BC5', { players: '9' }).error).toBe('--players must be a whole number from 3 to 5, got 9');
    expect(runCheck('clutch', undefined, { spread: '3H 7S QD', take: '7S', chickens: 'many' }).error).toBe(
      '--chickens must be a whole number from 1 to 1000000000, got "many"',
    );
  });

  it("a game's own options: read once, the same for play and sim, refused for another game", () => {
    const cases: [string, Record<string, unknown>][] = [
      ['just-hatched', { players: '2' }],
      ['just-hatched', { players: '2', twoPlayer: 'one-and-dump' }],
      ['just-hatched', { players: '5' }],
      ['henhouse', { players: '3', bigHands: true }],
      ['clutch', {}],
    ];
    for (const [game, opts] of cases) expect(planSim(game, opts).options).toEqual(parsePlay(game, opts).options);
    expect(parsePlay('just-hatched', { players: '2' }).options).toEqual({ players: 2, twoPlayer: 'both-hands' });
    for (const [game, opts] of [
      ['clutch', { bigHands: true }],
      ['henhouse', { twoPlayer: 'both-hands' }],
    ] as const) {
      expect(refusal(() => planSim(game, opts))).toBe(refusal(() => parsePlay(game, opts)));
    }
    expect(refusal(() => parsePlay('clutch', { bigHands: true }))).toBe('--big-hands goes only with henhouse');
  });
});
