import stringWidth from 'string-width';

/**
 * `words` (each kept whole, even one wider than a line) in lines of at most `width` columns,
 * `gap` between two on a line, as many to a line as fit, in order.
 */
export function packWords(words: readonly string[], width: number, gap = '  '): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && stringWidth(`${last}${gap}${word}`) <= width) lines[lines.length - 1] = `${last}${gap}${word}`;
    else lines.push(word);
  }
  return lines;
}
