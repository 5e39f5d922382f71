import type { Command } from 'commander';
import { run } from '../run.js';
import { examples, type CommandFile } from '../command-kit.js';

// `replay [file|N]`: a game stepped through face up, or printed as text through a pipe.

export const replayCommand: CommandFile = (program: Command) => {
  program
    .command('replay')
    .description('step through a game, every hand face up once it is over; through a pipe, print its moves as text')
    .argument('[file|N]', 'an exported game (- reads stdin), or N: a finished game counting back (default 1)')
    .addHelpText(
      'after',
      examples('big-chicken replay game.json', 'big-chicken replay 2', 'big-chicken replay game.json | less') +
        '\n\nKeys at the table: ← → an action, ↑ ↓ (PgUp PgDn) a round, Home End, q leave.\n' +
        'Exit status: 0; 1 when there is no game N back (or it no longer replays); 2 for\n' +
        'a file that cannot be read or does not replay.',
    )
    .action((source: string | undefined) => run(async () => (await import('./replay.js')).replayGame(source)));
};
