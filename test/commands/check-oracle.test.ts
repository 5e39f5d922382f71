// The questions `check` answers beyond one lay: what a hand may lay, what a round scores, who
// plays next. Each case says the rule or the arithmetic it rests on.
import { describe, expect, it } from 'vitest';
import { checkJson, runCheck } from './run-check.js';

describe('check just-hatched --hand', () => {
  it('lists the Singles that beat G7: Y7 and O7 (7s of higher colours), B8 (a higher number)', () => {
    // Rule JH 3: the number first, then the colour (blue < green < yellow < orange).
    const r = runCheck('just-hatched', undefined, { hand: 'O7 Y7 B8', on: 'G7' });
    expect(r.exit).toBe(0);
    expect(r.stdout).toBe('yes: 3 lays from O7 Y7 B8 beat G7.\nSingle (3): Y7, O7, B8\n');
  });

  it('writes a Duck out as the Egg it stands for, once per distinct lay, and groups by kind, strongest last', () => {
    // Rule JH 5: a Duck joins Eggs of one number as any Egg of that number; on a Pair of 7s
    // (Y7 G7) only Pairs go (rule JH 4), and each must be higher card by card.
    const r = checkJson('just-hatched', undefined, { hand: 'O7 Y7 B8 D', on: 'Y7 G7' });
    expect(r.exit).toBe(0);
    const groups = r.json?.groups as { kind: string; count: number; lays: string[] }[];
    expect(groups.map((g) => g.kind)).toEqual(['Two-of-a-Kind']);
    expect(groups[0]?.lays).toContain('D=O8 B8');
    expect(groups[0]?.lays).toContain('O7 Y7');
    expect(groups[0]?.lays).not.toContain('Y7 D=B7'); // Y7 B7 is lower than Y7 G7
    // Strongest last: the best Pair is the 8s with the orange Duck.
    expect(groups[0]?.lays.at(-1)).toBe('D=O8 B8');
    expect(r.json?.count).toBe(groups[0]?.count);
  });

  it('leads: every lay of the hand, Singles first and the Pair after', () => {
    const r = runCheck('just-hatched', undefined, { hand: 'O7 Y7 RC' });
    expect(r.exit).toBe(0);
    expect(r.stdout).toBe('yes: 4 lays from O7 Y7 RC may lead.\nSingle (3): Y7, O7, RC\nTwo-of-a-Kind (1): O7 Y7\n');
  });

  it('exit 1 when the only answer is to Cluck, and --why says why the nearest try fails', () => {
    // B8 is the hand's best Single and G9 is a higher number (rule JH 3).
    const r = checkJson('just-hatched', undefined, { hand: 'O7 Y7 B8', on: 'G9', why: true });
    expect(r.exit).toBe(1);
    expect(r.json).toEqual({
      version: 1,
      hand: 'O7 Y7 B8',
      on: 'G9',
      count: 0,
      cluck: true,
      groups: [],
      why: 'B8 is the nearest try, and it does not do: B8 is lower than G9.',
    });
  });

  it('a Coop on --on leaves only a higher Coop or Big Red alone (rule JH 4)', () => {
    const r = checkJson('just-hatched', undefined, { hand: 'RC O10 Y10 G10 B10', on: 'O9 Y9 G9 B9' });
    const lays = (r.json?.groups as { lays: string[] }[]).flatMap((g) => g.lays);
    expect(lays).toEqual(['RC', 'O10 Y10 G10 B10']);
  });

  it('a position the deck cannot hold is exit 2, counted across hand and --on', () => {
    // The 3-player deck has Eggs 8–10 only.
    expect(runCheck('just-hatched', undefined, { hand: 'O7', on: 'G8', players: 3 }).exit).toBe(2);
    expect(runCheck('just-hatched', undefined, { hand: 'RC', on: 'RC' }).error).toMatch(/cannot happen/);
    expect(runCheck('just-hatched', undefined, { hand: 'D=O7' }).exit).toBe(2);
    expect(runCheck('just-hatched', 'O7', { hand: 'O7' }).exit).toBe(2);
  });

  it('two Ducks can never be one lay: --on "D=Y9 D=G9" is exit 2, not "does not beat"', () => {
    // Rule JH 5: at most one Duck in a lay, so no one laid that.
    const r = runCheck('just-hatched', 'O9', { on: 'D=Y9 D=G9' });
    expect(r.exit).toBe(2);
    expect(r.error).toBe('this position cannot happen: --on holds two Ducks, and a lay holds at most one');
  });
});

