import { beforeAll, describe, expect, it } from 'vitest';
import { playGame, type GameId } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { gameRecord } from '../../src/store/index.js';
import { exportRecord, readExport, replayText } from '../../src/review/index.js';
import { reviewOf } from '../../src/review/narrate.js';

beforeAll(loadAllBots);

const TABLES: readonly { game: GameId; options: Record<string, unknown> & { players: number } }[] = [
  { game: 'just-hatched', options: { players: 4 } },
  { game: 'just-hatched', options: { players: 2, twoPlayer: 'both-hands' } },
  { game: 'henhouse', options: { players: 4 } },
  { game: 'clutch', options: { players: 1 } },
];

/** Text with its line breaks and indents read as single spaces: a wrapped sentence reads whole. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('replay through a pipe', () => {
  it.each(TABLES)('says every sentence the live log said, in order, for $game with $options.players', ({ game, options }) => {
    const engine = gameModule(game).game;
    const bots = Array.from({ length: options.players }, () => makeBot(game, 'easy', { thinkMs: 1 }));
    const t = playGame(engine, options, bots, 21);
    const seats = bots.map((_, i) => ({ name: i === 0 ? 'Ada' : `Bot ${i}`, bot: i === 0 ? null : ('easy' as const) }));
    const saved = { game, options, seed: 21, seats, speed: 'normal', thinkMs: 300, steps: t.steps, savedAt: '2026-01-01T00:00:00.000Z' };
    const read = readExport(exportRecord(gameRecord(saved, t.outcome!, new Date('2026-01-01T00:00:00Z')))!);
    if (!read.ok) throw new Error(read.reason);
    const { states } = read.replayed;
    const names = seats.map((s) => s.name);
    const review = reviewOf(game);
    const said: string[] = review.opening(states[0]).map((e) => review.sentence(e, names, states[0]));
    for (let k = 0; k + 1 < states.length; k++)
      said.push(...review.events(states[k], states[k + 1]).map((e) => review.sentence(e, names, states[k + 1])));
    expect(said.length).toBeGreaterThan(t.steps.length / 2);
    const text = flat(replayText(read.replayed));
    let at = 0;
    for (const sentence of said) {
      const found = text.indexOf(flat(sentence), at);
      expect(found, `missing after position ${at}: ${sentence}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
  });
});
