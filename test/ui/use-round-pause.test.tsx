import { Text } from 'ink';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoundPause, type RoundReader } from '../../src/ui/hooks/use-round-pause.js';

afterEach(() => cleanup());

type Probe = { readonly rounds: number; readonly paused: boolean; readonly moves: number };

/** Draws "panel" while a round's panel is up, else "table"; records the pauses asked for. */
function harness(reader: RoundReader) {
  const asked: boolean[] = [];
  const pause = (on: boolean) => void asked.push(on);
  function Screen({ rounds, paused, moves }: Probe) {
    return <Text>{useRoundPause(rounds, false, pause, paused, reader, moves).showing ? 'panel' : 'table'}</Text>;
  }
  const ui = render(<Screen rounds={0} paused={false} moves={10} />);
  const draw = async (p: Probe): Promise<string> => {
    ui.rerender(<Screen {...p} />);
    // The hook's effects run after the frame; let them, and any render they ask for, finish.
    await new Promise((r) => setTimeout(r, 20));
    ui.rerender(<Screen {...p} />);
    return ui.lastFrame() ?? '';
  };
  return { asked, draw };
}

describe("a finished round's panel", () => {
  it('for a person: stays up until Enter, through the pause lapsing and the table moving on', async () => {
    const { asked, draw } = harness('person');
    expect(await draw({ rounds: 1, paused: false, moves: 11 })).toBe('panel');
    expect(asked).toEqual([true]);
    expect(await draw({ rounds: 1, paused: true, moves: 11 })).toBe('panel');
    expect(await draw({ rounds: 1, paused: false, moves: 14 })).toBe('panel');
  });

  it('watched: stays up while the pause it took lasts, and goes when it lapses', async () => {
    const { asked, draw } = harness('watch');
    expect(await draw({ rounds: 1, paused: false, moves: 11 })).toBe('panel');
    expect(asked).toEqual([true]);
    expect(await draw({ rounds: 1, paused: true, moves: 11 })).toBe('panel');
    expect(await draw({ rounds: 1, paused: false, moves: 11 })).toBe('table');
  });

  it('watched: goes once the table moves on, when the pause lapsed too soon to be drawn', async () => {
    const { draw } = harness('watch');
    expect(await draw({ rounds: 1, paused: false, moves: 11 })).toBe('panel');
    expect(await draw({ rounds: 1, paused: false, moves: 12 })).toBe('table');
  });

  it('for a spectator: never up, and never holds the table', async () => {
    const { asked, draw } = harness('spectator');
    expect(await draw({ rounds: 1, paused: false, moves: 11 })).toBe('table');
    expect(asked).toEqual([]);
  });
});