describe('check henhouse --hand', () => {
  it('lists the plays on a run of 3, with a wild written as what it stands for', () => {
    // A run goes on a run of as many cards that is higher: a higher top, or the same top and
    // suited over unsuited. So the wild chicken makes 4-5-6 in either colour, or the suited
    // 3-4-5 as BC3 (a white 3 would leave it unsuited, only equal to the pile's).
    const r = checkJson('henhouse', undefined, { hand: 'BC4 BC5 *C', on: 'WE3 WE4 BE5' });
    expect(r.exit).toBe(0);
    const lays = (r.json?.groups as { kind: string; lays: string[] }[]).flatMap((g) => g.lays.map((l) => `${g.kind}: ${l}`));
    expect(lays).toEqual(['Run of 3: *C=BC3 BC4 BC5', 'Run of 3: BC4 BC5 *C=BC6', 'Run of 3: BC4 BC5 *C=WC6']);
  });

  it('--vermin adds that vermin’s plays: the skunk lets a lower run of as many cards go under', () => {
    // Ruling HH 5: with the skunk, a lower combination of the same kind and size.
    const r = checkJson('henhouse', undefined, { hand: 'BC2 BC3 BC4', on: 'WE4 WE5 WE6', vermin: 'skunk' });
    expect(r.exit).toBe(0);
    expect(r.json?.vermin).toBe('skunk');
    const groups = r.json?.groups as { kind: string; lays: string[] }[];
    expect(groups).toEqual([{ kind: 'With the skunk', count: 1, lays: ['skunk: BC2 BC3 BC4'] }]);
  });

  it('exit 1 with pass when nothing goes on', () => {
    const r = checkJson('henhouse', undefined, { hand: 'BC3 BC2', on: 'WE8' });
    expect(r.exit).toBe(1);
    expect(r.json?.pass).toBe(true);
  });

  it('a hand holding two of one wild, or a card the deck lacks, is exit 2', () => {
    expect(runCheck('henhouse', undefined, { hand: '*C *C' }).exit).toBe(2);
    // The 3-player deck goes up to 7.
    expect(runCheck('henhouse', undefined, { hand: 'BC8', players: 3 }).exit).toBe(2);
    expect(runCheck('henhouse', undefined, { hand: 'BC9', on: 'BC9' }).exit).toBe(2);
  });
});

describe('check just-hatched --left: the round score (ruling JH 8)', () => {
  it.each([
    // [left, penalty, cards, multiplier, points]: cards × multiplier + penalty
    ['1', 0, 1, 1, 1], // 1 × 1
    ['4', 0, 4, 1, 4], // 4 × 1
    ['5', 0, 5, 2, 10], // 5 × 2
    ['7', 2, 7, 2, 16], // 7 × 2 + 2 (the penalty is never multiplied)
    ['8', 0, 8, 3, 24], // 8 × 3
    ['10', 0, 10, 4, 40], // 10 × 4
    ['12', 1, 12, 4, 49], // 12 × 4 + 1
  ])('%s cards left, penalty %i: %i × %i (+ penalty) = %i', (left, penalty, cards, multiplier, points) => {
    const r = checkJson('just-hatched', undefined, { left, ...(penalty ? { penalty } : {}) });
    expect(r.exit).toBe(0);
    expect(r.json).toEqual({ version: 1, left: null, cards, multiplier, penalty, points });
  });

  it('cards named are counted: 6 cards × 2 = 12, as the rules example says', () => {
    const r = runCheck('just-hatched', undefined, { left: 'O7 Y7 B8 D RC GC' });
    expect(r.stdout).toBe('O7 Y7 B8 D RC GC left (6) score 6 × 2 = 12 points.\n');
  });

  it('a count below 0 or not whole is read as a count, refused in one line (exit 2), not as a card', () => {
    for (const left of ['-1', '2.5']) {
      const r = runCheck('just-hatched', undefined, { left });
      expect(r.exit).toBe(2);
      expect(r.error).toBe(`--left takes the cards left or how many: a whole number from 0, not ${left}`);
    }
  });

  it('--why quotes the scoring rule', () => {
    const r = checkJson('just-hatched', undefined, { left: '6', why: true });
    expect(r.json?.why).toMatch(/^Each player scores the cards left in their hand, multiplied: 1–4 cards ×1, 5–7 cards ×2/);
  });

  it('cards a hand cannot hold, or more cards than its deal, are exit 2', () => {
    expect(runCheck('just-hatched', undefined, { left: 'RC RC' }).exit).toBe(2); // one Big Red
    // A hand never grows past its deal: the exchange is one card for one, and a catch deals 2
    // cards only to a hand of one. 10 a hand at 3 to 6 players, 16 at 2.
    const eleven = runCheck('just-hatched', undefined, { left: '11', players: 3 });
    expect(eleven.exit).toBe(2);
    expect(eleven.error).toBe(
      'this position cannot happen: a table of 3 deals 10 cards a hand, and a hand never grows past its deal; 11 cards left',
    );
    expect(runCheck('just-hatched', undefined, { left: '10', players: 3 }).exit).toBe(0);
    expect(runCheck('just-hatched', undefined, { left: 'O8 Y8 B8 G8 O9 Y9 B9 G9 O10 Y10 B10', players: 4 }).exit).toBe(2);
    expect(runCheck('just-hatched', undefined, { left: '16', players: 2 }).exit).toBe(0);
    expect(runCheck('just-hatched', undefined, { left: '17' }).exit).toBe(2);
    expect(runCheck('just-hatched', undefined, { penalty: 2 }).exit).toBe(2);
  });
});

