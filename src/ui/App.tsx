import { Box } from 'ink';
import { Text } from './kit/text.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { replay, type GameId } from '../engine/index.js';
import { loadedGame } from '../games/catalog.js';
import type { AnyModule } from '../games/index.js';
import { botsFor, loadBots } from '../games/bots.js';
import type { SavedGame } from '../store/types.js';
import { FRAME_MS, openTable, type GameTable } from '../table/index.js';
import { useCleanResize } from './hooks/use-clean-resize.js';
import { useTerminalSize } from './hooks/use-terminal-size.js';
import Menu, { type MenuChoice } from './screens/Menu.js';
import Table from './screens/Table.js';
import { glyphsFor, LookProvider, makeTheme, useLook, type Look } from './look/index.js';
import type { ColourLevel } from '../platform/colour.js';
import type { TablePrefs } from '../store/prefs.js';
import type { TableEnd, TablePersistence, TableScreenModule, TableSetup } from './types.js';

/** Where the app starts: a table (play, resume) or the start menu. */
export type AppStart =
  | {
      readonly kind: 'table';
      readonly module: AnyModule;
      readonly setup: TableSetup;
      /**
       * The table opened already, with its screen ({@link openScreenTable}): the app's first frame
       * is then the table itself. The app closes it as it closes every table it opens.
       */
      readonly opened?: { readonly screen: TableScreenModule; readonly table: GameTable };
    }
  /** The menu, offering the saved games in progress (the one saved last first), every game's module loaded (runMenu loads them). */
  | { readonly kind: 'menu'; readonly saved: readonly SavedGame[] };

/** How the app ended: a table's end, or the menu left without starting. */
export type AppEnd = TableEnd | 'menu-quit';

type Props = {
  readonly start: AppStart;
  readonly persistence: TablePersistence & {
    clearSavedGame(game: GameId): void;
    /**
     * Takes the saved game of `game` for the new game the menu starts (as `play` does), so that it
     * never replaces a save another table is playing: null when taken, else the one-line refusal.
     */
    holdGame?(game: GameId): string | null;
  };
  readonly onExit: (end: AppEnd) => void;
  /** Told the game of each table the app shows, as it opens: the game a closing line speaks of. */
  readonly onTable?: (game: GameId) => void;
  /** The theme and the bell to start with (default dark, no bell). */
  readonly prefs?: TablePrefs;
  /** The terminal's colour level (platform/colour.ts); default chalk's. */
  readonly colourLevel?: ColourLevel;
  /** Remembers a theme or bell changed in the menu: null when written, else the one-line reason. */
  readonly remember?: (change: Partial<TablePrefs>) => string | null;
};

const DEFAULT_PREFS: TablePrefs = { theme: 'dark', bell: false };

/** The table screen of the game `game` (of `module`), with its bots loaded: they load together, before its table opens. */
export async function loadScreen(module: AnyModule, game: GameId): Promise<TableScreenModule> {
  const [screen] = await Promise.all([module.screen(), loadBots(game)]);
  return screen;
}

/**
 * Opens the table of `setup` (a game of `module`) for `screen`, its game's bots loaded
 * ({@link loadScreen}): every table the app shows is opened here.
 */
export function openScreenTable(module: AnyModule, setup: TableSetup, screen: TableScreenModule, persistence: TablePersistence): GameTable {
  return openTable({
    game: module.game,
    setup,
    players: botsFor(setup),
    persistence,
    // The screen redraws on every move: bots leave it a frame even at --speed max.
    minTurnMs: FRAME_MS,
    ...(screen.describe ? { describe: screen.describe as never } : {}),
  });
}

/** The screen router: the start menu, then the table it opens (or a table straight away). */
export default function App({ start, persistence, onExit, onTable, prefs: initial = DEFAULT_PREFS, colourLevel, remember }: Props) {
  const [prefs, setPrefs] = useState(initial);
  const look = useMemo<Look>(() => ({ theme: makeTheme(prefs.theme, colourLevel), glyphs: glyphsFor() }), [prefs.theme, colourLevel]);
  return (
    <LookProvider look={look}>
      <Screens
        start={start}
        persistence={persistence}
        onExit={onExit}
        {...(onTable ? { onTable } : {})}
        prefs={prefs}
        onPrefs={(change) => {
          setPrefs((p) => ({ ...p, ...change }));
          return remember?.(change) ?? null;
        }}
      />
    </LookProvider>
  );
}

