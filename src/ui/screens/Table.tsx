import { Box, type Key } from 'ink';
import { Text } from '../kit/text.js';
import { KeysCoverContext, useKeys, type KeysCover } from '../hooks/use-keys.js';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Seat } from '../../engine/index.js';
import type { AnyModule } from '../../games/index.js';
import { asSentence } from '../../games/words.js';
import type { GameTable } from '../../table/index.js';
import { publicEvents, roundOf } from '../../review/narrate.js';
import { scoreSheet } from '../../review/score-sheet.js';
import {
  hintFor,
  nextLesson,
  nothingBeats,
  pickTaunt,
  playableCards,
  roundReview,
  type Decision,
  tauntGap,
  topicsIn,
  type Hint,
  type Lesson,
} from '../../teach/index.js';
import EndPanel from '../components/EndPanel.js';
import ScreenGuard from '../components/ScreenGuard.js';
import ErrorLine, { errorRows } from '../components/ErrorLine.js';
import Header from '../components/Header.js';
import HelpOverlay, { helpLayout } from '../components/HelpOverlay.js';
import QuitConfirm from '../components/QuitConfirm.js';
import RulesOverlay, { rulesLines } from '../components/RulesOverlay.js';
import TooSmall from '../components/TooSmall.js';
import { LAYOUTS, layoutFor, screenRows } from '../layout.js';
import ScoreSheet from '../components/ScoreSheet.js';
import LogOverlay, { furthestBack, logLayout } from '../components/LogOverlay.js';
import TeachPanel, { TEACH_ROWS, teachPanelRows } from '../components/TeachPanel.js';
import { useLook } from '../look/index.js';
import { useBell } from '../hooks/use-bell.js';
import { useTable } from '../hooks/use-table.js';
import { roundsDone, useRoundPause } from '../hooks/use-round-pause.js';
import { useCommandWords } from '../hooks/use-commands.js';
import { randomSeed } from '../../table/setup.js';
import { hintLine, type KeyHint } from '../kit/hints.js';
import type { HandMarks, KeyHelp, LogEntry, NoticeKind, SeatInfo, Speed, TableEnd, TableScreenModule, TableSetup } from '../types.js';

/** How a seat at a table shared over SSH differs from the local table. */
export interface SharedSeat {
  /** The seats as this screen names them (a person away marked so). */
  readonly seats: readonly SeatInfo[];
  /** A spectator: the public view, no keys for the game. */
  readonly spectator: boolean;
  /** The second line of the leave question. */
  readonly quitNote: string;
  /** The key line while the game goes on: its hints, each said more shortly when the line is narrow ({@link hintLine}). */
  readonly hint: string | readonly KeyHint[];
  /** How long this screen's pause (a round's table) may hold the other players. */
  readonly holdLapseMs: number;
}

/** How far a scroll key moves an overlay of `page` lines (↑ or k, ↓ or j, Page Up, Page Down or Space); null for any other key. */
function scrollBy(input: string, key: Key, page: number): number | null {
  if (key.upArrow || input === 'k') return -1;
  if (key.downArrow || input === 'j') return 1;
  if (key.pageUp) return -page;
  if (key.pageDown || input === ' ') return page;
  return null;
}

/** A scroll position kept between the first line and the last page of `lines` lines shown `page` at a time. */
function scrolled(to: number, lines: number, page: number): number {
  return Math.max(0, Math.min(to, lines - page));
}

type Props = {
  /** The table this screen watches and plays on. */
  readonly table: GameTable;
  /** The module of the table's game, looked up once by whoever opened the table: its score and teaching. */
  readonly module: AnyModule;
  /** The seat whose view is shown and whose keys act (0 locally). */
  readonly seat?: Seat;
  /** The game's title for the header. */
  readonly title: string;
  readonly screen: TableScreenModule;
  /** Called once when the person leaves (or Ctrl-C). */
  readonly onExit: (end: TableEnd) => void;
  /** Called from the end of a game to play again: a new deal with the same seats, or the same seed. */
  readonly onAgain?: (setup: TableSetup) => void;
  /**
   * Set at a shared table: the seed stays hidden until the game is over (it would tell the
   * deal), the overlays do not hold the others, and `SharedSeat` says the rest.
   */
  readonly shared?: SharedSeat;
  readonly columns: number;
  readonly rows: number;
  /** The table's own random source for taunts (never the game's); injectable for tests. */
  readonly random?: () => number;
  /** Ring the terminal bell when it becomes this seat's turn (off by default). */
  readonly bell?: boolean;
};

