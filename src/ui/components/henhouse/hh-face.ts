import type { Face } from '../../look/faces.js';

/** The face of a Henhouse card: `BC5`, a held wild `*C`/`*E`, or a laid wild `*C=WC5`. */
export function hhFace(card: string): Face {
  if (card === '*C' || card === '*E') {
    return { top: 'wild', label: card, bottom: card === '*C' ? 'hen' : 'egg', role: 'wild', bold: true };
  }
  const wild = card.startsWith('*');
  const code = wild ? card.slice(3) : card;
  const colour = code[0] === 'B' ? 'brn' : 'wht';
  const trait = code[1] === 'C' ? 'hen' : 'egg';
  return {
    top: trait,
    label: code,
    bottom: wild ? 'wild' : colour,
    role: wild ? 'wild' : code[0] === 'B' ? 'brown' : 'white',
    bold: code[1] === 'C' || wild,
  };
}
