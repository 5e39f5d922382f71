import { DUCK, formatCards } from './cards.js';
import { judgeBeat, kindName, readLay } from './lays.js';
import { explainLay } from './rules.js';
import type { CentreLay, JhView, LaidCard, Lay } from './state.js';

function read(lay: CentreLay): Lay | null {
  const r = readLay(lay.cards);
  return r.ok ? r.lay : null;
}

/**
 * Why, in one line, for a seat's view: with a `selection`, whether it may go on the centre and
 * the rule that says so (a lay refused says why); without one, why the lay in the centre beat
 * the lay under it. The table's "why?" key shows it; `check --why` gives the same sentences
 * (rule JH 4's, from {@link judgeBeat}).
 */
export function whyLine(view: JhView, selection: readonly LaidCard[]): string {
  const centre = view.run[view.run.length - 1];
  const top = centre ? read(centre) : null;
  if (selection.length > 0) {
    const shown = formatCards(selection);
    if (selection.includes(DUCK)) {
      const why = explainLay(view, selection);
      return why === null ? `${shown}: some Egg the Duck may stand for makes it go on.` : `${shown}: ${why}`;
    }
    const r = readLay(selection);
    if (!r.ok) return `${shown} is not a lay: ${r.reason}`;
    if (top === null) return `${shown} is a ${r.lay.name}: whoever leads a Run may lay any kind.`;
    const verdict = judgeBeat(r.lay, top);
    return `${shown} ${verdict.beats ? 'beats' : 'does not beat'} ${formatCards(top.cards)}: ${verdict.reason}`;
  }
  if (top === null) return 'The centre is empty: whoever leads a Run may lay any kind.';
  const below = view.run[view.run.length - 2];
  const under = below ? read(below) : null;
  if (under === null && top.bigRed) return 'Big Red leads this Run: nothing beats Big Red laid alone.';
  if (under === null)
    return `${formatCards(top.cards)} leads this Run: everyone after must answer with a higher ${kindName(top.kind)} (or a Coop).`;
  return `${formatCards(top.cards)} beats ${formatCards(under.cards)}: ${judgeBeat(top, under).reason}`;
}
