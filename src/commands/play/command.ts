import type { Command } from 'commander';
import { run } from '../run.js';
import { addTableOptions, examples, FIRST, gameNames, GAMES, type CommandFile } from '../command-kit.js';

// `play [game]`, and a shortcut command named after each game (the game's id as a command): a table against bots.

const play = (game: string, opts: Record<string, unknown>) => run(async () => (await import('./play.js')).play(game, opts));

export const playCommand: CommandFile = (program: Command) => {
  addTableOptions(
    program.command('play').description(`play a game against bots (default: ${FIRST})`).argument('[game]', gameNames(), FIRST),
    GAMES,
  )
    .addHelpText(
      'after',
      examples(...GAMES.flatMap((m) => m.examples?.play ?? []), `big-chicken play ${FIRST} --plain`) +
        '\n\nLine mode (--plain; TERM=dumb gets it too): every event is printed as a line and\n' +
        'you type your move: its number in the list, or as listed (cards such as O7 Y7,\n' +
        'cluck, pass); help, status, choices and quit. Input may come from a pipe; at its\n' +
        'end the game is saved for `big-chicken resume --plain`.',
    )
    .action((game: string, opts: Record<string, unknown>) => play(game, opts));
};

/** The games' shortcuts, each `play <id>` under the name its catalog entry gives. */
export const shortcutCommands: CommandFile = (program: Command) => {
  for (const module of GAMES) {
    if (!module.shortcut) continue;
    const id = module.info.id;
    addTableOptions(program.command(module.shortcut.name).description(`play ${module.info.title} (short for: play ${id})`), [module])
      .addHelpText('after', examples(...module.shortcut.examples))
      .action((opts: Record<string, unknown>) => play(id, opts));
  }
};
