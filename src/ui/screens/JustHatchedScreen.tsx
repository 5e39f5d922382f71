import { Box, Text } from 'ink';
import { useKeys } from '../hooks/use-keys.js';
import { useEffect, useMemo, useState } from 'react';
import {
  describeEvent,
  duckChoices,
  explainLay,
  readLay,
  type JhAction,
  type JhEvent,
  type JhState,
  type JhView,
} from '../../games/just-hatched/index.js';
import JhCard from '../components/JhCard.js';
import JhHand from '../components/JhHand.js';
import { markedIndexes } from '../../teach/index.js';
import JhScores from '../components/JhScores.js';
import PlayerList from '../components/PlayerList.js';
import type { KeyHelp, TableScreenProps } from '../types.js';

/** Keys of the Just Hatched table, for the help overlay. */
export const keys: readonly KeyHelp[] = [
  { keys: '← →', does: 'move along your hand (also h / l; at a teaching table h is the hint)' },
  { keys: 'Space', does: 'select or unselect the card under the cursor' },
  { keys: 'Enter', does: 'lay the selected cards (or give back the card under the cursor)' },
  { keys: 'Esc', does: 'clear the selection, or go back from a choice' },
  { keys: 'c', does: 'Cluck: pass this turn (you may lay again later in the Run)' },
  { keys: 'e', does: 'say "Last Egg!" holding one card, or arm it before the lay' },
  { keys: 'x', does: "catch a player's undeclared Last Egg" },
  { keys: '← → Enter', does: 'with a Duck: pick the Egg it stands for' },
  { keys: 'f / s', does: 'with a Coop: flip the direction or skip the next player' },
  { keys: 'Enter', does: 'on a score table: go on to the next round' },
  { keys: 'cards', does: 'B G Y O: blue, green, yellow, orange Eggs; BC GC YC OC Chickens; RC Big Red; D Duck' },
];

/** Header facts: round and direction (2 players: the version played). */
export function facts(view: JhView): readonly string[] {
  const round = `Round ${view.round} of 5`;
  if (view.options.players === 2) return [round, view.options.twoPlayer === 'one-and-dump' ? '2 players: one and dump' : '2 players: both hands'];
  return [round, view.direction === 1 ? 'Cluckwise ↻' : 'Counter-Cluckwise ↺'];
}

/** The Just Hatched screen draws the end of the game itself (final table, Golden and Rotten Egg). */
export const drawsEnd = true;

/**
 * The engine's lay checks take a state; for the person's own hand and the centre, the view holds
 * everything they read (phase, turn, this hand, the Run).
 */
function stateFromView(view: JhView): JhState {
  return {
    phase: view.phase,
    turn: view.turn === 'terminal' ? view.seat : view.turn,
    hands: view.handCounts.map((_, s) => (s === view.seat ? view.hand : [])),
    run: view.run,
    options: view.options,
  } as unknown as JhState;
}

type Mode = { readonly kind: 'hand' } | { readonly kind: 'duck'; readonly cards: readonly string[]; readonly choices: readonly string[]; readonly at: number } | { readonly kind: 'coop'; readonly cards: readonly string[] };

function lastOf<T extends JhEvent['type']>(log: readonly JhEvent[], type: T): Extract<JhEvent, { type: T }> | null {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.type === type) return log[i] as Extract<JhEvent, { type: T }>;
  return null;
}

