import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { columns, prepareColumns, quote, styleFor, table, widthFor, wrap } from '../../src/platform/text/index.js';
import { wrapWords } from '../../src/platform/text/wrap.js';
import { chalkAt, colourLevel } from '../../src/platform/colour.js';

describe('columns', () => {
  it('measures plain text without string-width exactly as string-width does', () => {
    // Before prepareColumns, only the narrow fast path and the code-point fallback exist.
    const narrow = fc.string({
      unit: fc
        .oneof(
          fc.integer({ min: 0x20, max: 0x7e }),
          fc.integer({ min: 0xa0, max: 0xff }),
          fc.integer({ min: 0x2010, max: 0x2027 }),
          fc.integer({ min: 0x2190, max: 0x21ff }),
          fc.integer({ min: 0x2660, max: 0x2667 }),
        )
        .filter((c) => c !== 0xad)
        .map((c) => String.fromCodePoint(c)),
      maxLength: 40,
    });
    fc.assert(
      fc.property(narrow, (text) => {
        expect(columns(text)).toBe(stringWidth(text));
      }),
      { numRuns: 500 },
    );
  });

  it('guesses wide and zero-width characters before string-width is loaded', () => {
    // 鶏 is wide (2), the combining acute accent takes no column (0), plain letters 1 each.
    expect(columns('鶏e\u0301x')).toBe(4);
  });

  it('uses string-width once prepared for wide text', async () => {
    await prepareColumns(['plain', '鶏']);
    expect(columns('鶏鶏')).toBe(4);
    expect(columns('e\u0301')).toBe(1);
  });
});

