import type { Outcome } from '../engine/index.js';
import type { SavedGame } from '../store/types.js';
import { messageOf } from './record.js';
import type { TablePersistence } from './types.js';

/**
 * A table's saving and recording: saves the game going after every move, records the finished
 * one once, and keeps a failed write as one line while play goes on (see
 * `TableSnapshot.saveError` and `recorded`).
 */
export class Keeper {
  /** One line when the last save or the record failed, else null. */
  saveError: string | null = null;
  /** Once over: true when the finished game was recorded, false when recording failed. Null before. */
  recorded: boolean | null = null;

  /**
   * `savedSteps`: the moves of this game its save holds as the table opens (a resumed game's are
   * on disk already; a new game has none).
   */
  constructor(
    private readonly persistence: TablePersistence,
    public savedSteps = 0,
  ) {}

  /**
   * Saves `saved` while the game goes on (`outcome` undefined), or records it with `outcome` once
   * it is over (a null outcome: nothing to record yet).
   */
  keep(saved: SavedGame, outcome?: Outcome | null): void {
    if (outcome === undefined) {
      try {
        this.persistence.saveGame(saved);
        this.saveError = null;
        this.savedSteps = saved.steps.length;
      } catch (error) {
        // Only a save that was made is said to be kept.
        const kept = this.savedSteps > 0 ? 'the last good save is kept' : 'nothing of this game is saved yet';
        this.saveError = `could not save: ${messageOf(error)}; ${kept}`;
      }
      return;
    }
    if (this.recorded !== null || !outcome) return;
    try {
      this.persistence.finishGame(saved, outcome);
      this.recorded = true;
      this.saveError = null;
    } catch (error) {
      this.recorded = false;
      this.saveError = `could not record the game: ${messageOf(error)}`;
    }
  }
}
