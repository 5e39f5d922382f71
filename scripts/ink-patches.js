// Changes the bundle makes to Ink and the text libraries it draws with (an esbuild plugin, used
// by scripts/build.js and by test/build/ink-patches.test.ts). Each one was found by a profile of
// `serve` with 50 screens (scripts/serve-bench.js). Each replaces a known piece of a library's
// file, and the build fails if the file no longer reads as expected, so a new version of a
// library is looked at again rather than patched blindly.
//
// What a screen shows is the same as before, byte for byte (the test compares the patched and
// the original functions); what changes is how much each frame costs and, for keys, when a
// frame is drawn.
import { readFileSync } from 'node:fs';

// Bounds: a line's styled characters take about 80 bytes a character, so 5,000 lines of a
// table's usual length (a seat box's, a log line's) stay near 10 MB; a width is a number.
const LINE_BOUND = 5000;
const CACHE_BOUND = 20000;

/** `source` with `from` replaced by `to`; throws when `from` is not there (the library changed). */
function replaceOnce(path, source, from, to) {
  if (!source.includes(from)) throw new Error(`${path}: the build expects to find ${JSON.stringify(from)} to patch it`);
  return source.replace(from, to);
}

const patches = [
  {
    // Ink keeps the caches of its frame writer (each line's styled characters, each text's width)
    // in every Output it makes, that is for one frame only, and tokenizes every line of every
    // frame again. Every frame now shares one cache, emptied when it grows past a bound.
    //
    // Ink also filled every frame's grid with a new blank cell object (and a new empty style
    // list) per column and row, 4,000 of them for a 100×40 screen, before writing the frame
    // over them. Cells are only ever replaced, never changed, so all blanks are now one frozen
    // cell.
    file: /[\\/]node_modules[\\/]ink[\\/]build[\\/]output\.js$/,
    patch(path, source) {
      let s = replaceOnce(path, source, '    caches = new OutputCaches();', '    caches = sharedCaches();');
      s = replaceOnce(
        path,
        s,
        `                row.push({
                    type: 'char',
                    value: ' ',
                    fullWidth: false,
                    styles: [],
                });`,
        '                row.push(BLANK_CELL);',
      );
      return `${s}
const BLANK_CELL = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: Object.freeze([]) });
const sharedOutputCaches = new OutputCaches();
function sharedCaches() {
  const c = sharedOutputCaches;
  if (c.styledChars.size > ${LINE_BOUND} || c.widths.size > ${CACHE_BOUND} || c.blockWidths.size > ${CACHE_BOUND}) {
    c.styledChars.clear();
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
    file: /[\\/]node_modules[\\/](?:.*[\\/])?string-width[\\/]index\.js$/,
    patch(path, source) {
      const s = replaceOnce(path, source, 'export default function stringWidth(', 'function stringWidthOnce(');
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
    // Ink turns each row of a frame back into text with ansi-tokenize's styledCharsToString,
    // which diffed the styles of every character against the one before: three Sets and four
    // arrays per character, most of a frame's cost and most of the server's garbage. Two
    // characters with the same styles (nearly all neighbours) have an empty diff, so the diff
    // is now taken only where the styles change; the text is the same.
    file: /[\\/]node_modules[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]styledChars\.js$/,
    patch(path, source) {
      const s = replaceOnce(path, source, 'export function styledCharsToString(', 'function styledCharsToStringEach(');
      return `${s}
function sameStyles(a, b) {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i].code !== b[i].code || a[i].endCode !== b[i].endCode) return false;
  }
  return true;
}
export function styledCharsToString(chars) {
  let ret = '';
  let last = null;
  for (const char of chars) {
    const styles = char.styles;
    if (last === null) {
      if (styles.length > 0) ret += ansiCodesToString(styles);
    } else if (!sameStyles(last, styles)) {
      ret += ansiCodesToString(diffAnsiCodes(last, styles));
    }
    ret += char.value;
    last = styles;
  }
  if (last !== null && last.length > 0) ret += ansiCodesToString(diffAnsiCodes(last, []));
  return ret;
}
`;
    },
  },
  {
    // A key press is a discrete event, as React DOM treats a keydown: the state it changes is
    // rendered at once, at the highest priority. Ink ran key handlers at the default priority,
    // so their renders joined React's one task queue, which every Ink instance in a process
    // shares: in `serve`, a key waited behind the queued redraws of every other screen (15 to
    // 25 of them at the 99th percentile, 30–60 ms). Ink's own redraw pacing is unchanged.
    file: /[\\/]node_modules[\\/]ink[\\/]build[\\/]hooks[\\/]use-input\.js$/,
    patch(path, source) {
      return replaceOnce(
        path,
        source,
        `                reconciler.batchedUpdates(() => {
                    inputHandler(input, key);
                });`,
        `                reconciler.discreteUpdates(() => {
                    inputHandler(input, key);
                });`,
      );
    },
  },
];

/** The esbuild plugin that applies {@link patches}. */
export const inkPatches = {
  name: 'ink-patches',
  setup(b) {
    for (const { file, patch } of patches) {
      b.onLoad({ filter: file }, (args) => ({ contents: patch(args.path, readFileSync(args.path, 'utf8')), loader: 'js' }));
    }
  },
};
