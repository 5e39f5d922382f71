// The table names the commands around it: the local program's own at home, what works over SSH
// when a served session gives its words.
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import EndPanel from '../../src/ui/components/EndPanel.js';
import HelpOverlay from '../../src/ui/components/HelpOverlay.js';
import TooSmall from '../../src/ui/components/TooSmall.js';
import { CommandWordsContext, type CommandWords } from '../../src/ui/hooks/use-commands.js';

afterEach(() => cleanup());

const SSH: CommandWords = {
  quit: 'leave the table (asks first; a bot plays for you, and ssh -t -p 2222 host join KQTW takes your seat back)',
  interrupt: 'leave at once (a bot plays for you)',
  scores: '`ssh -p 2222 host scores`',
  small: 'q leaves the table; a bot plays for you meanwhile.',
};
const flat = (text: string) => text.replace(/[│╭╮╰╯─═║╔╗╚╝]/g, ' ').replace(/\s+/g, ' ');
const outcome = { winners: [0], scores: [12, 30], rounds: 5, summary: 'Ada wins.' };

describe('the words of the commands around a table', () => {
  it('locally, the help and a game not recorded name the local program', () => {
    const help = render(<HelpOverlay title="T" keys={[]} scroll={0} width={100} height={30} />);
    expect(flat(help.lastFrame() ?? '')).toContain('`big-chicken resume` brings it back');
    const end = render(<EndPanel outcome={outcome} names={['Ada', 'Bob']} lowerIsBetter recorded={false} />);
    expect(flat(end.lastFrame() ?? '')).toContain('it is not in `big-chicken scores`');
  });

  it("over SSH, they name the session's commands and never the local program", () => {
    const help = render(
      <CommandWordsContext.Provider value={SSH}>
        <HelpOverlay title="T" keys={[]} scroll={0} width={100} height={30} />
      </CommandWordsContext.Provider>,
    );
    const helpText = flat(help.lastFrame() ?? '');
    expect(helpText).toContain('a bot plays for you, and ssh -t -p 2222 host join KQTW takes your seat back');
    expect(helpText).toContain('leave at once (a bot plays for you)');
    expect(helpText).not.toContain('big-chicken');
    const end = render(
      <CommandWordsContext.Provider value={SSH}>
        <EndPanel outcome={outcome} names={['Ada', 'Bob']} lowerIsBetter recorded={false} />
      </CommandWordsContext.Provider>,
    );
    const endText = flat(end.lastFrame() ?? '');
    expect(endText).toContain('it is not in `ssh -p 2222 host scores`');
    expect(endText).not.toContain('big-chicken');
  });

  it('a window too small for the table says what leaving does there: saved at home, a bot over SSH', () => {
    const home = flat(render(<TooSmall columns={30} rows={10} />).lastFrame() ?? '');
    expect(home).toContain('q leaves; every move is saved as it is played.');
    const served = flat(
      render(
        <CommandWordsContext.Provider value={SSH}>
          <TooSmall columns={30} rows={10} />
        </CommandWordsContext.Provider>,
      ).lastFrame() ?? '',
    );
    expect(served).toContain('a bot plays for you meanwhile');
    expect(served).not.toContain('saved');
  });
});