describe('wrap', () => {
  it('breaks between words at the last one that fits', () => {
    // "aaa bbb" is 7 columns, adding " ccc" makes 11 > 10, so ccc starts line 2.
    expect(wrap('aaa bbb ccc', { width: 10 })).toEqual(['aaa bbb', 'ccc']);
  });

  it('counts the first-line prefix and indents the rest', () => {
    // "Note: one" is 9 columns; " two" would make 13 > 12; rest lines start with two spaces.
    expect(wrap('one two three', { width: 12, first: 'Note: ', rest: '  ' })).toEqual(['Note: one', '  two three']);
  });

  it('cuts a word wider than a line', () => {
    // 25 letters at width 10: 10 + 10 + 5.
    expect(wrap('abcdefghijklmnopqrstuvwxy', { width: 10 })).toEqual(['abcdefghij', 'klmnopqrst', 'uvwxy']);
  });

  it('measures wide characters as two columns', () => {
    // Each 鶏 is 2 columns: three of them (6) and a space and two more (4) make 11 > 10.
    expect(wrap('鶏鶏鶏 鶏鶏', { width: 10 })).toEqual(['鶏鶏鶏', '鶏鶏']);
  });

  it('gives one empty line for empty text', () => {
    expect(wrap('   ')).toEqual(['']);
  });

  it('never passes the width and keeps every word, for any text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 40 }), fc.integer({ min: 8, max: 100 }), (words, width) => {
        const text = words.join(' ');
        const lines = wrap(text, { width, first: '> ', rest: '  ' });
        for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(width);
        const squash = (s: string) => s.replace(/\s+/g, '');
        expect(squash(lines.join('').replace(/^> ?/, ''))).toBe(squash(text));
      }),
      { numRuns: 300 },
    );
  });

  it('lays narrow text out a line at a time exactly as word by word', () => {
    // Spaces of several kinds, words up to a line long and longer, prefixes with trailing spaces.
    const char = fc.constantFrom('a', 'b', 'Z', '9', '-', '.', '…', '♥', ' ', ' ', '\u00a0', '\u2028');
    const words = fc.string({ unit: char, maxLength: 200 });
    const prefix = fc.string({ unit: fc.constantFrom('>', '*', ' '), maxLength: 12 });
    fc.assert(
      fc.property(words, fc.integer({ min: 0, max: 100 }), prefix, prefix, (text, width, first, rest) => {
        const split = text.split(/\s+/).filter((w) => w !== '');
        expect(wrap(text, { width, first, rest })).toEqual(wrapWords(split, Math.max(width, 8), first, rest));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('table', () => {
  it('pads every column but the last to its widest cell', () => {
    expect(
      table(
        [
          ['a', 'one'],
          ['bbb', 'two'],
        ],
        80,
      ),
    ).toEqual(['a    one', 'bbb  two']);
  });

  it('wraps the last column under itself', () => {
    // Lead "x  " is 3 columns; at width 12 the last cell gets 9: "one two" (7), then "three".
    expect(table([['x', 'one two three']], 12)).toEqual(['x  one two', '   three']);
  });
});

describe('quote', () => {
  it('quotes short input as it is', () => {
    expect(quote('O7')).toBe('"O7"');
  });

  it('shortens long input and hides control characters', () => {
    const q = quote(`${'x'.repeat(50)}\u001b[31m`, 10);
    expect(q).toBe('"xxxxxxx..."');
    expect(quote('a\nb')).toBe('"a?b"');
  });
});

describe('colourLevel', () => {
  it('reads NO_COLOR first, then FORCE_COLOR (pipes too), then the terminal', () => {
    const tty = { isTTY: true };
    const pipe = { isTTY: false };
    expect(colourLevel(tty, { TERM: 'xterm-256color', NO_COLOR: '1', FORCE_COLOR: '3' })).toBe(0);
    expect(colourLevel(tty, { TERM: 'xterm-256color', NO_COLOR: '' })).toBe(2);
    expect(colourLevel(pipe, { FORCE_COLOR: '' })).toBe(1);
    expect(colourLevel(pipe, { FORCE_COLOR: 'true' })).toBe(1);
    expect(colourLevel(pipe, { FORCE_COLOR: '2' })).toBe(2);
    expect(colourLevel(pipe, { FORCE_COLOR: '9' })).toBe(3);
    expect(colourLevel(tty, { TERM: 'xterm', FORCE_COLOR: 'false' })).toBe(0);
    expect(colourLevel(pipe, { TERM: 'xterm-256color' })).toBe(0);
    expect(colourLevel(tty, { TERM: 'dumb' })).toBe(0);
    expect(colourLevel(tty, { TERM: 'dumb', FORCE_COLOR: '1' })).toBe(1);
    expect(colourLevel(tty, { TERM: 'xterm' })).toBe(1);
    expect(colourLevel(tty, { TERM: 'screen-256color' })).toBe(2);
    expect(colourLevel(tty, { TERM: 'xterm', COLORTERM: 'truecolor' })).toBe(3);
    expect(colourLevel(tty, {})).toBe(0);
  });
});

describe('styleFor', () => {
  it('adds escape codes only on a terminal without NO_COLOR or FORCE_COLOR=0', () => {
    const term = { TERM: 'xterm-256color' };
    expect(styleFor({ isTTY: true }, term).bold('x')).toBe('\u001b[1mx\u001b[22m');
    expect(styleFor({ isTTY: true }, term).dim('x')).toBe('\u001b[2mx\u001b[22m');
    expect(styleFor({ isTTY: false }, term).bold('x')).toBe('x');
    expect(styleFor({ isTTY: true }, { ...term, NO_COLOR: '1' }).bold('x')).toBe('x');
    expect(styleFor({ isTTY: true }, { ...term, FORCE_COLOR: '0' }).bold('x')).toBe('x');
    expect(styleFor({ isTTY: true }, { TERM: 'dumb' }).bold('x')).toBe('x');
  });

  it('writes bold and dim byte for byte as chalk does: inner closes, line breaks, empty text', () => {
    const piece = fc.constantFrom('a', ' ', '\n', '\r\n', '\u001b[22m', '\u001b[1m', '\u001b[2m', '\u001b[39m', 'é', '—');
    const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
    for (const level of [1, 2, 3] as const) {
      const chalk = chalkAt(level);
      const style = styleFor({ isTTY: false }, { FORCE_COLOR: String(level) });
      fc.assert(
        fc.property(text, (t) => {
          expect(style.bold(t)).toBe(chalk.bold(t));
          expect(style.dim(t)).toBe(chalk.dim(t));
          expect(style.bold(style.dim(t))).toBe(chalk.bold(chalk.dim(t)));
        }),
      );
    }
  });

  it('honours FORCE_COLOR on a pipe, unless NO_COLOR says otherwise', () => {
    expect(styleFor({ isTTY: false }, { FORCE_COLOR: '1' }).bold('x')).toBe('\u001b[1mx\u001b[22m');
    expect(styleFor({ isTTY: false }, { FORCE_COLOR: '1', NO_COLOR: '1' }).bold('x')).toBe('x');
  });

  it('wraps to 80 columns, or a narrower terminal', () => {
    expect(widthFor({ isTTY: false, columns: 40 }, {})).toBe(80);
    // Into a pipe, COLUMNS where it asks for fewer than 80 (and at least 20).
    expect(widthFor({ isTTY: false }, { COLUMNS: '50' })).toBe(50);
    expect(widthFor({ isTTY: false }, { COLUMNS: '120' })).toBe(80);
    expect(widthFor({ isTTY: false }, { COLUMNS: '10' })).toBe(80);
    expect(widthFor({ isTTY: false }, { COLUMNS: 'wide' })).toBe(80);
    // A terminal's own width wins over COLUMNS.
    expect(widthFor({ isTTY: true, columns: 70 }, { COLUMNS: '50' })).toBe(70);
    expect(widthFor({ isTTY: true, columns: 60 })).toBe(60);
    expect(widthFor({ isTTY: true, columns: 200 })).toBe(80);
  });
});
