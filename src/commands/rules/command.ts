import type { Command } from 'commander';
import { run } from '../run.js';
import { examples, gameNames, GAMES, type CommandFile } from '../command-kit.js';

// `rules [game] [topic]` (without options the launcher runs it from a bundle of its own,
// src/rules-cli.ts, with the same behaviour).

export const rulesCommand: CommandFile = (program: Command) => {
  program
    .command('rules')
    .description('print the rules of a game, or one topic of them, as plain text')
    .argument('[game]', `${gameNames()}; none lists the games`)
    .argument('[topic]', 'one section, e.g. coops; an unknown topic lists them')
    .addHelpText('after', examples('big-chicken rules', ...GAMES.flatMap((m) => m.examples?.rules ?? [])))
    .action((game: string | undefined, topic: string | undefined) => run(async () => (await import('./rules.js')).rules(game, topic)));
};
