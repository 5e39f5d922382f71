// The bundle's patches to Ink and its text libraries (scripts/ink-patches.js): each frame is
// the same text as the library's own code makes; the tests themselves run the patched Ink; and
// Ink renders a key's change before other instances' queued renders without a patch.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { aloneCodePoints, inkPatches } from '../../scripts/ink-patches.js';
import { Rng } from '../../src/engine/index.js';

/** How each bundle of these tests is made: one ES module for Node, as the program's own build makes. */
const NODE_BUNDLE = { bundle: true, format: 'esm', platform: 'node', target: 'node22', logLevel: 'silent' } as const;

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'big-chicken-patches-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface OutputLike {
  write(x: number, y: number, text: string, options: { transformers: ((line: string, index: number) => string)[] }): void;
  clip(clip: { x1?: number; x2?: number; y1?: number; y2?: number }): void;
  unclip(): void;
  get(): { output: string; height: number };
}
type OutputClass = new (options: { width: number; height: number }) => OutputLike;
/* eslint-disable @typescript-eslint/no-explicit-any -- the bundle's React and Ink, typed loosely: a second copy of React, not the one the tests import */
interface Patched {
  stringWidth(text: string): number;
  isFullwidthCodePoint(codePoint: number): boolean;
  Output: OutputClass;
  React: any;
  render: any;
  Box: any;
  Text: any;
  useInput: any;
  tokenize(text: string): unknown[];
  sliceAnsi(text: string, start: number, end?: number): string;
  wrapAnsi(text: string, columns: number, options: { trim: boolean; hard: boolean }): string;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Ink, React and string-width bundled as the build bundles them, with or without the patches. */
async function bundle(name: string, plugins: Plugin[]): Promise<Patched> {
  const inkOutput = join(root, 'node_modules/ink/build/output.js');
  const out = join(dir, `${name}.mjs`);
  await build({
    absWorkingDir: root,
    stdin: {
      contents: [
        "export { default as stringWidth } from 'string-width';",
        "export { default as isFullwidthCodePoint } from 'is-fullwidth-code-point';",
        `export { default as Output } from ${JSON.stringify(inkOutput)};`,
        "export { default as React } from 'react';",
        "export { render, Box, Text, useInput } from 'ink';",
        "export { tokenize } from '@alcalzone/ansi-tokenize';",
        "export { default as sliceAnsi } from 'slice-ansi';",
        `export { default as wrapAnsi } from ${JSON.stringify(join(root, 'node_modules/ink/node_modules/wrap-ansi/index.js'))};`,
      ].join('\n'),
      resolveDir: root,
      loader: 'js',
    },
    outfile: out,
    ...NODE_BUNDLE,
    plugins,
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'react-devtools-core': './scripts/stubs/react-devtools-core.js' },
    banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
  });
  return (await import(pathToFileURL(out).href)) as Patched;
}

let patched: Patched;
let original: Patched;
let OriginalOutput: OutputClass;

beforeAll(async () => {
  patched = await bundle('patched', [inkPatches]);
  original = await bundle('original', []);
  OriginalOutput = original.Output;
});

// Styles as chalk writes them (colours, background, bold and dim, inverse, underline, resets, a
// link) and characters of one and two columns.
const CODES = ['\x1b[31m', '\x1b[39m', '\x1b[1m', '\x1b[22m', '\x1b[2m', '\x1b[44m', '\x1b[49m', '\x1b[7m', '\x1b[27m'];
const MORE = ['\x1b[4m', '\x1b[24m', '\x1b[0m', '\x1b[38;5;208m', '\x1b[48;2;10;20;30m', '\x1b]8;;https://x.example\x07', '\x1b]8;;\x07'];
const CHARS = ['a', 'Z', ' ', '7', '─', '╭', '▲', '↻', '漢', '·'];

function styledLine(rng: Rng, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) {
    const r = rng.int(10);
    if (r < 2) s += rng.pick(CODES);
    else if (r === 2) s += rng.pick(MORE);
    else s += rng.pick(CHARS);
  }
  return s;
}

