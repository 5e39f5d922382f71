import type { SeatInfo } from '../../table/types.js';

/**
 * A seat's name for the tables between rounds and at the end, which show no seat boxes: a person
 * whose link dropped (a bot playing for them) is marked "(away)" there too, so the others know
 * why the round table is not waiting for them.
 */
export const sheetName = (seat: SeatInfo): string => (seat.away ? `${seat.name} (away)` : seat.name);
