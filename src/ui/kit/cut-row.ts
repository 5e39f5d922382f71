import stringWidth from 'string-width';

/** `text` cut to `width` columns (with `ellipsis` when cut: the look's, where it has one). */
export function fit(text: string, width: number, ellipsis = '…'): string {
  if (stringWidth(text) <= width) return text;
  let out = '';
  for (const ch of text) {
    if (stringWidth(`${out}${ch}${ellipsis}`) > width) break;
    out += ch;
  }
  return `${out}${ellipsis}`;
}

/**
 * `row` (which fits `width`) ended in `ellipsis` (the look's: three dots in ASCII) to say more
 * follows: the whole row where the ellipsis fits after it, else cut after its last whole word
 * that leaves room for it. Measured in columns, as {@link fit} measures: a name of wide
 * characters in a log line takes two a character.
 */
export function cutRow(row: string, width: number, ellipsis = '…'): string {
  const text = row.trimEnd();
  const room = Math.max(0, width - stringWidth(ellipsis));
  if (stringWidth(text) <= room) return `${text}${ellipsis}`;
  const kept = fit(text, room, '');
  const space = kept.lastIndexOf(' ');
  return `${(space > 0 ? kept.slice(0, space) : kept).trimEnd()}${ellipsis}`;
}
