import { Text } from '../../kit/text.js';
import type { SeatInfo } from '../../../table/types.js';

/** Where a player's hand goes on a spectator's screen: a spectator sees no hand, only the table. */
export function SpectatorHands() {
  return (
    <Text dimColor wrap="truncate">
      The hands stay hidden: you see the table as every player sees it.
    </Text>
  );
}

/** What follows the name of the seat a spectator's screen is drawn from: a bot or an away person says so. */
export function spectatorLabel(seat: SeatInfo | undefined): string {
  if (!seat) return '';
  if (seat.away) return ' (away)';
  return seat.bot ? ` (${seat.bot} bot)` : '';
}
