import { asSentence } from '../../words.js';
import { whyNote } from '../why.js';
import {
  cardCode,
  classify,
  colourOf,
  isWildCode,
  maxRank,
  parsePlayed,
  rankOfCode,
  refusal,
  removable,
  sortCodes,
  splitCode,
  traitOf,
  VERMIN,
  verminRefusal,
  wildTraitOf,
  type Colour,
  type HenhouseAction,
  type HenhouseView,
  type Trait,
  type Vermin,
} from '../index.js';
import { pickerKey } from '../../../ui/kit/picker.js';
import {
  chosenOf,
  handKeyStep,
  notice,
  stay,
  toGame,
  type KeyContext,
  type KeyPress,
  type Step,
  type TableState,
} from '../../../ui/card-table/keys.js';

/** What a wild stands for. */
export interface WildPick {
  readonly trait: Trait;
  readonly colour: Colour;
  readonly rank: number;
}

/** A choice half made at the Henhouse table, or none (`hand`). */
export type HhMode =
  | { readonly kind: 'hand' }
  /** What each selected wild stands for, the one at `at` being picked. */
  | { readonly kind: 'wild'; readonly cards: readonly string[]; readonly picks: readonly WildPick[]; readonly at: number }
  /** The card a fox or snake takes from the pile. */
  | {
      readonly kind: 'remove';
      readonly cards: readonly string[];
      readonly vermin: 'fox' | 'snake';
      readonly options: readonly string[];
      readonly at: number;
      readonly typed: string;
    };

/** The Henhouse screen's own state. */
export interface HhScreen {
  readonly sortBy: 'rank' | 'suit';
  /** The vermin chosen for the pile `verminPile` (a new pile clears it). */
  readonly vermin: Vermin | null;
  readonly verminPile: string;
  /** The choice made on the hand and pile `modeStamp` (a new hand or pile ends it). */
  readonly mode: HhMode;
  readonly modeStamp: string;
  /**
   * The stand-ins of a play from the wilds' picker that the rules refused, with its dealt cards:
   * Enter on the same cards opens the picker on them again rather than on the strongest reading.
   * A new hand or pile forgets them (with `modeStamp`).
   */
  readonly tried: { readonly cards: readonly string[]; readonly picks: readonly WildPick[] } | null;
}

type HhState = TableState<HhScreen>;
type HhStep = Step<HhScreen, HenhouseAction>;
type HhContext = KeyContext<HenhouseView, HenhouseAction>;

const HAND: HhMode = { kind: 'hand' };

/** The hand as drawn: the dealt cards sorted by `sortBy`, then the seat's wilds. */
export function hhItems(view: HenhouseView, s: Pick<HhScreen, 'sortBy'>): string[] {
  const wilds = view.wilds[view.seat] ?? { C: false, E: false };
  return [...sortCodes(view.hand, s.sortBy), ...(wilds.C ? ['*C'] : []), ...(wilds.E ? ['*E'] : [])];
}

/** What the pile is now, or which lead: a vermin or a choice belongs to one pile. */
export function pileKey(view: HenhouseView): string {
  return view.trick.current ? `${view.trick.by}:${view.trick.current.cards.join(' ')}` : `lead:${view.round}:${view.log.length}`;
}

const stampOf = (view: HenhouseView, s: Pick<HhScreen, 'sortBy'>) => `${hhItems(view, s).join(' ')}|${pileKey(view)}`;

/** The screen state a table opens with. */
export function startHh(view: HenhouseView): HhScreen {
  return { sortBy: 'rank', vermin: null, verminPile: pileKey(view), mode: HAND, modeStamp: stampOf(view, { sortBy: 'rank' }), tried: null };
}

/** `s` for the view now: a new pile clears the vermin chosen; a new hand or pile ends a half-made choice. */
export function settleHh(s: HhScreen, view: HenhouseView): HhScreen {
  const pile = pileKey(view);
  const stamp = stampOf(view, s);
  if (s.verminPile === pile && s.modeStamp === stamp) return s;
  return {
    ...s,
    ...(s.verminPile === pile ? {} : { vermin: null, verminPile: pile }),
    ...(s.modeStamp === stamp ? {} : { mode: HAND, modeStamp: stamp, tried: null }),
  };
}

