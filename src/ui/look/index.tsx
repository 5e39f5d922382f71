import { createContext, useContext, type ReactNode } from 'react';
import { glyphsFor, type Glyphs } from './glyphs.js';
import { makeTheme, type Theme } from './theme.js';

export * from './glyphs.js';
export * from './theme.js';

/** How the table is drawn: the colour theme and the character set. */
export interface Look {
  readonly theme: Theme;
  readonly glyphs: Glyphs;
}

/** The look for `dark` in the environment's locale and colour level. */
export function defaultLook(): Look {
  return { theme: makeTheme('dark'), glyphs: glyphsFor() };
}

const LookContext = createContext<Look | null>(null);
let fallback: Look | null = null;

type Props = { readonly look: Look; readonly children: ReactNode };

/** Gives every component below it `look`. */
export function LookProvider({ look, children }: Props) {
  return <LookContext.Provider value={look}>{children}</LookContext.Provider>;
}

/** The look in force: the nearest {@link LookProvider}'s, else the default one. */
export function useLook(): Look {
  const look = useContext(LookContext);
  if (look) return look;
  fallback ??= defaultLook();
  return fallback;
}
