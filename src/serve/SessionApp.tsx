import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_THINK_MS } from '../bots/index.js';
import type { BotLevel, Seat } from '../engine/index.js';
import { useTerminalSize } from '../ui/hooks/use-terminal-size.js';
import type { TableState } from '../ui/hooks/use-table.js';
import Lobby, { type LobbyChoice } from '../ui/screens/Lobby.js';
import NotStarted from '../ui/screens/NotStarted.js';
import TableFrame from '../ui/screens/TableFrame.js';
import WaitingRoom from '../ui/screens/WaitingRoom.js';
import type { SeatInfo, Speed } from '../ui/types.js';
import type { Hall, NewTableChoice } from './hall.js';
import type { SharedTable } from './shared-table.js';

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
  /** Called on each key in the lobby (the idle timer), and with false when the lobby is left. */
  readonly onLobby: (inLobby: boolean) => void;
  readonly onExit: (end: SessionEnd) => void;
};

type Route = SessionStart & { readonly notice?: string };

/** A new table from the lobby's form: the table's game, its seats, its bots' level. */
function lobbyChoice(game: string, players: number, level: BotLevel): NewTableChoice {
  return {
    game,
    options: { players, ...(game === 'just-hatched' && players === 2 ? { twoPlayer: 'both-hands' } : {}) },
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
export default function SessionApp({ hall, person, start, joinHint, onLobby, onExit }: Props) {
  const { columns, rows } = useTerminalSize();
  const [route, setRoute] = useState<Route>(start);
  const fromLobby = start.kind === 'lobby';

  useEffect(() => onLobby(route.kind === 'lobby'), [route.kind, onLobby]);

  const back = useCallback(
    (end: SessionEnd, notice?: string) => {
      if (end === 'interrupted' || !fromLobby) onExit(end);
      else setRoute({ kind: 'lobby', notice });
    },
    [fromLobby, onExit],
  );

  const choose = useCallback(
    (choice: LobbyChoice) => {
      if (choice.kind === 'quit') return onExit('left');
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
      <LobbyRoute hall={hall} person={person} notice={route.notice ?? null} onChoose={choose} onKey={() => onLobby(true)} columns={columns} />
    );
  }
  if (route.kind === 'spectator') {
    return <SpectatorRoute key={route.table.code} table={route.table} hall={hall} onExit={back} columns={columns} rows={rows} />;
  }
  return (
    <SeatRoute key={`${route.table.code}/${route.seat}`} table={route.table} seat={route.seat} hall={hall} joinHint={joinHint} onExit={back} columns={columns} rows={rows} />
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
  const version = useChanges(hall.subscribe.bind(hall));
  const tables = useMemo(
    () => hall.list().map((t) => ({ code: t.code, title: t.title, name: t.name, started: t.phase !== 'waiting', people: t.people, seats: t.seats, spectators: t.spectators })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hall, version],
  );
  return <Lobby tables={tables} name={person.name} notice={notice} onChoose={onChoose} onKey={onKey} columns={columns} />;
}

/** A counter that goes up whenever `subscribe`'s source changes, to redraw from it. */
function useChanges(subscribe: (listener: () => void) => () => void): number {
  const [version, setVersion] = useState(0);
  useEffect(() => subscribe(() => setVersion((v) => v + 1)), [subscribe]);
  return version;
}

/** The seats as a table screen shows them: a person away is marked so, with the bot playing for them. */
function seatInfos(table: SharedTable): SeatInfo[] {
  return table.seats.map((s, i) => {
    if (s.kind === 'person') return table.isPresent(i) ? { name: s.name, bot: null } : { name: `${s.name} · away`, bot: s.level };
    return { name: s.name, bot: s.kind === 'bot' ? s.level : null };
  });
}

/** The table loop's state for one seat (or a spectator), from the shared table's snapshot. */
function useSharedSeat(table: SharedTable, seat: Seat | null): TableState {
  const subscribe = useMemo(() => table.subscribe.bind(table), [table]);
  const version = useChanges(subscribe);
  const act = useCallback((action: unknown) => (seat === null ? 'Spectators look on only.' : table.act(seat, action)), [table, seat]);
  const pause = useCallback((on: boolean) => (seat === null ? undefined : table.pause(seat, on)), [table, seat]);
  return useMemo(
    () => ({ ...(seat === null ? table.spectatorSnapshot() : table.snapshot(seat)), act, pause }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, seat, version, act, pause],
  );
}

type SeatRouteProps = {
  readonly table: SharedTable;
  readonly seat: Seat;
  readonly hall: Hall;
  readonly joinHint: (code: string) => string;
  readonly onExit: (end: SessionEnd, notice?: string) => void;
  readonly columns: number;
  readonly rows: number;
};

function SeatRoute({ table, seat, hall, joinHint, onExit, columns, rows }: SeatRouteProps) {
  const state = useSharedSeat(table, seat);
  useEffect(
    () => () => {
      table.leave(seat);
      hall.left(table);
    },
    [table, seat, hall],
  );
  const cols = Math.max(20, columns);
  if (table.phase === 'waiting') {
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
        onLeave={() => onExit('left')}
        columns={cols}
      />
    );
  }
  return (
    <TableFrame
      game={table.game}
      title={table.title}
      options={table.saved.options}
      seed={table.phase === 'over' ? table.saved.seed : null}
      speed={table.saved.speed}
      seats={seatInfos(table)}
      seat={seat}
      table={state}
      watch={false}
      screen={table.screen}
      onExit={(end) => onExit(end === 'interrupted' ? 'interrupted' : 'left')}
      quitNote={`A bot plays for you meanwhile; join ${table.code} again to take your seat back.`}
      hint={`? help   q leave   table ${table.code}`}
      columns={Math.max(40, columns)}
      rows={Math.max(16, rows)}
    />
  );
}

type SpectatorRouteProps = {
  readonly table: SharedTable;
  readonly hall: Hall;
  readonly onExit: (end: SessionEnd, notice?: string) => void;
  readonly columns: number;
  readonly rows: number;
};

function SpectatorRoute({ table, hall, onExit, columns, rows }: SpectatorRouteProps) {
  const state = useSharedSeat(table, null);
  useEffect(() => {
    table.watch(1);
    return () => {
      table.watch(-1);
      hall.left(table);
    };
  }, [table, hall]);
  if (table.phase === 'waiting') {
    return (
      <NotStarted
        text={`Table ${table.code} (${table.title}) has not started yet: ${table.seats.filter((s) => s.kind === 'person').length} of ${table.seats.length} seats taken. The game appears here when it starts.`}
        onLeave={() => onExit('left')}
      />
    );
  }
  return (
    <TableFrame
      game={table.game}
      title={table.title}
      options={table.saved.options}
      seed={table.phase === 'over' ? table.saved.seed : null}
      speed={table.saved.speed as Speed}
      seats={seatInfos(table)}
      seat={0}
      table={state}
      watch
      screen={table.screen}
      onExit={(end) => onExit(end === 'interrupted' ? 'interrupted' : 'left')}
      quitNote="You are only watching: the table plays on."
      hint={`Watching table ${table.code}: you see what every player sees, no hand.   ? help   q leave`}
      columns={Math.max(40, columns)}
      rows={Math.max(16, rows)}
    />
  );
}
