import type { Command } from 'commander';
import { run } from '../run.js';
import { examples, GAMES, type CommandFile } from '../command-kit.js';

// `scores [game]`: the person's history, as text or JSON, and its reset.

export const scoresCommand: CommandFile = (program: Command) => {
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
    .action((game: string | undefined, opts: Record<string, unknown>) => run(async () => (await import('./scores.js')).scores(game, opts)));
};