/** The selection read for play: its dealt cards, the traits of its wilds, and the legal stand-ins for them, strongest first. */
export function readSelection(state: HhState, ctx: Pick<HhContext, 'view' | 'legal'>) {
  const chosen = chosenOf(state.hand, hhItems(ctx.view, state.game));
  const dealt = chosen.filter((c) => !isWildCode(c));
  const wildTraits = chosen.map(wildTraitOf).filter((t) => t !== null);
  const readings = matchingReadings(ctx.legal, dealt, wildTraits, state.game.vermin);
  return { chosen, dealt, wildTraits, readings };
}

/** Whether two lists of cards are the same cards in the same order. */
const sameCards = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((c, i) => c === b[i]);

/** A wild's stand-in in the notation of a play, e.g. `*C=WC3`. */
export const wildNote = (p: WildPick): string => `*${p.trait}=${p.colour}${p.trait}${p.rank}`;

/** Takes `action`, or says in the rules' words why not; either way a half-made choice ends. */
function submit(state: HhState, view: HenhouseView, action: HenhouseAction): HhStep {
  const why = refusal(view, action);
  const hand = { ...state.game, mode: HAND };
  if (why !== null) {
    const { mode } = state.game;
    const tried = mode.kind === 'wild' ? { cards: mode.cards, picks: mode.picks } : state.game.tried;
    return toGame(state, { ...hand, tried }, [notice(asSentence(why))]);
  }
  // A pass plays none of the cards picked: the next turn starts with none selected.
  const unselect = action.type === 'pass';
  return { state, effects: [notice(null), { kind: 'act', actions: [action], taken: { ...hand, vermin: null }, unselect }] };
}

/** After the wilds are set: a fox or snake still needs its prey; then the play goes to the engine. */
function finish(state: HhState, view: HenhouseView, cards: readonly string[]): HhStep {
  const { vermin } = state.game;
  const current = view.trick.current;
  if ((vermin === 'fox' || vermin === 'snake') && current) {
    const options = removable(current, vermin);
    // No card it may take: the rules' reason (verminRefusal says it whenever this list is empty).
    if (options.length === 0)
      return toGame(state, { ...state.game, mode: HAND }, [notice(asSentence(verminRefusal(view, vermin) as string))]);
    if (options.length > 1) return toGame(state, { ...state.game, mode: { kind: 'remove', cards, vermin, options, at: 0, typed: '' } });
    return submit(state, view, { type: 'play', cards, vermin, remove: options[0] as string });
  }
  return submit(state, view, { type: 'play', cards, ...(vermin ? { vermin } : {}) });
}

/** Enter on the hand: play the selection, or open its wilds' picker first, or say why not. */
function tryPlay(state: HhState, ctx: HhContext): HhStep {
  const { view } = ctx;
  const away = refusal(view, { type: 'pass' });
  if (away !== null && view.turn !== view.seat) return { state, effects: [notice(asSentence(away))] };
  const { chosen, dealt, wildTraits, readings } = readSelection(state, ctx);
  if (chosen.length === 0) {
    // The leader of a trick may not pass: only how to select.
    const select =
      view.trick.current === null
        ? 'Select cards with Space first: you lead this trick, so you must play something.'
        : 'Select cards with Space first, or press p to pass.';
    return { state, effects: [notice(select)] };
  }
  if (wildTraits.length === 0) return finish(state, view, dealt);
  // The picker opens on the strongest legal reading, else near the cards (or the pile).
  const top = maxRank(view.options.players, view.options.bigHands);
  const near = dealt[0] ? rankOfCode(dealt[0]) : view.trick.current ? Math.min(top, view.trick.current.rank + 1) : 1;
  const colour: Colour = dealt[0] ? colourOf(splitCode(dealt[0]).suit) : 'B';
  // The stand-ins of a refused try with these cards, else the strongest legal reading.
  const { tried } = state.game;
  const again =
    tried !== null &&
    sameCards(tried.cards, dealt) &&
    tried.picks.length === wildTraits.length &&
    tried.picks.every((p, i) => p.trait === wildTraits[i]);
  const picks = again ? tried.picks : (readings[0] ?? wildTraits.map((t) => ({ trait: t, colour, rank: near })));
  return toGame(state, { ...state.game, mode: { kind: 'wild', cards: dealt, picks, at: 0 } }, [notice(null)]);
}

