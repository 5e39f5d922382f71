// Thousands of random and malformed `check` calls, in-process through the command function:
// every one must end with exit 0, 1 or 2 and a readable message, never any other error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columns } from '../../src/platform/text/index.js';
import { deckFor as jhDeck } from '../../src/games/just-hatched/index.js';
import { deckFor as hhDeck } from '../../src/games/henhouse/index.js';
import { runCheck } from './run-check.js';

const SUITS_JH = ['B', 'G', 'Y', 'O'];
const SUITS_HH = ['BC', 'WC', 'BE', 'WE'];
const SUITS_CL = ['S', 'H', 'D', 'C'];

/** A card that may or may not be readable in some game's notation. */
const junkCard = fc.oneof(
  fc.tuple(fc.constantFrom(...SUITS_JH), fc.integer({ min: 0, max: 11 })).map(([s, n]) => `${s}${n}`),
  fc.constantFrom('BC', 'GC', 'YC', 'OC', 'RC', 'D', 'd=o7', 'D=RC', 'D=', 'D=D=O7', 'D=B11'),
  fc.tuple(fc.constantFrom(...SUITS_HH, '*C', '*E', 'XC'), fc.integer({ min: 0, max: 10 })).map(([s, n]) => `${s}${n}`),
  fc.tuple(fc.constantFrom('*C', '*E'), fc.constantFrom(...SUITS_HH), fc.integer({ min: 0, max: 10 })).map(([w, s, n]) => `${w}=${s}${n}`),
  fc
    .tuple(fc.constantFrom('A', '2', '5', '7', '9', '10', 'T', 'J', 'Q', 'K', '1', '11', 'Z'), fc.constantFrom(...SUITS_CL, 'X', ''))
    .map(([r, s]) => `${r}${s}`),
  fc.constantFrom('skunk', 'fox', 'snake', '♥', '7♥', '鶏', '\u0000', '\n', ''),
  fc.string({ maxLength: 8 }),
);

/** Cards each game can read, so that legal and illegal answers come up as often as errors. */
const GOOD: Record<string, fc.Arbitrary<string>> = {
  'just-hatched': fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...SUITS_JH), fc.integer({ min: 7, max: 10 })).map(([s, n]) => `${s}${n}`) },
    { weight: 1, arbitrary: fc.constantFrom('BC', 'GC', 'YC', 'OC', 'RC', 'D=O9', 'd=b8') },
  ),
  henhouse: fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...SUITS_HH), fc.integer({ min: 3, max: 6 })).map(([s, n]) => `${s}${n}`) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('*C=BC', '*C=WC', '*E=BE', '*E=WE'), fc.integer({ min: 3, max: 6 })).map(([s, n]) => `${s}${n}`),
    },
  ),
  clutch: fc
    .tuple(fc.constantFrom('A', '2', '3', '5', '7', '9', '10', 'J', 'Q', 'K'), fc.constantFrom(...SUITS_CL))
    .map(([r, s]) => `${r}${s}`),
};
const ANY_GOOD = fc.oneof(...Object.values(GOOD));

/** Mostly cards of the game, now and then anything. */
const cardFor = (good: fc.Arbitrary<string>) => fc.oneof({ weight: 20, arbitrary: good }, { weight: 1, arbitrary: junkCard });
/** A card list: cards joined with spaces, commas or junk. */
const cardsFor = (good: fc.Arbitrary<string>, max = 5) =>
  fc
    .tuple(
      fc.oneof(
        { weight: 12, arbitrary: fc.array(cardFor(good), { minLength: 1, maxLength: max }) },
        { weight: 1, arbitrary: fc.constant([]) },
      ),
      fc.constantFrom(' ', ' ', ' ', ' ', ',', ', ', '  ', ';', ''),
    )
    .map(([cs, sep]) => cs.join(sep));
