import {
  classify,
  describeCombo,
  parsePlayed,
  refusal,
  removable,
  verminRefusal,
  type HenhouseEvent,
  type HenhouseView,
  type Trait,
  type Vermin,
} from '../index.js';
import type { WildPick } from './keys.js';

/**
 * The rules topic of the moment, where the rules overlay opens: the scoring under a finished
 * round's panel, else what the selection is about (its wilds, a vermin, a broken Golden Rule),
 * else at a big-hands deal, before anyone has played, the variant, and otherwise the combinations.
 */
export function hhTopic(
  view: HenhouseView,
  selection: { readonly roundOver: boolean; readonly wilds: boolean; readonly vermin: boolean; readonly brokenRule: boolean },
): string {
  if (selection.roundOver) return 'scoring';
  if (selection.wilds) return 'wilds';
  if (selection.vermin) return 'vermin';
  if (selection.brokenRule) return 'golden-rule';
  return view.options.bigHands && nothingPlayed(view) ? 'variant' : 'combinations';
}

/** Whether nobody has played a card since this round's deal. */
function nothingPlayed(view: HenhouseView): boolean {
  if (view.trick.events.some((e) => e.type === 'play')) return false;
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i] as HenhouseEvent;
    if (e.type === 'deal') return true;
    if (e.type === 'play') return false;
  }
  return true;
}

/**
 * The prompt on the person's turn, checking the selection as it is made: what it is and whether
 * Enter plays it, or why not ("selected 2 cards; they break the Golden Rule").
 */
export function selectionPrompt(
  view: HenhouseView,
  chosen: readonly string[],
  dealt: readonly string[],
  traits: readonly Trait[],
  vermin: Vermin | null,
  picks: WildPick[] | null,
): string {
  const current = view.trick.current;
  const with_ = vermin ? ` with the ${vermin}` : '';
  const keysHint = current ? ', p passes, v vermin' : '';
  if (chosen.length === 0) return `Your turn${current ? '' : ' to lead'}${with_}: Space selects, Enter plays${keysHint}.`;
  const count = `${chosen.length} card${chosen.length === 1 ? '' : 's'}`;
  if (traits.length > 0) {
    if (picks)
      return `Your turn${with_}: selected ${count} with ${traits.length === 1 ? 'a wild' : 'wilds'}; Enter picks what ${traits.length === 1 ? 'it stands' : 'they stand'} for.`;
    return `Your turn${with_}: selected ${count}; no play with these cards and ${traits.length === 1 ? 'that wild' : 'those wilds'} can be made now.`;
  }
  const read = classify(dealt.map(parsePlayed));
  const what = read.ok ? describeCombo(read.combo) : count;
  let why: string | null;
  if (vermin === 'fox' || vermin === 'snake') {
    const options = current ? removable(current, vermin) : [];
    why =
      options.length === 0
        ? verminRefusal(view, vermin)
        : refusal(view, { type: 'play', cards: dealt, vermin, remove: options[0] as string });
    if (why !== null && options.length > 1) {
      const any = options.some((remove) => refusal(view, { type: 'play', cards: dealt, vermin, remove }) === null);
      if (any) why = null;
    }
  } else {
    why = refusal(view, { type: 'play', cards: dealt, ...(vermin ? { vermin } : {}) });
  }
  if (why !== null) return `Your turn${with_}: selected ${what}; ${read.ok ? why : ofTheCards(why)}.`;
  return `Your turn${with_}: selected ${what}; Enter plays it${keysHint}.`;
}

/** The plural of each verb the rules' reasons use after "it". */
const PLURAL: Readonly<Record<string, string>> = { breaks: 'break', mixes: 'mix', does: 'do', is: 'are' };

/**
 * A reason the rules give about a play ("it breaks the Golden Rule: it mixes …"), said of
 * selected cards that make no combination ("they break …: they mix …").
 */
export function ofTheCards(why: string): string {
  return why.replace(/(^|: )it (breaks|mixes|does|is)\b/g, (_, at: string, verb: string) => `${at}they ${PLURAL[verb] ?? verb}`);
}
