// The one clock the pure layers may read: a searching bot's time budget (`--think-ms`). Nothing
// else under engine/, games/ or bots/ reads the time; on an iteration budget a search never asks
// it, so the same seed plays the same moves.

/** Milliseconds on the monotonic clock, for a search's deadline only. */
export const budgetNow = (): number => performance.now();
