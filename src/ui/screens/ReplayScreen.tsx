import { Box } from 'ink';
import { Text } from '../kit/text.js';
import { useMemo, useState } from 'react';
import type { Seat } from '../../engine/index.js';
import { openTable, roundOf } from '../../review/narrate.js';
import { PLAY_ON_SEAT, seatsShown } from '../../review/play-on.js';
import type { Replayed } from '../../review/record.js';
import { scoreSheet } from '../../review/score-sheet.js';
import { seatNames } from '../../review/text.js';
import { NO_ROUND, type LogEntry, type RoundPause, type SeatInfo, type Speed, type TableScreenModule } from '../types.js';
import EndPanel from '../components/EndPanel.js';
import ErrorLine, { errorRows } from '../components/ErrorLine.js';
import Header from '../components/Header.js';
import PlayOnConfirm from '../components/PlayOnConfirm.js';
import ScoreSheet from '../components/ScoreSheet.js';
import ScreenGuard from '../components/ScreenGuard.js';
import TooSmall from '../components/TooSmall.js';
import { CommandWordsContext, LOCAL_COMMANDS } from '../hooks/use-commands.js';
import { useKeys } from '../hooks/use-keys.js';
import { endsRound } from '../hooks/use-round-pause.js';
import { layoutFor } from '../layout.js';
import { useLook } from '../look/index.js';
import { hintLine } from '../kit/hints.js';
import type { KeyHelp } from '../types.js';

/** A replay plays nothing that could be saved: its too-small panel says only how to leave. */
const REPLAY_WORDS = { ...LOCAL_COMMANDS, small: 'q leaves the replay.' };

/** The keys of the replay table. */
export const keys: readonly KeyHelp[] = [
  { keys: '← →', does: "one action back or forward (the one that ends a round shows the round's panel first, then the deal)" },
  { keys: '↑ ↓', does: 'to the start of this round (again: the round before), or of the next round (also PgUp PgDn)' },
  { keys: 'Home End (g G)', does: 'to the deal, or to the end' },
  { keys: 'Tab', does: "whose hand is shown: the next seat's" },
  { keys: 'o', does: 'the open table: every hand face up, in the card notation (o again or Esc: the cards)' },
  { keys: 'p', does: 'play on from here as a new game: you in your seat, bots in the others (asks first)' },
  { keys: 'q', does: 'leave (also Esc, once the open table is closed)' },
];

/** What Tab answers in a game not yet over, whose other hands stay hidden ({@link seatsShown}). */
export const HANDS_HIDDEN = 'This game is not over yet: the other hands show once it has ended.';
/** What o answers there: the open table (every hand, a solo game's deck) shows nothing hidden either. */
export const OPEN_HIDDEN = 'This game is not over yet: the open table shows once it has ended.';

/** What a replay's game screen answers to a move: it shows a recorded game and takes none. */
const NO_MOVES = 'This is a replay: p plays on from here as a new game.';

type Props = {
  readonly replayed: Replayed;
  /** The game's table screen (its module's `screen`), drawn as play draws it. */
  readonly screen: TableScreenModule;
  readonly onExit: () => void;
  /** `p` confirmed: play on from the first `at` steps. */
  readonly onPlayOn?: (at: number) => void;
  /** The line that says what playing on does to a game of this game saved in progress; null when none is saved. */
  readonly replacesSaved?: string | null;
  readonly columns: number;
  readonly rows: number;
};

/**
 * One place the replay stops at: the table after the first `at` steps, or (`panel`) the panel of
 * the round that step ended, which the live table shows before the next round's deal.
 */
interface Stop {
  readonly at: number;
  readonly panel: boolean;
}

/**
 * Every stop of the replay, in order: each step's table, and before the table of a step that
 * ends a round, that round's panel, where the live table holds (the screen module's `rounds`),
 * read from `seat`'s views (the rounds finished are no secret of any seat).
 */
function replayStops(replayed: Replayed, screen: TableScreenModule, seat: Seat): Stop[] {
  const { states, module: mod } = replayed;
  const game = mod.game;
  const rounds = screen.rounds;
  const stops: Stop[] = [{ at: 0, panel: false }];
  let before = rounds ? game.playerView(states[0], seat) : null;
  for (let k = 1; k < states.length; k++) {
    if (rounds) {
      const after = game.playerView(states[k], seat);
      if (endsRound(rounds, before, after, game.currentPlayer(states[k]) === 'terminal')) stops.push({ at: k, panel: true });
      before = after;
    }
    stops.push({ at: k, panel: false });
  }
  return stops;
}

