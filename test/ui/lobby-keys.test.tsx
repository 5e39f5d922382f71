import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import Lobby from '../../src/ui/screens/Lobby.js';

describe('the lobby key line', () => {
  it('keeps every key, q leave included, in a narrow terminal', () => {
    const { lastFrame, unmount } = render(<Lobby tables={[]} name="Ada" notice={null} onChoose={() => undefined} columns={60} />);
    const frame = lastFrame() ?? '';
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(60);
    expect(frame.replace(/\s+/g, ' ')).toContain('j join by code q leave');
    unmount();
  });
});
