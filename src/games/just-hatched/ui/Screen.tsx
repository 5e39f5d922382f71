import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import { asSentence } from '../../words.js';
import { cardName, describeEvent, duckChoices, readLay, refusal, type JhAction, type JhEvent, type JhView } from '../index.js';
import { whyNote } from '../why.js';
import HandView, { handRows } from '../../../ui/components/cards/HandView.js';
import LayView, { layHeight } from '../../../ui/components/cards/LayView.js';
import { jhGroups, jhSeats } from './seats.js';
import Picker from '../../../ui/components/Picker.js';
import PromptLine, { promptRows } from '../../../ui/components/PromptLine.js';
import ScoreSheet from '../../../ui/components/ScoreSheet.js';
import { fit } from '../../../ui/components/table/SeatBox.js';
import TableLog from '../../../ui/components/table/TableLog.js';
import TableRing, { ringLayout } from '../../../ui/components/table/TableRing.js';
import { lastOf } from '../../../ui/kit/last-of.js';
import { FRESH_MS, useFresh } from '../../../ui/hooks/use-fresh.js';
import { useHand } from '../../../ui/hooks/use-hand.js';
import { useKeys } from '../../../ui/hooks/use-keys.js';
import { useRoundPause } from '../../../ui/hooks/use-round-pause.js';
import { applyHandKey, readHandKey } from '../../../ui/kit/hand-keys.js';
import { pickerKey } from '../../../ui/kit/picker.js';
import { jhFace } from './face.js';
import { SpectatorHands, spectatorLabel } from '../../../ui/components/table/Spectator.js';
import { useCommandWords } from '../../../ui/hooks/use-commands.js';
import { useLook } from '../../../ui/look/index.js';
import { layoutFor } from '../../../ui/layout.js';
import { handMarks } from '../../../ui/kit/hand-marks.js';
import { sheetName } from '../../../ui/kit/seat-name.js';
import type { KeyHelp, TableScreenProps } from '../../../ui/types.js';

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

/** Header facts: round and direction (2 players: the version played). */
export function facts(view: JhView): readonly string[] {
  const round = `Round ${view.round} of 5`;
  if (view.options.players === 2)
    return [round, view.options.twoPlayer === 'one-and-dump' ? '2 players: one and dump' : '2 players: both hands'];
  return [round, view.direction === 1 ? 'Cluckwise ↻' : 'Counter-Cluckwise ↺'];
}

/** The Just Hatched screen draws the end of the game itself (final table, Golden and Rotten Egg). */
export const drawsEnd = true;

/**
 * Why the selection cannot be laid now, in the rules' words (see the game's `refusal`); null
 * when it can: with a bare Duck, when some Egg it may stand for makes it legal; a Coop with 3 or
 * more players, whichever way it then goes.
 */
function selectionRefusal(view: JhView, selection: readonly string[]): string | null {
  const lay: JhAction = { type: 'lay', cards: selection };
  if (selection.includes('D')) return duckChoices(view, selection).length > 0 ? null : refusal(view, lay);
  const read = readLay(selection);
  const coop = read.ok && (read.lay.kind === 'little-coop' || read.lay.kind === 'big-coop') && view.options.players > 2;
  return refusal(view, coop ? { type: 'lay', cards: selection, coop: 'flip' } : lay);
}

type Mode =
  | { readonly kind: 'hand' }
  | {
      readonly kind: 'duck';
      readonly cards: readonly string[];
      readonly choices: readonly string[];
      readonly at: number;
      readonly typed: string;
    }
  | { readonly kind: 'coop'; readonly cards: readonly string[] }
  /** The Bad Egg's give-back, named and asked once before it is given. */
  | { readonly kind: 'give'; readonly card: string };

/** The last lay of round `round`: the one that ended it. */
function endingLay(log: readonly JhEvent[], round: number): Extract<JhEvent, { type: 'lay' }> | null {
  let inRound = false;
  let found: Extract<JhEvent, { type: 'lay' }> | null = null;
  for (const e of log) {
    if (e.type === 'deal') inRound = e.round === round;
    else if (inRound && e.type === 'lay') found = e;
  }
  return found;
}