describe('check just-hatched --round-scores: the Good and Bad Egg (ruling JH 9)', () => {
  it('the one who went out (0 points) is the Good Egg; most points is the Bad Egg', () => {
    const r = checkJson('just-hatched', undefined, { players: 4, roundScores: '6 0 14 9' });
    expect(r.json).toEqual({ version: 1, round: 1, good: 1, bad: 2, tied: [2], tieBreak: null });
  });

  it('a tie goes to the tied player with more points in the round before', () => {
    // Round 2: seats 1 and 2 tie on 12; in round 1 seat 1 had 4, seat 2 had 0, so seat 1.
    const r = runCheck('just-hatched', undefined, { players: 3, roundScores: '3 4 0 / 0 12 12' });
    expect(r.stdout).toBe(
      'Round 2: seat 0 is the Good Egg (went out); seat 1 is the Bad Egg (tied with\n  seat 2; more points in round 1).\n',
    );
  });

  it('then the round before that', () => {
    // Rounds 1 and 2 before: seats 2 and 3 tie in round 3 (10), and in round 2 (5); round 1: 8 > 2.
    const r = checkJson('just-hatched', undefined, { players: 4, roundScores: '0 1 8 2 / 1 0 5 5 / 3 0 10 10' });
    expect(r.json?.bad).toBe(2);
    expect(r.json?.tieBreak).toBe('more points in round 1');
  });

  it('a tie the rounds cannot settle is left to the highest card, named as open', () => {
    const r = checkJson('just-hatched', undefined, { players: 4, roundScores: '0 5 12 12', why: true });
    expect(r.json?.bad).toBeNull();
    expect(r.json?.tied).toEqual([2, 3]);
    // Three tied seats read as a list: "seats 1, 2 and 3 tie".
    expect(runCheck('just-hatched', undefined, { players: 4, roundScores: '0 5 5 5' }).stdout).toContain(
      'seats 1, 2 and 3 tie for Bad Egg',
    );
    expect(r.json?.why).toMatch(/^A tie for Bad Egg goes to the tied player who scored more in the previous Round/);
  });

  it('no one or two players on 0, a wrong count of scores, or more than 5 rounds: exit 2', () => {
    expect(runCheck('just-hatched', undefined, { players: 3, roundScores: '1 2 3' }).exit).toBe(2);
    expect(runCheck('just-hatched', undefined, { players: 3, roundScores: '0 0 3' }).exit).toBe(2);
    expect(runCheck('just-hatched', undefined, { players: 3, roundScores: '0 3' }).exit).toBe(2);
    expect(runCheck('just-hatched', undefined, { players: 3, roundScores: '0 1 2/0 1 2/0 1 2/0 1 2/0 1 2/0 1 2' }).exit).toBe(2);
    expect(runCheck('just-hatched', undefined, { roundScores: '0 1 2' }).exit).toBe(2);
  });

  it('every round is checked, not only the last: the earlier ones decide a tie (exit 2, the round named)', () => {
    const refusal = (roundScores: string) => {
      const r = runCheck('just-hatched', undefined, { players: 4, roundScores });
      expect(r.exit).toBe(2);
      return r.error;
    };
    expect(refusal('0 0 5 5 / 0 5 4 4')).toContain('round 1 of --round-scores has 2');
    expect(refusal('5 5 5 5 / 0 5 4 4')).toContain('round 1 of --round-scores has 0');
    expect(refusal('0 5 4 4 // 0 5 4 4')).toContain('round 2 of --round-scores gives 0 scores for 4 players');
    expect(refusal('0 5 4 4 /')).toContain('round 2 of --round-scores gives 0 scores for 4 players');
    expect(refusal('0 5 4 99999999999999999999')).toContain('"99999999999999999999" in --round-scores is too large to be a score');
  });
});

