// A game's rules section as lines of text: what `rules` prints and the table's rules overlay draws.
import { wrap, type Style } from '../platform/text/index.js';
import type { RulesParagraph, RulesSection } from './types.js';

/** How `rules` lays text out. */
export interface RulesLayout {
  readonly width: number;
  readonly style: Style;
}

/** A section as lines of at most `layout.width` columns: its title in capitals, then each paragraph (house rulings marked). */
export function sectionLines(section: RulesSection, layout: RulesLayout): string[] {
  const lines = wrap(section.title.toUpperCase(), { width: layout.width }).map(layout.style.bold);
  section.paragraphs.forEach((p, i) => {
    if (i > 0) lines.push('');
    lines.push(...paragraphLines(p, layout));
  });
  return lines;
}

/** A paragraph, word-wrapped; a house ruling opens with "House ruling (ref):" and is indented. */
function paragraphLines(paragraph: RulesParagraph, layout: RulesLayout): string[] {
  if (paragraph.ruling === undefined) return wrap(paragraph.text, { width: layout.width });
  const mark = `House ruling (${paragraph.ruling}):`;
  const lines = wrap(`${mark} ${paragraph.text}`, { width: layout.width, first: '  ', rest: '  ' });
  return lines.map((line, i) => (i === 0 ? line.replace(mark, layout.style.bold(mark)) : line));
}
