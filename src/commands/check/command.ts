import type { Command } from 'commander';
import { run } from '../run.js';
import { uniqueSpecs } from '../../table/options.js';
import { examples, forGames, gameNames, GAMES, option, type CommandFile } from '../command-kit.js';

// `check <game> [subject...]`: the rules asked about a position, without playing.

export const checkCommand: CommandFile = (program: Command) => {
  const checking = GAMES.filter((m) => m.check);
  const checkSpecs = uniqueSpecs(checking.flatMap((m) => m.check?.options ?? []));
  // One positional argument for every game's subject (a lay, for those that take one).
  const subjects = [
    ...new Map(checking.flatMap((m) => (m.check?.subject ? [[m.check.subject.name, m.check.subject.description] as const] : []))).entries(),
  ];
  const check = program
    .command('check')
    .description('ask the rules about a position without playing: is a lay legal, what does a choice do')
    .argument('<game>', gameNames(checking));
  // A lay may be given as several words (`O7 Y7 --on B7 G7`), as OpenSSH joins them: the subject
  // takes the words before the first option, a card option the words up to the next one.
  if (subjects.length > 0) check.argument(`[${subjects.map(([name]) => name).join('|')}...]`, subjects.map(([, d]) => d).join('; '));
  for (const spec of checkSpecs)
    check.addOption(
      option(
        spec.kind === 'text' ? { ...spec, flags: spec.flags.replace(/<([^>.]+)>$/, '<$1...>') } : spec,
        forGames(spec, checking, (m) => m.check?.options ?? []),
      ),
    );
  check
    .option('--why', "add the rules' one-sentence reason to the answer")
    .option('--json', 'print one JSON object')
    .addHelpText(
      'after',
      examples(...checking.flatMap((m) => m.check?.examples ?? [])) +
        `\n\nWhat each game answers:\n${checking.map((m) => `  ${m.info.id.padEnd(14)} ${m.check?.summary ?? ''}`).join('\n')}\n\n` +
        'A lay, a hand or --on may be one quoted word or several ("O7 Y7 --on B7 G7"):\n' +
        'the words up to the next option. Seats are numbered 0 up, clockwise, as in the\n' +
        'rules.\n' +
        "--why adds the rules' own sentence for the answer; the newer answers' --json\n" +
        'carries a version field.\n\n' +
        'Exit status: 0 yes (legal, beats, keeps the game going, a score), 1 no (for\n' +
        '--hand: nothing to lay but Cluck or pass), 2 unreadable input or a position the\n' +
        'deck cannot hold (the lay and --on counted together); exit 2 prints one line on\n' +
        'stderr and nothing on stdout, --json or not.',
    )
    .action((game: string, lay: string[] | undefined, opts: Record<string, unknown>) =>
      run(async () => (await import('./check.js')).check(game, lay, opts)),
    );
};