const number = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -5, max: 50 }).map(String) },
  { weight: 3, arbitrary: fc.constantFrom('3', '4', '100', '600', '1000', '1000000000') },
  { weight: 2, arbitrary: fc.constantFrom('1000000001', '2.5', '1e3', ' 7 ', '0x10', '', 'ten', '-0', '+3', '９') },
);

/** Options a game takes, with random values, plus now and then one that belongs to another game. */
const TAKES: Record<string, readonly string[]> = {
  'just-hatched': ['on', 'players'],
  henhouse: ['on', 'players', 'vermin', 'remove'],
  clutch: ['spread', 'take', 'sacrifice', 'chickens', 'court', 'previous', 'aside'],
};
const ALL_KEYS = [...new Set(Object.values(TAKES).flat())];
const valueFor = (key: string, good: fc.Arbitrary<string>) =>
  key === 'players'
    ? fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 2, max: 6 }).map(String) }, { weight: 1, arbitrary: number })
    : key === 'chickens' || key === 'aside'
      ? number
      : key === 'vermin'
        ? fc.constantFrom('skunk', 'fox', 'snake', 'Fox', 'rat')
        : key === 'spread'
          ? fc.oneof(
              { weight: 6, arbitrary: fc.uniqueArray(good, { minLength: 3, maxLength: 3 }).map((cs) => cs.join(' ')) },
              { weight: 1, arbitrary: cardsFor(good) },
            )
          : key === 'on' || key === 'court'
            ? cardsFor(good, key === 'court' ? 3 : 5)
            : cardFor(good);

const GAME_NAMES = ['just-hatched', 'henhouse', 'clutch', 'Henhouse', 'clutch-of-chickens', 'chess', ''];

const call = fc.constantFrom(...GAME_NAMES).chain((game) => {
  const id = game.toLowerCase().replace('clutch-of-chickens', 'clutch');
  const keys = TAKES[id] ?? ALL_KEYS;
  const good = GOOD[id] ?? ANY_GOOD;
  const opts = fc
    .tuple(
      fc.subarray([...keys]),
      fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...ALL_KEYS) }),
      fc.boolean(),
    )
    .chain(([chosen, stray, json]) => {
      const picked = stray === undefined ? chosen : [...chosen, stray];
      // A clutch choice usually needs a spread and a card from it: add them most of the time.
      if (id === 'clutch' && !picked.includes('spread')) picked.push('spread');
      return fc.tuple(...picked.map((k) => valueFor(k, good))).map((values) => {
        const o: Record<string, unknown> = Object.fromEntries(picked.map((k, i) => [k, values[i]]));
        if (typeof o.spread === 'string' && o.take === undefined && o.sacrifice === undefined)
          o.take = o.spread.split(/[\s,]+/)[values.length % 3];
        if (json) o.json = true;
        return o;
      });
    });
  const lay =
    id === 'clutch'
      ? fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: cardsFor(good) })
      : fc.option(cardsFor(good), { freq: 10, nil: undefined });
  return fc.tuple(fc.constant(game), lay, opts);
});

