import { Box, Text } from 'ink';
import { useEffect, useMemo, useState } from 'react';
import { withArticle } from '../../games/index.js';
import {
  actionToString,
  classify,
  describeCombo,
  describeEvent,
  explainPlay,
  maxRank,
  ordinal,
  parsePlayed,
  removable,
  roundLog,
  sortCodes,
  VERMIN,
  verminName,
  type Colour,
  type HenhouseAction,
  type HenhouseEvent,
  type HenhouseState,
  type HenhouseView,
  type Trait,
  type Vermin,
} from '../../games/henhouse/index.js';
import HhCard from '../components/henhouse/HhCard.js';
import HhHand, { cellWidth, HAND_ROWS } from '../components/henhouse/HhHand.js';
import { markedIndexes } from '../../teach/index.js';
import HhRoundTable from '../components/henhouse/HhRoundTable.js';
import PlayerList from '../components/PlayerList.js';
import { useKeys } from '../hooks/use-keys.js';
import type { KeyHelp, TableScreenProps } from '../types.js';

/** Keys of the Henhouse table, for the help overlay. */
export const keys: readonly KeyHelp[] = [
  { keys: '← →', does: 'move along your hand and wilds (also h / l; at a teaching table h is the hint)' },
  { keys: 'Space', does: 'select or unselect the card or wild under the cursor' },
  { keys: 'Enter', does: 'play the selected cards (then pick what each wild stands for)' },
  { keys: 'p', does: 'pass (you may come back later in the trick)' },
  { keys: 'v', does: 'choose a vermin for this play: none, skunk, fox, snake' },
  { keys: 's', does: 'sort your hand by rank or by suit' },
  { keys: 'Esc', does: 'clear the selection, or go back from a choice' },
  { keys: '← → ↑ ↓', does: 'picking a wild: rank with ← → (or 1–9), colour with ↑ ↓; Enter confirms' },
  { keys: '← → Enter', does: 'fox or snake: pick the card it takes from the pile' },
  { keys: 'Enter', does: 'on a score table: go on to the next round' },
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

/** The engine's move check needs a state; for the person's own play the view holds all it reads. */
function stateFromView(view: HenhouseView): HenhouseState {
  const { seat: _s, hand, handCounts, undealtCount: _u, ...pub } = view;
  return { ...pub, hands: handCounts.map((_, s) => (s === view.seat ? hand : [])), undealt: [], rng: [] };
}

interface Pick {
  readonly trait: Trait;
  readonly colour: Colour;
  readonly rank: number;
}

type Mode =
  | { readonly kind: 'hand' }
  | { readonly kind: 'wild'; readonly cards: readonly string[]; readonly picks: readonly Pick[]; readonly at: number }
  | { readonly kind: 'remove'; readonly cards: readonly string[]; readonly vermin: 'fox' | 'snake'; readonly options: readonly string[]; readonly at: number };

const wildNote = (p: Pick): string => `*${p.trait}=${p.colour}${p.trait}${p.rank}`;

function lastOf<T extends HenhouseEvent['type']>(log: readonly HenhouseEvent[], type: T): Extract<HenhouseEvent, { type: T }> | null {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.type === type) return log[i] as Extract<HenhouseEvent, { type: T }>;
  return null;
}

