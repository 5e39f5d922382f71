import { Text } from 'ink';
import { useKeys } from '../../../../src/ui/hooks/use-keys.js';
import type { KeyHelp, TableScreenProps } from '../../../../src/ui/types.js';
import type { PebblesAction, PebblesView } from '../state.js';

/** Keys of the Pebbles table. */
export const keys: readonly KeyHelp[] = [{ keys: '1 2 3', does: 'take that many pebbles' }];

/** The Pebbles table: the pile, and 1, 2 or 3 to take. */
export default function PebblesScreen({ view, legal, myTurn, act, keysActive }: TableScreenProps<PebblesView, PebblesAction>) {
  useKeys(
    (input) => {
      const take = legal.find((a) => String(a.take) === input);
      if (take) act(take);
    },
    { isActive: keysActive && myTurn },
  );
  return (
    <Text>
      Pebbles left: {view.pile} · taken {view.taken.join('/')}
      {myTurn ? ' · your turn: 1, 2 or 3' : ''}
    </Text>
  );
}
