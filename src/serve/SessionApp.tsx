import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_THINK_MS } from '../bots/index.js';
import { readGameOptions } from '../table/options.js';
import { findGame } from '../games/index.js';
import type { BotLevel, Seat } from '../engine/index.js';
import { useCleanResize } from '../ui/hooks/use-clean-resize.js';
import { CommandWordsContext, type CommandWords } from '../ui/hooks/use-commands.js';
import { usePaced, type Subscribe } from '../ui/hooks/use-paced.js';
import { useTerminalSize } from '../ui/hooks/use-terminal-size.js';
import Lobby, { type LobbyChoice } from '../ui/screens/Lobby.js';
import NotStarted from '../ui/screens/NotStarted.js';
import Table from '../ui/screens/Table.js';
import WaitingRoom from '../ui/screens/WaitingRoom.js';
import type { Hall, NewTableChoice } from './hall.js';
import type { SharedTable } from './shared-table.js';
import { CODE_LETTERS } from './codes.js';

/** How long one person's round table may hold the others at a shared table. */
export const SHARED_HOLD_MS = 20_000;

/** Who is at this connection. */
export interface Person {
  readonly name: string;
  readonly identity: string;
}

/** Where a session opens: the lobby, or straight at a table (`new`, `join CODE`, `watch CODE`). */
export type SessionStart =
  | { readonly kind: 'lobby' }
  | { readonly kind: 'seat'; readonly table: SharedTable; readonly seat: Seat }
  | { readonly kind: 'spectator'; readonly table: SharedTable };

/** How a session ended: the person left, or pressed Ctrl-C. */
export type SessionEnd = 'left' | 'interrupted';

type Props = {
  readonly hall: Hall;
  readonly person: Person;
  readonly start: SessionStart;
  /** How another person joins a table, e.g. `ssh -t -p 2222 host join KQTZ`. */
  readonly joinHint: (code: string) => string;
  /**
   * How this person comes back to a table, with the login they came with (a seat goes back only
   * to it), e.g. `ssh -t -p 2222 ada@host join KQTZ`; the others' command when not given.
   */
  readonly ownJoinHint?: (code: string) => string;
  /** The command that lists this person's games on this server, e.g. `ssh -p 2222 host scores`. */
  readonly scoresHint?: string;
  /** Called on each key in the lobby (the idle timer), and with false when the lobby is left. */
  readonly onLobby: (inLobby: boolean) => void;
  /** The session ends; `farewell` is the line said after its last frame (what became of the person's seat). */
  readonly onExit: (end: SessionEnd, farewell?: string) => void;
  /**
   * Called with the command that brings this person back to where the session is (their seat,
   * with its token for a guest; or the table they watch), or null in the lobby: the server's stop notice says it.
   */
  readonly onTable?: (back: { readonly command: string; readonly seated: boolean } | null) => void;
  /** Ring the terminal bell when it becomes this person's turn at a seat (the person's `--bell`). */
  readonly bell?: boolean;
};

type Route = SessionStart & { readonly notice?: string };

/** A new table from the lobby's form: the table's game, its seats, its bots' level. */
function lobbyChoice(game: string, players: number, level: BotLevel): NewTableChoice {
  const module = findGame(game);
  return {
    game,
    // The game's own options at their defaults for this many players (as `play` would read them).
    options: { players, ...(module ? readGameOptions(module, {}, players) : {}) },
    level,
    speed: 'normal',
    thinkMs: DEFAULT_THINK_MS,
    name: null,
  };
}

/**
 * One connection's screens: the lobby, a seat at a shared table (its waiting room before the
 * start, then the same table frame as the local game, drawn from that seat's snapshot only), or a
 * spectator's public view. Leaving a table opened from the lobby goes back to it; a session
 * opened at a table ends with it.
 */
