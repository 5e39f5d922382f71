// One conformance suite for every registered game (after OpenSpiel's RandomSimTest): seeded
// games played to the end, every state checked against the Game contract of src/engine/types.ts.
// What only a game knows (where its cards lie, what its views must not show, which wrong moves
// are worth trying) comes from that game's adapter beside this file. The suite runs from one test
// file a game (and one for every other game), so that the games' runs take workers of their own.
import { describe, expect, it } from 'vitest';
import { IllegalActionError, replay, Rng, type AnyGame, type Seat, type Step } from '../../src/engine/index.js';
import { GAMES, gameModule } from '../../src/games/index.js';
import type { ConformanceAdapter } from './adapter.js';
import { ADAPTERS } from './adapters.js';

const sorted = (cards: readonly string[]): string => [...cards].sort().join(' ');
const key = (a: unknown): string => JSON.stringify(a);

/** Actions no game accepts: each must be refused with a reason, not crash. */
const MALFORMED: readonly unknown[] = [null, 7, 'cluck', {}, { type: 'no-such-move' }];

/**
 * `apply` throws an IllegalActionError with a message a player can read; `said`, when given, is
 * the game's `refusal` of the same move from the seat's view, which must be that message.
 */
function refused(apply: () => unknown, said?: () => string | null): void {
  let error: unknown = null;
  try {
    apply();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(IllegalActionError);
  expect((error as Error).message.trim().length).toBeGreaterThan(3);
  if (said) expect(said()).toBe((error as Error).message);
}

/** The legal actions of a state that is not terminal: non-empty, duplicate-free, in a stable order. */
function checkLegal(game: AnyGame, s: unknown): readonly unknown[] {
  if (game.outcome(s) !== null) expect(game.outcome(s)).toBeNull();
  const legal = game.legalActions(s);
  expect(legal.length).toBeGreaterThan(0);
  const keys = legal.map(key);
  if (new Set(keys).size !== legal.length) expect(keys).toEqual([...new Set(keys)]);
  const names = legal.map((x) => game.actionToString(x));
  if (new Set(names).size !== legal.length) expect(names).toEqual([...new Set(names)]);
  const again = game.legalActions(s).map(key);
  if (again.join('\n') !== keys.join('\n')) expect(again).toEqual(keys);
  return legal;
}

/** The full checks of one turn: refusals, views and resampling. */
function checkTurn(
  game: AnyGame,
  a: ConformanceAdapter,
  s: unknown,
  legal: readonly unknown[],
  seat: Seat,
  players: number,
  rng: Rng,
): void {
  const keys = new Set(legal.map(key));
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);

  // Refusals: each probe is accepted exactly when listed; malformed actions and other seats are
  // refused. A game's `refusal`, from the seat's view alone, says exactly what the engine does.
  const own = game.playerView(s, seat);
  const says = game.refusal ? (v: unknown, x: unknown) => () => game.refusal!(v, x) : () => undefined;
  for (const action of legal) if (game.refusal && game.refusal(own, action) !== null) expect(game.refusal(own, action)).toBeNull();
  for (const probe of a.probes?.(s, rng) ?? []) {
    if (keys.has(key(probe))) {
      game.applyAction(s, probe, seat);
      if (game.refusal) expect(game.refusal(own, probe)).toBeNull();
    } else refused(() => game.applyAction(s, probe, seat), says(own, probe));
  }
  for (const bad of MALFORMED) refused(() => game.applyAction(s, bad, seat), says(own, bad));
  const other = players > 1 ? (seat + 1) % players : 1;
  refused(() => game.applyAction(s, legal[0], other), players > 1 ? says(game.playerView(s, other), legal[0]) : undefined);

  // Views: nothing hidden shows, and a state resampled from a view gives back that view.
  const watcher = rng.int(players);
  const view = game.playerView(s, watcher);
  for (const field of a.hidden ?? []) expect(view).not.toHaveProperty(field);
  const guess = game.resample(view, watcher, rng.clone());
  expect(game.playerView(guess, watcher)).toEqual(view);
  if (a.cards && a.deck) expect(sorted(a.cards(guess))).toBe(sorted(a.deck((s as { options: never }).options)));
  expect(game.currentPlayer(guess)).toBe(seat);
  if (watcher === seat) expect(game.legalActions(guess).map(key)).toEqual(legal.map(key));
}

