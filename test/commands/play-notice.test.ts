import { describe, expect, it } from 'vitest';
import { askedOn, keyAnswer, replacingNotice, waitingQuestion } from '../../src/commands/play/play.js';

describe("play's question when a saved game of its game is waiting", () => {
  it('keeps every word whole and every line within a narrow terminal', () => {
    for (const width of [40, 60, 80]) {
      const text = waitingQuestion('Henhouse', 123456, width);
      const lines = text.split('\n').slice(0, -1);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
      // The same words as one paragraph, whatever the width.
      expect(text.replace(/\s+/g, ' ').trim()).toBe(
        'A saved game of Henhouse (seed 123456) is waiting. r or Enter: resume it, with its own players and deal. n: start this new game in its place (its first move replaces the saved game). q: leave.',
      );
    }
    expect(waitingQuestion('Henhouse', 1, 60).split('\n')).toContain('A saved game of Henhouse (seed 1) is waiting.');
  });

  it('--replace says what it replaces, within the width', () => {
    const text = replacingNotice('Henhouse', 9, 40);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(40);
    expect(text.replace(/\s+/g, ' ').trim()).toBe('This new game replaces the saved game of Henhouse (seed 9) from its first move.');
  });
});

describe('the key that answers the question', () => {
  const keys = { r: 'resume', '\r': 'resume', n: 'replace', q: 'leave', '\x1b': 'leave' } as const;
  it('is the first key typed that answers, others passed over', () => {
    expect(keyAnswer('r', keys)).toBe('resume');
    expect(keyAnswer('xq', keys)).toBe('leave');
    expect(keyAnswer('x', keys)).toBeNull();
    expect(keyAnswer('\x03', keys)).toBe('interrupt');
  });

  it('takes Escape alone as Escape, and an arrow, a function key or Alt with a key as no answer', () => {
    expect(keyAnswer('\x1b', keys)).toBe('leave');
    expect(keyAnswer('\x1b[A', keys)).toBeNull();
    expect(keyAnswer('x\x1b[A', keys)).toBeNull();
    expect(keyAnswer('\x1bOA', keys)).toBeNull();
    // Ctrl+Up: parameters before the final letter.
    expect(keyAnswer('\x1b[1;5A', keys)).toBeNull();
    expect(keyAnswer('\x1b[1;5An', keys)).toBe('replace');
    expect(keyAnswer('\x1bq', keys)).toBeNull();
  });
});

describe('where play asks whether to resume a saved game', () => {
  it("asks on stderr at a terminal, and on the table's terminal when stderr goes to a file", () => {
    const terminal = { isTTY: true, name: 'tty' };
    const file = { isTTY: false, name: 'file' };
    expect(askedOn(terminal, { ...terminal, name: 'out' }).name).toBe('tty');
    expect(askedOn(file, { ...terminal, name: 'out' }).name).toBe('out');
    // Neither a terminal: stderr, as any message.
    expect(askedOn(file, { ...file, name: 'out' }).name).toBe('file');
  });
});
