import { Text } from 'ink';
import { Component, type ReactNode } from 'react';

type Props = {
  readonly children: ReactNode;
};

type State = { readonly error: string | null };

/**
 * Catches an error thrown while drawing a game's screen and shows it in one line instead of a
 * stack trace; the platform's keys keep working, so the person can still leave (the game is saved).
 */
export default class ScreenGuard extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? (error.message.split('\n')[0] ?? 'unknown error') : String(error) };
  }

  override render() {
    if (this.state.error !== null) {
      return <Text color="red">The table could not be drawn ({this.state.error}). Press q to leave; the game is saved.</Text>;
    }
    return this.props.children;
  }
}
