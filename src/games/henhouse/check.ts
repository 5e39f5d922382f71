import { NotationError } from '../../engine/index.js';
import { orList } from '../options.js';
import type { LayCheck } from '../types.js';
import {
  cardCode,
  copiesOf,
  formatPlayed,
  maxRank,
  parsePlayed,
  rankOfCode,
  isWildOfOtherTrait,
  tokens,
  wildInItsTrait,
  traitOf,
  VERMIN,
  type PlayedCard,
  type Vermin,
} from './cards.js';
import { classify, describeCombo, reduce, removable } from './lays.js';
import { HENHOUSE_INFO } from './info.js';
import { explainPlay, positionOf } from './rules.js';

/** Arguments of {@link checkPlay}; card lists use spaces and/or commas, any case. */
export interface CheckArgs {
  readonly lay: string;
  readonly on?: string;
  readonly players?: number;
  /** The 3-player variant with the full deck (ruling HH 1); implies 3 players. */
  readonly bigHands?: boolean;
  readonly vermin?: Vermin;
  readonly remove?: string;
}

/**
 * Reads a card list (and a vermin named in it) from the command line; `what` names it in errors,
 * as it does a list of no card unless `mayBeEmpty`.
 */
export function read(text: string, what: string, mayBeEmpty = false): { cards: PlayedCard[]; vermin: Vermin | undefined } {
  let vermin: Vermin | undefined;
  const cards: PlayedCard[] = [];
  for (const token of tokens(text)) {
    const low = token.toLowerCase();
    if ((VERMIN as readonly string[]).includes(low)) {
      if (vermin !== undefined && vermin !== low) throw new NotationError(`${what} names two vermin; a play uses at most one`);
      vermin = low as Vermin;
    } else cards.push(parsePlayed(token));
  }
  if (cards.length === 0 && !mayBeEmpty) throw new NotationError(`${what} names no cards`);
  return { cards, vermin };
}

/** The deck a check is asked about: a player count's, or, without one, the full deck. */
export interface Deck {
  readonly players: number;
  readonly bigHands: boolean;
  /** How the deck is named in a sentence. */
  readonly name: string;
}

/** The deck of `players` (or the full deck), as a check names it. */
export function deckOf(players: number | undefined, bigHands: boolean): Deck {
  if (bigHands) return { players: 3, bigHands, name: 'the 3-player big-hands deck' };
  if (players === undefined) return { players: 4, bigHands, name: 'the deck' };
  return { players, bigHands, name: `the ${players}-player deck` };
}

/**
 * Why the play and the pile cannot both be on the table at once, or null: a dealt card the deck
 * does not have, or has fewer times than the play and the pile hold together, or two wilds of
 * one trait in one player's play. In one phrase without a capital. Wilds are each player's own,
 * so the play's and the pile's are counted apart.
 */
export function impossible(play: readonly PlayedCard[], pile: readonly PlayedCard[] | undefined, deck: Deck): string | null {
  for (const [cards, whose] of [
    [play, 'the lay'],
    [pile ?? [], '--on'],
  ] as const) {
    for (const trait of ['C', 'E'] as const) {
      if (cards.filter((c) => c.wild && traitOf(c.suit) === trait).length > 1) {
        return `${whose} holds two wild ${trait === 'C' ? 'chickens' : 'eggs'}, and a player has only one`;
      }
    }
  }
  const counts = new Map<string, { lay: number; on: number }>();
  const add = (cards: readonly PlayedCard[], side: 'lay' | 'on'): void => {
    for (const card of cards) {
      if (card.wild) continue;
      const code = cardCode(card.suit, card.rank);
      const count = counts.get(code) ?? { lay: 0, on: 0 };
      count[side]++;
      counts.set(code, count);
    }
  };
  add(play, 'lay');
  add(pile ?? [], 'on');
  for (const [code, { lay, on }] of counts) {
    const copies = copiesOf(rankOfCode(code), deck.players, deck.bigHands);
    if (copies === 0) return `${code} is not in ${deck.name}`;
    const total = lay + on;
    if (total > copies) {
      const where = on === 0 ? `the lay holds ${total}` : lay === 0 ? `--on holds ${total}` : `the lay and --on hold ${total}`;
      return `${deck.name} has ${copies === 1 ? 'only one' : `only ${copies}`} ${code}, and ${where}`;
    }
  }
  // The pile was played by someone: a wild there stands within the deck's ranks too.
  const top = maxRank(deck.players, deck.bigHands);
  const high = (pile ?? []).find((c) => c.wild && c.rank > top);
  if (high) return `--on holds ${formatPlayed(high)}, and wilds stand for ranks up to ${top} in ${deck.name}`;
  return null;
}

