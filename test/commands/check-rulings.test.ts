// One `check` case (at least) for every ruling of the rulings file that a check can show.
// Each case states the expected answer and why; the answers come from the games' own check
// functions, so these also hold the engines to the rulings.
import { describe, expect, it } from 'vitest';
import { checkJson } from './run-check.js';

type Expect = { readonly exit: 0 | 1 | 2; readonly legal?: boolean; readonly beats?: boolean | null; readonly reason?: RegExp };
type LayCase = readonly [why: string, lay: string, opts: Record<string, unknown>, expected: Expect];

const LEGAL = { exit: 0, legal: true, beats: null } as const;
const ILLEGAL = { exit: 1, legal: false } as const;
const BEATS = { exit: 0, legal: true, beats: true } as const;
const LOSES = { exit: 1, legal: true, beats: false } as const;
/** A legal combination that may not be played this way (a misused vermin). */
const REFUSED = { exit: 1, beats: false } as const;
/** A position the deck cannot hold (a card not in it, or too many of one): refused as input. */
const IMPOSSIBLE = { exit: 2 } as const;

function layCases(game: string, cases: readonly LayCase[]): void {
  for (const [why, lay, opts, expected] of cases) {
    it(`${lay}${opts.on ? ` on ${String(opts.on)}` : ''}${opts.players ? ` (${String(opts.players)}p)` : ''}${opts.vermin ? ` ${String(opts.vermin)}` : ''}: ${why}`, () => {
      const { exit, json, error } = checkJson(game, lay, opts);
      expect(exit).toBe(expected.exit);
      if (expected.exit === 2) {
        // The message says what is wrong with the card, on one line.
        expect(error).toMatch(/\S/);
        expect(error).not.toMatch(/\n/);
        return;
      }
      expect(error).toBe('');
      if (expected.legal !== undefined) expect(json?.legal).toBe(expected.legal);
      if (expected.beats !== undefined) expect(json?.beats).toBe(expected.beats);
      expect(typeof json?.reason).toBe('string');
      expect(String(json?.reason).length).toBeGreaterThan(0);
      if (expected.reason) expect(json?.reason).toMatch(expected.reason);
    });
  }
}

