import { describe, expect, it } from 'vitest';
import { playGame, Rng, type AnyGame, type Bot, type GameOptions } from '../../src/engine/index.js';
import { clutchGame, type ClutchState, type ClutchView } from '../../src/games/clutch/index.js';
import { handOf, henhouseGame, packCodes, undealtOf, type HenhouseState, type HenhouseView } from '../../src/games/henhouse/index.js';
import { handsOf, justHatchedGame, withCards, type JhState, type JhView } from '../../src/games/just-hatched/index.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';

// makeBot needs the bots of each game loaded first, as sim and the table do.
await loadAllBots();

// A bot gets the view and nothing else. These tests take real mid-game states, move hidden
// cards around (between other hands, within the deck), and check that (1) the view has no field
// that holds hidden cards, (2) the view is the same, and so (3) every level makes the same
// choice with the same random source: a bot cannot reach what the view does not hold.

const HIDDEN_FIELDS = ['hands', 'held', 'packedHands', 'deck', 'aside', 'undealt', 'packedUndealt', 'stock', 'rng', 'discard'];

function recordViews<V>(bot: Bot<V, unknown>, into: V[]): Bot<V, unknown> {
  return { ...bot, choose: (view, legal, rng) => (into.push(view), bot.choose(view, legal, rng)) };
}

/** States met along a seeded game between normal bots, every `every` actions. */
function statesOf<S>(game: AnyGame, options: GameOptions, seed: number, every: number): S[] {
  const t = playGame(
    game,
    options,
    Array.from({ length: options.players }, () => makeBot(game.id, 'normal', { thinkMs: 1 })),
    seed,
  );
  const out: S[] = [];
  let s = game.setup(options, seed) as S;
  t.steps.forEach((step, i) => {
    s = game.applyAction(s, step.action, step.seat);
    if (i % every === 0 && game.currentPlayer(s) !== 'terminal') out.push(s);
  });
  return out;
}

/** Swaps the first pair of differing cards between two other seats' hands. */
function swapHidden(hands: readonly (readonly string[])[], seat: number): string[][] | null {
  const others = hands.map((_, s) => s).filter((s) => s !== seat);
  for (const a of others) {
    for (const b of others) {
      if (a >= b) continue;
      const ha = hands[a] as readonly string[];
      const hb = hands[b] as readonly string[];
      const i = ha.findIndex((c) => !hb.includes(c));
      const j = hb.findIndex((c) => !ha.includes(c));
      if (i < 0 || j < 0) continue;
      const out = hands.map((h) => [...h]);
      (out[a] as string[])[i] = hb[j] as string;
      (out[b] as string[])[j] = ha[i] as string;
      return out;
    }
  }
  return null;
}

function sameChoices<V>(game: AnyGame, v1: V, v2: V): void {
  for (const level of ['easy', 'normal', 'hard'] as const) {
    const bot = makeBot(game.id, level, { thinkMs: 1, iterations: 4 }) as Bot<V, unknown>;
    const s = game.resample(v1, (v1 as { seat?: number }).seat ?? 0, Rng.fromSeed(1));
    const legal = game.legalActions(s);
    if (game.currentPlayer(s) !== ((v1 as { seat?: number }).seat ?? 0)) continue;
    expect(bot.choose(v2, legal, Rng.fromSeed(9))).toEqual(bot.choose(v1, legal, Rng.fromSeed(9)));
  }
}

describe('a bot given a view cannot reach hidden cards', () => {
  it('Just Hatched: views hold no other hand, and moving hidden cards changes neither view nor choice', () => {
    const states = statesOf<JhState>(justHatchedGame, { players: 4 }, 5, 17);
    expect(states.length).toBeGreaterThan(5);
    let swapped = 0;
    for (const s of states) {
      const seat = s.turn;
      const view = justHatchedGame.playerView(s, seat);
      for (const f of HIDDEN_FIELDS) expect(view).not.toHaveProperty(f);
      const hands = swapHidden(handsOf(s), seat);
      if (!hands) continue;
      swapped++;
      // The known cards (Big Red's holder, exchanged cards) are public, so keep them in place.
      const knownOk = s.known.every((k) => hands[k.seat]?.includes(k.card) || k.seat === seat);
      if (!knownOk) continue;
      const twin: JhState = withCards(s, { hands });
      const view2 = justHatchedGame.playerView(twin, seat);
      expect(view2).toEqual(view);
      sameChoices<JhView>(justHatchedGame, view, view2);
    }
    expect(swapped).toBeGreaterThan(3);
  });

  it('Henhouse: the same with other hands and the undealt cards', () => {
    const states = statesOf<HenhouseState>(henhouseGame, { players: 4 }, 3, 23);
    let swapped = 0;
    for (const s of states) {
      const seat = s.turn;
      const view = henhouseGame.playerView(s, seat);
      for (const f of HIDDEN_FIELDS) expect(view).not.toHaveProperty(f);
      const hands = swapHidden(
        s.packedHands.map((_, k) => handOf(s, k)),
        seat,
      );
      if (!hands) continue;
      swapped++;
      // The undealt cards traded with another seat's: one hand's worth of cards moved about.
      const other = (seat + 1) % hands.length;
      const undealt = undealtOf(s);
      const mixed = Rng.fromSeed(swapped).shuffle([...(hands[other] as string[]), ...undealt]);
      hands[other] = mixed.slice(0, (hands[other] as string[]).length);
      const twin: HenhouseState = {
        ...s,
        packedHands: hands.map((h) => packCodes(h)),
        packedUndealt: packCodes(mixed.slice((hands[other] as string[]).length)),
      };
      const view2 = henhouseGame.playerView(twin, seat);
      expect(view2).toEqual(view);
      sameChoices<HenhouseView>(henhouseGame, view, view2);
    }
    expect(swapped).toBeGreaterThan(3);
  });

  it('Clutch: the view shows only counts of the deck and the aside pile, whatever their order', () => {
    const states = statesOf<ClutchState>(clutchGame, { players: 1 }, 2, 3);
    expect(states.length).toBeGreaterThan(3);
    for (const s of states) {
      const view = clutchGame.playerView(s, 0);
      for (const f of ['deck', 'aside', 'rng']) expect(view).not.toHaveProperty(f);
      // Swap the deck's next card with one from the aside pile: nothing visible changes.
      if (s.deck.length === 0 || s.aside.length === 0) continue;
      const deck = [...s.deck];
      const aside = [...s.aside];
      [deck[deck.length - 1], aside[0]] = [aside[0] as string, deck[deck.length - 1] as string];
      const view2 = clutchGame.playerView({ ...s, deck, aside }, 0);
      expect(view2).toEqual(view);
      sameChoices<ClutchView>(clutchGame, view, view2);
    }
  });

  it('every view a bot was handed in a whole game is free of hidden fields', () => {
    const seen: JhView[] = [];
    const bots = [0, 1, 2, 3].map(() => recordViews(makeBot('just-hatched', 'normal', { thinkMs: 1 }) as Bot<JhView, unknown>, seen));
    playGame(justHatchedGame, { players: 4 }, bots, 11);
    expect(seen.length).toBeGreaterThan(100);
    for (const v of seen) {
      for (const f of HIDDEN_FIELDS) expect(v).not.toHaveProperty(f);
      // What the view says a seat holds adds up: own hand shown, others only counted.
      expect(v.hand.length).toBe(v.handCounts[v.seat]);
    }
  });
});
