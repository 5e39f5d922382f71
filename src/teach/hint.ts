import { Rng, type Bot, type GameId, type Seat } from '../engine/index.js';
import { makeBot } from '../bots/index.js';
import { clutchGame, previewChoice, type ClutchAction, type ClutchView } from '../games/clutch/index.js';
import { classify, describeCombo, parsePlayed, verminName, wildName, type HenhouseAction, type HenhouseView } from '../games/henhouse/index.js';
import { BIG_RED, handCard, isChicken, isCoop, readLay, type JhAction, type JhView } from '../games/just-hatched/index.js';

/**
 * Search iterations of the hard bot when it gives a hint, per game: a fixed count rather than a
 * time budget, so that the same view always gets the same hint, and quickly (about 0.1–0.3 s
 * here; a Henhouse iteration plays every candidate to the end of the round, so it gets fewer).
 */
export const HINT_ITERATIONS: Readonly<Record<string, number>> = { 'just-hatched': 200, henhouse: 16, clutch: 60 };

/** The play the hard bot would make in a seat, the hand cards it uses, and why, in one sentence. */
export interface Hint<A = unknown> {
  readonly action: A;
  /** The hand cards the play uses (codes as the hand holds them, a copy per card), to mark them. */
  readonly cards: readonly string[];
  /** One plain sentence, e.g. "Two-of-a-Kind of 9s beats the Two-of-a-Kind of 8s and keeps your Chickens for later." */
  readonly reason: string;
}

/** FNV-1a of a text: the hint's random source is seeded from the view alone. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** What each game says about a hint: the cards it uses and the sentence why. */
interface Teacher<V, A> {
  cards(action: A): string[];
  reason(view: V, action: A, legal: readonly A[]): string;
  /** Hand cards (codes) that take part in at least one of `legal`. */
  playable(view: V, legal: readonly A[]): Set<string>;
  /** One sentence when `legal` holds no play at all (only a pass), else null. */
  nothingBeats(view: V, legal: readonly A[]): string | null;
}

const chickensLeft = (hand: readonly string[], used: readonly string[]): boolean =>
  hand.some((c) => isChicken(c) && c !== BIG_RED && !used.includes(c));

const jh: Teacher<JhView, JhAction> = {
  cards: (a) => (a.type === 'lay' ? a.cards.map(handCard) : a.type === 'give-back' ? [a.card] : []),
  reason(view, a, legal) {
    switch (a.type) {
      case 'cluck': {
        const top = view.centre?.name ?? 'the lay';
        return legal.some((l) => l.type === 'lay')
          ? `Cluck: you could beat the ${top}, but only with cards worth more later in the Run.`
          : `Nothing you hold beats the ${top}: cluck.`;
      }
      case 'declare':
        return 'Say "Last Egg!" now, before anyone catches you holding one card.';
      case 'catch':
        return "Catch them: they hold one card and did not say Last Egg.";
      case 'give-back':
        return `Give back ${a.card}: of the cards you may return, it is the one you miss least.`;
      case 'lay': {
        const read = readLay(a.cards);
        if (!read.ok) return 'Lay these cards.';
        const lay = read.lay;
        const used = a.cards.map(handCard);
        let main: string;
        if (used.length === view.hand.length) main = `${lay.name} is your whole hand: lay it and you are out`;
        else if (view.centre === null) main = `Lead the ${lay.name}: ${used.length > 1 ? `it sheds ${used.length} cards at once` : 'it gets a low card out of the way'}`;
        else main = `${lay.name} beats the ${view.centre.name}`;
        const extras: string[] = [];
        if (lay.duck && lay.kind !== 'single') extras.push(`with the Duck as ${a.cards.find((c) => c.startsWith('D='))?.slice(2)}`);
        if (isCoop(lay) && a.coop) extras.push(a.coop === 'flip' ? 'the Coop flipping the direction' : 'the Coop skipping the next player');
        const keeps = used.length < view.hand.length && view.centre !== null && !lay.chickens && !lay.bigRed && chickensLeft(view.hand, used);
        return `${main}${extras.length ? `, ${extras.join(', ')}` : ''}${keeps ? ' and keeps your Chickens for later' : ''}.`;
      }
    }
  },
  playable(_view, legal) {
    const out = new Set<string>();
    for (const a of legal) if (a.type === 'lay') for (const c of a.cards) out.add(handCard(c));
    else if (a.type === 'give-back') out.add(a.card);
    return out;
  },
  nothingBeats(view, legal) {
    if (view.centre === null || legal.some((a) => a.type !== 'cluck')) return null;
    return `Nothing you hold beats the ${view.centre.name}: cluck (c).`;
  },
};

function hhHandCode(token: string): string {
  const card = parsePlayed(token);
  return card.wild ? wildName(token[1] === 'C' ? 'C' : 'E') : token.toUpperCase();
}

