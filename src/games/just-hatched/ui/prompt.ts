import { cardName, readLay, type JhAction, type JhView, logEvents } from '../index.js';
import { lastOf } from '../../../ui/kit/last-of.js';
import type { TableDraw, TableParts } from '../../../ui/card-table/CardTable.js';
import { isArmed, leavesOne, selectionRefusal, type JhMode, type JhScreen } from './keys.js';

/** The rules topic of the moment: what the person is choosing or looking at. */
export function jhTopic(view: JhView, mode: JhMode['kind'], selection: readonly string[], roundOver: boolean, lastEgg: boolean): string {
  if (roundOver) return 'scoring';
  if (mode === 'duck' || selection.includes('D')) return 'ducks';
  const read = selection.length >= 4 ? readLay(selection) : null;
  if (mode === 'coop' || (read?.ok && (read.lay.kind === 'little-coop' || read.lay.kind === 'big-coop'))) return 'coops';
  if (view.phase === 'exchange') return 'exchange';
  if (lastEgg || view.hand.length === 1) return 'last-egg';
  if (selection.some((c) => /^[BGYOR]C$/.test(c)) || view.centre?.cards.includes('RC')) return 'chickens';
  if (view.options.players === 2 && selection.length === 0) return 'two-player';
  return view.centre ? 'lays' : 'turn';
}

/** The seat after `seat` going `direction` among `n`. */
const step = (seat: number, direction: number, n: number) => (((seat + direction) % n) + n) % n;

/** What a spectator reads is happening now, or null. */
export function jhNow(view: JhView, names: readonly string[]): string | null {
  if (view.turn === 'terminal') return null;
  const name = names[view.turn];
  return view.phase === 'exchange' ? `${name} (Bad Egg) is choosing a card to give back…` : `${name} to play…`;
}

/** The line under the person's hand: whose turn, what the selection is and what Enter does, or what must be said now. */
export function jhPrompt(t: TableDraw<JhView, JhAction, JhScreen>): TableParts['prompt'] {
  const { props, names, chosen: selection } = t;
  const { view, myTurn, interjections } = props;
  const n = view.handCounts.length;
  const current = t.state.game.mode;
  const centre = view.centre;
  const armed = isArmed(t.state.game, view);
  const oneLeft = leavesOne(view, myTurn, selection);
  const sayWithLay = armed && oneLeft;
  const turnName = view.turn === 'terminal' ? '' : names[view.turn];
  let prompt: string;
  if (current.kind === 'give') {
    const eggs = lastOf(logEvents(view.log), 'eggs');
    prompt = `Give the ${cardName(current.card)} to ${eggs ? names[eggs.good] : 'the Good Egg'}? Enter gives, Esc goes back.`;
  } else if (view.phase === 'exchange') {
    prompt = myTurn
      ? `You are the Bad Egg and got ${view.gift ?? '?'}: pick a card to give back (← → then Enter).`
      : `${turnName} (Bad Egg) is choosing a card to give back…`;
  } else if (current.kind === 'coop') {
    const d = view.direction;
    const skipped = step(view.seat, d, n);
    const afterSkip = step(skipped, d, n);
    const back = step(view.seat, -d, n);
    prompt = `A Coop! f: flip the direction (${names[back]} plays next)   s: skip ${names[skipped]} (${names[afterSkip]} plays next)   Esc: back${
      sayWithLay ? '   ("Last Egg!" armed)' : ''
    }`;
  } else if (myTurn) {
    const sel = selection.length > 0 ? readLay(selection.map((c) => (c === 'D' ? 'D=B1' : c))) : null;
    // A lay is named once its cards say what it is; with a Duck whose Egg is not named yet, only counted.
    const named = sel !== null && sel.ok && !selection.includes('D');
    const what = sel ? (named ? sel.lay.name : `${selection.length} card${selection.length === 1 ? '' : 's'}`) : null;
    const them = named || selection.length === 1 ? 'it' : 'them';
    const why = what ? selectionRefusal(view, selection) : null;
    if (what && !why && oneLeft) {
      prompt = sayWithLay
        ? `Your turn: ${what} and "Last Egg!" armed (e: disarm); Enter lays both.`
        : `Your turn: ${what} leaves one card. e: "Last Egg!" with it; Enter: lay.`;
    } else {
      // The reason is a sentence of its own, so the Cluck key follows it as one too.
      prompt = why
        ? `Your turn${centre ? '' : ' to lead'}: selected ${what}, which cannot be laid. ${why}${centre ? ' c clucks.' : ''}`
        : `Your turn${centre ? '' : ' to lead'}: ${what ? `selected ${what}; Enter lays ${them}` : 'Space selects, Enter lays'}${centre ? ', c clucks' : ''}.`;
    }
  } else prompt = `${turnName} to play…`;
  // Armed ahead of the lay that will leave one card: said on every prompt until then.
  if (armed && !oneLeft && current.kind !== 'give') prompt = `${prompt} "Last Egg!" armed for your lay that leaves one card (e disarms).`;
  const mustDeclare = interjections.some((a) => a.type === 'declare');
  // Once the next player has acted, nobody may catch the person any more (ruling JH 7): saying it
  // late is still offered, beside the prompt rather than in its place.
  const catchable = view.catchable === view.seat;
  if (mustDeclare && !catchable) prompt = `${prompt} e: say "Last Egg!" (too late for a catch now).`;
  // A bot about to say its own Last Egg cannot really be caught: no invitation that lasts a blink.
  const canCatch = interjections.find((a) => a.type === 'catch' && a.target !== props.speaking);
  const alert = [
    mustDeclare && catchable ? 'One card left: press e to say "Last Egg!" before someone catches you.' : '',
    canCatch && canCatch.type === 'catch' ? `${names[canCatch.target]} has not said Last Egg: x catches!` : '',
  ]
    .filter((s) => s !== '')
    .join(' ');
  return { text: alert || prompt, warn: alert !== '' || sayWithLay, bold: alert !== '' };
}