/** Where each round starts: the stops at which a new round's deal is first on the table. */
function roundStarts(game: Replayed['record']['game'], states: readonly unknown[], stops: readonly Stop[]): number[] {
  const starts = [0];
  stops.forEach((stop, i) => {
    if (!stop.panel && stop.at > 0 && roundOf(game, states[stop.at]) !== roundOf(game, states[stop.at - 1])) starts.push(i);
  });
  return starts;
}

/** The log of the whole record as the live table writes it: the screen's `describe`, from the acting seat's view. */
function liveLog(replayed: Replayed, screen: TableScreenModule, names: readonly string[]): LogEntry[] {
  const game = replayed.module.game;
  return replayed.record.steps.map((step, index) => {
    const before = replayed.states[index];
    let text = `${names[step.seat] ?? `Seat ${step.seat}`}: ${game.actionToString(step.action)}`;
    if (screen.describe) {
      try {
        text = screen.describe(step.action, step.seat, names, game.playerView(before, step.seat));
      } catch {
        // A describe helper that cannot read this action keeps the notation, as the live table does.
      }
    }
    return { index, seat: step.seat, text };
  });
}

/**
 * A recorded game at the table, drawn by the game's own screen as play draws it (card faces, the
 * seats round the table, the log), from one seat's view at a time: the table after the first `k`
 * actions, with keys to step through it an action or a round at a time, to show another seat's
 * hand, to read the open table, and `p` to play on from there as a new game. The action that ends
 * a round shows that round's panel first, as the live table does, and the next deal one → later.
 */
