import type { AnyGame, Bot, BotLevel, Game, GameId, GameOptions } from '../engine/index.js';
import type { SearchBudget } from '../bots/budget.js';
import type { TableScreenModule } from '../ui/types.js';
import type { OptionSpec } from './options.js';

/** One paragraph of a game's rules, in the program's own words. */
export interface RulesParagraph {
  readonly text: string;
  /**
   * Set when the paragraph is a house ruling rather than the published rules: the ruling's
   * reference, e.g. "JH 4" for rule 4 of a game's rulings, or "ours" for a point this
   * program decided where the rulings are silent. `big-chicken rules` marks these.
   */
  readonly ruling?: string;
}

/** A section of a game's rules; `topic` is its one-word name for `big-chicken rules <game> <topic>`. */
export interface RulesSection {
  readonly topic: string;
  readonly title: string;
  readonly paragraphs: readonly RulesParagraph[];
}

/** What the menu, `rules` and `--help` say about a game. */
export interface GameInfo {
  /** The game's name on the command line, in saved games and in records (lower case, digits and -). */
  readonly id: GameId;
  readonly title: string;
  /** A short title for tables and notes (the title without its series name, say). */
  readonly shortTitle: string;
  /** Other names accepted on the command line. */
  readonly aliases: readonly string[];
  /** The only place a game's player limits are written: `play`, `sim`, `check` and the menu read them. */
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Default seat count for `play` and `sim` without `--players`. */
  readonly defaultPlayers: number;
  /** One line, at most 48 columns (it stands beside the title in `big-chicken rules`). */
  readonly summary: string;
}

/** How a game's final scores read. */
export interface ScoreKind {
  /** What a score counts, plural, e.g. "points" or "chickens". */
  readonly unit: string;
  /** True when the lowest score is best; `scores`, `sim` and the end panel order by it. */
  readonly lowerIsBetter: boolean;
}

/**
 * A game's own options for `play` and `sim` (e.g. a variant for some player counts), as data
 * for commander and `--help`, and how they become the game's options.
 */
export interface GameOptionsSpec {
  readonly specs: readonly OptionSpec[];
  /**
   * The game's options beyond `players` for a table of `players`, from the values given (read by
   * their spec; an option not given is undefined), defaults filled in. Throws UsageError when a
   * value does not fit the table.
   */
  read(values: Readonly<Record<string, unknown>>, players: number): Record<string, unknown>;
  /**
   * The players the options given call for when `--players` is not given (a variant for one
   * table size), from the same values; undefined, or absent: the game's default.
   */
  impliedPlayers?(values: Readonly<Record<string, unknown>>): number | undefined;
  /** The command-line words that give these options again, for the replay command of `scores`. */
  words(options: Readonly<Record<string, unknown>>): readonly string[];
}

/** What `check <game>` answers: a yes or no (exit 0 or 1), in words and as JSON. */
export interface CheckAnswer {
  /** True for exit 0 (legal, beats, keeps the game going…), false for exit 1. */
  readonly ok: boolean;
  /** The first line, e.g. "yes: O7 Y7 beats G7 B7." */
  readonly verdict: string;
  /** The game's explanation (may be empty). */
  readonly reason: string;
  /** The one object `--json` prints. */
  readonly json: Record<string, unknown>;
}

/** A game's part of `big-chicken check`: its options as data and the question it answers. */
export interface GameCheck {
  /** One line for `check --help`: what the game's check answers. */
  readonly summary: string;
  /** The positional argument, when the game takes one (e.g. a lay); absent: none is accepted. */
  readonly subject?: { readonly name: string; readonly description: string };
  /** The game's own options (the command adds `--json`); any other option given is a usage error. */
  readonly options: readonly OptionSpec[];
  /** Command lines for `check --help`; each must run and exit 0. */
  readonly examples: readonly string[];
  /**
   * The answer for `subject` (undefined when not given) and `values` (read by their spec; those
   * not given are undefined). Throws UsageError for misuse and NotationError for unreadable cards.
   */
  answer(subject: string | undefined, values: Readonly<Record<string, unknown>>): CheckAnswer;
}

