// The flock's sizes, apart from the effects' code so that `check`'s help can name the starting
// flock without loading the engine.

/** Chickens needed for the SPADES event to win (and for HEARTS to make the court rise up). */
export const TARGET = 1000;
/** Population at the start. */
export const START_CHICKENS = 100;
