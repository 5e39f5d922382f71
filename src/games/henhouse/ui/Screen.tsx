import { Box, Text } from 'ink';
import { useEffect, useMemo } from 'react';
import stringWidth from 'string-width';
import {
  actionToString,
  classify,
  describeCombo,
  describeEvent,
  maxRank,
  ordinal,
  parsePlayed,
  refusal,
  removable,
  roundLog,
  VERMIN,
  verminName,
  type HenhouseAction,
  type HenhouseView,
  type Trait,
  type Vermin,
} from '../index.js';
import HandView, { handRows } from '../../../ui/components/cards/HandView.js';
import LayView, { layHeight } from '../../../ui/components/cards/LayView.js';
import { hhGroups, hhSeats } from './seats.js';
import { handMarks } from '../../../ui/kit/hand-marks.js';
import { sheetName } from '../../../ui/kit/seat-name.js';
import HhRoundTable from './RoundTable.js';
import Picker from '../../../ui/components/Picker.js';
import PromptLine, { promptRows } from '../../../ui/components/PromptLine.js';
import ScoreSheet from '../../../ui/components/ScoreSheet.js';
import { fit } from '../../../ui/components/table/SeatBox.js';
import TableLog from '../../../ui/components/table/TableLog.js';
import TableRing, { ringLayout } from '../../../ui/components/table/TableRing.js';
import { lastOf } from '../../../ui/kit/last-of.js';
import { FRESH_MS, useFresh } from '../../../ui/hooks/use-fresh.js';
import { useRoundPause } from '../../../ui/hooks/use-round-pause.js';
import { hhFace } from './face.js';
import { useTableKeys } from '../../../ui/card-table/use-table-keys.js';
import { hhItems, hhKeys, pileKey, readingAt, readSelection, settleHh, startHh, wildNote, type WildPick } from './keys.js';
import { SpectatorHands, spectatorLabel } from '../../../ui/components/table/Spectator.js';
import { inGlyphs, useLook } from '../../../ui/look/index.js';
import { layoutFor } from '../../../ui/layout.js';
import type { KeyHelp, TableScreenProps } from '../../../ui/types.js';

/** Keys of the Henhouse table, for the help overlay. */
export const keys: readonly KeyHelp[] = [
  { keys: '← →', does: 'move along your hand and wilds (also h / l; at a teaching table h is the hint)' },
  { keys: 'Home End', does: 'go to the first or the last card of your hand (also g / G)' },
  { keys: 'Space', does: 'select or unselect the card or wild under the cursor' },
  { keys: 'Enter', does: 'play the selected cards (then pick what each wild stands for)' },
  { keys: 'p', does: 'pass (you may come back later in the trick)' },
  { keys: 'v', does: 'choose a vermin for this play: none, skunk, fox, snake' },
  { keys: 's', does: 'sort your hand by rank or by suit' },
  { keys: 'y', does: 'why? one line: why the top of the pile beats what is under it, or why your selection may not go on' },
  { keys: 'Esc', does: 'clear the selection, or go back from a choice' },
  { keys: '← → ↑ ↓', does: 'picking a wild: rank with ← → (or 1–9), colour with ↑ ↓ (or b / w); Enter confirms' },
  { keys: '← → Enter', does: 'fox or snake: pick the card it takes from the pile (or type it)' },
  { keys: 'Enter', does: 'on a score sheet: go on to the next round' },
];

/** Header facts: the round and the table. */
export function facts(view: HenhouseView): readonly string[] {
  const table = view.options.bigHands ? '3 players, big hands' : `${view.options.players} players`;
  return [`Round ${Math.min(view.round, 4)} of 4`, table];
}

/** The Henhouse screen draws the end of the game itself: the last round's scores and the winners. */
export const drawsEnd = true;

/** The log sentence of an action, from the view before it. */
export function describe(action: HenhouseAction, seat: number, names: readonly string[], _viewBefore: HenhouseView): string {
  const name = names[seat] ?? `Seat ${seat}`;
  if (action.type === 'pass') return `${name} passes.`;
  const read = classify(action.cards.map(parsePlayed));
  const what = read.ok ? `a ${describeCombo(read.combo)} (${read.combo.cards.join(' ')})` : actionToString(action);
  if (!action.vermin) return `${name} plays ${what}.`;
  const took = action.remove ? `, removes ${action.remove},` : '';
  return `${name} takes the ${verminName(action.vermin)}${took} and plays ${what}.`;
}

