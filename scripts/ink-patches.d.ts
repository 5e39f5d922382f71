import type { Plugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

/** The esbuild plugin that patches Ink and its text libraries in the bundle (see ink-patches.js). */
export const inkPatches: Plugin;
/** The same patches as a Vite plugin, for the tests. */
export const inkPatchesVite: VitePlugin;
/**
 * The code points the grapheme fast path splits one by one, in rising order, asked of this
 * Node's ICU (once a process).
 */
export function aloneCodePoints(): ReadonlySet<number>;
