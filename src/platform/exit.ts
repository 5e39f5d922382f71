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
