import { describe, expect, it } from 'vitest';
import { playGame, Rng, type BotLevel, type GameId, type GameOptions } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { clutchGame, type ClutchAction, type ClutchView } from '../../src/games/clutch/index.js';
import { justHatchedGame, type JhAction, type JhView } from '../../src/games/just-hatched/index.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { afterChoice, clutchValue } from '../../src/games/clutch/bot.js';
import { jhCandidates, LAST_EGG_SKILL } from '../../src/games/just-hatched/bot.js';

// makeBot needs the bots of each game loaded first, as sim and the table do.
await loadAllBots();

// Scenario tests for the heuristics, and the seeded reproducibility of whole games.

function jhView(over: Partial<JhView>): JhView {
  const base = justHatchedGame.playerView(justHatchedGame.setup({ players: 4 }, 1), 0);
  return { ...base, phase: 'play', turn: 0, seat: 0, centre: null, run: [], ...over } as JhView;
}

function clutchView(over: Partial<ClutchView>): ClutchView {
  const base = clutchGame.playerView(clutchGame.setup({ players: 1 }, 1), 0);
  return { ...base, ...over } as ClutchView;
}

const lay = (...cards: string[]): JhAction => ({ type: 'lay', cards });

describe('Just Hatched normal bot', () => {
  const normal = makeBot('just-hatched', 'normal', { thinkMs: 1 });

  it('leads its lowest set whole rather than breaking it or spending high cards', () => {
    // Hand: a pair of 7s, a single 9, and Big Red. Laying both 7s sheds two low cards at once.
    const view = jhView({ hand: ['B7', 'O7', 'G9', 'RC'], handCounts: [4, 10, 10, 10] });
    const legal = [lay('B7'), lay('O7'), lay('G9'), lay('RC'), lay('O7', 'B7')];
    expect(normal.choose(view, legal, Rng.fromSeed(1))).toEqual(lay('O7', 'B7'));
  });

  it('clucks rather than spend Big Red early, but lays it to go out', () => {
    const centre = { seat: 1, cards: ['OC'], name: 'Single orange Chicken' };
    const early = jhView({ hand: ['B7', 'G8', 'Y9', 'O10', 'G7', 'RC'], handCounts: [6, 9, 9, 9], centre, run: [centre] });
    const legal: JhAction[] = [lay('RC'), { type: 'cluck' }];
    expect(normal.choose(early, legal, Rng.fromSeed(1))).toEqual({ type: 'cluck' });
    const last = jhView({ hand: ['RC'], handCounts: [1, 9, 9, 9], centre, run: [centre] });
    expect(normal.choose(last, legal, Rng.fromSeed(1))).toEqual(lay('RC'));
  });

  it('the hard bot weighs the normal choice first, and Cluck when it may', () => {
    const centre = { seat: 1, cards: ['B8'], name: 'Single blue 8' };
    const view = jhView({ hand: ['B7', 'O7', 'G9', 'Y10', 'RC'], handCounts: [5, 9, 9, 9], centre, run: [centre] });
    const legal: JhAction[] = [lay('G9'), lay('Y10'), lay('RC'), { type: 'cluck' }];
    const c = jhCandidates(view, legal);
    expect(c[0]).toEqual(normal.choose(view, legal, Rng.fromSeed(1)));
    expect(c).toContainEqual({ type: 'cluck' });
    expect(new Set(c.map((a) => JSON.stringify(a))).size).toBe(c.length);
  });

  it('declares and catches Last Egg more reliably at higher levels', () => {
    // Seat 0 was just left with B7 and may still be caught: the moment to declare.
    const view = jhView({ hand: ['B7'], catchable: 0, lastEgg: ['undeclared', 'none', 'none', 'none'] });
    const rate = (level: 'easy' | 'normal' | 'hard', option: JhAction) => {
      const bot = makeBot('just-hatched', level, { thinkMs: 1 });
      const rng = Rng.fromSeed(3);
      let n = 0;
      for (let i = 0; i < 2000; i++) if (bot.interject?.(view, [option], rng)) n++;
      return n / 2000;
    };
    for (const option of [{ type: 'declare' }, { type: 'catch', target: 2 }] as JhAction[]) {
      const rates = (['easy', 'normal', 'hard'] as const).map((l) => rate(l, option));
      expect(rates[0]).toBeLessThan(rates[1] as number);
      expect(rates[1]).toBeLessThan(rates[2] as number);
    }
    // Catching skill: easy 0.2, normal 0.6; 2000 tries each put the rates within a few points.
    expect(rate('easy', { type: 'catch', target: 2 })).toBeCloseTo(LAST_EGG_SKILL.easy.catch, 1);
    expect(rate('hard', { type: 'declare' })).toBeCloseTo(LAST_EGG_SKILL.hard.declare, 1);
  });

  it('does not declare late, once its Last Egg can no longer be caught', () => {
    // The next player has acted (nobody is catchable): a declaration now protects nothing.
    const view = jhView({ hand: ['B7'], catchable: null, lastEgg: ['undeclared', 'none', 'none', 'none'] });
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const bot = makeBot('just-hatched', level, { thinkMs: 1 });
      const rng = Rng.fromSeed(4);
      for (let i = 0; i < 200; i++) expect(bot.interject?.(view, [{ type: 'declare' }], rng)).toBeNull();
    }
  });
});