/** The conformance suite of the registered games whose ids `ids` takes. */
export function conformanceSuite(ids: (id: string) => boolean): void {
  describe('conformance: seeded random games of every registered game', () => {
    for (const module of GAMES.filter((m) => ids(m.game.id))) {
      const game = module.game;
      const a: ConformanceAdapter = ADAPTERS[game.id] ?? {};
      const tables = a.tables ?? [{ players: module.info.defaultPlayers }];
      describe(module.info.title, () => {
        for (const options of tables) {
          it(`keeps the contract at ${JSON.stringify(options)}`, () => {
            const deck = a.deck ? sorted(a.deck(options)) : null;
            for (let g = 0; g < (a.games ?? 4); g++) {
              const seed = g * 7919 + options.players;
              const rng = Rng.fromSeed(seed + 1);
              let s = game.setup(options, seed);
              expect(JSON.stringify(game.setup(options, seed))).toBe(JSON.stringify(s));
              const steps: Step<unknown>[] = [];
              for (let n = 0; ; n++) {
                expect(n).toBeLessThan(5000);
                // Cards are conserved, the state is plain JSON.
                if (deck !== null && a.cards) {
                  const now = sorted(a.cards(s));
                  if (now !== deck) expect(now).toBe(deck);
                }
                a.invariant?.(s);
                const current = game.currentPlayer(s);
                if (current === 'terminal') {
                  expect(game.legalActions(s)).toEqual([]);
                  expect(game.outcome(s)).not.toBeNull();
                  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
                  break;
                }
                const legal = checkLegal(game, s);
                const full = n % (a.every ?? 1) === 0;
                if (full) checkTurn(game, a, s, legal, current, options.players, rng);

                // Out-of-turn moves, now and then; where the game says nobody may, nobody may.
                if (game.interjections && game.mayInterject?.(s) === false) {
                  for (let who = 0; who < options.players; who++) expect(game.interjections(s, who)).toEqual([]);
                }
                let interjected = false;
                for (let k = 0; k < options.players && !interjected && game.interjections; k++) {
                  const who = (current + k) % options.players;
                  const extra = game.interjections(s, who);
                  if (extra.length > 0 && rng.chance(0.3)) {
                    const action = rng.pick(extra);
                    s = game.applyAction(s, action, who);
                    steps.push({ seat: who, action });
                    interjected = true;
                  }
                }
                if (interjected) continue;

                const action = a.choose ? a.choose(s, legal, rng, g) : rng.pick(legal);
                const text = full ? JSON.stringify(s) : '';
                const next = game.applyAction(s, action, current);
                if (full) {
                  // Applying never changes the state it was given, and a JSON copy plays the same.
                  expect(JSON.stringify(s)).toBe(text);
                  expect(JSON.stringify(game.applyAction(JSON.parse(text), action, current))).toBe(JSON.stringify(next));
                }
                s = next;
                steps.push({ seat: current, action });
              }
              // The same seed and actions give the same game; the outcome is consistent.
              expect(JSON.stringify(replay(game, options, seed, steps))).toBe(JSON.stringify(s));
              const out = game.outcome(s)!;
              expect(out.scores).toHaveLength(options.players);
              for (const w of out.winners) {
                const best = gameModule(game.id).score.lowerIsBetter ? Math.min(...out.scores) : Math.max(...out.scores);
                expect(out.scores[w]).toBe(best);
              }
              a.finished?.(s);
            }
          });
        }
        if (a.covered) it('reaches every ending the adapter expects', () => a.covered!());
      });
    }
  });
}
