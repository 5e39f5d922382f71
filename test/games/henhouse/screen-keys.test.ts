// The Henhouse table's keys as a pure function: (screen state, key, seat's view) → the next
// screen state and what to send, for every key of the table.
import { describe, expect, it } from 'vitest';
import {
  henhouseGame as game,
  maxRank,
  refusal,
  removable,
  VERMIN,
  verminRefusal,
  type HenhouseState,
} from '../../../src/games/henhouse/index.js';
import { hhItems, hhKeys, settleHh, startHh, type HhScreen } from '../../../src/games/henhouse/ui/keys.js';
import type { TableState } from '../../../src/ui/card-table/keys.js';
import { asSentence } from '../../../src/games/words.js';
import { acts, ch, ENTER, ESC, LEFT, notices, RIGHT, run, SPACE, UP } from '../../ui/card-table/press.js';
import { play, table } from './helpers.js';

function ctxOf(s: HenhouseState) {
  const view = game.playerView(s, 0);
  const myTurn = game.currentPlayer(s) === 0;
  return { view, legal: myTurn ? game.legalActions(s) : [], interjections: [], myTurn, teach: false, roundShowing: false };
}

/** Seat 0's screen on `s` (sorted by `sortBy`), those cards selected. */
function screen(s: HenhouseState, select: readonly string[] = [], sortBy: 'rank' | 'suit' = 'rank'): TableState<HhScreen> {
  const view = game.playerView(s, 0);
  const g = { ...startHh(view), sortBy };
  const items = hhItems(view, g);
  const selected = new Set(select.map((c) => items.indexOf(c)));
  return { hand: { key: items.join(' '), cursor: 0, selected }, game: settleHh(g, view) };
}

const keys = (s: HenhouseState, state: TableState<HhScreen>, ...presses: Parameters<typeof run>[3][]) =>
  run(state, ctxOf(s), hhKeys, ...presses);

/** Seat 0 to lead, holding both wilds. */
const lead = table({ hands: ['BC2 WE2 BC5 WC7', 'BC3 BE4 WC6', 'WE3 BE6 WC8', 'BE2 WE5 BC8'], bigHands: false });
/** Seat 0 to beat seat 3's pair of 4s. */
const pair = table({
  hands: ['BC2 WE2 BC5 WC7', 'BC3 BE4 WC6', 'WE3 BE6 WC8', 'BE2 WE5 BC8'],
  bigHands: false,
  pile: { cards: 'BC4 WC4', by: 3 },
});
/** Seat 0 to beat seat 3's single BC4. */
const beat = table({
  hands: ['BC2 WE2 BC5 WC7', 'BC3 BE4 WC6', 'WE3 BE6 WC8', 'BE2 WE5 BC8'],
  bigHands: false,
  pile: { cards: 'BC4', by: 3 },
});

describe('Henhouse keys: the hand', () => {
  it('moves along the hand and its wilds, selects with Space, and s sorts by suit and back', () => {
    const items = hhItems(ctxOf(lead).view, { sortBy: 'rank' });
    expect(items.slice(-2)).toEqual(['*C', '*E']);
    const { state } = keys(lead, screen(lead), RIGHT, SPACE, ch('G'), SPACE);
    expect([...state.hand.selected].sort().map((i) => items[i])).toEqual([items[1], '*E']);
    const sorted = keys(lead, state, ch('s')).state;
    expect(sorted.game.sortBy).toBe('suit');
    expect(hhItems(ctxOf(lead).view, sorted.game)).not.toEqual(items);
    expect(keys(lead, sorted, ch('s')).state.game.sortBy).toBe('rank');
  });

  it('`?` and `q` are the platform’s: nothing changes', () => {
    const state = screen(beat, ['BC5']);
    for (const k of ['?', 'q', 'r']) expect(keys(beat, state, ch(k))).toEqual({ state, effects: [] });
  });
});

