// The Just Hatched table's keys as a pure function: (screen state, key, seat's view) → the next
// screen state and what to send, for every key of the table.
import { describe, expect, it } from 'vitest';
import { justHatchedGame as game, refusal, type JhAction, type JhState } from '../../../src/games/just-hatched/index.js';
import { jhKeys, settleJh, startJh, type JhScreen } from '../../../src/games/just-hatched/ui/keys.js';
import type { TableState } from '../../../src/ui/card-table/keys.js';
import { asSentence } from '../../../src/games/words.js';
import { acts, ch, ENTER, ESC, LEFT, notices, RIGHT, run, SPACE } from '../../ui/card-table/press.js';
import { lay, LEAD_WITH_DUCK, OTHER_HANDS, play, position } from './helpers.js';

function ctxOf(s: JhState) {
  const view = game.playerView(s, 0);
  const myTurn = game.currentPlayer(s) === 0;
  return {
    view,
    legal: myTurn ? game.legalActions(s) : [],
    interjections: game.interjections?.(s, 0) ?? [],
    myTurn,
    teach: false,
    roundShowing: false,
  };
}

/** Seat 0's screen on `s`, the cursor on the first of `select` (or card 0), those cards selected. */
function screen(s: JhState, select: readonly string[] = []): TableState<JhScreen> {
  const hand = game.playerView(s, 0).hand;
  const selected = new Set<number>();
  for (const c of select) selected.add(hand.findIndex((h, i) => h === c && !selected.has(i)));
  const cursor = select.length > 0 ? hand.indexOf(select[0]!) : 0;
  return { hand: { key: hand.join(' '), cursor, selected }, game: startJh(game.playerView(s, 0)) };
}

const keys = (s: JhState, state: TableState<JhScreen>, ...presses: Parameters<typeof run>[3][]) => run(state, ctxOf(s), jhKeys, ...presses);

const lead = LEAD_WITH_DUCK;
/** Seat 0 to beat seat 3's O4. */
const beat = position({
  players: 4,
  hands: [['B1', 'G5', 'Y5'], ...OTHER_HANDS],
  run: [{ seat: 3, cards: ['O4'], name: 'an Egg' }] as never,
  turn: 0,
});

describe('Just Hatched keys: the hand', () => {
  it('moves the cursor (arrows, h l) and selects with Space; Esc clears', () => {
    const { state, effects } = keys(lead, screen(lead), RIGHT, ch('l'), SPACE, LEFT, SPACE);
    const hand = ctxOf(lead).view.hand;
    expect([...state.hand.selected].map((i) => hand[i]).sort()).toEqual([hand[1], hand[2]].sort());
    expect(notices(effects)).toEqual([null, null]);
    expect(keys(lead, state, ESC).state.hand.selected.size).toBe(0);
  });

  it('`?` and `q` are the platform’s: nothing changes', () => {
    const state = screen(lead, ['B1']);
    for (const k of ['?', 'q', 'r']) expect(keys(lead, state, ch(k))).toEqual({ state, effects: [] });
  });
});

