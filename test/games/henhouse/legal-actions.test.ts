import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import {
  classify,
  deckFor,
  explainPlay,
  handOf,
  legalActions,
  parsePlayed,
  VERMIN,
  type HenhouseAction,
  type HenhouseState,
} from '../../../src/games/henhouse/index.js';
import { table } from './helpers.js';

/** What makes two plays the same play: vermin and prey, dealt cards, wilds (trait, colour and rank), and the result's type and suitedness. */
function playKey(action: HenhouseAction): string {
  if (action.type === 'pass') return 'pass';
  const cards = action.cards.map(parsePlayed);
  const read = classify(cards);
  const combo = read.ok ? `${read.combo.type}/${read.combo.rank}/${read.combo.suited}` : 'invalid';
  const dealt = cards
    .filter((c) => !c.wild)
    .map((c) => `${c.suit}${c.rank}`)
    .sort();
  const wild = cards
    .filter((c) => c.wild)
    .map((c) => `*${c.suit[1]}=${c.suit}${c.rank}`)
    .sort();
  return `${action.vermin ?? '-'} ${action.remove ?? '-'} | ${dealt.join(' ')} | ${wild.join(' ')} | ${combo}`;
}

function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) {
    for (const s of [...out]) if (s.length < max) out.push([...s, item]);
  }
  return out;
}

/** Every play the rules allow, found by trying every card subset, wild stand-in, vermin and prey. */
function bruteForce(state: HenhouseState): Set<string> {
  const hand = handOf(state, state.turn);
  const wildOptions = (trait: 'C' | 'E'): string[] =>
    (state.wilds[state.turn]![trait]
      ? [null, ...['B', 'W'].flatMap((c) => Array.from({ length: 9 }, (_, r) => `*${trait}=${c}${trait}${r + 1}`))]
      : [null]) as string[];
  const found = new Set<string>();
  const pile = state.trick.current;
  const extras: { vermin?: (typeof VERMIN)[number]; remove?: string }[] = [{}];
  if (pile)
    for (const v of VERMIN)
      for (const remove of v === 'skunk' ? [undefined] : pile.cards) extras.push(remove ? { vermin: v, remove } : { vermin: v });
  for (const dealt of subsets(hand, 4)) {
    for (const c of wildOptions('C')) {
      for (const e of wildOptions('E')) {
        const cards = [...dealt, ...(c ? [c] : []), ...(e ? [e] : [])];
        if (cards.length === 0 || cards.length > 4) continue;
        if (!classify(cards.map(parsePlayed)).ok) continue;
        for (const extra of extras) {
          const action: HenhouseAction = { type: 'play', cards, ...extra };
          if (explainPlay(state, action) === null) found.add(playKey(action));
        }
      }
    }
  }
  if (explainPlay(state, { type: 'pass' }) === null) found.add('pass');
  return found;
}

describe('legalActions is complete, a wild in every colour it may take', () => {
  it('lists every play a brute-force search allows, for random small hands and piles', () => {
    const rng = Rng.fromSeed(77);
    const deck = deckFor(4, false);
    for (let k = 0; k < 60; k++) {
      const cards = rng.shuffle(deck);
      const hand = cards.slice(0, 5).join(' ');
      const wilds = { C: rng.chance(0.7), E: rng.chance(0.7) };
      // A pile from another small hand's legal leads: any type, any size.
      const leader = table({ hands: [cards.slice(5, 10).join(' '), 'WE9', 'WE9', 'WE9'] });
      const leads = legalActions(leader).filter((a) => a.type === 'play') as Extract<HenhouseAction, { type: 'play' }>[];
      const pile = rng.chance(0.2) ? undefined : { cards: rng.pick(leads).cards.join(' '), by: 1 };
      const state = table({
        hands: [hand, 'WE9', 'WE9', 'WE9'],
        wilds: [wilds, { C: true, E: true }, { C: true, E: true }, { C: true, E: true }],
        ...(pile ? { pile } : {}),
        table: { skunk: rng.int(2), fox: 1 + rng.int(2), snake: rng.int(3) },
      });
      const listed = legalActions(state).map(playKey);
      const dups = listed.filter((x, i) => listed.indexOf(x) !== i);
      const all = legalActions(state);
      expect(
        dups.map((d) => all.filter((a) => playKey(a) === d)),
        'one action per distinct play',
      ).toEqual([]);
      expect(new Set(listed)).toEqual(bruteForce(state));
    }
  });
});