describe('Henhouse keys: playing and passing', () => {
  it('Enter with nothing selected says how to select (and pass, but not to the leader); with a legal play, plays it', () => {
    expect(notices(keys(beat, screen(beat), ENTER).effects)).toEqual(['Select cards with Space first, or press p to pass.']);
    expect(notices(keys(lead, screen(lead), ENTER).effects)).toEqual([
      'Select cards with Space first: you lead this trick, so you must play something.',
    ]);
    const { effects } = keys(beat, screen(beat, ['BC5']), ENTER);
    expect(acts(effects)).toEqual([[{ type: 'play', cards: ['BC5'] }]]);
  });

  it('a play the rules refuse is said in their words and nothing is sent', () => {
    const { effects } = keys(beat, screen(beat, ['BC2']), ENTER);
    expect(acts(effects)).toEqual([]);
    expect(notices(effects)).toEqual([asSentence(refusal(ctxOf(beat).view, { type: 'play', cards: ['BC2'] })!)]);
  });

  it('p passes when the rules let it, else says why; off turn Enter says why', () => {
    expect(acts(keys(beat, screen(beat), ch('p')).effects)).toEqual([[{ type: 'pass' }]]);
    // A pass plays none of the cards picked: once taken, none stays selected for the next turn.
    const passed = keys(beat, screen(beat, ['BC2']), ch('p')).effects.find((e) => e.kind === 'act');
    expect(passed).toMatchObject({ kind: 'act', actions: [{ type: 'pass' }], unselect: true });
    expect(keys(beat, screen(beat, ['BC5']), ENTER).effects.find((e) => e.kind === 'act')).toMatchObject({ unselect: false });
    const refused = keys(lead, screen(lead), ch('p'));
    expect(acts(refused.effects)).toEqual([]);
    expect(notices(refused.effects)).toEqual([asSentence(refusal(ctxOf(lead).view, { type: 'pass' })!)]);
    const off = { ...beat, turn: 1 };
    expect(notices(keys(off, screen(off, ['BC5']), ENTER).effects)).toEqual([asSentence(refusal(ctxOf(off).view, { type: 'pass' })!)]);
  });
});

describe('Henhouse keys: the wild picker', () => {
  it('opens on the strongest legal reading; ← → rank, ↑ or b/w colour, digits, Esc back, Enter plays', () => {
    const opened = keys(pair, screen(pair, ['BC5', '*C']), ENTER);
    const mode = opened.state.game.mode;
    expect(mode.kind).toBe('wild');
    if (mode.kind !== 'wild') return;
    expect(mode.cards).toEqual(['BC5']);
    const first = mode.picks[0]!;
    const top = maxRank(4, false);
    expect(refusal(ctxOf(pair).view, { type: 'play', cards: ['BC5', `*C=${first.colour}C${first.rank}`] })).toBeNull();
    const pick = (st: TableState<HhScreen>) => (st.game.mode.kind === 'wild' ? st.game.mode.picks[0] : null);
    expect(pick(keys(pair, opened.state, RIGHT).state)?.rank).toBe(first.rank === top ? 1 : first.rank + 1);
    expect(pick(keys(pair, opened.state, LEFT).state)?.rank).toBe(first.rank === 1 ? top : first.rank - 1);
    expect(pick(keys(pair, opened.state, UP).state)?.colour).toBe(first.colour === 'B' ? 'W' : 'B');
    expect(pick(keys(pair, opened.state, ch('w')).state)?.colour).toBe('W');
    expect(pick(keys(pair, opened.state, ch('3')).state)?.rank).toBe(3);
    expect(keys(pair, opened.state, ESC).state.game.mode).toEqual({ kind: 'hand' });
    const played = keys(pair, opened.state, ENTER);
    expect(acts(played.effects)).toEqual([[{ type: 'play', cards: ['BC5', `*C=${first.colour}C${first.rank}`] }]]);
    expect(played.state.game.mode).toEqual({ kind: 'hand' });
  });

  it('a stand-in the rules refuse is said in their words, and the picker closes', () => {
    const opened = keys(pair, screen(pair, ['BC5', '*C']), ENTER).state;
    const refused = keys(pair, opened, ch('1'), ch('b'), ENTER);
    expect(acts(refused.effects)).toEqual([]);
    expect(notices(refused.effects)).toEqual([asSentence(refusal(ctxOf(pair).view, { type: 'play', cards: ['BC5', '*C=BC1'] })!)]);
    expect(refused.state.game.mode).toEqual({ kind: 'hand' });
  });
});

