import type { Command } from 'commander';
import { run } from '../run.js';
import { COMMON } from '../../table/options.js';
import { addPrefOptions, examples, gameNames, GAMES, option, PLAIN_HELP, type CommandFile } from '../command-kit.js';

// `resume [game]`: a game that was cut off, back at its table.

export const resumeCommand: CommandFile = (program: Command) => {
  addPrefOptions(
    program
      .command('resume')
      .description('bring back a game that was cut off: the latest, or that of one game')
      .argument('[game]', `${gameNames()}; none: the game saved last`)
      // The saved game keeps the speed it was started with; --speed changes it from here on.
      .addOption(option(COMMON.speed, 'how fast bots play (default: as the game was saved)'))
      .option('--plain', PLAIN_HELP),
  )
    .addHelpText(
      'after',
      examples(
        'big-chicken resume',
        ...GAMES.slice(0, 1).map((m) => `big-chicken resume ${m.info.id}`),
        'big-chicken resume --theme light',
        'big-chicken resume --speed fast',
        'big-chicken resume --plain',
      ),
    )
    .action((game: string | undefined, opts: Record<string, unknown>) => run(async () => (await import('./resume.js')).resume(game, opts)));
};