/** Makes a game's bot of `level`; `budget` bounds a searching bot per move. */
export type BotFactory<V, A> = (level: BotLevel, budget: SearchBudget) => Bot<V, A>;

/** A top-level command that plays one game, and its help examples. */
export interface GameShortcut {
  readonly name: string;
  readonly examples: readonly string[];
}

/** Example command lines a game adds to the help of `play`, `sim` and `rules`. */
export interface GameExamples {
  readonly play?: readonly string[];
  readonly sim?: readonly string[];
  readonly rules?: readonly string[];
}

/** Per-seat counts of a game's own moments (a card game's declarations and catches…), summed by `sim`. */
export interface SeatCounts<S> {
  /** Each count's key (in `sim --json`) and its column heading in sim's table, in order. */
  readonly columns: readonly { readonly key: string; readonly heading: string }[];
  /** Every seat's counts in a finished game, by key. */
  count(final: S): readonly Readonly<Record<string, number>>[];
}

/**
 * What `sim` reads of a game for its balance figures, through the Game contract only (a view and
 * the actions of the record): who the deal favours at the start (the seat that moves first), how
 * many rounds were played, and what kind each lay was.
 */
export interface BalanceReader<A, V> {
  /** The seat that moves first at a table of `players`, in words, e.g. "was dealt the top card". */
  first(players: number): string;
  /** The round a view is in (the last round played, at the end). */
  rounds(view: V): number;
  /** The kind of lay an action is, or null for anything else (a pass, a catch). */
  layKind(action: A): string | null;
}

/** A score sheet: a heading row, one row per round (or turn), and notes below, all plain text. */
export interface ScoreSheet {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly notes: readonly string[];
  /**
   * The same sheet with a row a seat (its points by round and its total), for a window too narrow
   * for a column a seat; what the columns told besides the points goes into its notes.
   */
  readonly bySeat?: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[]; readonly notes: readonly string[] };
}

/**
 * How a game reads back, for `replay`, the score sheet and the teaching table, in the game's own
 * types: its state `S`, a seat's view `V` and the events `E` of its public log. States and views
 * both carry the public log, so `events` takes either.
 */
export interface GameReview<S, V, E> {
  /** The public events `after` added to `before` (two states, or two views, of one game). */
  events(before: S | V, after: S | V): readonly E[];
  /** The events of the deal, before any action. */
  opening(first: S | V): readonly E[];
  /**
   * One event as a sentence. `state` is a state or view of the same game (any of them: only its
   * options are read), for the games whose words depend on a variant the event does not carry.
   */
  sentence(event: E, names: readonly string[], state?: S | V): string;
  /** True for the events that close a round (its scores, the end of the game). */
  summary(event: E): boolean;
  /** The round a state is in (1 for a game of one round). */
  round(state: S): number;
  /** The table with every hand face up: one line per seat, then the centre. */
  openTable(state: S, names: readonly string[]): string[];
  /** An action's line after the step, e.g. with the flock it left; absent: the line as it is. */
  lineAfter?(line: string, after: S): string;
  /** The score sheet of the game in a seat's view (every score is public). */
  scoreSheet(view: V, names: readonly string[]): ScoreSheet;
  /**
   * What the score sheet holds, as the help says it after `t` ("the flock after each turn so
   * far"). Absent: every round so far, per seat.
   */
  readonly sheetHolds?: string;
}

/** A special card or rule, explained in two lines the first time it comes up at a teaching table. */
export interface Lesson {
  readonly topic: string;
  readonly lines: readonly [string, string];
}

/**
 * What a teaching table knows of a game: how to say a hint, mark cards and explain the game's
 * specials, in the game's own types (a seat's view `V`, an action `A`, an event `E` of its log).
 */
