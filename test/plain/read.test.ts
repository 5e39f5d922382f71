import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { clutchPlain } from '../../src/games/clutch/plain.js';
import { henhousePlain } from '../../src/games/henhouse/plain.js';
import { jhPlain } from '../../src/games/just-hatched/plain.js';
import type { PlainText } from '../../src/games/index.js';
import { LineReader } from '../../src/plain/lines.js';
import { keyOf, readMove } from '../../src/plain/read.js';
import { toAscii } from '../../src/plain/ascii.js';

const jh = jhPlain as PlainText<unknown, unknown>;
const none: PlainText<unknown, unknown> = {};

describe('reading a typed move against the legal ones', () => {
  const lays = ['cluck', 'Y7 B7', 'D=O7 B7', 'D=B8 B8', 'B3 B4 B5 B6 flip', 'B3 B4 B5 B6 skip', 'Last Egg', 'catch seat 2'];
  const all = lays.map((_, i) => i);

  it('takes the notation in any case, spacing and order, and a listed number', () => {
    expect(keyOf('o7,  y7')).toBe(keyOf('Y7 O7'));
    expect(readMove('b7 y7', lays, all, jh, null)).toEqual({ kind: 'act', index: 1 });
    expect(readMove('2', lays, all, jh, null)).toEqual({ kind: 'act', index: 1 });
    expect(readMove('9', lays, all, jh, null)).toEqual({ kind: 'no', reason: 'there is no choice 9 (1 to 8)' });
    expect(readMove('c', lays, all, jh, null)).toEqual({ kind: 'act', index: 0 });
  });

  it('offers the choices inside a move typed without them: a bare Duck, a Coop without flip or skip', () => {
    expect(readMove('D B7', lays, all, jh, null)).toEqual({ kind: 'act', index: 2 });
    expect(readMove('d', ['D=O7', 'D=B8', ...lays], [], jh, null)).toEqual({ kind: 'pick', indices: [0, 1] });
    expect(readMove('B6 B5 B4 B3', lays, all, jh, null)).toEqual({ kind: 'pick', indices: [4, 5] });
    expect(readMove('x', lays, all, jh, null)).toEqual({ kind: 'act', index: 7 });
  });

  it('takes a lay with Last Egg said with it, and hands the game any other cards to judge', () => {
    expect(readMove('Y7 B7 e', lays, all, jh, null)).toEqual({ kind: 'act', index: 1, with: { type: 'declare' } });
    expect(readMove('G9 G9', lays, all, jh, null)).toEqual({ kind: 'try', action: { type: 'lay', cards: ['G9', 'G9'] } });
    expect(readMove('B3 B4 B5 B6 flip', ['cluck'], [0], jh, null)).toEqual({
      kind: 'try',
      action: { type: 'lay', cards: ['B3', 'B4', 'B5', 'B6'], coop: 'flip' },
    });
    const bad = readMove('Q9', lays, all, jh, null);
    expect(bad.kind === 'no' && bad.reason).toMatch(/^"Q9" is not a card/);
  });

  it('reads a move that is no lay, or its short word, for the engine to judge when it is not a choice now', () => {
    const lead = ['B7', 'Y7 B7'];
    expect(readMove('cluck', lead, [0, 1], jh, null)).toEqual({ kind: 'try', action: { type: 'cluck' } });
    expect(readMove('c', lead, [0, 1], jh, null)).toEqual({ kind: 'try', action: { type: 'cluck' } });
    expect(readMove('e', lead, [0, 1], jh, null)).toEqual({ kind: 'try', action: { type: 'declare' } });
    expect(readMove('catch seat 2', lead, [0, 1], jh, null)).toEqual({ kind: 'try', action: { type: 'catch', target: 2 } });
  });

  it('says how to type only the kinds of move the moment offers', () => {
    const how = (legal: readonly unknown[], plain: PlainText<unknown, unknown>) => plain.howTo?.(legal, null) ?? '';
    const lay = { type: 'lay', cards: ['B7'] };
    expect(how([lay], jh)).not.toMatch(/cluck/);
    expect(how([lay, { type: 'cluck' }], jh)).toMatch(/, cluck, or a choice number/);
    expect(how([{ type: 'give-back', card: 'B7' }], jh)).toMatch(/^Type give and the card/);
    const hh = henhousePlain as PlainText<unknown, unknown>;
    expect(how([{ type: 'play', cards: ['BC5'] }], hh)).toBe('Type the cards to play (BC5 BE5), or a choice number.');
    expect(how([{ type: 'play', cards: ['*C=BC5'], vermin: 'fox' }, { type: 'pass' }], hh)).toBe(
      'Type the cards to play (BC5 BE5; a wild as *C=WC5), "fox BC6: BC7 BC8" to play with a vermin, pass, or a choice number.',
    );
    const clutch = clutchPlain as PlainText<unknown, unknown>;
    expect(how([{ type: 'take', card: '7H' }], clutch)).toBe('Type a choice number, or the choice as written (7H or take 7H).');
    // The examples are the choices on offer, never a card the spread does not hold.
    expect(
      how(
        [
          { type: 'take', card: '3C' },
          { type: 'take', card: 'QD' },
          { type: 'sacrifice', court: 'KS', take: null },
        ],
        clutch,
      ),
    ).toBe('Type a choice number, or the choice as written (3C or take 3C, sacrifice KS).');
    expect(how([{ type: 'escape', jack: 'JS' }, { type: 'decline' }], clutch)).toBe(
      'Type a choice number, or the choice as written (escape JS, decline).',
    );
  });

  it("without the game's own words: the notation, its first word, or why not", () => {
    const takes = ['take 1', 'take 2', 'take 3'];
    expect(readMove('TAKE 2', takes, [0, 1, 2], none, null)).toEqual({ kind: 'act', index: 1 });
    expect(readMove('take', takes, [0, 1, 2], none, null)).toEqual({ kind: 'pick', indices: [0, 1, 2] });
    expect(readMove('grab 2', takes, [0, 1, 2], none, null)).toEqual({ kind: 'no', reason: '"grab 2" is not one of your choices now' });
  });

  it('writes a sentence in ASCII for a locale that is not UTF-8', () => {
    expect(toAscii('take 7♥: −70, then HEARTS → 60…')).toBe('take 7H: -70, then HEARTS -> 60...');
  });
});

describe('reading lines with backpressure', () => {
  /** An endless source of `cluck` lines that counts how often it was asked for more. */
  function endless(): { stream: Readable; asked: () => number } {
    let asked = 0;
    const chunk = Buffer.from('cluck\n'.repeat(2000));
    const stream = new Readable({
      read() {
        asked++;
        this.push(chunk);
      },
    });
    return { stream, asked: () => asked };
  }

  it('asks the input for more only as lines are taken', async () => {
    const { stream, asked } = endless();
    const reader = new LineReader(stream);
    for (let i = 0; i < 5; i++) expect(await reader.next()).toEqual({ kind: 'line', text: 'cluck' });
    await new Promise((r) => setTimeout(r, 50));
    // One chunk holds 2000 lines: a reader that read ahead would have asked thousands of times by now.
    expect(asked()).toBeLessThan(10);
    reader.close();
  });

  it('reports a line too long to be a move instead of holding it, and reads on', async () => {
    const reader = new LineReader(Readable.from([`${'x'.repeat(5000)}`, `${'y'.repeat(5000)}\ncluck\n`]));
    expect(await reader.next()).toEqual({ kind: 'long', length: 10000 });
    expect(await reader.next()).toEqual({ kind: 'line', text: 'cluck' });
    expect(await reader.next()).toBeNull();
  });
});
