// The tables of legal lays (lays.ts) held to the lays worked out from the cards (listLays and
// layBeats) over every position of seeded random games: every player count, both 2-player
// versions, every Duck stand-in, both Coop choices, catches and round ends. Beside them, a scratch
// copy played in place by the playout steps (step.ts) is held to the states applyAction makes,
// and a listed action from another position is accepted exactly when it is listed here. The first
// disagreement fails. LOCKSTEP_POSITIONS sets how many positions (scripts/lockstep.js runs a million).
import { describe, expect, it } from 'vitest';
import { IllegalActionError, Rng } from '../../../src/engine/index.js';
import { isCoop, layBeats, listLays, possibleLays, readLay } from '../../../src/games/just-hatched/lays.js';
import { CONFIGS } from './helpers.js';
import {
  actionCode,
  centreOf,
  handCode,
  handOf,
  justHatchedGame as game,
  legalIds,
  stepCatch,
  stepCluck,
  stepDeclare,
  stepGiveBack,
  stepLay,
  thaw,
  type JhAction,
  type JhOptions,
  type JhState,
  type Scratch,
} from '../../../src/games/just-hatched/index.js';

const POSITIONS = Number(process.env.LOCKSTEP_POSITIONS ?? 20_000);

/** The legal actions as the rules read before the tables: every lay of the hand, then the beat. */
function reference(s: JhState): JhAction[] {
  if (s.phase !== 'play') return game.legalActions(s) as JhAction[];
  const last = centreOf(s);
  const top = last ? (readLay(last.cards) as { lay: Parameters<typeof layBeats>[0] }).lay : null;
  const out: JhAction[] = [];
  for (const lay of listLays(handOf(s, s.turn))) {
    if (top && !layBeats(lay, top)) continue;
    if (isCoop(lay) && s.options.players > 2) {
      out.push({ type: 'lay', cards: lay.cards, coop: 'flip' }, { type: 'lay', cards: lay.cards, coop: 'skip' });
    } else out.push({ type: 'lay', cards: lay.cards });
  }
  if (top) out.push({ type: 'cluck' });
  return out;
}

/** What a state holds, field by field, that a scratch copy must hold too (all but the log). */
const FIELDS = [
  'round',
  'phase',
  'held',
  'turn',
  'direction',
  'run',
  'discard',
  'stock',
  'lastEgg',
  'catchable',
  'scores',
  'goodEgg',
  'badEgg',
  'firstLeader',
  'gift',
  'known',
  'golden',
  'rng',
] as const;

/** `action` by `seat` played on the scratch copy through the playout steps. */
function step(sc: Scratch, action: JhAction, seat: number): void {
  switch (action.type) {
    case 'lay': {
      const code = actionCode(action);
      expect(code).toBeGreaterThanOrEqual(0);
      stepLay(sc, code >> 2, code & 3);
      break;
    }
    case 'cluck':
      stepCluck(sc);
      break;
    case 'declare':
      stepDeclare(sc, seat);
      break;
    case 'catch':
      stepCatch(sc, seat);
      break;
    case 'give-back':
      stepGiveBack(sc, handCode(action.card));
      break;
  }
}