export interface GameTeaching<V, A, E> {
  /** Search iterations of the hard bot for a hint (fixed, so a view always gets the same hint). */
  readonly hintIterations: number;
  /** The hand cards an action uses (codes as the hand shows them, a copy per card). */
  cards(action: A): string[];
  /** One plain sentence why the hinted action is good. */
  reason(view: V, action: A, legal: readonly A[]): string;
  /**
   * What Enter does when `action` is hinted, as the line under the hint says it after "Enter"
   * ("lays the marked cards", "clucks"), with what {@link alsoSays} adds. Absent: "makes this move".
   */
  enter?(action: A, view: V): string;
  /**
   * What Enter takes with a hinted `action`, as one move: a word the rules want said with it
   * (one owed at once by the move, which another seat could otherwise catch it for). Absent or
   * empty: the action alone.
   */
  alsoSays?(view: V, action: A): readonly A[];
  /** Hand cards (codes) that take part in at least one legal action. */
  playable(view: V, legal: readonly A[]): Set<string>;
  /** One sentence when only a pass is legal over a lay ("Nothing you hold beats …"), else null. */
  nothingBeats(view: V, legal: readonly A[]): string | null;
  /** Topics that come up in `view` (its hand) and in the public `events` of the last move. */
  topics(view: V, events: readonly E[]): string[];
  readonly lessons: Readonly<Record<string, Lesson>>;
  /** Rounds in which a move may be taken back (the game's own rules); absent: every round. */
  readonly takeBackRounds?: number;
  /**
   * In a two-player game, how many cards of this round the seat of `view` has not yet seen (held
   * by the other player or face down, less any known to be in their hand); null otherwise.
   * Absent: the teaching review gives no count.
   */
  unseen?(view: V): number | null;
}

/** A seat as the line mode names it: its name, and its bot level or null for a person. */
export interface PlainSeat {
  readonly name: string;
  readonly bot: string | null;
}

/**
 * What a game says in line mode (`--plain`, and what `TERM=dumb` gets): its table as sentences
 * and how a person types its moves. Plain text only (no colour, no cursor), from the seat's own
 * view. Every part is optional: without one the line mode lists the legal actions in the game's
 * notation and reads them back as written.
 */
export interface PlainText<V, A> {
  /** What the person needs before choosing, a line each: the seats, the lay to beat, their hand. */
  status?(view: V, seats: readonly PlainSeat[]): readonly string[];
  /** An event of the game's review in words, when line mode writes it otherwise (cards with suit letters). */
  sentence?(event: unknown, names: readonly string[]): string;
  /** Where a choice comes in the list: lower first, ties in the engine's order (default: the engine's order). */
  order?(action: A): number;
  /** A choice's short label in a list of choices (default: its notation), e.g. whom a catch names. */
  label?(action: A, view: V, seats: readonly PlainSeat[]): string;
  /** A listed choice in words, one a line (default: the list in one paragraph), e.g. a choice with its consequences. */
  choice?(action: A, view: V): string;
  /**
   * One line under the choices: how to type a move, naming only the kinds of move among `legal`
   * (the actions of the moment; empty when it is not the seat's turn), e.g. no pass for a leader.
   */
  howTo?(legal: readonly A[], view: V): string;
  /** Short words read as a longer one (lower case), e.g. `c` for `cluck`. */
  readonly aliases?: Readonly<Record<string, string>>;
  /**
   * A notation as a person may type it before a choice inside it is made (a Duck without the
   * Egg it stands for, a Coop without flip or skip): every legal action whose loose form is what
   * was typed is offered as a choice to pick from.
   */
  loose?(notation: string): string;
  /** Words that may end a typed move to take an action with it (a lay and Last Egg said with it). */
  readonly together?: Readonly<Record<string, A>>;
  /**
   * A typed move read in the game's notation, for one that is none of the legal actions: the
   * table then tries it, and the engine's refusal says why it cannot be made. Throws
   * NotationError (one line) when the text is not a move at all.
   */
  read?(typed: string, view: V): A;
}

/**
 * A game, completely: its folder's index.ts exports one, and src/games/index.ts lists it. The
 * commands, the store and the table read everything they know about a game from here.
 */
