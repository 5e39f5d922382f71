// The thinking budget's figures alone, so that the command line reads them without loading a bot.

/** Thinking budget of a hard bot when none is given (`--think-ms`), in milliseconds. */
export const DEFAULT_THINK_MS = 300;

/** A bot's thinking budget per move, in milliseconds: `--think-ms`, and a saved game's `thinkMs`. */
export const THINK_MS_RANGE = { min: 1, max: 60_000 } as const;

/** A hard bot's budget in search playouts a move: `sim --think-playouts`, and a saved game's `thinkPlayouts`. */
export const THINK_PLAYOUTS_RANGE = { min: 1, max: 1_000_000 } as const;