/** The screen state of the Henhouse table and its keys (keys.ts). */
const HH_STATE = { start: startHh, settle: settleHh, items: hhItems, keys: hhKeys };

/** The Henhouse table for the person in seat 0. */
export default function HenhouseScreen(props: TableScreenProps<HenhouseView, HenhouseAction>) {
  const {
    view,
    legal,
    myTurn,
    keysActive,
    seats,
    thinking,
    act,
    notify,
    pause,
    paused,
    rows,
    columns,
    watch,
    spectator = false,
    teach = false,
    marks,
    remarks,
    chatter = [],
  } = props;
  const { glyphs } = useLook();
  const names = seats.map((s) => s.name);
  const sheetNames = seats.map(sheetName);
  const top = maxRank(view.options.players, view.options.bigHands);
  const over = view.over;
  const round = useRoundPause(view.results.length, over, pause, paused, watch);
  const state = useTableKeys(
    HH_STATE,
    { view, legal, interjections: props.interjections, myTurn, teach, roundShowing: round.showing },
    { act, actTogether: props.actTogether, notify, nextRound: round.next },
    keysActive,
  );
  const { sortBy, vermin, mode } = state.game;
  const items = useMemo(() => hhItems(view, { sortBy }), [view, sortBy]);
  const fresh = useFresh(pileKey(view), props.speed === 'max' ? 0 : FRESH_MS);
  const { chosen, dealt, wildTraits, readings } = readSelection(state, { view, legal });
  // The picker opens on the strongest legal reading.
  const picks = readings[0] ?? null;

  const topic = round.showing
    ? 'scoring'
    : mode.kind === 'wild' || wildTraits.length > 0
      ? 'wilds'
      : mode.kind === 'remove' || vermin !== null
        ? 'vermin'
        : dealt.length > 1 && !classify(dealt.map(parsePlayed)).ok
          ? 'golden-rule'
          : view.options.bigHands
            ? 'variant'
            : 'combinations';
  const { setTopic } = props;
  useEffect(() => setTopic?.(topic), [topic, setTopic]);

  // --- drawing ---
  const layout = props.layout ?? layoutFor(columns, rows) ?? 'compact';
  const compact = layout === 'compact';
  // Rows the hand may take: two bands of faces on a large terminal, one on a standard one, chips on a compact one.
  const handBudget = layout === 'large' ? 10 : layout === 'standard' ? 5 : 3;
  const width = columns;
  const allRounds = view.results.map((r) => r.points);

  if (over) {
    const result = view.results[view.results.length - 1];
    const end = lastOf(view.log, 'end');
    return (
      <Box flexDirection="column" borderStyle={glyphs.doubleBorder} paddingX={1} width={width}>
        {result ? (
          <HhRoundTable
            title="Game over: the final places, with round 4"
            names={sheetNames}
            result={result}
            totals={view.totals}
            winners={end?.winners ?? []}
            final
            width={width - 4}
          />
        ) : null}
        <ScoreSheet names={sheetNames} rounds={allRounds} of={4} stars={end?.winners ?? []} width={width - 4} />
        {end ? (
          <Text bold wrap="wrap">
            {describeEvent(end, names)}
          </Text>
        ) : null}
        <Text dimColor>Lowest total wins. Press Enter or q to leave.</Text>
      </Box>
    );
  }

  if (round.showing) {
    const result = view.results[view.results.length - 1]!;
    const totals = view.results.reduce((t, r) => t.map((x, s) => x + (r.points[s] ?? 0)), Array<number>(view.handCounts.length).fill(0));
    const deal = lastOf(view.log, 'deal');
    // A new round's log opens with the move that ended the last one.
    const ended = lastOf(view.log, 'play');
    return (
      <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={width}>
        {ended ? (
          <LayView
            faces={ended.combo.cards.map(hhFace)}
            caption={`The play that ended it: ${names[ended.seat]}'s ${describeCombo(ended.combo)}`}
            width={width - 4}
            fresh={false}
            tight={compact}
          />
        ) : null}
        <HhRoundTable title={`Round ${result.round} of 4 is over`} names={sheetNames} result={result} totals={totals} width={width - 4} />
        <Text bold>Score sheet</Text>
        <ScoreSheet names={sheetNames} rounds={allRounds} of={4} width={width - 4} />
        {deal ? (
          <Text wrap="wrap">
            Next: {names[deal.leader]} leads round {deal.round} with the most points.
          </Text>
        ) : null}
        <Text dimColor>{watch ? 'The next round starts in a moment.' : 'Press Enter for the next round.'}</Text>
      </Box>
    );
  }

  const current = view.trick.current;
  const turnName = names[view.turn] ?? '';
  const caption = current ? `To beat: ${names[view.trick.by ?? 0]}'s ${describeCombo(current)}` : '';
  // As many vermin to a line as fit: a wrap never parts a count from its vermin.
  const counts = VERMIN.map((v) => `${v} ×${view.table[v]}`);
  /** The seats round the table, boxed or (`tight`) on two lines each, and the rows they take. */
  const ringOf = (tight: boolean) => {
    const ring = hhSeats(view, seats, thinking, tight).map((s, seat) => ({ ...s, remark: remarks?.[seat] ?? null }));
    const geometry = ringLayout(ring, view.seat, width, tight);
    const verminLines = packWords([`Vermin left: ${counts[0]}`, ...counts.slice(1)], geometry.centreWidth).map((l) => inGlyphs(l, glyphs));
    const seatRows = tight ? 2 : 4;
    const centreRows = (current ? layHeight(current.cards.length, caption, geometry.centreWidth, compact) : 2) + verminLines.length;
    return { ring, geometry, verminLines, ringRows: seatRows + Math.max(seatRows, centreRows) + 1 };
  };

  let prompt: string;
  if (spectator) prompt = turnName ? `You are watching the table: ${turnName} to play…` : 'You are watching the table.';
  else if (watch) prompt = `Watching: ${names[view.seat]}'s hand.`;
  else if (myTurn) prompt = selectionPrompt(view, chosen, dealt, wildTraits, vermin, picks);
  else if (view.out.includes(view.seat)) {
    prompt = `You are out, ${ordinal(view.out.indexOf(view.seat) + 1)}: the others play on until one is left.`;
  } else prompt = `${turnName} to play…`;

  const groups = hhGroups(items);
  const handHeight = handRows(items.length, width, handBudget, groups.size);
  // The platform's header, error and key lines take 3 rows, and one more stays free: Ink redraws a
  // frame in place only while it is shorter than the terminal.
  const promptText = `${prompt}${sortBy === 'suit' ? ' (hand by suit; s sorts by rank)' : ''}`;
  // Under the hand: the prompt's rows, or a picker (4 rows) in its place.
  const underHand = mode.kind === 'hand' ? promptRows(promptText, width) : 4;
  // When the platform keeps rows (a teaching game's panel), the seats give up their boxes before
  // the cards give up their faces.
  const boxed = ringOf(compact);
  const { ring, geometry, verminLines, ringRows } =
    !compact && rows - 4 - boxed.ringRows - handHeight - underHand < 1 ? ringOf(true) : boxed;
  const seatsTight = ringRows !== boxed.ringRows || compact;
  const me = ring[view.seat]!;
  const centreNode = (
    <Box flexDirection="column" alignItems="center" width={geometry.centreWidth}>
      {current ? (
        <LayView faces={current.cards.map(hhFace)} caption={caption} width={geometry.centreWidth} fresh={fresh} tight={compact} />
      ) : (
        <Text wrap="wrap">Nothing to beat: {view.turn === view.seat && !watch ? 'you lead' : `${turnName} leads`} a new trick.</Text>
      )}
      {verminLines.map((line) => (
        <Text key={line} wrap="truncate" dimColor>
          {line}
        </Text>
      ))}
    </Box>
  );
  const bottom = (
    <Text wrap="truncate" bold={me.next} dimColor={me.dim && !me.next}>
      {fit(
        `${me.next ? `${glyphs.next} ` : ''}${me.name}${spectator ? spectatorLabel(seats[view.seat]) : watch ? '' : ' (you)'} ${glyphs.dot} ${[...me.facts, ...me.tags].join(` ${glyphs.dot} `)}`,
        width - 4,
      )}
    </Text>
  );
  const logLines = Math.max(1, rows - 4 - ringRows - handHeight - underHand);
  const events = [
    ...roundLog(view)
      .filter((e) => e.type !== 'round')
      .map((e) => describeEvent(e, names)),
    ...chatter,
  ];

  return (
    <Box flexDirection="column" width={width}>
      <TableRing seats={ring} me={view.seat} direction={1} centre={centreNode} bottom={bottom} width={width} compact={seatsTight} />
      <TableLog lines={events} rows={logLines} />
      {spectator ? (
        <SpectatorHands />
      ) : (
        <HandView
          faces={items.map(hhFace)}
          cursor={watch ? -1 : state.hand.cursor}
          selected={state.hand.selected}
          width={width}
          rows={handBudget}
          groups={groups}
          {...handMarks(items, marks)}
        />
      )}
      {mode.kind === 'wild' ? (
        <Picker
          label={`${mode.picks[mode.at]!.trait === 'C' ? 'Wild chicken' : 'Wild egg'}${mode.picks.length > 1 ? ` (${mode.at + 1} of ${mode.picks.length})` : ''} stands for`}
          face={hhFace(wildNote(mode.picks[mode.at]!))}
          notation={wildNote(mode.picks[mode.at]!)}
          position={
            readings.length === 0
              ? 'no legal reading'
              : readingAt(readings, mode.picks) >= 0
                ? `${readingAt(readings, mode.picks) + 1} of ${readings.length} legal`
                : `not legal (${readings.length} legal)`
          }
          at={mode.at}
          count={mode.picks.length}
          help={`← → or 1–${top} rank, ↑ ↓ or b/w colour, Enter ${mode.at + 1 < mode.picks.length ? 'next wild' : 'plays'}, Esc back`}
          width={width}
        />
      ) : mode.kind === 'remove' ? (
        <Picker
          label={`The ${mode.vermin} takes`}
          face={hhFace(mode.options[mode.at] ?? '')}
          at={mode.at}
          count={mode.options.length}
          typed={mode.typed}
          help="← → or type it, Enter plays, Esc back"
          width={width}
        />
      ) : (
        <PromptLine text={promptText} width={width} />
      )}
    </Box>
  );
}