export default function ReplayScreen({ replayed, screen, onExit, onPlayOn, replacesSaved = null, columns, rows }: Props) {
  const { glyphs } = useLook();
  const { record, states, module: mod } = replayed;
  const game = mod.game;
  const names = useMemo(() => seatNames(replayed), [replayed]);
  const log = useMemo(() => liveLog(replayed, screen, names), [replayed, screen, names]);
  const seats: readonly SeatInfo[] = useMemo(() => record.seats.map((s, i) => ({ ...s, name: names[i] ?? s.name })), [record, names]);
  // Null once the game is over: every hand may be shown.
  const shown = useMemo(() => seatsShown(replayed), [replayed]);
  const first = shown?.[0] ?? PLAY_ON_SEAT;
  const stops = useMemo(() => replayStops(replayed, screen, first), [replayed, screen, first]);
  const starts = useMemo(() => roundStarts(record.game, states, stops), [record, states, stops]);
  const total = record.steps.length;
  const last = stops.length - 1;
  // The stop shown: the table after its first `k` steps, or the panel of the round they ended.
  const [at, setAt] = useState(0);
  const stop = stops[at] ?? { at: total, panel: false };
  const k = stop.at;
  const [seat, setSeat] = useState<Seat>(first);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const state = states[k];
  const over = game.currentPlayer(state) === 'terminal';

  const go = (to: (n: number) => number) => {
    setMessage(null);
    setAt((n) => Math.max(0, Math.min(last, to(n))));
  };

  useKeys(
    (input, key) => {
      if (key.ctrl) return input === 'c' ? onExit() : undefined;
      if (asking) {
        if (key.return) {
          setAsking(false);
          return onPlayOn?.(k);
        }
        if (key.escape || input === 'n' || input === 'q') return setAsking(false);
        return;
      }
      // Esc goes back a step: from the open table to the replay, from the replay out of it.
      if (key.escape && open) return setOpen(false);
      if (input === 'q' || key.escape) return onExit();
      if (key.rightArrow || input === 'l') return go((n) => n + 1);
      if (key.leftArrow || input === 'h') return go((n) => n - 1);
      if (key.downArrow || key.pageDown || input === 'j') return go((n) => starts.find((s) => s > n) ?? last);
      if (key.upArrow || key.pageUp || input === 'k') return go((n) => [...starts].reverse().find((s) => s < n) ?? 0);
      if (key.home || input === 'g') return go(() => 0);
      if (key.end || input === 'G') return go(() => last);
      if (key.tab) {
        if (shown === null) return setSeat((s) => (s + 1) % record.seats.length);
        if (shown.length === 1) return record.seats.length > 1 ? setMessage(HANDS_HIDDEN) : undefined;
        return setSeat((s) => shown[(shown.indexOf(s) + 1) % shown.length] as Seat);
      }
      if (input === 'o') return shown === null ? setOpen((o) => !o) : setMessage(OPEN_HIDDEN);
      if (input === 'p') {
        if (!onPlayOn) return setMessage('Playing on needs the table of a terminal.');
        if (over) return setMessage('The game is over here: step back (←) to play on from an earlier action.');
        return setAsking(true);
      }
    },
    { ctrl: true },
  );

  const view = game.playerView(state, seat);
  const facts = [`action ${k} of ${total}`, ...(screen.facts ? screen.facts(view, stop.panel) : [])];
  // At the step that ends a round, the round's panel, as the live table shows it; → goes on to the deal.
  const round: RoundPause = stop.panel ? { showing: true, next: () => go((n) => n + 1), nextKey: '→' } : NO_ROUND;
  const header = <Header title={`Replay: ${mod.info.shortTitle}`} seed={record.seed} facts={facts} columns={columns} />;
  if (layoutFor(columns, rows) === null) {
    return (
      <Box flexDirection="column" width={columns}>
        <CommandWordsContext.Provider value={REPLAY_WORDS}>
          <TooSmall columns={columns} rows={rows} />
        </CommandWordsContext.Provider>
      </Box>
    );
  }
  const Screen = screen.default;
  // A message wrapped past its one row takes the rows it needs from the game's screen, as at the
  // table: a round's panel, which fills its rows, then keeps the header on the screen.
  const errorExtra = errorRows(message, false, columns, glyphs.cross).length - 1;
  const outcome = over ? game.outcome(state) : null;
  // Tab and o are offered only where they show a hand.
  const tab = shown === null || shown.length > 1;
  // In the look's arrows and words, fitted to the width as they will be drawn: hintLine measures
  // them here, and an ASCII terminal gets "<-" for ←, wider than ← was measured.
  const a = glyphs.arrow;
  const keyLine = asking
    ? hintLine(['Enter: play on', 'Esc: back to the replay'], columns)
    : hintLine(
        [
          [`${a.left} ${a.right} action`, `${a.left}${a.right} action`],
          [`${a.up} ${a.down} round`, `${a.up}${a.down} round`],
          ['g G start end', 'g G ends'],
          ...(tab ? ['Tab hand'] : []),
          ...(shown === null ? ['o open'] : []),
          'p play on',
          ['q leave', 'q'],
        ],
        columns,
        // One space between them where two leave no room for q, the way out.
        ['  ', ' '],
      );
  let body;
  if (asking) {
    body = <PlayOnConfirm at={k} name={names[PLAY_ON_SEAT] ?? 'you'} replaces={replacesSaved} />;
  } else if (open) {
    const lines = openTable(record.game, state, names);
    body = (
      <Box flexDirection="column" borderStyle={glyphs.border} paddingX={1}>
        {lines.map((line, i) => (
          <Text key={i} wrap="truncate">
            {line}
          </Text>
        ))}
      </Box>
    );
  } else if (outcome && !stop.panel && screen.drawsEnd !== true) {
    body = (
      <Box flexDirection="column">
        <EndPanel outcome={outcome} names={names} lowerIsBetter={mod.score.lowerIsBetter} />
        <ScoreSheet sheet={scoreSheet(record.game, view, names)} columns={columns} />
      </Box>
    );
  } else {
    body = (
      <ScreenGuard>
        <Screen
          game={game}
          options={record.options}
          seat={seat}
          view={view}
          legal={[]}
          interjections={[]}
          myTurn={false}
          current={game.currentPlayer(state) as Seat | 'terminal'}
          act={() => NO_MOVES}
          actTogether={() => NO_MOVES}
          notify={setMessage}
          round={round}
          seats={seats}
          keysActive={false}
          thinking={null}
          log={log.slice(0, k)}
          outcome={outcome}
          recorded={null}
          seed={record.seed}
          speed={'normal' satisfies Speed}
          watch
          columns={columns}
          rows={rows - errorExtra}
          layout={layoutFor(columns, rows) ?? 'compact'}
        />
      </ScreenGuard>
    );
  }
  return (
    <Box flexDirection="column" width={columns}>
      {header}
      {body}
      <ErrorLine message={message} width={columns} />
      <Text dimColor wrap="truncate">
        {keyLine}
      </Text>
    </Box>
  );
}