/** yoga-layout bundled alone, with or without the patches, loaded with every call of fetch counted. */
async function loadYoga(name: string, plugins: Plugin[]): Promise<{ fetches: number; width: number }> {
  const out = join(dir, `${name}.mjs`);
  await build({
    absWorkingDir: root,
    stdin: { contents: "export { default } from 'yoga-layout';", resolveDir: root, loader: 'js' },
    outfile: out,
    ...NODE_BUNDLE,
    plugins,
  });
  const real = globalThis.fetch;
  let fetches = 0;
  globalThis.fetch = (...args: Parameters<typeof fetch>) => {
    fetches++;
    return real(...args);
  };
  try {
    /* eslint-disable @typescript-eslint/no-explicit-any -- yoga's bundle, untyped here */
    const Yoga = (await import(pathToFileURL(out).href)).default as any;
    const root = Yoga.Node.create();
    root.setFlexDirection(Yoga.FLEX_DIRECTION_ROW);
    root.setWidth(100);
    const child = Yoga.Node.create();
    child.setFlexGrow(1);
    root.insertChild(child, 0);
    root.calculateLayout(undefined, undefined, Yoga.DIRECTION_LTR);
    /* eslint-enable @typescript-eslint/no-explicit-any */
    return { fetches, width: child.getComputedWidth() as number };
  } finally {
    globalThis.fetch = real;
  }
}

describe('yoga-layout, patched', () => {
  it('lays out as before without reading its WebAssembly through fetch', async () => {
    const original = await loadYoga('yoga-original', []);
    expect(original.fetches).toBeGreaterThan(0);
    const patchedYoga = await loadYoga('yoga-patched', [inkPatches]);
    expect(patchedYoga).toEqual({ fetches: 0, width: original.width });
    expect(original.width).toBe(100);
  });
});

describe('string-width, patched', () => {
  it('gives the same widths as string-width for random styled lines, asked once and again', () => {
    const rng = Rng.fromSeed(20261201);
    const lines = Array.from({ length: 2000 }, () => styledLine(rng, rng.int(40)));
    for (const pass of [1, 2]) {
      for (const line of lines) expect(patched.stringWidth(line), `pass ${pass}`).toBe(original.stringWidth(line));
    }
  });

  it('gives the same widths for every character of the blocks its fast path takes, alone and beside joiners and marks', () => {
    const all: string[] = [];
    for (const [from, to] of [
      [0xa0, 0x24f],
      [0x2010, 0x205e],
      [0x2190, 0x2bff],
    ] as const)
      for (let cp = from; cp <= to; cp++) all.push(String.fromCodePoint(cp));
    for (const c of all) expect(patched.stringWidth(`${c}x${c}`), c).toBe(original.stringWidth(`${c}x${c}`));
    // Beside what joins or changes a character: a combining mark, a joiner, the emoji and text
    // selectors, an emoji, a wide letter, a control character.
    const others = ['\u0301', '\u200d', '\ufe0f', '\ufe0e', '\u{1f600}', '漢', '\t', 'a'];
    const rng = Rng.fromSeed(20261202);
    for (let n = 0; n < 4000; n++) {
      let line = '';
      for (let i = rng.int(8) + 1; i > 0; i--) line += rng.int(4) === 0 ? rng.pick(others) : rng.pick(all);
      expect(patched.stringWidth(line), JSON.stringify(line)).toBe(original.stringWidth(line));
    }
  });
});

