import { Text } from 'ink';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, expect, it } from 'vitest';

afterEach(() => cleanup());

// vitest.config.ts gives ink-testing-library's terminal a height: without one, Ink asked the
// system for the terminal's size at every frame, running `tput` twice a frame in a test worker.
it("gives the tests' terminal a height as well as a width, so a frame asks the system for neither", () => {
  const ui = render(<Text>hen</Text>);
  const terminal = ui.stdout as unknown as { readonly columns?: number; readonly rows?: number };
  expect(terminal.columns).toBe(100);
  expect(terminal.rows).toBe(24);
  expect(ui.lastFrame()).toBe('hen');
});
