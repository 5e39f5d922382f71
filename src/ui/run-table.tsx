import { writeSync } from 'node:fs';
import chalk from 'chalk';
import { render, type Instance } from 'ink';
import { spellingStream } from '../platform/ascii.js';
import { colourLevel } from '../platform/colour.js';
import type { TablePrefs } from '../store/prefs.js';
import { replay, type GameId } from '../engine/index.js';
import { entryById } from '../games/catalog.js';
import type { AnyModule } from '../games/index.js';
import { LockBusyError, openStore, rememberSettings, type HeldLock, type Store } from '../store/index.js';
import type { SavedGame } from '../store/types.js';
import { EXIT, SIGNAL_EXIT } from '../platform/exit.js';
import { UsageError } from '../games/options.js';
import { exitTerminalGone, oneLine } from '../platform/text/output.js';
import App, { loadScreen, openScreenTable, type AppEnd, type AppStart } from './App.js';
import { NOTHING_SAVED, seatsProblem } from '../table/setup.js';
import { settleSavedGame } from '../table/saved-check.js';
import type { TablePersistence, TableScreenModule, TableSetup } from './types.js';
import { playOnSetup } from '../review/play-on.js';
import type { Replayed } from '../review/record.js';
import { DEFAULT_THINK_MS } from '../bots/index.js';
import { useCleanResize } from './hooks/use-clean-resize.js';
import ReplayScreen from './screens/ReplayScreen.js';
import { glyphsFor, LookProvider, makeTheme, type Look } from './look/index.js';
import { useTerminalSize } from './hooks/use-terminal-size.js';

/** The terminal the table draws on: in an ASCII locale, its text is spelt in ASCII on the way out. */
function screenStream(): NodeJS.WriteStream {
  return glyphsFor().unicode ? process.stdout : spellingStream(process.stdout);
}

// A table left by a signal exits with SIGNAL_EXIT's status: the game is saved after every move, so each just leaves.
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Waits until `instance` unmounts. SIGINT or SIGTERM meanwhile calls `onSignal` and unmounts it;
 * the handlers are removed once it has gone.
 */