describe('the tables of legal lays', () => {
  it(`list what the cards themselves give, in the same order, at ${POSITIONS} positions`, () => {
    const rng = Rng.fromSeed(26);
    const seen = { duck: 0, coop: 0, catch: 0, roundEnd: 0 };
    const standIns = new Set<string>();
    const coops = new Set<string>();
    let positions = 0;
    for (let g = 0; positions < POSITIONS; g++) {
      const options = CONFIGS[g % CONFIGS.length] as JhOptions;
      let s = game.setup(options, 1000 + g);
      let round = s.round;
      while (game.currentPlayer(s) !== 'terminal' && positions < POSITIONS) {
        positions++;
        const legal = game.legalActions(s);
        const expected = reference(s);
        if (JSON.stringify(legal) !== JSON.stringify(expected)) {
          expect({ position: positions, game: g, legal }).toEqual({ position: positions, game: g, legal: expected });
        }
        // Every seat's hand, not only the one to play.
        const seat = rng.int(options.players);
        const hand = handOf(s, seat);
        const [fast, slow] = [possibleLays(hand), listLays(hand)];
        if (fast.length !== slow.length || fast.some((lay, i) => lay !== slow[i])) expect(fast).toEqual(slow);
        for (const a of legal) if (a.type === 'lay') for (const c of a.cards) if (c.startsWith('D=')) standIns.add(c);
        let seatActing = s.turn;
        let action: JhAction = rng.pick(legal);
        for (let k = 0; k < options.players; k++) {
          const offers = game.interjections?.(s, k) ?? [];
          if (offers.length > 0 && rng.chance(0.3)) {
            action = rng.pick(offers);
            seatActing = k;
            break;
          }
        }
        if (action.type === 'lay' && action.cards.some((c) => c.startsWith('D='))) seen.duck++;
        if (action.type === 'lay' && action.coop !== undefined) {
          seen.coop++;
          coops.add(action.coop);
        }
        if (action.type === 'catch') seen.catch++;
        s = game.applyAction(s, action, seatActing);
        if (s.round !== round || s.phase === 'over') seen.roundEnd++;
        round = s.round;
      }
    }
    expect(seen.duck).toBeGreaterThan(0);
    expect(seen.coop).toBeGreaterThan(0);
    expect(seen.catch).toBeGreaterThan(0);
    expect(seen.roundEnd).toBeGreaterThan(0);
    // Every Egg a Duck may stand for was offered, and both choices of a Coop were played.
    expect(standIns.size).toBe(40);
    expect([...coops].sort()).toEqual(['flip', 'skip']);
  });

  it(`are played the same by the playout steps on a scratch copy, at ${POSITIONS} positions`, () => {
    const rng = Rng.fromSeed(27);
    const ids: number[] = [];
    const seen: JhAction[] = [];
    let positions = 0;
    let refusedElsewhere = 0;
    for (let g = 0; positions < POSITIONS; g++) {
      const options = CONFIGS[g % CONFIGS.length] as JhOptions;
      let s = game.setup(options, 2000 + g);
      const sc = thaw(s);
      while (game.currentPlayer(s) !== 'terminal' && positions < POSITIONS) {
        positions++;
        const legal = game.legalActions(s);
        // The scratch lists the same lays, by id (a Coop once), as the contract lists actions.
        const expected = [...new Set(legal.flatMap((a) => (a.type === 'lay' ? [actionCode(a) >> 2] : [])))];
        const n = legalIds(sc, ids);
        if (n !== expected.length || expected.some((id, i) => ids[i] !== id)) expect(ids.slice(0, n)).toEqual(expected);
        // A lay action listed at some other position is accepted here exactly when listed here.
        const other = seen[rng.int(Math.max(1, seen.length))];
        if (other) {
          let accepted = true;
          try {
            game.applyAction(s, other, s.turn);
          } catch (e) {
            if (!(e instanceof IllegalActionError)) throw e;
            accepted = false;
          }
          if (accepted !== legal.includes(other))
            expect({ position: positions, accepted, action: other }).toEqual({ position: positions, accepted: !accepted, action: other });
          if (!accepted) refusedElsewhere++;
        }
        for (const a of legal) if (a.type === 'lay' && seen.length < 5000) seen.push(a);
        let seat = s.turn;
        let action: JhAction = rng.pick(legal);
        for (let k = 0; k < options.players; k++) {
          const offers = game.interjections?.(s, k) ?? [];
          if (offers.length > 0 && rng.chance(0.3)) {
            action = rng.pick(offers);
            seat = k;
            break;
          }
        }
        s = game.applyAction(s, action, seat);
        step(sc, action, seat);
        for (const f of FIELDS) {
          if (JSON.stringify(sc[f]) !== JSON.stringify(s[f]))
            expect({ position: positions, field: f, scratch: sc[f] }).toEqual({ position: positions, field: f, scratch: s[f] });
        }
      }
    }
    expect(refusedElsewhere).toBeGreaterThan(0);
  });

  it('fall back to the cards for a hand with more copies than the deck has', () => {
    const hand = ['B7', 'B7', 'B7', 'D'];
    expect(possibleLays(hand)).toEqual(listLays(hand));
    expect(possibleLays(hand).some((l) => l.cards.length === 3 && l.cards.every((c) => c === 'B7'))).toBe(true);
  });
});