type ScreensProps = Omit<Props, 'prefs' | 'remember' | 'colourLevel'> & {
  readonly prefs: TablePrefs;
  /** Applies a change from the menu and remembers it; the reason when remembering failed. */
  readonly onPrefs: (change: Partial<TablePrefs>) => string | null;
};

/** The menu or the table, in the look of the App around it. */
function Screens({ start, persistence, onExit, onTable, prefs, onPrefs }: ScreensProps) {
  const { theme: look } = useLook();
  const { columns, rows } = useTerminalSize();
  useCleanResize(columns, rows);
  // The table's setup with its game's module: given with a table to start, looked up once for a menu choice.
  const [current, setCurrent] = useState<{ readonly module: AnyModule; readonly setup: TableSetup } | null>(
    start.kind === 'table' ? { module: start.module, setup: start.setup } : null,
  );
  const opened = start.kind === 'table' ? start.opened : undefined;
  const [screen, setScreen] = useState<TableScreenModule | null>(opened?.screen ?? null);
  const [menuNote, setMenuNote] = useState<string | null>(null);
  const [table, setTable] = useState<GameTable | null>(opened?.table ?? null);
  // The table the app was given open, until the effect below takes it as the first one it shows.
  const given = useRef<GameTable | null>(opened?.table ?? null);
  // Read by the effect that opens tables, which a new callback must not open again.
  const tableShown = useRef(onTable);
  tableShown.current = onTable;
  // Each table opened gets a fresh Table screen (play again starts with no hint, lesson or taunt left over).
  const [games, setGames] = useState(0);

  useEffect(() => {
    // A table given open came with its screen, its bots loaded.
    if (!current || given.current !== null) return;
    let live = true;
    void loadScreen(current.module, current.setup.game).then((m) => {
      if (live) setScreen(m);
    });
    return () => {
      live = false;
    };
  }, [current]);

  // The table lives as long as this screen shows it; closing it stops every bot and timer.
  useEffect(() => {
    if (!current || !screen) return;
    tableShown.current?.(current.setup.game);
    const first = given.current;
    given.current = null;
    if (first !== null) return () => first.close();
    const opened = openScreenTable(current.module, current.setup, screen, persistence);
    setTable(opened);
    setGames((n) => n + 1);
    return () => opened.close();
  }, [current, screen, persistence]);

  if (!current) {
    if (start.kind !== 'menu') return null;
    const choose = (choice: MenuChoice) => {
      if (choice.kind === 'quit') return onExit('menu-quit');
      if (choice.kind === 'new') {
        const refused = persistence.holdGame?.(choice.setup.game) ?? null;
        if (refused !== null) return setMenuNote(refused);
        if (start.saved.some((g) => g.game === choice.setup.game)) persistence.clearSavedGame(choice.setup.game);
      }
      const open = (module: AnyModule) => {
        if (choice.kind === 'resume') {
          try {
            replay(module.game, choice.setup.options, choice.setup.seed, choice.setup.steps);
          } catch {
            return setMenuNote('The saved game no longer replays with this version: start a new one (n).');
          }
        }
        setCurrent({ module, setup: choice.setup });
      };
      // The menu's choice names its game, whose module is loaded before the menu (runMenu loads every game).
      open(loadedGame(choice.setup.game) as AnyModule);
    };
    return (
      <Box flexDirection="column">
        <Menu
          saved={start.saved}
          onChoose={choose}
          columns={columns}
          theme={prefs.theme}
          onTheme={(theme) => setMenuNote(onPrefs({ theme }))}
          bell={prefs.bell}
          onBell={(bell) => setMenuNote(onPrefs({ bell }))}
        />
        {menuNote ? (
          <Text color={look.colour('error')} wrap="wrap">
            {menuNote}
          </Text>
        ) : null}
      </Box>
    );
  }
  if (!screen || !table) return <Text dimColor>Opening the table…</Text>;
  const mod = current.module;
  return (
    <Table
      key={games}
      onAgain={(again) => setCurrent({ module: mod, setup: again })}
      table={table}
      module={mod}
      title={mod.info.title}
      screen={screen}
      onExit={onExit}
      columns={columns}
      rows={rows}
      bell={prefs.bell}
    />
  );
}