/** The Henhouse table for the person in seat 0. */
export default function HenhouseScreen(props: TableScreenProps<HenhouseView, HenhouseAction>) {
  const { view, legal, myTurn, keysActive, seats, thinking, act, notify, pause, paused, rows, columns, watch, teach = false, marks, remarks, chatter = [] } = props;
  // In a teaching game `h` asks for a hint: only the arrows move then.
  const left = (input: string) => input === 'h' && !teach;
  const names = seats.map((s) => s.name);
  const n = view.handCounts.length;
  const top = maxRank(view.options.players, view.options.bigHands);
  const [cursor, setCursor] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [sortBy, setSortBy] = useState<'rank' | 'suit'>('rank');
  const [vermin, setVermin] = useState<Vermin | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'hand' });
  const [seenRounds, setSeenRounds] = useState(view.results.length);
  const over = view.over;
  const showRound = !over && view.results.length > seenRounds;

  const wilds = view.wilds[view.seat] ?? { C: false, E: false };
  const items = useMemo(
    () => [...sortCodes(view.hand, sortBy), ...(wilds.C ? ['*C'] : []), ...(wilds.E ? ['*E'] : [])],
    [view.hand, sortBy, wilds.C, wilds.E],
  );
  const itemsKey = items.join(' ');
  const pileKey = view.trick.current ? `${view.trick.by}:${view.trick.current.cards.join(' ')}` : `lead:${view.round}:${view.log.length}`;

  // A new hand or a new pile clears the selection and any half-made choice.
  useEffect(() => {
    setSelected(new Set());
    setMode({ kind: 'hand' });
    setCursor((c) => Math.min(c, Math.max(0, items.length - 1)));
  }, [itemsKey]);
  useEffect(() => {
    setVermin(null);
    setMode({ kind: 'hand' });
  }, [pileKey]);

  // A round just ended: hold the bots while its scores are read.
  useEffect(() => {
    if (showRound) pause(true);
    else if (paused) pause(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showRound]);
  // With --watch the platform lifts the pause: then the table moves on by itself.
  useEffect(() => {
    if (watch && showRound && !paused) setSeenRounds(view.results.length);
  }, [watch, showRound, paused, view.results.length]);

  const chosen = [...selected].filter((i) => i < items.length).sort((a, b) => a - b).map((i) => items[i] as string);
  const dealt = chosen.filter((c) => !c.startsWith('*'));
  const wildTraits = chosen.filter((c) => c.startsWith('*')).map((c) => c[1] as Trait);

  const submit = (action: HenhouseAction): void => {
    const why = explainPlay(stateFromView(view), action, view.seat);
    if (why !== null) {
      notify(`${why[0]?.toUpperCase()}${why.slice(1)}.`);
      setMode({ kind: 'hand' });
      return;
    }
    notify(null);
    if (act(action) === null) {
      setMode({ kind: 'hand' });
      setVermin(null);
    }
  };

  /** After the wilds are set: a fox or snake still needs its prey; then the play goes to the engine. */
  const finish = (cards: readonly string[]): void => {
    const current = view.trick.current;
    if ((vermin === 'fox' || vermin === 'snake') && current) {
      const options = removable(current, vermin);
      if (options.length === 0) {
        notify(`The ${vermin} has nothing to take: it needs a set or run of three or more with ${withArticle(vermin === 'fox' ? 'chicken' : 'egg')} it can reach.`);
        setMode({ kind: 'hand' });
        return;
      }
      if (options.length > 1) {
        setMode({ kind: 'remove', cards, vermin, options, at: 0 });
        return;
      }
      submit({ type: 'play', cards, vermin, remove: options[0] as string });
      return;
    }
    submit({ type: 'play', cards, ...(vermin ? { vermin } : {}) });
  };

  /** Default stand-ins for the selected wilds: those of a legal play with the same cards, if any. */
  const defaultPicks = (): Pick[] => {
    const key = [...dealt].sort().join(' ');
    for (const a of legal) {
      if (a.type !== 'play' || (a.vermin ?? null) !== vermin) continue;
      const cards = a.cards.map(parsePlayed);
      const plain = cards.filter((c) => !c.wild).map((c) => `${c.suit}${c.rank}`).sort().join(' ');
      const w = cards.filter((c) => c.wild);
      if (plain !== key || w.length !== wildTraits.length || !wildTraits.every((t) => w.some((c) => c.suit[1] === t))) continue;
      return wildTraits.map((t) => {
        const c = w.find((x) => x.suit[1] === t)!;
        return { trait: t, colour: c.suit[0] as Colour, rank: c.rank };
      });
    }
    const near = dealt[0] ? Number(dealt[0].slice(2)) : view.trick.current ? Math.min(top, view.trick.current.rank + 1) : 1;
    const colour = (dealt[0]?.[0] ?? 'B') as Colour;
    return wildTraits.map((t) => ({ trait: t, colour, rank: near }));
  };

  const tryPlay = (): void => {
    if (!myTurn) return notify('It is not your turn.');
    if (chosen.length === 0) return notify('Select cards with Space first, or press p to pass.');
    if (vermin && !view.trick.current) return notify('Vermin cannot be used when leading: press v until it says none.');
    if (wildTraits.length > 0) {
      notify(null);
      setMode({ kind: 'wild', cards: dealt, picks: defaultPicks(), at: 0 });
      return;
    }
    finish(dealt);
  };

  useKeys(
    (input, key) => {
      if (showRound) {
        if (key.return) {
          setSeenRounds(view.results.length);
          pause(false);
        }
        return;
      }
      if (mode.kind === 'wild') {
        const pick = mode.picks[mode.at] as Pick;
        const set = (p: Pick) => setMode({ ...mode, picks: mode.picks.map((q, i) => (i === mode.at ? p : q)) });
        if (key.leftArrow || left(input)) set({ ...pick, rank: pick.rank === 1 ? top : pick.rank - 1 });
        else if (key.rightArrow || input === 'l') set({ ...pick, rank: pick.rank === top ? 1 : pick.rank + 1 });
        else if (key.upArrow || key.downArrow || input === 'k' || input === 'j') set({ ...pick, colour: pick.colour === 'B' ? 'W' : 'B' });
        else if (/^[1-9]$/.test(input) && Number(input) <= top) set({ ...pick, rank: Number(input) });
        else if (key.escape) setMode({ kind: 'hand' });
        else if (key.return) {
          if (mode.at + 1 < mode.picks.length) setMode({ ...mode, at: mode.at + 1 });
          else finish([...mode.cards, ...mode.picks.map(wildNote)]);
        }
        return;
      }
      if (mode.kind === 'remove') {
        const size = mode.options.length;
        if (key.leftArrow || left(input)) setMode({ ...mode, at: (mode.at + size - 1) % size });
        else if (key.rightArrow || input === 'l') setMode({ ...mode, at: (mode.at + 1) % size });
        else if (key.escape) setMode({ kind: 'hand' });
        else if (key.return) submit({ type: 'play', cards: mode.cards, vermin: mode.vermin, remove: mode.options[mode.at] as string });
        return;
      }
      const size = items.length;
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
        setVermin(null);
        notify(null);
      } else if (input === 's') {
        setSortBy((b) => (b === 'rank' ? 'suit' : 'rank'));
        setSelected(new Set());
      } else if (input === 'v') {
        if (!myTurn) return notify('It is not your turn.');
        const current = view.trick.current;
        if (!current) return notify('Vermin cannot be used when leading.');
        if (current.type === 'single' || current.type === 'henhouse') {
          return notify(`Vermin cannot be used on a ${current.type === 'single' ? 'single card' : 'Henhouse'}.`);
        }
        const offered = VERMIN.filter((v) => view.table[v] > 0);
        if (offered.length === 0) return notify('No vermin is left on the table this round.');
        const at = vermin === null ? -1 : offered.indexOf(vermin);
        setVermin(at + 1 < offered.length ? (offered[at + 1] as Vermin) : null);
        notify(null);
      } else if (input === 'p') {
        if (!myTurn) notify('It is not your turn.');
        else if (!view.trick.current) notify('You lead this trick, so you must play something.');
        else submit({ type: 'pass' });
      } else if (key.return) tryPlay();
    },
    { isActive: keysActive },
  );

  // --- drawing ---
  const detail = (seat: number): string => {
    const parts: string[] = [];
    const place = view.out.indexOf(seat);
    const held = view.wilds[seat] ?? { C: false, E: false };
    const count = view.handCounts[seat] ?? 0;
    if (place >= 0) parts.push(`out ${ordinal(place + 1)}`);
    else parts.push(`${count} card${count === 1 ? '' : 's'}`);
    const w = `${held.C ? '*C' : '  '} ${held.E ? '*E' : '  '}`;
    parts.push(held.C || held.E ? w : 'no wilds');
    const taken = view.taken[seat] ?? [];
    if (taken.length > 0) parts.push(taken.join(' '));
    if (place < 0 && view.trick.passed[seat]) parts.push('passed');
    return parts.join(' · ');
  };
  const players = (
    <PlayerList
      rows={seats.map((s, seat) => ({
        name: s.name,
        bot: s.bot,
        detail: detail(seat),
        score: view.totals[seat] ?? 0,
        current: !over && view.turn === seat,
        thinking: thinking === seat,
        dim: view.out.includes(seat),
        remark: remarks?.[seat] ?? null,
      }))}
    />
  );

  if (over) {
    const result = view.results[view.results.length - 1];
    const end = lastOf(view.log, 'end');
    return (
      <Box flexDirection="column" borderStyle="double" paddingX={1}>
        {result ? (
          <HhRoundTable title="Game over: round 4 and the final totals" names={names} result={result} totals={view.totals} winners={end?.winners ?? []} />
        ) : null}
        {end ? <Text bold>{describeEvent(end, names)}</Text> : null}
        <Text dimColor>Lowest total wins. Press Enter or q to leave.</Text>
      </Box>
    );
  }

  if (showRound) {
    const result = view.results[view.results.length - 1]!;
    const totals = view.results.reduce((t, r) => t.map((x, s) => x + (r.points[s] ?? 0)), Array<number>(n).fill(0));
    const deal = lastOf(view.log, 'deal');
    return (
      <Box flexDirection="column" borderStyle="round" paddingX={1}>
        <HhRoundTable title={`Round ${result.round} of 4 is over`} names={names} result={result} totals={totals} />
        {deal ? <Text>Next: {names[deal.leader]} leads round {deal.round} with the most points.</Text> : null}
        <Text dimColor>{watch ? 'The next round starts in a moment.' : 'Press Enter for the next round.'}</Text>
      </Box>
    );
  }

  const current = view.trick.current;
  const turnName = names[view.turn] ?? '';
  const handWidth = items.reduce((w, item) => w + cellWidth(item), 0) + 2;
  const handLines = HAND_ROWS * Math.max(1, Math.ceil(handWidth / Math.max(20, columns)));
  const logLines = Math.min(10, Math.max(2, rows - 12 - n - handLines));
  const events = [...roundLog(view).filter((e) => e.type !== 'round').map((e) => describeEvent(e, names)), ...chatter];
  const onTable = VERMIN.map((v) => `${v} ×${view.table[v]}`).join('  ');

  let prompt: string;
  if (watch) prompt = `Watching: ${names[view.seat]}'s hand.`;
  else if (myTurn) {
    const sel = chosen.length > 0 ? classify([...dealt, ...wildTraits.map((t) => `*${t}=B${t}1`)].map(parsePlayed)) : null;
    const what = sel
      ? wildTraits.length === 0 && sel.ok
        ? describeCombo(sel.combo)
        : `${chosen.length} card${chosen.length === 1 ? '' : 's'}`
      : null;
    const with_ = vermin ? ` with the ${vermin}` : '';
    prompt = `Your turn${current ? '' : ' to lead'}${with_}: ${what ? `selected ${what}; Enter plays it` : 'Space selects, Enter plays'}${current ? ', p passes, v vermin' : ''}.`;
  } else if (view.out.includes(view.seat)) {
    prompt = `You are out, ${ordinal(view.out.indexOf(view.seat) + 1)}: the others play on until one is left.`;
  } else prompt = `${turnName} to play…`;

  return (
    <Box flexDirection="column" width={columns}>
      {players}
      <Box marginTop={1} flexDirection="column">
        {current ? (
          <Text wrap="truncate">
            To beat: {names[view.trick.by ?? 0]}&apos;s {describeCombo(current)}:{' '}
            {current.cards.map((c, i) => (
              <Text key={i}>
                <HhCard card={c} />{' '}
              </Text>
            ))}
          </Text>
        ) : (
          <Text wrap="truncate">
            To beat: nothing, {view.turn === view.seat && !watch ? 'you lead' : `${turnName} leads`} a new trick.
          </Text>
        )}
        <Text wrap="truncate" dimColor>
          Vermin on the table: {onTable}
        </Text>
      </Box>
      <Box marginTop={1} flexDirection="column" height={logLines}>
        {events.slice(-logLines).map((line, i, shown) => (
          <Text key={`${events.length}-${i}`} wrap="truncate" dimColor={i < shown.length - 1}>
            {line}
          </Text>
        ))}
      </Box>
      <Box marginTop={1}>
        <HhHand
          items={items}
          cursor={watch ? -1 : cursor}
          selected={selected}
          hinted={marks ? markedIndexes(items, marks.hint) : undefined}
          playable={marks?.playable ? new Set(items.flatMap((c, i) => (marks.playable?.has(c) ? [i] : []))) : undefined}
        />
      </Box>
      {mode.kind === 'wild' ? (
        <Text wrap="truncate">
          {mode.picks[mode.at]!.trait === 'C' ? 'Wild chicken' : 'Wild egg'} stands for: ◂ <HhCard card={wildNote(mode.picks[mode.at]!)} bold /> ▸
          {'  '}(← → rank, ↑ ↓ colour, Enter {mode.at + 1 < mode.picks.length ? 'next wild' : 'plays'}, Esc back)
        </Text>
      ) : mode.kind === 'remove' ? (
        <Text wrap="truncate">
          The {mode.vermin} takes: ◂ <HhCard card={mode.options[mode.at] ?? ''} bold /> ▸ ({mode.at + 1} of {mode.options.length}; ← → pick, Enter plays, Esc back)
        </Text>
      ) : (
        <Text wrap="truncate">{prompt}</Text>
      )}
    </Box>
  );
}
