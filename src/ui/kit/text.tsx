import { Text as InkText } from 'ink';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import { inGlyphs, useLook, type Glyphs } from '../look/index.js';

type Props = ComponentProps<typeof InkText>;

/** `node`'s strings in `glyphs`, every element and number as it is (an element spells its own). */
function spelled(node: ReactNode, glyphs: Glyphs): ReactNode {
  if (typeof node === 'string') return inGlyphs(node, glyphs);
  if (Array.isArray(node)) return node.map((child: ReactNode) => spelled(child, glyphs));
  return node;
}

/**
 * Ink's Text, its text written in the look's characters before Ink measures it: in an ASCII
 * locale the signs the program's texts use (the ellipsis, arrows, ↻) are spelt as they will be
 * shown ("...", "->", "(cw)"), so a row that Ink fits to its width, or cuts, is measured as wide
 * as it is drawn. Every Text of the screens is this one (eslint.config.js holds them to it).
 */
export function Text({ children, ...props }: Props) {
  const { glyphs } = useLook();
  const out = glyphs.unicode ? children : spelled(children, glyphs);
  // Passed on as separate children, as JSX passed them: their list is not one that needs keys.
  return Array.isArray(out) ? createElement(InkText, props, ...(out as ReactNode[])) : createElement(InkText, props, out);
}
