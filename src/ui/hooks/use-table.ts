import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { botInterjection, botRngs, IllegalActionError, Rng, type Bot, type Outcome, type Seat, type Step } from '../../engine/index.js';
import type { SavedGame } from '../../store/types.js';
import { takeBackPoint } from '../../teach/index.js';
import type { DescribeAction, LogEntry, Speed, TableGame, TablePersistence, TableSetup } from '../types.js';

/** Delay before a bot's turn action, per speed, in milliseconds. */
export const MOVE_DELAY: Readonly<Record<Speed, number>> = { slow: 2200, normal: 1300, fast: 550, max: 0 };
/** A bot's reaction time for an out-of-turn action (catching a Last Egg), per speed. */
export const REACTION_DELAY: Readonly<Record<Speed, number>> = { slow: 1900, normal: 1100, fast: 450, max: 0 };
/** A bot's reaction time scales with its level: easy bots are slow to catch a Last Egg, hard ones quick. */
export const REACTION_BY_LEVEL: Readonly<Record<string, number>> = { easy: 1.6, normal: 1, hard: 0.7 };
/** How long `--watch` keeps a screen's pause (e.g. an end-of-round panel) before lifting it. */
export const WATCH_PAUSE: Readonly<Record<Speed, number>> = { slow: 6000, normal: 4000, fast: 2000, max: 0 };

/** Inputs of {@link useTable}. */
export interface UseTableArgs {
  readonly game: TableGame;
  readonly setup: TableSetup;
  /** One entry per seat: the bot playing it, or null for the person (seat 0 unless watching). */
  readonly bots: readonly (Bot<unknown, unknown> | null)[];
  readonly persistence: TablePersistence;
  readonly describe?: DescribeAction<unknown, unknown>;
  /** The seat whose view is shown (0). */
  readonly seat: Seat;
  /** True while the person reads an overlay (help, quit): bots wait. */
  readonly hold?: boolean;
  /** Clock for saved and recorded dates (injectable for tests). */
  readonly now?: () => Date;
}

/** What the table loop gives the screens. */
export interface TableState {
  readonly view: unknown;
  readonly current: Seat | 'terminal';
  readonly legal: readonly unknown[];
  readonly interjections: readonly unknown[];
  readonly log: readonly LogEntry[];
  readonly outcome: Outcome | null;
  readonly thinking: Seat | null;
  readonly paused: boolean;
  readonly steps: number;
  /** Set when a bot failed (an engine or bot bug): the table stops and says so. */
  readonly fault: string | null;
  /** Applies `action` for the shown seat; null when done, else the engine's refusal. */
  act(action: unknown): string | null;
  /**
   * Teaching games: takes back the shown seat's last move of this round and everything after it
   * (the bots' moves too), leaving the table exactly as it was before that move. Null when done,
   * else the one-line reason it cannot be done.
   */
  takeBack(): string | null;
  /** Moves taken back so far in this game. */
  readonly takeBacks: number;
  pause(paused: boolean): void;
}

interface Snapshot {
  readonly state: unknown;
  readonly steps: readonly Step<unknown>[];
  readonly log: readonly LogEntry[];
}

/** The log sentence for one step, falling back to "<name>: <notation>". */
function sentence(args: UseTableArgs, state: unknown, step: Step<unknown>): string {
  const names = args.setup.seats.map((s) => s.name);
  if (args.describe) {
    try {
      return args.describe(step.action, step.seat, names, args.game.playerView(state, step.seat));
    } catch {
      // A describe helper that cannot read this action falls back to the notation.
    }
  }
  return `${names[step.seat] ?? `Seat ${step.seat}`}: ${args.game.actionToString(step.action)}`;
}

/** Replays `steps` (a resumed game, or a game cut back) into a snapshot; throws if a step is refused. */
function replayed(args: UseTableArgs, steps: readonly Step<unknown>[]): Snapshot {
  const { game, setup } = args;
  let state = game.setup(setup.options, setup.seed);
  const log: LogEntry[] = [];
  steps.forEach((step, index) => {
    log.push({ index, seat: step.seat, text: sentence(args, state, step) });
    state = game.applyAction(state, step.action, step.seat);
  });
  return { state, steps, log };
}

function initial(args: UseTableArgs): Snapshot {
  return replayed(args, args.setup.steps);
}

/**
 * The generic table loop. Holds the engine state, applies the person's actions, runs bot turns
 * after the speed's delay (awaiting `chooseAsync` when a bot has it, so the screen keeps
 * drawing), gives bots one look at every new state for out-of-turn actions (taken after a
 * reaction delay unless the state moved on), saves after every action and records the finished
 * game once. Bots never act while paused.
 */
