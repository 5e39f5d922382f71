import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useCallback, useEffect, useState } from 'react';
import type { Seat } from '../../engine/index.js';
import { gameById } from '../../games/index.js';
import type { GameTable } from '../../table/index.js';
import EndPanel from '../components/EndPanel.js';
import ScreenGuard from '../components/ScreenGuard.js';
import ErrorLine from '../components/ErrorLine.js';
import Header from '../components/Header.js';
import HelpOverlay from '../components/HelpOverlay.js';
import QuitConfirm from '../components/QuitConfirm.js';
import { useTable } from '../hooks/use-table.js';
import type { SeatInfo, Speed, TableEnd, TableScreenModule } from '../types.js';

/** How a seat at a table shared over SSH differs from the local table. */
export interface SharedSeat {
  /** The seats as this screen names them (a person away marked so). */
  readonly seats: readonly SeatInfo[];
  /** A spectator: the public view, no keys for the game. */
  readonly spectator: boolean;
  /** The second line of the leave question. */
  readonly quitNote: string;
  /** The key line while the game goes on. */
  readonly hint: string;
  /** How long this screen's pause (a round's table) may hold the other players. */
  readonly holdLapseMs: number;
}

type Props = {
  /** The table this screen watches and plays on. */
  readonly table: GameTable;
  /** The seat whose view is shown and whose keys act (0 locally). */
  readonly seat?: Seat;
  /** The game's title for the header. */
  readonly title: string;
  readonly screen: TableScreenModule;
  /** Called once when the person leaves (or Ctrl-C). */
  readonly onExit: (end: TableEnd) => void;
  /**
   * Set at a shared table: the seed stays hidden until the game is over (it would tell the
   * deal), the help and leave overlays do not hold the others, and `SharedSeat` says the rest.
   */
  readonly shared?: SharedSeat;
  readonly columns: number;
  readonly rows: number;
};

/**
 * The platform's table screen for one seat of a {@link GameTable}: draws the header, the game's
 * screen, the error line and the key hint, and owns the keys `?` (help), `q` (quit, asks first)
 * and Ctrl-C. While its help or quit overlay is open the bots wait.
 */
export default function Table({ table, seat = 0, title, screen, onExit, shared, columns, rows }: Props) {
  const [help, setHelp] = useState(false);
  const [quit, setQuit] = useState(false);
  const about = table.about;
  const spectator = shared?.spectator ?? false;
  const watch = spectator || table.getSnapshot().people[seat] !== true;
  const state = useTable(table, seat, { watch: watch && !shared, spectator, holdLapseMs: shared?.holdLapseMs });
  const [message, setMessage] = useState<string | null>(null);
  const over = state.current === 'terminal';
  const overlay = help || quit;

  useEffect(() => {
    if (!shared) table.hold(`seat ${seat}:overlay`, overlay);
  }, [table, seat, overlay, shared]);

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
      const refused = state.act(action);
      setMessage(refused);
      return refused;
    },
    [state.act],
  );
  const actTogether = useCallback(
    (actions: readonly unknown[]) => {
      const refused = state.actTogether(actions);
      setMessage(refused);
      return refused;
    },
    [state.actTogether],
  );

  const Screen = screen.default;
  const keysActive = !help && !quit && !watch && !over;
  const showEnd = over && state.outcome !== null && screen.drawsEnd !== true;
  const seats = shared?.seats ?? about.seats;
  const names = seats.map((s) => s.name);
  const facts = screen.facts ? screen.facts(state.view) : [];
  return (
    <Box flexDirection="column" width={columns}>
      <Header title={title} seed={shared && !over ? null : about.seed} facts={facts} speed={about.speed} watch={watch} columns={columns} />
      {help ? (
        <HelpOverlay title={title} keys={screen.keys ?? []} />
      ) : quit ? (
        <QuitConfirm inProgress={!over} note={shared?.quitNote} />
      ) : showEnd && state.outcome ? (
        <EndPanel
          outcome={state.outcome}
          names={names}
          lowerIsBetter={gameById(table.about.game)?.score.lowerIsBetter ?? true}
          recorded={state.recorded}
        />
      ) : (
        <ScreenGuard>
          <Screen
            game={table.game}
            options={about.options}
            seat={seat}
            view={state.view}
            legal={state.legal}
            interjections={state.interjections}
            myTurn={!watch && state.myTurn}
            current={state.current}
            act={act}
            actTogether={actTogether}
            notify={setMessage}
            pause={state.pause}
            paused={state.paused}
            seats={seats}
            keysActive={keysActive}
            thinking={state.thinking}
            log={state.log}
            outcome={state.outcome}
            recorded={state.recorded}
            seed={about.seed}
            speed={about.speed as Speed}
            watch={watch}
            columns={columns}
            rows={rows}
          />
        </ScreenGuard>
      )}
      <ErrorLine message={state.fault ?? message ?? state.saveError} />
      <Text dimColor wrap="truncate">
        {over ? 'Enter or q: leave   ? help' : (shared?.hint ?? (watch ? 'Watching the bots play.   ? help   q quit' : '? help   q quit'))}
      </Text>
    </Box>
  );
}
