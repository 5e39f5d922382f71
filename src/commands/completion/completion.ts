import type { Command } from 'commander';
import { UsageError } from '../../games/options.js';

interface Words {
  /**
   * Each command's name with the words that may follow it (its options, and games where it takes
   * one), and the values of its options that name them: an option's choices, or a game (`<game>`).
   */
  readonly commands: readonly { name: string; words: string[]; values: { flag: string; words: string[] }[] }[];
  readonly global: string[];
}

/** The words to complete, read from the program itself, so they never go out of date. */
function wordsOf(program: Command, games: readonly string[]): Words {
  const shown = (c: Command) => c.options.filter((o) => !o.hidden);
  const flags = (c: Command) => shown(c).flatMap((o) => [o.short, o.long].filter((f): f is string => f !== undefined));
  const valuesOf = (c: Command) =>
    shown(c).flatMap((o) => {
      const words = o.argChoices ?? (/[<[]game[>\]]/.test(o.flags) ? [...games] : []);
      return o.long !== undefined && words.length > 0 ? [{ flag: o.long, words }] : [];
    });
  const commands = program.commands
    .filter((c) => c.name() !== 'help')
    .map((c) => ({
      name: c.name(),
      words: [...(c.registeredArguments.some((a) => a.name() === 'game') ? games : []), ...flags(c), '--help'],
      values: valuesOf(c),
    }));
  return { commands, global: [...flags(program), '--help'] };
}

/** A bash function over the words (zsh loads it through bashcompinit): after an option with values, its values. */
function bashScript(w: Words): string {
  const cases = w.commands.map((c) => `    ${c.name}) words="${c.words.join(' ')}" ;;`).join('\n');
  const values = w.commands.flatMap((c) => c.values.map((v) => `    ${c.name}:${v.flag}) words="${v.words.join(' ')}" ;;`)).join('\n');
  return `_big_chicken() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" words
  if [[ $COMP_CWORD -eq 1 ]]; then
    words="${[...w.commands.map((c) => c.name), ...w.global].join(' ')}"
  else
    case "\${COMP_WORDS[1]}:\${COMP_WORDS[COMP_CWORD-1]}" in
${values}
    *)
      case "\${COMP_WORDS[1]}" in
${cases.replace(/^ {4}/gm, '      ')}
      *) words="" ;;
      esac ;;
    esac
  fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _big_chicken big-chicken
`;
}

function fishScript(w: Words): string {
  const lines = [`complete -c big-chicken -f -n __fish_use_subcommand -a '${w.commands.map((c) => c.name).join(' ')}'`];
  for (const c of w.commands) {
    const games = c.words.filter((x) => !x.startsWith('-'));
    if (games.length > 0) lines.push(`complete -c big-chicken -f -n '__fish_seen_subcommand_from ${c.name}' -a '${games.join(' ')}'`);
    for (const flag of c.words.filter((x) => x.startsWith('--'))) {
      const values = c.values.find((v) => v.flag === flag);
      lines.push(
        `complete -c big-chicken -n '__fish_seen_subcommand_from ${c.name}' -l ${flag.slice(2)}${values ? ` -a '${values.words.join(' ')}'` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The completion script for `shell`, to be sourced by it:
 * `source <(big-chicken completion bash)`, zsh likewise, `big-chicken completion fish | source`.
 */
export function completionScript(shell: string, program: Command, games: readonly string[]): string {
  const w = wordsOf(program, games);
  if (shell === 'bash') return bashScript(w);
  if (shell === 'zsh') return `autoload -U +X bashcompinit && bashcompinit\n${bashScript(w)}`;
  if (shell === 'fish') return fishScript(w);
  throw new UsageError(`completion takes bash, zsh or fish, got "${shell}"`);
}
