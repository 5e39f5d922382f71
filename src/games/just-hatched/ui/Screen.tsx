import { Text } from '../../../ui/kit/text.js';
import { describeEvent, type JhAction, type JhView, logEvents } from '../index.js';
import LayView, { layHeight } from '../../../ui/components/cards/LayView.js';
import CardTable, { type CardGame, type TableDraw, type TableParts } from '../../../ui/card-table/CardTable.js';
import { lastOf } from '../../../ui/kit/last-of.js';
import { wrapRows } from '../../../ui/kit/wrap-rows.js';
import { hintLine, type KeyHint } from '../../../ui/kit/hints.js';
import type { KeyHelp, ScreenRounds, TableScreenProps } from '../../../ui/types.js';
import { jhFace } from './face.js';
import { isArmed, jhKeys, leavesOne, settleJh, startJh, type JhScreen } from './keys.js';
import { JhEnd, JhRound, laidCaption } from './Panels.js';
import { jhNow, jhPrompt, jhTopic } from './prompt.js';
import { jhGroups, jhSeats } from './seats.js';

/** The log, oldest first: what the table shows the newest of, and the log overlay lists. */
export function logLines(view: JhView, names: readonly string[]): string[] {
  return logEvents(view.log)
    .filter((e) => e.type !== 'round-end')
    .map((e) => describeEvent(e, names, view.options.twoPlayer));
}

/** Keys of the Just Hatched table, for the help overlay. */
export const keys: readonly KeyHelp[] = [
  { keys: '← →', does: 'move along your hand (also h / l; at a teaching table h is the hint)' },
  { keys: 'Home End', does: 'go to the first or the last card of your hand (also g / G)' },
  { keys: 'Space', does: 'select or unselect the card under the cursor' },
  { keys: 'Enter', does: 'lay the selected cards (or give back the card under the cursor, asked once)' },
  { keys: 'Esc', does: 'clear the selection, or go back from a choice' },
  { keys: 'c', does: 'Cluck: pass this turn (you may lay again later in the Run)' },
  { keys: 'e', does: 'say "Last Egg!" holding one card, or arm it at any time for the lay that leaves one' },
  { keys: 'x', does: "catch a player's undeclared Last Egg" },
  { keys: '← → Enter', does: 'with a Duck: pick the Egg it stands for (or type it, e.g. O7)' },
  { keys: 'f / s', does: 'with a Coop: flip the direction or skip the next player' },
  { keys: 'y', does: 'why? one line: why the centre beats the lay under it, or whether your selection beats the centre' },
  { keys: 'Enter', does: 'on a score sheet: go on to the next round' },
];

/** The rounds the table holds at: every one's end, the last round's included, before the end of the game. */
export const rounds: ScreenRounds<JhView> = { done: (view) => view.scores.length, showsLast: true };

/** Header facts: round (the finished one while its panel is up) and direction (2 players: the version played). */
export function facts(view: JhView, roundShowing: boolean): readonly string[] {
  const round = `Round ${roundShowing ? view.scores.length : view.round} of 5`;
  if (view.options.players === 2)
    return [round, view.options.twoPlayer === 'one-and-dump' ? '2 players: one and dump' : '2 players: both hands'];
  return [round, view.direction === 1 ? 'Cluckwise ↻' : 'Counter-Cluckwise ↺'];
}

/** The Just Hatched screen draws the end of the game itself (final table, Golden and Rotten Egg). */
export const drawsEnd = true;
/** A teaching game's panel goes under the prompt, giving way to it (see TableScreenModule.drawsPanel). */
export const drawsPanel = true;

/**
 * The line under a 2-player table: the pile (or the cards set aside), who led this round and who
 * leads the next, each from its longest words to its shortest, for {@link hintLine} to fit.
 */
export function twoPlayerFacts(view: JhView, names: readonly string[], leader: string): KeyHint[] {
  const pile =
    view.options.twoPlayer !== 'one-and-dump' && view.round % 2 === 0
      ? [
          `Set aside: the ${view.stockCount} cards of Round ${view.round - 1}, shuffled in for Round ${view.round + 1}`,
          `Set aside: Round ${view.round - 1}'s ${view.stockCount} cards, back in Round ${view.round + 1}`,
          `Aside: ${view.stockCount}, back in Round ${view.round + 1}`,
        ]
      : [`Face-down pile: ${view.stockCount} cards`, `Face-down: ${view.stockCount}`];
  const next = view.nextLeader !== null ? names[view.nextLeader] : null;
  return [
    pile,
    [`${leader} led this round`, `${leader} led`],
    next !== null && next !== undefined ? [`${next} leads the next`, `${next} leads next`] : ['this is the last round', 'last round'],
  ];
}

