import { render } from 'ink';
import { replay, type GameId } from '../engine/index.js';
import { gameModule } from '../games/index.js';
import { openStore, type Store } from '../store/index.js';
import type { SavedGame } from '../store/types.js';
import { UsageError } from '../commands/errors.js';
import App, { type AppEnd, type AppStart } from './App.js';
import type { TableSetup } from './types.js';

/** Signals that end a table; the game is already saved, so each just leaves cleanly. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Writes a line to stderr, ignoring a terminal that is already gone. */
function say(line: string): void {
  try {
    process.stderr.write(`${line}\n`);
  } catch {
    // The terminal closed (SIGHUP): nobody is left to read it.
  }
}

/** Throws UsageError when `setup`'s steps no longer replay (a save from another version). */
function checkReplays(setup: TableSetup): void {
  try {
    replay(gameModule(setup.game).game, setup.options, setup.seed, setup.steps);
  } catch (error) {
    throw new UsageError(`the saved game cannot be replayed (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Renders the app until it ends, restores the terminal, and says what became of the game. */
async function runApp(start: AppStart, store: Store): Promise<number> {
  if (start.kind === 'table') checkReplays(start.setup);
  let end: AppEnd | 'hangup' = 'quit';
  let recorded = false;
  // The game on the table, once known: what the closing line speaks of.
  let played: GameId | null = start.kind === 'table' ? start.setup.game : null;
  const persistence = {
    saveGame: (saved: SavedGame) => {
      played = saved.game;
      store.saveGame(saved);
    },
    finishGame: (saved: SavedGame, outcome: Parameters<Store['finishGame']>[1]) => {
      store.finishGame(saved, outcome);
      recorded = true;
    },
    clearSavedGame: (game: GameId) => store.clearSavedGame(game),
  };
  const instance = render(
    <App
      start={start}
      persistence={persistence}
      onExit={(e) => {
        end = e;
        instance.unmount();
      }}
    />,
    { exitOnCtrlC: false },
  );
  const handlers = SIGNALS.map((signal) => {
    const handler = () => {
      end = signal === 'SIGHUP' ? 'hangup' : 'interrupted';
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
  for (const warning of store.takeWarnings()) say(`big-chicken: warning: ${warning}`);
  const endedAs = end as AppEnd | 'hangup';
  if (endedAs === 'finished') {
    say(
      recorded
        ? 'The game is over and recorded: `big-chicken scores` lists it.'
        : 'The game is over but could not be recorded, so `big-chicken scores` does not list it.',
    );
  }
  else if (endedAs !== 'menu-quit') {
    // The game just saved is the one saved last, so a plain `resume` brings it back.
    const saved = played !== null && store.hasSavedGame(played);
    say(saved ? 'Your game is saved. Bring it back with: big-chicken resume' : 'Nothing was played, so nothing was saved.');
  }
  if (endedAs === 'interrupted') return 130;
  if (endedAs === 'hangup') return 129;
  return 0;
}

/**
 * Draws the table of `setup` in the terminal until the game ends or the person leaves; saves after
 * every action and records the finished game in the store. A saved game (`SavedGame`) can be
 * passed as it is to reopen it. Resolves to the exit status: 0 finished or quit, 130 after Ctrl-C
 * or SIGINT/SIGTERM, 129 after SIGHUP. Throws UsageError when the steps do not replay.
 */
export async function runTable(setup: TableSetup): Promise<number> {
  return runApp({ kind: 'table', setup }, openStore());
}

/** Opens the start menu (offering the saved games, if any) and then the table chosen. Exit status as {@link runTable}. */
export async function runMenu(): Promise<number> {
  const store = openStore();
  return runApp({ kind: 'menu', saved: store.savedGames() }, store);
}
