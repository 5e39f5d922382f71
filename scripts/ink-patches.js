// Changes the bundle and the tests make to Ink and the text libraries it draws with: an esbuild
// plugin for scripts/build.js and a Vite plugin for vitest.config.ts, so the tests run the Ink
// that ships. Each one was found by a profile, of `serve` with 50 screens
// (scripts/serve-bench.js) or of a table's first frame (scripts/first-frame-cpu-bench.py).
// Each replaces a known piece of a library's file, and the build fails if the file no longer
// reads as expected, so a new version of a library is looked at again rather than patched
// blindly.
//
// What a screen shows is the same as before, byte for byte (test/build/ink-patches.test.ts
// compares the patched and the original code); what changes is how much each frame costs.
// One patch alone changes a frame, on purpose: Ink's wrap no longer begins a row with the
// space it broke at (test/ui/kit/wrap-rows.test.tsx).
// Ink 8 made two earlier patches needless (its key handlers run as discrete updates, and
// ansi-tokenize 0.3 diffs styles only where they change), and Ink's own Output.get is used
// again rather than a copy, so its later fixes (wide characters, nested clips) are kept.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// Bounds: a line's styled characters take about 80 bytes a character, so 5,000 lines of a
// table's usual length (a seat box's, a log line's) stay near 10 MB; a width is a number.
const LINE_BOUND = 5000;
const CACHE_BOUND = 20000;
/** Below this code point (Hangul Jamo, U+1100) no character is full width or wide. */
const FIRST_WIDE = 0x1100;
/** The blocks whose characters string-width's fast path may take: Latin, punctuation, arrows, symbols, box drawing, shapes. */
const FAST_BLOCKS = [
  [0xa0, 0x24f],
  [0x2010, 0x205e],
  [0x2190, 0x2bff],
];

/**
 * The characters of FAST_BLOCKS that the string-width at `path` (the unpatched file) measures
 * alone whatever stands beside them (each its own grapheme, by ICU's rules, next to a letter
 * and next to itself), with the width it gives them (1 or 2, with ambiguous ones narrow, its
 * default), and printable ASCII: as two regular expressions, every one of them and the wide
 * ones. A text of those only is as wide as its length and its wide characters.
 */
async function fastPath(path) {
  const measure = (await import(pathToFileURL(path).href)).default;
  const narrow = [[0x20, 0x7e]];
  const wide = [];
  for (const [from, to] of FAST_BLOCKS) {
    for (let cp = from; cp <= to; cp++) {
      if (!aloneCodePoints().has(cp)) continue;
      const c = String.fromCodePoint(cp);
      const width = measure(c);
      if (width !== 1 && width !== 2) continue;
      if (measure(`a${c}${c}a`) !== 2 + 2 * width) continue;
      addCodePoint(width === 1 ? narrow : wide, cp);
    }
  }
  return { all: `/^[${charClass([...narrow, ...wide])}]*$/`, wide: `/[${charClass(wide)}]/g` };
}

/** Build-time segmenter: ICU's grapheme rules, asked which characters stand alone. */
const buildSegmenter = new Intl.Segmenter();

/**
 * Whether ICU splits the character `c` from a letter on either side and from a copy of itself.
 * Marks, joiners, prefixed characters, regional indicators and Hangul jamo fail it. A carriage
 * return passes (it joins only a line feed after it), so {@link aloneClass} does not ask about
 * one, and the blocks it asks about hold no Hangul. Every rule of ICU's that joins two of the
 * characters it asks about needs one of the kinds that fail, so a text made only of characters
 * that pass is one grapheme a character (test/build/ink-patches.test.ts checks random pairs).
 */
function alone(c) {
  return [...buildSegmenter.segment(`a${c}a`)].length === 3 && [...buildSegmenter.segment(`${c}${c}`)].length === 2;
}

