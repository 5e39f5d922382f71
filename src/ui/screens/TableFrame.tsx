import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useCallback, useEffect, useState } from 'react';
import EndPanel from '../components/EndPanel.js';
import ScreenGuard from '../components/ScreenGuard.js';
import ErrorLine from '../components/ErrorLine.js';
import Header from '../components/Header.js';
import HelpOverlay from '../components/HelpOverlay.js';
import QuitConfirm from '../components/QuitConfirm.js';
import type { TableState } from '../hooks/use-table.js';
import type { SeatInfo, Speed, TableEnd, TableGame, TableScreenModule } from '../types.js';

type Props = {
  readonly game: TableGame;
  /** The game's title for the header. */
  readonly title: string;
  readonly options: TableScreenPropsOptions;
  /** The seed for the header; null hides it (a shared table keeps its deal secret until the end). */
  readonly seed: number | null;
  readonly speed: Speed;
  readonly seats: readonly SeatInfo[];
  /** The seat whose view `table` holds. */
  readonly seat: number;
  /** The table loop's state for that seat. */
  readonly table: TableState;
  /** True when nobody at this screen plays (`--watch`, a spectator): the game's keys are off. */
  readonly watch: boolean;
  readonly screen: TableScreenModule;
  /** Called once when the person leaves (or Ctrl-C). */
  readonly onExit: (end: TableEnd) => void;
  /** Told when the help or quit overlay opens or closes (a local table holds its bots meanwhile). */
  readonly onOverlay?: (open: boolean) => void;
  /** The second line of the quit question; default: the local table's (the game is saved). */
  readonly quitNote?: string;
  /** The key line while the game goes on; default: the local table's. */
  readonly hint?: string;
  readonly columns: number;
  readonly rows: number;
};

type TableScreenPropsOptions = import('../types.js').TableScreenProps<unknown, unknown>['options'];

/**
 * The table as a person sees it, for any table loop: the header, the game's screen for one seat,
 * the error line and the key hint, and the keys `?` (help), `q` (quit, asks first) and Ctrl-C.
 * The local table (Table.tsx) feeds it from its own loop; a seat over SSH from a shared table.
 */
export default function TableFrame(props: Props) {
  const { game, title, options, seed, speed, seats, seat, table, watch, screen, onExit, onOverlay, columns, rows } = props;
  const [help, setHelp] = useState(false);
  const [quit, setQuit] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const over = table.current === 'terminal';

  useEffect(() => {
    onOverlay?.(help || quit);
  }, [help, quit, onOverlay]);

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
  const names = seats.map((s) => s.name);
  const facts = screen.facts ? screen.facts(table.view) : [];
  return (
    <Box flexDirection="column" width={columns}>
      <Header title={title} seed={seed} facts={facts} speed={speed} watch={watch} columns={columns} />
      {help ? (
        <HelpOverlay title={title} keys={screen.keys ?? []} />
      ) : quit ? (
        <QuitConfirm inProgress={!over} note={props.quitNote} />
      ) : showEnd && table.outcome ? (
        <EndPanel outcome={table.outcome} names={names} />
      ) : (
        <ScreenGuard>
          <Screen
            game={game}
            options={options}
            seat={seat}
            view={table.view}
            legal={table.legal}
            interjections={table.interjections}
            myTurn={!watch && table.current === seat && table.legal.length > 0}
            current={table.current}
            act={act}
            notify={setMessage}
            pause={table.pause}
            paused={table.paused}
            seats={seats}
            keysActive={keysActive}
            thinking={table.thinking}
            log={table.log}
            outcome={table.outcome}
            seed={seed ?? 0}
            speed={speed}
            watch={watch}
            columns={columns}
            rows={rows}
          />
        </ScreenGuard>
      )}
      <ErrorLine message={table.fault ?? message} />
      <Text dimColor wrap="truncate">
        {over ? 'Enter or q: leave   ? help' : (props.hint ?? (watch ? 'Watching the bots play.   ? help   q quit' : '? help   q quit'))}
      </Text>
    </Box>
  );
}