export default function SessionApp({
  hall,
  person,
  start,
  joinHint,
  ownJoinHint = joinHint,
  scoresHint = 'ssh HOST scores',
  onLobby,
  onExit,
  onTable,
  bell = false,
}: Props) {
  const { columns, rows } = useTerminalSize();
  // The client's terminal reflows the old frame to its new width: clear once the new frame is drawn.
  useCleanResize(columns, rows);
  const [route, setRoute] = useState<Route>(start);
  const fromLobby = start.kind === 'lobby';

  useEffect(() => onLobby(route.kind === 'lobby'), [route.kind, onLobby]);
  const backCommand =
    route.kind === 'lobby'
      ? null
      : route.kind === 'seat'
        ? rejoin(route.table, route.seat, ownJoinHint)
        : ownJoinHint(route.table.code).replace(/ join /, ' watch ');
  const seated = route.kind === 'seat';
  useEffect(() => {
    onTable?.(backCommand === null ? null : { command: backCommand, seated });
  }, [backCommand, seated, onTable]);

  const back = useCallback(
    (end: SessionEnd, notice?: string) => {
      if (end === 'interrupted' || !fromLobby) onExit(end, notice);
      else setRoute({ kind: 'lobby', notice });
    },
    [fromLobby, onExit],
  );

  const choose = useCallback(
    (choice: LobbyChoice) => {
      // Leaving the lobby says goodbye as leaving a table does: a line after the last frame.
      if (choice.kind === 'quit') return onExit('left', 'You left the lobby.');
      if (choice.kind === 'new') {
        const table = hall.create(lobbyChoice(choice.game, choice.players, choice.level), person);
        if (typeof table === 'string') return setRoute({ kind: 'lobby', notice: table });
        const sat = table.sit(person.name, person.identity);
        if ('refusal' in sat) return setRoute({ kind: 'lobby', notice: sat.refusal });
        return setRoute({ kind: 'seat', table, seat: sat.seat });
      }
      const table = hall.find(choice.code);
      if (!table) return setRoute({ kind: 'lobby', notice: `no table has the code ${choice.code.toUpperCase()}` });
      if (choice.kind === 'watch') return setRoute({ kind: 'spectator', table });
      const sat = table.sit(person.name, person.identity);
      if ('refusal' in sat) return setRoute({ kind: 'lobby', notice: sat.refusal });
      setRoute({ kind: 'seat', table, seat: sat.seat });
    },
    [hall, person, onExit],
  );

  if (route.kind === 'lobby') {
    return (
      <LobbyRoute
        hall={hall}
        person={person}
        notice={route.notice ?? null}
        onChoose={choose}
        onKey={() => onLobby(true)}
        columns={columns}
      />
    );
  }
  if (route.kind === 'spectator') {
    return (
      <SpectatorRoute
        key={route.table.code}
        table={route.table}
        hall={hall}
        scoresHint={scoresHint}
        onExit={back}
        columns={columns}
        rows={rows}
      />
    );
  }
  return (
    <SeatRoute
      key={`${route.table.code}/${route.seat}`}
      table={route.table}
      seat={route.seat}
      hall={hall}
      joinHint={joinHint}
      ownJoinHint={ownJoinHint}
      scoresHint={scoresHint}
      onExit={back}
      columns={columns}
      rows={rows}
      bell={bell}
    />
  );
}

type LobbyRouteProps = {
  readonly hall: Hall;
  readonly person: Person;
  readonly notice: string | null;
  readonly onChoose: (choice: LobbyChoice) => void;
  readonly onKey: () => void;
  readonly columns: number;
};

