// The colour level by supports-color's rules, for this process or for an SSH client's terminal.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { colourLevel, terminfoColours } from '../../src/platform/colour.js';

const tty = { isTTY: true };
const pipe = { isTTY: false };
const dir = mkdtempSync(join(tmpdir(), 'big-chicken-terminfo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A compiled terminfo entry for `name` whose `colors` is `colours` (32-bit numbers past 32767, as ncurses 6.1 writes). */
function entry(name: string, colours: number, sub = name[0]!): void {
  const names = Buffer.from(`${name}\0`, 'latin1');
  const header = Buffer.alloc(12);
  const wide = colours > 32_767;
  header.writeUInt16LE(wide ? 0o1036 : 0o432, 0);
  header.writeInt16LE(names.length, 2);
  header.writeInt16LE(0, 4); // booleans
  header.writeInt16LE(14, 6); // numbers
  header.writeInt16LE(0, 8); // strings
  header.writeInt16LE(0, 10); // string table
  const pad = (12 + names.length) % 2 === 1 ? Buffer.alloc(1) : Buffer.alloc(0);
  const numbers = Buffer.alloc(wide ? 56 : 28, 0xff);
  if (wide) numbers.writeInt32LE(colours, 52);
  else numbers.writeInt16LE(colours, 26);
  mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, sub, name), Buffer.concat([header, names, pad, numbers]));
}

describe('colourLevel on Windows', () => {
  const win = (osRelease: string) => ({ platform: 'win32' as const, osRelease, terminfoDirs: [] });
  it('gives colour to a console with no TERM, by its build', () => {
    expect(colourLevel(tty, {}, win('10.0.19045'))).toBe(3);
    expect(colourLevel(tty, {}, win('10.0.10586'))).toBe(2);
    expect(colourLevel(tty, {}, win('6.1.7601'))).toBe(1);
  });
  it('still gives none to a pipe, to NO_COLOR, and on Linux to a terminal with no TERM', () => {
    expect(colourLevel(pipe, {}, win('10.0.19045'))).toBe(0);
    expect(colourLevel(tty, { NO_COLOR: '1' }, win('10.0.19045'))).toBe(0);
    expect(colourLevel(tty, {}, { platform: 'linux', terminfoDirs: [] })).toBe(0);
  });
});

describe('colourLevel from the terminal', () => {
  const none = { platform: 'linux' as const, terminfoDirs: [] };
  it('reads WT_SESSION, COLORTERM and TERM_PROGRAM', () => {
    expect(colourLevel(tty, { WT_SESSION: 'abc' }, none)).toBe(3);
    expect(colourLevel(tty, { TERM: 'xterm', COLORTERM: 'truecolor' }, none)).toBe(3);
    expect(colourLevel(tty, { TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '3.5.0' }, none)).toBe(3);
    expect(colourLevel(tty, { TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '2.9' }, none)).toBe(2);
    expect(colourLevel(tty, { TERM_PROGRAM: 'Apple_Terminal' }, none)).toBe(2);
  });
  it('gives truecolor to terminals whose TERM names no colour', () => {
    for (const term of ['alacritty', 'foot', 'xterm-kitty', 'wezterm']) expect(colourLevel(tty, { TERM: term }, none), term).toBe(3);
    expect(colourLevel(tty, { TERM: 'vt52' }, none)).toBe(0);
  });
  it("reads `colors` from the host's terminfo entry, before the names", () => {
    entry('xterm-mine', 256);
    entry('screen-plain', 8);
    entry('oddterm', 16_777_216, '6f');
    entry('mono-vt', 2);
    const here = { platform: 'linux' as const, terminfoDirs: [dir] };
    expect(terminfoColours('xterm-mine', [dir])).toBe(256);
    expect(terminfoColours('absent', [dir])).toBeUndefined();
    expect(terminfoColours('../x', [dir])).toBeUndefined();
    expect(colourLevel(tty, { TERM: 'xterm-mine' }, here)).toBe(2);
    expect(colourLevel(tty, { TERM: 'screen-plain' }, here)).toBe(1);
    expect(colourLevel(tty, { TERM: 'oddterm' }, here)).toBe(3);
    expect(colourLevel(tty, { TERM: 'mono-vt' }, here)).toBe(0);
    // No entry: by the names.
    expect(colourLevel(tty, { TERM: 'xterm-256color' }, here)).toBe(2);
    expect(colourLevel(tty, { TERM: 'xterm' }, here)).toBe(1);
  });
});