/**
 * The prompt on the person's turn, checking the selection as it is made: what it is and whether
 * Enter plays it, or why not ("selected 2 cards; they break the Golden Rule").
 */
function selectionPrompt(
  view: HenhouseView,
  chosen: readonly string[],
  dealt: readonly string[],
  traits: readonly Trait[],
  vermin: Vermin | null,
  picks: WildPick[] | null,
): string {
  const current = view.trick.current;
  const with_ = vermin ? ` with the ${vermin}` : '';
  const keysHint = current ? ', p passes, v vermin' : '';
  if (chosen.length === 0) return `Your turn${current ? '' : ' to lead'}${with_}: Space selects, Enter plays${keysHint}.`;
  const count = `${chosen.length} card${chosen.length === 1 ? '' : 's'}`;
  if (traits.length > 0) {
    if (picks)
      return `Your turn${with_}: selected ${count} with ${traits.length === 1 ? 'a wild' : 'wilds'}; Enter picks what ${traits.length === 1 ? 'it stands' : 'they stand'} for.`;
    return `Your turn${with_}: selected ${count}; no play with these cards and ${traits.length === 1 ? 'that wild' : 'those wilds'} can be made now.`;
  }
  const read = classify(dealt.map(parsePlayed));
  const what = read.ok ? describeCombo(read.combo) : count;
  let why: string | null;
  if (vermin === 'fox' || vermin === 'snake') {
    const options = current ? removable(current, vermin) : [];
    why =
      options.length === 0
        ? `the ${vermin} has nothing it can take`
        : refusal(view, { type: 'play', cards: dealt, vermin, remove: options[0] as string });
    if (why !== null && options.length > 1) {
      const any = options.some((remove) => refusal(view, { type: 'play', cards: dealt, vermin, remove }) === null);
      if (any) why = null;
    }
  } else {
    why = refusal(view, { type: 'play', cards: dealt, ...(vermin ? { vermin } : {}) });
  }
  if (why !== null) return `Your turn${with_}: selected ${what}; ${why.replace(/^it /, read.ok ? 'it ' : 'they ')}.`;
  return `Your turn${with_}: selected ${what}; Enter plays it${keysHint}.`;
}

/** `words` (each kept whole) in lines of at most `width` columns, two spaces apart. */
function packWords(words: readonly string[], width: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && stringWidth(`${last}  ${word}`) <= width) lines[lines.length - 1] = `${last}  ${word}`;
    else lines.push(word);
  }
  return lines;
}
