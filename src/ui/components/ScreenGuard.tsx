import { Text } from '../kit/text.js';
import { Component, type ReactNode } from 'react';
import { useLook } from '../look/index.js';

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
      return <DrawError error={this.state.error} />;
    }
    return this.props.children;
  }
}

/** The one line said instead of a screen that could not be drawn, in the theme's error colour. */
function DrawError({ error }: { readonly error: string }) {
  const { theme } = useLook();
  return <Text color={theme.colour('error')}>The table could not be drawn ({error}). Press q to leave; the game is saved.</Text>;
}