describe("Ink's grapheme splitting, patched", () => {
  // Characters that are graphemes of their own and some that are not: a combining accent, a
  // zero-width joiner, an emoji with a skin tone, a flag's two halves, Hangul jamo, CR LF.
  const GRAPHEMES = [...CHARS, '\u0301', '\u200d', '👍🏽', '🇫🇷', '\u1100\u1161', '\r\n', 'é', '♥', '♣'];
  const mixed = (rng: Rng): string => {
    let s = '';
    for (let i = rng.int(30); i > 0; i--) s += rng.int(4) === 0 ? rng.pick([...CODES, ...MORE]) : rng.pick(GRAPHEMES);
    return s;
  };
  it('tokenizes, slices and wraps random styled lines as the libraries do', () => {
    const rng = Rng.fromSeed(11);
    for (let i = 0; i < 2000; i++) {
      const line = i % 2 === 0 ? styledLine(rng, rng.int(40)) : mixed(rng);
      expect(patched.tokenize(line)).toEqual(original.tokenize(line));
      const start = rng.int(10);
      const end = start + rng.int(20);
      expect(patched.sliceAnsi(line, start, end)).toBe(original.sliceAnsi(line, start, end));
      const columns = 1 + rng.int(12);
      expect(patched.wrapAnsi(line, columns, { trim: false, hard: true })).toBe(
        original.wrapAnsi(line, columns, { trim: false, hard: true }),
      );
    }
  });
});

describe('the characters the grapheme fast path splits one by one', () => {
  it('are each a grapheme of their own beside any other of them, by ICU', () => {
    const chars = [...aloneCodePoints()].map((cp) => String.fromCharCode(cp));
    expect(chars.length).toBeGreaterThan(3000);
    expect(chars).not.toContain('\r');
    const segmenter = new Intl.Segmenter();
    const rng = Rng.fromSeed(5);
    for (let i = 0; i < 100_000; i++) {
      const a = rng.pick(chars);
      const b = rng.pick(chars);
      if ([...segmenter.segment(a + b)].length !== 2) expect([a, b]).toEqual('two graphemes');
    }
  });
});

describe('Ink, patched, drawing a frame of box drawing, suits and arrows', () => {
  // In a process of its own, so that no Intl object exists before: the first one made loads
  // ICU's data, which had cost every table's first frame some 4–9 ms. Every Intl constructor is
  // watched, and the locale-aware methods of strings, numbers and dates.
  it('makes no Intl object until a text needs ICU to split it', () => {
    const script = join(dir, 'intl-count.mjs');
    writeFileSync(
      script,
      `
let made = 0;
for (const name of Object.getOwnPropertyNames(Intl)) {
  const Real = Intl[name];
  if (typeof Real !== 'function') continue;
  Intl[name] = new Proxy(Real, { construct: (target, args) => (made++, Reflect.construct(target, args)) });
}
for (const [proto, names] of [
  [String.prototype, ['localeCompare', 'toLocaleLowerCase', 'toLocaleUpperCase']],
  [Number.prototype, ['toLocaleString']],
  [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
]) {
  for (const name of names) {
    const real = proto[name];
    proto[name] = function (...args) { made++; return real.apply(this, args); };
  }
}
const { PassThrough, Writable } = await import('node:stream');
const ink = await import(${JSON.stringify(pathToFileURL(join(dir, 'patched.mjs')).href)});
let written = '';
const stdout = Object.assign(new Writable({ write(chunk, _e, callback) { written += chunk; callback(); } }), { isTTY: true, columns: 40, rows: 10 });
const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode() {}, ref() {}, unref() {} });
const h = ink.React.createElement;
const app = ink.render(
  h(ink.Box, { borderStyle: 'round', flexDirection: 'column', width: 30 },
    h(ink.Text, { color: 'red', bold: true }, '♥ B7 · G10 ↻ ▲ — “Ada” é'),
    h(ink.Text, { inverse: true }, 'pass → Bob ✓ ─ ╭ a long line that wraps around'),
  ),
  { stdout, stdin, stderr: stdout, patchConsole: false, exitOnCtrlC: false },
);
await new Promise((resolve) => setTimeout(resolve, 50));
const drawn = made;
ink.tokenize('👍🏽 ok');
app.unmount();
process.stdout.write(JSON.stringify({ drawn, after: made, frame: written.includes('G10') }));
`,
    );
    const counted = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' })) as {
      drawn: number;
      after: number;
      frame: boolean;
    };
    expect(counted).toEqual({ drawn: 0, after: 1, frame: true });
  });
});

