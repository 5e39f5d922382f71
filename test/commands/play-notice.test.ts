import { describe, expect, it } from 'vitest';
import { waitingNotice } from '../../src/commands/play/play.js';

describe("play's notice that a new game replaces the saved one", () => {
  it('keeps every word whole and every line within a narrow terminal', () => {
    for (const width of [40, 60, 80]) {
      const text = waitingNotice('Henhouse', 123456, 'henhouse', true, width);
      const lines = text.split('\n').slice(0, -1);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
      // The same words as one paragraph, whatever the width.
      expect(text.replace(/\s+/g, ' ').trim()).toBe(
        'A saved game of Henhouse (seed 123456) is waiting. It comes back with `big-chicken resume henhouse`; this new game replaces it from its first move. Press Ctrl-C now to keep it.',
      );
    }
    expect(waitingNotice('Henhouse', 1, 'henhouse', true, 60).split('\n')).toContain('A saved game of Henhouse (seed 1) is waiting.');
  });

  it('says nothing of Ctrl-C when no one at a terminal can press it', () => {
    expect(waitingNotice('Henhouse', 1, 'henhouse', false, 80)).not.toContain('Ctrl-C');
  });
});
