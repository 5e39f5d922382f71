import { wrap } from '../platform/text/index.js';
import { narrate, openingLines } from './narrate.js';
import type { Replayed } from './record.js';

/** The names of a record's seats, as the table showed them. */
export function seatNames(replayed: Replayed): string[] {
  return replayed.record.seats.map((s, i) => s.name || `Seat ${i + 1}`);
}

/**
 * The whole game as plain text, for `replay` through a pipe: a heading (game, options, seed,
 * seats), the deal, then one line per action, numbered, and after each round its summary.
 * Every line fits `width` columns (a long sentence wraps with a hanging indent).
 */
export function replayText(replayed: Replayed, width = 80): string {
  const { record, states, module: mod } = replayed;
  const names = seatNames(replayed);
  const out: string[] = [];
  const para = (text: string, first = '', rest = first) => out.push(...wrap(text, { width, first, rest }));
  const extras = Object.entries(record.options)
    .filter(([k]) => k !== 'players')
    .map(([k, v]) => `${k} ${String(v)}`);
  para(
    `${mod.info.title}: ${record.options.players} player${record.options.players === 1 ? '' : 's'}, seed ${record.seed}${extras.length ? `, ${extras.join(', ')}` : ''}.`,
  );
  para(`Seats: ${record.seats.map((s, i) => `${names[i]} (${s.bot === null ? 'person' : `${s.bot} bot`})`).join(', ')}.`);
  if (record.takeBacks > 0) para(`A teaching game: ${record.takeBacks} move${record.takeBacks === 1 ? '' : 's'} taken back.`);
  para(
    record.finished === null
      ? `A game in progress, ${record.steps.length} actions so far.`
      : `Finished ${record.finished.slice(0, 10)} after ${record.steps.length} actions.`,
  );
  out.push('');
  for (const line of openingLines(mod, states[0], names)) para(line, '  ', '      ');
  const digits = String(record.steps.length).length;
  for (const step of narrate(mod, record.steps, states, names)) {
    const number = String(step.number).padStart(digits);
    para(step.line, `${number} `, ' '.repeat(digits + 3));
    for (const line of step.more) para(line, ' '.repeat(digits + 1), ' '.repeat(digits + 3));
    if (step.summary.length > 0) {
      out.push('');
      for (const line of step.summary) para(line, '= ', '  ');
      out.push('');
    }
  }
  const last = states[states.length - 1];
  const outcome = mod.game.outcome(last);
  if (outcome) para(`Result: ${outcome.summary.replace(/\bSeat (\d+)\b/g, (m, s: string) => names[Number(s)] ?? m)}`);
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
