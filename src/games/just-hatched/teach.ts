import type { GameTeaching, Lesson } from '../types.js';
import { BIG_RED, countsAs, handCard, isChicken, isLaidDuck, playValue } from './cards.js';
import { isCoop, readLay } from './lays.js';
import type { CentreLay, JhAction, JhEvent, JhView, Lay } from './state.js';

const L = (topic: string, a: string, b: string): Lesson => ({ topic, lines: [a, b] });

const LESSONS: Readonly<Record<string, Lesson>> = {
  'big-red': L(
    'big-red',
    'Big Red (RC) is the top card. Laid alone nothing beats him, not even a Coop,',
    'so he always wins his Run. In round 1 his holder shows him and leads.',
  ),
  duck: L(
    'duck',
    'A Duck (D) is wild: laid, it stands for any Egg you name (D=O7), one per lay,',
    'never with Chickens or in a Coop. At 3 players or more its lay flips play.',
  ),
  chickens: L(
    'chickens',
    'Chickens (BC GC YC OC) rank above every Egg. They go alone or together',
    '(two, three, a Coop of Chickens), never mixed with Eggs or a Duck.',
  ),
  coop: L(
    'coop',
    'A Coop is 4 (Little) or 5 (Big) of one number, or 4–5 Chickens. Only Big Red',
    'alone or a higher Coop beats it. At 3 players or more its layer flips or skips.',
  ),
  'last-egg': L(
    'last-egg',
    'Down to one card? Say "Last Egg!" (e). Until the next player acts, anyone may',
    'catch you (x) if you did not, and you take 2 cards from the discard pile.',
  ),
  flip: L(
    'flip',
    'The direction flipped: play now goes the other way round the table',
    '(Cluckwise ↔ Counter-Cluckwise). A Duck in a lay, or a Coop, flips it.',
  ),
  exchange: L(
    'exchange',
    'Between rounds the Good Egg (out first) gives their own best card to the Bad Egg',
    '(most points), who gives back any card but that one.',
  ),
  cluck: L(
    'cluck',
    'To Cluck (c) is to pass. It does not shut you out: you may lay again later in',
    'the Run. When play comes back to the last layer, they win the Run and lead.',
  ),
};

function topics(view: JhView, events: readonly JhEvent[]): string[] {
  const out: string[] = [];
  const hand = view.hand;
  if (hand.includes('RC')) out.push('big-red');
  if (hand.includes('D')) out.push('duck');
  if (hand.some((c) => /^[BGYO]C$/.test(c))) out.push('chickens');
  if (hand.length === 1) out.push('last-egg');
  for (const e of events) {
    if (e.type === 'big-red') out.push('big-red');
    if (e.type === 'cluck') out.push('cluck');
    if (e.type === 'flip') out.push('flip');
    if (e.type === 'declare' || e.type === 'catch') out.push('last-egg');
    if (e.type === 'gift' || e.type === 'give-back') out.push('exchange');
    if (e.type === 'lay') {
      const read = readLay(e.cards);
      if (read.ok && read.lay.duck) out.push('duck');
      if (read.ok && isCoop(read.lay)) out.push('coop');
      if (read.ok && read.lay.bigRed) out.push('big-red');
      if (read.ok && read.lay.chickens) out.push('chickens');
    }
  }
  return out;
}

/**
 * Why `lay` beats a centre lay of the same name (rule JH 3: card by card from the top): the
 * first cards that differ, e.g. "O8 over Y8"; null when the names differ, which says it already.
 */
function sameNameEdge(lay: Lay, centre: CentreLay): string | null {
  if (lay.name !== centre.name) return null;
  const top = readLay(centre.cards);
  if (!top.ok) return null;
  const at = lay.cards.findIndex((c, i) => playValue(c) !== playValue(top.lay.cards[i] ?? ''));
  if (at < 0) return null;
  return `${countsAs(lay.cards[at] as string)} over ${countsAs(top.lay.cards[at] as string)}`;
}

