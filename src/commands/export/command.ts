import type { Command } from 'commander';
import { run } from '../run.js';
import { examples, type CommandFile } from '../command-kit.js';

// `export [N]`: a finished game (or the saved one) as one JSON record.

export const exportCommand: CommandFile = (program: Command) => {
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
    .action((n: string | undefined, opts: Record<string, unknown>) => run(async () => (await import('./export.js')).exportGame(n, opts)));
};
