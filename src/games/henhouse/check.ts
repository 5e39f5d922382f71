import { NotationError } from '../../engine/index.js';
import type { LayCheck } from '../types.js';
import { cardCode, copiesOf, formatPlayed, maxRank, parsePlayed, tokens, traitOf, VERMIN, type PlayedCard, type Vermin } from './cards.js';
import { classify, describeCombo, reduce } from './lays.js';
import { HENHOUSE_INFO } from './info.js';
import { explainPlay, setup } from './rules.js';
import type { HenhouseState } from './state.js';

/** Arguments of {@link checkPlay}; card lists use spaces and/or commas, any case. */
export interface CheckArgs {
  readonly lay: string;
  readonly on?: string;
  readonly players?: number;
  readonly vermin?: Vermin;
  readonly remove?: string;
}

function read(text: string, what: string): { cards: PlayedCard[]; vermin: Vermin | undefined } {
  let vermin: Vermin | undefined;
  const cards: PlayedCard[] = [];
  for (const token of tokens(text)) {
    const low = token.toLowerCase();
    if ((VERMIN as readonly string[]).includes(low)) {
      if (vermin !== undefined && vermin !== low) throw new NotationError(`${what} names two vermin; a play uses at most one`);
      vermin = low as Vermin;
    } else cards.push(parsePlayed(token));
  }
  if (cards.length === 0) throw new NotationError(`${what} names no cards`);
  return { cards, vermin };
}

/** Why the cards cannot come from one player's hand in this deck, or null. */
function deckProblem(cards: readonly PlayedCard[], players: number | undefined): string | null {
  const n = players ?? 4;
  const top = maxRank(n, false);
  const where = players === undefined ? 'the deck' : `the ${players}-player deck`;
  const counts = new Map<string, number>();
  let wildC = 0;
  let wildE = 0;
  for (const card of cards) {
    if (card.rank > top) return `${formatPlayed(card)}: ranks in ${where} go up to ${top}`;
    if (card.wild) {
      if (traitOf(card.suit) === 'C') wildC++;
      else wildE++;
      continue;
    }
    const code = cardCode(card.suit, card.rank);
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  if (wildC > 1) return 'a player has only one wild chicken';
  if (wildE > 1) return 'a player has only one wild egg';
  for (const [code, count] of counts) {
    const { rank } = { rank: Number(code.slice(2)) };
    const copies = copiesOf(rank, n, false);
    if (count > copies) return `${where} has ${copies === 1 ? 'only one' : `only ${copies}`} ${code}`;
  }
  return null;
}

const capital = (s: string): string => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/**
 * Says whether `lay` is a legal Henhouse combination and, with `on`, whether it may be played on
 * that combination — with a vermin (and, for a fox or snake, the card it takes) when given. It
 * asks the engine's own move check. Throws NotationError on unreadable cards or options.
 */
export function checkPlay(args: CheckArgs): LayCheck {
  const lay = read(args.lay, 'the lay');
  if (args.vermin !== undefined && lay.vermin !== undefined && args.vermin !== lay.vermin) {
    throw new NotationError(`the lay names the ${lay.vermin} but --vermin says ${args.vermin}`);
  }
  const vermin = args.vermin ?? lay.vermin;
  if (vermin !== undefined && !VERMIN.includes(vermin)) throw new NotationError(`"${vermin}" is not a vermin (skunk, fox or snake)`);
  const players = args.players;
  const { minPlayers: min, maxPlayers: max } = HENHOUSE_INFO;
  if (players !== undefined && (!Number.isInteger(players) || players < min || players > max)) {
    throw new NotationError(`Henhouse is for ${min} to ${max} players, not ${players}`);
  }
  const on = args.on === undefined ? undefined : read(args.on, '--on');
  if (on?.vermin) throw new NotationError('--on is the combination on the pile: it takes no vermin');
  const remove = args.remove === undefined ? undefined : formatPlayed(parsePlayed(args.remove));
  const layText = lay.cards.map(formatPlayed).join(' ');
  const result = (legal: boolean, beats: boolean | null, reason: string, kind: string | null): LayCheck => ({
    legal,
    beats,
    reason,
    lay: layText,
    kind,
  });

  const deck = deckProblem(lay.cards, players);
  if (deck) return result(false, on ? false : null, capital(`${deck}.`), null);
  const own = classify(lay.cards);
  if (!own.ok) return result(false, on ? false : null, capital(`${own.reason}.`), null);
  const kind = capital(describeCombo(own.combo));
  if (!on) {
    if (vermin) return result(false, null, 'Vermin cannot be used when leading: give the combination to play on with --on.', kind);
    return result(true, null, `${kind}: it may lead a trick.`, kind);
  }
  const onDeck = deckProblem(on.cards, players);
  if (onDeck) throw new NotationError(`--on: ${onDeck}`);
  const pile = classify(on.cards);
  if (!pile.ok) throw new NotationError(`--on is not a combination: ${pile.reason}`);

  // The engine's own check, on a table where seat 0 holds exactly the lay and seat 1 played --on.
  const base = setup({ players: players ?? 4 }, 0);
  const hand = lay.cards.filter((c) => !c.wild).map((c) => cardCode(c.suit, c.rank));
  const state: HenhouseState = {
    ...base,
    hands: base.hands.map((h, s) => (s === 0 ? hand : h)),
    wilds: base.wilds.map(() => ({ C: true, E: true })),
    trick: { leader: 1, current: pile.combo, by: 1, passed: base.hands.map(() => false), events: [] },
    turn: 0,
  };
  const why = explainPlay(state, {
    type: 'play',
    cards: lay.cards.map(formatPlayed),
    ...(vermin ? { vermin } : {}),
    ...(remove ? { remove } : {}),
  });
  const target = capital(describeCombo(pile.combo));
  if (why !== null) return result(true, false, `${kind} does not go on the ${describeCombo(pile.combo)}: ${why}.`, kind);
  if (vermin === 'skunk') return result(true, true, `${kind} may go under the ${describeCombo(pile.combo)} with the skunk.`, kind);
  if ((vermin === 'fox' || vermin === 'snake') && remove) {
    const left = reduce(pile.combo, vermin, remove);
    const rest = left.ok ? describeCombo(left.combo) : '';
    return result(true, true, `The ${vermin} takes ${remove}, leaving a ${rest}; ${kind} beats it.`, kind);
  }
  return result(true, true, `${kind} beats the ${target.charAt(0).toLowerCase()}${target.slice(1)}.`, kind);
}
