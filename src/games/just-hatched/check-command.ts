import { cardsText, layAnswer, layCheckBasics } from '../check-kit.js';
import { UsageError } from '../options.js';
import type { GameCheck } from '../types.js';
import { checkLay } from './check.js';
import { JH_INFO } from './info.js';

const basics = layCheckBasics(JH_INFO);

/** `big-chicken check just-hatched <lay> [--on <lay>] [--players <n>]`. */
export const jhCheck: GameCheck = {
  summary: 'whether a lay is legal, and beats the --on lay',
  subject: basics.subject,
  options: [...basics.options],
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
