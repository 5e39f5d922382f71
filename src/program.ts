import { Command, CommanderError, Option } from 'commander';
import { COMMON, THINK_PLAYOUTS_RANGE, WORKERS_RANGE, allGameOptionSpecs, uniqueSpecs } from './table/options.js';
import { EXIT } from './platform/exit.js';
import { run } from './commands/run.js';
import { PREF_OPTIONS } from './store/pref-options.js';
import { guardOutput, oneLine } from './platform/text/output.js';
import { DEFAULT_LIMITS, LIMIT_OPTIONS } from './serve/config.js';
import { CATALOG as GAMES } from './games/catalog.js';
import { orList, type OptionSpec } from './games/options.js';
import type { GameEntry } from './games/types.js';
import pkg from '../package.json' with { type: 'json' };

// Every action imports its command lazily, so `--help`, `rules` and `check` never load Ink.

/** Help text listing example command lines (each kept within 80 columns). */
const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  ${l}`).join('\n')}`;

/** A commander option from its spec (no default: the commands fill those in, so a given option is always one the person typed). */
function option(spec: OptionSpec, description = spec.description): Option {
  const o = new Option(spec.flags, description);
  return spec.kind === 'choice' && spec.choices ? o.choices([...spec.choices]) : o;
}

/** `description`, prefixed with the games that take it when not every game in `of` does. */
function forGames(spec: OptionSpec, of: readonly GameEntry[], takes: (m: GameEntry) => readonly OptionSpec[]): string {
  const owners = of.filter((m) => takes(m).some((s) => s.key === spec.key)).map((m) => m.info.id);
  return owners.length === of.length ? spec.description : `${owners.join(', ')}: ${spec.description}`;
}

/** The game names a command takes, for its argument's help. */
function gameNames(modules: readonly GameEntry[] = GAMES): string {
  return orList(modules.map((m) => m.info.id));
}

/** `--plain` in help: line mode, for screen readers, dumb terminals and pipes. */
const PLAIN_HELP =
  'line mode: events as lines, moves typed (cards, cluck, pass, or the number of a choice); no redraws, no colour; also what TERM=dumb gets';
