import type { Plugin } from 'esbuild';

/** The esbuild plugin that patches Ink and its text libraries in the bundle (see ink-patches.js). */
export const inkPatches: Plugin;