/** The BIG CHICKEN: Just Hatched table for the person in seat 0. */
export default function JustHatchedScreen(props: TableScreenProps<JhView, JhAction>) {
  const { view, legal, interjections, myTurn, keysActive, seats, thinking, act, actTogether, notify, pause, paused, rows, watch, teach = false, marks, remarks, chatter = [] } = props;
  // In a teaching game `h` asks for a hint: only the arrows move then.
  const left = (input: string) => input === 'h' && !teach;
  const names = seats.map((s) => s.name);
  const n = view.handCounts.length;
  const [cursor, setCursor] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [mode, setMode] = useState<Mode>({ kind: 'hand' });
  /** "Last Egg" armed: said together with the lay that leaves one card. */
  const [armed, setArmed] = useState(false);
  const [seenRounds, setSeenRounds] = useState(view.scores.length);
  const handKey = view.hand.join(' ');
  const over = view.phase === 'over';
  const showRound = !over && view.scores.length > seenRounds;

  // A new hand (a lay, a catch, a deal) clears the selection; the cursor stays inside the hand.
  useEffect(() => {
    setSelected(new Set());
    setMode({ kind: 'hand' });
    setArmed(false);
    setCursor((c) => Math.min(c, Math.max(0, view.hand.length - 1)));
  }, [handKey]);

  // A round just ended: hold the bots while its score table is read.
  useEffect(() => {
    if (showRound) pause(true);
    else if (paused) pause(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showRound]);
  // With --watch the platform lifts the pause: then the table moves on by itself.
  useEffect(() => {
    if (watch && showRound && !paused) setSeenRounds(view.scores.length);
  }, [watch, showRound, paused, view.scores.length]);

  const selection = useMemo(() => [...selected].sort((a, b) => a - b).map((i) => view.hand[i] as string), [selected, view.hand]);

  // With one card about to remain, `e` arms "Last Egg!" to be said with the lay.
  const leavesOne = myTurn && view.phase === 'play' && selection.length > 0 && view.hand.length - selection.length === 1;
  const sayWithLay = armed && leavesOne;

  const lay = (cards: readonly string[], coop?: 'flip' | 'skip') => {
    const action: JhAction = { type: 'lay', cards, ...(coop ? { coop } : {}) };
    const refused = sayWithLay ? actTogether([action, { type: 'declare' }]) : act(action);
    if (refused === null) setMode({ kind: 'hand' });
  };

  const tryLay = () => {
    if (selection.length === 0) return notify('Select cards with Space first, or press c to Cluck.');
    const state = stateFromView(view);
    const why = explainLay(state, selection, view.seat);
    if (why !== null) return notify(why);
    if (selection.includes('D')) {
      const choices = duckChoices(state, selection);
      if (choices.length === 0) return notify('No Egg the Duck could stand for makes this lay legal.');
      notify(null);
      return setMode({ kind: 'duck', cards: selection, choices, at: choices.length - 1 });
    }
    const read = readLay(selection);
    const coop = read.ok && (read.lay.kind === 'little-coop' || read.lay.kind === 'big-coop') && n > 2;
    notify(null);
    if (coop) return setMode({ kind: 'coop', cards: selection });
    lay(selection);
  };

  useKeys(
    (input, key) => {
      if (showRound) {
        if (key.return) {
          setSeenRounds(view.scores.length);
          pause(false);
        }
        return;
      }
      if (mode.kind === 'duck') {
        if (key.leftArrow || left(input)) setMode({ ...mode, at: (mode.at + mode.choices.length - 1) % mode.choices.length });
        else if (key.rightArrow || input === 'l') setMode({ ...mode, at: (mode.at + 1) % mode.choices.length });
        else if (key.escape) setMode({ kind: 'hand' });
        else if (key.return) lay(mode.cards.map((c) => (c === 'D' ? `D=${mode.choices[mode.at]}` : c)));
        return;
      }
      if (mode.kind === 'coop') {
        if (input === 'f') lay(mode.cards, 'flip');
        else if (input === 's') lay(mode.cards, 'skip');
        else if (key.escape) setMode({ kind: 'hand' });
        return;
      }
      const size = view.hand.length;
      if ((key.leftArrow || left(input)) && size > 0) setCursor((c) => (c + size - 1) % size);
      else if ((key.rightArrow || input === 'l') && size > 0) setCursor((c) => (c + 1) % size);
      else if (input === ' ' && size > 0) {
        const next = new Set(selected);
        if (next.has(cursor)) next.delete(cursor);
        else next.add(cursor);
        setSelected(next);
        notify(null);
      } else if (key.escape) {
        setSelected(new Set());
        notify(null);
      } else if (input === 'e') {
        const declare = interjections.find((a) => a.type === 'declare');
        if (declare) act(declare);
        else if (leavesOne) setArmed(!armed);
        else notify(view.lastEgg[view.seat] === 'declared' ? 'You have already said Last Egg.' : 'You say Last Egg when you hold exactly one card.');
      } else if (input === 'x') {
        const catchIt = interjections.find((a) => a.type === 'catch');
        if (catchIt) act(catchIt);
        else notify('Nobody can be caught right now: only a player with one undeclared card, before the next player acts.');
      } else if (input === 'c') {
        if (!myTurn) notify('It is not your turn.');
        else if (view.phase === 'exchange') notify('Choose the card to give back first.');
        else if (!legal.some((a) => a.type === 'cluck')) notify('You lead this Run, so you must lay something.');
        else act({ type: 'cluck' });
      } else if (key.return) {
        if (!myTurn) notify('It is not your turn.');
        else if (view.phase === 'exchange') {
          const card = view.hand[cursor];
          if (card === undefined) return;
          if (card === view.gift) notify(`You cannot give back the card you were just given (${card}).`);
          else act({ type: 'give-back', card });
        } else tryLay();
      }
    },
    { isActive: keysActive },
  );

  // --- drawing ---
  const twoPlayer = n === 2;
  const leaderEvent = lastOf(view.log, 'deal');
  const rowsFor = (seat: number) => {
    const egg = view.lastEgg[seat];
    const tags: string[] = [`${view.handCounts[seat]} card${view.handCounts[seat] === 1 ? '' : 's'}`];
    if (egg === 'declared') tags.push('Last Egg');
    const mine = seat === view.seat && !watch;
    if (egg === 'undeclared') tags.push(mine ? 'Last Egg not said! (e says it)' : view.catchable === seat ? 'Last Egg not said! (x catches)' : 'one card, not declared');
    if (view.goodEgg === seat) tags.push('Good Egg');
    if (view.badEgg === seat) tags.push('Bad Egg');
    return tags.join(' · ');
  };
  const players = (
    <PlayerList
      rows={seats.map((s, seat) => ({
        name: s.name,
        bot: s.bot,
        detail: rowsFor(seat),
        score: view.totals[seat] ?? 0,
        current: view.turn === seat,
        thinking: thinking === seat,
        dim: view.handCounts[seat] === 0,
        remark: remarks?.[seat] ?? null,
      }))}
    />
  );

  if (over) {
    const end = lastOf(view.log, 'game-end');
    const lines = view.scores[view.scores.length - 1] ?? null;
    const draws = view.log.filter((e) => e.type === 'golden-draw');
    const marks: Record<number, string> = {};
    if (end) {
      for (const r of end.rotten) marks[r] = 'Rotten Egg';
      marks[end.golden] = '★ Golden Egg';
    }
    return (
      <Box flexDirection="column" borderStyle="double" paddingX={1}>
        <JhScores title="Game over: round 5 and the final totals" names={names} lines={lines} totals={view.totals} marks={marks} />
        {draws.map((e, i) => (
          <Text key={i} wrap="truncate">
            {describeEvent(e, names)}
          </Text>
        ))}
        {end ? <Text wrap="wrap">{describeEvent(end, names)}</Text> : null}
        <Text dimColor>
          {props.recorded === false
            ? 'Lowest total wins. This game could not be recorded, so `big-chicken scores` will not list it.'
            : 'Lowest total wins. `big-chicken scores` keeps your history.'}
        </Text>
      </Box>
    );
  }

  if (showRound) {
    const round = view.scores.length;
    const eggs = view.log.filter((e): e is Extract<JhEvent, { type: 'eggs' }> => e.type === 'eggs' && e.round === round)[0];
    const marks: Record<number, string> = {};
    if (eggs) {
      marks[eggs.good] = 'Good Egg (went out)';
      marks[eggs.bad] = 'Bad Egg';
    }
    return (
      <Box flexDirection="column" borderStyle="round" paddingX={1}>
        <JhScores title={`Round ${round} of 5 is over`} names={names} lines={view.scores[round - 1] ?? null} totals={view.totals} marks={marks} />
        {eggs?.tieBreak ? <Text>Bad Egg tie settled by {eggs.tieBreak}.</Text> : null}
        {!twoPlayer && eggs ? (
          <Text wrap="wrap">
            Next: {names[eggs.good]} gives {names[eggs.bad]} their best card (never Big Red); {names[eggs.bad]} gives any other card back.{' '}
            {names[eggs.good]} leads.
          </Text>
        ) : null}
        {/* The next round is already dealt while this table shows: its leader leads this view's round. */}
        {twoPlayer ? <Text>Next round: {names[view.roundLeader]} leads.</Text> : null}
        <Text dimColor>{watch ? 'The next round starts in a moment.' : 'Press Enter for the next round.'}</Text>
      </Box>
    );
  }

  const centre = view.centre;
  const turnName = view.turn === 'terminal' ? '' : names[view.turn];
  const handLines = view.hand.length * 5 > props.columns - 6 ? 4 : 2;
  const logLines = Math.min(12, Math.max(2, rows - 12 - n - (twoPlayer ? 1 : 0) - handLines));
  const events = [...view.log.filter((e) => e.type !== 'round-end').map((e) => describeEvent(e, names)), ...chatter];

  let prompt: string;
  if (watch) prompt = `Watching: ${names[view.seat]}'s hand.`;
  else if (view.phase === 'exchange') {
    prompt = myTurn
      ? `You are the Bad Egg and got ${view.gift ?? '?'}: pick a card to give back (← → then Enter).`
      : `${turnName} (Bad Egg) is choosing a card to give back…`;
  } else if (mode.kind === 'duck') prompt = '';
  else if (mode.kind === 'coop') prompt = `A Coop! f: flip the direction   s: skip the next player   Esc: back${sayWithLay ? '   ("Last Egg!" armed)' : ''}`;
  else if (myTurn) {
    const sel = selection.length > 0 ? readLay(selection.map((c) => (c === 'D' ? 'D=B1' : c))) : null;
    const what = sel ? (sel.ok && !selection.includes('D') ? sel.lay.name : `${selection.length} card${selection.length === 1 ? '' : 's'}`) : null;
    const why = what ? explainLay(stateFromView(view), selection, view.seat) : null;
    if (what && !why && leavesOne) {
      // Kept short: the line must fit 80 columns with the longest lay name.
      prompt = sayWithLay
        ? `Your turn: ${what} and "Last Egg!" armed (e: disarm); Enter lays both.`
        : `Your turn: ${what} leaves one card. e: "Last Egg!" with it; Enter: lay.`;
    } else {
      prompt = `Your turn${centre ? '' : ' to lead'}: ${
        what ? (why ? `selected ${what}, which cannot be laid. ${why}` : `selected ${what}; Enter lays it`) : 'Space selects, Enter lays'
      }${centre ? ', c clucks' : ''}.`;
    }
  } else prompt = `${turnName} to play…`;
  const mustDeclare = !watch && interjections.some((a) => a.type === 'declare');
  const canCatch = !watch && interjections.find((a) => a.type === 'catch');

  return (
    <Box flexDirection="column">
      {players}
      <Box marginTop={1}>
        {view.phase === 'exchange' ? (
          <Text wrap="truncate">Before the round: the Good Egg gives the Bad Egg a card, who gives one back.</Text>
        ) : centre ? (
          <Text wrap="truncate">
            On the table: {names[centre.seat]} laid {centre.name}:{' '}
            {centre.cards.map((c, i) => (
              <Text key={i}>
                <JhCard card={c} />{' '}
              </Text>
            ))}
          </Text>
        ) : (
          <Text>On the table: nothing yet, {turnName === names[view.seat] && !watch ? 'you lead' : `${turnName} leads`} a new Run.</Text>
        )}
      </Box>
      {twoPlayer ? (
        <Text wrap="truncate" dimColor>
          Face-down pile: {view.stockCount} cards · {leaderEvent ? names[leaderEvent.leader] : '?'} led this round ·{' '}
          {view.nextLeader !== null ? `${names[view.nextLeader]} leads the next` : 'this is the last round'}
        </Text>
      ) : null}
      <Box marginTop={1} flexDirection="column" height={logLines}>
        {events.slice(-logLines).map((line, i, shown) => (
          <Text key={`${events.length}-${i}`} wrap="truncate" dimColor={i < shown.length - 1}>
            {line}
          </Text>
        ))}
      </Box>
      <Box marginTop={1}>
        <JhHand
          hand={view.hand}
          cursor={watch ? -1 : cursor}
          selected={selected}
          dim={view.phase === 'exchange' && myTurn ? (c) => c === view.gift : undefined}
          hinted={marks ? markedIndexes(view.hand, marks.hint) : undefined}
          playable={marks?.playable ? new Set(view.hand.flatMap((c, i) => (marks.playable?.has(c) ? [i] : []))) : undefined}
        />
      </Box>
      {mode.kind === 'duck' ? (
        <Text wrap="truncate">
          The Duck stands for: ◂ <JhCard card={mode.choices[mode.at] ?? ''} bold /> ▸ ({mode.at + 1} of {mode.choices.length}; ← → pick, Enter lays, Esc back){sayWithLay ? ' "Last Egg!" armed' : ''}
        </Text>
      ) : (
        <Text wrap="truncate" color={mustDeclare || sayWithLay ? 'yellow' : undefined}>
          {mustDeclare ? 'One card left: press e to say "Last Egg!" before someone catches you. ' : ''}
          {canCatch && canCatch.type === 'catch' ? `${names[canCatch.target]} has not said Last Egg: x catches! ` : ''}
          {mustDeclare || canCatch ? '' : prompt}
        </Text>
      )}
    </Box>
  );
}
