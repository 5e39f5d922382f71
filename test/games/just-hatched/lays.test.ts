import { describe, expect, it } from 'vitest';
import { deckFor, judgeBeat, possibleLays, readLay, type Lay } from '../../../src/games/just-hatched/index.js';
import { compareNotation } from '../../../src/games/just-hatched/lays.js';
import { Rng } from '../../../src/engine/index.js';

function lay(text: string): Lay {
  const r = readLay(text.split(' '));
  if (!r.ok) throw new Error(r.reason);
  return r.lay;
}
const beats = (a: string, b: string) => judgeBeat(lay(a), lay(b)).beats;
const reason = (text: string) => {
  const r = readLay(text.split(' '));
  return r.ok ? null : r.reason;
};

describe('kinds of lay', () => {
  it('reads Singles, Two- and Three-of-a-Kinds, Little and Big Coops, of Eggs or Chickens', () => {
    expect(lay('O7').name).toBe('Single orange 7');
    expect(lay('B8 O8').name).toBe('Two-of-a-Kind of 8s');
    expect(lay('O8 Y8 B8').name).toBe('Three-of-a-Kind of 8s');
    expect(lay('B9 G9 Y9 O9').kind).toBe('little-coop');
    expect(lay('B9 G9 Y9 O9 O9').kind).toBe('big-coop');
    expect(lay('BC GC').name).toBe('Two-of-a-Kind of Chickens');
    expect(lay('BC GC YC OC').name).toBe('Little Coop of Chickens');
    expect(lay('RC').name).toBe('Big Red');
    expect(lay('RC').bigRed).toBe(true);
    expect(lay('RC OC').bigRed).toBe(false);
  });
  it('sorts a lay high to low', () => {
    expect(lay('B8 D=Y8 O8').cards).toEqual(['O8', 'D=Y8', 'B8']);
  });
  it('refuses mixed numbers, Chickens with Eggs, six cards, a bare Duck', () => {
    expect(reason('B8 B9')).toMatch(/same number/);
    expect(reason('BC O10')).toMatch(/Chickens and Eggs/);
    expect(reason('B8 B8 G8 G8 Y8 Y8')).toMatch(/at most 5/);
    expect(reason('D')).toMatch(/which Egg the Duck stands for/);
  });
});

describe('Ducks (ruling JH 5)', () => {
  it('at most one per lay, never with a Chicken, never in a Coop', () => {
    expect(reason('D=B8 D=G8')).toMatch(/one Duck/);
    // Two Ducks are refused for being two, even when one of them has not said its Egg yet.
    expect(reason('D D=O7')).toBe('Only one Duck may be in a lay, and this one holds two.');
    expect(reason('D=B8 BC')).toMatch(/Chickens will not share/);
    expect(reason('B8 G8 Y8 D=O8')).toMatch(/Duck cannot be part of a Coop/);
  });
  it('stands for any Egg, even one this deck lacks or a third copy', () => {
    expect(lay('D=B1').name).toBe('Single Duck as blue 1');
    expect(lay('O7 O7 D=O7').name).toBe('Three-of-a-Kind of 7s');
    expect(lay('O7 D=O7').duck).toBe(true);
  });
  it('counts as the Egg it stands for: D=O9 beats Y9, loses to B10', () => {
    expect(beats('D=O9', 'Y9')).toBe(true);
    expect(beats('D=O9', 'B10')).toBe(false);
  });
});

describe('comparing lays of one type (ruling JH 3)', () => {
  it('Singles by number then suit: B8 beats O7 (32 > 31), O7 beats Y7', () => {
    expect(beats('B8', 'O7')).toBe(true);
    expect(beats('O7', 'Y7')).toBe(true);
    expect(beats('Y7', 'O7')).toBe(false);
  });
  it('card by card from the top: [O7 B7] beats [Y7 Y7] since O7 > Y7; the reverse does not', () => {
    expect(beats('O7 B7', 'Y7 Y7')).toBe(true);
    expect(beats('Y7 Y7', 'O7 B7')).toBe(false);
  });
  it('first cards equal, the second decides: [O9 Y9] beats [O9 G9]', () => {
    expect(beats('O9 Y9', 'O9 G9')).toBe(true);
  });
  it('identical lays never beat each other (two of every Egg)', () => {
    expect(beats('O7 O7', 'O7 O7')).toBe(false);
    expect(judgeBeat(lay('O7'), lay('O7')).reason).toMatch(/must be higher/);
  });
  it('a different kind cannot be laid: a Three-of-a-Kind does not beat a Two-of-a-Kind, nor a Single a pair', () => {
    expect(beats('O10 O10 Y10', 'B7 B7')).toBe(false);
    expect(beats('RC', 'B7 B7')).toBe(false);
  });
  it('Chickens top Eggs: [GC BC] beats [O10 O10]; [OC BC] beats [YC GC]', () => {
    expect(beats('GC BC', 'O10 O10')).toBe(true);
    expect(beats('OC BC', 'YC GC')).toBe(true);
  });
});