describe('Just Hatched', () => {
  describe('JH 1: the deck for each player count', () => {
    layCases('just-hatched', [
      ['3 players keep Eggs 8-10 only', 'B7', { players: '3' }, IMPOSSIBLE],
      ['blue 8 is in the 3-player deck', 'B8', { players: '3' }, LEGAL],
      ['3 players still have one Duck', 'D=O9', { players: '3' }, LEGAL],
      ['4 players keep Eggs 7-10', 'O6', { players: '4' }, IMPOSSIBLE],
      ['blue 7 is in the 4-player deck', 'B7', { players: '4' }, LEGAL],
      ['5 players add both orange 5s', 'O5 O5', { players: '5' }, LEGAL],
      ['5 players have no yellow 5', 'Y5', { players: '5' }, IMPOSSIBLE],
      ['6 players add the yellow and orange 4s', 'Y4 O4', { players: '6' }, LEGAL],
      ['6 players have no green 4', 'G4', { players: '6' }, IMPOSSIBLE],
      ['every Chicken is always in', 'BC GC', { players: '3' }, LEGAL],
    ]);
  });

  describe('JH 12: the 2-player deck', () => {
    layCases('just-hatched', [
      ['2 players use no orange', 'O9', { players: '2' }, IMPOSSIBLE],
      ['both blue 1s are out', 'B1', { players: '2' }, IMPOSSIBLE],
      ['both green 1s are out', 'G1', { players: '2' }, IMPOSSIBLE],
      ['the yellow 1s stay', 'Y1 Y1', { players: '2' }, LEGAL],
      ['blue 2 is in', 'B2', { players: '2' }, LEGAL],
    ]);
  });

  describe('JH 2: card order, number before suit', () => {
    layCases('just-hatched', [
      ['8 > 7 whatever the suits', 'B8', { on: 'O7' }, BEATS],
      ['orange 7 < blue 8', 'O7', { on: 'B8' }, LOSES],
      ['same number: orange > yellow', 'O7', { on: 'Y7' }, BEATS],
      ['every Chicken is above every Egg', 'BC', { on: 'O10' }, BEATS],
      ['Chickens go BC < GC < YC < OC < RC', 'RC', { on: 'OC' }, BEATS],
      ['orange Chicken < Big Red', 'OC', { on: 'RC' }, LOSES],
      ['a Duck plays as the Egg it stands for: O9 > O8', 'D=O9', { on: 'O8' }, BEATS],
    ]);
  });

  describe('JH 3: comparing lays of one type card by card', () => {
    layCases('just-hatched', [
      ['O7 Y7 against O7 B7: O7 = O7, then Y7 > B7', 'O7 Y7', { on: 'O7 B7' }, BEATS],
      ['Y7 G7 against O7 B7: Y7 < O7 at the first card', 'Y7 G7', { on: 'O7 B7' }, LOSES],
      ['identical lays never beat each other', 'O7 B7', { on: 'B7 O7' }, LOSES],
      ['a pair cannot go on a single', 'B9 G9', { on: 'O8' }, LOSES],
      ['three 6s cannot go on a pair of 5s', 'B6 G6 Y6', { on: 'B5 G5' }, LOSES],
    ]);
  });

  describe('JH 4: Coops and Big Red', () => {
    layCases('just-hatched', [
      ['a Coop beats any non-Coop lay', 'B8 G8 Y8 O8', { on: 'O10 Y10' }, BEATS],
      ['a pair never beats a Coop', 'O10 Y10', { on: 'B8 G8 Y8 O8' }, LOSES],
      ['two of each Egg: B8 B8 G8 Y8 is a Coop', 'B8 B8 G8 Y8', {}, LEGAL],
      ['Big Red alone beats a Coop', 'RC', { on: 'B9 G9 Y9 O9' }, BEATS],
      ['nothing beats Big Red alone', 'B10 G10 Y10 O10 O10', { on: 'RC' }, LOSES],
      ['Big Red beats a Coop only alone', 'RC OC', { on: 'B9 G9 Y9 O9' }, LOSES],
      ['a 5-card Coop beats any 4-card Coop, Chickens too', 'B5 G5 Y5 O5 B5', { on: 'BC GC YC OC' }, BEATS],
      ['equal size: a Chicken Coop beats an Egg Coop', 'BC GC YC OC', { on: 'B10 G10 Y10 O10' }, BEATS],
      ['equal size: an Egg Coop loses to a Chicken Coop', 'B10 G10 Y10 O10', { on: 'BC GC YC OC' }, LOSES],
      ['equal size: higher number wins', 'B9 G9 Y9 O9', { on: 'B8 G8 Y8 O8' }, BEATS],
      ['never a Duck in a Coop', 'B8 G8 Y8 D=O8', {}, ILLEGAL],
    ]);
  });

  describe('JH 5: Ducks', () => {
    layCases('just-hatched', [
      ['a Duck fills a pair', 'D=O7 Y7', { on: 'B7 G7' }, BEATS],
      ['at most one Duck per lay', 'D=O7 D=Y7', {}, ILLEGAL],
      // Well written, and against the rule: its "no", not a misspelling.
      ['a Duck never stands for a Chicken', 'D=BC', {}, { ...ILLEGAL, reason: /never stands for a Chicken/ }],
      ['a Duck never stands for a Chicken, in a lay or on one', 'O7 D=RC', { on: 'B5' }, { ...ILLEGAL, beats: false }],
      ['a Duck never goes with a Chicken', 'D=O10 BC', {}, ILLEGAL],
    ]);
  });
});

