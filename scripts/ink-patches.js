// Changes the bundle makes to Ink and the text libraries it draws with (an esbuild plugin, used
// by scripts/build.js and by test/build/ink-patches.test.ts). Each one was found by a profile of
// `serve` with 50 screens (scripts/serve-bench.js). Each replaces a known piece of a library's
// file, and the build fails if the file no longer reads as expected, so a new version of a
// library is looked at again rather than patched blindly.
//
// What a screen shows is the same as before, byte for byte (the test compares the patched and
// the original functions); what changes is how much each frame costs and, for keys, when a
// frame is drawn.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// Bounds: a line's styled characters take about 80 bytes a character, so 5,000 lines of a
// table's usual length (a seat box's, a log line's) stay near 10 MB; a width is a number.
const LINE_BOUND = 5000;
const CACHE_BOUND = 20000;
// A row's text and its key (its writes) take a few hundred bytes: 5,000 rows stay near 3 MB.
const ROW_BOUND = 5000;
// ink 6.8.0's build/output.js, for which Output.get below was written.
const INK_OUTPUT_SHA256 = 'de9078c7fc647c40cf9e32d6658fcbbee91dae9e3f6334e5f4ebfc5905fc401d';

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
    // Output.get (a frame's text from the writes its boxes made) filled a grid of new blank
    // cells, copied every character of every write into it, and joined each row back into text,
    // character by character, for every row of every frame, though most rows are the same as
    // in the frame before. It is replaced by one that gathers each row's writes (after clipping
    // and transforming them exactly as Ink does) and remembers the text of a row by its width
    // and writes: a row seen before costs one lookup. A row not seen before is built as Ink
    // built it, with one frozen blank cell for all blanks (cells are replaced, never changed).
    //
    // This replaces Ink's whole method, so the file must be the one it was written for: the
    // build fails when Ink's output.js changes, to be looked at again.
    file: /[\\/]node_modules[\\/]ink[\\/]build[\\/]output\.js$/,
    patch(path, source) {
      const sum = createHash('sha256').update(source).digest('hex');
      if (sum !== INK_OUTPUT_SHA256)
        throw new Error(`${path} is not the file the build's patch of Output.get was written for (sha256 ${sum})`);
      const s = replaceOnce(path, source, '    caches = new OutputCaches();', '    caches = sharedCaches();');
      return `${s}
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
const BLANK_CELL = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: Object.freeze([]) });
const rowTexts = new Map();
function rowText(caches, width, writes) {
  let key = String(width);
  for (let i = 0; i < writes.length; i += 2) key += '|' + writes[i] + ',' + writes[i + 1].length + ',' + writes[i + 1];
  let text = rowTexts.get(key);
  if (text !== undefined) return text;
  const row = new Array(width).fill(BLANK_CELL);
  for (let i = 0; i < writes.length; i += 2) {
    let offsetX = writes[i];
    for (const character of caches.getStyledChars(writes[i + 1])) {
      row[offsetX] = character;
      const characterWidth = Math.max(1, caches.getStringWidth(character.value));
      for (let k = 1; k < characterWidth; k++) {
        row[offsetX + k] = { type: 'char', value: '', fullWidth: false, styles: character.styles };
      }
      offsetX += characterWidth;
    }
  }
  text = styledCharsToString(row.filter((item) => item !== undefined)).trimEnd();
  if (rowTexts.size > ${ROW_BOUND}) rowTexts.clear();
  rowTexts.set(key, text);
  return text;
}
Output.prototype.get = function get() {
  const rows = [];
  for (let y = 0; y < this.height; y++) rows.push([]);
  const clips = [];
  for (const operation of this.operations) {
    if (operation.type === 'clip') clips.push(operation.clip);
    if (operation.type === 'unclip') clips.pop();
    if (operation.type === 'write') {
      const { text, transformers } = operation;
      let { x, y } = operation;
      let lines = text.split('\\n');
      const clip = clips.at(-1);
      if (clip) {
        const clipHorizontally = typeof clip?.x1 === 'number' && typeof clip?.x2 === 'number';
        const clipVertically = typeof clip?.y1 === 'number' && typeof clip?.y2 === 'number';
        if (clipHorizontally) {
          const width = this.caches.getWidestLine(text);
          if (x + width < clip.x1 || x > clip.x2) continue;
        }
        if (clipVertically) {
          const height = lines.length;
          if (y + height < clip.y1 || y > clip.y2) continue;
        }
        if (clipHorizontally) {
          lines = lines.map((line) => {
            const from = x < clip.x1 ? clip.x1 - x : 0;
            const width = this.caches.getStringWidth(line);
            const to = x + width > clip.x2 ? clip.x2 - x : width;
            return sliceAnsi(line, from, to);
          });
          if (x < clip.x1) x = clip.x1;
        }
        if (clipVertically) {
          const from = y < clip.y1 ? clip.y1 - y : 0;
          const height = lines.length;
          const to = y + height > clip.y2 ? clip.y2 - y : height;
          lines = lines.slice(from, to);
          if (y < clip.y1) y = clip.y1;
        }
      }
      let offsetY = 0;
      for (let [index, line] of lines.entries()) {
        const writes = rows[y + offsetY];
        if (!writes) continue;
        for (const transformer of transformers) line = transformer(line, index);
        writes.push(x, line);
        offsetY++;
      }
    }
  }
  return { output: rows.map((writes) => rowText(this.caches, this.width, writes)).join('\\n'), height: rows.length };
};
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
