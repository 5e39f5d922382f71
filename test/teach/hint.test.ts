import { describe, expect, it, beforeAll } from 'vitest';
import { playGame, Rng, type GameId } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { handOf, packCodes, undealtOf, type HenhouseState } from '../../src/games/henhouse/index.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { hintFor, nothingBeats, playableCards } from '../../src/teach/hint.js';
import { markedIndexes } from '../../src/ui/kit/hand-marks.js';
import { handsOf, stockOf, withCards, type JhState } from '../../src/games/just-hatched/index.js';

beforeAll(loadAllBots);

type AnyState = Record<string, unknown>;

/** A state partway through a bot game whose turn is seat 0's. */
function midGame(game: GameId, players: number, seed: number, after: number): AnyState {
  const engine = gameModule(game).game;
  const bots = Array.from({ length: players }, () => makeBot(game, 'normal', { thinkMs: 1 }));
  const steps = playGame(engine, { players }, bots, seed).steps;
  let state = engine.setup({ players }, seed);
  for (const [k, step] of steps.entries()) {
    if (k >= after && engine.currentPlayer(state) === 0) return state as AnyState;
    state = engine.applyAction(state, step.action, step.seat);
  }
  throw new Error('seat 0 never moved');
}

/** The same state with every card seat 0 cannot see moved about: other hands traded, hidden piles reordered. */
function moveHidden(game: GameId, state: AnyState, rng: Rng): AnyState {
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  if (game === 'clutch') return { ...state, deck: shuffle(state.deck as string[]), aside: shuffle(state.aside as string[]) };
  // Just Hatched and Henhouse hold their cards packed: they are read and written in notation
  // through their own readers.
  const jh = game === 'just-hatched' ? (state as unknown as JhState) : null;
  const hands = handsIn(game, state);
  const hidden = jh ? stockOf(jh) : [...undealtOf(state as unknown as HenhouseState)];
  const pool = shuffle([...hands.slice(1).flat(), ...hidden]);
  let at = 0;
  const take = (n: number) => pool.slice(at, (at += n));
  const movedHands = hands.map((h, s) => (s === 0 ? h : take(h.length)));
  if (jh) return withCards(jh, { hands: movedHands, stock: take(hidden.length) }) as unknown as AnyState;
  return { ...state, packedHands: movedHands.map((h) => packCodes(h)), packedUndealt: packCodes(take(hidden.length)) };
}

/** Every seat's hand as codes (Just Hatched and Henhouse read from their packed cards). */
function handsIn(game: GameId, state: AnyState): string[][] {
  if (game === 'just-hatched') return handsOf(state as unknown as JhState).map((h) => [...h]);
  const s = state as unknown as HenhouseState;
  return s.packedHands.map((_, seat) => [...handOf(s, seat)]);
}

