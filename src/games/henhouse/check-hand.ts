import { NotationError } from '../../engine/index.js';
import type { LayGroup } from '../check-kit.js';
import { cardCode, formatPlayed, parsePlayed, tokens, type PlayedCard, type Vermin } from './cards.js';
import { deckOf, impossible, read } from './check.js';
import { HENHOUSE_INFO } from './info.js';
import { classify, describeCombo, type Combination } from './lays.js';
import { explainPlay, legalActions, positionOf } from './rules.js';
import type { HenhouseAction, HenhouseState } from './state.js';
import { actionToString } from './text.js';

/** Arguments of {@link playsFromHand}: the hand with its wilds held (`*C`, `*E`), the pile, the table. */
export interface HandArgs {
  readonly hand: string;
  readonly on?: string;
  readonly players?: number;
  readonly bigHands?: boolean;
  /** Also list the plays with this vermin (it is taken to be on the table). */
  readonly vermin?: Vermin;
}

/** What `check henhouse --hand` answers: every play the hand may make now, by kind, strongest last. */
export interface HandPlays {
  readonly hand: string;
  readonly on: string | null;
  readonly groups: readonly LayGroup[];
  /** The engine's own actions, pass left out, for whoever wants them as actions. */
  readonly actions: readonly HenhouseAction[];
  /** The one sentence for `--why`. */
  readonly why: string;
}

const capital = (s: string): string => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** A kind in words for grouping: "Single", "Set of 2", "Run of 3", "Henhouse". */
function kindOf(combo: Combination): string {
  const n = combo.cards.length;
  if (combo.type === 'single') return 'Single';
  if (combo.type === 'henhouse') return 'Henhouse';
  return `${capital(combo.type)} of ${n}`;
}

/**
 * Every play `hand` may make on `on` (every lead without it), as the engine's own
 * `legalActions` gives them from a table where seat 0 holds exactly that hand and seat 1 played
 * `on`; with `vermin`, that vermin's plays too. The hand's own dealt cards and the pile are
 * counted against the deck (NotationError for a position the deck cannot hold).
 */
export function playsFromHand(args: HandArgs): HandPlays {
  const players = args.players;
  const { minPlayers: min, maxPlayers: max } = HENHOUSE_INFO;
  if (players !== undefined && (!Number.isInteger(players) || players < min || players > max)) {
    throw new NotationError(`Henhouse is for ${min} to ${max} players, not ${players}`);
  }
  const bigHands = args.bigHands === true;
  const deck = deckOf(players, bigHands);
  const { dealt, wilds } = readHand(args.hand);
  const on = args.on === undefined ? undefined : read(args.on, '--on');
  if (on?.vermin) throw new NotationError('--on is the combination on the pile: it takes no vermin');
  const problem = impossible(dealt, on?.cards, deck);
  if (problem) throw new NotationError(`this position cannot happen: ${problem.replace('the lay', 'the hand')}`);
  let current: Combination | null = null;
  if (on !== undefined) {
    const pile = classify(on.cards);
    if (!pile.ok) throw new NotationError(`--on is not a combination: ${pile.reason}`);
    current = pile.combo;
  }
  const seats = Array.from({ length: deck.players }, (_, s) => s);
  const state = positionOf({
    options: { players: deck.players, bigHands: deck.bigHands },
    hands: seats.map((s) => (s === 0 ? dealt.map((c) => cardCode(c.suit, c.rank)) : [])),
    wilds: seats.map((s) => (s === 0 ? wilds : { C: true, E: true })),
    table: { skunk: 0, fox: 0, snake: 0, ...(args.vermin ? { [args.vermin]: 1 } : {}) },
    pile: current ? { combo: current, by: 1 } : null,
    turn: 0,
  });
  const actions = legalActions(state).filter((a): a is HenhouseAction & { type: 'play' } => a.type === 'play');
  const groups: { kind: string; lays: { lay: string; reason: string }[] }[] = [];
  for (const action of actions) {
    const combo = classify(action.cards.map(parsePlayed));
    if (!combo.ok) continue;
    const kind = action.vermin ? `With the ${action.vermin}` : kindOf(combo.combo);
    let group = groups.find((g) => g.kind === kind);
    if (!group) groups.push((group = { kind, lays: [] }));
    group.lays.push({ lay: actionToString(action), reason: playReason(action, combo.combo, current) });
  }
  const hand = [...dealt.map(formatPlayed), ...(wilds.C ? ['*C'] : []), ...(wilds.E ? ['*E'] : [])].join(' ');
  const onText = on ? on.cards.map(formatPlayed).join(' ') : null;
  return { hand, on: onText, groups, actions, why: current === null ? LEAD_WHY : whyOf(state, current, groups.length === 0) };
}