describe('is-fullwidth-code-point, patched', () => {
  it('gives the same answer for every code point, asked once and again, and for what is no code point', () => {
    const odd = [-1, 0.5, 4352.5, NaN, Infinity, 0x110000];
    for (const round of [1, 2]) {
      const differ: number[] = [];
      for (let cp = 0; cp <= 0x10ffff; cp++) if (patched.isFullwidthCodePoint(cp) !== original.isFullwidthCodePoint(cp)) differ.push(cp);
      expect(differ, `round ${round}`).toEqual([]);
      for (const x of odd) expect(patched.isFullwidthCodePoint(x)).toBe(original.isFullwidthCodePoint(x));
    }
    // Wide and full-width characters are among them (CJK, Hangul, full-width forms, emoji).
    expect([0x1100, 0x4e00, 0xac00, 0xff01, 0x1f600].map((cp) => patched.isFullwidthCodePoint(cp))).toEqual([true, true, true, true, true]);
  });
});

describe('the Ink the tests run', () => {
  it("is the bundle's: every frame's Output shares one cache, and string-width remembers", async () => {
    const { default: Output } = (await import(join(root, 'node_modules/ink/build/output.js'))) as {
      default: new (o: { width: number; height: number }) => { caches: object };
    };
    expect(new Output({ width: 4, height: 1 }).caches).toBe(new Output({ width: 9, height: 2 }).caches);
    expect(String(stringWidth)).toContain('widthCache');
  });
});

describe("Ink's Output, patched", () => {
  /** Random frames: writes (some beyond the grid, some transformed) and nested clips. */
  function frames(seed: number, count: number) {
    const rng = Rng.fromSeed(seed);
    const upper = (line: string, index: number) => (index % 2 === 1 ? line.toUpperCase() : line);
    const list: { width: number; height: number; ops: ((o: OutputLike) => void)[] }[] = [];
    for (let n = 0; n < count; n++) {
      const width = 1 + rng.int(60);
      const height = 1 + rng.int(12);
      const ops: ((o: OutputLike) => void)[] = [];
      for (let k = rng.int(12); k > 0; k--) {
        const r = rng.int(6);
        if (r === 0) {
          const box = { x1: rng.int(width), x2: rng.int(width + 5), y1: rng.int(height), y2: rng.int(height + 3) };
          // Some clips are horizontal only, as Ink's overflowX alone makes them.
          const clip = rng.int(4) === 0 ? { x1: box.x1, x2: box.x2 } : box;
          ops.push((o) => o.clip(clip));
        } else if (r === 1) ops.push((o) => o.unclip());
        else {
          const x = rng.int(width + 6) - 3;
          const y = rng.int(height + 4) - 2;
          const text = [styledLine(rng, rng.int(30)), styledLine(rng, rng.int(20)), styledLine(rng, 5)].slice(0, 1 + rng.int(3)).join('\n');
          const transformers = rng.int(3) === 0 ? [upper] : [];
          ops.push((o) => o.write(x, y, text, { transformers }));
        }
      }
      list.push({ width, height, ops });
    }
    return list;
  }
  const run = (Kind: OutputClass, frame: ReturnType<typeof frames>[number]) => {
    const o = new Kind({ width: frame.width, height: frame.height });
    for (const op of frame.ops) op(o);
    return o.get();
  };

  it('gives the same frame as Ink for one write in frames of different widths (beyond the edge of the narrower)', () => {
    for (const width of [3, 10, 3, 6]) {
      const frame = { width, height: 2, ops: [(o: OutputLike) => o.write(5, 0, 'ab\nc', { transformers: [] })] };
      expect(run(patched.Output, frame), `width ${width}`).toEqual(run(OriginalOutput, frame));
    }
  });

  it('gives the same frame as Ink for random writes and clips, drawn once and again', () => {
    const list = frames(99, 300);
    // The second pass finds its rows remembered from the first.
    for (const pass of [1, 2]) {
      for (const frame of list) expect(run(patched.Output, frame), `pass ${pass}`).toEqual(run(OriginalOutput, frame));
    }
  });
});

