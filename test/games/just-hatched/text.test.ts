import { describe, expect, it } from 'vitest';
import { playGame, randomBot, logEvents } from '../../../src/engine/index.js';
import { justHatched } from '../../../src/games/just-hatched/module.js';
import { JH_RULES, describeEvent, type JhAction, type JhView } from '../../../src/games/just-hatched/index.js';
import { game } from './helpers.js';

describe('rules text', () => {
  it('has one section per topic, every ruling JH 1–12 cited, and house rulings marked ours', () => {
    const topics = JH_RULES.map((s) => s.topic);
    expect(new Set(topics).size).toBe(topics.length);
    for (const t of [
      'setup',
      'lays',
      'turn',
      'chickens',
      'ducks',
      'coops',
      'last-egg',
      'round',
      'scoring',
      'exchange',
      'end',
      'two-player',
    ]) {
      expect(topics).toContain(t);
    }
    const cited = new Set(JH_RULES.flatMap((s) => s.paragraphs.flatMap((p) => (p.ruling ? [p.ruling] : []))));
    for (let n = 1; n <= 12; n++) expect(cited).toContain(`JH ${n}`);
    expect(cited).toContain('ours');
    for (const r of cited) expect(r).toMatch(/^(JH (\d|1[0-2])|ours)$/);
  });
  it('describes the game for 2 to 6 players', () => {
    expect(justHatched.info.id).toBe('just-hatched');
    expect(justHatched.game).toBe(game);
    expect(justHatched.rules).toBe(JH_RULES);
    expect(justHatched.info).toMatchObject({ minPlayers: 2, maxPlayers: 6, defaultPlayers: 4 });
    expect(justHatched.info.summary.length).toBeLessThanOrEqual(60);
  });
});

describe('event sentences', () => {
  it('declares each lay in words', () => {
    expect(describeEvent({ type: 'lay', seat: 0, cards: ['O8', 'Y8', 'B8'], name: 'Three-of-a-Kind of 8s' }, ['Ada'])).toBe(
      'Ada lays Three-of-a-Kind of 8s: O8 Y8 B8.',
    );
    expect(describeEvent({ type: 'gift', from: 1, to: 2, card: 'OC' }, [])).toBe(
      'Seat 1 gives their best card to Seat 2: OC (orange Chicken).',
    );
  });
  it('turns every event of whole games into one plain sentence', () => {
    const names = ['Ada', 'Bob', 'Cy', 'Di', 'Eve', 'Fay'];
    for (const players of [2, 3, 6]) {
      const bots = Array.from({ length: players }, () => randomBot<JhView, JhAction>(0.5));
      const { final } = playGame(game, { players }, bots, 99);
      const kinds = new Set(logEvents(final.log).map((e) => e.type));
      expect(kinds.has('round-end') && kinds.has('game-end')).toBe(true);
      for (const e of logEvents(final.log)) {
        const text = describeEvent(e, names);
        expect(text).not.toMatch(/undefined|NaN|\n/);
        expect(text).toMatch(/^[A-Z].*[.!"]$/);
      }
    }
  });
});

describe('the deal line of two-player both-hands', () => {
  const names = ['Ada', 'Bo'];
  const bots = [randomBot<JhView, JhAction>(), randomBot<JhView, JhAction>()];

  it('says that rounds 2 and 4 are dealt from the cards set aside, and which cards lie face down', () => {
    const { final } = playGame(game, { players: 2, twoPlayer: 'both-hands' }, bots, 7);
    const deals = logEvents(final.log).filter((e) => e.type === 'deal');
    expect(deals.map((e) => e.round)).toEqual([1, 2, 3, 4, 5]);
    for (const say of [
      (e: (typeof deals)[number]) => describeEvent(e, names, final.options.twoPlayer),
      (e: (typeof deals)[number]) => justHatched.review!.sentence(e, names, final),
    ]) {
      const lines = deals.map(say);
      for (const r of [2, 4]) {
        const line = lines[r - 1] ?? '';
        expect(line).toMatch(
          new RegExp(
            `^Round ${r}: the 32 cards set aside in Round ${r - 1} are dealt, 16 each; Round ${r - 1}'s own 32 lie face down; (Ada|Bo) leads\\.$`,
          ),
        );
        expect(line).not.toContain('16 cards each, 32 face down');
      }
      for (const r of [1, 3, 5]) expect(lines[r - 1]).toMatch(new RegExp(`^Round ${r}: 16 cards each, 32 face down; (Ada|Bo) leads\\.$`));
    }
  });

  it('keeps "face down" for every round of one-and-dump, where each round is a fresh deal', () => {
    const { final } = playGame(game, { players: 2, twoPlayer: 'one-and-dump' }, bots, 7);
    for (const e of logEvents(final.log).filter((x) => x.type === 'deal'))
      expect(justHatched.review!.sentence(e, names, final)).toMatch(/^Round \d: 16 cards each, 32 face down; (Ada|Bo) leads\.$/);
  });
});