/** The parts of the Just Hatched table for one frame (the shared card table draws them). */
function parts(t: TableDraw<JhView, JhAction, JhScreen>): TableParts {
  const { props, names, compact } = t;
  const { view, seats, watch } = props;
  const { glyphs } = t.look;
  const n = view.handCounts.length;
  const mode = t.state.game.mode;
  const centre = view.centre;
  const turnName = view.turn === 'terminal' ? '' : names[view.turn];
  const prompt = jhPrompt(t);
  const leaderEvent = lastOf(logEvents(view.log), 'deal');
  const caption = centre ? laidCaption(names[centre.seat] ?? '', centre.name) : '';
  return {
    topic: jhTopic(view, mode.kind, t.chosen, t.roundShowing, props.interjections.length > 0),
    end: () => <JhEnd t={t} />,
    round: () => <JhRound t={t} />,
    seats: (tight) => jhSeats(view, seats, props.thinking, tight, watch ? null : view.seat),
    direction: n === 2 ? null : view.direction,
    centre: (width) => {
      if (view.phase !== 'exchange' && centre) {
        return {
          rows: layHeight(centre.cards.length, caption, width, compact),
          node: <LayView faces={centre.cards.map(jhFace)} caption={caption} width={width} fresh={t.fresh} tight={compact} />,
        };
      }
      // A sentence in the middle is wrapped here, so the rows it takes are the rows counted: at 60
      // columns the exchange's takes three, and a frame one row too tall scrolls the terminal.
      const words =
        view.phase === 'exchange'
          ? `Before the round: the Good Egg gives the Bad Egg a card${view.gift ? ` (${view.gift})` : ''}, who gives one back.`
          : `Nothing to beat: ${view.turn === view.seat && !watch ? 'you lead' : `${turnName} leads`} a new Run.`;
      const lines = wrapRows(words, width);
      return { rows: Math.max(2, lines.length), node: <Text>{lines.join('\n')}</Text> };
    },
    watchTag: seats[view.seat]?.bot ? ` (${seats[view.seat]?.bot})` : '',
    ownLineBoxed: true,
    under:
      n === 2 ? (
        <Text wrap="truncate" dimColor>
          {hintLine(twoPlayerFacts(view, names, leaderEvent ? (names[leaderEvent.leader] ?? '?') : '?'), t.width, [
            ` ${glyphs.dot} `,
            ` ${glyphs.dot} `,
          ])}
        </Text>
      ) : null,
    log: logLines(view, names),
    dim: view.phase === 'exchange' && props.myTurn ? new Set(view.hand.flatMap((c, i) => (c === view.gift ? [i] : []))) : undefined,
    picker:
      mode.kind === 'duck'
        ? {
            label: 'The Duck stands for',
            face: jhFace(mode.choices[mode.at] ?? ''),
            notation: `D=${mode.choices[mode.at] ?? ''}`,
            at: mode.at,
            count: mode.choices.length,
            typed: mode.typed,
            help: `← → or type it (O7), Enter lays, Esc back${isArmed(t.state.game, view) && leavesOne(view, props.myTurn, t.chosen) ? '; "Last Egg!" armed' : ''}`,
          }
        : null,
    prompt,
    now: jhNow(view, names),
  };
}

/** The Just Hatched table as the shared card table draws it. */
const JUST_HATCHED: CardGame<JhView, JhAction, JhScreen> = {
  start: startJh,
  settle: settleJh,
  items: (view) => view.hand,
  keys: jhKeys,
  isOver: (view) => view.phase === 'over',
  centreKey: (view) => (view.centre ? `${view.run.length}:${view.centre.seat}:${view.centre.cards.join(' ')}` : 'none'),
  face: jhFace,
  groups: jhGroups,
  parts,
};

/** The BIG CHICKEN: Just Hatched table for the person in seat 0. */
export default function JustHatchedScreen(props: TableScreenProps<JhView, JhAction>) {
  return <CardTable game={JUST_HATCHED} props={props} />;
}
