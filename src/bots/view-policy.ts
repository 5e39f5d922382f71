import type { Bot, BotLevel, Game, Rng } from '../engine/index.js';

/**
 * A bot whose one policy reads only the view: `chooseFromView` (`sim`, which then never lists
 * the legal actions) is the policy, and `choose` (the table) is the same policy answering with
 * the element of `legal` it names. So the level plays the same move for the same view and random
 * state wherever it plays, and the figures `sim` publishes describe the bot people meet.
 * `policy` must return a legal action.
 */
export function viewPolicyBot<V, A>(
  game: Pick<Game<unknown, A, V>, 'actionToString'>,
  level: BotLevel,
  policy: (view: V, rng: Rng) => A,
  interject?: Bot<V, A>['interject'],
): Bot<V, A> {
  return {
    level,
    choose: (view, legal, rng) => {
      const action = policy(view, rng);
      const name = game.actionToString(action);
      return legal.find((a) => game.actionToString(a) === name) ?? action;
    },
    chooseFromView: policy,
    ...(interject ? { interject } : {}),
  };
}
