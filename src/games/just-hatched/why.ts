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
  return whyNote(view, selection).text;
}

/** The line of {@link whyLine}, and whether it refuses the selection (false: it may go on, or nothing was selected). */
export function whyNote(view: JhView, selection: readonly LaidCard[]): { readonly text: string; readonly refused: boolean } {
  const centre = view.run[view.run.length - 1];
  const top = centre ? read(centre) : null;
  const note = (text: string, refused = false) => ({ text, refused });
  if (selection.length > 0) {
    const shown = formatCards(selection);
    if (selection.includes(DUCK)) {
      const why = explainLay(view, selection);
      return why === null ? note(`${shown}: some Egg the Duck may stand for makes it go on.`) : note(`${shown}: ${why}`, true);
    }
    const r = readLay(selection);
    if (!r.ok) return note(`${shown} is not a lay: ${r.reason}`, true);
    if (top === null) return note(`${shown} is a ${r.lay.name}: whoever leads a Run may lay any kind.`);
    const verdict = judgeBeat(r.lay, top);
    return note(`${shown} ${verdict.beats ? 'beats' : 'does not beat'} ${formatCards(top.cards)}: ${verdict.reason}`, !verdict.beats);
  }
  if (top === null) return note('The centre is empty: whoever leads a Run may lay any kind.');
  const below = view.run[view.run.length - 2];
  const under = below ? read(below) : null;
  if (under === null && top.bigRed) return note('Big Red leads this Run: nothing beats Big Red laid alone.');
  if (under === null)
    return note(`${formatCards(top.cards)} leads this Run: everyone after must answer with a higher ${kindName(top.kind)} (or a Coop).`);
  return note(`${formatCards(top.cards)} beats ${formatCards(under.cards)}: ${judgeBeat(top, under).reason}`);
}