describe("Ink's reconciler, patched", () => {
  // The texts have no spaces: Ink's own wrap begins a row with the space it broke at, which the
  // wrap patch changes on purpose (see "wrap-rows" in test/ui/kit).
  it('draws the same frames as Ink while elements gain, change and lose props and styles at random', async () => {
    const frames = async (ink: Patched) => {
      const h = ink.React.createElement;
      const rng = Rng.fromSeed(7);
      const maybe = <T>(value: T) => (rng.int(3) === 0 ? {} : rng.int(4) === 0 ? undefined : value);
      const text = (i: number) =>
        h(
          ink.Text,
          {
            key: i,
            ...maybe({ color: rng.pick(['red', 'green', 'blue']) }),
            ...maybe({ bold: rng.int(2) === 0 }),
            ...maybe({ wrap: rng.pick(['wrap', 'truncate']) }),
          },
          `t${i}-${'ab-'.repeat(rng.int(12))}`,
        );
      const tree = () =>
        h(
          ink.Box,
          {
            flexDirection: rng.pick(['row', 'column']),
            ...maybe({ padding: rng.int(3) }),
            ...maybe({ width: 20 + rng.int(30) }),
            ...maybe({ borderStyle: rng.pick(['single', 'round']) }),
            ...maybe({ borderColor: rng.pick(['yellow', 'cyan']) }),
          },
          ...Array.from({ length: 1 + rng.int(4) }, (_, i) => text(i)),
          rng.int(2) === 0 ? h(ink.Box, { ...maybe({ marginLeft: rng.int(4) }), ...maybe({ flexGrow: 1 }) }, text(9)) : null,
        );
      const written: string[] = [];
      const stdout = Object.assign(
        new Writable({
          write(chunk, _encoding, callback) {
            written.push(String(chunk));
            callback();
          },
        }),
        { isTTY: true, columns: 60, rows: 20 },
      );
      const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode() {}, ref() {}, unref() {} });
      const instance = ink.render(tree(), { stdout, stdin, stderr: stdout, debug: true, patchConsole: false, exitOnCtrlC: false });
      for (let i = 0; i < 300; i++) {
        instance.rerender(tree());
        await new Promise((r) => setImmediate(r));
      }
      instance.unmount();
      return written;
    };
    const theirs = await frames(original);
    expect(theirs.length).toBeGreaterThan(300);
    expect(await frames(patched)).toEqual(theirs);
  });
});

describe('a key press in Ink', () => {
  function terminal() {
    const stdout = Object.assign(
      new Writable({
        write(_chunk, _encoding, callback) {
          callback();
        },
      }),
      { isTTY: true, columns: 40, rows: 10 },
    );
    const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode() {}, ref() {}, unref() {} });
    return { stdout, stdin };
  }

  it("renders the key's change before other instances' changes that were queued first", async () => {
    const { React, render, Text, useInput } = patched;
    const h = React.createElement;
    const order: string[] = [];
    let setOther: (n: number) => void = () => {};
    function Other() {
      const [n, set] = React.useState(0);
      setOther = set;
      React.useLayoutEffect(() => void (n > 0 && order.push(`other ${n}`)), [n]);
      return h(Text, null, `other ${n}`);
    }
    function Keyed() {
      const [keys, setKeys] = React.useState('');
      useInput((input: string) => setKeys((k: string) => k + input));
      React.useLayoutEffect(() => void (keys !== '' && order.push(`key ${keys}`)), [keys]);
      return h(Text, null, `keys ${keys}`);
    }
    const a = terminal();
    const b = terminal();
    const options = (t: ReturnType<typeof terminal>) => ({
      stdout: t.stdout,
      stdin: t.stdin,
      stderr: t.stdout,
      patchConsole: false,
      exitOnCtrlC: false,
      maxFps: 1000,
    });
    const others = render(h(Other), options(b));
    const keyed = render(h(Keyed), options(a));
    await new Promise((r) => setTimeout(r, 50));
    // Another screen's change, then a key on this one, in the same turn of the event loop.
    setOther(1);
    a.stdin.write('?');
    await new Promise((r) => setTimeout(r, 50));
    others.unmount();
    keyed.unmount();
    expect(order).toEqual(['key ?', 'other 1']);
  });
});
