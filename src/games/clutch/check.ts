import { IllegalActionError, NotationError, Rng, type RngState } from '../../engine/index.js';
import { cardLabel, fullDeck, isCourtCard, isNumberCard, parseCard, parseCards, rankOf, sortCards, suitOf, type Card } from './cards.js';
import { ASIDE_TAKE, resolve, SPREAD_SIZE, START_CHICKENS } from './effects.js';
import type { ClutchAction, ClutchState } from './state.js';
import { eventText } from './text.js';

/** The answer of `big-chicken check clutch`. */
export interface ClutchCheck {
  /** Population after the choice and all its effects. */
  readonly chickens: number;
  readonly outcome: 'continue' | 'won' | 'lost';
  /** One or two sentences: the cost and each effect, in order. */
  readonly reason: string;
  readonly court: readonly string[];
  readonly crypt: readonly string[];
  /** How the rules text's paragraph that decides the choice begins (for `--why`): see {@link ruleOf}. */
  readonly rule: string;
}

/** The options of `big-chicken check clutch`, as read from the command line. */
export interface CheckChoiceArgs {
  /** The three spread cards. */
  readonly spread: string;
  /** The card taken (paid for, or free with `sacrifice`). */
  readonly take?: string;
  /** The court card sacrificed; it is counted as part of the court even if `court` omits it. */
  readonly sacrifice?: string;
  /** Population before the choice; default 100. */
  readonly chickens?: number;
  /** Court cards held; default none. */
  readonly court?: string;
  /** The previous number card; default none. */
  readonly previous?: string;
  /** Cards left in the aside pile; default 40 (fewer when so many cards are named that 40 cannot be aside). */
  readonly aside?: number;
}

const FIXED_SEED = 0x5eed;

function wholeNumber(value: number | undefined, fallback: number, name: string, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new NotationError(`--${name} must be a whole number from ${min} to ${max}, not ${String(value)}`);
  }
  return value;
}

/**
 * The position the options describe. Assumptions: the discard pile is empty, the crypt is empty,
 * `aside` of the unseen cards are aside and all the others are in the deck, so the next spread
 * can be dealt without a RESHUFFLE.
 */
function position(args: CheckChoiceArgs): { state: ClutchState; court: Card[] } {
  const spread = parseCards(args.spread);
  if (spread.length !== SPREAD_SIZE) throw new NotationError(`--spread needs exactly 3 cards, got ${spread.length}`);
  const court = parseCards(args.court ?? '');
  for (const card of court) if (!isCourtCard(card)) throw new NotationError(`${card} in --court is not a Jack, Queen or King`);
  if (args.sacrifice !== undefined) {
    const sacrificed = parseCard(args.sacrifice);
    if (!isCourtCard(sacrificed)) throw new NotationError(`--sacrifice ${sacrificed}: only a Jack, Queen or King can be sacrificed`);
    if (!court.includes(sacrificed)) court.push(sacrificed);
  }
  const previous = args.previous === undefined ? null : parseCard(args.previous);
  if (previous !== null && !isNumberCard(previous))
    throw new NotationError(`--previous ${previous}: the previous card is always a number card (A to 10)`);
  const known = [...spread, ...court, ...(previous === null ? [] : [previous])];
  const seen = new Set<Card>();
  for (const card of known) {
    if (seen.has(card)) throw new NotationError(`${card} appears twice among the spread, court and previous card`);
    seen.add(card);
  }
  const unseen = fullDeck().filter((c) => !seen.has(c));
  const chickens = wholeNumber(args.chickens, START_CHICKENS, 'chickens', 1, 1_000_000_000);
  const maxAside = unseen.length - SPREAD_SIZE;
  // With many cards named, the default of 40 aside shrinks to what a real position could hold.
  const aside = wholeNumber(args.aside, Math.min(40, maxAside), 'aside', 0, Math.min(40, maxAside));
  const rng: RngState = Rng.fromSeed(FIXED_SEED).state();
  const state: ClutchState = {
    chickens,
    deck: unseen.slice(aside),
    aside: unseen.slice(0, aside),
    spread: sortCards(spread),
    discard: [],
    court: sortCards(court),
    crypt: [],
    previous,
    phase: { kind: 'choose' },
    pending: [],
    turn: 0,
    log: [],
    rng,
  };
  return { state, court };
}

