import { useState } from 'react';
import { clutch } from '../../src/games/clutch/module.js';
import { type ClutchAction, type ClutchState, type ClutchView } from '../../src/games/clutch/index.js';
import ClutchScreen from '../../src/games/clutch/ui/Screen.js';
import { NO_ROUND, type TableScreenProps } from '../../src/ui/types.js';

type Props = {
  readonly start: ClutchState;
  readonly seed?: number;
  readonly watch?: boolean;
  readonly columns?: number;
  readonly rows?: number;
  /** Receives every action the screen takes and every message it shows. */
  readonly record?: { actions: ClutchAction[]; notes: (string | null)[] };
};

/** The Clutch screen on a minimal table: state kept here, actions applied by the real engine. */
export default function ClutchHarness({ start, seed = 99, watch = false, columns = 80, rows = 24, record }: Props) {
  const game = clutch.game;
  const [state, setState] = useState(start);
  const over = game.currentPlayer(state) === 'terminal';
  const props: TableScreenProps<ClutchView, ClutchAction> = {
    game: game as unknown as TableScreenProps<ClutchView, ClutchAction>['game'],
    options: { players: 1 },
    seat: 0,
    view: game.playerView(state, 0),
    legal: over || watch ? [] : game.legalActions(state),
    interjections: [],
    myTurn: !over && !watch,
    current: game.currentPlayer(state),
    act: (action) => {
      record?.actions.push(action);
      try {
        setState((s) => game.applyAction(s, action));
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
    actTogether: (actions) => (actions.length === 1 ? props.act(actions[0]!) : 'one action at a time here'),
    notify: (m) => {
      record?.notes.push(m);
    },
    round: NO_ROUND,
    seats: [{ name: 'Ada', bot: watch ? 'easy' : null }],
    keysActive: !over && !watch,
    thinking: watch ? 0 : null,
    log: [],
    outcome: game.outcome(state),
    seed,
    speed: 'max',
    watch,
    columns,
    rows,
  };
  return <ClutchScreen {...props} />;
}