/** Adds code point `cp` to `list`, ranges [first, last] of code points in rising order. */
function addCodePoint(list, cp) {
  const last = list.at(-1);
  if (last && last[1] === cp - 1) last[1] = cp;
  else list.push([cp, cp]);
}

/** The inside of a regular expression's character class for `ranges` ([first, last] code points, below U+10000). */
function charClass(ranges) {
  const hex = (cp) => `\\u${cp.toString(16).padStart(4, '0')}`;
  return ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('');
}

let aloneOnce = null;

/**
 * The code points that pass {@link alone} among tab, line feed (not carriage return), the escape
 * character, printable ASCII and FAST_BLOCKS, in rising order: the styled texts of a table's first
 * frame are made of them. Asked of ICU once a process (some 50 ms), for every patch that reads
 * them: string-width's fast path and the grapheme fast path below.
 */
export function aloneCodePoints() {
  if (aloneOnce === null) {
    aloneOnce = new Set();
    for (const [from, to] of [[0x09, 0x0a], [0x1b, 0x1b], [0x20, 0x7e], ...FAST_BLOCKS]) {
      for (let cp = from; cp <= to; cp++) if (alone(String.fromCodePoint(cp))) aloneOnce.add(cp);
    }
  }
  return aloneOnce;
}

/** {@link aloneCodePoints} as the inside of a regular expression's character class. */
function aloneClass() {
  const ranges = [];
  for (const cp of aloneCodePoints()) addCodePoint(ranges, cp);
  return charClass(ranges);
}

/** `source` with `from` replaced by `to`; throws when `from` is not there (the library changed). */
function replaceOnce(path, source, from, to) {
  if (!source.includes(from)) throw new Error(`${path}: the build expects to find ${JSON.stringify(from)} to patch it`);
  return source.replace(from, to);
}

/**
 * `source` with its module-level segmenter `const name = new Intl.Segmenter(args);` made on its
 * first use instead: an object whose `segment` makes the segmenter then and answers as it does.
 */
function lazySegmenter(path, source, name, args) {
  return replaceOnce(
    path,
    source,
    `const ${name} = new Intl.Segmenter(${args});`,
    `let ${name}Once;\nconst ${name} = {segment: (text) => (${name}Once ??= new Intl.Segmenter(${args})).segment(text)};`,
  );
}

