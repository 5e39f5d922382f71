import { useEffect, useState } from 'react';
import { henhouse } from '../../src/games/henhouse/module.js';
import { parseAction, type HenhouseAction, type HenhouseState, type HenhouseView } from '../../src/games/henhouse/index.js';
import HenhouseScreen, { rounds } from '../../src/games/henhouse/ui/Screen.js';
import { useRoundPause } from '../../src/ui/hooks/use-round-pause.js';
import type { TableScreenProps } from '../../src/ui/types.js';

type Props = {
  readonly start: HenhouseState;
  /** Moves (notation) the other seats make, in order, whenever it is not seat 0's turn. */
  readonly script?: readonly string[];
  readonly columns?: number;
  readonly rows?: number;
  readonly names?: readonly string[];
  /** Receives every action the screen takes and every message it shows. */
  readonly record?: { actions: HenhouseAction[]; notes: (string | null)[] };
  /** A teaching game's panel, for the screen to draw under its prompt. */
  readonly panel?: TableScreenProps<HenhouseView, HenhouseAction>['panel'];
  /** The seat whose bot is thinking, if any. */
  readonly thinking?: number | null;
};

/** The Henhouse screen on a minimal table: state kept here, actions applied by the real engine. */
export default function HenhouseHarness({ start, script = [], columns = 80, rows = 24, names, record, panel, thinking = null }: Props) {
  const game = henhouse.game;
  const [state, setState] = useState(start);
  const [next, setNext] = useState(0);
  const [paused, setPaused] = useState(false);
  const over = game.currentPlayer(state) === 'terminal';
  const myTurn = !over && state.turn === 0;
  // The round's panel as the platform's table keeps it.
  const round = useRoundPause(rounds.done(game.playerView(state, 0)), over, setPaused, paused, 'person', next);

  useEffect(() => {
    if (over || myTurn || paused || next >= script.length) return;
    setState((s) => game.applyAction(s, parseAction(script[next] as string)));
    setNext(next + 1);
  }, [state, next, paused, over, myTurn, script, game]);

  const seatNames = names ?? state.packedHands.map((_, s) => ['Ada', 'Bri', 'Cy', 'Di', 'Eve'][s] as string);
  const props: TableScreenProps<HenhouseView, HenhouseAction> = {
    game: game as unknown as TableScreenProps<HenhouseView, HenhouseAction>['game'],
    options: state.options,
    seat: 0,
    view: game.playerView(state, 0),
    legal: myTurn ? game.legalActions(state) : [],
    interjections: [],
    myTurn,
    current: game.currentPlayer(state),
    act: (action) => {
      record?.actions.push(action);
      try {
        const after = game.applyAction(state, action, 0);
        setState(after);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
    actTogether: (actions) => (actions.length === 1 ? props.act(actions[0]!) : 'one action at a time here'),
    notify: (m) => {
      record?.notes.push(m);
    },
    round,
    seats: seatNames.map((name, s) => ({ name, bot: s === 0 ? null : 'easy' })),
    keysActive: !over,
    thinking,
    log: [],
    outcome: game.outcome(state),
    seed: 1,
    speed: 'max',
    watch: false,
    columns,
    rows,
    ...(panel ? { panel, teach: true } : {}),
  };
  return <HenhouseScreen {...props} />;
}
