import type { Command } from 'commander';
import { run } from '../run.js';
import { DEFAULT_LIMITS, LIMIT_OPTIONS } from '../../serve/config.js';
import { examples, FIRST, type CommandFile } from '../command-kit.js';

// `serve`: shared tables over SSH.

export const serveCommand: CommandFile = (program: Command) => {
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
        `ssh -t -p 2222 ada@localhost new ${FIRST} --players 4`,
      ) +
        "\n\nThe host key, saved tables and players' records live in the data directory\n" +
        '(BIG_CHICKEN_HOME/serve). SIGINT or SIGTERM saves every table and tells every\n' +
        'player; the next start brings the tables back. With --authorized-keys, SIGHUP\n' +
        'reads the file again instead. Tables are private (found by their code) unless\n' +
        'opened with new --public; a guest takes a seat back with join CODE --seat TOKEN.',
    )
    .action((opts: Record<string, unknown>) => run(async () => (await import('./serve.js')).serve(opts)));
};