export interface GameModule<S, A, V, O extends GameOptions = GameOptions, E = unknown> {
  readonly info: GameInfo;
  readonly game: Game<S, A, V, O>;
  /** The full rules, sections in reading order: setup, lays, turn, special cards, round, scoring, end. */
  readonly rules: readonly RulesSection[];
  /** True for a game of one seat: won or lost, `sim` reports a win rate, there is no `--players`. */
  readonly solo: boolean;
  readonly score: ScoreKind;
  /** The game's own options for `play` and `sim`; absent when it has none. */
  readonly options?: GameOptionsSpec;
  /** Its part of `big-chicken check`; absent when it has nothing to check. */
  readonly check?: GameCheck;
  /**
   * Its bots, imported only by the commands that seat them (bots/index.ts `loadBots`): a factory
   * of a bot of `level`, seeing only this game's views, `budget` bounding a searching bot's move.
   */
  bots(): Promise<BotFactory<V, A>>;
  /** Its line mode's words, imported only when a line-mode table opens; absent: the legal actions in notation. */
  plain?(): Promise<PlainText<V, A>>;
  /** Its table screen (see src/ui/types.ts), imported only when a table of the game opens. */
  screen(): Promise<TableScreenModule<V, A>>;
  /** A top-level command that plays this game, e.g. `big-chicken <name>` for `play <id>`, with its help examples. */
  readonly shortcut?: GameShortcut;
  readonly examples?: GameExamples;
  /** Counts `sim` reports per seat, when the game has moments worth measuring. */
  readonly seatCounts?: SeatCounts<S>;
  /** Its balance figures for `sim` (loaded only by sim), when the game has a table of seats. */
  readonly balance?: () => Promise<BalanceReader<A, V>>;
  /** How a record of the game reads back (replay, score sheet); absent: actions in notation only. */
  readonly review?: GameReview<S, V, E>;
  /** Its teaching table's words and marks; absent: a hint says only what to play. */
  readonly teaching?: GameTeaching<V, A, E>;
}

/** A game module with its type parameters forgotten, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an existential type, as AnyGame
export type AnyModule = GameModule<any, any, any, any, any> & { readonly game: AnyGame };

/** What `check --help` says of a game's check: all of {@link GameCheck} but its answer. */
export type GameCheckHelp = Omit<GameCheck, 'answer'>;

/**
 * A game as the command line knows it before its code is loaded (games/catalog.ts): its names,
 * player counts, options and help, each the very object its module holds, and how to load its
 * rules and the module itself. Its folder's entry.ts exports one, importing nothing heavy.
 */
export interface GameEntry {
  readonly info: GameInfo;
  readonly solo: boolean;
  readonly options?: GameOptionsSpec;
  readonly check?: GameCheckHelp;
  readonly shortcut?: GameShortcut;
  readonly examples?: GameExamples;
  /** The rules text alone (not the engine). */
  loadRules(): Promise<readonly RulesSection[]>;
  /** The whole module. */
  load(): Promise<AnyModule>;
}

/** The answer of `check` for a lay or play, in games where a lay beats a lay (see check-kit.ts). */
export interface LayCheck {
  /** True when the cards form a lay the rules allow. */
  readonly legal: boolean;
  /** Whether it beats the `--on` lay; null when no `--on` was given. */
  readonly beats: boolean | null;
  /** One or two sentences, for people. */
  readonly reason: string;
  /** The lay as read, in canonical notation. */
  readonly lay: string;
  /** Its kind in words, e.g. "Three-of-a-Kind of 8s", or null when not legal. */
  readonly kind: string | null;
  /**
   * For a lay holding a Duck that does not say its Egg: every Egg it may stand for so that the
   * lay is legal (and beats the `--on` lay), lowest first; empty when none. Absent otherwise.
   */
  readonly duck?: readonly string[];
  /**
   * How the paragraph of the game's rules text that decides this answer begins (check-kit's
   * ruleSentence finds it): `--why` quotes it. Absent when the game names none.
   */
  readonly rule?: string;
}
