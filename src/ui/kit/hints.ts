import { columns } from '../../platform/text/wrap.js';

/**
 * One key hint of a bottom line ("? help", "q quit"): its words, or its ways of saying it from the
 * longest to the shortest (e.g. ["Esc or r: back to the table", "Esc back"]).
 */
export type KeyHint = string | readonly string[];

/** What separates the hints of a line (the table's footer): three spaces, two when room is short. */
const GAPS = ['   ', '  '] as const;

/**
 * The hints as one line of at most `width` columns, never cut inside a word: each hint at its
 * longest, then the widest ones said more shortly until the line fits, then with narrower gaps
 * between them; whole hints are left off the end only when even that does not fit (the first is
 * always kept). `gaps`: what separates them, then the narrower way (any phrases of a status line
 * fit the same way, e.g. with ` · ` between).
 */
export function hintLine(hints: readonly KeyHint[], width: number, gaps: readonly [string, string] = GAPS): string {
  const ways = hints.map((h) => (typeof h === 'string' ? [h] : h)).filter((w) => w.length > 0);
  const at = ways.map(() => 0);
  const said = () => ways.map((w, i) => w[at[i] as number] as string);
  const fits = (texts: readonly string[], gap: string) => columns(texts.join(gap)) <= width;
  for (;;) {
    const now = said();
    if (fits(now, gaps[0])) return now.join(gaps[0]);
    // The widest hint that has a shorter way is said that way.
    let widest = -1;
    ways.forEach((w, i) => {
      if ((at[i] as number) + 1 < w.length && (widest < 0 || columns(now[i] as string) > columns(now[widest] as string))) widest = i;
    });
    if (widest < 0) break;
    at[widest] = (at[widest] as number) + 1;
  }
  const shortest = said();
  for (let n = shortest.length; n > 0; n--) {
    const kept = shortest.slice(0, n);
    if (fits(kept, gaps[1])) return kept.join(gaps[1]);
  }
  // Not even the first hint fits: its shortest words, which the line then cuts.
  return shortest[0] ?? '';
}

/**
 * The hints as rows of at most `width` columns, for a bottom line that may take several rows:
 * each hint at its longest, as many to a row as fit, rows broken only between hints (a hint wider
 * than a row is a row of its own, its words wrapped by the screen).
 */
export function hintRows(hints: readonly KeyHint[], width: number): string[] {
  const rows: string[] = [];
  for (const hint of hints) {
    const text = typeof hint === 'string' ? hint : hint[0];
    if (text === undefined || text === '') continue;
    const last = rows[rows.length - 1];
    if (last !== undefined && columns(`${last}${GAPS[0]}${text}`) <= width) rows[rows.length - 1] = `${last}${GAPS[0]}${text}`;
    else rows.push(text);
  }
  return rows;
}
