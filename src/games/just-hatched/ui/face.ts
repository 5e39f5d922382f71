import type { Face } from '../../../ui/look/faces.js';
import type { Role } from '../../../ui/look/theme.js';

const JH_ROLES: Readonly<Record<string, Role>> = { B: 'blue', G: 'green', Y: 'yellow', O: 'orange' };
const JH_COLOUR_WORDS: Readonly<Record<string, string>> = { B: 'blu', G: 'grn', Y: 'yel', O: 'orn' };

/** The face of a Just Hatched card in notation: `O7`, `OC`, `RC`, `D`, or a laid Duck `D=O7`. */
export function jhFace(card: string): Face {
  if (card === 'RC') return { top: 'BIG', label: 'RC', bottom: 'red', role: 'red', bold: true };
  if (card === 'D') return { top: 'duck', label: 'D', bottom: '', role: 'plain', bold: true };
  if (card.startsWith('D=')) {
    const egg = card.slice(2);
    // A chip has no top edge to say "duck": a small d before the Egg it stands for does.
    return { top: 'duck', label: egg, chip: `d${egg}`, bottom: JH_COLOUR_WORDS[egg[0] ?? ''] ?? '', role: 'plain', bold: true };
  }
  const suit = card[0] ?? '';
  const chicken = card.endsWith('C');
  return { top: chicken ? 'hen' : 'egg', label: card, bottom: JH_COLOUR_WORDS[suit] ?? '', role: JH_ROLES[suit] ?? null, bold: chicken };
}