const capital = (s: string): string => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/**
 * Says whether `lay` is a legal Henhouse combination and, with `on`, whether it may be played on
 * that combination — with a vermin (and, for a fox or snake, the card it takes) when given. It
 * asks the engine's own move check. Throws NotationError on unreadable cards or options.
 */
export function checkPlay(args: CheckArgs): LayCheck {
  const players = args.players;
  const { minPlayers: min, maxPlayers: max } = HENHOUSE_INFO;
  if (players !== undefined && (!Number.isInteger(players) || players < min || players > max)) {
    throw new NotationError(`Henhouse is for ${min} to ${max} players, not ${players}`);
  }
  const bigHands = args.bigHands === true;
  if (bigHands && players !== undefined && players !== 3) throw new NotationError('the big-hands variant is for 3 players only');
  const deck = deckOf(players, bigHands);
  // A wild written standing for the other trait counts as a wild of its own trait until the rest
  // of the question has been read and found possible; then the rules answer it (below).
  const written = tokens(args.lay);
  const otherTrait = written.filter(isWildOfOtherTrait);
  const lay = read(written.map(wildInItsTrait).join(' '), 'the lay');
  if (args.vermin !== undefined && lay.vermin !== undefined && args.vermin !== lay.vermin) {
    throw new NotationError(`the lay names the ${lay.vermin} but --vermin says ${args.vermin}`);
  }
  const vermin = args.vermin ?? lay.vermin;
  if (vermin !== undefined && !VERMIN.includes(vermin)) throw new NotationError(`"${vermin}" is not a vermin (skunk, fox or snake)`);
  const on = args.on === undefined ? undefined : read(args.on, '--on');
  // The pile was played by someone: it is a combination, whatever is asked of the lay.
  const pileRead = on === undefined ? null : classify(on.cards);
  if (pileRead !== null && !pileRead.ok) throw new NotationError(`--on is not a combination: ${pileRead.reason}`);
  if (on?.vermin) throw new NotationError('--on is the combination on the pile: it takes no vermin');
  const remove = args.remove === undefined ? undefined : formatPlayed(parsePlayed(args.remove));
  const layText = lay.cards.map(formatPlayed).join(' ');
  const result = (legal: boolean, beats: boolean | null, reason: string, kind: string | null, rule: string): LayCheck => ({
    legal,
    beats,
    reason,
    lay: layText,
    kind,
    rule,
  });

  const problem = impossible(lay.cards, on?.cards, deck);
  if (problem) throw new NotationError(`this position cannot happen: ${problem}`);
  if (otherTrait.length > 0) {
    const others = read(written.filter((t) => !isWildOfOtherTrait(t)).join(' '), 'the lay', true).cards;
    return otherTraitRefusal(others, otherTrait, on !== undefined);
  }
  const top = maxRank(deck.players, deck.bigHands);
  const high = lay.cards.find((c) => c.rank > top);
  if (high)
    return result(
      false,
      on ? false : null,
      `A wild stands for ranks up to ${top} in ${deck.name}, so ${formatPlayed(high)} cannot be played.`,
      null,
      WILD_RANK_RULE,
    );
  const own = classify(lay.cards);
  if (!own.ok)
    return result(
      false,
      on ? false : null,
      capital(`${own.reason}.`),
      null,
      own.reason.includes('Golden Rule') ? GOLDEN_RULE : SHAPES_RULE,
    );
  // The combination's words as they read mid-sentence ("BC5 (single 5) beats BE3"); a sentence
  // that starts with them gives them their capital.
  const kind = describeCombo(own.combo);
  const Kind = capital(kind);
  if (!on) {
    if (vermin)
      return result(false, null, 'Vermin cannot be used when leading: give the combination to play on with --on.', kind, LEAD_VERMIN_RULE);
    return result(true, null, `${Kind}: it may lead a trick.`, kind, LEAD_RULE);
  }
  const pile = pileRead as Extract<ReturnType<typeof classify>, { ok: true }>;

  // The engine's own check, on a table where seat 0 holds exactly the lay and seat 1 played --on.
  const hand = lay.cards.filter((c) => !c.wild).map((c) => cardCode(c.suit, c.rank));
  const state = positionOf({
    options: { players: deck.players, bigHands: deck.bigHands },
    hands: Array.from({ length: deck.players }, (_, s) => (s === 0 ? hand : [])),
    pile: { combo: pile.combo, by: 1 },
    turn: 0,
  });
  const refusal = (taken: string | undefined) =>
    explainPlay(state, {
      type: 'play',
      cards: lay.cards.map(formatPlayed),
      ...(vermin ? { vermin } : {}),
      ...(taken ? { remove: taken } : {}),
    });
  if ((vermin === 'fox' || vermin === 'snake') && remove === undefined) {
    // No card named for the fox or snake to take: the answer covers every card it may take.
    const cards = removable(pile.combo, vermin);
    const pileName = describeCombo(pile.combo);
    // None (a single card, a pair, no card of its kind): the rules' reason, for the pile's first card.
    if (cards.length === 0) {
      return result(
        true,
        false,
        `${Kind} does not go on the ${pileName} with the ${vermin}: ${refusal(pile.combo.cards[0]) ?? ''}.`,
        kind,
        TAKERS_RULE,
      );
    }
    const refused = cards.map(refusal);
    const allowed = cards.filter((_, i) => refused[i] === null);
    if (allowed.length > 0) {
      return result(
        true,
        true,
        `${Kind} beats what the ${vermin} leaves of the ${pileName} when it takes ${orList(allowed)} (--remove checks one card).`,
        kind,
        TAKE_RULE,
      );
    }
    // One reason for all (a lay the wrong size for what is left, say), or each card's own.
    const whys =
      new Set(refused).size === 1 ? (refused[0] as string) : cards.map((card, i) => `taking ${card}, ${refused[i] ?? ''}`).join('; ');
    return result(true, false, `${Kind} does not go on the ${pileName} with the ${vermin}, whatever it takes: ${whys}.`, kind, TAKE_RULE);
  }
  // The paragraph that decides a play on the pile: the vermin's, else the rule of beating that fits the two.
  const rule =
    vermin !== undefined && (pile.combo.type === 'single' || pile.combo.type === 'henhouse')
      ? VERMIN_RULE
      : vermin === 'skunk'
        ? SKUNK_RULE
        : vermin !== undefined
          ? TAKE_RULE
          : own.combo.type === 'henhouse' || pile.combo.type === 'henhouse'
            ? HENHOUSE_RULE
            : own.combo.type === 'single' && pile.combo.type === 'single'
              ? SINGLE_RULE
              : BEAT_RULE;
  const why = refusal(remove);
  if (why !== null) return result(true, false, `${Kind} does not go on the ${describeCombo(pile.combo)}: ${why}.`, kind, rule);
  if (vermin === 'skunk') return result(true, true, `${Kind} may go under the ${describeCombo(pile.combo)} with the skunk.`, kind, rule);
  if ((vermin === 'fox' || vermin === 'snake') && remove) {
    const left = reduce(pile.combo, vermin, remove);
    const rest = left.ok ? describeCombo(left.combo) : '';
    return result(true, true, `The ${vermin} takes ${remove}, leaving a ${rest}; ${kind} beats it.`, kind, rule);
  }
  return result(true, true, `${Kind} beats the ${describeCombo(pile.combo)}.`, kind, rule);
}