describe('Henhouse keys: vermin and why', () => {
  it('v goes round the vermin that may go on the pile, then none; Esc drops it (after the cards); a new pile clears it', () => {
    // On a pair a fox or snake has nothing it may take: only the skunk is offered.
    const offered = ['skunk'] as const;
    let state = screen(pair);
    for (const v of offered) {
      state = keys(pair, state, ch('v')).state;
      expect(state.game.vermin).toBe(v);
    }
    expect(keys(pair, state, ch('v')).state.game.vermin).toBeNull();
    const one = keys(pair, screen(pair), ch('v')).state;
    expect(keys(pair, one, ESC).state.game.vermin).toBeNull();
    // With cards selected, Esc clears them and keeps the skunk; a second Esc drops it.
    const picked = keys(pair, screen(pair, ['BC2', 'WE2']), ch('v')).state;
    const cleared = keys(pair, picked, ESC).state;
    expect(cleared.hand.selected.size).toBe(0);
    expect(cleared.game.vermin).toBe('skunk');
    expect(keys(pair, cleared, ESC).state.game.vermin).toBeNull();
    const after = play(beat, 'BC5');
    expect(settleHh(one.game, game.playerView(after, 0)).vermin).toBeNull();
  });

  it('v offers a fox or snake only on a pile it may take a card from', () => {
    const run = table({
      hands: ['BC6 BC7 BC8 WC7', 'BE3 BE7 WC6', 'WE3 BE6 WC8', 'BE2 WE6 BC8'],
      bigHands: false,
      pile: { cards: 'BC3 BC4 BC5', by: 3 },
    });
    const seen: (string | null)[] = [];
    let state = screen(run);
    for (let k = 0; k < 3; k++) {
      state = keys(run, state, ch('v')).state;
      seen.push(state.game.vermin);
    }
    // Three brown chickens: the fox may take one; the snake, which takes eggs, is passed over, and
    // the rules say why.
    expect(verminRefusal(ctxOf(run).view, 'fox')).toBeNull();
    expect(verminRefusal(ctxOf(run).view, 'snake')).toBe(
      'the snake has nothing to take: it needs a set or run of three or more with an egg it can reach',
    );
    expect(seen).toEqual(['skunk', 'fox', null]);
    // The fox alone left, on a pair: the reason, and no vermin chosen.
    const foxOnly = table({
      hands: ['BC2 WE2 BC5 WC7', 'BC3 BE4 WC6', 'WE3 BE6 WC8', 'BE2 WE5 BC8'],
      bigHands: false,
      pile: { cards: 'BC4 WC4', by: 3 },
      table: { skunk: 0, fox: 1, snake: 0 },
    });
    expect(verminRefusal(ctxOf(foxOnly).view, 'fox')).toBe(
      'the fox has nothing to take: it needs a set or run of three or more with a chicken it can reach',
    );
    const step = keys(foxOnly, screen(foxOnly), ch('v'));
    expect(step.state.game.vermin).toBeNull();
    expect(notices(step.effects)).toEqual([
      'The fox has nothing to take: it needs a set or run of three or more with a chicken it can reach.',
    ]);
  });

  it('v with no vermin allowed says the rules’ reason', () => {
    const { effects } = keys(lead, screen(lead), ch('v'));
    const why = VERMIN.map((v) => verminRefusal(ctxOf(lead).view, v)).find((w) => w !== null)!;
    expect(notices(effects)).toEqual([asSentence(why)]);
  });

  it('y: a selection that may go on is a note, one that may not a refusal; with a wild, the pile', () => {
    expect(keys(beat, screen(beat, ['BC5']), ch('y')).effects).toEqual([
      { kind: 'notify', text: expect.any(String) as string, as: 'note' },
    ]);
    expect(keys(beat, screen(beat, ['BC2']), ch('y')).effects).toEqual([
      { kind: 'notify', text: expect.any(String) as string, as: 'refusal' },
    ]);
    const wild = keys(beat, screen(beat, ['BC2', '*C']), ch('y')).effects;
    expect(wild).toEqual(keys(beat, screen(beat), ch('y')).effects);
  });

  it('a fox with more than one card it may take asks which: ← → choose, Esc back, Enter plays it', () => {
    const s = table({
      hands: ['BC6 BC7 BC8 WC7', 'BE3 BE7 WC6', 'WE3 BE6 WC8', 'BE2 WE6 BC8'],
      bigHands: false,
      pile: { cards: 'BC3 BC4 BC5', by: 3 },
    });
    const view = ctxOf(s).view;
    expect(verminRefusal(view, 'fox')).toBeNull();
    const options = removable(view.trick.current!, 'fox');
    expect(options.length).toBeGreaterThan(1);
    const chosen = screen(s, ['BC7', 'BC8']);
    const withFox = { ...chosen, game: { ...chosen.game, vermin: 'fox' as const } };
    const opened = keys(s, withFox, ENTER);
    expect(opened.state.game.mode).toEqual({ kind: 'remove', cards: ['BC7', 'BC8'], vermin: 'fox', options, at: 0, typed: '' });
    expect(keys(s, opened.state, RIGHT).state.game.mode).toMatchObject({ at: 1 });
    expect(keys(s, opened.state, ESC).state.game.mode).toEqual({ kind: 'hand' });
    const action = { type: 'play' as const, cards: ['BC7', 'BC8'], vermin: 'fox' as const, remove: options[1]! };
    const played = keys(s, opened.state, RIGHT, ENTER);
    // After the fox the pile is a run of 2, which BC7 BC8 beats.
    expect(refusal(view, action)).toBeNull();
    expect(acts(played.effects)).toEqual([[action]]);
    expect(played.state.game.mode).toEqual({ kind: 'hand' });
  });
});