async function untilExit(instance: Instance, onSignal: (signal: (typeof SIGNALS)[number]) => void): Promise<void> {
  const handlers = SIGNALS.map((signal) => {
    const handler = () => {
      onSignal(signal);
      instance.unmount();
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  try {
    await instance.waitUntilExit();
  } finally {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  }
}

/** Errors of a terminal that has gone away under the program. */
const LOST_TERMINAL = new Set(['EIO', 'EPIPE', 'ENXIO', 'EBADF', 'ENOTCONN', 'ECONNRESET']);

/** True when the terminal on stdout still takes writes (a hung-up one answers EIO even to nothing). */
function terminalAlive(): boolean {
  try {
    writeSync(1, '');
    return true;
  } catch {
    return false;
  }
}

/**
 * Leaves at once with 129 when the terminal goes away: on SIGHUP, or on the first write or read
 * error that says the terminal is gone (which may come before the signal). Nothing is drawn or
 * printed any more, since nothing can be; the game was saved at its last move, and exit
 * handlers (the saved game's lock) still run. A SIGHUP sent while the terminal still works
 * (`kill -HUP`) calls `onLiveHangup` instead, to leave as cleanly as from SIGTERM. Returns a
 * function that removes the handlers.
 */
function leaveWhenTerminalCloses(onLiveHangup: () => void): () => void {
  const hangUp = () => exitTerminalGone();
  const onError = (error: NodeJS.ErrnoException) => {
    if (LOST_TERMINAL.has(error.code ?? '')) hangUp();
    else throw error;
  };
  const streams = [process.stdout, process.stderr, process.stdin] as const;
  const onHangup = () => (terminalAlive() ? onLiveHangup() : hangUp());
  for (const stream of streams) stream.on('error', onError);
  process.on('SIGHUP', onHangup);
  return () => {
    for (const stream of streams) stream.off('error', onError);
    process.off('SIGHUP', onHangup);
  };
}

/** Writes a line to stderr, ignoring a terminal that is already gone. */
function say(line: string): void {
  try {
    process.stderr.write(`${line}\n`);
  } catch {
    // The terminal closed (SIGHUP): nobody is left to read it.
  }
}

/** Throws UsageError when `setup`'s steps no longer replay (a save from another version). */
function checkReplays(module: AnyModule, setup: TableSetup): void {
  const unfit = seatsProblem(setup);
  if (unfit !== null) throw new UsageError(`the saved game cannot be opened (${unfit})`);
  try {
    replay(module.game, setup.options, setup.seed, setup.steps);
  } catch (error) {
    throw new UsageError(`the saved game cannot be replayed (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** `start` with its table opened (its screen and bots loaded first), as the app would open it. */
async function withTableOpen(start: Extract<AppStart, { kind: 'table' }>, persistence: TablePersistence): Promise<AppStart> {
  const screen = await loadScreen(start.module, start.setup.game);
  return { ...start, opened: { screen, table: openScreenTable(start.module, start.setup, screen, persistence) } };
}

/** Renders the app until it ends, restores the terminal, and says what became of the game. */
async function runApp(start: AppStart, store: Store, prefs: TablePrefs, holdGame?: (game: GameId) => string | null): Promise<number> {
  // Ink colours through chalk's own instance: draw at the level platform/colour.ts decides.
  const level = colourLevel(process.stdout);
  chalk.level = level;
  if (start.kind === 'table') checkReplays(start.module, start.setup);
  let end: AppEnd | keyof typeof SIGNAL_EXIT = 'quit';
  let recorded = false;
  /** Why the last save failed, while it is the last word on the game. */
  let saveFailed: string | null = null;
  /** Why the record of the finished game failed (and what became of its save). */
  let recordFailed: string | null = null;
  // The store throws a one-line StoreWriteError when a save or the record cannot be written; the
  // table shows it. Only a record that was written is announced at the end.
  // The game on the table, once known: what the closing line speaks of.
  let played: GameId | null = start.kind === 'table' ? start.setup.game : null;
  /** The game as it was last to be saved: what a failed save's closing line weighs the save on disk against. */
  let lastSaved: SavedGame | null = null;
  const persistence = {
    saveGame: (saved: SavedGame) => {
      played = saved.game;
      lastSaved = saved;
      try {
        store.saveGame(saved);
        saveFailed = null;
      } catch (error) {
        saveFailed = error instanceof Error ? error.message : String(error);
        throw error;
      }
    },
    finishGame: (saved: SavedGame, outcome: Parameters<Store['finishGame']>[1]) => {
      try {
        const record = store.finishGame(saved, outcome);
        recorded = true;
        return record;
      } catch (error) {
        recordFailed = error instanceof Error ? error.message : String(error);
        throw error;
      }
    },
    clearSavedGame: (game: GameId) => store.clearSavedGame(game),
    ...(holdGame ? { holdGame } : {}),
  };
  // A table is opened before the first frame, so that frame is the table: Ink draws its first
  // frame at once but holds one that follows within a frame's time (33 ms) until none has
  // followed for that long, so a first frame saying the table opens held the table back by that.
  const opening = start.kind === 'table' && start.opened === undefined ? await withTableOpen(start, persistence) : start;
  let stopWatching = (): void => undefined;
  try {
    const instance = render(
      <App
        start={opening}
        persistence={persistence}
        onExit={(e) => {
          end = e;
          // Leaving on purpose gives the terminal back clean: the last frame held the question just
          // answered ("Leave the table?") or the menu, and the closing line says what was saved.
          // (Ink keeps a cleared frame cleared through the unmount.) A finished game's last frame,
          // its scores, stays.
          if (e === 'quit' || e === 'menu-quit') instance.clear();
          instance.unmount();
        }}
        prefs={prefs}
        colourLevel={level}
        remember={(change) => rememberSettings(store.configDir, change)}
        onTable={(game) => {
          played = game;
        }}
      />,
      { exitOnCtrlC: false, stdout: screenStream() },
    );
    stopWatching = leaveWhenTerminalCloses(() => {
      end = 'SIGHUP';
      instance.unmount();
    });
    await untilExit(instance, (signal) => {
      end = signal;
    });
  } finally {
    stopWatching();
    // The app closes the table it was given when it unmounts; one that failed before it could
    // (its render threw, or the app failed before its effects ran) must not play on unseen.
    if (opening.kind === 'table') opening.opened?.table.close();
  }
  for (const warning of store.takeWarnings()) say(`big-chicken: warning: ${warning}`);
  const endedAs = end as AppEnd | keyof typeof SIGNAL_EXIT;
  if (endedAs === 'finished' && recorded) say('The game is over and recorded: `big-chicken scores` lists it.');
  else if (endedAs === 'finished') {
    say(`The game is over but could not be recorded (${(recordFailed as string | null) ?? 'the scores could not be written'}).`);
    return EXIT.no;
  } else if (endedAs !== 'menu-quit') {
    const failed = saveFailed as string | null;
    if (failed !== null) {
      // Only a save of this very game counts: a file of an earlier deal of the game may still be there.
      const kept = lastSaved === null ? 0 : store.savedStepsOf(lastSaved);
      say(
        kept > 0
          ? `Your last moves could not be saved (${failed}); \`big-chicken resume\` brings back the game as last saved.`
          : `Your game could not be saved (${failed}).`,
      );
    } else {
      // The game just saved is the one saved last, so a plain `resume` brings it back.
      const saved = played !== null && store.hasSavedGame(played);
      say(saved ? 'Your game is saved. Bring it back with: big-chicken resume' : NOTHING_SAVED);
    }
  }
  if (endedAs === 'interrupted') return SIGNAL_EXIT.SIGINT;
  if (endedAs === 'SIGINT' || endedAs === 'SIGTERM' || endedAs === 'SIGHUP') {
    // Stopped from outside: nothing may keep the process alive past a moment (a bot's search
    // winding down, a timer), so the status is seen at once. The game is saved already.
    const code = SIGNAL_EXIT[endedAs];
    setTimeout(() => process.exit(code), 1000).unref();
    return code;
  }
  return saveFailed === null ? EXIT.ok : EXIT.no;
}

/**
 * Draws the table of `setup` (a game of `module`) in the terminal until the game ends or the person leaves; saves after
 * every action and records the finished game in the store. A saved game (`SavedGame`) can be
 * passed as it is to reopen it. Resolves to the exit status: 0 finished or quit, 1 finished but
 * not recorded (the disk refused it; the game stays saved), 130 after Ctrl-C or SIGINT, 143
 * after SIGTERM; when the terminal closes (SIGHUP, or its writes fail) the process exits at once
 * with 129. Throws UsageError when the steps do not replay.
 */
export async function runTable(module: AnyModule, setup: TableSetup, prefs: TablePrefs = NO_PREFS): Promise<number> {
  return runApp({ kind: 'table', module, setup }, openStore(), prefs);
}

const NO_PREFS: TablePrefs = { theme: 'dark', bell: false };

/**
 * What the start menu's new game of a game calls first: takes that game's saved-game lock (kept
 * in `held` until the menu ends), as `play` does, unless `holding` has it already. Null when taken
 * (or when no lock file can be made: the game goes on, as with `play`), else the one-line refusal.
 */
export function newGameHold(store: Store, held: HeldLock[], holding: Set<GameId>): (game: GameId) => string | null {
  return (game) => {
    if (holding.has(game)) return null;
    try {
      held.push(store.holdSavedGame(game));
      holding.add(game);
      return null;
    } catch (error) {
      if (!(error instanceof LockBusyError)) return null;
      return `${entryById(game)?.info.title ?? game} is being played at another table (${error.message}); leave that table first, or its saved game would be replaced.`;
    }
  };
}

/** Opens the start menu (offering the saved games, if any) and then the table chosen. Exit status as {@link runTable}. */
export async function runMenu(prefs: TablePrefs = NO_PREFS): Promise<number> {
  const store = openStore();
  // The menu offers every game: the registry loads them all.
  const { gameModule } = await import('../games/index.js');
  // A saved game is offered only when no other table has it open (see `resume`); the menu holds
  // the ones it offers until it ends.
  const held: HeldLock[] = [];
  const holding = new Set<GameId>();
  const offered = store.savedGames().filter((saved) => {
    // Held first, so that no other table changes it meanwhile (one open at another table is not
    // offered; a lock file that cannot be made holds nothing, and the game is offered all the same).
    let lock: HeldLock | null = null;
    try {
      lock = store.holdSavedGame(saved.game);
    } catch (error) {
      if (error instanceof LockBusyError) return false;
    }
    // One that cannot go on (it had ended, or no longer replays) is recorded or kept aside, as
    // `play` and `resume` would, and not offered.
    const settled = settleSavedGame(store, gameModule(saved.game), saved);
    const said = settled.state === 'settled' ? [settled.line] : settled.state === 'stuck' ? [`big-chicken: warning: ${settled.why}`] : [];
    for (const line of [...store.takeWarnings(), ...said]) process.stderr.write(`${oneLine(line)}\n`);
    if (settled.state === 'settled') {
      lock?.release();
      return false;
    }
    if (lock !== null) {
      held.push(lock);
      holding.add(saved.game);
    }
    return true;
  });
  try {
    return await runApp({ kind: 'menu', saved: offered }, store, prefs, newGameHold(store, held, holding));
  } finally {
    for (const lock of held) lock.release();
  }
}

type ReplayAppProps = {
  readonly replayed: Replayed;
  readonly screen: TableScreenModule;
  readonly look: Look;
  readonly replacesSaved: string | null;
  readonly onExit: () => void;
  readonly onPlayOn: (at: number) => void;
};

function ReplayApp({ replayed, screen, look, replacesSaved, onExit, onPlayOn }: ReplayAppProps) {
  const { columns, rows } = useTerminalSize();
  useCleanResize(columns, rows);
  return (
    <LookProvider look={look}>
      <ReplayScreen
        replayed={replayed}
        screen={screen}
        onExit={onExit}
        onPlayOn={onPlayOn}
        replacesSaved={replacesSaved}
        columns={columns}
        rows={rows}
      />
    </LookProvider>
  );
}

/**
 * Steps through a replayed record at the table, drawn by the game's own screen, until the person
 * leaves (0; 130 after Ctrl-C) or plays on from an action (`p`): that new game then opens at the
 * table as `runTable` opens one, with the exit status of {@link runTable}.
 */
export async function runReplay(replayed: Replayed, prefs: TablePrefs = NO_PREFS): Promise<number> {
  const level = colourLevel(process.stdout);
  chalk.level = level;
  const look: Look = { theme: makeTheme(prefs.theme, level), glyphs: glyphsFor() };
  const screen: TableScreenModule = await replayed.module.screen();
  const store = openStore();
  const title = replayed.module.info.title;
  const saved = store.hasSavedGame(replayed.record.game) ? store.loadSavedGame(replayed.record.game) : null;
  const replacesSaved = saved ? `Your saved game of ${title} (seed ${saved.seed}) is replaced by this one from its first move.` : null;
  let interrupted = false;
  let playOn: number | null = null;
  const instance = render(
    <ReplayApp
      replayed={replayed}
      screen={screen}
      look={look}
      replacesSaved={replacesSaved}
      onExit={() => instance.unmount()}
      onPlayOn={(at) => {
        playOn = at;
        // The new game's table takes the screen: the replay's last frame is wiped, not left above it.
        instance.clear();
        instance.unmount();
      }}
    />,
    { exitOnCtrlC: false, stdout: screenStream() },
  );
  await untilExit(instance, () => {
    interrupted = true;
  });
  if (interrupted) return SIGNAL_EXIT.SIGINT;
  const at = playOn as number | null;
  if (at === null) return EXIT.ok;
  const engine = replayed.module.game;
  const setup = playOnSetup(replayed, at, (state) => engine.currentPlayer(state) === 'terminal', {
    speed: 'normal',
    thinkMs: DEFAULT_THINK_MS,
  });
  if (setup === null) return EXIT.ok;
  return runApp({ kind: 'table', module: replayed.module, setup }, store, prefs);
}
