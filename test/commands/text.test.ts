import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { columns, prepareColumns, quote, styleFor, table, widthFor, wrap } from '../../src/commands/text/index.js';

describe('columns', () => {
  it('measures plain text without string-width exactly as string-width does', () => {
    // Before prepareColumns, only the narrow fast path and the code-point fallback exist.
    const narrow = fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }), fc.integer({ min: 0x2010, max: 0x2027 }), fc.integer({ min: 0x2190, max: 0x21ff }), fc.integer({ min: 0x2660, max: 0x2667 })).filter((c) => c !== 0xad).map((c) => String.fromCodePoint(c)), maxLength: 40 });
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
});

describe('table', () => {
  it('pads every column but the last to its widest cell', () => {
    expect(table([['a', 'one'], ['bbb', 'two']], 80)).toEqual(['a    one', 'bbb  two']);
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

describe('styleFor', () => {
  it('adds escape codes only on a terminal without NO_COLOR or FORCE_COLOR=0', () => {
    expect(styleFor({ isTTY: true }, {}).bold('x')).toBe('\u001b[1mx\u001b[22m');
    expect(styleFor({ isTTY: false }, {}).bold('x')).toBe('x');
    expect(styleFor({ isTTY: true }, { NO_COLOR: '1' }).bold('x')).toBe('x');
    expect(styleFor({ isTTY: true }, { FORCE_COLOR: '0' }).bold('x')).toBe('x');
  });

  it('wraps to 80 columns, or a narrower terminal', () => {
    expect(widthFor({ isTTY: false, columns: 40 })).toBe(80);
    expect(widthFor({ isTTY: true, columns: 60 })).toBe(60);
    expect(widthFor({ isTTY: true, columns: 200 })).toBe(80);
  });
});