const patches = [
  {
    // Ink keeps the caches of its frame writer (each line's styled characters, each text's width)
    // in every Output it makes, that is for one frame only, and tokenizes every line of every
    // frame again. Every frame now shares one cache, emptied when it grows past a bound.
    //
    // Each frame also began as a grid of new blank cells, two objects a cell (4,000 cells for a
    // 100x40 table), and made a string of every row's cells, its trailing blanks included, to
    // trim them off: with 50 screens of serve, over half of what the server allocated and so
    // much of its garbage collectors' time. The grid now starts with one blank cell shared by
    // every place (a cell is never changed, only replaced: the cache's cells are shared already)
    // and a row's string stops at its last cell that is not that blank, which is the same text
    // once trimmed: the blanks after it add only spaces after the row's closing codes. And the
    // lines a text is written as (its styled characters back to a string per line) are
    // remembered with its characters, rather than made again for every text of every frame.
    file: /[\\/]node_modules[\\/]ink[\\/]build[\\/]output\.js$/,
    patch(path, source) {
      let s = replaceOnce(path, source, '    caches = new OutputCaches();', '    caches = sharedCaches();');
      s = replaceOnce(
        path,
        s,
        `            const row = [];
            for (let x = 0; x < this.width; x++) {
                row.push({
                    type: 'char',
                    value: ' ',
                    fullWidth: false,
                    styles: [],
                });
            }
            output.push(row);`,
        `            const row = [];
            for (let x = 0; x < this.width; x++) {
                row.push(BLANK_CELL);
            }
            output.push(row);`,
      );
      s = replaceOnce(
        path,
        s,
        `            const lineWithoutEmptyItems = line.filter(item => item !== undefined);
            return styledCharsToString(lineWithoutEmptyItems).trimEnd();`,
        `            return styledCharsToString(drawnCells(line)).trimEnd();`,
      );
      s = replaceOnce(
        path,
        s,
        `        const characterLines = [[]];
        for (const character of this.caches.getStyledChars(text)) {
            if (character.value === '\\n') {
                characterLines.push([]);
            }
            else {
                characterLines.at(-1).push(character);
            }
        }
        let lines = characterLines.map(line => styledCharsToString(line));`,
        `        let lines = textLines(this.caches, text);`,
      );
      return `${s}
const sharedTextLines = new Map();
function textLines(caches, text) {
  let lines = sharedTextLines.get(text);
  if (lines === undefined) {
    const characterLines = [[]];
    for (const character of caches.getStyledChars(text)) {
      if (character.value === '\\n') characterLines.push([]);
      else characterLines.at(-1).push(character);
    }
    lines = characterLines.map((line) => styledCharsToString(line));
    sharedTextLines.set(text, lines);
  }
  return lines;
}
const BLANK_CELL = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: Object.freeze([]) });
function drawnCells(line) {
  let end = line.length;
  while (end > 0 && line[end - 1] === BLANK_CELL) end--;
  for (let i = 0; i < end; i++) {
    if (line[i] === undefined) return line.slice(0, end).filter((item) => item !== undefined);
  }
  return end === line.length ? line : line.slice(0, end);
}
const sharedOutputCaches = new OutputCaches();
function sharedCaches() {
  const c = sharedOutputCaches;
  if (c.styledChars.size > ${LINE_BOUND} || c.widths.size > ${CACHE_BOUND} || c.blockWidths.size > ${CACHE_BOUND}) {
    c.styledChars.clear();
    sharedTextLines.clear();
    c.widths.clear();
    c.blockWidths.clear();
  }
  return c;
}
`;
    },
  },
  {
    // string-width (the width of a text in columns, which Ink and wrap-ansi ask for every text
    // node of every frame) segments every non-ASCII text each time: it now remembers its answers
    // for the default options, in a cache emptied likewise.
    //
    // Nor does it build its segmenter (ICU's grapheme rules, some 13 ms) or run its Unicode
    // property expressions (some 25 ms to compile) for a text made only of characters it would
    // measure alone: a table's first frame is drawn in those (box drawing, suits, arrows,
    // punctuation, accented letters). Which characters those are, and their widths, are asked of
    // this very copy of string-width when it is bundled (fastPath below).
    file: /[\\/]node_modules[\\/](?:.*[\\/])?string-width[\\/]index\.js$/,
    async patch(path, source) {
      const fast = await fastPath(path);
      let s = replaceOnce(
        path,
        source,
        'const segmenter = new Intl.Segmenter();',
        'let segmenterOnce;\nconst segmenter = {segment: (text) => (segmenterOnce ??= new Intl.Segmenter()).segment(text)};',
      );
      // Its Unicode property expressions are made on the first text that needs them.
      const made = [];
      s = s.replace(/^const (\w+) = (\/.*\\p\{.*\/[a-z]*);$/gm, (_, name, literal) => {
        made.push(`\t${name} ??= ${literal};\n`);
        return `let ${name};`;
      });
      s = replaceOnce(
        path,
        s,
        '\tconst eastAsianWidthOptions = {ambiguousAsWide: !ambiguousIsNarrow};',
        `\tif (ambiguousIsNarrow && ${fast.all}.test(string)) {\n\t\treturn string.length + (string.match(${fast.wide})?.length ?? 0);\n\t}\n\n` +
          made.join('') +
          '\tconst eastAsianWidthOptions = {ambiguousAsWide: !ambiguousIsNarrow};',
      );
      s = replaceOnce(path, s, 'export default function stringWidth(', 'function stringWidthOnce(');
      return `${s}
const widthCache = new Map();
export default function stringWidth(input, options) {
  if (options !== undefined || typeof input !== 'string') return stringWidthOnce(input, options);
  let width = widthCache.get(input);
  if (width === undefined) {
    if (widthCache.size > ${CACHE_BOUND}) widthCache.clear();
    width = stringWidthOnce(input);
    widthCache.set(input, width);
  }
  return width;
}
`;
    },
  },
  {
    // Four more of Ink's text libraries made a segmenter as they loaded, and the first segmenter
    // (or other Intl object) a process makes loads ICU's data: 4–9 ms before every table's
    // first frame. Each is now made when first used: Ink's line updater's and slice-ansi's here,
    // ansi-tokenize's and wrap-ansi's in the next patch.
    file: /[\\/]node_modules[\\/](?:ink[\\/]build[\\/]line-update|slice-ansi[\\/]tokenize-ansi)\.js$/,
    patch(path, source) {
      if (/slice-ansi/.test(path)) return lazySegmenter(path, source, 'GRAPHEME_SEGMENTER', "undefined, {granularity: 'grapheme'}");
      return lazySegmenter(path, source, 'segmenter', "undefined, { granularity: 'grapheme' }");
    },
  },
  {
    // ansi-tokenize splits every line Ink writes into graphemes with ICU's segmenter, and
    // wrap-ansi every text it wraps that is not plain ASCII, so the first frame made one (see
    // above). A text made only of characters that are each a grapheme of their own (aloneClass:
    // asked of ICU when the bundle is built) is now split a character at a time, which gives the
    // same pieces; any other text still goes to the segmenter.
    file: /[\\/]node_modules[\\/](?:@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize|ink[\\/]node_modules[\\/]wrap-ansi[\\/]index)\.js$/,
    patch(path, source) {
      const wrap = /wrap-ansi/.test(path);
      const lazy = lazySegmenter(path, source, 'segmenter', wrap ? '' : 'undefined, { granularity: "grapheme" }');
      const s = wrap
        ? replaceOnce(
            path,
            lazy,
            '\t\tfor (const {segment} of segmenter.segment(plainText)) {',
            '\t\tfor (const {segment} of segmentsOf(plainText)) {',
          )
        : replaceOnce(
            path,
            lazy,
            '    for (const { segment, index } of segmenter.segment(str)) {',
            '    for (const { segment, index } of segmentsOf(str)) {',
          );
      return `${s}
const ALONE = /^[${aloneClass()}]*$/;
function segmentsOf(text) {
  if (!ALONE.test(text)) return segmenter.segment(text);
  const out = new Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = { segment: text[i], index: i };
  return out;
}
`;
    },
  },
  {
    // is-fullwidth-code-point answers each character of each line Ink tokenizes with a binary
    // search of get-east-asian-width's ranges, which at a table's first frame (every character
    // new, the code not yet optimised) cost some 10 ms. It now answers below the lowest wide code
    // point at once (the build checks that this copy says no to every one of them) and remembers
    // its other answers, in a cache emptied when it grows past a bound.
    file: /[\\/]node_modules[\\/]is-fullwidth-code-point[\\/]index\.js$/,
    async patch(path, source) {
      const own = (await import(pathToFileURL(path).href)).default;
      for (let cp = 0; cp < FIRST_WIDE; cp++) {
        if (own(cp)) throw new Error(`${path}: U+${cp.toString(16)} is full width, below the patch's bound`);
      }
      const s = replaceOnce(path, source, 'export default function isFullwidthCodePoint(', 'function isFullwidthCodePointOnce(');
      return `${s}
const fullwidthCache = new Map();
export default function isFullwidthCodePoint(codePoint) {
  if (codePoint < ${FIRST_WIDE}) return false;
  let answer = fullwidthCache.get(codePoint);
  if (answer === undefined) {
    if (fullwidthCache.size > ${CACHE_BOUND}) fullwidthCache.clear();
    answer = isFullwidthCodePointOnce(codePoint);
    fullwidthCache.set(codePoint, answer);
  }
  return answer;
}
`;
    },
  },
  {
    // Ink wraps a text with wrap-ansi keeping the spaces it breaks at (trim: false), so a word
    // that ends at the edge of its box began the next row with the space after it: a caption
    // or a round's summary drawn one column to the right on that row. Each row a break begins
    // now starts at its first character (styles reopened before it are kept); a line's own
    // leading spaces, before any break, stay. This is the one patch that changes what a frame
    // shows, on purpose; the layout measures the same wrapped text, so it stays consistent.
    file: /[\\/]node_modules[\\/]ink[\\/]build[\\/]wrap-text\.js$/,
    patch(path, source) {
      const s = replaceOnce(
        path,
        source,
        `        wrappedText = wrapAnsi(text, maxWidth, {
            trim: false,
            hard: true,
        });`,
        `        wrappedText = wrapRowsTrimmed(text, maxWidth);`,
      );
      return `${s}
const LEADING_SPACES = /^((?:\\u001B\\[[0-9;]*m|\\u001B\\]8;[^\\u0007]*\\u0007)*) +/;
function wrapRowsTrimmed(text, maxWidth) {
  return text
    .replaceAll('\\r\\n', '\\n')
    .split('\\n')
    .map((line) =>
      wrapAnsi(line, maxWidth, { trim: false, hard: true })
        .split('\\n')
        .map((row, i) => (i === 0 ? row : row.replace(LEADING_SPACES, '$1')))
        .join('\\n'),
    )
    .join('\\n');
}
`;
    },
  },
  {
    // With DEV=true, Ink loads its React DevTools module (react-devtools-core, and with it
    // `ws`: a 130 kB chunk) and reads its own package.json for the DevTools' renderer name. The
    // bundle carries no DevTools, and in it that package.json is not there (a warning on every
    // start): both are left out, so DEV=true draws the table as usual.
    file: /[\\/]node_modules[\\/]ink[\\/]build[\\/]reconciler\.js$/,
    patch(path, source) {
      const s = replaceOnce(
        path,
        source,
        `    if (isDevtoolsInstalled) {
        await import('./devtools.js');
    }`,
        '    void isDevtoolsInstalled;',
      );
      const t = replaceOnce(
        path,
        s,
        `if (process.env['DEV'] === 'true') {
    try {
        const loaded = await loadPackageJson();`,
        `if (false) {
    try {
        const loaded = await loadPackageJson();`,
      );
      // Every update of every element compares its old and new props (and style) through an
      // array of [key, value] pairs of the new ones: a tenth of what serve allocated with 50
      // screens. The same own keys are now read one by one, in the same order.
      return replaceOnce(
        path,
        t,
        `        for (const [key, value] of Object.entries(after)) {
            if (value === before[key]) {`,
        `        for (const key of Object.keys(after)) {
            const value = after[key];
            if (value === before[key]) {`,
      );
    },
  },
  {
    // conf writes in place, with none of the store's checks, where SNAP is set (a workaround
    // for Ubuntu's Snap packages): its writes always go through the verified writer that the
    // build resolves its `atomically` import to (src/store/conf-atomically.ts).
    file: /[\\/]node_modules[\\/]conf[\\/]dist[\\/]source[\\/]index\.js$/,
    patch(path, source, bundle) {
      const s = replaceOnce(path, source, '        if (process.env.SNAP) {', '        if (false) {');
      if (!bundle) return s;
      // In the bundle, conf loads its schema validator (ajv and its formats: some 270 modules)
      // only for a store with a schema, which none of ours has, rather than on its own load,
      // before every table's first frame. (The tests, which load conf unbundled, keep its imports.)
      const lazy = replaceOnce(
        path,
        s,
        "import { Ajv2020 as Ajv } from 'ajv/dist/2020.js';\nimport ajvFormatsModule from 'ajv-formats';\n",
        '',
      );
      const withAjv = replaceOnce(
        path,
        lazy,
        '        const ajvFormats = ajvFormatsModule.default;\n        const ajv = new Ajv({',
        "        const ajvFormats = require('ajv-formats').default;\n        const { Ajv2020: Ajv } = require('ajv/dist/2020.js');\n        const ajv = new Ajv({",
      );
      // Likewise semver (some 40 modules, 2-4 ms), which conf reads only for a store with
      // migrations (the records' store, opened after the first frame): loaded at its first use.
      return replaceOnce(
        path,
        withAjv,
        "import semver from 'semver';\n",
        "const semver = new Proxy({}, { get: (_, key) => require('semver')[key] });\n",
      );
    },
  },
  {
    // ansi-tokenize turns a cell's styles into their codes (and works out the codes between two
    // cells' styles) through Sets and spread arrays, for every change of style in every row of
    // every frame; most cells have no style or one. Those now take a path that makes the same
    // codes without them.
    file: /[\\/]node_modules[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]ansiCodes\.js$/,
    patch(path, source) {
      return replaceOnce(
        path,
        source,
        'export function ansiCodesToString(codes) {',
        `export function ansiCodesToString(codes) {
    if (codes.length < 2)
        return codes.length === 0 ? "" : codes[0].code;`,
      );
    },
  },
  {
    file: /[\\/]node_modules[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]diff\.js$/,
    patch(path, source) {
      return replaceOnce(
        path,
        source,
        'export function diffAnsiCodes(from, to) {',
        `export function diffAnsiCodes(from, to) {
    if (from.length === 0)
        return [...to];
    if (to.length === 0)
        return [...undoAnsiCodes(from)];`,
      );
    },
  },
  {
    // Ink hides the cursor of each terminal it draws on, and restore-cursor then writes the code
    // that shows it again to the process's stderr as the process exits. For `serve`, whose
    // terminals are its clients', that code went into the host's log file; the code means
    // something only to a terminal, so it is now written only when stderr is one.
    file: /[\\/]node_modules[\\/]restore-cursor[\\/]index\.js$/,
    patch(path, source) {
      return replaceOnce(
        path,
        source,
        "\t\tprocess.stderr.write('\\u001B[?25h');",
        "\t\tif (process.stderr.isTTY) process.stderr.write('\\u001B[?25h');",
      );
    },
  },
  {
    // yoga-layout (Ink's layout) carries its WebAssembly as base64 and, wherever a global fetch
    // exists, reads it through fetch of a data: URL: that loads Node's whole HTTP client (undici)
    // on the way to every table's first frame. It now decodes the same bytes at once, with Buffer
    // rather than a loop over atob's characters.
    file: /[\\/]node_modules[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/,
    patch(path, source) {
      const s = replaceOnce(path, source, 'function ya(){return w||"function"!=typeof fetch?', 'function ya(){return !0?');
      return replaceOnce(
        path,
        s,
        'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c',
        'var d=new Uint8Array(Buffer.from(a.slice(37),"base64"))',
      );
    },
  },
];

/** The esbuild plugin that applies {@link patches} (the build). */
export const inkPatches = {
  name: 'ink-patches',
  setup(b) {
    for (const { file, patch } of patches) {
      b.onLoad({ filter: file }, async (args) => ({
        contents: await patch(args.path, readFileSync(args.path, 'utf8'), true),
        loader: 'js',
      }));
    }
  },
};

/** The same patches as a Vite plugin (the tests: vitest.config.ts inlines the patched files). */
export const inkPatchesVite = {
  name: 'ink-patches',
  enforce: 'pre',
  async load(id) {
    const path = id.split('?')[0];
    const found = patches.find(({ file }) => file.test(path));
    return found ? await found.patch(path, readFileSync(path, 'utf8'), false) : null;
  },
};