const LEAD_WHY = 'Whoever leads a trick may play any single, set, run or Henhouse the hand can make.';

/**
 * The one sentence for a hand's answer on a pile: with plays, that a play must beat the pile;
 * with none, the engine's own refusal of the nearest try (the strongest play of the pile's type
 * and size, else the strongest of any).
 */
function whyOf(state: HenhouseState, current: Combination, none: boolean): string {
  const pile = describeCombo(current);
  if (!none) return `A play goes on the ${pile} when it is of the same type and size and higher (a Henhouse beats any set or run).`;
  const tries = legalActions({ ...state, trick: { ...state.trick, current: null, by: null, leader: 0 } }).filter(
    (a): a is HenhouseAction & { type: 'play' } => a.type === 'play',
  );
  const size = (a: HenhouseAction & { type: 'play' }): boolean => {
    const c = classify(a.cards.map(parsePlayed));
    return c.ok && c.combo.type === current.type && c.combo.cards.length === current.cards.length;
  };
  const near = tries.filter(size).pop() ?? tries.pop();
  if (near === undefined) return `Nothing can be played on the ${pile}.`;
  return `${actionToString(near)} is the nearest try, but ${explainPlay(state, near) ?? 'it does not go on'}; the only answer is to pass.`;
}

/**
 * A hand from the command line: its dealt cards, and the wilds it still holds (`*C`, `*E`, at
 * most one of each). NotationError for a played wild, a second wild of one trait or no cards.
 */
export function readHand(text: string): { readonly dealt: PlayedCard[]; readonly wilds: { C: boolean; E: boolean } } {
  const wilds = { C: false, E: false };
  const dealt: PlayedCard[] = [];
  for (const token of tokens(text)) {
    const t = token.toUpperCase();
    if (t === '*C' || t === '*E') {
      const trait = t[1] as 'C' | 'E';
      if (wilds[trait]) throw new NotationError(`this position cannot happen: the hand holds two ${t}, and a player has only one`);
      wilds[trait] = true;
      continue;
    }
    const card = parsePlayed(token);
    if (card.wild)
      throw new NotationError(
        `a hand holds its wilds as *C and *E, not ${formatPlayed(card)}: what it stands for is said when it is played`,
      );
    dealt.push(card);
  }
  if (dealt.length === 0 && !wilds.C && !wilds.E) throw new NotationError('the hand names no cards');
  return { dealt, wilds };
}

/** Why a listed play may go down, in one sentence of the rules. */
function playReason(action: HenhouseAction & { type: 'play' }, combo: Combination, current: Combination | null): string {
  const what = capital(describeCombo(combo));
  if (current === null) return `${what}: any combination may lead a trick.`;
  const pile = describeCombo(current);
  if (action.vermin === 'skunk') return `With the skunk, a lower ${combo.type} of as many cards goes under the ${pile}.`;
  if (action.vermin)
    return `The ${action.vermin} takes ${action.remove ?? ''} from the ${pile}, and the ${describeCombo(combo)} beats what is left.`;
  return `${what} beats the ${pile}.`;
}
