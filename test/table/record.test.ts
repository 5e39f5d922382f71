import { beforeAll, describe, expect, it } from 'vitest';
import { type Step } from '../../src/engine/index.js';
import { handSizeOf, justHatchedGame as jh, type JhAction, type JhState } from '../../src/games/just-hatched/index.js';
import { henhouseGame, type HenhouseAction } from '../../src/games/henhouse/index.js';
import { PlayRecord } from '../../src/table/record.js';
import type { TableSetup } from '../../src/table/types.js';
import { findSteps, replayed } from './jh-steps.js';
import { loadGame, namedEntry } from '../../src/games/catalog.js';

// A record reads its game's rounds and teaching from the game's module, loaded as a table loads it.
beforeAll(async () => {
  await Promise.all(['just-hatched', 'henhouse'].map((id) => loadGame(namedEntry(id))));
});

const seats = [
  { name: 'Ada', bot: null },
  { name: 'Bo', bot: 'normal' as const },
  { name: 'Cy', bot: 'normal' as const },
  { name: 'Di', bot: 'hard' as const },
];

function setupOf(seed: number, steps: readonly Step<unknown>[] = [], extra: Partial<TableSetup> = {}): TableSetup {
  return { game: 'just-hatched', options: { players: 4 }, seed, seats, speed: 'max', thinkMs: 5, steps, ...extra };
}

/** The first legal turn of whoever is to play, `n` times from the deal of `seed`. */
function firstMoves(seed: number, n: number): Step<JhAction>[] {
  let state = jh.setup({ players: 4 }, seed);
  const steps: Step<JhAction>[] = [];
  while (steps.length < n) {
    const seat = jh.currentPlayer(state);
    if (seat === 'terminal') break;
    const action = jh.legalActions(state)[0]!;
    state = jh.applyAction(state, action, seat);
    steps.push({ seat, action });
  }
  return steps;
}

/** Plays a record on with the first legal action until the game is over. */
function playedOut(record: PlayRecord): PlayRecord {
  let r = record;
  for (let i = 0; i < 5000 && r.current !== 'terminal'; i++) {
    const next = r.apply(r.current, [jh.legalActions(r.state as JhState)[0]]);
    if (typeof next === 'string') throw new Error(next);
    r = next;
  }
  return r;
}

