import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, playGame, type AnyGame, type Bot, type BotLevel, type GameOptions } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';

// makeBot needs the bots of each game loaded first, as sim and the table do.
await loadAllBots();

// Every choice and every out-of-turn answer of every level must be one of the actions offered.
// A checking wrapper records any that is not (playGame would also throw on an illegal one).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bot of any game
type AnyBot = Bot<any, any>;

interface Record_ {
  choices: number;
  interjections: number;
  stray: string[];
}

function checked(bot: AnyBot, rec: Record_): AnyBot {
  const keys = (xs: readonly unknown[]) => new Set(xs.map((x) => JSON.stringify(x)));
  return {
    level: bot.level,
    choose(view, legal, rng) {
      const a = bot.choose(view, legal, rng);
      rec.choices++;
      if (!keys(legal).has(JSON.stringify(a))) rec.stray.push(JSON.stringify(a));
      return a;
    },
    interject: bot.interject
      ? (view, options, rng) => {
          const a = (bot.interject as NonNullable<AnyBot['interject']>)(view, options, rng);
          if (a !== null) {
            rec.interjections++;
            if (!keys(options).has(JSON.stringify(a))) rec.stray.push(JSON.stringify(a));
          }
          return a;
        }
      : undefined,
  };
}

/** Plays `games` seeded games with the given levels (hard on a small iteration budget). */
function play(game: AnyGame, options: GameOptions, levels: readonly BotLevel[], games: number, seed: number): Record_ {
  const rec: Record_ = { choices: 0, interjections: 0, stray: [] };
  const bots = levels.map((level) => checked(makeBot(game.id, level, { thinkMs: 1, iterations: 3 }), rec));
  for (let k = 0; k < games; k++) {
    const t = playGame(game, options, bots, seed + k);
    expect(t.outcome).not.toBeNull();
  }
  return rec;
}

describe('bots choose only legal actions', () => {
  const jh = gameModule('just-hatched').game;
  const hh = gameModule('henhouse').game;
  const clutch = gameModule('clutch').game;

  it('Just Hatched, 4 players, every level together, Last Egg calls included', () => {
    const rec = play(jh, { players: 4 }, ['easy', 'normal', 'hard', 'easy'], 6, 100);
    expect(rec.stray).toEqual([]);
    expect(rec.choices).toBeGreaterThan(300);
    expect(rec.interjections).toBeGreaterThan(0);
  });

  it('Just Hatched with 2, 3, 5 and 6 players, and both 2-player versions', () => {
    const runs: [GameOptions, BotLevel[]][] = [
      [{ players: 2, twoPlayer: 'both-hands' } as GameOptions, ['normal', 'easy']],
      [{ players: 2, twoPlayer: 'one-and-dump' } as GameOptions, ['hard', 'normal']],
      [{ players: 3 }, ['normal', 'normal', 'easy']],
      [{ players: 5 }, ['normal', 'easy', 'normal', 'easy', 'normal']],
      [{ players: 6 }, ['easy', 'normal', 'easy', 'normal', 'easy', 'normal']],
    ];
    for (const [options, levels] of runs) expect(play(jh, options, levels, 2, 7).stray).toEqual([]);
  });

  it('Henhouse, 3 to 5 players and big hands, every level', () => {
    expect(play(hh, { players: 4 }, ['easy', 'normal', 'hard', 'normal'], 2, 200).stray).toEqual([]);
    expect(play(hh, { players: 3 }, ['normal', 'easy', 'normal'], 1, 300).stray).toEqual([]);
    expect(play(hh, { players: 3, bigHands: true } as GameOptions, ['normal', 'normal', 'easy'], 1, 301).stray).toEqual([]);
    expect(play(hh, { players: 5 }, ['normal', 'easy', 'normal', 'easy', 'normal'], 1, 400).stray).toEqual([]);
  });

  it('Clutch, every level over many deals', () => {
    for (const level of BOT_LEVELS) {
      const rec = play(clutch, { players: 1 }, [level], level === 'hard' ? 15 : 150, 1);
      expect(rec.stray).toEqual([]);
      expect(rec.choices).toBeGreaterThan(level === 'hard' ? 100 : 1000);
    }
  });

  it('easy bots choosing from the view alone (as sim does) make only moves the engines accept', () => {
    // playGame asks chooseFromView when a bot has it, and applyAction refuses any illegal move.
    const runs: [AnyGame, GameOptions, number][] = [
      [jh, { players: 4 }, 10],
      [jh, { players: 2, twoPlayer: 'both-hands' } as GameOptions, 3],
      [jh, { players: 6 }, 3],
      [hh, { players: 4 }, 4],
      [hh, { players: 3, bigHands: true } as GameOptions, 2],
      [hh, { players: 5 }, 2],
    ];
    for (const [game, options, games] of runs) {
      const bots = Array.from({ length: options.players }, () => makeBot(game.id, 'easy', { thinkMs: 1 }));
      expect(bots[0]?.chooseFromView).toBeTypeOf('function');
      for (let k = 0; k < games; k++) expect(playGame(game, options, bots, 900 + k).outcome).not.toBeNull();
    }
  });
});