describe('Henhouse', () => {
  describe('HH 1: the deck for each player count', () => {
    layCases('henhouse', [
      ['3 players have no 8s', 'BC8', { players: '3' }, IMPOSSIBLE],
      ['3 players: wilds stand for 1-7 only', '*C=BC8', { players: '3' }, ILLEGAL],
      ['3 players keep the 7s', 'BC7', { players: '3' }, LEGAL],
      ['4 players use the 9s', 'WE9', { players: '4' }, LEGAL],
    ]);
  });

  describe('HH 2: wilds', () => {
    layCases('henhouse', [
      ['a wild can be played as a single', '*C=WC5', {}, LEGAL],
      // Well written, and against the rule: its "no", not a misspelling.
      ['a wild chicken keeps its trait', '*C=WE5', {}, { ...ILLEGAL, reason: /keeps its trait/ }],
      ['a wild egg keeps its trait, on a pile too', '*E=BC5 BE5', { on: 'BE3 BE3' }, { ...ILLEGAL, beats: false }],
      ['one wild chicken per player', '*C=WC5 *C=BC5', {}, IMPOSSIBLE],
      ['a wild completes a suited run', 'BE4 *E=BE5 BE6', {}, LEGAL],
    ]);
  });

  describe('HH 3: singles', () => {
    layCases('henhouse', [
      ['a single needs a strictly higher rank', 'BE6', { on: 'WC5' }, BEATS],
      ['equal rank never beats, suited or not', 'WC5', { on: 'BC5' }, LOSES],
    ]);
  });

  describe('HH 4: the Golden Rule, suited and Henhouses', () => {
    layCases('henhouse', [
      ['brown chicken with white egg breaks the Golden Rule', 'BC5 WE5', {}, ILLEGAL],
      ['all brown is fine', 'BC5 BE5', {}, LEGAL],
      ['equal rank: a suited pair beats an unsuited one', 'BE5 BE5', { on: 'WE5 WC5' }, BEATS],
      ['equal rank: unsuited loses to suited', 'WE5 WC5', { on: 'BE5 BE5' }, LOSES],
      ['a run ranks by its top card: 6 > 5', 'WC4 WE5 WE6', { on: 'BC3 BC4 BC5' }, BEATS],
      ['same type, other size never beats', 'BC4 BC5', { on: 'WE1 WE2 WE3' }, LOSES],
      ['a Henhouse beats any other combination', 'BC2 BC2 BC3 BC3', { on: 'WE7 WE8 WE9' }, BEATS],
      ['a Henhouse beats a set of four', 'WE2 WE2 WE3 WE3', { on: 'BC8 BE8 BC8 BE8' }, BEATS],
      ['a higher Henhouse beats a lower', 'BC3 BC3 BC4 BC4', { on: 'WE2 WE2 WE3 WE3' }, BEATS],
      ['a Henhouse obeys the Golden Rule as a whole', 'BE2 BE2 WC3 WC3', {}, ILLEGAL],
    ]);
  });

  describe('HH 5: vermin', () => {
    layCases('henhouse', [
      [
        'snake takes WE7: BC5 BC6 BC7 (top 7) beats WE4 WE5 WE6 (top 6)',
        'BC5 BC6 BC7',
        { on: 'WE4 WE5 WE6 WE7', vermin: 'snake', remove: 'WE7' },
        BEATS,
      ],
      [
        'fox or snake take from an end of a run only',
        'BC5 BC6 BC7',
        { on: 'WE4 WE5 WE6 WE7', vermin: 'snake', remove: 'WE5' },
        { ...REFUSED, reason: /end of a run/ },
      ],
      [
        'a fox takes chickens, not eggs',
        'BC5 BC6 BC7',
        { on: 'WE4 WE5 WE6 WE7', vermin: 'fox', remove: 'WE7' },
        { ...REFUSED, reason: /only a chicken/ },
      ],
      [
        'only from a combination of 3 or more cards',
        'BC6',
        { on: 'WE4 WE5', vermin: 'snake', remove: 'WE5' },
        { ...REFUSED, reason: /three or more/ },
      ],
      ['never on a single', 'BE1', { on: 'WC5', vermin: 'skunk' }, { ...REFUSED, reason: /single/ }],
      [
        'never on a Henhouse',
        'BE2 BE2 BE3 BE3',
        { on: 'WC4 WC4 WC5 WC5', vermin: 'skunk' },
        { ...REFUSED, reason: /vermin cannot be used on a Henhouse/ },
      ],
      ['never when leading', 'BE1 BE2 BE3', { vermin: 'skunk' }, { ...ILLEGAL, reason: /leading/ }],
      ['skunk: a lower run of the same size', 'BE1 BE2 BE3', { on: 'WC4 WC5 WC6', vermin: 'skunk' }, BEATS],
      ['skunk: the combination must be lower', 'BE5 BE6 BE7', { on: 'WC4 WC5 WC6', vermin: 'skunk' }, LOSES],
    ]);
  });
});

