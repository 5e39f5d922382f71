import { render } from 'ink-testing-library';
import { afterEach } from 'vitest';
import { randomBot, type AnyGame, type Bot, type Outcome } from '../../src/engine/index.js';
import { justHatchedGame, type JhView } from '../../src/games/just-hatched/index.js';
import { gameModule } from '../../src/games/index.js';
import type { SavedGame } from '../../src/store/types.js';
import * as jhScreen from '../../src/games/just-hatched/ui/Screen.js';
import { openTable, type GameTable } from '../../src/table/index.js';
import Table, { type SharedSeat } from '../../src/ui/screens/Table.js';
import { newTableSetup } from '../../src/table/setup.js';
import type { TableEnd, TablePersistence, TableScreenModule, TableSetup } from '../../src/ui/types.js';

/** Key sequences as a terminal sends them. */
export const KEY = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  enter: '\r',
  esc: '\u001B',
  space: ' ',
} as const;

/** A persistence that remembers what the table asked it to do. */
export function memoryPersistence() {
  const saves: SavedGame[] = [];
  const finished: { saved: SavedGame; outcome: Outcome }[] = [];
  const persistence: TablePersistence = {
    saveGame: (saved) => void saves.push(saved),
    finishGame: (saved, outcome) => void finished.push({ saved, outcome }),
  };
  return { saves, finished, persistence };
}

/** The first seed from 1 whose seat-0 view of a new game satisfies `pred`. */
export function findSeed(players: number, pred: (view: JhView) => boolean): number {
  for (let seed = 1; seed < 20_000; seed++) {
    const state = justHatchedGame.setup({ players }, seed);
    if (pred(justHatchedGame.playerView(state, 0))) return seed;
  }
  throw new Error('no seed found');
}

const opened: GameTable[] = [];
// Every table a test opened stops with the test: no bot timer outlives it.
afterEach(() => {
  for (const t of opened.splice(0)) t.close();
});

/** Opens a table for a test (closed after the test) and renders its seat-0 screen. */
export function renderTable(opts: {
  game: AnyGame;
  title: string;
  setup: TableSetup;
  bots: readonly (Bot<unknown, unknown> | null)[];
  persistence: TablePersistence;
  screen: TableScreenModule;
  onExit?: (end: TableEnd) => void;
  columns?: number;
  rows?: number;
  /** As at a table shared over SSH. */
  shared?: SharedSeat;
  /** Ring the bell on the person's turn. */
  bell?: boolean;
  /** Playing again at the end (n, r). */
  onAgain?: (setup: TableSetup) => void;
}) {
  const table = openTable({
    game: opts.game,
    setup: opts.setup,
    players: opts.bots,
    persistence: opts.persistence,
    ...(opts.screen.describe ? { describe: opts.screen.describe as never } : {}),
  });
  opened.push(table);
  const ui = render(
    <Table
      table={table}
      module={gameModule(table.about.game)}
      title={opts.title}
      screen={opts.screen}
      onExit={opts.onExit ?? (() => undefined)}
      columns={opts.columns ?? 100}
      rows={opts.rows ?? 40}
      {...(opts.shared ? { shared: opts.shared } : {})}
      {...(opts.bell ? { bell: true } : {})}
      {...(opts.onAgain ? { onAgain: opts.onAgain } : {})}
    />,
  );
  return { ui, table };
}

/** Renders a Just Hatched table at speed max: seat 0 is the person (or a bot with `watch`). */
export function renderJh(opts: {
  players: number;
  seed: number;
  watch?: boolean;
  columns?: number;
  rows?: number;
  interjectRate?: number;
  steps?: TableSetup['steps'];
  speed?: TableSetup['speed'];
  twoPlayer?: 'both-hands' | 'one-and-dump';
  /** Bots for the bot seats instead of random ones. */
  bot?: () => Bot<unknown, unknown>;
  /** Instead of the remembering one (e.g. one whose writes fail). */
  persistence?: TablePersistence;
  /** As at a table shared over SSH. */
  shared?: SharedSeat;
  /** Ring the bell on the person's turn. */
  bell?: boolean;
  /** Words armed in the saved game being resumed. */
  armed?: TableSetup['armed'];
  /** Instead of the game's own screen (e.g. one that counts its renders). */
  screen?: TableScreenModule;
  /** The person's name (default Ada). */
  name?: string;
  /** Playing again at the end (n, r). */
  onAgain?: (setup: TableSetup) => void;
}) {
  const fresh: TableSetup = newTableSetup({
    game: 'just-hatched',
    options: opts.twoPlayer ? { players: opts.players, twoPlayer: opts.twoPlayer } : { players: opts.players },
    seed: opts.seed,
    name: opts.name ?? 'Ada',
    speed: (opts.speed ?? 'max') as 'max',
    thinkMs: 10,
    watch: opts.watch ?? false,
    bots: Array.from({ length: opts.watch ? opts.players : opts.players - 1 }, () => 'easy' as const),
  });
  const setup: TableSetup = { ...fresh, steps: opts.steps ?? [], ...(opts.armed ? { armed: opts.armed } : {}) };
  const bots: (Bot<unknown, unknown> | null)[] = setup.seats.map((s) =>
    s.bot === null ? null : (opts.bot?.() ?? randomBot(opts.interjectRate ?? 0)),
  );
  const store = memoryPersistence();
  const ends: TableEnd[] = [];
  const { ui, table } = renderTable({
    game: justHatchedGame,
    title: 'BIG CHICKEN: Just Hatched',
    setup,
    bots,
    persistence: opts.persistence ?? store.persistence,
    screen: opts.screen ?? (jhScreen as unknown as TableScreenModule),
    onExit: (end) => void ends.push(end),
    columns: opts.columns ?? 100,
    rows: opts.rows ?? 40,
    ...(opts.shared ? { shared: opts.shared } : {}),
    ...(opts.bell ? { bell: true } : {}),
    ...(opts.onAgain ? { onAgain: opts.onAgain } : {}),
  });
  return { ui, store, ends, setup, table };
}

/** Waits until the last frame satisfies `pred` (polling), or fails with the frame. */
export async function waitFrame(
  ui: { lastFrame: () => string | undefined },
  pred: (frame: string) => boolean,
  ms = 10_000,
): Promise<string> {
  const start = Date.now();
  for (;;) {
    const frame = ui.lastFrame() ?? '';
    if (pred(frame)) return frame;
    if (Date.now() - start > ms) throw new Error(`timed out waiting; last frame:\n${frame}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Writes keys one at a time, letting Ink handle each. */
export async function press(ui: { stdin: { write: (s: string) => void } }, ...keys: string[]): Promise<void> {
  for (const k of keys) {
    ui.stdin.write(k);
    await new Promise((r) => setTimeout(r, 25));
  }
}