/** The hint's sentence for a lay: what it does, what is chosen with it (a Duck, a Coop's flip or skip), what it keeps. */
function layReason(view: JhView, a: Extract<JhAction, { type: 'lay' }>): string {
  const read = readLay(a.cards);
  if (!read.ok) return 'Lay these cards.';
  const lay = read.lay;
  const used = a.cards.map(handCard);
  // What is chosen with the lay goes right after its name, so that the sentence's verb follows.
  const chosen: string[] = [];
  if (lay.duck && lay.kind !== 'single') chosen.push(`with the Duck as ${countsAs(a.cards.find(isLaidDuck) ?? '')}`);
  if (isCoop(lay) && a.coop) chosen.push(a.coop === 'flip' ? 'flipping the direction' : 'skipping the next player');
  const named = chosen.length > 0 ? `${lay.name}, ${chosen.join(' and ')}` : lay.name;
  const subject = chosen.length > 0 ? `${named},` : named;
  if (used.length === view.hand.length) return `${subject} is your whole hand: lay it and you are out.`;
  if (view.centre === null) {
    const why = used.length > 1 ? `it sheds ${used.length} cards at once` : 'it gets a low card out of the way';
    return `Lead the ${named}: ${why}.`;
  }
  const edge = sameNameEdge(lay, view.centre);
  const beats = edge ? `beats the lower ${view.centre.name} (${edge})` : `beats the ${view.centre.name}`;
  // Said of a lay of Eggs that leaves a Chicken other than Big Red in hand (Big Red alone is
  // kept in any case); Big Red is counted among them all the same, as the hand shows him.
  const kept = view.hand.filter(isChicken).length;
  const keeps =
    !lay.chickens && !lay.bigRed && chickensLeft(view.hand, used) ? ` and keeps your ${kept === 1 ? 'Chicken' : 'Chickens'} for later` : '';
  return `${subject} ${beats}${keeps}.`;
}

const chickensLeft = (hand: readonly string[], used: readonly string[]): boolean =>
  hand.some((c) => isChicken(c) && c !== BIG_RED && !used.includes(c));

function reason(view: JhView, a: JhAction, legal: readonly JhAction[]): string {
  switch (a.type) {
    case 'cluck': {
      const top = view.centre?.name ?? 'the lay';
      return legal.some((l) => l.type === 'lay')
        ? `Cluck: you could beat the ${top}, but only with cards worth more later in the round.`
        : `Nothing you hold beats the ${top}: cluck.`;
    }
    case 'declare':
      return view.catchable === view.seat
        ? 'Say "Last Egg!" now, before anyone catches you holding one card.'
        : 'Say "Last Egg!": nobody can catch you for it any more, but the rules still want it said.';
    case 'catch':
      return 'Catch them: they hold one card and did not say Last Egg.';
    case 'give-back':
      return `Give back ${a.card}: of the cards you may return, it is the one your hand can best spare this round.`;
    case 'lay':
      return layReason(view, a);
  }
}

/** "Last Egg!", said with a hinted lay that leaves one card. */
const DECLARE: JhAction = Object.freeze({ type: 'declare' });

/** Whether lay `a` leaves the seat of `view` holding one card: "Last Egg!" is then owed at once. */
function leavesOne(view: JhView, a: JhAction): boolean {
  return a.type === 'lay' && view.hand.length - a.cards.length === 1;
}

/** The teaching table's words and marks for this game. */
export const jhTeaching: GameTeaching<JhView, JhAction, JhEvent> = {
  hintIterations: 200,
  cards: (a) => (a.type === 'lay' ? a.cards.map(handCard) : a.type === 'give-back' ? [a.card] : []),
  reason,
  alsoSays: (view, a) => (leavesOne(view, a) ? [DECLARE] : []),
  enter(a, view) {
    switch (a.type) {
      case 'lay':
        return `${a.cards.length === 1 ? 'lays the marked card' : 'lays the marked cards'}${leavesOne(view, a) ? ' and says "Last Egg!"' : ''}`;
      case 'give-back':
        return 'gives back the marked card';
      case 'cluck':
        return 'clucks';
      case 'declare':
        return 'says "Last Egg!"';
      case 'catch':
        return 'catches them';
    }
  },
  playable(_view, legal) {
    const out = new Set<string>();
    for (const a of legal) {
      if (a.type === 'lay') for (const c of a.cards) out.add(handCard(c));
      else if (a.type === 'give-back') out.add(a.card);
    }
    return out;
  },
  nothingBeats(v, legal) {
    if (v.centre === null || legal.some((a) => a.type !== 'cluck')) return null;
    return `Nothing you hold beats the ${v.centre.name}: cluck (c).`;
  },
  topics,
  lessons: LESSONS,
  // The rules let a teaching game pick a card up again in its first or second round only.
  takeBackRounds: 2,
  unseen(v) {
    if (v.options.players !== 2) return null;
    const other = 1 - v.seat;
    // Laid cards are cleared face up onto the discard, so the only unseen cards are the other
    // hand and the face-down pile, less the cards known to be in the other hand (the exchange).
    const known = v.known.filter((k) => k.seat === other).length;
    return (v.handCounts[other] ?? 0) - known + v.stockCount;
  },
};
