import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import Lobby, { keys } from '../../src/ui/screens/Lobby.js';
import type { LobbyChoice } from '../../src/ui/screens/Lobby.js';
import { CODE_LETTERS } from '../../src/serve/codes.js';

const tick = () => new Promise((r) => setTimeout(r, 30));

describe('the lobby key line', () => {
  it('keeps every key, q leave included, in a narrow terminal', () => {
    const { lastFrame, unmount } = render(
      <Lobby tables={[]} name="Ada" notice={null} onChoose={() => undefined} columns={60} codeLetters={CODE_LETTERS} />,
    );
    const frame = lastFrame() ?? '';
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(60);
    expect(frame.replace(/\s+/g, ' ')).toContain('j join by code ? help q leave');
    unmount();
  });

  it('? shows the lobby’s help, every key of it; any key closes it and does nothing else', async () => {
    const chosen: LobbyChoice[] = [];
    const ui = render(
      <Lobby tables={[]} name="Ada" notice={null} onChoose={(c) => chosen.push(c)} columns={100} codeLetters={CODE_LETTERS} />,
    );
    await tick();
    ui.stdin.write('?');
    await tick();
    const frame = (ui.lastFrame() ?? '').replace(/\s+/g, ' ');
    expect(frame).toContain('The lobby: keys');
    for (const k of keys) expect(frame).toContain(k.does.replace(/\s+/g, ' '));
    // q closes the help: it does not leave the lobby.
    ui.stdin.write('q');
    await tick();
    expect(ui.lastFrame()).not.toContain('The lobby: keys');
    expect(ui.lastFrame()).toContain('No public tables are open');
    expect(chosen).toEqual([]);
    ui.unmount();
  });

  it("the code box takes only a code's letters: a paste or a terminal's reply types nothing else in", async () => {
    const chosen: LobbyChoice[] = [];
    const ui = render(
      <Lobby tables={[]} name="Ada" notice={null} onChoose={(c) => chosen.push(c)} columns={100} codeLetters={CODE_LETTERS} />,
    );
    await tick();
    ui.stdin.write('j');
    await tick();
    // p, n, m and _ are in no code; a title sequence's text (pwn) leaves only its W.
    for (const key of ['p', 'w', 'n', 'k', '_', 'q', 'M', 't']) {
      ui.stdin.write(key);
      await tick();
    }
    ui.stdin.write('\r');
    await tick();
    expect(chosen).toEqual([{ kind: 'join', code: 'WKQT' }]);
    ui.unmount();
  });
});