describe('Clutch heuristics', () => {
  it('takes the SPADES pair that wins at 1000 chickens', () => {
    // 950 chickens, previous 4♠, one Queen: taking 2♠ (smallest, cost 2) fires SPADES with
    // 948 + 100 = 1048 >= 1000, a win. Taking 9♥ instead would cost 90.
    // 52 cards: 3 in the spread, 4♠ and Q♦ seen, so 47 unseen: 7 in the deck and 40 aside.
    const view = clutchView({ chickens: 950, previous: '4S', court: ['QD'], spread: ['2S', '5C', '9H'], deckCount: 7, asideCount: 40 });
    const legal: ClutchAction[] = [
      { type: 'take', card: '2S' },
      { type: 'take', card: '5C' },
      { type: 'take', card: '9H' },
    ];
    const won = afterChoice(view, { type: 'take', card: '2S' });
    expect(won.phase.kind).toBe('over');
    expect(clutchValue(won)).toBeGreaterThan(clutchValue(afterChoice(view, { type: 'take', card: '5C' })));
    for (const level of ['normal', 'hard'] as const) {
      expect(makeBot('clutch', level, { thinkMs: 1, iterations: 2 }).choose(view, legal, Rng.fromSeed(1))).toEqual(legal[0]);
    }
  });

  it('never takes the SPADES pair that loses below 1000 when another card is affordable', () => {
    // 300 chickens, previous 4♠: 2♠ would fire SPADES at 298 < 1000 with no Jack: lost.
    const view = clutchView({ chickens: 300, previous: '4S', court: [], spread: ['2S', '3C', '6H'] });
    const legal: ClutchAction[] = view.spread.map((card) => ({ type: 'take', card }));
    expect(afterChoice(view, { type: 'take', card: '2S' }).phase.kind).toBe('over');
    const choice = makeBot('clutch', 'normal', { thinkMs: 1 }).choose(view, legal, Rng.fromSeed(1));
    expect(choice).not.toEqual({ type: 'take', card: '2S' });
  });

  it('normal wins clearly more often than easy over the same 300 deals', () => {
    const rate = (level: 'easy' | 'normal') => {
      const bot = makeBot('clutch', level, { thinkMs: 1 });
      let wins = 0;
      for (let k = 0; k < 300; k++) wins += playGame(clutchGame, { players: 1 }, [bot], 5000 + k).outcome?.winners.length ?? 0;
      return wins / 300;
    };
    // Measured over 2,000 deals: easy about 0.1%, normal about 59%.
    expect(rate('normal') - rate('easy')).toBeGreaterThan(0.3);
  });
});

describe('same seed, same games', () => {
  const cases: [GameId, GameOptions, BotLevel[]][] = [
    ['just-hatched', { players: 4 }, ['easy', 'normal', 'hard', 'normal']],
    ['henhouse', { players: 3 }, ['normal', 'hard', 'easy']],
    ['clutch', { players: 1 }, ['hard']],
  ];
  for (const [id, options, levels] of cases) {
    it(`${id}: two runs of one seed give the same actions and outcome`, () => {
      // Hard bots on an iteration budget (not a clock) so that their choices repeat too.
      const run = () => {
        const bots = levels.map((l) => makeBot(id, l, { thinkMs: 1, iterations: 3 }));
        return playGame(gameModule(id).game, options, bots, 42);
      };
      const a = run();
      const b = run();
      expect(a.steps.length).toBeGreaterThan(5);
      expect(b.steps).toEqual(a.steps);
      expect(b.outcome).toEqual(a.outcome);
    });
  }
});