describe('check henhouse --left: the last player’s round score (ruling HH 7)', () => {
  it('1 per card left, unused wilds included, + the last place’s points + 1 per vermin', () => {
    // The rules' example at 4 players: the last holds 3 cards and scores 4 + 3 = 7.
    expect(checkJson('henhouse', undefined, { left: 'BC3 WE5 *C', players: 4 }).json).toEqual({
      version: 1,
      left: 'BC3 WE5 *C',
      cards: 3,
      wilds: 1,
      placePoints: 4,
      vermin: 0,
      points: 7,
    });
    // 5 players, last place 6; 2 cards and 1 vermin: 2 + 6 + 1 = 9.
    expect(checkJson('henhouse', undefined, { left: 'WE5 *E', players: 5, taken: 1 }).json?.points).toBe(9);
    // Without a table size: the cards alone, 2.
    expect(checkJson('henhouse', undefined, { left: '*C *E' }).json?.points).toBe(2);
  });

  it('a count is refused in one line (exit 2) that says Henhouse reads the cards left', () => {
    const r = runCheck('henhouse', undefined, { left: '3', players: 4 });
    expect(r.exit).toBe(2);
    expect(r.error).toBe('--left takes the cards left in Henhouse, wilds as *C and *E (e.g. --left BC5 WE9 *C), not a count (3)');
  });

  it('more dealt cards than a hand is dealt is exit 2: nobody gains a card in a round', () => {
    const fifteen = 'BC1 BC2 BC2 BC3 BC3 BC4 BC4 BC5 BC5 BC6 BC6 BC7 WC1 WC2 WC2';
    expect(runCheck('henhouse', undefined, { left: `${fifteen} *C *E`, players: 3 }).exit).toBe(0);
    const more = runCheck('henhouse', undefined, { left: `${fifteen} WC3 *C *E`, players: 3 });
    expect(more.exit).toBe(2);
    expect(more.error).toBe(
      'this position cannot happen: a table of 3 deals 15 cards a hand besides the two wilds, and nobody gains a card; 16 dealt cards left',
    );
    // 12 a hand at 5 players.
    expect(runCheck('henhouse', undefined, { left: 'BC1 BC2 BC2 BC3 BC3 BC4 BC4 BC5 BC5 BC6 BC6 BC7 WC1', players: 5 }).exit).toBe(2);
  });

  it('a card the deck lacks is exit 2', () => {
    expect(runCheck('henhouse', undefined, { left: 'BC9', players: 3 }).exit).toBe(2);
    expect(runCheck('henhouse', undefined, { left: 'BC9', players: 3, bigHands: true }).exit).toBe(0);
  });
});

