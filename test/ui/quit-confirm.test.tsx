import { describe, expect, it } from 'vitest';
import { render } from 'ink-testing-library';
import QuitConfirm, { leaveNote } from '../../src/ui/components/QuitConfirm.js';

// The leave question says what leaving does to the game; the program says it again once it has
// left (run-table). Neither may call saved what was not.
describe('the leave question', () => {
  const going = { inProgress: true, savedSteps: 12, saveError: null, recorded: null } as const;

  it('says a game with moves played is saved for resume', () => {
    expect(leaveNote(going)).toBe('The game is saved: `big-chicken resume` brings it back.');
  });

  it('says nothing is saved before the first move', () => {
    expect(leaveNote({ ...going, savedSteps: 0 })).toBe('Nothing has been played yet, so nothing is saved.');
  });

  it('says the last moves are not saved when a save failed, and nothing is when none was made', () => {
    expect(leaveNote({ ...going, saveError: 'could not save: the disk is full; the last good save is kept' })).toMatch(
      /^Your last moves could not be saved: .*as last saved\.$/,
    );
    expect(leaveNote({ ...going, savedSteps: 0, saveError: 'could not save: the disk is full; nothing of this game is saved yet' })).toBe(
      'Nothing of this game could be saved.',
    );
  });

  it("says a finished game is recorded only when it was, and a shared table's own note stands", () => {
    expect(leaveNote({ ...going, inProgress: false, recorded: true })).toBe('The game is over and recorded.');
    expect(leaveNote({ ...going, inProgress: false, recorded: false })).toBe('The game is over, but it could not be recorded.');
    expect(leaveNote({ ...going, note: 'You are only watching: the table plays on.' })).toBe('You are only watching: the table plays on.');
  });

  it('draws the question with its note', () => {
    const { lastFrame, unmount } = render(<QuitConfirm {...going} savedSteps={0} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('Leave the table? (y / n)');
    expect(frame).toContain('Nothing has been played yet');
    unmount();
  });
});