/** `--theme`, `--bell` and `--no-bell`: how the table looks and sounds, remembered for the next. */
function addPrefOptions(command: Command): Command {
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
function addTableOptions(command: Command, games: readonly GameEntry[]): Command {
  const shared = games.filter((m) => !m.solo);
  const withBots = shared.length > 0;
  /** A bot option's help, naming the games that take it when some of `games` do not. */
  const botHelp = (spec: OptionSpec) => forGames(spec, games, (m) => (m.solo ? [] : [spec]));
  if (withBots) command.addOption(option(COMMON.players, botHelp(COMMON.players)));
  command
    .addOption(option(COMMON.seed))
    .option('--name <name>', 'your name at the table')
    .addOption(option(COMMON.speed, withBots ? COMMON.speed.description : 'with --watch, how fast the bot plays (default normal)'))
    .option('--watch', 'a bot takes your seat and the table plays itself (not counted in your scores)');
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

/**
 * The commander program, built from the game registry as it stands: the games' names, their
 * own options, their check options and their help examples all come from their modules.
 */
export function buildProgram(): Command {
  const first = GAMES[0]?.info.id ?? '';
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

  addTableOptions(
    program.command('play').description(`play a game against bots (default: ${first})`).argument('[game]', gameNames(), first),
    GAMES,
  )
    .addHelpText(
      'after',
      examples(...GAMES.flatMap((m) => m.examples?.play ?? []), `big-chicken play ${first} --plain`) +
        '\n\nLine mode (--plain; TERM=dumb gets it too): every event is printed as a line and\n' +
        'you type your move: its number in the list, or as listed (cards such as O7 Y7,\n' +
        'cluck, pass); help, status, choices and quit. Input may come from a pipe; at its\n' +
        'end the game is saved for `big-chicken resume --plain`.',
    )
    .action((game: string, opts: Record<string, unknown>) => run(async () => (await import('./commands/play.js')).play(game, opts)));

  for (const module of GAMES) {
    if (!module.shortcut) continue;
    const id = module.info.id;
    addTableOptions(program.command(module.shortcut.name).description(`play ${module.info.title} (short for: play ${id})`), [module])
      .addHelpText('after', examples(...module.shortcut.examples))
      .action((opts: Record<string, unknown>) => run(async () => (await import('./commands/play.js')).play(id, opts)));
  }

  addPrefOptions(
    program
      .command('resume')
      .description('bring back a game that was cut off: the latest, or that of one game')
      .argument('[game]', `${gameNames()}; none: the game saved last`)
      .option('--plain', PLAIN_HELP),
  )
    .addHelpText(
      'after',
      examples(
        'big-chicken resume',
        ...GAMES.slice(0, 1).map((m) => `big-chicken resume ${m.info.id}`),
        'big-chicken resume --theme light',
        'big-chicken resume --plain',
      ),
    )
    .action((game: string | undefined, opts: Record<string, unknown>) =>
      run(async () => (await import('./commands/resume.js')).resume(game, opts)),
    );

  program
    .command('export')
    .description('write a finished game (or the one in progress) as one JSON record that replays exactly')
    .argument('[N]', 'which finished game, counting back: 1 is the last')
    .option('--saved', 'the saved game in progress instead')
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .addHelpText(
      'after',
      examples('big-chicken export > game.json', 'big-chicken export 3 -o third-last.json', 'big-chicken export --saved'),
    )
    .action((n: string | undefined, opts: Record<string, unknown>) =>
      run(async () => (await import('./commands/export.js')).exportGame(n, opts)),
    );

  program
    .command('replay')
    .description('step through a game with every hand face up; through a pipe, print it as text')
    .argument('[file|N]', 'an exported game (- reads stdin), or N: a finished game counting back (default 1)')
    .addHelpText(
      'after',
      examples('big-chicken replay game.json', 'big-chicken replay 2', 'big-chicken replay game.json | less') +
        '\n\nKeys at the table: ← → an action, ↑ ↓ (PgUp PgDn) a round, Home End, q leave.\n' +
        'Exit status: 0, or 2 for a record that cannot be read or does not replay.',
    )
    .action((source: string | undefined) => run(async () => (await import('./commands/replay.js')).replayGame(source)));

  program
    .command('rules')
    .description('print the rules of a game, or one topic of them, as plain text')
    .argument('[game]', `${gameNames()}; none lists the games`)
    .argument('[topic]', 'one section, e.g. coops; an unknown topic lists them')
    .addHelpText('after', examples('big-chicken rules', ...GAMES.flatMap((m) => m.examples?.rules ?? [])))
    .action((game: string | undefined, topic: string | undefined) =>
      run(async () => (await import('./commands/rules.js')).rules(game, topic)),
    );

  const checking = GAMES.filter((m) => m.check);
  const checkSpecs = uniqueSpecs(checking.flatMap((m) => m.check?.options ?? []));
  // One positional argument for every game's subject (a lay, for those that take one).
  const subjects = [
    ...new Map(checking.flatMap((m) => (m.check?.subject ? [[m.check.subject.name, m.check.subject.description] as const] : []))).entries(),
  ];
  const check = program
    .command('check')
    .description('ask the rules about a position without playing: is a lay legal, what does a choice do')
    .argument('<game>', gameNames(checking));
  // A lay may be given as several words (`O7 Y7 --on B7 G7`), as OpenSSH joins them: the subject
  // takes the words before the first option, a card option the words up to the next one.
  if (subjects.length > 0) check.argument(`[${subjects.map(([name]) => name).join('|')}...]`, subjects.map(([, d]) => d).join('; '));
  for (const spec of checkSpecs)
    check.addOption(
      option(
        spec.kind === 'text' ? { ...spec, flags: spec.flags.replace(/<([^>.]+)>$/, '<$1...>') } : spec,
        forGames(spec, checking, (m) => m.check?.options ?? []),
      ),
    );
  check
    .option('--why', "add the rules' one-sentence reason to the answer")
    .option('--json', 'print one JSON object')
    .addHelpText(
      'after',
      examples(...checking.flatMap((m) => m.check?.examples ?? [])) +
        `\n\nWhat each game answers:\n${checking.map((m) => `  ${m.info.id.padEnd(14)} ${m.check?.summary ?? ''}`).join('\n')}\n\n` +
        'A lay, a hand or --on may be one quoted word or several ("O7 Y7 --on B7 G7"):\n' +
        'the words up to the next option. Seats are numbered 0 up, clockwise, as in the\n' +
        'rules.\n' +
        "--why adds the rules' own sentence for the answer; the newer answers' --json\n" +
        'carries a version field.\n\n' +
        'Exit status: 0 yes (legal, beats, keeps the game going, a score), 1 no (for\n' +
        '--hand: nothing to lay but Cluck or pass), 2 unreadable input or a position the\n' +
        'deck cannot hold (the lay and --on counted together); exit 2 prints one line on\n' +
        'stderr and nothing on stdout, --json or not.',
    )
    .action((game: string, lay: string[] | undefined, opts: Record<string, unknown>) =>
      run(async () => (await import('./commands/check.js')).check(game, lay, opts)),
    );

  const sim = program
    .command('sim')
    .description('play games between bots with no screen and print balance and speed figures')
    .argument('<game>', gameNames())
    .addOption(option(COMMON.players, 'number of seats'))
    .addOption(option(COMMON.games))
    .addOption(option(COMMON.seed, `seed of the first game, ${COMMON.seed.min} to ${COMMON.seed.max} (game k uses seed + k; default 1)`))
    .addOption(
      option(
        COMMON.bots,
        `${COMMON.bots.description}; random: any legal action, to time the engine alone`.replace(' (default', ', random (default'),
      ),
    )
    .addOption(option(COMMON.thinkMs))
    .addOption(
      new Option(
        '--think-playouts <n>',
        `a hard bot's budget in search playouts a move instead of --think-ms, ${THINK_PLAYOUTS_RANGE.min} to ${THINK_PLAYOUTS_RANGE.max}: the same seed then gives the same figures`,
      ),
    )
    .addOption(
      new Option(
        '--workers <n>',
        `threads to play on, ${WORKERS_RANGE.min} to ${WORKERS_RANGE.max} (default: the machine's cores; 1 plays in this thread); the figures do not depend on it`,
      ),
    );
  sim.option(
    '--rotate',
    "play each deal once per rotation of the seats' levels (duplicate deals), so the luck of the deal cancels out; --games counts the deals",
  );
  for (const spec of allGameOptionSpecs())
    sim.addOption(
      option(
        spec,
        forGames(spec, GAMES, (m) => m.options?.specs ?? []),
      ),
    );
  sim
    .option('--json', 'print one JSON object')
    .addHelpText('after', examples(...GAMES.flatMap((m) => m.examples?.sim ?? [])))
    .action((game: string, opts: Record<string, unknown>) => run(async () => (await import('./commands/sim.js')).sim(game, opts)));

  program
    .command('scores')
    .description('your history: games played, wins, best and mean scores, last seeds')
    .argument('[game]', 'only this game')
    .option('--json', 'print the totals and the records as JSON')
    .option('--reset', 'forget the recorded scores (asks first)')
    .option('-y, --yes', 'with --reset: do not ask')
    .addHelpText(
      'after',
      examples(
        'big-chicken scores',
        'big-chicken scores --json',
        ...GAMES.slice(0, 1).map((m) => `big-chicken scores ${m.info.id} --reset`),
      ),
    )
    .action((game: string | undefined, opts: Record<string, unknown>) =>
      run(async () => (await import('./commands/scores.js')).scores(game, opts)),
    );
  const serve = program
    .command('serve')
    .description('host shared tables over SSH: friends play with nothing to install but ssh')
    .option('--port <port>', 'TCP port to listen on (default 2222)')
    .option('--host <address>', 'address to listen on; 0.0.0.0: every interface (default 127.0.0.1)')
    .option('--max-tables <n>', 'tables open at once (default 50)')
    .option('--password <password>', 'every login needs this password')
    .option('--authorized-keys <file>', 'only the keys in this file may log in (read again on SIGHUP)')
    .option('--trust-loopback', 'no per-address limits for 127.0.0.1 and ::1 (friends coming through an SSH tunnel)');
  // Each limit's option, help and default come from the server's own list of limits.
  for (const limit of LIMIT_OPTIONS) serve.option(`--${limit.flag} <n>`, `${limit.help} (default ${DEFAULT_LIMITS[limit.key]})`);
  serve
    .addHelpText(
      'after',
      examples(
        'big-chicken serve',
        'big-chicken serve --host 0.0.0.0 --password hen-party',
        'big-chicken serve --host 0.0.0.0 --authorized-keys ~/.ssh/friends.pub',
        'ssh -t -p 2222 ada@localhost                    (the lobby)',
        `ssh -t -p 2222 ada@localhost new ${first} --players 4`,
      ) +
        "\n\nThe host key, saved tables and players' records live in the data directory\n" +
        '(BIG_CHICKEN_HOME/serve). SIGINT or SIGTERM saves every table and tells every\n' +
        'player; the next start brings the tables back. With --authorized-keys, SIGHUP\n' +
        'reads the file again instead. Tables are private (found by their code) unless\n' +
        'opened with new --public; a guest takes a seat back with join CODE --seat TOKEN.',
    )
    .action((opts: Record<string, unknown>) => run(async () => (await import('./commands/serve.js')).serve(opts)));
  program
    .command('completion')
    .description('print a shell completion script: bash, zsh or fish')
    .argument('<shell>', 'bash, zsh or fish')
    .addHelpText(
      'after',
      examples(
        'source <(big-chicken completion bash)      (in ~/.bashrc)',
        'source <(big-chicken completion zsh)       (in ~/.zshrc)',
        'big-chicken completion fish | source       (in config.fish)',
      ),
    )
    .action((shell: string) =>
      run(async () => {
        const { completionScript } = await import('./commands/completion.js');
        process.stdout.write(
          completionScript(
            shell,
            program,
            GAMES.map((m) => m.info.id),
          ),
        );
        return 0;
      }),
    );
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
export async function main(argv: string[], program: Command = buildProgram()): Promise<void> {
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