type ClutchExpect = {
  readonly exit: 0 | 1;
  readonly outcome: string;
  readonly chickens?: number;
  readonly court?: readonly string[];
  readonly crypt?: readonly string[];
};
type ClutchCase = readonly [why: string, opts: Record<string, unknown>, expected: ClutchExpect];

function clutchCases(cases: readonly ClutchCase[]): void {
  for (const [why, opts, expected] of cases) {
    it(why, () => {
      const { exit, json, error } = checkJson('clutch', undefined, opts);
      expect(error).toBe('');
      expect(exit).toBe(expected.exit);
      expect(json?.outcome).toBe(expected.outcome);
      if (expected.chickens !== undefined) expect(json?.chickens).toBe(expected.chickens);
      if (expected.court !== undefined) expect([...(json?.court as string[])].sort()).toEqual([...expected.court].sort());
      if (expected.crypt !== undefined) expect([...(json?.crypt as string[])].sort()).toEqual([...expected.crypt].sort());
      expect(String(json?.reason).length).toBeGreaterThan(0);
    });
  }
}

describe('A Clutch of Chickens', () => {
  describe('costs', () => {
    clutchCases([
      [
        'the smallest number card costs its value: 100 - 3 = 97',
        { spread: '3H 7S QD', take: '3H' },
        { exit: 0, outcome: 'continue', chickens: 97 },
      ],
      [
        'any other number card costs ten times: 100 - 70 = 30',
        { spread: '3H 7S QD', take: '7S' },
        { exit: 0, outcome: 'continue', chickens: 30 },
      ],
      [
        'tied smallest cards all count as smallest: 100 - 3 = 97',
        { spread: '3H 3S 6D', take: '3S' },
        { exit: 0, outcome: 'continue', chickens: 97 },
      ],
      ['an Ace is a 1: 100 - 1 = 99', { spread: 'AH 5S 9D', take: 'AH' }, { exit: 0, outcome: 'continue', chickens: 99 }],
      [
        'a court card costs 1 and joins the court: 100 - 1 = 99',
        { spread: '3H 7S QD', take: 'QD' },
        { exit: 0, outcome: 'continue', chickens: 99, court: ['QD'] },
      ],
      ['CL 4: 50 - 70 = -20 loses at once', { spread: '3H 7S QD', take: '7S', chickens: '50' }, { exit: 1, outcome: 'lost' }],
      [
        'CL 4: the loss comes before the CLUBS event would refill: 80 - 90 < 0',
        { spread: '2H 9C KD', take: '9C', previous: '5C', chickens: '80' },
        { exit: 1, outcome: 'lost' },
      ],
    ]);
  });

  describe('events', () => {
    clutchCases([
      [
        'CLUBS without Kings: 100 - 90 + 100 = 110',
        { spread: '2H 9C KD', take: '9C', previous: '5C' },
        { exit: 0, outcome: 'continue', chickens: 110 },
      ],
      [
        'CLUBS with two Kings: 100 - 90 + 2 x 250 = 510',
        { spread: '2H 9C KD', take: '9C', previous: '5C', court: 'KS KH' },
        { exit: 0, outcome: 'continue', chickens: 510, court: ['KS', 'KH'] },
      ],
      [
        'DIAMONDS with a Queen: 200 - 90 + 100 = 210, free RESHUFFLE',
        { spread: '2H 9D KS', take: '9D', previous: '4D', chickens: '200', court: 'QS' },
        { exit: 0, outcome: 'continue', chickens: 210, court: ['QS'] },
      ],
      [
        'CL 3: DIAMONDS with 5 cards aside and no Jack loses',
        { spread: '2H 9D KS', take: '9D', previous: '4D', aside: '5' },
        { exit: 1, outcome: 'lost' },
      ],
      [
        'CL 3: a Jack saves a RESHUFFLE short of aside cards: 100 - 90 = 10',
        { spread: '2H 9D KS', take: '9D', previous: '4D', aside: '5', court: 'JC' },
        { exit: 0, outcome: 'continue', chickens: 10, court: [], crypt: ['JC'] },
      ],
      [
        'HEARTS doubles: (100 - 3) x 2 = 194',
        { spread: '3H 5S 9C', take: '3H', previous: '2H' },
        { exit: 0, outcome: 'continue', chickens: 194 },
      ],
      [
        'HEARTS at 1000 or more loses the court, a Jack saving one: (600 - 3) x 2 = 1194',
        { spread: '3H 5S 9C', take: '3H', previous: '2H', chickens: '600', court: 'JC QS' },
        { exit: 0, outcome: 'continue', chickens: 1194, court: ['QS'], crypt: ['JC'] },
      ],
      [
        'SPADES at 1000 wins: 1003 - 3 = 1000',
        { spread: '3S 5H 9C', take: '3S', previous: '2S', chickens: '1003' },
        { exit: 0, outcome: 'won', chickens: 1000 },
      ],
      [
        'SPADES with Queens first: 900 - 3 + 200 = 1097 wins',
        { spread: '3S 5H 9C', take: '3S', previous: '2S', chickens: '900', court: 'QH QD' },
        { exit: 0, outcome: 'won', chickens: 1097 },
      ],
      [
        'CL 7: SPADES below 1000 loses: 500 - 3 = 497',
        { spread: '3S 5H 9C', take: '3S', previous: '2S', chickens: '500' },
        { exit: 1, outcome: 'lost' },
      ],
      [
        'CL 7: one Jack sacrificed keeps the game going: 497',
        { spread: '3S 5H 9C', take: '3S', previous: '2S', chickens: '500', court: 'JD' },
        { exit: 0, outcome: 'continue', chickens: 497, court: [], crypt: ['JD'] },
      ],
    ]);
  });

  describe('sacrifice', () => {
    clutchCases([
      [
        'CL 5: the only heart is taken free: 100 - 0 = 100, King to the crypt',
        { spread: '3H 7S QD', sacrifice: 'KH', court: 'KH' },
        { exit: 0, outcome: 'continue', chickens: 100, court: [], crypt: ['KH'] },
      ],
      [
        'CL 5: no club in the spread: it is discarded, 100 stays',
        { spread: '3H 7S QD', sacrifice: 'KC', court: 'KC QS' },
        { exit: 0, outcome: 'continue', chickens: 100, court: ['QS'], crypt: ['KC'] },
      ],
      [
        'CL 5: several hearts, the player picks 7H, free',
        { spread: '3H 7H QD', sacrifice: 'KH', court: 'KH', take: '7H' },
        { exit: 0, outcome: 'continue', chickens: 100, crypt: ['KH'] },
      ],
      [
        'CL 6: a free heart after a heart fires HEARTS: 100 x 2 = 200',
        { spread: '3H 7S QD', sacrifice: 'JH', court: 'JH', previous: '5H' },
        { exit: 0, outcome: 'continue', chickens: 200, crypt: ['JH'] },
      ],
    ]);
  });
});
