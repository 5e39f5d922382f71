import { useState } from 'react';
import { useKeys } from '../hooks/use-keys.js';
import type { NoticeKind } from '../types.js';
import { NONE, settleHand, startHand, tableKey, type GameKeys, type KeyContext, type TableState } from './keys.js';

/** What a card table's screen state needs from the game: its start, what a changed view ends, the hand as drawn. */
export interface ScreenState<V, A, S> {
  readonly start: (view: V) => S;
  /**
   * `s` for the view now (a new hand or pile ends a half-made choice) and the word the table keeps
   * armed (`armed`, absent when the table keeps none); `s` itself when nothing changes.
   */
  readonly settle: (s: S, view: V, armed?: number | null) => S;
  /** The person's hand as drawn, in order: what the cursor moves along. */
  readonly items: (view: V, s: S) => readonly string[];
  /** The game's keys (see `tableKey`: the round panel's Enter and a teaching table's keys come first). */
  readonly keys: GameKeys<V, A, S>;
}

/** Where a card table's keys go: the platform's calls a key's effects make. */
export interface KeyTargets<A> {
  readonly act: (action: A) => string | null;
  readonly actTogether: (actions: readonly A[]) => string | null;
  readonly notify: (message: string | null, kind?: NoticeKind) => void;
  /** The round's panel is read. */
  readonly nextRound: () => void;
  /** A word armed (its round) or disarmed (null), for a table that keeps and saves it. */
  readonly arm?: (round: number | null) => void;
}

/**
 * A card table's screen state (the hand's cursor and selection, the game's own), settled for the
 * view now, and its keys: each key goes through the pure `tableKey` with the game's keys, and
 * the screen then carries out its effects in order.
 */
export function useTableKeys<V, A, S>(
  game: ScreenState<V, A, S>,
  ctx: KeyContext<V, A>,
  targets: KeyTargets<A>,
  active: boolean,
): TableState<S> {
  const [raw, setRaw] = useState<TableState<S>>(() => {
    const s = game.start(ctx.view);
    return { hand: startHand(game.items(ctx.view, s)), game: s };
  });
  const settledGame = game.settle(raw.game, ctx.view, ctx.armed);
  const hand = settleHand(raw.hand, game.items(ctx.view, settledGame));
  const state: TableState<S> = hand === raw.hand && settledGame === raw.game ? raw : { hand, game: settledGame };

  useKeys(
    (input, key) => {
      const step = tableKey(state, { input, key }, ctx, game.keys);
      if (step.state !== state) setRaw(step.state);
      // A refusal or note is about the moment it was given: a key that moves the cursor, changes
      // the selection or leaves a picker, and says nothing of its own, takes it away.
      if (choiceMoved(state, step.state) && !step.effects.some((e) => e.kind === 'notify')) targets.notify(null);
      for (const e of step.effects) {
        if (e.kind === 'notify') {
          if (e.as) targets.notify(e.text, e.as);
          else targets.notify(e.text);
        } else if (e.kind === 'next-round') targets.nextRound();
        else if (e.kind === 'arm') targets.arm?.(e.round);
        else {
          const refused = e.actions.length === 1 ? targets.act(e.actions[0] as A) : targets.actTogether(e.actions);
          if (refused !== null) continue;
          if (e.taken !== undefined || e.unselect === true)
            setRaw((now) => ({
              hand: e.unselect === true ? { ...now.hand, selected: NONE } : now.hand,
              game: e.taken !== undefined ? e.taken : now.game,
            }));
        }
      }
    },
    { isActive: active },
  );
  return state;
}

/** Whether a key changed what the person sees of their choice: the cursor, the selection or the game's own half-made choice. */
export function choiceMoved<S>(before: TableState<S>, after: TableState<S>): boolean {
  if (after.game !== before.game || after.hand.cursor !== before.hand.cursor) return true;
  const [a, b] = [before.hand.selected, after.hand.selected];
  return a.size !== b.size || [...a].some((i) => !b.has(i));
}
