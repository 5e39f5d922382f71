import { Command, CommanderError } from 'commander';
import { EXIT } from './platform/exit.js';
import { run } from './commands/run.js';
import { guardOutput, oneLine } from './platform/text/output.js';
import { GAMES, type CommandFile } from './commands/command-kit.js';
import { playCommand, shortcutCommands } from './commands/play/command.js';
import { resumeCommand } from './commands/resume/command.js';
import { exportCommand } from './commands/export/command.js';
import { replayCommand } from './commands/replay/command.js';
import { rulesCommand } from './commands/rules/command.js';
import { checkCommand } from './commands/check/command.js';
import { simCommand } from './commands/sim/command.js';
import { scoresCommand } from './commands/scores/command.js';
import { serveCommand } from './commands/serve/command.js';
import { completionCommand } from './commands/completion/command.js';
import pkg from '../package.json' with { type: 'json' };

// The program is only the assembly of its commands: each commands/<name>/command.ts declares its
// arguments, options and help, and its action imports the command's behaviour lazily, so
// `--help`, `rules` and `check` never load Ink, the store or another command.

/**
 * The commands in the order the help lists them, each with the names it adds; `whole` for a
 * command that reads every command (completion writes them all into its script).
 */
const COMMANDS: readonly { readonly names: () => readonly string[]; readonly add: CommandFile; readonly whole?: true }[] = [
  { names: () => ['play'], add: playCommand },
  { names: () => GAMES.flatMap((m) => (m.shortcut ? [m.shortcut.name] : [])), add: shortcutCommands },
  { names: () => ['resume'], add: resumeCommand },
  { names: () => ['export'], add: exportCommand },
  { names: () => ['replay'], add: replayCommand },
  { names: () => ['rules'], add: rulesCommand },
  { names: () => ['check'], add: checkCommand },
  { names: () => ['sim'], add: simCommand },
  { names: () => ['scores'], add: scoresCommand },
  { names: () => ['serve'], add: serveCommand },
  { names: () => ['completion'], add: completionCommand, whole: true },
];

/**
 * The commander program, built from the game catalog as it stands: the games' names, their
 * own options, their check options and their help examples all come from their entries. With
 * `only` the name of a command, that command alone (what parsing its words needs), unless it
 * reads every command; otherwise, or for any other word, every command.
 */
export function buildProgram(only?: string): Command {
  const program = new Command('big-chicken')
    .description(`Terminal card games against local bots: ${GAMES.map((m) => m.info.title).join(', ')}.`)
    .version(pkg.version, '-V, --version')
    // Read by bin/big-chicken.js before anything is loaded; listed here for the help.
    .option('--color', 'colour even into a pipe or a file (as FORCE_COLOR=1)')
    .option('--no-color', 'no colour at all (as NO_COLOR=1)')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      // Commander may add a "(Did you mean …?)" line: keep every error on one line.
      outputError: (text, write) =>
        write(
          `big-chicken: ${oneLine(
            text
              .replace(/^error: /, '')
              .trim()
              .replace(/\s*\n\s*/g, ' '),
          )}\n`,
        ),
    });
  // A command named on the command line is all the program needs to parse it: the others' options
  // (a dozen table options for each game's shortcut) are built only for the help and `help …`.
  const named = only === undefined ? undefined : COMMANDS.find((c) => c.names().includes(only));
  for (const c of named && !named.whole ? [named] : COMMANDS) c.add(program);
  return program;
}

/**
 * Why `help <words…>` cannot be answered (a word that is no command, or more than one), or null:
 * the whole help for a mistyped word would hide the mistake.
 */
export function helpProblem(program: Command, args: readonly string[]): string | null {
  if (args[0] !== 'help' || args.length < 2) return null;
  const names = program.commands.map((c) => c.name());
  const known = new Set(program.commands.flatMap((c) => [c.name(), ...c.aliases()]));
  const [first] = args.slice(1);
  if (first === undefined || first.startsWith('-')) return null;
  if (!known.has(first)) return `help: no command ${JSON.stringify(first.slice(0, 40))}; choose ${names.join(', ')}`;
  if (args.length > 2) return `help takes one command: big-chicken help ${first}`;
  return null;
}

/**
 * Runs the program on `argv` (as `process.argv`): no arguments on a terminal opens the start
 * menu, without one prints the help. Sets `process.exitCode`.
 */
export async function main(argv: string[], program: Command = buildProgram(argv[2])): Promise<void> {
  // A closed or full output ends quietly, never with a stack trace.
  guardOutput();
  if (argv.length <= 2) {
    if (process.stdin.isTTY && process.stdout.isTTY) {
      await run(async () => (await import('./commands/menu.js')).menu());
      return;
    }
    program.outputHelp();
    return;
  }
  // -v, as many programs spell it, says the version as -V does.
  if (argv[2] === '-v') argv = [...argv.slice(0, 2), '-V', ...argv.slice(3)];
  const wrongHelp = helpProblem(program, argv.slice(2));
  if (wrongHelp !== null) {
    process.stderr.write(`${oneLine(`big-chicken: ${wrongHelp}`)}\n`);
    process.exitCode = EXIT.usage;
    return;
  }
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version "errors" are successes; anything else is a usage error.
      process.exitCode = error.exitCode === 0 ? 0 : EXIT.usage;
      return;
    }
    throw error;
  }
}