const henhouse: Teacher<HenhouseView, HenhouseAction> = {
  cards: (a) => (a.type === 'play' ? a.cards.map(hhHandCode) : []),
  reason(view, a, legal) {
    const top = view.trick.current;
    if (a.type === 'pass') {
      return legal.some((l) => l.type === 'play')
        ? `Pass: you could beat the ${top ? describeCombo(top) : 'play'}, but only by breaking up cards you will want later; you may still play later in the trick.`
        : `Nothing you hold beats the ${top ? describeCombo(top) : 'play'}: pass.`;
    }
    const read = classify(a.cards.map(parsePlayed));
    const name = read.ok ? describeCombo(read.combo) : 'these cards';
    const cards = a.cards.map(hhHandCode);
    const parts: string[] = [];
    if (cards.length === view.hand.length + (view.wilds[view.seat]?.C ? 1 : 0) + (view.wilds[view.seat]?.E ? 1 : 0)) parts.push(`Play the ${name}: it is all you hold, and you go out`);
    else if (top === null) parts.push(`Lead the ${name}: ${cards.length > 1 ? `it sheds ${cards.length} cards at once` : 'it gets a low card out of the way'}`);
    else parts.push(`The ${name} beats the ${describeCombo(top)}`);
    if (a.vermin) parts.push(`taking the ${verminName(a.vermin)} first${a.remove ? ` to pull ${a.remove} off the pile` : ''}`);
    const wilds = a.cards.filter((c) => c.startsWith('*'));
    if (wilds.length > 0) parts.push(`the wild${wilds.length > 1 ? 's stand' : ' stands'} in for ${wilds.map((w) => w.slice(3)).join(' and ')}`);
    return `${parts.join(', ')}.`;
  },
  playable(_view, legal) {
    const out = new Set<string>();
    for (const a of legal) if (a.type === 'play') for (const c of a.cards) out.add(hhHandCode(c));
    return out;
  },
  nothingBeats(view, legal) {
    const top = view.trick.current;
    if (top === null || legal.some((a) => a.type !== 'pass')) return null;
    return `Nothing you hold beats the ${describeCombo(top)}: pass (p).`;
  },
};

const clutch: Teacher<ClutchView, ClutchAction> = {
  cards: (a) => (a.type === 'take' ? [a.card] : a.type === 'sacrifice' ? [a.court, ...(a.take ? [a.take] : [])] : a.type === 'save' ? [...a.cards] : a.type === 'escape' ? [a.jack] : []),
  reason(view, a) {
    let text: string;
    try {
      text = previewChoice(clutchGame.resample(view, 0, Rng.fromSeed(1)), a).text;
    } catch {
      text = clutchGame.actionToString(a);
    }
    return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)} — of your choices, the one that leaves the flock best placed.`;
  },
  playable(view) {
    return new Set(view.spread);
  },
  nothingBeats: () => null,
};

/** A game with no teacher of its own: the bot's play in notation, nothing marked. */
const plain: Teacher<unknown, unknown> = {
  cards: () => [],
  reason: () => 'The play the hard bot would make here.',
  playable: () => new Set(),
  nothingBeats: () => null,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const TEACHERS: Readonly<Record<string, Teacher<any, any>>> = { 'just-hatched': jh, henhouse, clutch };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function teacherOf(game: GameId): Teacher<any, any> {
  return TEACHERS[game] ?? plain;
}

const hintBots = new Map<GameId, Bot<unknown, unknown>>();

function hintBot(game: GameId): Bot<unknown, unknown> {
  let bot = hintBots.get(game);
  if (!bot) {
    bot = makeBot(game, 'hard', { thinkMs: 0, iterations: HINT_ITERATIONS[game] ?? 100 }) as Bot<unknown, unknown>;
    hintBots.set(game, bot);
  }
  return bot;
}

/** The random source of a hint: seeded from the seat's view alone, so hidden cards cannot change it. */
function hintRng(view: unknown, seat: Seat): Rng {
  return Rng.fromSeed(hashText(`${seat}:${JSON.stringify(view)}`));
}

/**
 * The hard bot's play for the seat whose `view` this is, from `legal` (its turn actions, or
 * empty out of turn) and `interjections` (out-of-turn actions it may take now). Uses nothing but
 * the view: the same view always gives the same hint. Null when there is nothing to hint.
 */
export async function hintFor(game: GameId, view: unknown, seat: Seat, legal: readonly unknown[], interjections: readonly unknown[] = []): Promise<Hint | null> {
  const bot = hintBot(game);
  const teacher = teacherOf(game);
  let action: unknown = null;
  if (interjections.length > 0 && bot.interject) action = bot.interject(view, interjections, hintRng(view, seat));
  if (action === null && legal.length > 0) {
    const rng = hintRng(view, seat);
    action = legal.length === 1 ? legal[0] : bot.chooseAsync ? await bot.chooseAsync(view, legal, rng) : bot.choose(view, legal, rng);
  }
  if (action === null) return null;
  return { action, cards: teacher.cards(action), reason: teacher.reason(view, action, legal) };
}

/** The hand cards `action` uses, as a hint marks them (a copy per card). */
export function actionCards(game: GameId, action: unknown): string[] {
  return teacherOf(game).cards(action);
}

/** Hand cards (codes) that can take part in a legal play now. */
export function playableCards(game: GameId, view: unknown, legal: readonly unknown[]): ReadonlySet<string> {
  return teacherOf(game).playable(view, legal);
}

/** "Nothing you hold beats …" when the only legal action is to pass, else null. */
export function nothingBeats(game: GameId, view: unknown, legal: readonly unknown[]): string | null {
  return legal.length === 0 ? null : teacherOf(game).nothingBeats(view, legal);
}

/** The indexes of `hand` to mark for `cards` (a copy per card: two O7 mark two O7s). */
export function markedIndexes(hand: readonly string[], cards: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const c of cards) {
    const i = hand.findIndex((h, k) => h === c && !out.has(k));
    if (i >= 0) out.add(i);
  }
  return out;
}
