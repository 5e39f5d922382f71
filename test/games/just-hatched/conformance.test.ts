import { describe, expect, it } from 'vitest';
import { IllegalActionError, Rng, replay, type Seat, type Step } from '../../../src/engine/index.js';
import {
  deckFor,
  duckStandIns,
  handCard,
  multiplier,
  sortLaid,
  type JhAction,
  type JhState,
} from '../../../src/games/just-hatched/index.js';
import { CONFIGS, game } from './helpers.js';

const GAMES = 12;

const sorted = (cards: readonly string[]) => [...cards].sort();
const key = (a: JhAction) => JSON.stringify(a);

function everyCard(s: JhState): string[] {
  return [...s.hands.flat(), ...s.run.flatMap((l) => l.cards.map(handCard)), ...s.discard, ...s.stock];
}

/** A random selection from the current hand, as a lay action the rules may or may not allow. */
function randomLay(s: JhState, rng: Rng): JhAction {
  const hand = [...(s.hands[s.turn] ?? [])];
  const size = Math.min(hand.length, 1 + rng.int(5));
  const cards = rng.shuffle(hand).slice(0, size).map((c) => (c === 'D' ? `D=${rng.pick(duckStandIns())}` : c));
  const coop = s.options.players > 2 && size >= 4 ? { coop: rng.pick(['flip', 'skip'] as const) } : {};
  return { type: 'lay', cards: sortLaid(cards), ...coop };
}

describe('conformance: seeded random games', () => {
  for (const options of CONFIGS) {
    it(`${options.players} players${options.twoPlayer ? ` (${options.twoPlayer})` : ''}: invariants hold over ${GAMES} games`, () => {
      const deck = sorted(deckFor(options.players)).join(' ');
      for (let seed = 1; seed <= GAMES; seed++) {
        const rng = Rng.fromSeed(seed * 7919 + options.players);
        let s = game.setup(options, seed);
        const steps: Step<JhAction>[] = [];
        let logSeen = 0;
        for (let n = 0; ; n++) {
          const cards = sorted(everyCard(s)).join(' ');
          if (cards !== deck) expect(cards).toBe(deck);
          for (const e of s.log.slice(logSeen)) {
            if (e.type !== 'round-end') continue;
            expect(e.scores.filter((r) => r.cards === 0)).toHaveLength(1);
            for (const r of e.scores) expect(r.points).toBe(r.cards * multiplier(r.cards) + r.penalty);
          }
          logSeen = s.log.length;
          const current = game.currentPlayer(s);
          if (current === 'terminal') {
            expect(game.legalActions(s)).toEqual([]);
            break;
          }
          expect(n).toBeLessThan(5000);
          const legal = game.legalActions(s);
          expect(legal.length).toBeGreaterThan(0);
          const keys = new Set(legal.map(key));
          if (keys.size !== legal.length) expect(legal).toEqual([...keys]);

          // a random selection is accepted exactly when it is listed
          if (s.phase === 'play' && n % 3 === 0) {
            const probe = randomLay(s, rng);
            if (keys.has(key(probe))) expect(() => game.applyAction(s, probe)).not.toThrow();
            else expect(() => game.applyAction(s, probe)).toThrow(IllegalActionError);
          }
          if (s.run.length === 0) expect(() => game.applyAction(s, { type: 'cluck' })).toThrow(IllegalActionError);

          // a view holds this seat's hand and no other
          const seat = rng.int(options.players);
          const view = game.playerView(s, seat);
          if (view.hand.join() !== sorted(s.hands[seat]!).join() && sorted(view.hand).join() !== sorted(s.hands[seat]!).join()) {
            expect(sorted(view.hand)).toEqual(sorted(s.hands[seat]!));
          }
          for (const hidden of ['hands', 'stock', 'discard', 'rng']) if (hidden in view) expect(view).not.toHaveProperty(hidden);
          if (view.handCounts.join() !== s.hands.map((h) => h.length).join()) expect(view.handCounts).toEqual(s.hands.map((h) => h.length));
          if (n % 25 === 0) {
            const guess = game.resample(view, seat, rng.clone());
            expect(sorted(guess.hands[seat]!)).toEqual(sorted(view.hand));
            expect(guess.hands.map((h) => h.length)).toEqual(view.handCounts);
            expect(sorted(everyCard(guess)).join(' ')).toBe(deck);
            expect(game.legalActions(guess).length).toBeGreaterThan(0);
          }

          // out-of-turn moves
          let interjected = false;
          for (let k = 0; k < options.players && !interjected; k++) {
            const who: Seat = (current + k) % options.players;
            const extra = game.interjections!(s, who);
            if (extra.length > 0 && rng.chance(0.3)) {
              const action = rng.pick(extra);
              s = game.applyAction(s, action, who);
              steps.push({ seat: who, action });
              interjected = true;
            }
          }
          if (interjected) continue;

          const action = rng.pick(legal);
          if (n % 40 === 0) {
            const text = JSON.stringify(s);
            const copy = JSON.parse(text) as JhState;
            expect(copy).toEqual(s);
            expect(JSON.stringify(game.applyAction(copy, action, current))).toBe(JSON.stringify(game.applyAction(s, action, current)));
            // applying never changes the state it was given
            expect(JSON.stringify(s)).toBe(text);
          }
          s = game.applyAction(s, action, current);
          steps.push({ seat: current, action });
        }
        const out = game.outcome(s)!;
        const totals = s.scores.reduce((t, table) => t.map((x, i) => x + table[i]!.points), new Array<number>(options.players).fill(0));
        expect(s.scores).toHaveLength(5);
        expect(out.scores).toEqual(totals);
        expect(out.winners).toHaveLength(1);
        expect(totals[out.winners[0]!]).toBe(Math.min(...totals));
        expect(JSON.stringify(replay(game, options, seed, steps))).toBe(JSON.stringify(s));
      }
    });
  }
});
