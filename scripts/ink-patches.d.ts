import type { Plugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

/** The esbuild plugin that patches Ink and its text libraries in the bundle (see ink-patches.js). */
export const inkPatches: Plugin;
/** The same patches as a Vite plugin, for the tests. */
export const inkPatchesVite: VitePlugin;
/**
 * The characters the grapheme fast path splits one by one, as the inside of a regular
 * expression's character class (`\uXXXX` and `\uXXXX-\uXXXX`), asked of this Node's ICU.
 */
export function aloneClass(): string;
