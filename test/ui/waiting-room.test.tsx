import stringWidth from 'string-width';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import WaitingRoom from '../../src/ui/screens/WaitingRoom.js';

const seats = [
  { name: 'Ada', kind: 'person' as const, here: true },
  { name: 'Bob', kind: 'person' as const, here: true },
  { name: '', kind: 'open' as const, here: false },
];

function frameAt(columns: number, canStart: boolean): string {
  const ui = render(
    <WaitingRoom
      title="Henhouse, 3 seats"
      code="KQTW"
      seats={seats}
      seat={1}
      canStart={canStart}
      level="normal"
      joinHint="ssh -t -p 2291 game.example.org join KQTW"
      onStart={() => undefined}
      onLeave={() => undefined}
      columns={columns}
    />,
  );
  const frame = ui.lastFrame() ?? '';
  ui.unmount();
  return frame;
}

describe('the waiting room of a shared table', () => {
  it.each([40, 60, 100])('shows the join command and the keys whole at %i columns, wrapped where need be', (columns) => {
    for (const canStart of [false, true]) {
      const frame = frameAt(columns, canStart);
      for (const line of frame.split('\n')) expect(stringWidth(line)).toBeLessThanOrEqual(columns);
      const flat = frame.replace(/\s+/g, ' ');
      expect(flat).toContain('ssh -t -p 2291 game.example.org join KQTW');
      expect(flat).toContain('q leave');
      expect(frame).not.toContain('…');
    }
  });
});
