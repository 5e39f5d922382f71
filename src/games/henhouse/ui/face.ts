import { colourOf, isHeldWild, isWildCode, splitCode, standsFor, traitOf, wildTraitOf } from '../index.js';
import type { Face } from '../../../ui/look/faces.js';

/** The face of a Henhouse card: `BC5`, a held wild `*C`/`*E`, or a laid wild `*C=WC5`. */
export function hhFace(card: string): Face {
  if (isHeldWild(card)) {
    return { top: 'wild', label: card, bottom: wildTraitOf(card) === 'C' ? 'hen' : 'egg', role: 'wild', bold: true };
  }
  const wild = isWildCode(card);
  const code = standsFor(card);
  const { suit } = splitCode(code);
  const brown = colourOf(suit) === 'B';
  const chicken = traitOf(suit) === 'C';
  return {
    top: chicken ? 'hen' : 'egg',
    label: code,
    // A chip has no bottom edge to say "wild": a star before the card it stands for does.
    ...(wild && code.length < 4 ? { chip: `*${code}` } : {}),
    bottom: wild ? 'wild' : brown ? 'brn' : 'wht',
    role: wild ? 'wild' : brown ? 'brown' : 'white',
    bold: chicken || wild,
  };
}