describe('Coops and Big Red (ruling JH 4)', () => {
  it('a Coop beats any non-Coop lay', () => {
    expect(beats('B7 G7 Y7 O7', 'RC OC YC')).toBe(true);
    expect(beats('B7 G7 Y7 O7', 'OC')).toBe(true);
    expect(beats('B7 G7 Y7 O7', 'O10 O10')).toBe(true);
  });
  it('only a higher Coop or Big Red alone beats a Coop', () => {
    expect(beats('OC', 'B7 G7 Y7 O7')).toBe(false);
    expect(beats('RC OC', 'B7 G7 Y7 O7')).toBe(false);
    expect(beats('RC', 'B7 G7 Y7 O7')).toBe(true);
    expect(beats('RC', 'BC GC YC OC')).toBe(true);
  });
  it('a Big Coop of 7s beats a Little Coop of 10s (5 cards > 4)', () => {
    expect(beats('B7 G7 Y7 O7 O7', 'B10 G10 Y10 O10')).toBe(true);
    expect(beats('B10 G10 Y10 O10', 'B7 G7 Y7 O7 O7')).toBe(false);
  });
  it('same size: Chickens beat Eggs, then higher number, then card by card', () => {
    expect(beats('BC GC YC OC', 'B10 G10 Y10 O10')).toBe(true);
    expect(beats('B10 G10 Y10 O10', 'BC GC YC OC')).toBe(false);
    expect(beats('B10 B10 G10 G10', 'O9 O9 Y9 Y9')).toBe(true);
    // [O9 O9 Y9 B9] vs [O9 Y9 Y9 G9]: O9 = O9, then O9 > Y9
    expect(beats('O9 O9 Y9 B9', 'O9 Y9 Y9 G9')).toBe(true);
    expect(beats('GC YC OC RC', 'BC GC YC OC')).toBe(true);
  });
  it('nothing beats Big Red alone, not even a Big Coop of Chickens', () => {
    expect(beats('B7 G7 Y7 O7 O7', 'RC')).toBe(false);
    expect(judgeBeat(lay('B7 G7 Y7 O7'), lay('RC')).reason).toMatch(/Nothing beats Big Red/);
  });
});

describe('every possible lay from a hand', () => {
  it('lists each Duck stand-in that makes a distinct lay: [D B7] → B7, 40 Duck singles, 4 pairs of 7s = 45', () => {
    const lays = possibleLays(['D', 'B7']);
    expect(lays).toHaveLength(1 + 40 + 4);
    expect(lays.filter((l) => l.kind === 'pair').map((l) => l.cards.join(' '))).toEqual(['B7 D=B7', 'D=G7 B7', 'D=Y7 B7', 'D=O7 B7']);
  });
  it('lists identical copies once: [B7 B7 G7] → singles B7, G7; pairs B7B7, G7B7; trips = 5', () => {
    const lays = possibleLays(['B7', 'B7', 'G7']).map((l) => l.cards.join(' '));
    expect(lays).toEqual(['B7', 'G7', 'B7 B7', 'G7 B7', 'G7 B7 B7']);
  });
  it('never combines a Duck with Chickens or into a Coop', () => {
    const lays = possibleLays(['D', 'BC', 'GC', 'B9', 'G9', 'Y9']);
    expect(lays.some((l) => l.duck && (l.chickens || l.cards.length > 3))).toBe(false);
    expect(lays.some((l) => l.cards.join(' ') === 'GC BC')).toBe(true);
  });
});

describe('the notation order that settles lays of equal values', () => {
  const collation = new Intl.Collator('en');
  const sign = (n: number): number => Math.sign(n);
  it("sorts every lay of a 6-player deck as Unicode's default collation does", () => {
    const texts = [...new Set(possibleLays(deckFor(6)).map((l) => l.cards.join(' ')))];
    expect(texts.length).toBeGreaterThan(500);
    expect([...texts].sort(compareNotation)).toEqual([...texts].sort(collation.compare));
  });
  it('compares random texts of the notation alphabet as the collation does, prefixes first', () => {
    const rng = Rng.fromSeed(31);
    const alphabet = ' =0123456789BCDGORY';
    const text = (): string => Array.from({ length: rng.int(9) }, () => alphabet[rng.int(alphabet.length)]).join('');
    for (let i = 0; i < 5000; i++) {
      const a = text();
      const b = rng.chance(0.2) ? a + text() : text();
      expect([a, b, sign(compareNotation(a, b))]).toEqual([a, b, sign(collation.compare(a, b))]);
    }
  });
  it("gives the same order whatever the machine's language (a Lithuanian collation puts Y before O)", () => {
    expect(sign(new Intl.Collator('lt').compare('Y7', 'O7'))).toBe(-1);
    expect(sign(compareNotation('Y7', 'O7'))).toBe(1);
    expect(sign(compareNotation('D=O7 O7', 'O7 D=O7'))).toBe(-1);
  });
});