export function useTable(args: UseTableArgs): TableState {
  const { game, setup, bots, persistence, seat, hold = false } = args;
  const speed = (['slow', 'normal', 'fast', 'max'].includes(setup.speed) ? setup.speed : 'normal') as Speed;
  const [snap, setSnap] = useState<Snapshot>(() => initial(args));
  const snapRef = useRef(snap);
  const [thinking, setThinking] = useState<Seat | null>(null);
  const [paused, setPaused] = useState(false);
  const [fault, setFault] = useState<string | null>(null);
  const takeBacksRef = useRef(setup.takeBacks ?? 0);
  const [takeBacks, setTakeBacks] = useState(takeBacksRef.current);
  const rngs = useMemo(() => botRngs(setup.seed + setup.steps.length, setup.seats.length), [setup]);
  const recorded = useRef(false);
  const argsRef = useRef(args);
  argsRef.current = args;
  const now = args.now ?? (() => new Date());

  const savedGame = useCallback(
    (steps: readonly Step<unknown>[]): SavedGame => ({
      game: setup.game,
      options: setup.options,
      seed: setup.seed,
      seats: setup.seats,
      speed: setup.speed,
      thinkMs: setup.thinkMs,
      steps,
      savedAt: now().toISOString(),
      ...(setup.teach ? { teach: true } : {}),
      ...(setup.taunt ? { taunt: setup.taunt } : {}),
      ...(takeBacksRef.current > 0 ? { takeBacks: takeBacksRef.current } : {}),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setup],
  );

  const apply = useCallback(
    (actor: Seat, action: unknown): string | null => {
      const before = snapRef.current;
      let state: unknown;
      try {
        state = game.applyAction(before.state, action, actor);
      } catch (error) {
        if (error instanceof IllegalActionError) return error.message;
        return error instanceof Error ? error.message : String(error);
      }
      const step: Step<unknown> = { seat: actor, action };
      const index = before.steps.length;
      const next: Snapshot = {
        state,
        steps: [...before.steps, step],
        log: [...before.log, { index, seat: actor, text: sentence(argsRef.current, before.state, step) }],
      };
      snapRef.current = next;
      setSnap(next);
      const saved = savedGame(next.steps);
      if (game.currentPlayer(state) !== 'terminal') persistence.saveGame(saved);
      else if (!recorded.current) {
        recorded.current = true;
        const outcome = game.outcome(state);
        if (outcome) persistence.finishGame(saved, outcome);
      }
      return null;
    },
    [game, persistence, savedGame],
  );

  const takeBack = useCallback((): string | null => {
    if (!setup.teach) return 'Moves can be taken back only in a teaching game (play --teach).';
    const before = snapRef.current;
    if (game.currentPlayer(before.state) === 'terminal') return 'The game is over: there is nothing left to take back.';
    const cut = takeBackPoint(game, setup.options, setup.seed, before.steps, seat);
    if (cut === null) return 'Nothing of yours to take back in this round.';
    const next = replayed(argsRef.current, before.steps.slice(0, cut));
    takeBacksRef.current += 1;
    setTakeBacks(takeBacksRef.current);
    snapRef.current = next;
    setSnap(next);
    setThinking(null);
    persistence.saveGame(savedGame(next.steps));
    return null;
  }, [game, setup, seat, persistence, savedGame]);

  const current = game.currentPlayer(snap.state) as Seat | 'terminal';
  const human = bots[seat] === null;

  // Bots: one look per state for out-of-turn actions, then the current bot's turn.
  useEffect(() => {
    if (current === 'terminal' || paused || hold || fault !== null) return;
    let cancelled = false;
    const version = snap.steps.length;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const stillHere = () => !cancelled && snapRef.current.steps.length === version;
    let interjection: Step<unknown> | null;
    try {
      interjection = botInterjection(game, snap.state, bots, rngs, current);
    } catch (error) {
      setFault(`a bot could not decide whether to act out of turn: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (interjection) {
      timers.push(
        setTimeout(() => {
          if (stillHere()) apply(interjection.seat, interjection.action);
        }, REACTION_DELAY[speed] * (REACTION_BY_LEVEL[setup.seats[interjection.seat]?.bot ?? 'normal'] ?? 1)),
      );
    } else {
      const bot = bots[current];
      if (bot) {
        setThinking(current);
        timers.push(
          setTimeout(() => {
            if (!stillHere()) return;
            const view = game.playerView(snap.state, current);
            const legal = game.legalActions(snap.state);
            const rng = rngs[current] as Rng;
            const choice = Promise.resolve().then(() => (bot.chooseAsync ? bot.chooseAsync(view, legal, rng) : bot.choose(view, legal, rng)));
            void choice.then(
              (action) => {
                if (!stillHere()) return;
                setThinking(null);
                const refused = apply(current, action);
                if (refused !== null) setFault(`${setup.seats[current]?.name ?? 'A bot'} tried an illegal move (${refused}); the table stops here.`);
              },
              (error: unknown) => {
                setThinking(null);
                setFault(`${setup.seats[current]?.name ?? 'A bot'} could not choose: ${error instanceof Error ? error.message : String(error)}`);
              },
            );
          }, MOVE_DELAY[speed]),
        );
      } else {
        setThinking(null);
      }
    }
    return () => {
      cancelled = true;
      for (const t of timers) clearTimeout(t);
    };
  }, [snap, paused, hold, fault, current, game, bots, rngs, speed, apply, setup]);

  // With --watch nobody lifts a pause, so the table does after a while.
  useEffect(() => {
    if (!paused || human) return;
    const t = setTimeout(() => setPaused(false), WATCH_PAUSE[speed]);
    return () => clearTimeout(t);
  }, [paused, human, speed]);

  const view = useMemo(() => game.playerView(snap.state, seat), [game, snap, seat]);
  const legal = useMemo(
    () => (human && current === seat ? game.legalActions(snap.state) : []),
    [game, snap, human, current, seat],
  );
  const interjections = useMemo(
    () => (human && current !== 'terminal' && game.interjections ? game.interjections(snap.state, seat) : []),
    [game, snap, human, current, seat],
  );
  const outcome = useMemo(() => (current === 'terminal' ? game.outcome(snap.state) : null), [game, snap, current]);
  const act = useCallback((action: unknown) => apply(seat, action), [apply, seat]);

  return {
    view,
    current,
    legal,
    interjections,
    log: snap.log,
    outcome,
    thinking: current === 'terminal' ? null : thinking,
    paused,
    steps: snap.steps.length,
    fault,
    act,
    pause: setPaused,
    takeBack,
    takeBacks,
  };
}