function choiceOf(args: CheckChoiceArgs, state: ClutchState): ClutchAction {
  const take = args.take === undefined ? null : parseCard(args.take);
  if (take !== null && !state.spread.includes(take))
    throw new NotationError(`--take ${take} is not in the spread ${state.spread.join(' ')}`);
  if (args.sacrifice === undefined) {
    if (take === null) throw new NotationError('say which card to --take, or which court card to --sacrifice');
    return { type: 'take', card: take };
  }
  const court = parseCard(args.sacrifice);
  const matches = state.spread.filter((c) => suitOf(c) === suitOf(court));
  if (take === null && matches.length > 1) {
    throw new NotationError(`sacrificing ${court} takes a card of its suit: add --take ${matches.join(' or --take ')}`);
  }
  return { type: 'sacrifice', court, take: take ?? matches[0] ?? null };
}

/**
 * What one choice from a spread does: its cost and every effect in order, events included,
 * computed by the engine on the position the options describe (see the defaults on
 * {@link CheckChoiceArgs}; the discard pile and crypt start empty and the deck holds every card
 * not named and not aside). When a Jack decision follows, the first Jack listed in `court` is
 * used and Jacks save the Queens/Kings listed first; the reason says so.
 * Throws NotationError, with a one-line reason, on unreadable or impossible input.
 */
export function checkChoice(args: CheckChoiceArgs): ClutchCheck {
  const { state, court } = position(args);
  const action = choiceOf(args, state);
  let after: ClutchState;
  const notes: string[] = [];
  try {
    after = resolve(state, action);
    for (;;) {
      const phase = after.phase;
      const order = [...court, ...sortCards(after.court).filter((c) => !court.includes(c))];
      if (phase.kind === 'save') {
        const keep = order.filter((c) => phase.candidates.includes(c)).slice(0, phase.jacks);
        notes.push(
          `(Assumed: ${phase.jacks === 1 ? 'the Jack saves' : 'the Jacks save'} ${keep.map(cardLabel).join(' ')}, the first listed in --court.)`,
        );
        after = resolve(after, { type: 'save', cards: keep });
      } else if (phase.kind === 'escape') {
        const jack = order.find((c) => rankOf(c) === 11 && after.court.includes(c)) as Card;
        notes.push(`(Assumed: ${cardLabel(jack)} is sacrificed to escape.)`);
        after = resolve(after, { type: 'escape', jack });
      } else {
        break;
      }
    }
  } catch (error) {
    if (error instanceof IllegalActionError) throw new NotationError(error.message);
    throw error;
  }
  const sentences = after.log.filter((e) => e.type !== 'deal').map(eventText);
  const phase = after.phase;
  const outcome = phase.kind === 'over' ? phase.outcome : 'continue';
  if (after.log.some((e) => e.type === 'reshuffle')) {
    notes.push('(Assumed: the discard pile was empty and the deck held every card not named and not aside.)');
  }
  if (outcome === 'continue' && after.aside.length < ASIDE_TAKE) {
    const left = after.aside.length;
    const aside = left === 0 ? 'No cards remain aside' : left === 1 ? 'Only 1 card remains aside' : `Only ${left} cards remain aside`;
    notes.push(`${aside}: the next RESHUFFLE loses unless a Jack is sacrificed.`);
  }
  return {
    chickens: after.chickens,
    outcome,
    reason: [...sentences, ...notes].join(' '),
    court: sortCards(after.court),
    crypt: [...after.crypt],
    rule: ruleOf(after.phase, after.log),
  };
}

/**
 * How the paragraph of the rules text (rules-text.ts) that decides a choice begins: what ended
 * the game (`phase`, when over: the cost, a failed SPADES event, a RESHUFFLE short of aside
 * cards), else from what it did (`log`) the suit event it fired or the RESHUFFLE it brought, else
 * what the card cost.
 */
function ruleOf(phase: ClutchState['phase'], log: ClutchState['log']): string {
  if (phase.kind === 'over') {
    if (phase.cause === 'cost') return 'Any choice that would leave you with 0 chickens';
    if (phase.cause === 'aside') return 'It runs in this order.';
    return SUIT_RULES.S;
  }
  const event = [...log].reverse().find((e) => e.type === 'event');
  if (event?.type === 'event') return SUIT_RULES[event.suit];
  if (log.some((e) => e.type === 'reshuffle' && e.consequences)) return 'It runs in this order.';
  const spent = log.find((e) => e.type === 'take' || e.type === 'sacrifice');
  if (spent?.type === 'sacrifice') return 'Instead of paying for a card you may sacrifice';
  if (spent?.type === 'take') {
    if (isCourtCard(spent.card)) return 'A Jack, Queen or King costs 1 chicken';
    return spent.smallest ? 'A number card that is the smallest number card' : 'Any other number card costs ten times';
  }
  return 'Each turn three cards are dealt face up';
}

/** How the rules text's paragraph on each suit's event begins. */
const SUIT_RULES: Readonly<Record<'C' | 'D' | 'H' | 'S', string>> = { C: 'CLUBS:', D: 'DIAMONDS:', H: 'HEARTS:', S: 'SPADES:' };