/** The keys of the wilds' picker and of a fox's or snake's prey. */
function modeKey(state: HhState, { input, key }: KeyPress, ctx: HhContext): HhStep | null {
  const { view } = ctx;
  const mode = state.game.mode;
  const to = (m: HhMode) => toGame<HhScreen, HenhouseAction>(state, { ...state.game, mode: m });
  if (mode.kind === 'wild') {
    const top = maxRank(view.options.players, view.options.bigHands);
    const pick = mode.picks[mode.at] as WildPick;
    const set = (p: WildPick) => to({ ...mode, picks: mode.picks.map((q, i) => (i === mode.at ? p : q)) });
    if (key.leftArrow || input === 'h') return set({ ...pick, rank: pick.rank === 1 ? top : pick.rank - 1 });
    if (key.rightArrow || input === 'l') return set({ ...pick, rank: pick.rank === top ? 1 : pick.rank + 1 });
    if (key.upArrow || key.downArrow || input === 'k' || input === 'j') return set({ ...pick, colour: pick.colour === 'B' ? 'W' : 'B' });
    if (/^[1-9]$/.test(input) && Number(input) <= top) return set({ ...pick, rank: Number(input) });
    if (/^[bw]$/i.test(input)) return set({ ...pick, colour: input.toUpperCase() as Colour });
    // Esc goes back a wild, from the first to the hand.
    if (key.escape) return to(mode.at > 0 ? { ...mode, at: mode.at - 1 } : HAND);
    // y: why the play as the wilds now stand is legal or not, in the rules' words.
    if (input === 'y') {
      const { vermin } = state.game;
      const play = { type: 'play' as const, cards: [...mode.cards, ...mode.picks.map(wildNote)], ...(vermin ? { vermin } : {}) };
      const why = whyNote(view, play);
      return { state, effects: [notice(why.text, why.refused ? 'refusal' : 'note')] };
    }
    if (!key.return) return stay(state);
    if (mode.at + 1 < mode.picks.length) {
      // The next wilds as a refused try of these cards left them, while the ones set so far are
      // as tried; else as the strongest legal reading that keeps those.
      const { tried } = state.game;
      if (tried !== null && sameCards(tried.cards, mode.cards) && keepsFirst(tried.picks, mode.picks, mode.at + 1))
        return to({ ...mode, picks: tried.picks, at: mode.at + 1 });
      const { readings } = readSelection(state, ctx);
      return to({ ...mode, picks: onToNext(readings, mode.picks, mode.at), at: mode.at + 1 });
    }
    return finish(state, view, [...mode.cards, ...mode.picks.map(wildNote)]);
  }
  if (mode.kind === 'remove') {
    const s = pickerKey(mode.options, mode.at, mode.typed, input, key);
    if (s.kind === 'at') return to({ ...mode, at: s.at, typed: s.typed });
    if (s.kind === 'back') return to(HAND);
    if (s.kind === 'confirm')
      return submit(state, view, { type: 'play', cards: mode.cards, vermin: mode.vermin, remove: mode.options[mode.at] as string });
    return stay(state);
  }
  return null;
}

/**
 * The Henhouse table's keys: in a picker, its keys; else the hand's keys (Esc with no card
 * selected drops the vermin chosen), `s` sort, `v` the next vermin that may go on the pile, `y` why, `p` pass, Enter
 * play (through the wilds' picker and a fox's or snake's prey when they are needed).
 */
export function hhKeys(state: HhState, press: KeyPress, ctx: HhContext): HhStep {
  const { view } = ctx;
  const inMode = modeKey(state, press, ctx);
  if (inMode) return inMode;
  const { input, key } = press;
  const handKey = handKeyStep<HhScreen, HenhouseAction>(state, press, hhItems(view, state.game).length);
  if (handKey) {
    // Esc clears the cards picked and keeps the vermin chosen; with no card picked, it drops the vermin.
    if (handKey.move.kind !== 'clear' || state.hand.selected.size > 0) return handKey.step;
    return { ...handKey.step, state: { ...handKey.step.state, game: { ...state.game, vermin: null } } };
  }
  if (input === 's') return toGame(state, { ...state.game, sortBy: state.game.sortBy === 'rank' ? 'suit' : 'rank' });
  if (input === 'v') {
    // The vermin that may go on this pile now; none: the rules' reason for the first still on the table.
    const offered = VERMIN.filter((v) => verminRefusal(view, v) === null);
    if (offered.length === 0) {
      const why = verminRefusal(view, VERMIN.find((v) => view.table[v] > 0) ?? 'skunk');
      return { state, effects: [notice(why === null ? null : asSentence(why))] };
    }
    const at = state.game.vermin === null ? -1 : offered.indexOf(state.game.vermin);
    return toGame(state, { ...state.game, vermin: at + 1 < offered.length ? (offered[at + 1] as Vermin) : null }, [notice(null)]);
  }
  if (input === 'y') {
    // A selection holding a wild is judged once the wild is picked; until then, the pile.
    const { dealt, wildTraits } = readSelection(state, ctx);
    const { vermin } = state.game;
    const play =
      dealt.length > 0 && wildTraits.length === 0 ? { type: 'play' as const, cards: dealt, ...(vermin ? { vermin } : {}) } : null;
    const why = whyNote(view, play);
    return { state, effects: [notice(why.text, why.refused ? 'refusal' : 'note')] };
  }
  if (input === 'p') return submit(state, view, { type: 'pass' });
  return key.return ? tryPlay(state, ctx) : stay(state);
}

