import type { Command } from 'commander';
import { run } from '../run.js';
import { examples, gameNames, GAMES, type CommandFile } from '../command-kit.js';

// `export [N]`, `export --saved [game]`: a finished game (or a saved one) as one JSON record.

export const exportCommand: CommandFile = (program: Command) => {
  program
    .command('export')
    .description('write a finished game (or a game in progress) as one JSON record that replays exactly')
    .argument('[N]', 'which finished game, counting back: 1 is the last')
    .option('--saved [game]', `a game in progress instead: the saved game of ${gameNames()}; none: the one saved last, as resume picks`)
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .addHelpText(
      'after',
      examples(
        'big-chicken export > game.json',
        'big-chicken export 3 -o third-last.json',
        'big-chicken export --saved',
        ...GAMES.slice(0, 1).map((m) => `big-chicken export --saved ${m.info.id} -o saved.json`),
      ),
    )
    .action((n: string | undefined, opts: Record<string, unknown>) => run(async () => (await import('./export.js')).exportGame(n, opts)));
};
