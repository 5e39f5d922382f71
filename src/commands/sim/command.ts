import { Option, type Command } from 'commander';
import { run } from '../run.js';
import { COMMON, THINK_PLAYOUTS_RANGE, WORKERS_RANGE, allGameOptionSpecs } from '../../table/options.js';
import { examples, forGames, gameNames, GAMES, option, type CommandFile } from '../command-kit.js';

// `sim <game>`: games between bots, no screen, their balance and speed figures.

export const simCommand: CommandFile = (program: Command) => {
  const sim = program
    .command('sim')
    .description('play games between bots with no screen and print balance and speed figures')
    .argument('<game>', gameNames())
    .addOption(option(COMMON.players, "number of seats (default: one per level --bots lists, else the game's usual table)"))
    .addOption(option(COMMON.games))
    .addOption(
      option(
        COMMON.seed,
        `seed of the first game, ${COMMON.seed.min} to ${COMMON.seed.max} (game k uses seed + k, counting on from 0 past the last; default 1)`,
      ),
    )
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
        `processes to play on, ${WORKERS_RANGE.min} to ${WORKERS_RANGE.max} (default: the machine's cores; 1 plays in this process alone); the figures do not depend on it`,
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
    .action((game: string, opts: Record<string, unknown>) => run(async () => (await import('./sim.js')).sim(game, opts)));
};