describe('check just-hatched LAY --seat: who plays next', () => {
  const next = (lay: string, opts: Record<string, unknown>) => checkJson('just-hatched', lay, opts).json?.effects;

  it('a plain lay passes the turn on in the direction of play', () => {
    // Seat 3 of 4, Cluckwise: seat 0 next; Counter-Cluckwise: seat 2.
    expect(next('O9', { players: 4, seat: 3 })).toEqual([{ coop: null, flip: false, skipped: null, direction: 'cluckwise', next: 0 }]);
    expect(next('O9', { players: 4, seat: 3, direction: 'counter' })).toEqual([
      { coop: null, flip: false, skipped: null, direction: 'counter', next: 2 },
    ]);
  });

  it('a Duck flips the direction, so the seat on the other side plays next', () => {
    // Rule JH 5: seat 2 of 4 going Cluckwise lays a Duck: now Counter-Cluckwise, seat 1.
    const r = runCheck('just-hatched', 'D=O7 Y7', { players: 4, seat: 2, why: true });
    expect(r.stdout).toBe(
      'seat 2 lays D=O7 Y7 (Two-of-a-Kind of 7s): the Duck flips play from Cluckwise to\n  Counter-Cluckwise; seat 1 plays next.\n' +
        'why: Every Lay holding a Duck flips the direction of play (3 to 6 players).\n',
    );
  });

  it('a Coop flips or skips, the player’s choice: both are told, with whom the skip skips', () => {
    // Seat 3 of 4 going Counter-Cluckwise: a flip sends play to seat 0; a skip passes seat 2 for seat 1.
    expect(next('O9 Y9 G9 B9', { players: 4, seat: 3, direction: 'counter' })).toEqual([
      { coop: 'flip', flip: true, skipped: null, direction: 'cluckwise', next: 0 },
      { coop: 'skip', flip: false, skipped: 2, direction: 'counter', next: 1 },
    ]);
    expect(next('O9 Y9 G9 B9', { players: 4, seat: 3, coop: 'skip' })).toEqual([
      { coop: 'skip', flip: false, skipped: 0, direction: 'cluckwise', next: 1 },
    ]);
  });

  it('going out: a flip carries into the next Round with the direction, a skip skips nobody (ruling JH 6)', () => {
    expect(next('O9 Y9 G9 B9', { players: 5, seat: 1, out: true })).toEqual([
      { coop: 'flip', flip: true, skipped: null, direction: 'counter', next: null },
      { coop: 'skip', flip: false, skipped: null, direction: 'cluckwise', next: null },
    ]);
    expect(next('D=B8', { players: 3, seat: 0, out: true, direction: 'counter' })).toEqual([
      { coop: null, flip: true, skipped: null, direction: 'cluckwise', next: null },
    ]);
  });

  it('with 2 players Ducks and Coops neither flip nor skip (ruling JH 12)', () => {
    expect(next('D=Y9', { players: 2, seat: 0 })).toEqual([{ coop: null, flip: false, skipped: null, direction: 'cluckwise', next: 1 }]);
    expect(runCheck('just-hatched', 'Y9 Y9 G9 B9', { players: 2, seat: 0, coop: 'skip' }).exit).toBe(2);
  });

  it('an illegal lay is a no (exit 1); a seat not at the table or a card not in the deck is exit 2', () => {
    expect(runCheck('just-hatched', 'O9 Y8', { players: 4, seat: 0 }).exit).toBe(1);
    expect(runCheck('just-hatched', 'O9', { players: 4, seat: 4 }).exit).toBe(2);
    expect(runCheck('just-hatched', 'O7', { players: 3, seat: 0 }).exit).toBe(2);
    expect(runCheck('just-hatched', 'O9', { seat: 0 }).exit).toBe(2);
  });
});

