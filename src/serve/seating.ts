import type { ExecRequest } from './exec.js';
import type { Hall } from './hall.js';
import type { LogLine } from './link.js';
import type { Person, SessionStart } from './SessionApp.js';

/** A session asking for a table (or the lobby): where it opens. */
export type TableRequest = Extract<ExecRequest, { kind: 'lobby' | 'new' | 'join' | 'watch' }>;

/**
 * Where an interactive session opens: the lobby, a new table (its creator in seat 0), a seat at
 * the table of a code (a guest's back with its token), or a spectator's place; or the one line
 * that refuses it (a limit, an unknown code, a seat taken). `who` names the connection and its person in the log.
 */
export function seatFor(request: TableRequest, seated: Person, hall: Hall, log: LogLine, who: string): SessionStart | string {
  if (request.kind === 'lobby') return { kind: 'lobby' };
  if (request.kind === 'new') {
    const table = hall.create(request.choice, seated);
    if (typeof table === 'string') {
      log(`${who} refused a new table: ${table}`);
      return table;
    }
    const sat = table.sit(seated.name, seated.identity);
    if ('refusal' in sat) return sat.refusal;
    return { kind: 'seat', table, seat: sat.seat };
  }
  const table = hall.find(request.code);
  if (!table) return `no table has the code ${request.code}`;
  if (request.kind === 'watch') return { kind: 'spectator', table };
  const sat = table.sit(seated.name, seated.identity, request.token);
  if ('refusal' in sat) {
    log(`${who} could not join ${table.code}: ${sat.refusal}`);
    return sat.refusal;
  }
  log(`${seated.name} sat at table ${table.code}, seat ${sat.seat + 1}`);
  return { kind: 'seat', table, seat: sat.seat };
}
