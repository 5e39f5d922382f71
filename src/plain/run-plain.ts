import type { Readable, Writable } from 'node:stream';
import { botsFor, loadBots } from '../games/bots.js';
import type { Outcome, Seat } from '../engine/index.js';
import type { AnyModule, PlainSeat, PlainText } from '../games/index.js';
import { asSentence, plural } from '../games/words.js';
import { maskControls } from '../platform/control.js';
import type { SavedGame } from '../store/types.js';
import { openTable, type SeatSnapshot, type TablePersistence, type TableSetup } from '../table/index.js';
import { NOTHING_SAVED } from '../table/setup.js';
import { wrap } from '../platform/text/wrap.js';
import { localeIsUnicode } from '../ui/look/glyphs.js';
import { toAscii } from './ascii.js';
import { LineReader } from './lines.js';
import { readMove } from './read.js';

/** Where a line-mode table reads and writes, and keeps its game. */
export interface PlainIo {
  readonly input: Readable;
  readonly output: Writable;
  /** The store's two calls (a test passes memory); each may throw a one-line Error. */
  readonly persistence: TablePersistence;
  /** The command that brings the game back, for the closing line. */
  readonly resumeCommand: string;
  /** Resolves with an exit status to stop at once (SIGINT, SIGTERM); the game is saved already. */
  readonly stop?: Promise<number>;
  /** Whether the output may hold characters beyond ASCII (default: as the locale says). */
  readonly unicode?: boolean;
  /** Widest line written (default 80). */
  readonly width?: number;
}

/** Choices listed by number at most; more are typed in notation. */
export const LISTED = 40;

/** The commands of line mode besides moves, for `help`. */
export const PLAIN_COMMANDS = [
  'a move: its number in the list, or written as listed (any case, cards in any order)',
  'status (s): the table again, and your choices',
  'choices (list): your choices again',
  'help (?): this list',
  'quit (q): leave; the game stays saved',
];

/**
 * Plays `setup` in line mode (`--plain`, and what `TERM=dumb` gets): the same table object as the
 * drawn table (engine, bots and their delays, a save after every move, the finished game
 * recorded), with every event printed as a sentence as it happens and the person's moves typed
 * as lines. It reads a line only when the person may act, so typed-ahead input waits in the
 * pipe; a move typed before its turn is kept (one line) until then. Nothing is redrawn and no
 * escape code is written; every line fits `width` columns. Resolves to the exit status: 0 when
 * the game ended and was recorded, or was left saved (quit, end of input); 1 when a save or
 * the record failed; `stop`'s status when stopped from outside.
 */
