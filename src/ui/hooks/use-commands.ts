import { createContext, useContext } from 'react';

/**
 * How a table names the commands around it, which differ where it is drawn: locally the
 * program's own (`big-chicken resume`, `big-chicken scores`); over SSH what works there (the
 * session gives them: `join CODE` again, `ssh host scores`).
 */
export interface CommandWords {
  /** The help's line for `q`. */
  readonly quit: string;
  /** The help's line for Ctrl-C. */
  readonly interrupt: string;
  /** The command that lists the person's finished games, as the end of a game names it. */
  readonly scores: string;
  /** What leaving does, as the panel of a window too small for the table says it. */
  readonly small: string;
}

/** The local program's words. */
export const LOCAL_COMMANDS: CommandWords = {
  quit: 'quit (asks first; the game is saved, `big-chicken resume` brings it back)',
  interrupt: 'leave at once (the game is saved)',
  scores: '`big-chicken scores`',
  small: 'q leaves; every move is saved as it is played.',
};

export const CommandWordsContext = createContext<CommandWords>(LOCAL_COMMANDS);

/** The words of the commands around this table. */
export function useCommandWords(): CommandWords {
  return useContext(CommandWordsContext);
}
