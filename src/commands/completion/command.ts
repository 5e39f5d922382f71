import type { Command } from 'commander';
import { run } from '../run.js';
import { examples, GAMES, type CommandFile } from '../command-kit.js';

// `completion <shell>`: a completion script, written from the program as it was assembled.

export const completionCommand: CommandFile = (program: Command) => {
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
        const { completionScript } = await import('./completion.js');
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
};