export async function runPlain(mod: AnyModule, setup: TableSetup, io: PlainIo): Promise<number> {
  const plain: PlainText<unknown, unknown> = (await mod.plain?.()) ?? {};
  await loadBots(setup.game);
  const width = io.width ?? 80;
  const ascii = !(io.unicode ?? localeIsUnicode());
  let drained: Promise<void> | null = null;
  const say = (text: string, indent = '') => {
    const clean = ascii ? toAscii(maskControls(text)) : maskControls(text);
    const lines = text.trim() === '' ? [''] : wrap(clean, { width, first: indent, rest: `${indent}  ` });
    for (const line of lines) {
      if (!io.output.write(`${line}\n`) && !drained) {
        drained = new Promise((resolve) => io.output.once('drain', () => resolve()));
      }
    }
  };
  const players = botsFor(setup);
  let saveError: string | null = null;
  /** Moves of this game on disk (a resumed game's are there already), and moves played. */
  let savedSteps = setup.steps.length;
  let playedSteps = setup.steps.length;
  /** Why the finished game could not be recorded, and how many of its moves its save holds. */
  let recordError: { readonly reason: string; readonly savedSteps: number } | null = null;
  const onDisk = () =>
    savedSteps > 0 ? `the saved game holds ${plural(savedSteps, 'move')} of ${playedSteps}` : 'nothing of this game is saved';
  /**
   * The closing line of a game left unfinished (`lead` before it): saved, with the command that
   * brings it back to follow, only when a move of it is on disk; a new game left before any
   * move has no save (an earlier game's may still be there, and `resume` would bring that back).
   */
  const leftSaved = (lead: string, saved: string) => (savedSteps > 0 ? `${lead}${saved}` : `${lead}${NOTHING_SAVED}`);
  const persistence: TablePersistence = {
    saveGame: (saved: SavedGame) => {
      playedSteps = saved.steps.length;
      try {
        io.persistence.saveGame(saved);
        saveError = null;
        savedSteps = saved.steps.length;
      } catch (error) {
        saveError = error instanceof Error ? error.message : String(error);
        // Said as it happens, as the drawn table does: nothing later claims it was saved.
        say(`Could not save: ${saveError}; ${onDisk()}.`);
        throw error;
      }
    },
    finishGame: (saved, outcome) => {
      playedSteps = saved.steps.length;
      try {
        return io.persistence.finishGame(saved, outcome);
      } catch (error) {
        const steps = (error as { savedSteps?: unknown }).savedSteps;
        recordError = {
          reason: error instanceof Error ? error.message : String(error),
          savedSteps: typeof steps === 'number' ? steps : savedSteps,
        };
        throw error;
      }
    },
  };
  const table = openTable({ game: mod.game, setup, players, persistence });
  const seats: PlainSeat[] = setup.seats.map((s) => ({ name: s.name, bot: s.bot }));
  const names = seats.map((s) => s.name);
  // The person's seat; with --watch a bot plays it and line mode only tells what happens.
  const me: Seat = Math.max(
    0,
    setup.seats.findIndex((s) => s.bot === null),
  );
  const person = setup.seats[me]?.bot === null;
  const notation = (a: unknown) => mod.game.actionToString(a as never);
  const review = mod.review;
  const sentence = (event: unknown) =>
    plain.sentence ? plain.sentence(event, names) : (review?.sentence(event, names, shownView) ?? String(event));

  // Every change wakes the loop; `changed(v)` resolves at once when the table is past version v.
  let wake: (() => void) | null = null;
  const unsubscribe = table.subscribe(() => {
    const w = wake;
    wake = null;
    w?.();
  });
  const changed = (version: number) =>
    new Promise<'changed'>((resolve) => {
      if (table.getSnapshot().version !== version) resolve('changed');
      else wake = () => resolve('changed');
    });

  const reader = new LineReader(io.input);
  let reading: Promise<Awaited<ReturnType<LineReader['next']>>> | null = null;
  const nextLine = () => (reading ??= reader.next());
  /** The status asked for from outside, once it is: checked before every line, however fast lines come. */
  let stopped: number | null = null;
  let stopWake: (() => void) | null = null;
  void io.stop?.then((code) => {
    stopped = code;
    stopWake?.();
  });
  // A fresh promise for each wait (one that lived as long as the table would collect a reaction
  // per line read, and an endless input would fill memory with them).
  const stopping = () =>
    new Promise<{ stop: number }>((resolve) => {
      if (stopped !== null) resolve({ stop: stopped });
      else stopWake = () => resolve({ stop: stopped ?? 0 });
    });

  // What has been said: the view whose events are printed, the log entries printed (no review).
  let shownView: unknown = table.seat(me).view;
  let shownLog = table.getSnapshot().log.length;
  let shownSteps = table.getSnapshot().steps;
  const printEvents = (snap: SeatSnapshot) => {
    if (snap.steps === shownSteps) return;
    shownSteps = snap.steps;
    if (review) {
      for (const event of review.events(shownView, snap.view)) say(sentence(event));
      shownView = snap.view;
    } else {
      for (const entry of snap.log.slice(shownLog)) say(entry.text);
      shownLog = snap.log.length;
    }
  };
  /** The indices of the candidates last listed, in order: what a typed number picks. */
  let listed: number[] = [];
  const listChoices = (notations: readonly string[], indices: readonly number[], snap: SeatSnapshot, heading: string) => {
    listed = indices.slice(0, LISTED);
    const more = indices.length > LISTED ? ` ... and ${indices.length - LISTED} more: type one as the game writes it.` : '';
    if (plain.choice) {
      // Choices in words (with their consequences): one a line.
      const all = [...snap.legal, ...snap.interjections];
      say(heading);
      listed.forEach((at, k) => say(`${k + 1}) ${plain.choice?.(all[at], snap.view) ?? ''}`, '  '));
      if (more !== '') say(more.trim(), '  ');
    } else {
      const all = [...snap.legal, ...snap.interjections];
      const label = (at: number) => plain.label?.(all[at], snap.view, seats) ?? notations[at] ?? '';
      say(`${heading} ${listed.map((at, k) => `${k + 1}) ${label(at)}`).join(', ')}.${more}`);
    }
  };
  /** The candidates' indices in the order the game lists them (the engine's, unless it says). */
  const ordered = (snap: SeatSnapshot, count: number): number[] => {
    const all = [...snap.legal, ...snap.interjections];
    const indices = Array.from({ length: count }, (_, i) => i);
    const order = plain.order;
    if (!order) return indices;
    const rank = indices.map((i) => order(all[i]));
    return indices.sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0) || a - b);
  };
  const status = (snap: SeatSnapshot) => {
    for (const line of plain.status?.(snap.view, seats) ?? []) say(line);
  };

  const mode = setup.steps.length === 0 ? 'new' : 'resumed';
  say(
    `${mod.info.title} in line mode: ${names.map((n, i) => (i === me && person ? `${n} (you)` : n)).join(', ')}. Type help for the commands.`,
  );
  if (mode === 'new' && review) for (const event of review.opening(shownView)) say(sentence(event));
  if (mode === 'resumed') say(`The saved game goes on after ${plural(setup.steps.length, 'move')}.`);
  if (setup.teach) say('Hints and take-backs of the teaching table are not offered in line mode.');

  /** The final table, best first, as the drawn end panel gives it: every seat's total. */
  const standings = (outcome: Outcome) => {
    const lower = mod.score.lowerIsBetter;
    const order = names
      .map((name, seat) => ({ name, seat, score: outcome.scores[seat] ?? 0 }))
      .sort(
        (a, b) =>
          (lower ? a.score - b.score : b.score - a.score) ||
          Number(outcome.winners.includes(b.seat)) - Number(outcome.winners.includes(a.seat)) ||
          a.seat - b.seat,
      );
    say('');
    say(`Final standings after ${plural(outcome.rounds, 'round')} (${lower ? 'lowest' : 'highest'} total wins):`);
    order.forEach((r, i) =>
      say(`${i + 1}. ${r.name}: ${plural(r.score, 'point')}${outcome.winners.includes(r.seat) ? ', winner' : ''}`, '  '),
    );
  };

  /** The last decision prompted: the table version and whether it was the person's turn. */
  let prompted = '';
  /** The game's lines on how to type a move given so far: each once (and the moment's again with help). */
  const toldHow = new Set<string>();
  const howTo = (snap: SeatSnapshot) => plain.howTo?.(person && snap.myTurn ? snap.legal : [], snap.view);
  /** A move typed before its turn, kept until then. */
  let held: string | null = null;
  let code: number | null = null;
  let closing = '';

  try {
    while (code === null) {
      if (stopped !== null) {
        code = stopped;
        break;
      }
      if (drained) {
        await drained;
        drained = null;
      }
      const snap = table.seat(me);
      printEvents(snap);
      if (snap.fault) {
        closing =
          saveError === null
            ? leftSaved(`The table stopped: ${snap.fault}. `, 'Your game is saved as it was before; bring it back with:')
            : `The table stopped: ${snap.fault}. Its last moves could not be saved (${saveError}); ${onDisk()}${savedSteps > 0 ? '; bring it back with:' : '.'}`;
        saveError = null;
        code = 1;
        break;
      }
      if (snap.current === 'terminal') {
        // The game's own events tell the end by name; without them, the engine's summary.
        if (snap.outcome && !review) say(snap.outcome.summary);
        if (snap.outcome) standings(snap.outcome);
        if (snap.recorded === false) {
          const failed = recordError as { readonly reason: string; readonly savedSteps: number } | null;
          const whole = failed !== null && failed.savedSteps >= playedSteps;
          closing = `The game is over but could not be recorded: ${failed?.reason ?? snap.saveError ?? 'unknown error'}.`;
          if (whole) closing += ' This records it once it can be written:';
          saveError = null;
          code = 1;
        } else {
          closing = 'The game is over and recorded: `big-chicken scores` lists it.';
          saveError = null;
          code = 0;
        }
        break;
      }
      const notations = [...snap.legal, ...snap.interjections].map(notation);
      const myTurn = person && snap.myTurn;
      const chance = person && snap.interjections.length > 0;
      if (!myTurn && !chance && held === null) {
        // Nothing for the person to do: the bots play on.
        const woke = await Promise.race([changed(snap.version), stopping()]);
        if (typeof woke === 'object') code = woke.stop;
        continue;
      }
      const key = `${snap.steps}:${myTurn}:${snap.interjections.length}`;
      if (key !== prompted) {
        prompted = key;
        if (myTurn) {
          say('');
          say(`Your turn, ${names[me] ?? 'you'}.`);
          status(snap);
          listChoices(notations, ordered(snap, notations.length), snap, 'Your choices:');
          const how = howTo(snap);
          if (how !== undefined && !toldHow.has(how)) say(how);
          if (how !== undefined) toldHow.add(how);
        } else if (chance) {
          const first = snap.legal.length;
          listChoices(
            notations,
            snap.interjections.map((_, i) => first + i),
            snap,
            'You may now (out of turn):',
          );
        }
      }
      let typed: string;
      if (held !== null && myTurn) {
        typed = held;
        held = null;
        say(`> ${typed}`);
      } else if (held !== null) {
        // A move kept for the person's turn: wait for the table, not for more input.
        const woke = await Promise.race([changed(snap.version), stopping()]);
        if (typeof woke === 'object') code = woke.stop;
        continue;
      } else {
        const woke = await Promise.race([nextLine(), changed(snap.version), stopping()]);
        if (woke === 'changed') continue;
        if (woke !== null && typeof woke === 'object' && 'stop' in woke) {
          code = woke.stop;
          break;
        }
        reading = null;
        if (woke === null) {
          closing = leftSaved('The input ended. ', 'Your game is saved; bring it back with:');
          code = saveError === null ? 0 : 1;
          break;
        }
        if (woke.kind === 'long') {
          say(`That line is ${woke.length} characters long, more than a move; it was not read.`);
          continue;
        }
        typed = woke.text;
      }
      // Let the bots' timers run between lines, however fast the lines come.
      await new Promise((resolve) => setImmediate(resolve));
      const word = typed.trim().toLowerCase();
      if (word === '') continue;
      if (word === 'quit' || word === 'q' || word === 'exit') {
        closing = leftSaved('', 'Your game is saved. Bring it back with:');
        code = saveError === null ? 0 : 1;
        break;
      }
      if (word === 'help' || word === '?') {
        say('Commands:');
        for (const line of PLAIN_COMMANDS) say(line, '  ');
        const how = howTo(table.seat(me));
        if (how !== undefined) say(how);
        continue;
      }
      const now = table.seat(me);
      const nowNotations = [...now.legal, ...now.interjections].map(notation);
      if (word === 'status' || word === 's' || word === 'choices' || word === 'list') {
        if (word.startsWith('s')) status(now);
        if (person && (now.myTurn || now.interjections.length > 0)) {
          listChoices(
            nowNotations,
            ordered(now, nowNotations.length).filter((i) => now.myTurn || i >= now.legal.length),
            now,
            now.myTurn ? 'Your choices:' : 'You may now (out of turn):',
          );
        } else say('It is not your turn.');
        continue;
      }
      const all = [...now.legal, ...now.interjections];
      const read = readMove(typed, nowNotations, listed, plain, now.view);
      if (read.kind === 'no' || read.kind === 'try') {
        if (person && !now.myTurn) {
          // Not a move of this moment: it waits for the person's turn (one line; no more is read meanwhile).
          held = typed;
          say('Not your turn yet: that line is kept for your turn.');
          continue;
        }
        const refused = read.kind === 'try' ? table.act(me, read.action) : read.reason;
        if (refused !== null) say(`Not taken: ${asSentence(refused)} Type choices to list what you may do.`);
        continue;
      }
      if (read.kind === 'pick') {
        listChoices(nowNotations, read.indices, now, 'Which one?');
        continue;
      }
      const action = all[read.index];
      const refused = read.with === undefined ? table.act(me, action) : table.actTogether(me, [action, read.with]);
      if (refused !== null) say(`Not taken: ${asSentence(refused)}`);
    }
  } finally {
    unsubscribe();
    reader.close();
    table.close();
  }
  if (saveError !== null) {
    // Whatever ended the game (quit, end of input, a signal): say what is on disk, not "saved".
    closing = `Your last moves could not be saved (${saveError as string}); ${onDisk()}${savedSteps > 0 ? '; this brings it back as last saved:' : '.'}`;
    if (code === 0 || code === null) code = 1;
  }
  if (closing === '') closing = leftSaved('', 'Your game is saved. Bring it back with:');
  say(closing);
  // The command on a line of its own, never wrapped.
  if (closing.endsWith(':')) say(io.resumeCommand, '  ');
  if (drained) await drained;
  return code ?? 0;
}
