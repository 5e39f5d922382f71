import { CATALOG as GAMES, findEntry } from '../../games/catalog.js';
import type { GameEntry, GameInfo, RulesSection } from '../../games/types.js';
import { sectionLines, type RulesLayout } from '../../games/rules-lines.js';
import { EXIT } from '../../platform/exit.js';
import { UsageError } from '../../games/options.js';
import { prepareColumns, print, quote, styleFor, table, widthFor, wrap } from '../../platform/text/index.js';

/** What `rules` prints and the status it ends with; `stderr` is one line or empty. */
export interface RulesOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly exit: number;
}

const PLAIN_LAYOUT: RulesLayout = { width: 80, style: { bold: (t) => t, dim: (t) => t } };

/**
 * `big-chicken rules [game] [topic]`: prints the list of games, a game's full rules, or one
 * section of them, as plain text for stdout. Returns the exit status: 0, or 2 for an unknown
 * topic (the topics are listed). Throws UsageError for an unknown game.
 */
export async function rules(game: string | undefined, topic: string | undefined): Promise<number> {
  const out = await rulesText(game, topic, { width: widthFor(process.stdout), style: styleFor(process.stdout) });
  if (out.stderr !== '') process.stderr.write(out.stderr);
  // Nothing is written when there is nothing to print: a usage error stays one line and exit 2,
  // even where stdout could not be written (a full disk).
  if (out.stdout !== '') print(out.stdout);
  return out.exit;
}

/**
 * The text of `rules` without printing it, laid out for `layout` (default: 80 columns, no escape
 * codes). Throws UsageError for an unknown game; an unknown or ambiguous topic gives exit 2 with
 * one line in `stderr` naming the topics, and nothing in `stdout`.
 */
export async function rulesText(
  game: string | undefined,
  topic: string | undefined,
  layout: RulesLayout = PLAIN_LAYOUT,
): Promise<RulesOutput> {
  if (game === undefined || game.trim() === '') {
    await prepareColumns(listText());
    return { stdout: gameList(layout), stderr: '', exit: EXIT.ok };
  }
  const entry = findEntry(game);
  if (!entry) {
    throw new UsageError(`unknown game ${quote(game)}: choose ${GAMES.map((m) => m.info.id).join(', ')}`);
  }
  const info = entry.info;
  // Only this game's rules text is loaded, not its engine nor any other game.
  const sections = await entry.loadRules();
  await prepareColumns(gameText(entry, sections, topic));
  if (topic === undefined || topic.trim() === '') {
    const lines = [...heading(info, layout)];
    for (const section of sections) lines.push('', ...sectionLines(section, layout));
    lines.push('', ...topicLines(info, sections, layout));
    return { stdout: joinLines(lines), stderr: '', exit: EXIT.ok };
  }
  const found = findTopic(sections, topic);
  if (found.kind === 'one') {
    return { stdout: joinLines(sectionLines(found.section, layout)), stderr: '', exit: EXIT.ok };
  }
  const why =
    found.kind === 'many'
      ? `topic ${quote(topic)} of ${info.id} is ambiguous: ${found.sections.map((s) => s.topic).join(', ')}`
      : `no topic ${quote(topic)} in the rules of ${info.id}: choose ${sections.map((s) => s.topic).join(', ')}`;
  // One line and nothing else, as for every usage error; it names the topics to choose from.
  return { stdout: '', stderr: `big-chicken: ${why}\n`, exit: EXIT.usage };
}

/** Every text the list of games lays out, so widths can be measured before it does. */
function* listText(): Iterable<string> {
  for (const m of GAMES) {
    yield m.info.title;
    yield m.info.summary;
  }
}

/** Every text a game's rules (or a topic of them, or the error naming its topics) may lay out. */
function* gameText(entry: GameEntry, sections: readonly RulesSection[], topic: string | undefined): Iterable<string> {
  yield entry.info.id;
  yield topic ?? '';
  yield entry.info.title;
  yield entry.info.summary;
  for (const s of sections) {
    yield s.topic;
    yield s.title;
    for (const p of s.paragraphs) yield p.text;
  }
}

/** How a topic name matched a game's sections: one section, several (ambiguous), or none. */
export type TopicMatch =
  | { readonly kind: 'one'; readonly section: RulesSection }
  | { readonly kind: 'many'; readonly sections: readonly RulesSection[] }
  | { readonly kind: 'none' };

/** The section named `topic`: exact topic name (any case), else the only topic it begins. */
export function findTopic(sections: readonly RulesSection[], topic: string): TopicMatch {
  const key = topic.trim().toLowerCase();
  const exact = sections.find((s) => s.topic.toLowerCase() === key);
  if (exact) return { kind: 'one', section: exact };
  const prefixed = sections.filter((s) => s.topic.toLowerCase().startsWith(key));
  if (prefixed.length === 1) return { kind: 'one', section: prefixed[0] as RulesSection };
  if (prefixed.length > 1) return { kind: 'many', sections: prefixed };
  return { kind: 'none' };
}

/** "2-6 players", "3-5 players" or "solo". */
export function playerRange(info: GameInfo): string {
  if (info.maxPlayers <= 1) return 'solo';
  if (info.minPlayers === info.maxPlayers) return `${info.minPlayers} players`;
  return `${info.minPlayers}-${info.maxPlayers} players`;
}

function gameList(layout: RulesLayout): string {
  const lines = [layout.style.bold('Games'), ''];
  // Each game: its name, player count and title, then its one-line summary under the title.
  lines.push(
    ...table(
      GAMES.flatMap((m) => [
        [m.info.id, playerRange(m.info), m.info.title],
        ['', '', m.info.summary],
      ]),
      layout.width,
      '  ',
    ),
  );
  lines.push('', 'Full rules: big-chicken rules <game>', 'One part:   big-chicken rules <game> <topic>');
  return joinLines(lines);
}

function heading(info: GameInfo, layout: RulesLayout): string[] {
  return [
    ...wrap(`${info.title} (${playerRange(info)})`, { width: layout.width }).map(layout.style.bold),
    ...wrap(info.summary, { width: layout.width }),
  ];
}

function topicLines(info: GameInfo, sections: readonly RulesSection[], layout: RulesLayout): string[] {
  return [
    layout.style.bold('Topics'),
    ...table(
      sections.map((s) => [s.topic, s.title]),
      layout.width,
      '  ',
    ),
    '',
    ...wrap(`One topic: big-chicken rules ${info.id} <topic> (or the start of its name).`, { width: layout.width }),
  ];
}

function joinLines(lines: readonly string[]): string {
  return lines.length === 0 ? '' : `${lines.join('\n').replace(/\n+$/, '')}\n`;
}