/**
 * The platform's rows of the help overlay, after the game's own; `again` false where the table
 * cannot play again (a shared table); `sheet` what the game's score sheet holds (its review's
 * `sheetHolds`); `solo` for a game played alone, which has no other seats and no bots.
 */
export function platformKeys(
  teach: boolean,
  again = true,
  sheet = 'every round so far, per seat',
  solo = false,
  log: string | null = null,
): KeyHelp[] {
  const rows: KeyHelp[] = [{ keys: 't', does: `the score sheet: ${sheet} (any key closes it)` }];
  if (log !== null) rows.push({ keys: 'm', does: `${log}, every line of it at any size (↑ ↓ scroll back; any other key closes it)` });
  if (teach) {
    rows.push(
      { keys: 'h', does: `teaching game: a hint, the ${solo ? 'move' : 'play'} the hard bot would make, with why (Enter makes it)` },
      {
        keys: 'u',
        does: solo
          ? 'teaching game: take back your last move'
          : "teaching game: take back your last move of this round, and the bots' moves after it",
      },
    );
  }
  if (again) {
    rows.push({
      keys: 'n / r',
      does: solo
        ? 'on the end screen: play again, a new deal (n) or the same deal again (r; during play r is the rules)'
        : 'on the end screen: play again with the same seats, a new deal (n) or a rematch on the same seed (r; during play r is the rules)',
    });
  }
  return rows;
}

/** One taunt said at the table: in the log after `after` steps, and beside the seat. */
interface Taunt {
  readonly id: number;
  readonly seat: number;
  readonly text: string;
  readonly after: number;
}

/** The log with the taunts said between the steps, each after the step it followed. */
function withTaunts(log: readonly LogEntry[], taunts: readonly Taunt[], names: readonly string[]): LogEntry[] {
  if (taunts.length === 0) return [...log];
  const out: LogEntry[] = [];
  let t = 0;
  const push = (upTo: number) => {
    while (t < taunts.length && (taunts[t] as Taunt).after <= upTo) {
      const x = taunts[t++] as Taunt;
      out.push({ index: -1 - x.id, seat: x.seat, text: `${names[x.seat] ?? 'A bot'}: "${x.text}"` });
    }
  };
  push(-1);
  for (const e of log) {
    out.push(e);
    push(e.index);
  }
  push(Infinity);
  return out;
}

/**
 * The game's screen under an overlay, which is not drawn: opening the overlay (or anything else
 * that changes no move) does not render it again, as it otherwise would, whole, for a frame that
 * shows none of it. A move renders it as before (its effects, such as a round's pause, see every
 * move), and so does closing the overlay. Its keys are not delivered while covered (a
 * {@link KeysCover} read when a key arrives), as when its `keysActive` was false.
 */
const Covered = memo(
  function Covered({ children }: { readonly covered: boolean; readonly steps: number; readonly children: ReactNode }) {
    return children;
  },
  (before, next) => next.covered && before.steps === next.steps,
);

/**
 * The platform's table screen: runs the table loop, draws the header, the game's screen, the
 * error line and the key hint, and owns the keys `?` (help), `q` (quit, asks first), Ctrl-C,
 * `r` (the rules at the topic of the moment), `t` (score sheet), and in a teaching game `h` (hint)
 * and `u` (take back); on the end screen `n`/`r` play again (there `r` is a rematch, not the rules). With `--taunt` the bots taunt a slow person on their turn.
 */