function LobbyRoute({ hall, person, notice, onChoose, onKey, columns }: LobbyRouteProps) {
  const version = useChanges(useMemo(() => hall.subscribe.bind(hall), [hall]));
  const tables = useMemo(
    () =>
      hall.list().map((t) => ({
        code: t.code,
        title: t.title,
        name: t.name,
        started: t.phase !== 'waiting',
        people: t.people,
        seats: t.seats,
        spectators: t.spectators,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` changes when the hall does: the list is read again then
    [hall, version],
  );
  return (
    <Lobby
      tables={tables}
      name={person.name}
      notice={notice}
      onChoose={onChoose}
      onKey={onKey}
      columns={columns}
      codeLetters={CODE_LETTERS}
    />
  );
}

/** A counter that goes up whenever `subscribe`'s source changes (at the connection's pace), to redraw from it. */
function useChanges(subscribe: Subscribe): number {
  const [version, setVersion] = useState(0);
  const paced = usePaced(subscribe);
  useEffect(() => paced(() => setVersion((v) => v + 1)), [paced]);
  return version;
}

type SeatRouteProps = {
  readonly table: SharedTable;
  readonly seat: Seat;
  readonly hall: Hall;
  /** How others join (the waiting room says it). */
  readonly joinHint: (code: string) => string;
  /** How this person comes back to their seat, with the login it goes back to. */
  readonly ownJoinHint: (code: string) => string;
  readonly scoresHint: string;
  readonly onExit: (end: SessionEnd, notice?: string) => void;
  readonly columns: number;
  readonly rows: number;
  readonly bell: boolean;
};

function SeatRoute({ table, seat, hall, joinHint, ownJoinHint, scoresHint, onExit, columns, rows, bell }: SeatRouteProps) {
  useChanges(useMemo(() => table.subscribe.bind(table), [table]));
  useEffect(
    () => () => {
      table.leave(seat);
      hall.left(table);
    },
    [table, seat, hall],
  );
  // A waiting room whose opener left is closed: the others are told so.
  const closed = table.isClosed && table.phase === 'waiting';
  useEffect(() => {
    if (closed) onExit('left', `Table ${table.code} was closed: the player who opened it left before it started.`);
  }, [closed, onExit, table.code]);
  const game = table.gameTable;
  const token = table.tokenOf(seat);
  if (table.phase === 'waiting' || game === null) {
    return (
      <WaitingRoom
        title={table.title}
        code={table.code}
        seats={table.seats.map((s, i) => ({ name: s.name, kind: s.kind, here: table.isPresent(i) }))}
        seat={seat}
        canStart={table.canStart(seat)}
        level={table.seats[seat]?.level ?? 'normal'}
        joinHint={joinHint(table.code)}
        onStart={() => table.start(seat)}
        onLeave={() => onExit('left', `You left table ${table.code} before it started.`)}
        columns={Math.max(20, columns)}
      />
    );
  }
  // The help and the end of the game name what works over SSH, not the local program's commands.
  const words: CommandWords = {
    quit: `leave the table (asks first; a bot plays for you, and ${rejoin(table, seat, ownJoinHint)} takes your seat back)`,
    interrupt: 'leave at once (a bot plays for you)',
    scores: `\`${scoresHint}\``,
    small: 'q leaves the table; a bot plays for you meanwhile.',
  };
  return (
    <CommandWordsContext.Provider value={words}>
      <Table
        table={game}
        module={table.module}
        seat={seat}
        title={table.title}
        screen={table.screen}
        bell={bell}
        onExit={(end) => onExit(end === 'interrupted' ? 'interrupted' : 'left', seatFarewell(table, seat, ownJoinHint, scoresHint))}
        shared={{
          seats: table.seatInfos(),
          spectator: false,
          quitNote: `A bot plays for you meanwhile; ${rejoin(table, seat, ownJoinHint)} takes your seat back.`,
          hint: [
            '? help',
            'q leave',
            token === null
              ? `table ${table.code}`
              : [
                  `table ${table.code}, your seat token ${token}`,
                  `table ${table.code}, seat token ${token}`,
                  `table ${table.code} token ${token}`,
                ],
          ],
          holdLapseMs: SHARED_HOLD_MS,
        }}
        columns={columns}
        rows={rows}
      />
    </CommandWordsContext.Provider>
  );
}

type SpectatorRouteProps = {
  readonly table: SharedTable;
  readonly hall: Hall;
  readonly scoresHint: string;
  readonly onExit: (end: SessionEnd, notice?: string) => void;
  readonly columns: number;
  readonly rows: number;
};

function SpectatorRoute({ table, hall, scoresHint, onExit, columns, rows }: SpectatorRouteProps) {
  useChanges(useMemo(() => table.subscribe.bind(table), [table]));
  useEffect(() => {
    table.watch(1);
    return () => {
      table.watch(-1);
      hall.left(table);
    };
  }, [table, hall]);
  const game = table.gameTable;
  if (table.phase === 'waiting' || game === null) {
    return (
      <NotStarted
        text={`Table ${table.code} (${table.title}) has not started yet: ${table.seats.filter((s) => s.kind === 'person').length} of ${table.seats.length} seats taken. The game appears here when it starts.`}
        onLeave={() => onExit('left', `You stopped watching table ${table.code}.`)}
      />
    );
  }
  const words: CommandWords = {
    quit: 'stop watching (asks first; the table plays on)',
    interrupt: 'stop watching at once',
    scores: `\`${scoresHint}\``,
    small: 'q stops watching; the table plays on.',
  };
  return (
    <CommandWordsContext.Provider value={words}>
      <Table
        table={game}
        module={table.module}
        seat={0}
        title={table.title}
        screen={table.screen}
        onExit={(end) => onExit(end === 'interrupted' ? 'interrupted' : 'left', `You stopped watching table ${table.code}.`)}
        shared={{
          seats: table.seatInfos(),
          spectator: true,
          quitNote: 'You are only watching: the table plays on.',
          hint: [
            [
              `Watching table ${table.code}: you see what every player sees, no hand.`,
              `Watching table ${table.code}: what every player sees.`,
              `Watching table ${table.code}.`,
            ],
            '? help',
            'q leave',
          ],
          holdLapseMs: SHARED_HOLD_MS,
        }}
        columns={columns}
        rows={rows}
      />
    </CommandWordsContext.Provider>
  );
}

/** What is said to a person leaving their seat: the game is over, or a bot plays on for them until they join again. */
function seatFarewell(table: SharedTable, seat: Seat, joinHint: (code: string) => string, scoresHint: string): string {
  if (table.phase === 'over') return `Table ${table.code} is over; the game is in the scores of everyone who played it (${scoresHint}).`;
  return `You left table ${table.code}: a bot plays your seat until you join again (${rejoin(table, seat, joinHint)}).`;
}

/** The command that takes the person of `seat` back to it: with the seat's token for a guest. */
function rejoin(table: SharedTable, seat: Seat, joinHint: (code: string) => string): string {
  const token = table.tokenOf(seat);
  return `${joinHint(table.code)}${token === null ? '' : ` --seat ${token}`}`;
}