describe('Just Hatched keys: laying', () => {
  it('Enter with nothing selected says how to select (and Cluck, but not to the leader); with a lay, lays it', () => {
    expect(notices(keys(lead, screen(lead), ENTER).effects)).toEqual([
      'Select cards with Space first: you lead this Run, so you must lay something.',
    ]);
    expect(notices(keys(beat, screen(beat), ENTER).effects)).toEqual(['Select cards with Space first, or press c to Cluck.']);
    const { effects } = keys(beat, screen(beat, ['G5']), ENTER);
    expect(acts(effects)).toEqual([[lay('G5')]]);
    expect(notices(effects)).toEqual([null]);
  });

  it('Enter on a selection the rules refuse says why in their words, and sends nothing', () => {
    const { effects } = keys(beat, screen(beat, ['B1']), ENTER);
    expect(acts(effects)).toEqual([]);
    expect(notices(effects)).toEqual([asSentence(refusal(ctxOf(beat).view, lay('B1'))!)]);
  });

  it('off turn, Enter says in the rules’ words that it is no time to lay', () => {
    const off = { ...beat, turn: 1 };
    expect(notices(keys(off, screen(off), ENTER).effects)).toEqual([asSentence(refusal(ctxOf(off).view, { type: 'lay', cards: [] })!)]);
  });

  it('a Duck opens its picker on the last Egg it may stand for; ← → and typing move it, Esc goes back, Enter lays', () => {
    const opened = keys(lead, screen(lead, ['D']), ENTER);
    const mode = opened.state.game.mode;
    expect(mode.kind).toBe('duck');
    if (mode.kind !== 'duck') return;
    expect(mode.at).toBe(mode.choices.length - 1);
    const moved = keys(lead, opened.state, RIGHT);
    expect(moved.state.game.mode).toMatchObject({ at: 0 });
    expect(keys(lead, moved.state, LEFT).state.game.mode).toMatchObject({ at: mode.choices.length - 1 });
    const typed = keys(lead, opened.state, ch('g'));
    const at = mode.choices.findIndex((c) => c.startsWith('G'));
    expect(typed.state.game.mode).toMatchObject({ at, typed: 'G' });
    expect(notices(keys(lead, opened.state, ch('z')).effects)).toEqual(['No Egg the Duck may stand for starts with Z.']);
    expect(keys(lead, opened.state, ESC).state.game.mode).toEqual({ kind: 'hand' });
    const laid = keys(lead, typed.state, ENTER);
    expect(acts(laid.effects)).toEqual([[lay(`D=${mode.choices[at]}`)]]);
    expect(laid.state.game.mode).toEqual({ kind: 'hand' });
  });

  it('a Coop with 4 players asks flip or skip: f flips, s skips, Esc goes back', () => {
    const coop = screen(lead, ['B9', 'G9', 'Y9', 'O9']);
    const opened = keys(lead, coop, ENTER);
    expect(opened.state.game.mode).toEqual({ kind: 'coop', cards: ['B9', 'G9', 'Y9', 'O9'] });
    expect(acts(keys(lead, opened.state, ch('f')).effects)).toEqual([[{ ...lay('B9 G9 Y9 O9'), coop: 'flip' }]]);
    expect(acts(keys(lead, opened.state, ch('s')).effects)).toEqual([[{ ...lay('B9 G9 Y9 O9'), coop: 'skip' }]]);
    expect(keys(lead, opened.state, ESC).state.game.mode).toEqual({ kind: 'hand' });
    expect(keys(lead, opened.state, ch('c')).effects).toEqual([]);
  });

  it('a new hand ends a half-made choice', () => {
    const opened = keys(lead, screen(lead, ['B9', 'G9', 'Y9', 'O9']), ENTER).state.game;
    const after = play(lead, [0, lay('B1')]);
    expect(settleJh(opened, game.playerView(after, 0)).mode).toEqual({ kind: 'hand' });
    expect(settleJh(opened, game.playerView(lead, 0))).toBe(opened);
  });
});

