// The vermin's names, apart from the cards' code so that `--help` and `check`'s help can list them
// without loading the card notation (and the engine it imports).

/** The vermin cards; two of each lie on the table at the start of a round. */
export type Vermin = 'skunk' | 'fox' | 'snake';
/** The vermin in the order they are listed and offered. */
export const VERMIN: readonly Vermin[] = ['skunk', 'fox', 'snake'];