describe('the record of play', () => {
  it('opens on the deal, and replays saved steps into the same state and log as taking them one by one', () => {
    const fresh = PlayRecord.open(jh, setupOf(21));
    expect(fresh.state).toEqual(jh.setup({ players: 4 }, 21));
    expect(fresh.current).toBe(jh.currentPlayer(fresh.state as JhState));
    expect([fresh.steps, fresh.log, fresh.before, fresh.lastActor, fresh.takeBacks]).toEqual([[], [], null, null, 0]);

    const steps = firstMoves(21, 9);
    const opened = PlayRecord.open(jh, setupOf(21, steps));
    let stepped = fresh;
    for (const step of steps) {
      const next = stepped.apply(step.seat, [step.action]);
      if (typeof next === 'string') throw new Error(next);
      stepped = next;
    }
    expect(opened.state).toEqual(replayed(21, steps));
    expect(opened.before).toEqual(replayed(21, steps.slice(0, -1)));
    expect(opened.lastActor).toBe(steps.at(-1)!.seat);
    expect(opened.steps).toEqual(steps);
    expect(stepped.state).toEqual(opened.state);
    expect(stepped.log).toEqual(opened.log);
    expect(opened.log.map((l) => l.index)).toEqual(steps.map((_, i) => i));
  });

  it('throws when a saved step is refused', () => {
    const steps = firstMoves(21, 3);
    const wrong = [...steps, { seat: steps[2]!.seat, action: steps[2]!.action }];
    expect(() => PlayRecord.open(jh, setupOf(21, wrong))).toThrow();
  });

  it('returns a new record for a move and leaves the old one as it was', () => {
    const record = PlayRecord.open(jh, setupOf(5));
    const seat = record.current as number;
    const action = jh.legalActions(record.state as JhState)[0]!;
    const next = record.apply(seat, [action]);
    if (typeof next === 'string') throw new Error(next);
    expect(record.steps).toEqual([]);
    expect(record.state).toEqual(jh.setup({ players: 4 }, 5));
    expect(next.steps).toEqual([{ seat, action }]);
    expect(next.before).toBe(record.state);
    expect(next.lastActor).toBe(seat);
    expect(next.log).toEqual([{ index: 0, seat, text: `${seats[seat]!.name}: ${jh.actionToString(action)}` }]);
  });

  it('refuses a move with the engine reason, and takes none of several when one is refused', () => {
    const record = PlayRecord.open(jh, setupOf(5));
    const seat = record.current as number;
    const action = jh.legalActions(record.state as JhState)[0]!;
    const alone = record.apply(seat, [{ type: 'lay', cards: ['O10', 'O10', 'O10'] }]);
    expect(typeof alone).toBe('string');
    expect(alone).not.toBe('');
    // The second of two is refused (the same seat again, out of turn): neither is taken.
    const both = record.apply(seat, [action, action]);
    expect(typeof both).toBe('string');
    expect(record.steps).toEqual([]);
  });

  it('words the log with describe, from the view before the action, and falls back to the notation when it throws', () => {
    const steps = firstMoves(8, 2);
    const seen: unknown[] = [];
    const worded = PlayRecord.open(jh, setupOf(8, steps), (action, seat, names, view) => {
      seen.push(view);
      return `${names[seat]} does ${jh.actionToString(action as JhAction)}`;
    });
    expect(worded.log.map((l) => l.text)).toEqual(steps.map((s) => `${seats[s.seat]!.name} does ${jh.actionToString(s.action)}`));
    expect(seen[1]).toEqual(jh.playerView(replayed(8, steps.slice(0, 1)), steps[1]!.seat));
    const failing = PlayRecord.open(jh, setupOf(8, steps), () => {
      throw new Error('cannot read it');
    });
    expect(failing.log.map((l) => l.text)).toEqual(steps.map((s) => `${seats[s.seat]!.name}: ${jh.actionToString(s.action)}`));
  });

  it('saves the setup and the steps, with the teaching flags only when set', () => {
    const steps = firstMoves(3, 4);
    const at = new Date('2026-12-02T01:02:03.000Z');
    const plain = PlayRecord.open(jh, setupOf(3, steps)).saved(at);
    expect(plain).toEqual({ ...setupOf(3, steps), savedAt: '2026-12-02T01:02:03.000Z' });
    expect(Object.keys(plain)).not.toContain('teach');
    const taught = PlayRecord.open(jh, setupOf(3, steps, { teach: true, takeBacks: 2, playedOn: 1 })).saved(at);
    expect(taught).toMatchObject({ teach: true, takeBacks: 2, playedOn: 1, steps });
  });

  it('says, at the start of a round, that the round before it stands', () => {
    // Henhouse lets a move be taken back in every round: play round 1 out with the first legal actions.
    let state = henhouseGame.setup({ players: 4 }, 5);
    const steps: Step<HenhouseAction>[] = [];
    while (state.round === 1) {
      const action = henhouseGame.legalActions(state)[0]!;
      steps.push({ seat: state.turn, action });
      state = henhouseGame.applyAction(state, action, state.turn);
    }
    expect(steps.some((s) => s.seat === 0)).toBe(true);
    const record = PlayRecord.open(henhouseGame as never, { ...setupOf(5, steps), game: 'henhouse', teach: true });
    expect(record.takeBack(0)).toBe(
      'A round once scored stands: take-backs reach only your moves in the round being played, and you have made none yet.',
    );
  });

  it("takes back a seat's last move of the round and all after it, counting it, and says why when it cannot", () => {
    const fresh = PlayRecord.open(jh, setupOf(13));
    expect(fresh.takeBack(0)).toBe('Nothing of yours to take back in this round.');
    const all = firstMoves(13, 12);
    const mine = all.findIndex((s) => s.seat === 0);
    const steps = all.slice(0, mine + 2);
    const record = PlayRecord.open(jh, setupOf(13, steps));
    const back = record.takeBack(0);
    if (typeof back === 'string') throw new Error(back);
    expect(back.steps).toEqual(steps.slice(0, mine));
    expect(back.state).toEqual(replayed(13, steps.slice(0, mine)));
    expect(back.takeBacks).toBe(1);
    expect(record.steps).toEqual(steps);
    expect(back.saved(new Date(0)).takeBacks).toBe(1);

    const over = playedOut(fresh);
    expect(over.current).toBe('terminal');
    expect(over.outcome).toEqual(jh.outcome(over.state as JhState));
    expect(fresh.outcome).toBeNull();
    expect(over.takeBack(0)).toBe('The game is over: there is nothing left to take back.');
  });

  it("tells when a person got a new out-of-turn chance with the last move (a bot's Last Egg to catch)", () => {
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 1 && s.run.length === 0 && handSizeOf(s, 1) === 2);
    const record = PlayRecord.open(jh, setupOf(seed, steps));
    const single = jh.legalActions(record.state as JhState).find((a) => a.type === 'lay' && a.cards.length === 1)!;
    const next = record.apply(1, [single]);
    if (typeof next === 'string') throw new Error(next);
    expect(jh.interjections!(next.state as JhState, 0)).toContainEqual({ type: 'catch', target: 1 });
    expect(next.newChanceFor([true, false, false, false])).toBe(true);
    expect(next.newChanceFor([false, false, false, false])).toBe(false);
    expect(PlayRecord.open(jh, setupOf(seed)).newChanceFor([true, true, true, true])).toBe(false);
  });
});