describe('--why on the lays and choices', () => {
  const COMPARE = 'To compare two Lays of one kind, read each from its highest card down and compare card by card';
  it('quotes the paragraph of the rules that decides, after the reason, and changes nothing else (JSON opens with its version)', () => {
    // Rule JH 3: O7 Y7 against G7 B7, card by card from the top: O7 > G7.
    const plain = runCheck('just-hatched', 'O7 Y7', { on: 'B7 G7', json: true });
    const why = checkJson('just-hatched', 'O7 Y7', { on: 'B7 G7', why: true });
    expect(plain.stdout).toBe(
      '{"version":1,"legal":true,"beats":true,"reason":"O7 Y7 is higher than G7 B7.","lay":"O7 Y7","kind":"Two-of-a-Kind of 7s"}\n',
    );
    const { why: sentence, ...rest } = why.json as { why: string };
    expect(rest).toEqual(JSON.parse(plain.stdout));
    expect(sentence.startsWith(COMPARE)).toBe(true);
    const text = runCheck('just-hatched', 'O7 Y7', { on: 'B7 G7', why: true });
    expect(text.stdout).toMatch(
      /^yes: O7 Y7 \(Two-of-a-Kind of 7s\) beats G7 B7\.\nO7 Y7 is higher than G7 B7\.\nwhy: To compare two Lays/,
    );
    expect(runCheck('just-hatched', 'O7 Y7', { on: 'B7 G7' }).stdout).toBe(
      'yes: O7 Y7 (Two-of-a-Kind of 7s) beats G7 B7.\nO7 Y7 is higher than G7 B7.\n',
    );
  });

  it.each([
    // Just Hatched (rule JH 4's cases): each answer's own paragraph.
    ['just-hatched', 'O7 Y7 G7 B7', { on: 'RC GC' }, 'A Coop can be laid on any Lay of any kind'],
    ['just-hatched', 'RC', { on: 'O7 Y7 G7 B7' }, 'Big Red (RC) is the highest card.'],
    ['just-hatched', 'O7 Y7 G7 B7 B7', { on: 'O9 Y9 G9 B9' }, 'Which Coop is higher'],
    ['just-hatched', 'O7 Y7', { on: 'B8' }, 'Whoever leads a Run picks the kind of Lay'],
    ['just-hatched', 'GC D', {}, 'A Duck is wild'],
    ['just-hatched', 'O7 GC', {}, 'A Lay is a Single card'],
    // Henhouse.
    ['henhouse', 'BC5', { on: 'WE4' }, 'A single only beats a lower single'],
    ['henhouse', 'BC5 BC5 BC6 BC6', { on: 'WE8 WE8' }, 'A Henhouse beats any combination that is not a Henhouse.'],
    ['henhouse', 'BC5 WE5', {}, 'Every set, run and Henhouse must have all its cards of one colour'],
    ['henhouse', 'BC5 BE7', {}, 'A single is one card. A set is'],
    ['henhouse', 'BC3 BC4', { on: 'WE5 WE6', vermin: 'skunk' }, 'Skunk: play a combination of the same type and size'],
    ['henhouse', 'BC7 BC8', { on: 'WE4 WE5', vermin: 'snake' }, 'The fox and the snake work only on a set or run'],
    ['henhouse', 'BC5', { vermin: 'fox' }, 'Vermin cannot be used when leading'],
    ['henhouse', 'BC3', { on: 'WE5', vermin: 'skunk' }, 'Once per turn, before you play, you may take one vermin'],
    // Clutch: what decided the choice.
    ['clutch', undefined, { spread: '3S 7S QD', take: '3S' }, 'A number card that is the smallest number card'],
    ['clutch', undefined, { spread: '3S 7S QD', take: '7S' }, 'Any other number card costs ten times'],
    ['clutch', undefined, { spread: '3H 7S QD', take: '3H', previous: '2H' }, 'HEARTS:'],
    ['clutch', undefined, { spread: '3S 9S QD', take: '9S', chickens: 50 }, 'Any choice that would leave you with 0 chickens'],
    // A DIAMONDS event lost for want of aside cards: the RESHUFFLE's rule decides, not the event's.
    ['clutch', undefined, { spread: '2d 8h 9c', take: '2d', previous: '5D', aside: 3 }, 'It runs in this order.'],
    ['clutch', undefined, { spread: '3S 7S QD', take: '7S', previous: '2S' }, 'SPADES:'],
  ] as const)('%s %s %j: why quotes "%s…"', (game, lay, opts, opening) => {
    const r = checkJson(game, lay, { ...opts, why: true });
    expect(r.json?.why).toMatch(new RegExp(`^${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(r.json?.why).not.toBe(r.json?.reason);
  });

  it('the lay and --on may come as several words, read as one', () => {
    const words = runCheck('just-hatched', ['O7', 'Y7'], { on: ['B7', 'G7'] });
    expect(words).toEqual(runCheck('just-hatched', 'O7 Y7', { on: 'B7 G7' }));
    expect(runCheck('henhouse', [], { hand: ['BC3', 'BC4'], on: ['WE2', 'WE3'] })).toEqual(
      runCheck('henhouse', undefined, { hand: 'BC3 BC4', on: 'WE2 WE3' }),
    );
  });
});
