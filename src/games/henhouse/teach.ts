import type { GameTeaching, Lesson } from '../types.js';
import { isWildCode, parsePlayed, standsFor, wildName } from './cards.js';
import { classify, describeCombo } from './lays.js';
import type { HenhouseAction, HenhouseEvent, HenhouseView } from './state.js';

const L = (topic: string, a: string, b: string): Lesson => ({ topic, lines: [a, b] });

const LESSONS: Readonly<Record<string, Lesson>> = {
  wild: L(
    'wild',
    'Your wilds (*C, *E) are cards of your hand, seen by all. Played, each keeps its',
    'trait (chicken or egg) and you choose its colour and rank: *C=WC5.',
  ),
  skunk: L(
    'skunk',
    'The skunk lets you play LOWER: same type and size, below the pile. No vermin goes',
    'on a single or a Henhouse; each costs a point unless you go out first.',
  ),
  fox: L(
    'fox',
    "The fox takes a chicken off a set or run of 3–4 on the pile (a run's end card);",
    'beat the rest with one card fewer. Vermin cost a point unless you go out first.',
  ),
  snake: L(
    'snake',
    "The snake takes an egg off a set or run of 3–4 on the pile (a run's end card);",
    'beat the rest with one card fewer. Vermin cost a point unless you go out first.',
  ),
  henhouse: L(
    'henhouse',
    'A Henhouse is two pairs of next ranks (5-5-6-6). It beats any combination that is',
    'not a Henhouse, and is beaten only by a higher (or suited) Henhouse.',
  ),
  'golden-rule': L(
    'golden-rule',
    'Every set, run and Henhouse is all one colour (brown or white) or all one trait',
    '(chickens or eggs): brown chickens never join white eggs.',
  ),
};

/** A played card as the hand shows it: a dealt card's code, or the wild's own name. */
function handCode(token: string): string {
  const card = parsePlayed(token);
  return card.wild ? wildName(token[1] === 'C' ? 'C' : 'E') : token.toUpperCase();
}

function reason(view: HenhouseView, a: HenhouseAction, legal: readonly HenhouseAction[]): string {
  const top = view.trick.current;
  if (a.type === 'pass') {
    return legal.some((l) => l.type === 'play')
      ? `Pass: you could beat the ${top ? describeCombo(top) : 'play'}, but only by breaking up cards you will want later; you may still play later in the trick.`
      : `Nothing you hold beats the ${top ? describeCombo(top) : 'play'}: pass.`;
  }
  const read = classify(a.cards.map(parsePlayed));
  const name = read.ok ? describeCombo(read.combo) : 'these cards';
  const cards = a.cards.map(handCode);
  const held = view.hand.length + (view.wilds[view.seat]?.C ? 1 : 0) + (view.wilds[view.seat]?.E ? 1 : 0);
  const parts: string[] = [];
  if (cards.length === held) parts.push(`Play the ${name}: it is all you hold, and you go out`);
  else if (top === null)
    parts.push(`Lead the ${name}: ${cards.length > 1 ? `it sheds ${cards.length} cards at once` : 'it gets a low card out of the way'}`);
  else parts.push(`The ${name} beats the ${describeCombo(top)}`);
  if (a.vermin) parts.push(`taking the ${a.vermin} first${a.remove ? ` to pull ${a.remove} off the pile` : ''}`);
  const wilds = a.cards.filter(isWildCode);
  if (wilds.length > 0) parts.push(`with the wild${wilds.length > 1 ? 's' : ''} standing in for ${wilds.map(standsFor).join(' and ')}`);
  return `${parts.join(', ')}.`;
}

function topics(view: HenhouseView, events: readonly HenhouseEvent[]): string[] {
  const out: string[] = [];
  if (view.wilds[view.seat]?.C || view.wilds[view.seat]?.E) out.push('wild');
  for (const e of events) {
    if (e.type !== 'play') continue;
    if (e.combo.cards.some(isWildCode)) out.push('wild');
    if (e.vermin) out.push(e.vermin);
    if (e.combo.type === 'henhouse') out.push('henhouse');
    if (e.combo.cards.length > 1) out.push('golden-rule');
  }
  return out;
}

/** The teaching table's words and marks for this game. */
export const henhouseTeaching: GameTeaching<HenhouseView, HenhouseAction, HenhouseEvent> = {
  // Playouts to the end of the round, each candidate on every deal drawn: 64 are 16 deals of four.
  hintIterations: 64,
  cards: (a) => (a.type === 'play' ? a.cards.map(handCode) : []),
  reason,
  enter: (a) => (a.type === 'pass' ? 'passes' : a.cards.length === 1 ? 'plays the marked card' : 'plays the marked cards'),
  playable(_view, legal) {
    const out = new Set<string>();
    for (const a of legal) if (a.type === 'play') for (const c of a.cards) out.add(handCode(c));
    return out;
  },
  nothingBeats(view, legal) {
    const top = view.trick.current;
    if (top === null || legal.some((a) => a.type !== 'pass')) return null;
    return `Nothing you hold beats the ${describeCombo(top)}: pass (p).`;
  },
  topics,
  lessons: LESSONS,
};
