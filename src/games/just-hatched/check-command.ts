import { cardsText, layAnswer } from '../check-kit.js';
import { UsageError } from '../options.js';
import type { GameCheck } from '../types.js';
import { checkLay } from './check.js';
import { JH_INFO } from './info.js';

/** `big-chicken check just-hatched <lay> [--on <lay>] [--players <n>]`. */
export const jhCheck: GameCheck = {
  summary: 'whether a lay is legal, and beats the --on lay',
  subject: { name: 'lay', description: 'the cards, separated by spaces or commas (quote them)' },
  options: [
    { key: 'on', flags: '--on <lay>', description: 'the lay to beat', kind: 'text' },
    {
      key: 'players',
      flags: '-p, --players <n>',
      description: "player count: only that deck's cards are allowed",
      kind: 'integer',
      min: JH_INFO.minPlayers,
      max: JH_INFO.maxPlayers,
    },
  ],
  examples: ['big-chicken check just-hatched "O7 Y7" --on "B7 G7"', 'big-chicken check just-hatched RC --on "G9 Y9 O9 B9"'],
  answer(subject, values) {
    const lay = cardsText(subject, 'the lay');
    if (lay === undefined) throw new UsageError('check just-hatched needs a lay, e.g. big-chicken check just-hatched "O7 Y7"');
    const on = cardsText(values.on, '--on');
    const players = values.players as number | undefined;
    const result = checkLay(lay, on, players);
    return layAnswer(result, on === undefined ? undefined : checkLay(on, undefined, players).lay);
  },
};