/**
 * The rules' "no" to a lay of `cards` and the wilds `wrong` written standing for a card of the
 * other trait (`*C=WE5`), once the rest of the question has been read and found possible; `on`:
 * asked against a pile. Such a card is written as a card should be: asking about one is asking the
 * rules (a wild keeps its trait).
 */
function otherTraitRefusal(cards: readonly PlayedCard[], wrong: readonly string[], on: boolean): LayCheck {
  const shown = wrong.map((t) => t.toUpperCase());
  const first = shown[0] as string;
  return {
    legal: false,
    beats: on ? false : null,
    reason: `A ${first[1] === 'C' ? 'wild chicken' : 'wild egg'} keeps its trait: ${first} cannot be played.`,
    lay: [...cards.map(formatPlayed), ...shown].join(' '),
    kind: null,
    rule: TRAIT_RULE,
  };
}

/*
 * How the paragraphs of the rules text (rules-text.ts) that decide a lay's answer begin, for
 * `--why` (check-kit's ruleSentence finds each; a reworded rule fails the tests).
 */
const WILD_RANK_RULE = 'A wild ranks 1 to 9';
const TRAIT_RULE = 'A wild keeps its trait';
const SHAPES_RULE = 'A single is one card. A set is';
const GOLDEN_RULE = 'Every set, run and Henhouse must have all its cards of one colour';
const LEAD_RULE = 'The leader of a trick must play any combination.';
const LEAD_VERMIN_RULE = 'Vermin cannot be used when leading';
const BEAT_RULE = 'To beat a combination, play the same type';
const SINGLE_RULE = 'A single only beats a lower single';
const HENHOUSE_RULE = 'A Henhouse beats any combination that is not a Henhouse.';
const SKUNK_RULE = 'Skunk: play a combination of the same type and size';
const VERMIN_RULE = 'Once per turn, before you play, you may take one vermin';
const TAKE_RULE = 'Fox: take one chicken out of the combination on the pile';
const TAKERS_RULE = 'The fox and the snake work only on a set or run';
