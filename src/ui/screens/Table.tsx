import { useState } from 'react';
import type { Bot } from '../../engine/index.js';
import { useTable } from '../hooks/use-table.js';
import type { Speed, TableEnd, TableGame, TablePersistence, TableScreenModule, TableSetup } from '../types.js';
import TableFrame from './TableFrame.js';

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
 * The local table: runs the table loop for seat 0 (bots wait while the help or quit overlay is
 * open) and draws it with {@link TableFrame}.
 */
export default function Table({ game, title, setup, bots, persistence, screen, onExit, columns, rows }: Props) {
  const [hold, setHold] = useState(false);
  const table = useTable({ game, setup, bots, persistence, seat: 0, hold });
  return (
    <TableFrame
      game={game}
      title={title}
      options={setup.options}
      seed={setup.seed}
      speed={setup.speed as Speed}
      seats={setup.seats}
      seat={0}
      table={table}
      watch={bots[0] !== null}
      screen={screen}
      onExit={onExit}
      onOverlay={setHold}
      columns={columns}
      rows={rows}
    />
  );
}
