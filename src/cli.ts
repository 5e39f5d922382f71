import { Command, CommanderError, Option } from 'commander';
import { EXIT, UsageError } from './commands/errors.js';
import { NotationError } from './engine/types.js';
import { DEFAULT_LIMITS, LIMIT_OPTIONS } from './serve/config.js';
import pkg from '../package.json' with { type: 'json' };

// Every action imports its command lazily, so `--help`, `rules` and `check` never load Ink.
type Run = () => Promise<number>;

/** Help text listing example command lines (each kept within 80 columns). */
const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  ${l}`).join('\n')}`;

const program = new Command('big-chicken')
  .description('Terminal card games against local bots: BIG CHICKEN Just Hatched, Henhouse, A Clutch of Chickens.')
  .version(pkg.version, '-v, --version')
  .showSuggestionAfterError(true)
  .exitOverride()
  .configureOutput({
    // Commander may add a "(Did you mean …?)" line: keep every error on one line.
    outputError: (text, write) => write(`big-chicken: ${text.replace(/^error: /, '').trim().replace(/\s*\n\s*/g, ' ')}\n`),
  });

const speed = () =>
  new Option('--speed <speed>', 'how fast bots play').choices(['slow', 'normal', 'fast', 'max']).default('normal');
const bots = () => new Option('--bots <levels>', 'bot level for every seat, or a comma list per seat: easy, normal, hard');
const thinkMs = () => new Option('--think-ms <ms>', 'how long a hard bot may think per move');

program
  .command('play')
  .description('play a game against bots (default: just-hatched)')
  .argument('[game]', 'just-hatched, henhouse or clutch', 'just-hatched')
  .option('-p, --players <n>', 'number of players, you included')
  .option('--seed <n>', 'deal seed, to replay a deal')
  .option('--name <name>', 'your name at the table')
  .addOption(speed())
  .option('--watch', 'a bot takes your seat and the table plays itself')
  .addOption(bots())
  .addOption(thinkMs())
  .addOption(new Option('--two-player <version>', 'Just Hatched for 2: both-hands or one-and-dump').choices(['both-hands', 'one-and-dump']))
  .option('--big-hands', 'Henhouse for 3 with the full deck and 20 cards each')
  .addHelpText(
    'after',
    examples(
      'big-chicken play --players 4',
      'big-chicken play henhouse --players 5 --seed 42',
      'big-chicken play --players 2 --two-player one-and-dump',
      'big-chicken play clutch --watch --speed fast',
    ),
  )
  .action((game: string, opts: Record<string, unknown>) => run(async () => (await import('./commands/play.js')).play(game, opts)));

program
  .command('clutch')
  .description('play the solo game A Clutch of Chickens (short for: play clutch)')
  .option('--seed <n>', 'deal seed, to replay a deal')
  .option('--name <name>', 'your name')
  .addOption(speed())
  .option('--watch', 'a bot plays the game')
  .addOption(bots())
  .addOption(thinkMs())
  .addHelpText('after', examples('big-chicken clutch', 'big-chicken clutch --seed 18', 'big-chicken clutch --watch --speed fast'))
  .action((opts: Record<string, unknown>) => run(async () => (await import('./commands/play.js')).play('clutch', opts)));

program
  .command('resume')
  .description('bring back the game that was cut off')
  .addHelpText('after', examples('big-chicken resume'))
  .action(() => run(async () => (await import('./commands/resume.js')).resume()));

program
  .command('rules')
  .description('print the rules of a game, or one topic of them, as plain text')
  .argument('[game]', 'just-hatched, henhouse or clutch; none lists the games')
  .argument('[topic]', 'one section, e.g. coops; an unknown topic lists them')
  .addHelpText(
    'after',
    examples('big-chicken rules', 'big-chicken rules just-hatched', 'big-chicken rules just-hatched coops', 'big-chicken rules henhouse vermin | less'),
  )
  .action((game: string | undefined, topic: string | undefined) =>
    run(async () => (await import('./commands/rules.js')).rules(game, topic)),
  );

program
  .command('check')
  .description('say whether a lay is legal and beats another, or what a Clutch choice does')
  .argument('<game>', 'just-hatched, henhouse or clutch')
  .argument('[lay]', 'the cards, separated by spaces or commas (quote them)')
  .option('--on <lay>', 'the lay to beat')
  .option('-p, --players <n>', 'player count: only that deck\'s cards are allowed')
  .addOption(new Option('--vermin <vermin>', 'henhouse: play with a vermin').choices(['skunk', 'fox', 'snake']))
  .option('--remove <card>', 'henhouse: the card a fox or snake takes out of the --on combination')
  .option('--spread <cards>', 'clutch: the three cards of the spread')
  .option('--take <card>', 'clutch: the card taken')
  .option('--sacrifice <card>', 'clutch: the court card sacrificed')
  .option('--chickens <n>', 'clutch: population before the choice (default 100)')
  .option('--court <cards>', 'clutch: court cards held (default none)')
  .option('--previous <card>', 'clutch: the previous number card (default none)')
  .option('--aside <n>', 'clutch: cards left in the aside pile (default 40)')
  .option('--json', 'print one JSON object')
  .addHelpText(
    'after',
    examples(
      'big-chicken check just-hatched "O7 Y7" --on "B7 G7"',
      'big-chicken check just-hatched RC --on "G9 Y9 O9 B9"',
      'big-chicken check henhouse "BC3 BC4 BC5" --on "WE4 WE5 WE6" --vermin skunk',
      'big-chicken check clutch --spread "3H 7S QD" --take 7S --chickens 250',
    ) +
      '\n\nExit status: 0 legal (and beats), 1 illegal or does not beat (clutch: the\n' +
      'choice loses), 2 unreadable input.',
  )
  .action((game: string, lay: string | undefined, opts: Record<string, unknown>) =>
    run(async () => (await import('./commands/check.js')).check(game, lay, opts)),
  );