/** The rules topic of the moment: what the person is choosing or looking at. */
function jhTopic(view: JhView, mode: Mode['kind'], selection: readonly string[], roundOver: boolean, lastEgg: boolean): string {
  if (roundOver) return 'scoring';
  if (mode === 'duck' || selection.includes('D')) return 'ducks';
  const read = selection.length >= 4 ? readLay(selection) : null;
  if (mode === 'coop' || (read?.ok && (read.lay.kind === 'little-coop' || read.lay.kind === 'big-coop'))) return 'coops';
  if (view.phase === 'exchange') return 'exchange';
  if (lastEgg || view.hand.length === 1) return 'last-egg';
  if (selection.some((c) => /^[BGYOR]C$/.test(c)) || view.centre?.cards.includes('RC')) return 'chickens';
  if (view.options.players === 2 && selection.length === 0) return 'two-player';
  return view.centre ? 'lays' : 'turn';
}

/** The seat after `seat` going `direction` among `n`. */
const step = (seat: number, direction: number, n: number) => (((seat + direction) % n) + n) % n;

/** The BIG CHICKEN: Just Hatched table for the person in seat 0. */
export default function JustHatchedScreen(props: TableScreenProps<JhView, JhAction>) {
  const {
    view,
    interjections,
    myTurn,
    keysActive,
    seats,
    thinking,
    act,
    actTogether,
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
  const { glyphs, theme } = useLook();
  const commands = useCommandWords();
  const names = seats.map((s) => s.name);
  const sheetNames = seats.map(sheetName);
  const n = view.handCounts.length;
  const hand = useHand(view.hand);
  const [mode, setMode] = useState<Mode>({ kind: 'hand' });
  const handKey = view.hand.join(' ');
  const [modeHand, setModeHand] = useState(handKey);
  // A new hand ends any half-made Duck or Coop choice.
  const current: Mode = modeHand === handKey ? mode : { kind: 'hand' };
  const setCurrent = (m: Mode) => {
    setModeHand(handKey);
    setMode(m);
  };
  /**
   * "Last Egg" armed, at any moment of the round while two or more cards are held: said together
   * with the lay that leaves one card (a new round disarms it).
   */
  const [ownArmed, setOwnArmed] = useState<number | null>(null);
  // The table keeps it (and saves it) when it can; else this screen does.
  const armedRound = props.armed === undefined ? ownArmed : props.armed;
  const setArmedRound = props.arm ?? setOwnArmed;
  const armed = armedRound === view.round && view.hand.length >= 2 && view.phase !== 'over';
  const over = view.phase === 'over';
  // The last round gets its table too, before the end of the game.
  const round = useRoundPause(view.scores.length, false, pause, paused, watch);
  const centre = view.centre;
  // At speed max (tests, demos) moves follow each other at once: no highlight to wait for.
  const fresh = useFresh(
    centre ? `${view.run.length}:${centre.seat}:${centre.cards.join(' ')}` : 'none',
    props.speed === 'max' ? 0 : FRESH_MS,
  );
  const selection = hand.chosen;

  const topic = jhTopic(view, current.kind, selection, round.showing, interjections.length > 0);
  const { setTopic } = props;
  useEffect(() => setTopic?.(topic), [topic, setTopic]);

  // With one card about to remain, `e` arms "Last Egg!" to be said with the lay.
  const leavesOne = myTurn && view.phase === 'play' && selection.length > 0 && view.hand.length - selection.length === 1;
  const sayWithLay = armed && leavesOne;

  const lay = (cards: readonly string[], coop?: 'flip' | 'skip') => {
    const action: JhAction = { type: 'lay', cards, ...(coop ? { coop } : {}) };
    const refused = sayWithLay ? actTogether([action, { type: 'declare' }]) : act(action);
    if (refused === null) setCurrent({ kind: 'hand' });
  };

  const tryLay = () => {
    if (selection.length === 0) {
      // Nothing selected: on the seat's turn, how to select; else the rules' reason it is no time to lay.
      const away = view.turn === view.seat ? null : refusal(view, { type: 'lay', cards: [] });
      return notify(away === null ? 'Select cards with Space first, or press c to Cluck.' : asSentence(away));
    }
    const why = selectionRefusal(view, selection);
    if (why !== null) return notify(asSentence(why));
    if (selection.includes('D')) {
      const choices = duckChoices(view, selection);
      notify(null);
      return setCurrent({ kind: 'duck', cards: selection, choices, at: choices.length - 1, typed: '' });
    }
    const read = readLay(selection);
    const coop = read.ok && (read.lay.kind === 'little-coop' || read.lay.kind === 'big-coop') && n > 2;
    notify(null);
    if (coop) return setCurrent({ kind: 'coop', cards: selection });
    lay(selection);
  };

  /** Takes `action`, or says in the rules' words why it cannot be taken now. */
  const tryAct = (action: JhAction) => {
    const why = refusal(view, action);
    if (why !== null) notify(asSentence(why));
    else act(action);
  };

  useKeys(
    (input, key) => {
      if (round.showing) {
        if (key.return) round.next();
        return;
      }
      // In a teaching game `h` (hint) and `u` (take back) are the table's: only the arrows move.
      if (teach && (input === 'h' || input === 'u')) return;
      if (current.kind === 'duck') {
        const s = pickerKey(current.choices, current.at, current.typed, input, key);
        if (s.kind === 'at') setCurrent({ ...current, at: s.at, typed: s.typed });
        else if (s.kind === 'back') setCurrent({ kind: 'hand' });
        else if (s.kind === 'confirm') lay(current.cards.map((c) => (c === 'D' ? `D=${current.choices[current.at]}` : c)));
        else if (input.length > 0) notify(`No Egg the Duck may stand for starts with ${(current.typed + input).toUpperCase()}.`);
        return;
      }
      if (current.kind === 'give') {
        if (key.return) {
          if (act({ type: 'give-back', card: current.card }) === null) setCurrent({ kind: 'hand' });
        } else if (key.escape) setCurrent({ kind: 'hand' });
        return;
      }
      if (current.kind === 'coop') {
        if (input === 'f') lay(current.cards, 'flip');
        else if (input === 's') lay(current.cards, 'skip');
        else if (key.escape) setCurrent({ kind: 'hand' });
        return;
      }
      const handMove = readHandKey(input, key);
      if (handMove) {
        applyHandKey(hand, handMove, view.hand.length);
        if (handMove.kind === 'toggle' || handMove.kind === 'clear') notify(null);
      } else if (input === 'e') {
        const declare = interjections.find((a) => a.type === 'declare');
        if (declare) act(declare);
        else if (view.hand.length >= 2 && view.phase !== 'over') {
          setArmedRound(armed ? null : view.round);
          notify(null);
        } else tryAct({ type: 'declare' });
      } else if (input === 'x') {
        const catchIt = interjections.find((a) => a.type === 'catch');
        tryAct(catchIt ?? { type: 'catch', target: view.catchable ?? -1 });
      } else if (input === 'y') {
        const why = whyNote(view, selection);
        notify(why.text, why.refused ? 'refusal' : 'note');
      } else if (input === 'c') {
        tryAct({ type: 'cluck' });
      } else if (key.return) {
        if (view.phase === 'exchange') {
          const card = view.hand[hand.cursor];
          if (card === undefined) return;
          const why = refusal(view, { type: 'give-back', card });
          if (why !== null) notify(asSentence(why));
          else {
            notify(null);
            setCurrent({ kind: 'give', card });
          }
        } else tryLay();
      }
    },
    { isActive: keysActive },
  );

  // --- drawing ---
  const layout = props.layout ?? layoutFor(columns, rows) ?? 'compact';
  const compact = layout === 'compact';
  // Rows the hand may take: two bands of faces on a large terminal, one on a standard one, chips on a compact one.
  const handBudget = layout === 'large' ? 10 : layout === 'standard' ? 5 : 3;
  const width = columns;

  if (over && !round.showing) {
    const end = lastOf(view.log, 'game-end');
    const draws = view.log.filter((e) => e.type === 'golden-draw');
    const notes: Record<number, string> = {};
    if (end) {
      for (const r of end.rotten) notes[r] = 'Rotten Egg';
      notes[end.golden] = `${glyphs.star} Golden Egg`;
    }
    return (
      <Box flexDirection="column" borderStyle={glyphs.doubleBorder} paddingX={1} width={width}>
        <Text bold>Game over: the score sheet after 5 rounds</Text>
        <ScoreSheet
          names={sheetNames}
          rounds={view.scores.map((r) => r.map((s) => s.points))}
          of={5}
          notes={notes}
          stars={end ? [end.golden] : []}
          width={width - 4}
        />
        {draws.map((e, i) => (
          <Text key={i} wrap="wrap">
            {describeEvent(e, names)}
          </Text>
        ))}
        {end ? <Text wrap="wrap">{describeEvent(end, names)}</Text> : null}
        <Text dimColor wrap="wrap">
          {props.recorded === false
            ? `Lowest total wins. This game could not be recorded, so ${commands.scores} will not list it.`
            : `Lowest total wins. ${commands.scores} keeps your history.`}
        </Text>
      </Box>
    );
  }

  if (round.showing) {
    const done = view.scores.length;
    const eggs = view.log.find((e): e is Extract<JhEvent, { type: 'eggs' }> => e.type === 'eggs' && e.round === done);
    const ended = endingLay(view.log, done);
    const notes: Record<number, string> = {};
    view.scores[done - 1]?.forEach((s, seat) => {
      notes[seat] =
        s.cards === 0 ? 'went out' : `${s.cards} card${s.cards === 1 ? '' : 's'} ×${s.multiplier}${s.penalty > 0 ? ` +${s.penalty}` : ''}`;
    });
    if (eggs) {
      notes[eggs.good] = `${notes[eggs.good]}, Good Egg`;
      notes[eggs.bad] = `${notes[eggs.bad]}, Bad Egg`;
    }
    return (
      <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1} width={width}>
        <Text bold>Round {done} of 5 is over</Text>
        {ended ? (
          <LayView
            faces={ended.cards.map(jhFace)}
            caption={`The lay that ended it: ${names[ended.seat]} laid ${ended.name}.`}
            width={width - 4}
            fresh={false}
            tight={compact}
          />
        ) : null}
        <ScoreSheet names={sheetNames} rounds={view.scores.map((r) => r.map((s) => s.points))} of={5} notes={notes} width={width - 4} />
        {eggs?.tieBreak ? <Text wrap="wrap">Bad Egg tie settled by {eggs.tieBreak}.</Text> : null}
        {n > 2 && eggs && !over ? (
          <Text wrap="wrap">
            Next: {names[eggs.good]} gives {names[eggs.bad]} their best card (never Big Red); {names[eggs.bad]} gives any other card back.{' '}
            {names[eggs.good]} leads.
          </Text>
        ) : null}
        {/* The next round is already dealt while this table shows: its leader leads this view's round. */}
        {n === 2 && !over ? <Text>Next round: {names[view.roundLeader]} leads.</Text> : null}
        <Text dimColor>
          {over
            ? watch
              ? 'The final scores follow in a moment.'
              : 'Press Enter for the final scores.'
            : watch
              ? 'The next round starts in a moment.'
              : 'Press Enter for the next round.'}
        </Text>
      </Box>
    );
  }

  /** The seats round the table, boxed or (`tight`) on two lines each, and the rows they take. */
  const ringOf = (tight: boolean) => {
    const ring = jhSeats(view, seats, thinking, tight, watch ? null : view.seat).map((s, seat) => ({
      ...s,
      remark: remarks?.[seat] ?? null,
    }));
    const geometry = ringLayout(ring, view.seat, width, tight);
    const seatRows = tight ? 2 : 4;
    const centreRows = centre
      ? layHeight(centre.cards.length, `${names[centre.seat]} laid ${centre.name}`, geometry.centreWidth, compact)
      : 2;
    return { ring, geometry, ringRows: seatRows + Math.max(seatRows, centreRows) + 1 };
  };
  const boxed = ringOf(compact);
  const me = boxed.ring[view.seat]!;
  const turnName = view.turn === 'terminal' ? '' : names[view.turn];
  const centreNode = (centreWidth: number) =>
    view.phase === 'exchange' ? (
      <Text wrap="wrap">
        Before the round: the Good Egg gives the Bad Egg a card{view.gift ? ` (${view.gift})` : ''}, who gives one back.
      </Text>
    ) : centre ? (
      <LayView
        faces={centre.cards.map(jhFace)}
        caption={`${names[centre.seat]} laid ${centre.name}`}
        width={centreWidth}
        fresh={fresh}
        tight={compact}
      />
    ) : (
      <Text wrap="wrap">Nothing to beat: {view.turn === view.seat && !watch ? 'you lead' : `${turnName} leads`} a new Run.</Text>
    );
  const bottom = (
    <Text wrap="truncate" bold={me.next} dimColor={me.dim && !me.next}>
      {fit(
        `${me.next ? `${glyphs.next} ` : ''}${me.name}${spectator ? spectatorLabel(seats[view.seat]) : watch ? (seats[view.seat]?.bot ? ` (${seats[view.seat]?.bot})` : '') : ' (you)'} ${glyphs.dot} ${[...me.facts, ...me.tags].join(` ${glyphs.dot} `)}`,
        width - 4,
      )}
    </Text>
  );

  let prompt: string;
  if (spectator) {
    const now = view.phase === 'exchange' ? `${turnName} (Bad Egg) is choosing a card to give back…` : `${turnName} to play…`;
    prompt = turnName ? `You are watching the table: ${now}` : 'You are watching the table.';
  } else if (watch) prompt = `Watching: ${names[view.seat]}'s hand.`;
  else if (current.kind === 'give') {
    const eggs = lastOf(view.log, 'eggs');
    prompt = `Give the ${cardName(current.card)} to ${eggs ? names[eggs.good] : 'the Good Egg'}? Enter gives, Esc goes back.`;
  } else if (view.phase === 'exchange') {
    prompt = myTurn
      ? `You are the Bad Egg and got ${view.gift ?? '?'}: pick a card to give back (← → then Enter).`
      : `${turnName} (Bad Egg) is choosing a card to give back…`;
  } else if (current.kind === 'coop') {
    const d = view.direction;
    const skipped = step(view.seat, d, n);
    const afterSkip = step(skipped, d, n);
    const back = step(view.seat, -d, n);
    prompt = `A Coop! f: flip the direction (${names[back]} plays next)   s: skip ${names[skipped]} (${names[afterSkip]} plays next)   Esc: back${
      sayWithLay ? '   ("Last Egg!" armed)' : ''
    }`;
  } else if (myTurn) {
    const sel = selection.length > 0 ? readLay(selection.map((c) => (c === 'D' ? 'D=B1' : c))) : null;
    const what = sel
      ? sel.ok && !selection.includes('D')
        ? sel.lay.name
        : `${selection.length} card${selection.length === 1 ? '' : 's'}`
      : null;
    const why = what ? selectionRefusal(view, selection) : null;
    if (what && !why && leavesOne) {
      prompt = sayWithLay
        ? `Your turn: ${what} and "Last Egg!" armed (e: disarm); Enter lays both.`
        : `Your turn: ${what} leaves one card. e: "Last Egg!" with it; Enter: lay.`;
    } else {
      // The reason is a sentence of its own, so the Cluck key follows it as one too.
      prompt = why
        ? `Your turn${centre ? '' : ' to lead'}: selected ${what}, which cannot be laid. ${why}${centre ? ' c clucks.' : ''}`
        : `Your turn${centre ? '' : ' to lead'}: ${what ? `selected ${what}; Enter lays it` : 'Space selects, Enter lays'}${centre ? ', c clucks' : ''}.`;
    }
  } else prompt = `${turnName} to play…`;
  // Armed ahead of the lay that will leave one card: said on every prompt until then.
  if (armed && !leavesOne && !watch && !spectator && current.kind !== 'give')
    prompt = `${prompt} "Last Egg!" armed for your lay that leaves one card (e disarms).`;
  const mustDeclare = !watch && interjections.some((a) => a.type === 'declare');
  // A bot about to say its own Last Egg cannot really be caught: no invitation that lasts a blink.
  const canCatch = !watch ? interjections.find((a) => a.type === 'catch' && a.target !== props.speaking) : undefined;
  const alert = [
    mustDeclare ? 'One card left: press e to say "Last Egg!" before someone catches you.' : '',
    canCatch && canCatch.type === 'catch' ? `${names[canCatch.target]} has not said Last Egg: x catches!` : '',
  ]
    .filter((s) => s !== '')
    .join(' ');

  // Rows: header, error and footer lines are the platform's (3); the ring; the log; the hand; the prompt (2 or more).
  const handHeight = handRows(view.hand.length, width, handBudget, jhGroups(view.hand).size);
  const stockRows = n === 2 ? 1 : 0;
  // The platform's header, error and key lines take 3 rows, and one more stays free: Ink redraws a
  // frame in place only while it is shorter than the terminal.
  const promptText = alert || prompt;
  // Under the hand: the prompt's rows, or the Duck's picker (4 rows) in its place.
  const underHand = current.kind === 'duck' ? 4 : promptRows(promptText, width);
  // When the platform keeps rows (a teaching game's panel), the seats give up their boxes before
  // the cards give up their faces.
  const tightSeats = compact || rows - 4 - boxed.ringRows - handHeight - underHand - stockRows < 1;
  const { ring, geometry, ringRows } = tightSeats === compact ? boxed : ringOf(true);
  const logLines = Math.max(1, rows - 4 - ringRows - handHeight - underHand - stockRows);
  const events = [
    ...view.log.filter((e) => e.type !== 'round-end').map((e) => describeEvent(e, names, view.options.twoPlayer)),
    ...chatter,
  ];
  const leaderEvent = lastOf(view.log, 'deal');

  return (
    <Box flexDirection="column" width={width}>
      <TableRing
        seats={ring}
        me={view.seat}
        direction={n === 2 ? null : view.direction}
        centre={centreNode(geometry.centreWidth)}
        bottom={bottom}
        width={width}
        compact={tightSeats}
      />
      {n === 2 ? (
        <Text wrap="truncate" dimColor>
          {view.options.twoPlayer !== 'one-and-dump' && view.round % 2 === 0
            ? `Set aside: the ${view.stockCount} cards of Round ${view.round - 1}, shuffled in for Round ${view.round + 1}`
            : `Face-down pile: ${view.stockCount} cards`}{' '}
          {glyphs.dot} {leaderEvent ? names[leaderEvent.leader] : '?'} led this round {glyphs.dot}{' '}
          {view.nextLeader !== null ? `${names[view.nextLeader]} leads the next` : 'this is the last round'}
        </Text>
      ) : null}
      <TableLog lines={events} rows={logLines} />
      {spectator ? (
        <SpectatorHands />
      ) : (
        <HandView
          faces={view.hand.map(jhFace)}
          cursor={watch ? -1 : hand.cursor}
          selected={hand.selected}
          width={width}
          rows={handBudget}
          groups={jhGroups(view.hand)}
          dim={view.phase === 'exchange' && myTurn ? new Set(view.hand.flatMap((c, i) => (c === view.gift ? [i] : []))) : undefined}
          {...handMarks(view.hand, marks)}
        />
      )}
      {current.kind === 'duck' ? (
        <Picker
          label="The Duck stands for"
          face={jhFace(current.choices[current.at] ?? '')}
          notation={`D=${current.choices[current.at] ?? ''}`}
          at={current.at}
          count={current.choices.length}
          typed={current.typed}
          help={`← → or type it (O7), Enter lays, Esc back${sayWithLay ? '; "Last Egg!" armed' : ''}`}
          width={width}
        />
      ) : (
        <PromptLine text={promptText} width={width} color={alert || sayWithLay ? theme.colour('warn') : undefined} bold={alert !== ''} />
      )}
    </Box>
  );
}