export default function Table({
  table: gameTable,
  module,
  seat = 0,
  title,
  screen,
  onExit,
  onAgain,
  shared,
  columns,
  rows,
  random = Math.random,
  bell = false,
}: Props) {
  // The rules overlay (`r`) reads the game's own rules.
  const rules = module.rules;
  const [help, setHelp] = useState(false);
  const { glyphs } = useLook();
  const commandWords = useCommandWords();
  // How far the help is scrolled, when its lines do not fit the rows.
  const [helpScroll, setHelpScroll] = useState(0);
  // The log overlay (m): how far back from its newest row it is scrolled, or null when closed.
  const [logBack, setLogBack] = useState<number | null>(null);
  // The rules overlay: which section and how far down; it opens at the topic the screen names.
  const [reading, setReading] = useState<{ readonly at: number; readonly scroll: number } | null>(null);
  // Only read when `r` is pressed, so a ref: naming a topic does not redraw the table.
  const topic = useRef<string | null>(null);
  const setTopic = useCallback((t: string | null) => {
    topic.current = t;
  }, []);
  const [quit, setQuit] = useState(false);
  const [sheet, setSheet] = useState(false);
  const setup = gameTable.about;
  // A table shared over SSH does not play again: its help does not offer it.
  const canAgain = shared === undefined;
  const sheetHolds = module.review?.sheetHolds;
  // What the screen's log holds, for the log overlay (m) and its help; null: the screen has none.
  const logName = screen.logLines ? (screen.logName ?? 'the log') : null;
  const helpKeys = useMemo(
    () => [...(screen.keys ?? []), ...platformKeys(setup.teach === true, canAgain, sheetHolds, module.solo, logName)],
    [screen.keys, setup.teach, canAgain, sheetHolds, module.solo, logName],
  );
  const game = gameTable.game;
  const teach = setup.teach === true;
  // A teaching game may take moves back in the rounds its game allows (every round when it does not say).
  const takeBackRounds = module.teaching?.takeBackRounds;
  const [hint, setHint] = useState<{ readonly at: number; readonly hint: Hint | 'thinking' } | null>(null);
  // Lessons wait in line: the first is shown until the person's next move.
  const [lessons, setLessons] = useState<readonly Lesson[]>([]);
  const seen = useRef(new Set<string>());
  const [taunts, setTaunts] = useState<readonly Taunt[]>([]);
  const spectator = shared?.spectator ?? false;
  const watch = spectator || gameTable.getSnapshot().people[seat] !== true;
  const table = useTable(gameTable, seat, { watch: watch && !shared, spectator, holdLapseMs: shared?.holdLapseMs });
  const seats = shared?.seats ?? setup.seats;
  // The error line: a refusal (marked ✗), or a note that refuses nothing (the why key's "it beats").
  const [notice, setNotice] = useState<{ readonly text: string | null; readonly note: boolean }>({ text: null, note: false });
  // The notice last asked for: the same one again sets no state, so React renders nothing for it.
  // The next move clears the message (below), which after most moves is no message at all; every
  // screen watching a table rendered each move twice for it.
  const asked = useRef(notice);
  const setMessage = useCallback((text: string | null, kind: NoticeKind = 'refusal') => {
    const note = kind === 'note';
    if (asked.current.text === text && asked.current.note === note) return;
    asked.current = { text, note };
    setNotice(asked.current);
  }, []);
  // The help and rules overlays take the screen's place, and as a screen, leave one row free.
  const overlayRows = screenRows(rows);
  const message = notice.text;
  const over = table.current === 'terminal';
  // A finished round's panel, kept here so that the header, the key line and the screen speak of
  // it in the same frame. Once the game is over, a panel up is the last round's (where Enter
  // brings the final scores).
  const counted = roundsDone(screen.rounds, table.view, over);
  const round = useRoundPause(
    counted.done,
    counted.over,
    table.pause,
    table.paused,
    spectator ? 'spectator' : watch ? 'watch' : 'person',
    table.steps,
  );
  const names = seats.map((s) => s.name);
  const myTurn = !watch && table.myTurn;
  // Every line of the screen's log, for the log overlay (m): read only while it is open.
  const logLines = logBack !== null && screen.logLines ? screen.logLines(table.view, names, glyphs.unicode) : [];
  useBell(bell, myTurn);
  /** An overlay drawn in the game screen's place (help, rules, leave question, score sheet). */
  const covered = help || quit || sheet || reading !== null || logBack !== null;
  const overlay = covered || hint?.hint === 'thinking';
  // Read by the game screen's keys: set as the overlay is drawn, before any key can reach it.
  const [cover] = useState<KeysCover>(() => ({ covered: false }));
  useLayoutEffect(() => {
    cover.covered = covered;
  }, [cover, covered]);
  // A message is about the moment it was given: the next move clears it.
  useEffect(() => setMessage(null), [table.steps, setMessage]);

  useEffect(() => {
    if (!shared) gameTable.hold(`seat ${seat}:overlay`, overlay);
  }, [gameTable, seat, overlay, shared]);
  const shownHint = hint !== null && hint.at === table.steps ? hint.hint : null;

  // Teaching: the person's turns of this round (view, choices, choice), for the round's review.
  const decisions = useRef<Decision[]>([]);
  const remember = useCallback(
    (action: unknown) => {
      if (teach && table.myTurn) decisions.current.push({ step: table.steps, view: table.view, legal: table.legal, action });
    },
    [teach, table],
  );
  const act = useCallback(
    (action: unknown) => {
      const refused = table.act(action);
      setMessage(refused === null ? null : asSentence(refused));
      if (refused === null) {
        remember(action);
        setHint(null);
        setLessons((list) => list.slice(1));
      }
      return refused;
    },
    [table, remember, setMessage],
  );
  const actTogether = useCallback(
    (actions: readonly unknown[]) => {
      const refused = table.actTogether(actions);
      setMessage(refused === null ? null : asSentence(refused));
      if (refused === null) {
        if (actions.length > 0) remember(actions[0]);
        setHint(null);
        setLessons((list) => list.slice(1));
      }
      return refused;
    },
    [table, remember, setMessage],
  );

  // Teaching: when a round ends, the hard bot's review of it goes before the lessons waiting.
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const reviewedRound = useRef<number | null>(null);
  const lastReviewed = useRef(false);
  /** The review of the game's last round, for the end screen (the teaching panel is not drawn there). */
  const [finalReview, setFinalReview] = useState<Lesson | null>(null);
  useEffect(() => {
    if (!teach || watch) return;
    // A take-back forgets the turns it took back.
    decisions.current = decisions.current.filter((d) => d.step < table.steps);
    const round = roundOf(game.id, table.view);
    const was = reviewedRound.current;
    reviewedRound.current = round;
    if (was === null) return;
    // The last round ends the game without a next one: it is reviewed when the game is over.
    const last = over && !lastReviewed.current;
    if (round <= was && !last) return;
    if (last) lastReviewed.current = true;
    const ended = decisions.current;
    decisions.current = [];
    void roundReview(module, seat, setup.options.players, round > was ? was : round, ended, table.view).then(
      (lesson) => {
        if (!mounted.current || !lesson) return;
        setLessons((list) => [lesson, ...list]);
        if (last) setFinalReview(lesson);
      },
      // A review that cannot be worked out is left unsaid; the game goes on.
      () => undefined,
    );
  }, [teach, watch, game.id, module, seat, setup.options.players, table.view, table.steps, over]);

  const askHint = () => {
    if (!myTurn && table.interjections.length === 0) return setMessage('A hint is for your turn (or a Last Egg to say or catch).');
    const at = table.steps;
    setHint({ at, hint: 'thinking' });
    void hintFor(module, table.view, seat, table.legal, table.interjections).then(
      (h) => {
        setHint((old) => (old?.at === at ? (h ? { at, hint: h } : null) : old));
        if (!h) setMessage('Nothing to hint: it is not your move.');
      },
      (error: unknown) => {
        setHint(null);
        setMessage(`No hint: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };

  const openRules = () =>
    setReading({
      at: Math.max(
        0,
        rules.findIndex((r) => r.topic === topic.current),
      ),
      scroll: 0,
    });

  const again = (sameSeed: boolean) => {
    if (!onAgain) return;
    onAgain({ ...setup, seed: sameSeed ? setup.seed : randomSeed(), steps: [] } satisfies TableSetup);
  };

  useKeys(
    (input, key) => {
      if (key.ctrl && input === 'c') return onExit('interrupted');
      if (key.ctrl) return;
      if (help) {
        const { lines, room } = helpLayout(helpKeys, columns, overlayRows, commandWords, glyphs);
        // Taller than the rows, it scrolls as the rules do; any other key closes it.
        const by = lines.length > room ? scrollBy(input, key, room) : null;
        if (by === null) return setHelp(false);
        return setHelpScroll(scrolled(helpScroll + by, lines.length, room));
      }
      if (reading) {
        // A page: the rows the rules overlay shows (its border and title lines taken off), less one kept in view.
        const page = Math.max(1, overlayRows - 5);
        const lines = rulesLines(rules, reading.at, columns - 4).length;
        const by = scrollBy(input, key, page);
        if (key.escape || input === 'r' || input === 'q') setReading(null);
        else if (key.leftArrow || input === 'h') setReading({ at: (reading.at + rules.length - 1) % rules.length, scroll: 0 });
        else if (key.rightArrow || input === 'l') setReading({ at: (reading.at + 1) % rules.length, scroll: 0 });
        else if (by !== null) setReading({ at: reading.at, scroll: scrolled(reading.scroll + by, lines, page) });
        return;
      }
      if (logBack !== null) {
        const { rows: logged, room } = logLayout(logLines, columns, overlayRows);
        // ↑ and PgUp go back towards the oldest row, ↓ and PgDn forward; any other key closes it.
        const by = scrollBy(input, key, room);
        if (by === null) return setLogBack(null);
        return setLogBack(Math.max(0, Math.min(furthestBack(logged.length, room), logBack - by)));
      }
      if (sheet) return setSheet(false);
      if (quit) {
        if (input === 'y' || input === 'Y') onExit(over ? 'finished' : 'quit');
        else if (input === 'n' || input === 'N' || key.escape) setQuit(false);
        return;
      }
      if (input === '?') {
        setHelpScroll(0);
        return setHelp(true);
      }
      if (input === 't') return setSheet(true);
      if (input === 'm' && screen.logLines) return setLogBack(0);
      if (over && round.showing) {
        // The last round's panel, before the end: Enter is the screen's, to go on to the final
        // scores; q leaves (the game is recorded), and r is still the rules, not a rematch.
        if (input === 'q' || key.escape) return onExit('finished');
        if (input === 'r' && rules.length > 0) return openRules();
        return;
      }
      if (over) {
        if (key.return || input === 'q' || key.escape) return onExit('finished');
        // At the end `r` is a rematch (same seed) when the table can play again; during play it opens the rules.
        if (onAgain && input === 'n') return again(false);
        if (onAgain && input === 'r') return again(true);
        if (input === 'r' && rules.length > 0) return openRules();
        return;
      }
      if (input === 'r' && rules.length > 0) return openRules();
      if (shownHint !== null) {
        if (shownHint === 'thinking') return;
        // With what the game says goes with it (a Last Egg said with the lay that leaves one card).
        if (key.return)
          return void (shownHint.together.length > 0 ? actTogether([shownHint.action, ...shownHint.together]) : act(shownHint.action));
        if (key.escape || input === 'h') return setHint(null);
      }
      if (input === 'q') return setQuit(true);
      if (teach && !watch && input === 'h') return askHint();
      if (teach && !watch && input === 'u') {
        const refused = gameTable.takeBack(seat);
        setMessage(refused);
        if (refused === null) setHint(null);
      }
      if (!teach && !watch && input === 'u') setMessage('Take-backs are for teaching games: start one with play --teach.');
    },
    { ctrl: true },
  );

  // Teaching: the first time a special card or rule comes up, two lines about it.
  const lastView = useRef<unknown>(null);
  // Moves already made when the table opened: more than none for a resumed game.
  const stepsAtOpen = useRef(table.steps);
  useEffect(() => {
    if (!teach || watch) return;
    const before = lastView.current ?? table.view;
    lastView.current = table.view;
    const events =
      before === table.view
        ? publicEvents(game.id, { ...(table.view as object), log: [], trick: { events: [] } }, table.view)
        : publicEvents(game.id, before, table.view);
    const fresh: Lesson[] = [];
    // A game resumed part way through was taught what it has met so far before it was saved: its
    // first view's topics count as taught, and only what comes up from here on is new.
    const resumed = before === table.view && stepsAtOpen.current > 0;
    for (
      let next = nextLesson(module, topicsIn(module, table.view, events), seen.current);
      next;
      next = nextLesson(module, topicsIn(module, table.view, events), seen.current)
    ) {
      seen.current.add(next.topic);
      if (!resumed) fresh.push(next);
    }
    if (fresh.length > 0) setLessons((list) => [...list, ...fresh]);
  }, [table.view, teach, watch, game.id, module]);

  // Taunts: on the person's turn, after `taunt` seconds, the bots start and keep at it until a move.
  const tauntSeats = useMemo(
    () => setup.seats.map((s, i) => (s.bot === null ? -1 : i)).filter((i) => i >= 0 && i !== seat),
    [setup.seats, seat],
  );
  const tauntOn = (setup.taunt ?? 0) > 0 && !teach && myTurn && !table.paused && !help && !quit && !sheet && tauntSeats.length > 0;
  const tauntId = useRef(0);
  useEffect(() => {
    if (!tauntOn) return;
    let timer: ReturnType<typeof setTimeout>;
    let last: string | null = null;
    const say = () => {
      const t = pickTaunt(random, tauntSeats, last);
      last = t.text;
      const id = tauntId.current++;
      setTaunts((list) => [...list.slice(-40), { id, seat: t.seat, text: t.text, after: table.steps - 1 }]);
      timer = setTimeout(say, tauntGap(random));
    };
    timer = setTimeout(say, (setup.taunt ?? 0) * 1000);
    return () => clearTimeout(timer);
  }, [tauntOn, table.steps, setup.taunt, tauntSeats, random]);
  const { remarks, chatter } = useMemo(() => {
    const now = tauntOn ? taunts.filter((t) => t.after === table.steps - 1) : [];
    const out: (string | null)[] = setup.seats.map(() => null);
    for (const t of now) out[t.seat] = t.text;
    return { remarks: out, chatter: now.map((t) => `${setup.seats[t.seat]?.name ?? 'A bot'}: “${t.text}”`) };
  }, [taunts, table.steps, tauntOn, setup.seats]);

  const marks: HandMarks | undefined = useMemo(() => {
    if (!teach || watch) return undefined;
    const hintCards = shownHint !== null && shownHint !== 'thinking' ? shownHint.cards : [];
    return { hint: hintCards, playable: myTurn ? playableCards(module, table.view, table.legal) : null };
  }, [teach, watch, shownHint, myTurn, module, table.view, table.legal]);
  const stuck = teach && myTurn ? nothingBeats(module, table.view, table.legal) : null;

  const Screen = screen.default;
  const keysActive = !overlay && !watch && (!over || round.showing) && shownHint === null;
  const showEnd = over && table.outcome !== null && screen.drawsEnd !== true;
  const facts = screen.facts ? screen.facts(table.view, round.showing) : [];
  // The teaching panel, and its rows: more where its words wrap on a narrow screen, taken from the
  // game's screen as far as the terminal has rows past the least of its layout.
  const layout = layoutFor(columns, rows);
  const panel =
    teach && !watch && !over
      ? {
          hint: shownHint,
          stuck,
          lesson: lessons[0] ?? null,
          more: Math.max(0, lessons.length - 1),
          takeBacks: table.takeBacks,
          canTakeBack: takeBackRounds === undefined || roundOf(game.id, table.view) <= takeBackRounds,
          width: columns,
          most: TEACH_ROWS + Math.max(0, rows - (LAYOUTS.find((l) => l.name === layout)?.rows ?? rows)),
        }
      : null;
  // A screen that draws the panel itself makes it give way to its own rows while a round is played.
  const panelInScreen = panel !== null && screen.drawsPanel === true && !round.showing;
  const teachRows = panel && !panelInScreen ? teachPanelRows(panel) : 0;
  // The error line: a fault, else the message of the moment, else why the last save failed.
  const shownMessage = table.fault ?? message ?? table.saveError;
  const shownNote = table.fault === null && message !== null && notice.note;
  // A message wrapped past its one row takes the rows it needs from the game's screen: the frame
  // stays within the terminal, where Ink redraws it in place.
  const errorExtra = errorRows(shownMessage, shownNote, columns, glyphs.cross).length - 1;
  // The leave question, over the table or beside a window too small for it.
  const leaveQuestion = (
    <QuitConfirm
      inProgress={!over}
      note={shared?.quitNote}
      savedSteps={table.savedSteps}
      saveError={table.saveError}
      recorded={table.recorded}
    />
  );
  const log = useMemo(() => withTaunts(table.log, taunts, names), [table.log, taunts, names]);
  // Watching, the final scores follow by themselves: Enter is nobody's.
  const lastRoundKeys: readonly KeyHint[] = [
    ...(watch ? [] : [['Enter: the final scores', 'Enter: final scores']]),
    'q leave',
    'r rules',
    't scores',
    '? help',
  ];
  const overKeys: readonly KeyHint[] = [
    ['Enter or q: leave', 'Enter/q leave'],
    'n new deal',
    ['r rematch (same seed)', 'r rematch'],
    't scores',
    '? help',
  ];
  if (layout === null) {
    return (
      <Box flexDirection="column" width={columns}>
        {/* The leave question in the message's place: both would not fit. */}
        {quit ? leaveQuestion : <TooSmall columns={columns} rows={rows} />}
      </Box>
    );
  }
  return (
    <Box flexDirection="column" width={columns}>
      <Header
        title={title}
        shortTitle={module.info.shortTitle}
        seed={shared && !over ? null : setup.seed}
        facts={teach ? [...facts, 'teaching'] : facts}
        // The speed is the bots' pace: a table without bots (a solo game) has none to show.
        speed={setup.seats.some((s) => s.bot !== null) ? setup.speed : undefined}
        watch={watch}
        columns={columns}
      />
      {help ? (
        <HelpOverlay title={title} keys={helpKeys} scroll={helpScroll} width={columns} height={overlayRows} />
      ) : reading ? (
        <RulesOverlay title={title} sections={rules} at={reading.at} scroll={reading.scroll} width={columns} height={overlayRows} />
      ) : quit ? (
        leaveQuestion
      ) : logBack !== null ? (
        <LogOverlay title={title} name={logName ?? 'the log'} lines={logLines} back={logBack} width={columns} height={overlayRows} />
      ) : sheet ? (
        <ScoreSheet sheet={scoreSheet(game.id, table.view, names)} columns={columns} footer="Any key closes the score sheet." />
      ) : null}
      {showEnd && table.outcome ? (
        covered ? null : (
          <Box flexDirection="column">
            <EndPanel outcome={table.outcome} names={names} lowerIsBetter={module.score.lowerIsBetter} recorded={table.recorded} />
            <ScoreSheet sheet={scoreSheet(game.id, table.view, names)} columns={columns} />
          </Box>
        )
      ) : (
        // Under an overlay the game's screen stays mounted, only not drawn: its cursor, selection
        // and a Last Egg armed are as the person left them when the overlay closes.
        <Box flexDirection="column" display={covered ? 'none' : 'flex'}>
          <KeysCoverContext.Provider value={cover}>
            <Covered covered={covered} steps={table.steps}>
              <ScreenGuard>
                <Screen
                  game={game}
                  options={setup.options}
                  seat={seat}
                  view={table.view}
                  legal={table.legal}
                  interjections={table.interjections}
                  myTurn={myTurn}
                  current={table.current}
                  act={act}
                  actTogether={actTogether}
                  notify={setMessage}
                  round={round}
                  armed={table.armed}
                  arm={table.arm}
                  seats={seats}
                  keysActive={keysActive}
                  thinking={table.thinking}
                  speaking={table.speaking}
                  log={log}
                  outcome={table.outcome}
                  recorded={table.recorded}
                  seed={setup.seed}
                  speed={setup.speed as Speed}
                  watch={watch}
                  spectator={spectator}
                  columns={columns}
                  rows={rows - teachRows - errorExtra}
                  panel={panelInScreen && !covered ? panel : null}
                  layout={layout ?? 'compact'}
                  setTopic={setTopic}
                  teach={teach}
                  marks={marks}
                  remarks={remarks}
                  chatter={chatter}
                />
              </ScreenGuard>
            </Covered>
          </KeysCoverContext.Provider>
        </Box>
      )}
      {over && teach && !watch && !covered && finalReview ? <Text wrap="wrap">{finalReview.lines[0]}</Text> : null}
      {/* Under an overlay (help, the rules, the sheet, the leave question) the panel goes too: each
          takes the rows of the whole screen. */}
      {panel && !panelInScreen && !covered ? <TeachPanel {...panel} /> : null}
      <ErrorLine message={shownMessage} note={shownNote} width={columns} />
      <Text dimColor wrap="truncate">
        {hintLine(
          over
            ? round.showing
              ? lastRoundKeys
              : onAgain
                ? overKeys
                : ['Enter or q: leave', 't scores', '? help']
            : [
                // A round's panel goes on with Enter, as it says.
                ...(round.showing && !watch ? [['Enter: the next round', 'Enter: next round']] : []),
                ...(typeof shared?.hint === 'string'
                  ? [shared.hint]
                  : (shared?.hint ?? [
                      ...(watch ? [['Watching the bots play.', 'Watching the bots.']] : []),
                      '? help',
                      'r rules',
                      't scores',
                      ...(screen.logLines ? ['m log'] : []),
                      'q quit',
                    ])),
              ],
          columns,
        )}
      </Text>
    </Box>
  );
}