describe('hints', () => {
  it.each([
    ['just-hatched', 4, 3],
    ['just-hatched', 5, 8],
    ['henhouse', 4, 2],
    ['clutch', 1, 4],
  ] as const)('%s: moving the cards the seat cannot see never changes the hint', async (game, players, seed) => {
    const engine = gameModule(game).game;
    for (const after of [0, 9]) {
      const state = midGame(game, players, seed, after);
      const hint = await hintFor(gameModule(game), engine.playerView(state, 0), 0, engine.legalActions(state));
      expect(hint).not.toBeNull();
      expect(hint!.reason).toMatch(/\.$/);
      expect(hint!.reason).not.toContain('\n');
      expect(engine.legalActions(state)).toContainEqual(hint!.action);
      for (let k = 0; k < 3; k++) {
        const moved = moveHidden(game, state, Rng.fromSeed(seed * 10 + k));
        // Only hidden cards moved: the seat's view is the same, the other hands are not.
        expect(engine.playerView(moved, 0)).toEqual(engine.playerView(state, 0));
        if (game !== 'clutch') expect(handsIn(game, moved)).not.toEqual(handsIn(game, state));
        expect(await hintFor(gameModule(game), engine.playerView(moved, 0), 0, engine.legalActions(moved))).toEqual(hint);
      }
    }
  });

  it('marks the hinted cards in the hand, a copy per card', () => {
    expect([...markedIndexes(['B7', 'O7', 'O7', 'GC'], ['O7', 'O7'])]).toEqual([1, 2]);
    expect([...markedIndexes(['B7', 'O7', 'O7', 'GC'], ['O7'])]).toEqual([1]);
  });

  it('Just Hatched: playable cards are those of some legal lay; a lay nothing beats is said so', () => {
    const engine = gameModule('just-hatched').game;
    const state = midGame('just-hatched', 4, 3, 0) as AnyState;
    const view = engine.playerView(state, 0) as { hand: string[] };
    const legal = engine.legalActions(state);
    const playable = playableCards(gameModule('just-hatched'), view, legal);
    for (const card of playable) expect(view.hand).toContain(card);
    // Over Big Red nothing can be laid: cluck is all there is.
    const stuck = withCards(state as unknown as JhState, { run: [{ seat: 3, cards: ['RC'], name: 'Big Red' }] });
    const stuckLegal = engine.legalActions(stuck);
    expect(stuckLegal).toEqual([{ type: 'cluck' }]);
    expect(nothingBeats(gameModule('just-hatched'), engine.playerView(stuck, 0), stuckLegal)).toBe(
      'Nothing you hold beats the Big Red: cluck (c).',
    );
    expect(playableCards(gameModule('just-hatched'), engine.playerView(stuck, 0), stuckLegal).size).toBe(0);
  });

  it('says what Enter does with the hinted move: lays, clucks, gives back, passes', async () => {
    const jh = gameModule('just-hatched');
    const view = jh.game.playerView(midGame('just-hatched', 4, 3, 0), 0) as { hand: string[] };
    const enter = async (module: ReturnType<typeof gameModule>, v: unknown, action: unknown) =>
      (await hintFor(module, v, 0, [action]))?.enter;
    expect(await enter(jh, view, { type: 'cluck' })).toBe('clucks');
    expect(await enter(jh, view, { type: 'give-back', card: view.hand[0] })).toBe('gives back the marked card');
    expect(await enter(jh, view, { type: 'lay', cards: [view.hand[0]] })).toBe('lays the marked card');
    expect(await enter(jh, view, { type: 'declare' })).toBe('says "Last Egg!"');
    const hh = gameModule('henhouse');
    const hhView = hh.game.playerView(midGame('henhouse', 4, 2, 0), 0);
    expect(await enter(hh, hhView, { type: 'pass' })).toBe('passes');
    // A game that names no such words: the move, whatever it is.
    const clutch = gameModule('clutch');
    expect(await enter(clutch, clutch.game.playerView(midGame('clutch', 1, 4, 0), 0), { type: 'decline' })).toBe('makes this move');
  });
});

describe('a hinted lay that leaves one card', () => {
  it('says "Last Egg!" with it: Enter takes both, as one move the rules allow', async () => {
    const { position, OTHER_HANDS } = await import('../games/just-hatched/helpers.js');
    const jh = gameModule('just-hatched');
    // Seat 0 leads holding G8 and B10: whatever it lays leaves one card.
    const s = position({ players: 4, hands: [['G8', 'B10'], ...OTHER_HANDS] });
    const legal = jh.game.legalActions(s);
    const hint = await hintFor(jh, jh.game.playerView(s, 0), 0, legal);
    if (!hint) throw new Error('no hint for a seat to lead');
    expect(hint.action).toMatchObject({ type: 'lay' });
    expect(hint.together).toEqual([{ type: 'declare' }]);
    expect(hint.enter).toMatch(/^lays the marked card and says "Last Egg!"$/);
    // Taken together, the lay and the word leave nobody a catch.
    let after = jh.game.applyAction(s, hint.action, 0);
    for (const a of hint.together) after = jh.game.applyAction(after, a, 0);
    expect(jh.game.interjections?.(after, 1) ?? []).not.toContainEqual(expect.objectContaining({ type: 'catch' }));
    // A lay that leaves more cards says nothing with it.
    const more = position({ players: 4, hands: [['G8', 'B10', 'Y9'], ...OTHER_HANDS] });
    const other = await hintFor(jh, jh.game.playerView(more, 0), 0, jh.game.legalActions(more));
    expect(other?.together).toEqual([]);
  });
});
