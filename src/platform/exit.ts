/** Exit codes shared by every command. */
export const EXIT = {
  ok: 0,
  /** `check`: illegal / does not beat / loses. Other commands: a runtime failure. */
  no: 1,
  /** Unreadable input: bad option value, unknown game, unknown card. */
  usage: 2,
  /** `play`: the game is being played at another table (its saved game is held there). */
  busy: 3,
} as const;

/**
 * The exit status of a command ended by a signal, as a shell gives it (128 + the signal's
 * number): SIGHUP (the terminal closed, the SSH link dropped) 129, SIGINT (Ctrl-C) 130, SIGTERM 143.
 */
export const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
