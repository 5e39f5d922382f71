import { DUCK, formatCards, laidDuck } from './cards.js';
import { judgeBeat, kindName, readLay } from './lays.js';
import { duckChoices, explainLay } from './rules.js';
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
    if (selection.includes(DUCK)) {
      const why = explainLay(view, selection);
      if (why !== null) return note(`${formatCards(selection)}: ${why}`, true);
      return duckNote(view, selection, top);
    }
    const r = readLay(selection);
    if (!r.ok) return note(`${formatCards(selection)} is not a lay: ${r.reason}`, true);
    // The lay's own order (high to low), as the reason writes it too.
    const shown = formatCards(r.lay.cards);
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

/**
 * Why a selection with a bare Duck may go on: the lowest Egg it may stand for, named, with the
 * verdict that Egg gets, then the others it may stand for (a few by name, many by count).
 */
function duckNote(view: JhView, selection: readonly LaidCard[], top: Lay | null): { readonly text: string; readonly refused: boolean } {
  const eggs = duckChoices(view, selection);
  const lowest = eggs[0];
  const r = lowest === undefined ? null : readLay(selection.map((c) => (c === DUCK ? laidDuck(lowest) : c)));
  if (lowest === undefined || r === null || !r.ok)
    return { text: `${formatCards(selection)}: no Egg the Duck may stand for lets it go on.`, refused: true };
  // A lone Duck is "the Duck standing for O8"; with other cards, the whole lay is named after it.
  const as = `the Duck standing for ${lowest}`;
  const subject = selection.length === 1 ? as : `with ${as}, ${formatCards(r.lay.cards)}`;
  const verdict =
    top === null
      ? `${subject} is a ${r.lay.name}: whoever leads a Run may lay any kind.`
      : `${subject} beats ${formatCards(top.cards)}: ${judgeBeat(r.lay, top).reason}`;
  const others = eggs.slice(1);
  const also =
    others.length === 0
      ? ''
      : others.length <= 3
        ? ` It may also stand for ${others.slice(0, -1).join(', ')}${others.length > 1 ? ' or ' : ''}${others[others.length - 1]}.`
        : ` It may also stand for any of ${others.length} higher Eggs, up to ${others[others.length - 1]}.`;
  return { text: `${formatCards(selection)}: ${verdict}${also}`, refused: false };
}
