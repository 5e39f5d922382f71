import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import { readLay, sampleAction, type JhAction, type JhOptions, type JhState } from '../../../src/games/just-hatched/index.js';
import { CONFIGS, game, position } from './helpers.js';

const key = (a: JhAction): string => JSON.stringify(a);

/** The shape of an action, to see that every kind of play comes out. */
function shape(a: JhAction): string {
  if (a.type !== 'lay') return a.type;
  const lay = readLay(a.cards);
  if (!lay.ok) return 'unreadable';
  return `${lay.lay.kind}${lay.lay.chickens ? ' chickens' : ''}${lay.lay.duck ? ' duck' : ''}${a.coop ? ` ${a.coop}` : ''}`;
}

/**
 * Plays a game choosing every turn with `sampleAction`; out of turn, Last Egg moves are taken at
 * random now and then so catches happen too. On every `every`-th turn the sample is checked
 * against the full legal list. Returns the shapes seen and the turns taken.
 */
function playSampled(options: JhOptions, seed: number, every: number, shapes: Set<string>): number {
  let state: JhState = game.setup(options, seed);
  const rng = Rng.fromSeed(seed * 7919 + 1);
  let turns = 0;
  for (let steps = 0; game.currentPlayer(state) !== 'terminal'; steps++) {
    expect(steps).toBeLessThan(5000);
    const seat = game.currentPlayer(state) as number;
    const out = Array.from({ length: options.players }, (_, s) => game.interjections!(state, s));
    const moment = out.flatMap((list, s) => list.map((a) => ({ s, a })));
    if (moment.length > 0 && rng.chance(0.5)) {
      const { s, a } = rng.pick(moment);
      state = game.applyAction(state, a, s);
      continue;
    }
    const action = sampleAction(game.playerView(state, seat), rng);
    shapes.add(shape(action));
    if (turns % every === 0) expect(game.legalActions(state).map(key)).toContain(key(action));
    state = game.applyAction(state, action, seat);
    turns++;
  }
  return turns;
}

describe('sampleAction', () => {
  it('only ever picks a legal action, and games played with it end', () => {
    const shapes = new Set<string>();
    for (const options of CONFIGS) {
      for (let seed = 1; seed <= 8; seed++) expect(playSampled(options, seed, 3, shapes)).toBeGreaterThan(0);
    }
  });

  it('reaches every kind of play: each size, Chickens, Ducks, flip and skip, Cluck and give-back', () => {
    const shapes = new Set<string>();
    for (let seed = 100; seed < 160; seed++) playSampled({ players: 4 }, seed, 50, shapes);
    for (const s of [
      'single',
      'pair',
      'trips',
      'little-coop flip',
      'little-coop skip',
      'single chickens',
      'pair chickens',
      'single duck',
      'pair duck',
      'trips duck',
      'cluck',
      'give-back',
    ]) {
      expect(shapes).toContain(s);
    }
  });

  it('reaches a Big Coop and every stand-in a Duck may take when leading', () => {
    // Hand: five 9s and a Duck, leading. Shapes: 9s of size 1–5 (5), a Duck with one or two 9s
    // (2), the Duck alone (1): 8. The Duck alone as a given Egg comes 1/8 × 1/40 = 1 in 320, so
    // about 12 times in 4,000 draws; the Big Coop with skip 1/8 × 1/2, about 250 times.
    const state = position({ players: 4, hands: [['B9', 'B9', 'G9', 'Y9', 'O9', 'D'], ['B7'], ['G7'], ['Y7']] });
    const view = game.playerView(state, 0);
    const rng = Rng.fromSeed(5);
    const legal = new Set(game.legalActions(state).map(key));
    const seen = new Set<string>();
    for (let i = 0; i < 4000; i++) {
      const a = sampleAction(view, rng);
      expect(legal).toContain(key(a));
      seen.add(key(a));
    }
    expect(seen).toContain(key({ type: 'lay', cards: ['O9', 'Y9', 'G9', 'B9', 'B9'], coop: 'skip' }));
    for (let n = 1; n <= 10; n++) for (const s of 'BGYO') expect(seen).toContain(key({ type: 'lay', cards: [`D=${s}${n}`] }));
  });

  it('clucks when nothing in hand beats the centre, and never clucks when leading', () => {
    // Centre: Big Red alone, which nothing beats, so Cluck is the only legal action.
    const blocked = position({
      players: 4,
      hands: [['B7', 'B7', 'G7', 'Y7', 'D'], ['B8'], ['G8'], ['Y8']],
      run: [{ seat: 3, cards: ['RC'], name: 'Big Red' }],
    });
    const leading = position({ players: 4, hands: [['B7', 'D'], ['B8'], ['G8'], ['Y8']] });
    const rng = Rng.fromSeed(9);
    for (let i = 0; i < 200; i++) {
      expect(sampleAction(game.playerView(blocked, 0), rng)).toEqual({ type: 'cluck' });
      expect(sampleAction(game.playerView(leading, 0), rng).type).toBe('lay');
    }
  });

  it('refuses to choose for a seat whose turn it is not', () => {
    const state = game.setup({ players: 4 }, 3);
    const other = ((game.currentPlayer(state) as number) + 1) % 4;
    expect(() => sampleAction(game.playerView(state, other), Rng.fromSeed(1))).toThrow(/not this seat's turn/);
  });
});