describe('Just Hatched keys: Cluck, Last Egg, catch, why', () => {
  it('c clucks when the rules let it, else says why; once taken, no card stays selected', () => {
    expect(acts(keys(beat, screen(beat), ch('c')).effects)).toEqual([[{ type: 'cluck' }]]);
    expect(keys(beat, screen(beat), ch('c')).effects.find((e) => e.kind === 'act')).toMatchObject({ unselect: true });
    const refused = keys(lead, screen(lead), ch('c'));
    expect(acts(refused.effects)).toEqual([]);
    expect(notices(refused.effects)).toEqual([asSentence(refusal(ctxOf(lead).view, { type: 'cluck' })!)]);
  });

  it('e arms "Last Egg!" while two or more cards are held (e again disarms); armed, the lay that leaves one says it too', () => {
    const two = position({ players: 4, hands: [['G5', 'Y5'], ...OTHER_HANDS], run: [{ seat: 3, cards: ['O4'], name: 'an Egg' }] as never });
    const armed = keys(two, screen(two, ['G5']), ch('e'));
    expect(armed.state.game.armedRound).toBe(1);
    expect(notices(armed.effects)).toEqual([null]);
    expect(keys(two, armed.state, ch('e')).state.game.armedRound).toBeNull();
    expect(acts(keys(two, armed.state, ENTER).effects)).toEqual([[lay('G5'), { type: 'declare' }]]);
    expect(acts(keys(two, screen(two, ['G5']), ENTER).effects)).toEqual([[lay('G5')]]);
  });

  it('e tells the table the round armed (null once disarmed), and a table that keeps it is the one read', () => {
    const two = position({ players: 4, hands: [['G5', 'Y5'], ...OTHER_HANDS], run: [{ seat: 3, cards: ['O4'], name: 'an Egg' }] as never });
    const armed = keys(two, screen(two, ['G5']), ch('e'));
    expect(armed.effects.filter((e) => e.kind === 'arm')).toEqual([{ kind: 'arm', round: 1 }]);
    expect(keys(two, armed.state, ch('e')).effects.filter((e) => e.kind === 'arm')).toEqual([{ kind: 'arm', round: null }]);
    // Resumed: the table kept round 1 armed, so the fresh screen state reads it, and the lay says it.
    const fresh = screen(two, ['G5']);
    const resumed = { ...fresh, game: settleJh(fresh.game, ctxOf(two).view, 1) };
    expect(acts(keys(two, resumed, ENTER).effects)).toEqual([[lay('G5'), { type: 'declare' }]]);
    expect(settleJh(fresh.game, ctxOf(two).view, null).armedRound).toBeNull();
  });

  it('e says the Last Egg that is owed; with nothing to say, the rules say why', () => {
    const two = position({ players: 4, hands: [['G5', 'Y5'], ...OTHER_HANDS], run: [{ seat: 3, cards: ['O4'], name: 'an Egg' }] as never });
    const one = play(two, [0, lay('G5')]);
    expect(acts(keys(one, screen(one), ch('e')).effects)).toEqual([[{ type: 'declare' }]]);
    // A word said keeps the cards picked.
    expect(keys(one, screen(one), ch('e')).effects.find((e) => e.kind === 'act')).not.toHaveProperty('unselect', true);
    const said = play(one, [0, { type: 'declare' }]);
    const again = keys(said, screen(said), ch('e'));
    expect(acts(again.effects)).toEqual([]);
    expect(notices(again.effects)).toEqual([asSentence(refusal(ctxOf(said).view, { type: 'declare' })!)]);
  });

  it('x catches an undeclared Last Egg, else says why not', () => {
    const s = position({
      players: 4,
      hands: [['B1', 'G2'], ['G5', 'Y5'], OTHER_HANDS[1]!, OTHER_HANDS[2]!],
      turn: 1,
      run: [{ seat: 0, cards: ['O4'], name: 'an Egg' }] as never,
    });
    const left = play(s, [1, lay('G5')]);
    expect(acts(keys(left, screen(left), ch('x')).effects)).toEqual([[{ type: 'catch', target: 1 }]]);
    const none = keys(beat, screen(beat), ch('x'));
    expect(acts(none.effects)).toEqual([]);
    expect(notices(none.effects)[0]).toMatch(/^[A-Z].*\.$/);
  });

  it('y explains: a selection that may go on is a note, one that may not a refusal', () => {
    const ok = keys(beat, screen(beat, ['G5']), ch('y')).effects;
    expect(ok).toEqual([{ kind: 'notify', text: expect.stringContaining('G5') as string, as: 'note' }]);
    const no = keys(beat, screen(beat, ['B1']), ch('y')).effects;
    expect(no).toEqual([{ kind: 'notify', text: expect.stringContaining('B1') as string, as: 'refusal' }]);
  });
});

describe('Just Hatched keys: the give-back', () => {
  const exchange: JhState = {
    ...position({ players: 4, hands: [['B1', 'G3', 'Y6'], ...OTHER_HANDS], turn: 0 }),
    phase: 'exchange',
    gift: 'Y6',
    round: 2,
  };

  it('Enter names the card under the cursor and asks once; Enter gives it, Esc goes back', () => {
    const state = { ...screen(exchange), hand: { ...screen(exchange).hand, cursor: 1 } };
    const card = ctxOf(exchange).view.hand[1]!;
    const asked = keys(exchange, state, ENTER);
    expect(asked.state.game.mode).toEqual({ kind: 'give', card });
    expect(acts(asked.effects)).toEqual([]);
    expect(keys(exchange, asked.state, ESC).state.game.mode).toEqual({ kind: 'hand' });
    const given = keys(exchange, asked.state, ENTER);
    expect(acts(given.effects)).toEqual([[{ type: 'give-back', card } satisfies JhAction]]);
    expect(given.state.game.mode).toEqual({ kind: 'hand' });
  });

  it('the card just given cannot go back: Enter on it says why', () => {
    const hand = ctxOf(exchange).view.hand;
    const state = { ...screen(exchange), hand: { ...screen(exchange).hand, cursor: hand.indexOf('Y6') } };
    const refused = keys(exchange, state, ENTER);
    expect(refused.state.game.mode).toEqual({ kind: 'hand' });
    expect(notices(refused.effects)).toEqual([asSentence(refusal(ctxOf(exchange).view, { type: 'give-back', card: 'Y6' })!)]);
  });
});
