import { Option, type Command } from 'commander';
import { COMMON, allGameOptionSpecs } from '../table/options.js';
import { PREF_OPTIONS } from '../store/pref-options.js';
import { CATALOG as GAMES } from '../games/catalog.js';
import { orList, type OptionSpec } from '../games/options.js';
import type { GameEntry } from '../games/types.js';

// What the commands' own files (commands/<name>/command.ts) share to declare their arguments,
// options and help. A command file holds no behaviour: its action imports the command's
// behaviour lazily, so `--help`, `rules` and `check` load only the command they run.

/** A command's declaration: it adds itself (name, arguments, options, help, action) to the program. */
export type CommandFile = (program: Command) => void;

/** Every game of the catalog, for the commands that take any of them. */
export { GAMES };

/** The first game of the catalog: the default of `play`, and the one the examples name. */
export const FIRST = GAMES[0]?.info.id ?? '';

/** Help text listing example command lines (each kept within 80 columns). */
export const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  ${l}`).join('\n')}`;

/** A commander option from its spec (no default: the commands fill those in, so a given option is always one the person typed). */
export function option(spec: OptionSpec, description = spec.description): Option {
  const o = new Option(spec.flags, description);
  return spec.kind === 'choice' && spec.choices ? o.choices([...spec.choices]) : o;
}

/** `description`, prefixed with the games that take it when not every game in `of` does. */
export function forGames(spec: OptionSpec, of: readonly GameEntry[], takes: (m: GameEntry) => readonly OptionSpec[]): string {
  const owners = of.filter((m) => takes(m).some((s) => s.key === spec.key)).map((m) => m.info.id);
  return owners.length === of.length ? spec.description : `${owners.join(', ')}: ${spec.description}`;
}

/** The game names a command takes, for its argument's help. */
export function gameNames(modules: readonly GameEntry[] = GAMES): string {
  return orList(modules.map((m) => m.info.id));
}

/** `--plain` in help: line mode, for screen readers, dumb terminals and pipes. */
export const PLAIN_HELP =
  'line mode: events as lines, moves typed as the choices list them, or by their number; no redraws, no colour; also what TERM=dumb gets';

/** `--theme`, `--bell` and `--no-bell`: how the table looks and sounds, remembered for the next. */
export function addPrefOptions(command: Command): Command {
  return command
    .option(PREF_OPTIONS.theme.flags, PREF_OPTIONS.theme.description)
    .option(PREF_OPTIONS.bell.flags, PREF_OPTIONS.bell.description)
    .option(PREF_OPTIONS.noBell.flags, PREF_OPTIONS.noBell.description);
}

/**
 * The options of a command that opens a table for `games`: the shared ones, then their own. The
 * options about bots at the table (`--players`, `--bots`, `--think-ms`, `--taunt`) are left out
 * when none of the games seats one, so a solo game's help lists only what it takes; `--speed`
 * stays there for `--watch`, where a bot plays the person's seat.
 */
export function addTableOptions(command: Command, games: readonly GameEntry[]): Command {
  const shared = games.filter((m) => !m.solo);
  const withBots = shared.length > 0;
  /** A bot option's help, naming the games that take it when some of `games` do not. */
  const botHelp = (spec: OptionSpec) => forGames(spec, games, (m) => (m.solo ? [] : [spec]));
  if (withBots) command.addOption(option(COMMON.players, botHelp(COMMON.players)));
  command
    .addOption(option(COMMON.seed))
    .option('--name <name>', 'your name at the table')
    .addOption(option(COMMON.speed, withBots ? COMMON.speed.description : 'with --watch, how fast the bot plays (default normal)'))
    .option('--watch', 'a bot takes your seat and the table plays itself (not counted in your scores)')
    .option('--replace', "start a new game in place of the game's saved game without asking");
  if (withBots) command.addOption(option(COMMON.bots, botHelp(COMMON.bots))).addOption(option(COMMON.thinkMs, botHelp(COMMON.thinkMs)));
  command.option('--teach', 'a teaching game: hints (h), playable cards marked, take-backs (u)').option('--plain', PLAIN_HELP);
  addPrefOptions(command);
  if (withBots) command.option('--taunt [seconds]', 'bots taunt you when a turn takes longer (default 20 s)');
  const own = games.flatMap((m) => m.options?.specs ?? []);
  for (const spec of allGameOptionSpecs().filter((s) => own.some((o) => o.key === s.key)))
    command.addOption(
      option(
        spec,
        forGames(spec, games, (m) => m.options?.specs ?? []),
      ),
    );
  return command;
}