program
  .command('sim')
  .description('play games between bots with no screen and print balance and speed figures')
  .argument('<game>', 'just-hatched, henhouse or clutch')
  .option('-p, --players <n>', 'number of seats')
  .option('-g, --games <n>', 'how many games', '100')
  .option('--seed <n>', 'seed of the first game (game k uses seed + k)')
  .addOption(bots())
  .addOption(thinkMs())
  .addOption(new Option('--two-player <version>', 'Just Hatched for 2: both-hands or one-and-dump').choices(['both-hands', 'one-and-dump']))
  .option('--big-hands', 'Henhouse for 3 with the full deck')
  .option('--json', 'print one JSON object')
  .addHelpText(
    'after',
    examples(
      'big-chicken sim just-hatched --players 4 --games 1000 --json',
      'big-chicken sim henhouse --players 4 --bots normal,easy,easy,easy --json',
      'big-chicken sim just-hatched --bots hard,normal,normal,normal --think-ms 20',
      'big-chicken sim clutch --games 5000 --bots normal',
    ),
  )
  .action((game: string, opts: Record<string, unknown>) => run(async () => (await import('./commands/sim.js')).sim(game, opts)));

program
  .command('scores')
  .description('your history: games played, wins, best and mean scores, last seeds')
  .argument('[game]', 'only this game')
  .option('--json', 'print the records as JSON')
  .option('--reset', 'forget the recorded scores (asks first)')
  .option('-y, --yes', 'with --reset: do not ask')
  .addHelpText('after', examples('big-chicken scores', 'big-chicken scores henhouse', 'big-chicken scores --json', 'big-chicken scores clutch --reset'))
  .action((game: string | undefined, opts: Record<string, unknown>) =>
    run(async () => (await import('./commands/scores.js')).scores(game, opts)),
  );

const serveCommand = program
  .command('serve')
  .description('host shared tables over SSH: friends play with nothing to install but ssh')
  .option('--port <port>', 'TCP port to listen on', '2222')
  .option('--host <address>', 'address to listen on (0.0.0.0: every interface)', '127.0.0.1')
  .option('--max-tables <n>', 'tables open at once', '50')
  .option('--password <password>', 'every login needs this password')
  .option('--authorized-keys <file>', 'only the keys in this file may log in');
// Each limit's option, help and default come from the server's own list of limits.
for (const limit of LIMIT_OPTIONS) {
  serveCommand.addOption(new Option(`--${limit.flag} <n>`, limit.help).default(String(DEFAULT_LIMITS[limit.key])));
}
serveCommand
  .addHelpText(
    'after',
    examples(
      'big-chicken serve',
      'big-chicken serve --host 0.0.0.0 --port 2222 --password hen-party',
      'big-chicken serve --host 0.0.0.0 --authorized-keys ~/.ssh/friends.pub',
      'ssh -t -p 2222 ada@localhost        (the lobby)',
      'ssh -t -p 2222 ada@localhost new just-hatched --players 4',
    ) + '\n\nThe host key, saved tables and players\' records live in the data directory\n(BIG_CHICKEN_HOME/serve). SIGINT or SIGTERM saves every table and tells every\nplayer; the next start brings the tables back.',
  )
  .action((opts: Record<string, unknown>) => run(async () => (await import('./commands/serve.js')).serve(opts)));

/** Runs a command and turns its result or its error into an exit status, never a stack trace. */
async function run(command: Run): Promise<void> {
  try {
    process.exitCode = await command();
  } catch (error) {
    if (error instanceof UsageError || error instanceof NotationError) {
      process.stderr.write(`big-chicken: ${error.message}\n`);
      process.exitCode = EXIT.usage;
    } else {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`big-chicken: ${message}\n`);
      if (process.env.BIG_CHICKEN_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
      process.exitCode = EXIT.no;
    }
  }
}

async function main(argv: string[]): Promise<void> {
  if (argv.length <= 2) {
    if (process.stdin.isTTY && process.stdout.isTTY) {
      await run(async () => (await import('./commands/menu.js')).menu());
      return;
    }
    program.outputHelp();
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

await main(process.argv);
