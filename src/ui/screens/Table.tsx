import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useCallback, useEffect, useState } from 'react';
import type { Bot } from '../../engine/index.js';
import EndPanel from '../components/EndPanel.js';
import ScreenGuard from '../components/ScreenGuard.js';
import ErrorLine from '../components/ErrorLine.js';
import Header from '../components/Header.js';
import HelpOverlay from '../components/HelpOverlay.js';
import QuitConfirm from '../components/QuitConfirm.js';
import TooSmall from '../components/TooSmall.js';
import { layoutFor } from '../layout.js';
import { useTable } from '../hooks/use-table.js';
import type { Speed, TableEnd, TableGame, TablePersistence, TableScreenModule, TableSetup } from '../types.js';

type Props = {
  readonly game: TableGame;
  /** The game's title for the header. */
  readonly title: string;
  readonly setup: TableSetup;
  /** One per seat; null for the person. */
  readonly bots: readonly (Bot<unknown, unknown> | null)[];
  readonly persistence: TablePersistence;
  readonly screen: TableScreenModule;
  /** Called once when the person leaves (or Ctrl-C). */
  readonly onExit: (end: TableEnd) => void;
  readonly columns: number;
  readonly rows: number;
};

/**
 * The platform's table screen: runs the table loop, draws the header, the game's screen, the
 * error line and the key hint, and owns the keys `?` (help), `q` (quit, asks first) and Ctrl-C.
 */
export default function Table({ game, title, setup, bots, persistence, screen, onExit, columns, rows }: Props) {
  const [help, setHelp] = useState(false);
  const [quit, setQuit] = useState(false);
  const table = useTable({ game, setup, bots, persistence, seat: 0, hold: help || quit });
  const [message, setMessage] = useState<string | null>(null);
  const watch = bots[0] !== null;
  // A message is about the moment it was given: the next move clears it.
  useEffect(() => setMessage(null), [table.steps]);
  const over = table.current === 'terminal';

  useKeys((input, key) => {
    if (key.ctrl && input === 'c') return onExit('interrupted');
    if (key.ctrl) return;
    if (help) return setHelp(false);
    if (quit) {
      if (input === 'y' || input === 'Y') onExit(over ? 'finished' : 'quit');
      else if (input === 'n' || input === 'N' || key.escape) setQuit(false);
      return;
    }
    if (input === '?') return setHelp(true);
    if (over && (key.return || input === 'q' || key.escape)) return onExit('finished');
    if (input === 'q') setQuit(true);
  }, { ctrl: true });

  const act = useCallback(
    (action: unknown) => {
      const refused = table.act(action);
      setMessage(refused);
      return refused;
    },
    [table.act],
  );

  const Screen = screen.default;
  const keysActive = !help && !quit && !watch && !over;
  const showEnd = over && table.outcome !== null && screen.drawsEnd !== true;
  const names = setup.seats.map((s) => s.name);
  const facts = screen.facts ? screen.facts(table.view) : [];
  if (layoutFor(columns, rows) === null) {
    return (
      <Box flexDirection="column" width={columns}>
        <TooSmall columns={columns} rows={rows} />
        {quit ? <QuitConfirm inProgress={!over} /> : null}
      </Box>
    );
  }
  return (
    <Box flexDirection="column" width={columns}>
      <Header title={title} seed={setup.seed} facts={facts} speed={setup.speed} watch={watch} columns={columns} />
      {help ? (
        <HelpOverlay title={title} keys={screen.keys ?? []} />
      ) : quit ? (
        <QuitConfirm inProgress={!over} />
      ) : showEnd && table.outcome ? (
        <EndPanel outcome={table.outcome} names={names} />
      ) : (
        <ScreenGuard>
          <Screen
            game={game}
            options={setup.options}
            seat={0}
            view={table.view}
            legal={table.legal}
            interjections={table.interjections}
            myTurn={!watch && table.current === 0 && table.legal.length > 0}
            current={table.current}
            act={act}
            notify={setMessage}
            pause={table.pause}
            paused={table.paused}
            seats={setup.seats}
            keysActive={keysActive}
            thinking={table.thinking}
            log={table.log}
            outcome={table.outcome}
            seed={setup.seed}
            speed={setup.speed as Speed}
            watch={watch}
            columns={columns}
            rows={rows}
          />
        </ScreenGuard>
      )}
      <ErrorLine message={table.fault ?? message} />
      <Text dimColor wrap="truncate">
        {over ? 'Enter or q: leave   ? help' : watch ? 'Watching the bots play.   ? help   q quit' : '? help   q quit'}
      </Text>
    </Box>
  );
}