/** The stand-ins of a legal play that uses exactly `dealt` and wilds of `traits` (with `vermin`), strongest first. */
export function matchingReadings(
  legal: readonly HenhouseAction[],
  dealt: readonly string[],
  traits: readonly Trait[],
  vermin: Vermin | null,
): WildPick[][] {
  const key = [...dealt].sort().join(' ');
  const found: { picks: WildPick[]; strength: readonly number[] }[] = [];
  for (const a of legal) {
    if (a.type !== 'play' || (a.vermin ?? null) !== vermin) continue;
    const cards = a.cards.map(parsePlayed);
    const plain = cards
      .filter((c) => !c.wild)
      .map((c) => cardCode(c.suit, c.rank))
      .sort()
      .join(' ');
    const w = cards.filter((c) => c.wild);
    if (plain !== key || w.length !== traits.length || !traits.every((t) => w.some((c) => traitOf(c.suit) === t))) continue;
    const picks = traits.map((t) => {
      const c = w.find((x) => traitOf(x.suit) === t)!;
      return { trait: t, colour: colourOf(c.suit), rank: c.rank };
    });
    if (found.some((f) => f.picks.every((p, i) => samePick(p, picks[i]!)))) continue;
    const read = classify(cards);
    // Strongest first: a Henhouse over any other type, then the higher rank, then suited over unsuited.
    const strength = read.ok ? [read.combo.type === 'henhouse' ? 1 : 0, read.combo.rank, read.combo.suited ? 1 : 0] : [-1, 0, 0];
    found.push({ picks, strength });
  }
  const order = (a: readonly number[], b: readonly number[]) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!;
  return found.sort((a, b) => order(a.strength, b.strength)).map((f) => f.picks);
}

const samePick = (a: WildPick, b: WildPick) => a.trait === b.trait && a.colour === b.colour && a.rank === b.rank;

/** Whether `reading` has the stand-ins of the first `n` wilds of `picks`. */
const keepsFirst = (reading: readonly WildPick[], picks: readonly WildPick[], n: number): boolean =>
  reading.slice(0, n).every((p, i) => samePick(p, picks[i]!));

/**
 * What wild `at` may stand for in a legal reading that keeps the stand-ins picked before it
 * (`picks` up to `at`), each once, in the order of the strongest reading that has it. With two
 * wilds, the first's choices are those some stand-in of the second makes legal.
 */
export function choicesAt(readings: readonly WildPick[][], picks: readonly WildPick[], at: number): WildPick[] {
  const out: WildPick[] = [];
  for (const r of readings) {
    if (!keepsFirst(r, picks, at)) continue;
    const p = r[at]!;
    if (!out.some((q) => samePick(q, p))) out.push(p);
  }
  return out;
}

/** Where the stand-in wild `at` now takes stands among its {@link choicesAt}: its place and how many, or -1. */
export function choiceAt(
  readings: readonly WildPick[][],
  picks: readonly WildPick[],
  at: number,
): { readonly at: number; readonly of: number } {
  const choices = choicesAt(readings, picks, at);
  return { at: choices.findIndex((p) => samePick(p, picks[at]!)), of: choices.length };
}

/**
 * The picks after wild `at` is set, going on to the next: the next wilds' stand-ins of the
 * strongest legal reading that keeps those picked so far, or as they were where none does.
 */
function onToNext(readings: readonly WildPick[][], picks: readonly WildPick[], at: number): readonly WildPick[] {
  const kept = readings.find((r) => keepsFirst(r, picks, at + 1));
  return kept ? picks.map((p, i) => (i <= at ? p : kept[i]!)) : picks;
}
