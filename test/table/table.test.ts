import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { randomBot, Rng, type Bot, type Outcome, type Step } from '../../src/engine/index.js';
import { handSizeOf, justHatchedGame as jh, type JhAction } from '../../src/games/just-hatched/index.js';
import { henhouseGame } from '../../src/games/henhouse/index.js';
import type { SavedGame } from '../../src/store/types.js';
import { openTable, type GameTable, type SeatPlayer, type TablePersistence, type TableSetup } from '../../src/table/index.js';
import { newTableSetup } from '../../src/table/setup.js';
import { DECLARE_DELAY, FORCED_DELAY, FRAME_MS, MOVE_DELAY, PERSON_CATCH_CHANCE } from '../../src/table/timing.js';
import { findSteps, replayed } from './jh-steps.js';

// makeBot needs the bots of each game loaded first, as sim and the table do.
await loadAllBots();

const opened: GameTable[] = [];
afterEach(() => {
  for (const t of opened.splice(0)) t.close();
  vi.useRealTimers();
});

/** A persistence that remembers every save and record. */
function memory() {
  const saves: SavedGame[] = [];
  const finished: { saved: SavedGame; outcome: Outcome }[] = [];
  return {
    saves,
    finished,
    persistence: {
      saveGame: (saved: SavedGame) => void saves.push(saved),
      finishGame: (saved: SavedGame, outcome: Outcome) => void finished.push({ saved, outcome }),
    },
  };
}

function jhSetup(players: number, seed: number, speed: TableSetup['speed'], watch: boolean, steps: TableSetup['steps'] = []): TableSetup {
  const setup = newTableSetup({
    game: 'just-hatched',
    options: { players },
    seed,
    name: 'Ada',
    speed: speed as 'max',
    thinkMs: 10,
    watch,
    bots: Array.from({ length: watch ? players : players - 1 }, () => 'normal' as const),
  });
  return { ...setup, steps };
}

function open(setup: TableSetup, players: readonly SeatPlayer[], persistence: TablePersistence = memory().persistence): GameTable {
  const t = openTable({ game: setup.game === 'henhouse' ? henhouseGame : jh, setup, players, persistence });
  opened.push(t);
  return t;
}

/** Resolves once `pred` holds for the table's snapshot (checked on every change). */
function until(t: GameTable, pred: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (pred()) return resolve();
    const off = t.subscribe(() => {
      if (pred()) {
        off();
        resolve();
      }
    });
  });
}