describe('check with random input', () => {
  it('always ends with 0, 1 or 2 and a readable message', () => {
    const seen = [0, 0, 0];
    const byGame: Record<string, number[]> = {};
    fc.assert(
      fc.property(call, ([game, lay, opts]) => {
        const r = runCheck(game, lay, opts);
        expect([0, 1, 2]).toContain(r.exit);
        seen[r.exit] = (seen[r.exit] as number) + 1;
        const g = (byGame[game.toLowerCase().replace('clutch-of-chickens', 'clutch')] ??= [0, 0, 0]);
        g[r.exit] = (g[r.exit] as number) + 1;
        if (r.exit === 2) {
          expect(r.error.trim().length).toBeGreaterThan(0);
          expect(r.error).not.toMatch(/\n/);
          expect(r.error).not.toMatch(/undefined|NaN|\[object/);
          return;
        }
        if (opts.json) {
          const o = JSON.parse(r.stdout) as Record<string, unknown>;
          expect(typeof o.reason).toBe('string');
          expect(r.stdout.trimEnd()).not.toMatch(/\n/);
        } else {
          const lines = r.stdout.trimEnd().split('\n');
          expect(lines[0]).toMatch(/^(yes|no|continue|won|lost): /);
          for (const l of lines) expect(columns(l)).toBeLessThanOrEqual(80);
        }
      }),
      { numRuns: 4000 },
    );
    // The generator must reach every outcome, or the property says little.
    for (const id of ['just-hatched', 'henhouse', 'clutch']) {
      const g = byGame[id] ?? [0, 0, 0];
      expect(
        g.every((n) => n >= 10),
        `${id} exits 0/1/2 seen ${g.join('/')} times`,
      ).toBe(true);
    }
    if (process.env.BIG_CHICKEN_FUZZ_STATS) console.log(JSON.stringify(byGame));
  });

  it('answers every position a deck can hold with 0 or 1, never 2', () => {
    // Distinct places in one player count's deck, so the lay and --on together never hold more
    // copies of a card than that deck has; --on is a single card, always a lay of its own.
    const position = (game: 'just-hatched' | 'henhouse') =>
      fc.constantFrom(...(game === 'just-hatched' ? [2, 3, 4, 5, 6] : [3, 4, 5])).chain((players) =>
        fc.tuple(
          fc.constant(game),
          fc.constant(players),
          fc.shuffledSubarray(game === 'just-hatched' ? jhDeck(players).filter((c) => c !== 'D') : hhDeck(players, false), {
            minLength: 1,
            maxLength: 5,
          }),
          fc.boolean(),
        ),
      );
    fc.assert(
      fc.property(fc.oneof(position('just-hatched'), position('henhouse')), ([game, players, cards, withOn]) => {
        const on = withOn && cards.length > 1 ? cards[cards.length - 1] : undefined;
        const lay = (on === undefined ? cards : cards.slice(0, -1)).join(' ');
        const r = runCheck(game, lay, on === undefined ? { players: String(players) } : { on, players: String(players) });
        expect(r.error).toBe('');
        expect([0, 1]).toContain(r.exit);
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses a position the deck cannot hold with exit 2, wherever the card too many stands', () => {
    // A card of the deck, once more than the deck holds it, split at random between the lay and --on.
    const jh = fc.constantFrom(2, 3, 4, 5, 6).chain((players) => {
      const deck = jhDeck(players).filter((c) => c !== 'D');
      return fc.tuple(fc.constant('just-hatched'), fc.constant(players), fc.constantFrom(...deck), fc.constant(deck));
    });
    const hh = fc.constantFrom(3, 4, 5).chain((players) => {
      const deck = hhDeck(players, false);
      return fc.tuple(fc.constant('henhouse'), fc.constant(players), fc.constantFrom(...deck), fc.constant(deck));
    });
    fc.assert(
      fc.property(fc.oneof(jh, hh), fc.integer({ min: 0, max: 3 }), ([game, players, card, deck], split) => {
        const copies = deck.filter((c) => c === card).length + 1;
        const inLay = Math.min(copies, Math.max(1, split));
        const lay = Array<string>(inLay).fill(card).join(' ');
        const rest = copies - inLay;
        const opts = rest > 0 ? { on: Array<string>(rest).fill(card).join(' '), players: String(players) } : { players: String(players) };
        const r = runCheck(game, lay, opts);
        expect(r.exit).toBe(2);
        expect(r.error).toMatch(/^this position cannot happen: /);
        expect(r.error).not.toMatch(/\n/);
        // Asked as JSON, the same refusal: nothing on stdout.
        const j = runCheck(game, lay, { ...opts, json: true });
        expect(j).toEqual({ ...r, stdout: '' });
      }),
      { numRuns: 300 },
    );
  });
});