describe('the table object', () => {
  it('gives each seat only its own view, and a person legal actions only on their turn', () => {
    const setup = jhSetup(4, 7, 'slow', false);
    const t = open(setup, [null, randomBot(0), randomBot(0), randomBot(0)]);
    const state = jh.setup({ players: 4 }, 7);
    const mine = t.seat(0);
    expect(mine.view).toEqual(jh.playerView(state, 0));
    expect(t.seat(2).view).toEqual(jh.playerView(state, 2));
    expect(t.seat(2).legal).toEqual([]);
    expect(mine.legal).toEqual(jh.currentPlayer(state) === 0 ? jh.legalActions(state) : []);
    // The shared snapshot carries no seat's cards.
    expect(JSON.stringify(t.getSnapshot())).not.toContain('"hand"');
    // Snapshots are stable until something changes (what useSyncExternalStore needs).
    expect(t.seat(0)).toBe(mine);
    expect(t.getSnapshot()).toBe(t.getSnapshot());
  });

  it('plays the bots, saves after every action and records the finished game once', async () => {
    const store = memory();
    const setup = jhSetup(3, 11, 'max', true);
    const t = open(setup, [randomBot(0.5), randomBot(0.5), randomBot(0.5)], store.persistence);
    let changes = 0;
    t.subscribe(() => changes++);
    await until(t, () => t.getSnapshot().current === 'terminal');
    const snap = t.getSnapshot();
    expect(snap.outcome).not.toBeNull();
    expect(snap.recorded).toBe(true);
    expect(store.finished).toHaveLength(1);
    expect(store.saves).toHaveLength(snap.steps - 1);
    expect(store.saves.at(-1)!.steps).toHaveLength(snap.steps - 1);
    expect(store.finished[0]!.saved.steps).toHaveLength(snap.steps);
    expect(changes).toBeGreaterThanOrEqual(snap.steps);
    // The finished game is the record replayed.
    expect(
      jh.currentPlayer(
        store.finished[0]!.saved.steps.reduce((s, st) => jh.applyAction(s, st.action as JhAction, st.seat), jh.setup({ players: 3 }, 11)),
      ),
    ).toBe('terminal');
  });

  it('refuses actions for a bot seat, and illegal ones with the engine reason', () => {
    const setup = jhSetup(4, 7, 'slow', false);
    const t = open(setup, [null, randomBot(0), randomBot(0), randomBot(0)]);
    expect(t.act(1, { type: 'cluck' })).toBe('A bot plays this seat now.');
    expect(t.act(0, { type: 'lay', cards: ['O10', 'O10', 'O10'] })).toMatch(/./);
    expect(t.getSnapshot().steps).toBe(0);
  });

  it('applies a lay and the Last Egg said with it as one move: no bot can catch in between', async () => {
    vi.useFakeTimers();
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 2);
    const state = replayed(seed, steps);
    const lay = jh.legalActions(state).find((a) => a.type === 'lay' && a.cards.length === 1)!;
    const catcher: Bot<unknown, unknown> = {
      level: 'hard',
      choose: (_v, legal) => legal[0],
      interject: (_v, options) => options[0] ?? null,
    };
    const store = memory();
    const t = open(jhSetup(4, seed, 'max', false, steps), [null, catcher, catcher, catcher], store.persistence);
    expect(t.actTogether(0, [lay, { type: 'declare' }])).toBeNull();
    expect(store.saves).toHaveLength(1);
    expect(store.saves[0]!.steps.slice(-2)).toEqual([
      { seat: 0, action: lay },
      { seat: 0, action: { type: 'declare' } },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.getSnapshot().log.some((l) => /catches/.test(l.text))).toBe(false);
    // A refused second action takes neither.
    const before = t.getSnapshot().steps;
    expect(t.actTogether(0, [{ type: 'cluck' }, { type: 'cluck' }])).not.toBeNull();
    expect(t.getSnapshot().steps).toBe(before);
  });

  it('gives a person the full catch chance before even a hard bot catches, and says when a bot is about to speak', async () => {
    vi.useFakeTimers();
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 1 && s.run.length === 0 && handSizeOf(s, 1) === 2);
    const single = (legal: readonly unknown[]) =>
      legal.find((a) => (a as JhAction).type === 'lay' && (a as { cards: string[] }).cards.length === 1) ?? legal[0];
    const forgets: Bot<unknown, unknown> = { level: 'easy', choose: (_v, legal) => single(legal), interject: () => null };
    const speaks: Bot<unknown, unknown> = {
      level: 'easy',
      choose: (_v, legal) => single(legal),
      interject: (_v, options) => options.find((a) => (a as JhAction).type === 'declare') ?? null,
    };
    const catcher: Bot<unknown, unknown> = {
      level: 'hard',
      choose: (_v, legal) => legal[0],
      interject: (_v, options) => options.find((a) => (a as JhAction).type === 'catch') ?? null,
    };
    const setup = (): TableSetup => ({
      ...jhSetup(4, seed, 'fast', false, steps),
      seats: [
        { name: 'Ada', bot: null },
        ...[1, 2, 3].map((s) => ({ name: `Bot ${s}`, bot: s === 1 ? ('easy' as const) : ('hard' as const) })),
      ],
    });
    const caught = (t: GameTable) => t.getSnapshot().log.some((l) => /catch/.test(l.text));
    // The bot forgets: the person may catch, and no hard bot catches before PERSON_CATCH_CHANCE.
    const t = open(setup(), [null, forgets, catcher, catcher]);
    await vi.advanceTimersByTimeAsync(MOVE_DELAY.fast + 50);
    expect(t.seat(0).interjections).toEqual([{ type: 'catch', target: 1 }]);
    expect(t.getSnapshot().speaking).toBeNull();
    await vi.advanceTimersByTimeAsync(PERSON_CATCH_CHANCE - 100);
    expect(caught(t)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(caught(t)).toBe(true);
    // The bot says it: while it is about to, the snapshot names it, and then no catch is left.
    const u = open(setup(), [null, speaks, catcher, catcher]);
    await vi.advanceTimersByTimeAsync(MOVE_DELAY.fast + 50);
    expect(u.getSnapshot().speaking).toBe(1);
    await vi.advanceTimersByTimeAsync(DECLARE_DELAY.fast);
    expect(u.getSnapshot().speaking).toBeNull();
    expect(u.seat(0).interjections).toEqual([]);
    expect(caught(u)).toBe(false);
  });

  it('leaves a live screen a frame between bot turns even at speed max (minTurnMs)', async () => {
    vi.useFakeTimers();
    const setup = jhSetup(4, 5, 'max', true);
    const players = [randomBot(0), randomBot(0), randomBot(0), randomBot(0)];
    const t = openTable({ game: jh, setup, players, persistence: memory().persistence, minTurnMs: FRAME_MS });
    opened.push(t);
    await vi.advanceTimersByTimeAsync(FRAME_MS - 1);
    expect(t.getSnapshot().steps).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.getSnapshot().steps).toBe(1);
    await vi.advanceTimersByTimeAsync(FRAME_MS * 10);
    expect(t.getSnapshot().steps).toBeLessThanOrEqual(11);
    // Without it, max means no wait at all.
    const quick = open(jhSetup(4, 5, 'max', true), players);
    await vi.advanceTimersByTimeAsync(FRAME_MS - 1);
    expect(quick.getSnapshot().steps).toBeGreaterThan(1);
  });

  it('plays a forced move (one legal action: Big Red laid alone) at once, without asking the bot', async () => {
    vi.useFakeTimers();
    const bigRed: JhAction = { type: 'lay', cards: ['RC'] };
    // The person leads Big Red alone, with cards to spare, and nobody can beat it.
    const { seed, steps } = findSteps((s) => {
      if (s.phase !== 'play' || s.turn !== 0 || s.run.length > 0 || handSizeOf(s, 0) < 3) return false;
      if (!jh.legalActions(s).some((a) => JSON.stringify(a) === JSON.stringify(bigRed))) return false;
      let next = jh.applyAction(s, bigRed, 0);
      for (let k = 0; k < 3; k++) {
        const seat = jh.currentPlayer(next);
        if (seat === 'terminal' || seat === 0 || jh.legalActions(next).length !== 1) return false;
        next = jh.applyAction(next, jh.legalActions(next)[0]!, seat);
      }
      return jh.currentPlayer(next) === 0;
    });
    let asked = 0;
    const bot: Bot<unknown, unknown> = {
      level: 'normal',
      choose: (_v, legal) => {
        asked++;
        return legal[0];
      },
    };
    const t = open(jhSetup(4, seed, 'normal', false, steps), [null, bot, bot, bot]);
    expect(t.act(0, bigRed)).toBeNull();
    // Three Clucks, each after a beat: well before one ordinary move's delay.
    await vi.advanceTimersByTimeAsync(3 * FORCED_DELAY.normal + 10);
    expect(FORCED_DELAY.normal * 3).toBeLessThan(MOVE_DELAY.normal);
    const snap = t.getSnapshot();
    expect(snap.steps).toBe(steps.length + 4);
    expect(snap.current).toBe(0);
    expect(asked).toBe(0);
  });

  it('waits while a hold is set, and a search held half-way is never started twice', async () => {
    vi.useFakeTimers();
    const setup = jhSetup(3, 5, 'normal', true);
    let searches = 0;
    let finish: (() => void) | null = null;
    const slow: Bot<unknown, unknown> = {
      level: 'hard',
      choose: (_v, legal) => legal[0],
      chooseAsync: (_v, legal) => {
        searches++;
        return new Promise((resolve) => {
          finish = () => resolve(legal[0]);
        });
      },
    };
    const t = open(setup, [slow, slow, slow]);
    await vi.advanceTimersByTimeAsync(1300);
    expect(searches).toBe(1);
    // The person opens help, closes it, opens it again while the bot thinks.
    t.hold('0:help', true);
    t.hold('0:help', false);
    t.hold('0:help', true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(searches).toBe(1);
    finish!();
    await vi.advanceTimersByTimeAsync(10);
    // Decided, but held: not applied until the hold lifts.
    expect(t.getSnapshot().steps).toBe(0);
    t.hold('0:help', false);
    expect(t.getSnapshot().steps).toBe(1);
    expect(searches).toBe(1);
  });

  it('holds are keyed: the bots wait until every screen has lifted its own', async () => {
    vi.useFakeTimers();
    const t = open(jhSetup(3, 5, 'fast', true), [randomBot(0), randomBot(0), randomBot(0)]);
    t.hold('0:help', true);
    t.hold('1:round', true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.getSnapshot().holds).toEqual(['0:help', '1:round']);
    t.hold('0:help', false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.getSnapshot().steps).toBe(0);
    t.hold('1:round', false);
    await vi.advanceTimersByTimeAsync(600);
    expect(t.getSnapshot().steps).toBe(1);
    // A hold with a lapse lifts itself.
    t.hold('0:panel', true, 2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(t.getSnapshot().holds).toEqual(['0:panel']);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.getSnapshot().holds).toEqual([]);
  });

  it('close() cancels a bot search and leaves no timer running', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const slow: Bot<unknown, unknown> = {
      level: 'hard',
      choose: (_v, legal) => legal[0],
      chooseAsync: (_v, _legal, _rng, s) => {
        signal = s;
        return new Promise(() => undefined);
      },
    };
    const t = open(jhSetup(3, 5, 'normal', true), [slow, slow, slow]);
    await vi.advanceTimersByTimeAsync(1300);
    expect(signal?.aborted).toBe(false);
    t.close();
    expect(signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(t.getSnapshot().closed).toBe(true);
    expect(t.act(0, { type: 'cluck' })).toBe('The table is closed.');
  });

  it('a real hard bot stops searching when its signal aborts', async () => {
    const bot = makeBot('just-hatched', 'hard', { thinkMs: 60_000 });
    const state = jh.setup({ players: 4 }, 3);
    const seat = jh.currentPlayer(state) as number;
    const abort = new AbortController();
    const started = Date.now();
    const choice = bot.chooseAsync!(jh.playerView(state, seat), jh.legalActions(state), Rng.fromSeed(1), abort.signal);
    setTimeout(() => abort.abort(), 50);
    await expect(choice).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('hands a seat between a person and a bot while the game goes on', async () => {
    vi.useFakeTimers();
    const setup = jhSetup(3, 9, 'fast', false);
    const t = open(setup, [null, randomBot(0), randomBot(0)]);
    // Play until it is the person's turn, then the person goes away: a bot plays for them.
    for (let i = 0; i < 50 && t.getSnapshot().current !== 0; i++) await vi.advanceTimersByTimeAsync(600);
    expect(t.getSnapshot().current).toBe(0);
    expect(t.seat(0).myTurn).toBe(true);
    t.setPlayer(0, randomBot(0));
    expect(t.getSnapshot().people).toEqual([false, false, false]);
    expect(t.seat(0).legal).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    expect(t.getSnapshot().log.at(-1)!.seat).toBe(0);
    // Back again: from the next turn of seat 0 the person chooses, and no bot plays it.
    t.setPlayer(0, null);
    for (let i = 0; i < 50 && t.getSnapshot().current !== 0; i++) await vi.advanceTimersByTimeAsync(600);
    const steps = t.getSnapshot().steps;
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.getSnapshot().steps).toBe(steps);
    expect(t.seat(0).myTurn).toBe(true);
  });

  it('keeps playing when a save fails, says so in one line, and never calls a failed record recorded', async () => {
    const finishes: string[] = [];
    let failSaves = true;
    const persistence = {
      saveGame: () => {
        if (failSaves) throw new Error('no space left on device');
      },
      finishGame: () => {
        finishes.push('tried');
        throw new Error('no space left on device');
      },
    };
    const t = open(jhSetup(3, 11, 'max', true), [randomBot(0.5), randomBot(0.5), randomBot(0.5)], persistence);
    await until(t, () => t.getSnapshot().steps >= 3);
    // No save was ever made of this new game: none is said to be kept.
    expect(t.getSnapshot().saveError).toBe('could not save: no space left on device; nothing of this game is saved yet');
    expect(t.getSnapshot().savedSteps).toBe(0);
    failSaves = false;
    await until(t, () => t.getSnapshot().saveError === null);
    expect(t.getSnapshot().savedSteps).toBeGreaterThan(3);
    failSaves = true;
    await until(t, () => t.getSnapshot().saveError !== null);
    expect(t.getSnapshot().saveError).toBe('could not save: no space left on device; the last good save is kept');
    await until(t, () => t.getSnapshot().current === 'terminal');
    const snap = t.getSnapshot();
    expect(finishes).toEqual(['tried']);
    expect(snap.recorded).toBe(false);
    expect(snap.saveError).toMatch(/^could not record the game: no space left on device/);
    expect(snap.outcome).not.toBeNull();
  });
});

describe('Last Egg timing at the table', () => {
  const always = () => randomBot<unknown, unknown>(1);
  /** Catches whenever it can, and never says its own Last Egg. */
  const catcher = (): Bot<unknown, unknown> => ({
    level: 'normal',
    choose: (_v, legal) => legal[0],
    interject: (_v, options) => options.find((a) => (a as JhAction).type === 'catch') ?? null,
  });
  const stepsOf = (t: GameTable) => t.record().steps as readonly Step<JhAction>[];
  const caught = (t: GameTable) => stepsOf(t).some((st) => st.action.type === 'catch');
  const never = () => randomBot<unknown, unknown>(0);
  /** A game where the last step left bot seat `seat` with one undeclared card and a bot is next. */
  const botWentDown = () =>
    findSteps((s) => s.phase === 'play' && s.catchable !== null && s.catchable !== 0 && s.turn !== 0 && handSizeOf(s, s.turn) > 1);

  it.each(['max', 'fast', 'normal'] as const)('at %s no bot catches a person sooner than 2 s after their lay', async (speed) => {
    vi.useFakeTimers();
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 2);
    const lay = jh.legalActions(replayed(seed, steps)).find((a) => a.type === 'lay' && a.cards.length === 1)!;
    const t = open(jhSetup(4, seed, speed, false, steps), [null, catcher(), catcher(), catcher()]);
    expect(t.act(0, lay)).toBeNull();
    await vi.advanceTimersByTimeAsync(1990);
    expect(caught(t)).toBe(false);
    // Ada says it in time: nobody can catch her any more.
    expect(t.act(0, { type: 'declare' })).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(caught(t)).toBe(false);
  });

  it('catches a person who stays silent, once the 2 s are up', async () => {
    vi.useFakeTimers();
    const { seed, steps } = findSteps((s) => s.phase === 'play' && s.turn === 0 && s.run.length === 0 && handSizeOf(s, 0) === 2);
    const lay = jh.legalActions(replayed(seed, steps)).find((a) => a.type === 'lay' && a.cards.length === 1)!;
    const t = open(jhSetup(4, seed, 'max', false, steps), [null, catcher(), catcher(), catcher()]);
    t.act(0, lay);
    await vi.advanceTimersByTimeAsync(1999);
    expect(caught(t)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(stepsOf(t).at(-1)!.action).toEqual({ type: 'catch', target: 0 });
  });

  it.each(['slow', 'normal', 'fast'] as const)("at %s a bot's forgotten Last Egg stays catchable for 1.5 s", async (speed) => {
    vi.useFakeTimers();
    const { seed, steps } = botWentDown();
    const t = open(jhSetup(4, seed, speed, false, steps), [null, never(), never(), never()]);
    await vi.advanceTimersByTimeAsync(1490);
    expect(t.getSnapshot().steps).toBe(steps.length);
    const catchIt = t.seat(0).interjections.find((a) => (a as JhAction).type === 'catch');
    expect(catchIt).toBeDefined();
    expect(t.act(0, catchIt)).toBeNull();
    expect(stepsOf(t).at(-1)).toMatchObject({ seat: 0, action: { type: 'catch' } });
  });

  it('at max a forgotten Last Egg does not hold up play', async () => {
    vi.useFakeTimers();
    const { seed, steps } = botWentDown();
    const t = open(jhSetup(4, seed, 'max', false, steps), [null, never(), never(), never()]);
    await vi.advanceTimersByTimeAsync(5);
    expect(t.getSnapshot().steps).toBeGreaterThan(steps.length);
  });

  it.each(['max', 'normal'] as const)('at %s the bot that went down to one card speaks before anyone catches it', async (speed) => {
    vi.useFakeTimers();
    const { seed, steps } = botWentDown();
    const target = replayed(seed, steps).catchable!;
    const t = open(jhSetup(4, seed, speed, true, steps), [always(), always(), always(), always()]);
    await vi.advanceTimersByTimeAsync(400);
    expect(stepsOf(t)[steps.length]).toEqual({ seat: target, action: { type: 'declare' } });
  });
});

describe('a resumed game is the same game', () => {
  /** Plays a watched game of normal bots to the end at max speed; `stopAt` cuts it off there and resumes it. */
  async function play(
    game: 'just-hatched' | 'henhouse',
    seed: number,
    stopAt?: number,
  ): Promise<{ steps: readonly Step<unknown>[]; scores: readonly number[] }> {
    const players = 4;
    const base =
      game === 'just-hatched'
        ? jhSetup(players, seed, 'max', true)
        : {
            ...newTableSetup({
              game,
              options: { players },
              seed,
              name: 'Ada',
              speed: 'max',
              thinkMs: 10,
              watch: true,
              bots: ['normal', 'normal', 'normal', 'normal'],
            }),
            steps: [],
          };
    const bots = () => base.seats.map(() => makeBot(game, 'normal', { thinkMs: 10 }) as Bot<unknown, unknown>);
    let t = open(base, bots());
    if (stopAt !== undefined) {
      await until(t, () => t.getSnapshot().steps >= stopAt);
      const saved = t.record();
      t.close();
      t = open({ ...base, steps: saved.steps }, bots());
    }
    await until(t, () => t.getSnapshot().current === 'terminal');
    return { steps: t.record().steps, scores: t.getSnapshot().outcome!.scores };
  }

  it.each([
    ['just-hatched', 4242, 0.2],
    ['just-hatched', 4242, 0.7],
    ['henhouse', 77, 0.5],
  ] as const)('%s seed %i cut off %f of the way ends as the uninterrupted game', async (game, seed, part) => {
    const whole = await play(game, seed);
    const k = Math.floor(whole.steps.length * part);
    const resumed = await play(game, seed, k);
    expect(resumed.steps.length).toBeGreaterThan(k);
    expect(resumed.steps).toEqual(whole.steps);
    expect(resumed.scores).toEqual(whole.scores);
  });
});
